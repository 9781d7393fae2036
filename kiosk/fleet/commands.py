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
from kiosk.deferred import deferred

if TYPE_CHECKING:
    from kiosk.core.i18n import Words

# loaded at first use (`kiosk.deferred`)
if TYPE_CHECKING:
    import socket

    import sqlalchemy as sa
    import uvicorn

    import kiosk.audit.engine as audit_engine
    import kiosk.audit.errors as audit_errors
    import kiosk.audit.identity as audit_identity
    import kiosk.audit.models as audit_models
    import kiosk.audit.records as audit_records
    import kiosk.audit.relay as audit_relay
    import kiosk.core.i18n as core_i18n
    import kiosk.event.commands as event_commands
    import kiosk.fleet.acks as fleet_acks
    import kiosk.fleet.auth as fleet_auth
    import kiosk.fleet.reader as fleet_reader
    import kiosk.fleet.web as fleet_web
    import kiosk.lexicons.file as lexicon_files
    import kiosk.lexicons.proof as lexicon_proof
    import kiosk.storage.paths as storage_paths
else:
    uvicorn = deferred("uvicorn")
    socket = deferred("socket")
    audit_engine = deferred("kiosk.audit.engine")
    audit_errors = deferred("kiosk.audit.errors")
    audit_identity = deferred("kiosk.audit.identity")
    audit_models = deferred("kiosk.audit.models")
    audit_records = deferred("kiosk.audit.records")
    audit_relay = deferred("kiosk.audit.relay")
    core_i18n = deferred("kiosk.core.i18n")
    event_commands = deferred("kiosk.event.commands")
    fleet_acks = deferred("kiosk.fleet.acks")
    fleet_auth = deferred("kiosk.fleet.auth")
    fleet_reader = deferred("kiosk.fleet.reader")
    fleet_web = deferred("kiosk.fleet.web")
    lexicon_files = deferred("kiosk.lexicons.file")
    lexicon_proof = deferred("kiosk.lexicons.proof")
    storage_paths = deferred("kiosk.storage.paths")
    sa = deferred("sqlalchemy")

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
    event_commands.add_plan_parser(actions)
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
    return audit_identity.configured_station()[1] or None


def _password_file(args: argparse.Namespace) -> Path:
    if args.password_file is not None:
        return Path(args.password_file)
    return storage_paths.kiosk_home() / fleet_auth.PASSWORD_FILE


def run_fleet(args: argparse.Namespace, words_for: Callable[[str], Words] | None = None) -> int:
    """Run a ``fleet`` command; messages go to stderr, never a traceback. ``words_for``
    gives the words of a language code (``--language``: the station's translations)."""
    if args.fleet_command == "set-password":
        return _set_password(args)
    if args.fleet_command == "plan":
        return event_commands.run_plan(args)
    url = _central(args)
    if not url:
        return _fail("no central log: give --central URL (or set central_url in station.toml)")
    if args.fleet_command == "expect":
        return _expect(args, url)
    return _serve(args, url, words_for)


def _set_password(args: argparse.Namespace) -> int:
    if sys.stdin.isatty():
        password = getpass.getpass("New fleet password: ")
        if getpass.getpass("Again: ") != password:
            return _fail("the two passwords differ; nothing was changed")
    else:
        password = sys.stdin.readline().rstrip("\r\n")
    path = _password_file(args)
    try:
        fleet_auth.store_password(path, password)
    except fleet_auth.PasswordError as exc:
        return _fail(str(exc))
    except OSError as exc:
        return _fail(f"{path} cannot be written ({exc.strerror or exc})")
    print(f"Fleet password set ({path}).")
    return 0


def _expect(args: argparse.Namespace, url: str) -> int:
    division = args.division.strip()
    if not division or len(division) > 200:
        return _fail("--division: give the division's profile name (1 to 200 characters)")
    try:
        data = lexicon_files.read_lexicon_file(args.lexicon)
        proven = lexicon_proof.prove_in_child(args.lexicon, data)
        lexicon = lexicon_files.parse_lexicon(args.lexicon, data, words_proven=proven)
    except lexicon_files.LexiconFileError as exc:
        return _fail(f"--lexicon: {exc}")
    row = {
        "division": division,
        "lexicon_name": lexicon.name[:200],
        "fingerprint": lexicon.fingerprint,
        "word_count": lexicon.info.word_count,
        "set_at": audit_records.format_utc(datetime.now(UTC)),
    }
    try:
        engine = audit_engine.database_engine(url)
        try:
            audit_relay.prepare_central(engine)
            with engine.begin() as conn:
                conn.execute(sa.insert(audit_models.ExpectedLexiconRow).values(**row))
        finally:
            engine.dispose()
    except Exception as exc:
        why = audit_errors.first_line(exc)
        return _fail(f"the central log {audit_relay.redact(url)} cannot store it: {why}", 3)
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
    if not code or code == "en":
        return core_i18n.ENGLISH
    if words_for is None:
        return f"--language {code}: this program has no translations"
    try:
        return words_for(code)
    except Exception as exc:  # Qt missing or broken: say so, no traceback
        return (
            f"--language {code}: the translations cannot be loaded ({audit_errors.first_line(exc)})"
        )


def _serve(
    args: argparse.Namespace, url: str, words_for: Callable[[str], Words] | None = None
) -> int:
    if not 0 < args.port < 65536:
        return _fail(f"--port {args.port}: give a port between 1 and 65535")
    if not 0 < args.offline_after <= 86_400:  # also refuses nan and inf
        return _fail("--offline-after: give a number of seconds above 0, at most 86400 (a day)")
    password_hash = None
    if not is_loopback(args.host) or args.password_file is not None:
        try:
            password_hash = fleet_auth.load_password_hash(_password_file(args))
        except fleet_auth.PasswordError as exc:
            return _fail(f"--host {args.host} needs a password: {exc}")
    words = _words(args.language, words_for)
    if isinstance(words, str):
        return _fail(words)
    event = getattr(args, "event", None)
    if event is not None and (not event.strip() or len(event) > 200 or not event.isprintable()):
        return _fail("--event: give the event's name as its plans name it (1 to 200 characters)")
    try:
        engine = fleet_reader.read_only_engine(url)
        ack_url = str(getattr(args, "ack_central", None) or url)
        acknowledger = fleet_acks.Acknowledger(fleet_acks.ack_engine(ack_url))
    except Exception as exc:
        why = audit_errors.first_line(exc)
        return _fail(f"the central log address {audit_relay.redact(url)} cannot be used: {why}")
    state = fleet_web.FleetState(
        fleet_reader.FleetReader(engine, event), offline_after_s=args.offline_after
    )
    hosts = [socket.gethostname(), *(getattr(args, "allow_host", None) or [])]
    if args.host not in ("0.0.0.0", "::"):
        hosts.append(args.host)
    app = fleet_web.create_app(
        state, password_hash=password_hash, words=words, acknowledge=acknowledger, hosts=hosts
    )
    print(
        f"Fleet page: http://{args.host}:{args.port}/ (central log {audit_relay.redact(url)})",
        flush=True,
    )
    try:
        uvicorn.run(app, host=args.host, port=args.port, log_level="warning")
    except (OSError, SystemExit) as exc:
        return _fail(f"cannot listen on {args.host}:{args.port} ({exc})", EXIT_CENTRAL)
    finally:
        engine.dispose()
        acknowledger.dispose()
    return 0
