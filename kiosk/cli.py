"""``challenge-kiosk``: the station, and its headless commands.

challenge-kiosk [--windowed] [--dev-exit]    the station screen
challenge-kiosk --self-test                  check the station without a screen (kiosk.selftest)
challenge-kiosk judge [--lexicon FILE] [--rule RULE] [--no-log] WORD...
challenge-kiosk audit verify|export ...      the audit log (see kiosk.audit.commands)
challenge-kiosk director set-pin             the director PIN (see kiosk.director.commands)
challenge-kiosk fleet ...                    the head director's page (see kiosk.fleet.commands)
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from kiosk import __version__
from kiosk.core.adjudication import adjudicate
from kiosk.core.i18n import Words
from kiosk.core.play import PlayInputError, parse_play
from kiosk.core.rules import RULES, rule_by_id
from kiosk.lexicon import Lexicon, LexiconFileError, load_lexicon
from kiosk.paths import DEFAULT_LEXICON_FILE, asset_path

# judge exit codes
EXIT_ACCEPTABLE = 0
EXIT_UNACCEPTABLE = 1
EXIT_INPUT_ERROR = 2
EXIT_CANNOT_JUDGE = 3
EXIT_LOG_UNAVAILABLE = 4


def load_default_lexicon() -> Lexicon:
    """The embedded ENABLE lexicon."""
    return load_lexicon(asset_path(DEFAULT_LEXICON_FILE))


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="challenge-kiosk",
        description="Challenge station for word-game tournaments.",
    )
    parser.add_argument("--version", action="version", version=f"challenge-kiosk {__version__}")
    parser.add_argument(
        "--windowed",
        action="store_true",
        help="run the station in a normal window (to try it on a desktop)",
    )
    parser.add_argument(
        "--dev-exit",
        action="store_true",
        help="developers only: let Ctrl+Alt+Shift+End close the station",
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="check settings, lexicons, the audit log and the central log without a screen; "
        "exit code 0 only when every check passed",
    )
    sub = parser.add_subparsers(dest="command")
    judge = sub.add_parser(
        "judge",
        help="adjudicate a play without the screen",
        description="Adjudicate a play and record it in this station's audit log. "
        "Exit code 0: acceptable, 1: unacceptable, 2: the words cannot be judged as typed, "
        "3: no lexicon could be loaded, 4: judged but the log could not record it.",
    )
    judge.add_argument("words", nargs="+", metavar="WORD")
    judge.add_argument("--lexicon", metavar="FILE", help="lexicon file (default: embedded ENABLE)")
    judge.add_argument("--rule", default="double", choices=list(RULES), help="challenge rule")
    judge.add_argument(
        "--final-play",
        action="store_true",
        help="the challenged play ended the game: no penalty for challenging it (NSA V.C)",
    )
    judge.add_argument(
        "--no-log", action="store_true", help="do not record this judgement in the audit log"
    )
    from kiosk.audit.commands import add_audit_parser

    add_audit_parser(sub)
    from kiosk.director.commands import add_director_parser

    add_director_parser(sub)
    from kiosk.fleet.commands import add_fleet_parser

    add_fleet_parser(sub)
    return parser


def _judge(args: argparse.Namespace) -> int:
    try:
        if args.lexicon:
            from kiosk.lexicon import parse_lexicon, read_lexicon_file
            from kiosk.lexicon_proof import prove_in_child

            data = read_lexicon_file(args.lexicon)
            # a forged word graph crashes a child; what the child proved is not redone here
            proven = prove_in_child(Path(args.lexicon), data)
            lexicon = parse_lexicon(args.lexicon, data, words_proven=proven)
        else:
            lexicon = load_default_lexicon()
    except (LexiconFileError, FileNotFoundError) as exc:
        print(f"challenge-kiosk: cannot judge: {exc}", file=sys.stderr)
        return EXIT_CANNOT_JUDGE
    rule = rule_by_id(args.rule)
    try:
        play = parse_play(" ".join(args.words), lexicon.alphabet)
    except PlayInputError as exc:
        for problem in exc.problems:
            print(problem.message, file=sys.stderr)
        return EXIT_INPUT_ERROR
    result = adjudicate(play, lexicon, rule, final_play=args.final_play)
    log_problem = receipt = None
    if not args.no_log:  # recorded before the verdict is shown, as at the kiosk
        from kiosk.audit.commands import log_judgement

        receipt, log_problem = log_judgement(result)
    print(result.verdict.value)
    print(result.consequence.sentence.replace("\u00a0", " "))
    print(
        f"{lexicon.name} ({lexicon.info.word_count:,} words, "
        f"fingerprint {lexicon.info.short_fingerprint}), {rule.title}"
    )
    if receipt:
        print(f"Write on the slip: {receipt}")
    if log_problem:
        print(log_problem, file=sys.stderr)
        return EXIT_LOG_UNAVAILABLE
    return EXIT_ACCEPTABLE if result.acceptable else EXIT_UNACCEPTABLE


STATION_OPTIONS = frozenset({"--windowed", "--dev-exit"})


def _words_for(code: str) -> Words:
    """The station's translations of a language, for exports (Qt's, without a screen)."""
    from kiosk.ui.player_text import player_text

    return player_text(code)


def main(argv: Sequence[str] | None = None) -> int:
    if os.name == "posix":
        # Everything the station writes (log, PIN state, keys, exports) is for its user only.
        os.umask(0o077)
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["lexicon-check"]:  # internal: the first load of a lexicon, in a child
        from kiosk.lexicon_proof import lexicon_check_main

        return lexicon_check_main()
    if set(argv) <= STATION_OPTIONS:
        # The station itself: no command parser, whose commands import the database layer;
        # the ready screen is painted before any of it is loaded (kiosk.ui.app).
        from kiosk.ui.app import run

        return run(windowed="--windowed" in argv, dev_exit="--dev-exit" in argv)
    parser = _parser()
    args = parser.parse_args(argv)
    if args.self_test:
        if args.command is not None:
            parser.error("--self-test runs on its own, without a command")
        from kiosk.selftest import run_self_test

        report = run_self_test()
        print(report.text())
        return report.exit_code
    if args.command == "judge":
        return _judge(args)
    if args.command == "director":
        from kiosk.director.commands import run_director

        return run_director(args)
    if args.command == "audit":
        from kiosk.audit.commands import run_audit

        return run_audit(args, _words_for)
    if args.command == "fleet":
        from kiosk.fleet.commands import run_fleet

        return run_fleet(args, _words_for)
    from kiosk.ui.app import run

    return run(windowed=args.windowed, dev_exit=args.dev_exit)


if __name__ == "__main__":
    raise SystemExit(main())
