"""``challenge-kiosk``: the station, and its headless commands.

challenge-kiosk [--windowed] [--dev-exit]    the station screen
challenge-kiosk --self-test                  check the station without a screen (kiosk.health)
challenge-kiosk judge [--profile NAME | --lexicon FILE [--rule RULE]] [--no-log] WORD...
              [--table N [--pairings SRC] [--division NAME] [--board B]]  names the game too
challenge-kiosk audit verify|export ...      the audit log (see kiosk.audit.commands)
challenge-kiosk director set-pin|lexicon ... the director PIN, lexicons (kiosk.director.commands)
challenge-kiosk fleet ...                    the head director's page (see kiosk.fleet.commands)
challenge-kiosk pairings show --table N      the game at a table, from TSH's feed (kiosk.pairings)
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kiosk import __version__
from kiosk.core.flow import ProfileChoice, UnavailableProfile
from kiosk.core.i18n import Words
from kiosk.core.procedure import MAX_TABLE
from kiosk.core.rules import RULES, rule_by_id
from kiosk.core.station_messages import SETTINGS_FILE
from kiosk.core.text import shown
from kiosk.deferred import deferred
from kiosk.lexicons.file import Lexicon, LexiconFileError, load_lexicon
from kiosk.pairings.arguments import table_number
from kiosk.storage.paths import DEFAULT_LEXICON_FILE, asset_path

if TYPE_CHECKING:
    from kiosk.config import StationConfig
    from kiosk.event.clock import EventTime
    from kiosk.lexicons.library import LexiconLibrary

# loaded at first use (`kiosk.deferred`)
if TYPE_CHECKING:
    import kiosk.audit.arguments as audit_arguments
    import kiosk.audit.commands as audit_commands
    import kiosk.audit.identity as audit_identity
    import kiosk.audit.station_log as audit_station_log
    import kiosk.audit.verified as audit_verified
    import kiosk.config as configs
    import kiosk.core.adjudication as core_adjudication
    import kiosk.core.i18n as core_i18n
    import kiosk.core.plan as plan_rules
    import kiosk.core.play as core_play
    import kiosk.director.arguments as director_arguments
    import kiosk.director.commands as director_commands
    import kiosk.event.clock as event_clock
    import kiosk.event.follow as event_follow
    import kiosk.event.membership as event_membership
    import kiosk.fleet.commands as fleet_commands
    import kiosk.health.selftest as self_test
    import kiosk.lexicons.file as lexicon_file
    import kiosk.lexicons.library as lexicon_library
    import kiosk.lexicons.proof as lexicon_proof
    import kiosk.pairings.arguments as pairings_arguments
    import kiosk.pairings.commands as pairings_commands
    import kiosk.pairings.feed as pairings_feed
    import kiosk.pairings.match as pairings_match
    import kiosk.pairings.source as feed_source
    import kiosk.runtime.station_runtime as runtime_module
    import kiosk.storage.paths as storage_paths
    import kiosk.ui.app as ui_app
    import kiosk.ui.player_text as player_texts
else:
    audit_arguments = deferred("kiosk.audit.arguments")
    core_adjudication = deferred("kiosk.core.adjudication")
    core_play = deferred("kiosk.core.play")
    director_arguments = deferred("kiosk.director.arguments")
    fleet_commands = deferred("kiosk.fleet.commands")
    pairings_arguments = deferred("kiosk.pairings.arguments")
    lexicon_file = deferred("kiosk.lexicons.file")
    lexicon_proof = deferred("kiosk.lexicons.proof")
    plan_rules = deferred("kiosk.core.plan")
    event_clock = deferred("kiosk.event.clock")
    event_follow = deferred("kiosk.event.follow")
    event_membership = deferred("kiosk.event.membership")
    configs = deferred("kiosk.config")
    core_i18n = deferred("kiosk.core.i18n")
    lexicon_library = deferred("kiosk.lexicons.library")
    runtime_module = deferred("kiosk.runtime.station_runtime")
    storage_paths = deferred("kiosk.storage.paths")
    audit_station_log = deferred("kiosk.audit.station_log")
    pairings_feed = deferred("kiosk.pairings.feed")
    pairings_match = deferred("kiosk.pairings.match")
    feed_source = deferred("kiosk.pairings.source")
    audit_identity = deferred("kiosk.audit.identity")
    audit_verified = deferred("kiosk.audit.verified")
    player_texts = deferred("kiosk.ui.player_text")
    ui_app = deferred("kiosk.ui.app")
    self_test = deferred("kiosk.health.selftest")
    director_commands = deferred("kiosk.director.commands")
    audit_commands = deferred("kiosk.audit.commands")
    pairings_commands = deferred("kiosk.pairings.commands")

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
        description="Adjudicate a play for one of this station's divisions (its lexicon and "
        "rule, as the kiosk judges it) and record it in this station's audit log. "
        "Exit code 0: acceptable, 1: unacceptable, 2: the words cannot be judged as typed, "
        "3: no lexicon could be loaded (the division's lexicon is missing or damaged, no such "
        "division, the station file has a mistake), 4: judged but the log could not record it.",
    )
    judge.add_argument("words", nargs="+", metavar="WORD")
    judge.add_argument(
        "--profile",
        metavar="NAME",
        help="the division to judge for, by its name in station.toml: its lexicon and rule "
        "(default: the station's first division)",
    )
    judge.add_argument(
        "--lexicon",
        metavar="FILE",
        help="an ad-hoc check on this lexicon file instead of a division (recorded as ad hoc)",
    )
    judge.add_argument(
        "--rule",
        choices=list(RULES),
        help="challenge rule of an ad-hoc check with --lexicon (default: double); a division "
        "is judged under its own rule",
    )
    judge.add_argument(
        "--final-play",
        action="store_true",
        help="the challenged play ended the game: no penalty for challenging it (NSA V.C)",
    )
    judge.add_argument(
        "--table",
        type=table_number,
        metavar="N",
        help=f"the table the play was made at (1 to {MAX_TABLE}), recorded as the kiosk "
        "records it: plays at other tables are not possible split lookups",
    )
    judge.add_argument(
        "--pairings",
        metavar="SRC",
        help="TSH's tourney.js (an address or a path) to name the game at --table from "
        "(default: the station's pairings setting); read once, a few seconds at most, and "
        "the play is judged and recorded even when it cannot be read",
    )
    judge.add_argument(
        "--division",
        metavar="NAME",
        help="the division in TSH's feed (default: the profile's pairings_division, else "
        "the feed's only division)",
    )
    judge.add_argument(
        "--board",
        type=table_number,
        metavar="B",
        help="when two boards share the table, the board of this game (without it the record "
        "keeps both games offered)",
    )
    judge.add_argument(
        "--no-log", action="store_true", help="do not record this judgement in the audit log"
    )
    # The commands' arguments only, imported here (the station itself needs no parser):
    # what runs a command, the database layer first, is imported when it runs.
    audit_arguments.add_audit_parser(sub)
    director_arguments.add_director_parser(sub)
    fleet_commands.add_fleet_parser(sub)
    pairings_arguments.add_pairings_parser(sub)
    return parser


AD_HOC_PROFILE = "ad hoc (command line)"  # what the log records for `judge --lexicon`


class _CannotJudge(Exception):
    """No lexicon to judge with; the message says why, for the director."""


def _ad_hoc(path: str, rule_id: str | None) -> ProfileChoice:
    """An ad-hoc check on a lexicon file (proven as every file is), recorded as ad hoc."""
    try:
        data = lexicon_file.read_lexicon_file(path)
        # a forged word graph crashes a child; what the child proved is not redone here
        proven = lexicon_proof.prove_in_child(Path(path), data)
        lexicon = lexicon_file.parse_lexicon(path, data, words_proven=proven)
    except (LexiconFileError, FileNotFoundError) as exc:
        raise _CannotJudge(str(exc)) from None
    return ProfileChoice(AD_HOC_PROFILE, lexicon, rule_by_id(rule_id or "double"))


def _as_planned(
    config: StationConfig, library: LexiconLibrary, home: Path
) -> tuple[StationConfig, dict[str, str]]:
    """The station's settings under the event plan in force now on the central server's
    clock (measured now, or aged from the last contact: `kiosk.event.clock`), as the kiosk
    judges (`kiosk.event.follow`), and the divisions waiting for their list (why, in
    English). An instant nearer than the clock's uncertainty is not guessed: `_CannotJudge`."""
    try:
        membership = event_membership.read_membership(home)
    except event_membership.EventFileError as exc:
        raise _CannotJudge(str(exc)) from None
    if membership is None:
        return config, {}
    plans = event_membership.accepted_plans(home, membership)
    at = _event_clock(home, config.settings.central_url)
    instants = [p.effective_from for p in plans] + [p.valid_until for p in plans if p.valid_until]
    close = event_clock.too_close(instants, at)
    if close is not None:
        after = close + timedelta(seconds=at.uncertainty_s)
        raise _CannotJudge(
            f"a plan of {membership.event} changes at {close:%H:%M:%S} UTC on the central "
            f"server's clock, and this computer cannot tell which side of that instant it is "
            f"(the server's time is {at.now:%H:%M:%S} UTC ± {at.uncertainty_s:.0f} s, from "
            f"{at.source}). Judge at a station in contact with the head director, or again "
            f"after {after:%H:%M:%S} UTC"
        )
    following = event_follow.follow(
        config, plans, at.now, event_follow.installed_fingerprints(library)
    )
    current = plan_rules.in_force(plans, at.now)
    if current is not None:  # a division the plan does not name keeps its own list: said
        for problem in plan_rules.name_problems([p.name for p in config.profiles], current):
            print(f"challenge-kiosk: WARN {problem}", file=sys.stderr)
    return following.config, {name: str(why) for name, why in following.waiting.items()}


def _event_clock(home: Path, central_url: str) -> EventTime:
    """The central server's time now, for a station in an event: measured when the server
    answers (within a few seconds), else from the last contact; said on stderr when this
    computer's clock is off by more than a minute, or the server could not be asked."""
    at, problem = event_clock.server_time(home, central_url)
    if problem and central_url:
        print(f"challenge-kiosk: event clock: {problem}; using {at.source}", file=sys.stderr)
    if abs(at.offset_s) >= 60:
        print(f"challenge-kiosk: {event_clock.clock_said(at.offset_s)}", file=sys.stderr)
    return at


def _division(name: str | None) -> ProfileChoice:
    """The station's division called ``name`` (default: its first), as the kiosk resolves it:
    the same station file, lexicon library and checks, so a broken file or a missing lexicon
    says what the station says. Never the built-in ENABLE in place of a division's lexicon."""
    home = storage_paths.kiosk_home()
    try:
        # a home that is not a folder holds no station file: the default station, as the kiosk
        config = (
            configs.load_config(keep_last_good=False) if home.is_dir() else configs.default_config()
        )
    except configs.ConfigError as exc:
        raise _CannotJudge(str(SETTINGS_FILE(why=core_i18n.said(exc)))) from None
    library = lexicon_library.LexiconLibrary()
    config, waiting = _as_planned(config, library, home)
    profiles = config.profiles
    if name is None:
        profile = profiles[0]
    else:
        found = [p for p in profiles if p.name.casefold() == name.strip().casefold()]
        if not found:
            names = ", ".join(repr(p.name) for p in profiles)
            raise _CannotJudge(
                f"no division called {shown(name)!r} at this station (its divisions: {names})"
            )
        profile = found[0]
    if profile.name in waiting:
        raise _CannotJudge(f"division {profile.name!r}: {waiting[profile.name]}")
    resolved = runtime_module.resolve_profile(profile, library)
    if isinstance(resolved, UnavailableProfile):
        raise _CannotJudge(f"division {resolved.name!r}: {resolved.problem}")
    return resolved


def _judge(args: argparse.Namespace) -> int:
    try:
        profile = _ad_hoc(args.lexicon, args.rule) if args.lexicon else _division(args.profile)
    except _CannotJudge as exc:
        print(f"challenge-kiosk: cannot judge: {exc}", file=sys.stderr)
        return EXIT_CANNOT_JUDGE
    lexicon, rule = profile.lexicon, profile.rule
    try:
        play = core_play.parse_play(" ".join(args.words), lexicon.alphabet)
    except core_play.PlayInputError as exc:
        for problem in exc.problems:
            print(problem.message, file=sys.stderr)
        return EXIT_INPUT_ERROR
    result = core_adjudication.adjudicate(play, lexicon, rule, final_play=args.final_play)
    game, game_lines = _game_at_table(args, profile.name) if args.table else (None, [])
    second = (  # judged on the second-opinion lexicon too, for the log, as at the kiosk
        core_adjudication.adjudicate(play, profile.second_opinion, rule, final_play=args.final_play)
        if profile.second_opinion is not None
        else None
    )
    log_problem = receipt = None
    if not args.no_log:  # recorded before the verdict is shown, as at the kiosk
        log_problem = _broken_chain()  # never appended to a broken chain
        if log_problem is None:
            receipt, log_problem = audit_station_log.log_judgement(
                result, profile.name, second_opinion=second, table=args.table, game=game
            )
    print(result.verdict.value)
    print(result.consequence.sentence.replace("\u00a0", " "))
    print(
        (f"Table {args.table} · " if args.table else "")
        + f"{profile.name}: {lexicon.name} ({len(lexicon):,} words, "
        f"fingerprint {lexicon.fingerprint[:8]}), {rule.title}"
    )
    if second is not None and profile.show_second_opinion and profile.second_opinion:
        print(f"Second opinion, {profile.second_opinion.name}: {second.verdict.value}")
    for line in game_lines:
        print(line)
    if receipt:
        print(f"Write on the slip: {receipt}")
    if log_problem:
        print(log_problem, file=sys.stderr)
        return EXIT_LOG_UNAVAILABLE
    return EXIT_ACCEPTABLE if result.acceptable else EXIT_UNACCEPTABLE


def _game_at_table(
    args: argparse.Namespace, profile: str
) -> tuple[dict[str, Any] | None, list[str]]:
    """The ``game`` object to record for ``--table`` (`kiosk.pairings.match.game_record`)
    and the lines that name it, from the feed read once (``--pairings``, else the station's
    ``pairings`` setting; None and no line when neither names one). A feed that cannot be
    read, a division it does not hold: recorded as ``unreadable``, one line on stderr; the
    play is judged and recorded all the same."""

    source = (args.pairings or "").strip()
    division = (args.division or "").strip() or None
    try:
        config = (
            configs.load_config(keep_last_good=False)
            if storage_paths.kiosk_home().is_dir()
            else None
        )
    except configs.ConfigError:
        config = None  # judging said what is wrong with the file, if it matters
    if config is not None:
        source = source or config.settings.pairings
        named = next((p for p in config.profiles if p.name == profile), None)
        if division is None and named is not None and named.pairings_division:
            division = named.pairings_division
    if not source:
        if args.board or args.division:
            _note("no pairings to name the game from: give --pairings SRC")
        return None, []
    table = int(args.table)
    copy: pairings_feed.FeedCopy | None = None
    problem = None
    try:
        fetched = feed_source.fetch(source)
        assert fetched.data is not None  # nothing known: never "unchanged"
        copy = pairings_feed.read_copy(
            fetched.data, source, datetime.now(UTC).replace(microsecond=0)
        )
    except (feed_source.FetchError, pairings_feed.FeedError) as exc:
        problem = str(exc)
    try:
        match = pairings_match.table_match(copy, table, division, problem=problem)
    except pairings_match.DivisionError as exc:
        problem = str(exc)
        match = pairings_match.table_match(None, table, division, problem=problem)
    if problem:
        _note(f"the game at table {table} is not named: {problem}")
    games = match.games
    scored = " (already scored)" if match.state is pairings_match.MatchState.ALREADY_SCORED else ""
    if len(games) > 1:  # boards that share the table, in play or all scored already
        boards = " and ".join(str(g.board) for g in games)
        chosen = next((g for g in games if g.board == args.board), None)
        if chosen is not None:
            return pairings_match.game_record(match, chosen, pairings_match.Choice.CHOSEN), [
                f"Game: {chosen.label()}{scored}"
            ]
        if args.board:
            _note(f"no game on board {args.board} at table {table} (its boards: {boards})")
        return pairings_match.game_record(match, None, pairings_match.Choice.NOT_ASKED), [
            f"Game: not chosen: boards {boards} share table {table}; "
            "give --board B to name the game"
        ] + [f"  Board {g.board}: {g.label()}" for g in games]
    if match.state in (pairings_match.MatchState.MATCHED, pairings_match.MatchState.ALREADY_SCORED):
        game = games[0]
        if args.board and args.board != game.board:
            _note(f"table {table} holds board {game.board}, not {args.board}")
        return pairings_match.game_record(match, game, pairings_match.Choice.NOT_ASKED), [
            f"Game: {game.label()}{scored}"
        ]
    if match.state is pairings_match.MatchState.NO_GAME:
        _note(f"no game at table {table} in division {match.division} now")
        return pairings_match.game_record(match, None, pairings_match.Choice.NOT_ASKED), [
            f"Game: none paired at table {table} (division {match.division})"
        ]
    return pairings_match.game_record(match, None, pairings_match.Choice.NOT_ASKED), [
        "Game: not named (pairings unreadable)"
    ]


def _note(line: str) -> None:
    print(f"challenge-kiosk: pairings: {line}", file=sys.stderr)


def _broken_chain() -> str | None:
    """Why this station's log must not be appended to: its chain is broken, checked from
    the last verified head kept beside it (`kiosk.audit.verified`: only the records since,
    so it stays cheap at any size). None when it is whole or holds nothing yet."""
    home = storage_paths.kiosk_home()
    try:
        station = audit_identity.read_station_id(home / audit_identity.STATION_ID_FILE)
    except OSError:
        return None  # opening the log for the record says why
    broken = audit_verified.chain_break(home / "audit.sqlite3", station) if station else None
    return f"judged, but not recorded: {broken}" if broken else None


STATION_OPTIONS = frozenset({"--windowed", "--dev-exit"})


def _words_for(code: str) -> Words:
    """The station's translations of a language, for exports (Qt's, without a screen)."""
    return player_texts.player_text(code)


def main(argv: Sequence[str] | None = None) -> int:
    if os.name == "posix":
        # Everything the station writes (log, PIN state, keys, exports) is for its user only.
        os.umask(0o077)
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["lexicon-check"]:  # internal: the first load of a lexicon, in a child
        return lexicon_proof.lexicon_check_main()
    if set(argv) <= STATION_OPTIONS:
        # The station itself: no command parser, whose commands import the database layer;
        # the ready screen is painted before any of it is loaded (kiosk.ui.app). Starting
        # makes tens of thousands of objects that live as long as the station (modules,
        # classes, Qt's types), which the garbage collector would scan again and again for
        # nothing: it is off until the first screen is painted.
        gc.disable()
        return ui_app.run(windowed="--windowed" in argv, dev_exit="--dev-exit" in argv)
    parser = _parser()
    args = parser.parse_args(argv)
    if args.self_test:
        if args.command is not None:
            parser.error("--self-test runs on its own, without a command")
        report = self_test.run_self_test()
        print(report.text())
        return report.exit_code
    if args.command == "judge":
        if args.profile is not None and args.lexicon:
            parser.error("judge: --profile and --lexicon: choose one")
        if args.rule and not args.lexicon:
            parser.error(
                "judge: --rule goes with --lexicon FILE (an ad-hoc check); a division is "
                "judged under its own rule from station.toml (--profile NAME)"
            )
        if (args.board or args.pairings or args.division) and not args.table:
            parser.error("judge: --pairings, --division and --board name the game at --table N")
        return _judge(args)
    if args.command == "director":
        return director_commands.run_director(args)
    if args.command == "audit":
        return audit_commands.run_audit(args, _words_for)
    if args.command == "fleet":
        return fleet_commands.run_fleet(args, _words_for)
    if args.command == "pairings":
        return pairings_commands.run_pairings(args)
    return ui_app.run(windowed=args.windowed, dev_exit=args.dev_exit)


if __name__ == "__main__":
    raise SystemExit(main())
