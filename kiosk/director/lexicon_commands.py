"""``challenge-kiosk director lexicon``: director mode's Lexicons tab without the screen.

    challenge-kiosk director lexicon install FILE [--replace] [--require-use]
    challenge-kiosk director lexicon list [--json]
    challenge-kiosk director lexicon remove NAME

Each goes through the same door as director mode (`DirectorService.install`,
``remove``, ``installed_lexicons``) with a station put together without a window:
the station file, its lexicon library and this station's audit log, opened as
every headless command opens it (`station_log`). So the file is proven as
director mode proves it, refused with the same reasons, and every install,
refusal and removal is a record in the chain; nothing is changed that the log
cannot record.

Run as root on a kiosk home that belongs to another user (``sudo``, with
``CHALLENGE_KIOSK_HOME`` naming the station account's home), whatever the
command makes in the home (the lexicons folder and file, the log on a new
station) is given to the home's owner, so the station can use it.

One lexicon given, one lexicon used: at a station whose only division judges with the
built-in ENABLE (a new station's Main), ``install`` makes that division judge with the list
(`DirectorService.use_given`, as director mode's install does); a list no division judges
with is installed with a warning naming it, or refused with ``--require-use``.

Exit codes: 0 done, 2 refused or not possible as asked (the reason is printed:
a file that fails its checks, a reserved or taken name, a lexicon a division
uses, a kiosk home that cannot be made, a list no division uses with
``--require-use``; or installed, but the station file naming it in Main could not
be written), 4 the audit log cannot record it (nothing was changed).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import stat
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from kiosk.audit import AuditUnavailable, EventKind
from kiosk.audit.station_log import station_log
from kiosk.config import (
    DEFAULT_LEXICON,
    ConfigError,
    StationConfig,
    default_config,
    load_config,
)
from kiosk.core.flow import UnavailableProfile
from kiosk.core.i18n import Message, said
from kiosk.core.station_messages import SETTINGS_FILE
from kiosk.core.text import shown
from kiosk.director.changes import lexicon_summary
from kiosk.director.service import (
    NOT_CHANGED_UNRECORDED,
    NOT_INSTALLED_UNRECORDED,
    NOT_REMOVED_UNRECORDED,
    ChangeRefused,
    DirectorService,
    LexiconUse,
)
from kiosk.lexicons.file import LexiconFileError, LexiconInfo
from kiosk.lexicons.library import LexiconLibrary, UnknownLexicon, file_name_for
from kiosk.runtime.station_runtime import StationRuntime, station_profiles
from kiosk.storage.files import PRIVATE_DIR, secure_home
from kiosk.storage.paths import kiosk_home

__all__ = ["run_lexicon"]

EXIT_OK = 0
EXIT_REFUSED = 2
EXIT_LOG_UNAVAILABLE = 4

BY = "command line"  # who made the change, as the log says of `director set-pin`


class _Stop(Exception):
    """The command stops here; the message is for the director, ``code`` its exit code."""

    def __init__(self, message: Message | str, code: int = EXIT_REFUSED) -> None:
        super().__init__(str(message))
        self.code = code


# -- the kiosk home and who owns it ----------------------------------------------------------


def _usable_home() -> Path:
    """The kiosk home, made when missing; `_Stop` saying why when it cannot be a folder."""
    home = kiosk_home()
    if home.is_dir():
        return home
    try:
        home.mkdir(mode=PRIVATE_DIR, parents=True)
    except OSError as exc:
        why = "it is not a folder" if home.exists() else (exc.strerror or str(exc))
        raise _Stop(f"the kiosk home {home} cannot be made a folder: {why}") from None
    return home


class _HomeOwner:
    """Gives what a root process makes in a kiosk home owned by another account to that
    account: a root-owned lexicon, lexicons folder or log would be unreadable to the
    station (0600/0700), and the station cannot change an owner back. Does nothing unless
    this process is root and the home is another account's (and on Windows)."""

    def __init__(self, home: Path) -> None:
        self.home = home
        info = home.stat()
        self.uid, self.gid = info.st_uid, info.st_gid
        geteuid = getattr(os, "geteuid", None)
        self.active = geteuid is not None and geteuid() == 0 and self.uid != 0
        self._before = self._entries() if self.active else {}

    def _entries(self) -> dict[Path, tuple[int, int]]:
        """Every path under the home (not following links): (inode, owner)."""
        found: dict[Path, tuple[int, int]] = {}
        for root, dirs, files in os.walk(self.home):
            for name in (*dirs, *files):
                path = Path(root) / name
                with contextlib.suppress(OSError):
                    info = path.lstat()
                    found[path] = (info.st_ino, info.st_uid)
        return found

    def _give(self, path: Path) -> None:
        os.lchown(path, self.uid, self.gid)

    def repair_lexicons(self, folder: Path) -> list[str]:
        """The lexicons folder and its files given back to the home's owner when another
        account owns them (``sudo install -D`` makes the folder root's); what was repaired,
        as the log's permission repairs read."""
        if not self.active or not folder.is_dir() or folder.is_symlink():
            return []
        repaired: list[str] = []
        for path in (folder, *sorted(folder.iterdir())):
            with contextlib.suppress(OSError):
                info = path.lstat()
                if info.st_uid != self.uid and not stat.S_ISLNK(info.st_mode):
                    self._give(path)
                    label = path.relative_to(self.home).as_posix() + ("/" if path == folder else "")
                    repaired.append(f"{label} owner {info.st_uid} -> {self.uid}")
        return repaired

    def give_back(self) -> None:
        """What this process made (or replaced) in the home, given to the home's owner."""
        if not self.active:
            return
        me = os.geteuid()
        for path, (inode, owner) in self._entries().items():
            if owner == me and self._before.get(path) != (inode, owner):
                with contextlib.suppress(OSError):
                    self._give(path)


# -- a station without a window --------------------------------------------------------------


def _station_file() -> tuple[StationConfig, str | None]:
    """The station file as the station reads it, or the default and why it cannot be read."""
    try:
        return load_config(keep_last_good=False), None
    except ConfigError as exc:
        return default_config(), str(SETTINGS_FILE(why=said(exc)))


@contextmanager
def _director(home: Path, *, record: bool) -> Iterator[tuple[DirectorService, str | None]]:
    """The director's service for this station, and why its station file cannot be read
    (None: it can). With ``record`` the station's log is open for the service to record in
    (`_Stop` with exit code 4 when it cannot be opened); else nothing is recorded."""
    config, problem = _station_file()
    library = LexiconLibrary()
    with contextlib.ExitStack() as stack:
        audit = None
        if record:
            try:
                audit = stack.enter_context(station_log())
            except (AuditUnavailable, OSError) as exc:
                raise _Stop(
                    f"nothing was changed: the audit log cannot record it ({exc})",
                    EXIT_LOG_UNAVAILABLE,
                ) from None
        runtime = StationRuntime(
            config,
            library,
            audit.station_id if audit is not None else "unknown",
            audit=audit,
            problem=problem,
            home=home,
        )
        yield DirectorService(runtime), problem


class CommandStopped(Exception):
    """A headless director command cannot go on; the message says why, ``code`` is the
    exit code to give (2 refused, 4 the audit log cannot record)."""

    def __init__(self, message: str, code: int) -> None:
        super().__init__(message)
        self.code = code


@contextmanager
def station_director() -> Iterator[DirectorService]:
    """The director's service for this station without a window, its log open to record
    (as `director lexicon` uses it): for other headless commands (`director event`).
    Raises `CommandStopped` when the home or the log cannot be used."""
    try:
        home = _usable_home()
        with _director(home, record=True) as (service, _problem):
            yield service
    except _Stop as exc:
        raise CommandStopped(str(exc), exc.code) from None


def _refused(exc: ChangeRefused, unrecorded: object) -> _Stop:
    message = said(exc)
    if isinstance(message, Message) and message.template is unrecorded:
        return _Stop(message, EXIT_LOG_UNAVAILABLE)
    return _Stop(message)


def _record_repairs(service: DirectorService, home: Path, repaired: list[str]) -> None:
    """Permission and owner repairs, recorded as the station records those it makes at
    start (the change that follows is refused when the log cannot record)."""
    if repaired:
        service.record_event(EventKind.PERMISSIONS_REPAIRED, {"home": str(home), "files": repaired})


# -- the actions -----------------------------------------------------------------------------


def _install(args: argparse.Namespace, home: Path, owner: _HomeOwner) -> int:
    source = Path(args.file)
    with _director(home, record=True) as (service, problem):
        repaired = secure_home(home) + owner.repair_lexicons(service.folder)
        _record_repairs(service, home, repaired)
        # made first, private: the proof of the file is then kept, and the station's start
        # need not prove it again
        with contextlib.suppress(OSError):
            service.folder.mkdir(mode=PRIVATE_DIR, exist_ok=True)
        try:
            info = service.install(source, replace=args.replace, require_use=args.require_use)
        except ChangeRefused as exc:
            raise _refused(exc, NOT_INSTALLED_UNRECORDED) from None
        folder = service.folder
        if stat.S_IMODE(folder.stat().st_mode) & ~PRIVATE_DIR:  # made under a wider umask
            folder.chmod(PRIVATE_DIR)
        target = folder / file_name_for(info.name)
        left = _retire_replaced(service, target, info) if args.replace else []
        not_switched: Message | str | None = None
        try:
            use = service.use_given(info, by=BY)
        except ChangeRefused as exc:  # installed, but its division could not be switched
            use, not_switched = service.lexicon_use(info.name), said(exc)
    print(f"Installed {info.name}: {info.word_count:,} words, fingerprint {info.fingerprint}")
    print(f"File: {target}")
    code = _said_how_used(info, use, not_switched, problem)
    if left:
        print(
            f"challenge-kiosk: the replaced list is still in {', '.join(left)}: the audit log "
            "cannot record its removal, and two lists under one name stop the divisions "
            "using it until one is removed",
            file=sys.stderr,
        )
        return EXIT_LOG_UNAVAILABLE
    return code


def _said_how_used(
    info: LexiconInfo,
    use: LexiconUse,
    not_switched: Message | str | None,
    problem: str | None,
) -> int:
    """Say which division judges with the list just installed; the exit code."""
    if not_switched is not None:
        unrecorded = isinstance(not_switched, Message) and (
            not_switched.template is NOT_CHANGED_UNRECORDED
        )
        print(
            f"challenge-kiosk: installed, but {use.adopter!r} still judges with "
            f"{DEFAULT_LEXICON}: {not_switched}",
            file=sys.stderr,
        )
        return EXIT_LOG_UNAVAILABLE if unrecorded else EXIT_REFUSED
    if use.adopted:
        print(
            f"{use.adopter} now judges with {info.name} ({info.word_count:,} words, "
            f"fingerprint {info.fingerprint}): written to station.toml and recorded "
            "(a running station judges with it from its next start)"
        )
    elif problem is not None or use.unknown is not None:  # its divisions cannot be known
        print(f"challenge-kiosk: {problem or use.unknown}", file=sys.stderr)
    elif use.using:
        print(f"Used by: {', '.join(use.using)} (a running station uses it from its next start)")
    else:
        print(f"challenge-kiosk: warning: {use.not_used()}", file=sys.stderr)
    return EXIT_OK


def _retire_replaced(service: DirectorService, target: Path, info: LexiconInfo) -> list[str]:
    """With ``--replace``, the replaced list may sit in a file of another name (copied in by
    hand): two files giving one name to different lists would stop the divisions using it,
    so it is removed, and recorded. Returns the files that could not be (not recorded)."""
    wanted = info.name.casefold()
    found, _failed = service.installed_lexicons()
    left = []
    for item in found:
        old = item.info
        if item.builtin or item.path == target or old.name.casefold() != wanted:
            continue
        if old.fingerprint == info.fingerprint:
            continue  # the same words twice judge the same
        details = {**lexicon_summary(old), "file": shown(item.path.name), "replaced": True}
        if not service.record_event(EventKind.LEXICON_REMOVED, details):
            left.append(shown(item.path.name))
            continue
        item.path.unlink(missing_ok=True)
        service.runtime.library.forget(item.path)
    return left


def _remove(args: argparse.Namespace, home: Path, owner: _HomeOwner) -> int:
    name = args.name
    with _director(home, record=True) as (service, problem):
        if problem is not None:  # the divisions using it cannot be known
            raise _Stop(f"not removed: {problem}; fix the station file first")
        repaired = secure_home(home) + owner.repair_lexicons(service.folder)
        _record_repairs(service, home, repaired)
        fingerprint = _full_fingerprint(service, name, args.fingerprint)
        try:
            info = service.runtime.library.get(name, fingerprint).info
        except (UnknownLexicon, LexiconFileError):
            info = None  # the service refuses it with the reason
        try:
            service.remove(name, fingerprint)
        except ChangeRefused as exc:
            raise _refused(exc, NOT_REMOVED_UNRECORDED) from None
    if info is not None:
        print(f"Removed {info.name} ({info.word_count:,} words, fingerprint {info.fingerprint}).")
    return EXIT_OK


def _full_fingerprint(service: Any, name: str, given: str) -> str:
    """The whole fingerprint of the installed list of ``name`` that ``given`` starts (as
    `list` shows it); "" when none is given. `_Stop` when it names none or two."""
    given = given.strip().lower()
    if not given:
        return ""
    found, _failed = service.installed_lexicons()
    matches = {
        item.info.fingerprint
        for item in found
        if item.info.fingerprint.startswith(given)
        and item.info.name.casefold() == name.strip().casefold()
    }
    if len(matches) != 1 or len(given) < 8:
        raise _Stop(
            f"not removed: no one installed list {shown(name)!r} has a fingerprint starting "
            f"{given!r} (give at least 8 digits, as `director lexicon list` shows them)"
        )
    return str(matches.pop())


def _list(args: argparse.Namespace, home: Path) -> int:
    with _director(home, record=False) as (service, problem):
        found, failed = service.installed_lexicons()
        lexicons = [
            {
                **lexicon_summary(item.info),
                "file": None if item.builtin else item.path.name,
                "builtin": item.builtin,
                "profiles": None if problem else _used_by(service, item),
                "plans": service.plans_naming(item.info.fingerprint),
                "built_at": item.info.built_at,
            }
            for item in found
        ]
        refused = [
            {
                "file": Path(error.path).name,
                "reason": error.reason,
                "claimed_name": error.claimed_name,
                "claimed_fingerprint": error.claimed_fingerprint,
            }
            for error in failed
        ]
        unavailable = (
            []
            if problem
            else [
                {"name": p.name, "problem": str(p.problem)}
                for p in station_profiles(service.config, service.runtime.library)
                if isinstance(p, UnavailableProfile)
            ]
        )
    if args.json:
        json.dump(
            {
                "lexicons": lexicons,
                "refused": refused,
                "unavailable_divisions": unavailable,
                "station_file_problem": problem,
            },
            sys.stdout,
            indent=2,
            ensure_ascii=False,
        )
        print()
    else:
        _print_table(lexicons)
        if refused:
            print("\nFiles that fail their checks (not used):")
            for item in refused:
                print(f"  {shown(str(item['file']))}: {item['reason']}")
        for division in unavailable:
            print(f"\nDivision {division['name']!r} cannot judge: {division['problem']}")
    if problem:
        print(
            f"challenge-kiosk: {problem} (the divisions using each lexicon are not known)",
            file=sys.stderr,
        )
    return EXIT_OK


def _used_by(service: Any, item: Any) -> list[str]:
    """The divisions judging with this list: by its name, unless two lists share the name,
    and then those whose station file pins its fingerprint."""
    using = service.profiles_using(item.info.name)
    found, _failed = service.installed_lexicons()
    same_name = [
        other
        for other in found
        if other.info.name.casefold() == item.info.name.casefold()
        and other.info.fingerprint != item.info.fingerprint
    ]
    if not same_name:
        return list(using)
    pins = {p.name: p.fingerprint for p in service.config.profiles}
    return [name for name in using if pins.get(name) == item.info.fingerprint]


def _print_table(lexicons: list[dict[str, Any]]) -> None:
    rows = [("NAME", "WORDS", "FINGERPRINT", "FILE", "USED BY")]
    for item in lexicons:
        profiles = item["profiles"]
        rows.append(
            (
                shown(item["name"]),
                f"{item['words']:,}",
                item["fingerprint"][:12],
                "(built in)" if item["builtin"] else shown(item["file"] or ""),
                "?" if profiles is None else "; ".join([*profiles, *item["plans"]]) or "-",
            )
        )
    widths = [max(len(row[i]) for row in rows) for i in range(4)]
    for row in rows:
        cells = [row[0].ljust(widths[0]), row[1].rjust(widths[1])]
        cells += [row[2].ljust(widths[2]), row[3].ljust(widths[3]), row[4]]
        print("  ".join(cells).rstrip())


def run_lexicon(args: argparse.Namespace) -> int:
    """Run ``director lexicon ...``; messages go to stderr, never a traceback."""
    try:
        home = _usable_home()
        owner = _HomeOwner(home)
        try:
            if args.lexicon_command == "install":
                return _install(args, home, owner)
            if args.lexicon_command == "remove":
                return _remove(args, home, owner)
            return _list(args, home)
        finally:
            owner.give_back()
    except _Stop as exc:
        print(f"challenge-kiosk: {exc}", file=sys.stderr)
        return exc.code
