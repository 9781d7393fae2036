"""``challenge-kiosk fleet``: the head director's page, the expected lexicons, the password.

challenge-kiosk fleet [serve] [--central URL] [--host H] [--port P] [--language CODE]
                      [--ack-central URL] [--event NAME]           serve the page
challenge-kiosk fleet expect --division NAME --lexicon FILE.clex [--central URL]
challenge-kiosk fleet set-password [--password-file FILE]

Without ``--central`` the central log address of this computer's station.toml is
used. ``--language`` shows the page in one of the station's languages (English without
it), with the station's translations, which the command line passes in (`run_fleet`'s
``words_for``): this package has no Qt. ``--ack-central`` is the address (a role that may
only insert into ``word_judge_acks``) the page records a director's acknowledgement of a
call with; without it, the ``--central`` address is tried (a read-only role refuses it, and
the page says so). Exit codes: 0 done, 2 bad input (a message names
what), 3 the central log could not be reached or written.
"""

from __future__ import annotations

import argparse
import getpass
import ipaddress
import sys
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from kiosk.core.languages import LANGUAGES, UnknownLanguage, language_code

if TYPE_CHECKING:
    from kiosk.core.i18n import Words

__all__ = ["add_fleet_parser", "run_fleet"]

EXIT_BAD_INPUT = 2
EXIT_CENTRAL = 3
_PASSWORD_HELP = "the password's argon2id hash (default: fleet-password in the station home)"


def _language(text: str) -> str:
    try:
        return language_code(text)
    except UnknownLanguage as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _add_serve_options(parser: argparse.ArgumentParser, *, inherited: bool = False) -> None:
    """The page's options, on ``fleet`` and again on ``fleet serve`` (``inherited``: an
    option not given there keeps what ``fleet`` got)."""

    def default(value: object) -> object:
        return argparse.SUPPRESS if inherited else value

    parser.add_argument(
        "--central", metavar="URL", default=default(None), help="central log (PostgreSQL URL)"
    )
    parser.add_argument(
        "--host", default=default("127.0.0.1"), help="address to listen on (default: 127.0.0.1)"
    )
    parser.add_argument("--port", type=int, default=default(8750), help="port (default: 8750)")
    parser.add_argument(
        "--allow-host",
        action="append",
        metavar="NAME",
        default=default([]),
        help="a name or address the page may be opened under (repeatable; 127.0.0.1, "
        "localhost, this machine's name and --host are always allowed)",
    )
    parser.add_argument(
        "--offline-after",
        type=float,
        default=default(45.0),
        metavar="SECONDS",
        help="a station without a heartbeat for this long is offline (default: 45)",
    )
    parser.add_argument(
        "--password-file", type=Path, metavar="FILE", default=default(None), help=_PASSWORD_HELP
    )
    parser.add_argument(
        "--ack-central",
        metavar="URL",
        default=default(None),
        help="address to record acknowledgements of calls with (default: --central)",
    )
    parser.add_argument(
        "--event",
        metavar="NAME",
        default=default(None),
        help="the event whose plans the page holds the records to (default: the first event "
        "published in the central log; a plan for another event never changes it)",
    )
    parser.add_argument(
        "--language",
        metavar="CODE",
        type=_language,
        default=default(None),
        help=f"the page's language ({', '.join(LANGUAGES)}; default: English)",
    )


def add_fleet_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    fleet = sub.add_parser(
        "fleet",
        help="the head director's page: every station of the event at once",
        description="Serve the fleet page (read-only) from the central log.",
    )
    _add_serve_options(fleet)
    actions = fleet.add_subparsers(dest="fleet_command")
    serve = actions.add_parser(
        "serve",
        help="serve the page (what fleet without a command does)",
        description="Serve the fleet page (read-only) from the central log.",
    )
    _add_serve_options(serve, inherited=True)
    expect = actions.add_parser(
        "expect",
        help="store the lexicon a division must be judged with",
        description="Every station judging DIVISION with another word list is flagged.",
    )
    expect.add_argument("--division", required=True, metavar="NAME")
    expect.add_argument("--lexicon", required=True, metavar="FILE", type=Path)
    expect.add_argument("--central", metavar="URL", default=argparse.SUPPRESS)
    from kiosk.event.commands import add_plan_parser

    add_plan_parser(actions)
    setpw = actions.add_parser("set-password", help="the password asked with --host")
    setpw.add_argument(
        "--password-file", type=Path, metavar="FILE", default=argparse.SUPPRESS, help=_PASSWORD_HELP
    )


def _fail(message: str, code: int = EXIT_BAD_INPUT) -> int:
    print(f"challenge-kiosk fleet: {message}", file=sys.stderr)
    return code


def _central(args: argparse.Namespace) -> str | None:
    if args.central:
        return str(args.central)
    from kiosk.audit.identity import configured_station

    return configured_station()[1] or None


def _password_file(args: argparse.Namespace) -> Path:
    if args.password_file is not None:
        return Path(args.password_file)
    from kiosk.fleet.auth import PASSWORD_FILE
    from kiosk.storage.paths import kiosk_home

    return kiosk_home() / PASSWORD_FILE


def run_fleet(args: argparse.Namespace, words_for: Callable[[str], Words] | None = None) -> int:
    """Run a ``fleet`` command; messages go to stderr, never a traceback. ``words_for``
    gives the words of a language code (``--language``: the station's translations)."""
    if args.fleet_command == "set-password":
        return _set_password(args)
    if args.fleet_command == "plan":
        from kiosk.event.commands import run_plan

        return run_plan(args)
    url = _central(args)
    if not url:
        return _fail("no central log: give --central URL (or set central_url in station.toml)")
    if args.fleet_command == "expect":
        return _expect(args, url)
    return _serve(args, url, words_for)


def _set_password(args: argparse.Namespace) -> int:
    from kiosk.fleet.auth import PasswordError, store_password

    if sys.stdin.isatty():
        password = getpass.getpass("New fleet password: ")
        if getpass.getpass("Again: ") != password:
            return _fail("the two passwords differ; nothing was changed")
    else:
        password = sys.stdin.readline().rstrip("\r\n")
    path = _password_file(args)
    try:
        store_password(path, password)
    except PasswordError as exc:
        return _fail(str(exc))
    except OSError as exc:
        return _fail(f"{path} cannot be written ({exc.strerror or exc})")
    print(f"Fleet password set ({path}).")
    return 0


def _expect(args: argparse.Namespace, url: str) -> int:
    from sqlalchemy import insert

    from kiosk.audit.engine import database_engine
    from kiosk.audit.errors import first_line
    from kiosk.audit.models import ExpectedLexiconRow
    from kiosk.audit.records import format_utc
    from kiosk.audit.relay import prepare_central, redact
    from kiosk.lexicons.file import LexiconFileError, parse_lexicon, read_lexicon_file
    from kiosk.lexicons.proof import prove_in_child

    division = args.division.strip()
    if not division or len(division) > 200:
        return _fail("--division: give the division's profile name (1 to 200 characters)")
    try:
        data = read_lexicon_file(args.lexicon)
        proven = prove_in_child(args.lexicon, data)
        lexicon = parse_lexicon(args.lexicon, data, words_proven=proven)
    except LexiconFileError as exc:
        return _fail(f"--lexicon: {exc}")
    row = {
        "division": division,
        "lexicon_name": lexicon.name[:200],
        "fingerprint": lexicon.fingerprint,
        "word_count": lexicon.info.word_count,
        "set_at": format_utc(datetime.now(UTC)),
    }
    try:
        engine = database_engine(url)
        try:
            prepare_central(engine)
            with engine.begin() as conn:
                conn.execute(insert(ExpectedLexiconRow).values(**row))
        finally:
            engine.dispose()
    except Exception as exc:
        return _fail(f"the central log {redact(url)} cannot store it: {first_line(exc)}", 3)
    print(
        f"Division {division}: every station must judge with {lexicon.name} "
        f"({lexicon.info.word_count:,} words, fingerprint {lexicon.info.short_fingerprint})."
    )
    return 0


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _words(code: str | None, words_for: Callable[[str], Words] | None) -> Words | str:
    """The page's words for ``--language`` (English without it), or why there are none."""
    from kiosk.audit.errors import first_line
    from kiosk.core.i18n import ENGLISH

    if not code or code == "en":
        return ENGLISH
    if words_for is None:
        return f"--language {code}: this program has no translations"
    try:
        return words_for(code)
    except Exception as exc:  # Qt missing or broken: say so, no traceback
        return f"--language {code}: the translations cannot be loaded ({first_line(exc)})"


def _serve(
    args: argparse.Namespace, url: str, words_for: Callable[[str], Words] | None = None
) -> int:
    from kiosk.audit.errors import first_line
    from kiosk.audit.relay import redact
    from kiosk.fleet.auth import PasswordError, load_password_hash

    if not 0 < args.port < 65536:
        return _fail(f"--port {args.port}: give a port between 1 and 65535")
    if not 0 < args.offline_after <= 86_400:  # also refuses nan and inf
        return _fail("--offline-after: give a number of seconds above 0, at most 86400 (a day)")
    password_hash = None
    if not is_loopback(args.host) or args.password_file is not None:
        try:
            password_hash = load_password_hash(_password_file(args))
        except PasswordError as exc:
            return _fail(f"--host {args.host} needs a password: {exc}")
    words = _words(args.language, words_for)
    if isinstance(words, str):
        return _fail(words)
    event = getattr(args, "event", None)
    if event is not None and (not event.strip() or len(event) > 200 or not event.isprintable()):
        return _fail("--event: give the event's name as its plans name it (1 to 200 characters)")
    try:
        import uvicorn

        from kiosk.fleet.acks import Acknowledger, ack_engine
        from kiosk.fleet.reader import FleetReader, read_only_engine
        from kiosk.fleet.web import FleetState, create_app

        engine = read_only_engine(url)
        ack_url = str(getattr(args, "ack_central", None) or url)
        acknowledger = Acknowledger(ack_engine(ack_url))
    except Exception as exc:
        return _fail(f"the central log address {redact(url)} cannot be used: {first_line(exc)}")
    state = FleetState(FleetReader(engine, event), offline_after_s=args.offline_after)
    import socket

    hosts = [socket.gethostname(), *(getattr(args, "allow_host", None) or [])]
    if args.host not in ("0.0.0.0", "::"):
        hosts.append(args.host)
    app = create_app(
        state, password_hash=password_hash, words=words, acknowledge=acknowledger, hosts=hosts
    )
    print(f"Fleet page: http://{args.host}:{args.port}/ (central log {redact(url)})", flush=True)
    try:
        uvicorn.run(app, host=args.host, port=args.port, log_level="warning")
    except (OSError, SystemExit) as exc:
        return _fail(f"cannot listen on {args.host}:{args.port} ({exc})", EXIT_CENTRAL)
    finally:
        engine.dispose()
        acknowledger.dispose()
    return 0
