"""``challenge-kiosk --self-test``: prove a station is healthy before round 1, without a screen.

Checks, in order (one report line each):

* the settings file reads, every value passes its check, and every profile resolves to a
  lexicon and a rule (a cosmetic setting left at its default is a warning, see
  `kiosk.config.values.COSMETIC_SETTINGS`);
* the kiosk home and its files are open to the station's user only: what the station makes
  private itself when it starts is a warning (WARN, exit code 0), what it cannot is a failure;
* every configured lexicon (and every file in ``lexicons/``) loads (magic, checksum, word
  count) and its fingerprint matches its words;
* TSH's pairings feed, when one is named (the plan in force's ``pairings``, else
  ``[settings] pairings``): fetched once within a few seconds; unreadable, or a division's
  ``pairings_division`` (the plan's, else the profile's) not in it, is a WARN naming both
  spellings and the feed's divisions (judging does not need the feed);
* a known play is adjudicated with each profile: on ENABLE, CAT DOGS is acceptable and
  CAT QI unacceptable; on other lexicons a word taken from the lexicon is acceptable;
* a test record is written to a scratch audit database in a temporary folder, read back and
  its chain verified (the station's real log is never written);
* the station key (``station-key.pem``): an Ed25519 key; missing once the log holds the
  station's records, empty, a folder or not a key fails, naming the file (the central log
  would see a key change);
* the station's own log: its folder is writable and, when the file exists, it opens read-only
  and its chain is whole, checked from the last verified head kept beside it by the
  station and ``judge`` (`kiosk.audit.verified`: only the records since, so it stays fast
  at any size; the self-test reads it, never writes it);
* the central log, when ``central_url`` is set: within a short timeout, this station's
  records in its log are all in the central copy with the same hashes (else it fails naming
  why: unreachable, diverged at record N, behind by N records, another signing key);
* speech, when ``spoken_verdict`` is on: one line per language of the profiles, PASS when a
  voice can say its verdicts, WARN naming why not (no voice for it, an engine that does not
  start) and what is heard instead (the verdict's own sound, or the bell). Asked of
  ``python3 -m kiosk.ui.speech --check`` in a child process: Qt stays out of this one.

`run_self_test` returns a `SelfTestReport`; nothing here needs Qt.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kiosk.audit.errors import first_line
from kiosk.audit.identity import (
    STATION_ID_FILE,
    STATION_KEY_FILE,
    StationKeyProblem,
    existing_station_key,
    lost_id_problem,
    public_key_hex,
    read_station_id,
)
from kiosk.audit.log_file import log_file_problem, orphaned_wal
from kiosk.config import (
    ConfigError,
    StationConfig,
    default_config,
    load_config,
    stored_pin_hash,
)
from kiosk.config.url import shown_source
from kiosk.core.adjudication import adjudicate
from kiosk.core.play import PlayInputError, parse_play
from kiosk.core.rules import rule_by_id
from kiosk.deferred import deferred
from kiosk.lexicons.file import Lexicon, LexiconFileError, fingerprint_of
from kiosk.lexicons.library import BUILTIN_NAME, LexiconLibrary, UnknownLexicon
from kiosk.storage.files import cannot_make_private, wide_entries
from kiosk.storage.paths import kiosk_home

if TYPE_CHECKING:
    pass

# loaded at first use (`kiosk.deferred`)
if TYPE_CHECKING:
    import difflib

    import sqlalchemy as sa

    import kiosk.audit as audit_pkg
    import kiosk.audit.central as audit_central
    import kiosk.audit.log_file as audit_log_file
    import kiosk.audit.relay as audit_relay
    import kiosk.audit.verified as audit_verified
    import kiosk.core.plan as plan_rules
    import kiosk.event.clock as event_clock
    import kiosk.event.membership as event_membership
    import kiosk.pairings.feed as pairings_feed
    import kiosk.pairings.source as feed_source
else:
    difflib = deferred("difflib")
    audit_pkg = deferred("kiosk.audit")
    audit_central = deferred("kiosk.audit.central")
    audit_log_file = deferred("kiosk.audit.log_file")
    audit_relay = deferred("kiosk.audit.relay")
    audit_verified = deferred("kiosk.audit.verified")
    plan_rules = deferred("kiosk.core.plan")
    event_clock = deferred("kiosk.event.clock")
    event_membership = deferred("kiosk.event.membership")
    pairings_feed = deferred("kiosk.pairings.feed")
    feed_source = deferred("kiosk.pairings.source")
    sa = deferred("sqlalchemy")

__all__ = [
    "CentralCheckFailed",
    "Check",
    "SelfTestReport",
    "check_central",
    "check_speech",
    "run_self_test",
]

SELF_TEST_STATION = "self-test"
# Plays with a known verdict on the built-in ENABLE list (it lacks QI).
ENABLE_PLAYS = (("CAT DOGS", True), ("CAT QI", False))
CENTRAL_TIMEOUT_S = 5
SPEECH_TIMEOUT_S = 30


@dataclass(frozen=True)
class Check:
    """One line of the report: PASS, FAIL, or WARN (passed, with something the director
    should read: what the station repairs or works around by itself)."""

    name: str
    passed: bool
    detail: str
    warning: bool = False

    @property
    def kind(self) -> str:
        if not self.passed:
            return "FAIL"
        return "WARN" if self.warning else "PASS"

    def line(self) -> str:
        return f"{self.kind}  {self.name}: {self.detail}"


def _warn(name: str, detail: str) -> Check:
    return Check(name, True, detail, warning=True)


@dataclass(frozen=True)
class SelfTestReport:
    checks: tuple[Check, ...]

    @property
    def passed(self) -> bool:
        """True when no check failed (warnings pass)."""
        return bool(self.checks) and all(c.passed for c in self.checks)

    @property
    def warnings(self) -> tuple[Check, ...]:
        return tuple(c for c in self.checks if c.kind == "WARN")

    @property
    def exit_code(self) -> int:
        """0 when every check passed (warnings included), else 1."""
        return 0 if self.passed else 1

    def text(self) -> str:
        failed = sum(not c.passed for c in self.checks)
        warned = len(self.warnings)
        if failed:
            verdict = f"{failed} check(s) failed: fix them before the station is used"
        elif warned:
            verdict = f"station ready, with {warned} warning(s) to read above (WARN)"
        else:
            verdict = "station ready"
        return "\n".join([*(c.line() for c in self.checks), f"Self-test: {verdict}"])


CentralProbe = Callable[[str, float, Path], str]
# languages -> {"languages": {code: None or why it cannot be spoken}, "fallback": what is heard}
SpeechProbe = Callable[[list[str]], dict[str, Any]]


def check_speech(languages: list[str]) -> dict[str, Any]:
    """Whether each language's verdict can be spoken on this machine, asked of
    `kiosk.ui.speech` in a child process (the engine the station would use, Qt's own);
    raises OSError, subprocess.SubprocessError or ValueError when it cannot tell."""
    done = subprocess.run(
        [sys.executable, "-m", "kiosk.ui.speech", "--check", *languages],
        capture_output=True,
        text=True,
        timeout=SPEECH_TIMEOUT_S,
        check=False,
    )
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        said = done.stderr.strip().splitlines()  # a traceback ends with the error itself
        raise ValueError(said[-1] if said else f"exit code {done.returncode}")
    report: dict[str, Any] = json.loads(lines[-1])
    return report


class CentralCheckFailed(Exception):
    """The central log answered, but this station's records are not all there."""


def _local_chain(home: Path, station_id: str) -> list[audit_central.Link]:
    """This station's chain, read without writing anything next to the real log."""
    path = home / "audit.sqlite3"
    if not path.is_file():
        return []
    # With a -wal file present (the kiosk is running) read through it; else open immutable
    # so that no -wal/-shm file is created next to the log.
    mode = "mode=ro" if path.with_name(path.name + "-wal").exists() else "mode=ro&immutable=1"
    connection = sqlite3.connect(f"{path.absolute().as_uri()}?{mode}", uri=True)
    try:
        rows = connection.execute(
            "SELECT seq, prev_hash, hash FROM audit_records WHERE station_id = ? ORDER BY seq",
            (station_id,),
        ).fetchall()
    finally:
        connection.close()
    return [audit_central.Link(int(s), p, h) for s, p, h in rows]


def check_central(url: str, timeout_s: float, home: Path) -> str:
    """Prove this station's records arrive: its chain in the local log is compared with
    the central copy (`kiosk.audit.central.compare_station`), and its pinned signing key
    with its own. Returns the line to show; raises `CentralCheckFailed` naming why
    (diverged, behind by N, another key), or the driver's error when unreachable."""
    station_id = read_station_id(home / STATION_ID_FILE) or ""
    local = _local_chain(home, station_id) if station_id else []
    engine = sa.create_engine(url, connect_args={"connect_timeout": max(1, round(timeout_s))})
    try:
        with engine.connect() as conn:
            has_log = sa.inspect(conn).has_table("audit_records")
            central = (
                audit_central.central_chain(conn, station_id) if has_log and station_id else []
            )
            pinned = audit_central.pinned_key(conn, station_id) if has_log and station_id else None
            alarms = (
                audit_central.central_alarms(conn, [station_id])
                + audit_central.head_alarms(conn, [station_id])
                if has_log and station_id
                else []
            )
    finally:
        engine.dispose()
    found = audit_central.compare_station(station_id, local, central)
    if not found.agrees:
        raise CentralCheckFailed(f"diverged at record {found.first_difference}: {found.message}")
    if alarms:  # a rollback, a fork or a key change the central log flagged, oldest first
        more = f" (and {len(alarms) - 1} more)" if len(alarms) > 1 else ""
        raise CentralCheckFailed(f"the central log flagged {alarms[0]}{more}")
    if found.pending:
        raise CentralCheckFailed(
            f"reachable, but behind by {found.pending} records: this station's newest records "
            "are not in the central log (is a relay running with this central_url?)"
        )
    if pinned is not None:
        try:
            mine = public_key_hex(existing_station_key(home))
        except StationKeyProblem as exc:  # the key, not the server: said as the key check says
            raise CentralCheckFailed(
                f"{exc}, and the central log pinned a key for this station: its records are "
                "not copied"
            ) from None
        if mine != pinned:
            raise CentralCheckFailed(
                "the central log pinned another signing key for this station (station-key.pem "
                "was replaced, made anew or copied from another station)"
            )
    if not local:
        return "central log connected; no records from this station yet, nothing to compare"
    return (
        f"central log connected; this station's {len(local)} records are all there "
        f"(last hash {local[-1].hash[:16]})"
    )


def run_self_test(
    *,
    home: Path | None = None,
    central_probe: CentralProbe = check_central,
    central_timeout_s: float = CENTRAL_TIMEOUT_S,
    speech_probe: SpeechProbe = check_speech,
) -> SelfTestReport:
    """Run every check against the station's home (default: the kiosk home)."""
    home = home or kiosk_home()
    checks: list[Check] = []
    library = LexiconLibrary(home / "lexicons", remember_proofs=False)  # changes nothing
    config = _check_settings(home, checks)
    _check_director_pin(home, checks)
    _check_private_files(home, checks)
    lexicons = _check_lexicons(config, library, checks, _planned(home))
    _check_plan_names(home, config, checks)
    _check_pairings(home, config, checks)
    _check_adjudication(config, lexicons, checks)
    _check_scratch_log(library, checks)
    _check_station_id(home, checks)
    _check_station_key(home, config.settings.central_url, checks)
    _check_station_log(home, checks)
    if config.settings.spoken_verdict:
        _check_speech(config, speech_probe, checks)
    url = config.settings.central_url
    if url:  # the database layer is loaded for this check only, with a central log set
        try:
            detail = central_probe(url, central_timeout_s, home)
        except CentralCheckFailed as exc:
            checks.append(Check("central log", False, f"{audit_relay.redact(url)}: {exc}"))
        except Exception as exc:  # any driver error means "not reachable" for the director
            checks.append(
                Check(
                    "central log",
                    False,
                    f"{audit_relay.redact(url)}: unreachable: {first_line(exc)}",
                )
            )
        else:
            checks.append(Check("central log", True, f"{audit_relay.redact(url)}: {detail}"))
    return SelfTestReport(tuple(checks))


# -- the checks ---------------------------------------------------------------------------


def _check_settings(home: Path, checks: list[Check]) -> StationConfig:
    path = home / "station.toml"
    try:
        config = load_config(path, keep_last_good=False)  # a check changes nothing
    except ConfigError as exc:
        checks.append(Check("settings", False, str(exc)))
        return default_config()
    if set(config.problems) - set(config.fallbacks):  # no central log, no word-judge key
        checks.append(Check("settings", False, " ".join(str(p) for p in config.problems)))
        return config
    source = str(path) if path.exists() else "no station.toml, defaults"
    names = ", ".join(p.name for p in config.profiles)
    if config.fallbacks:  # cosmetic settings left at their default: judging is as set
        left = " ".join(str(p) for p in config.fallbacks)
        checks.append(_warn("settings", f"{source}; profiles: {names}; {left}"))
    else:
        checks.append(Check("settings", True, f"{source}; profiles: {names}"))
    return config


def _check_private_files(home: Path, checks: list[Check]) -> None:
    """What is open to other users. What the station makes private at its start is a
    warning naming it (this check changes nothing); what it cannot (a file of another user,
    an immutable file, a read-only disk) fails. A lexicon holds nothing secret: one only
    others can read is never a failure, one they can write (and so replace) is."""
    entries = wide_entries(home)
    if not entries:
        if os.name == "posix" and home.is_dir():
            checks.append(
                Check("private files", True, "the kiosk home is readable by its user only")
            )
        return
    repairs, stuck = [], []
    for entry in entries:
        shown = str(home) if entry.label == "." else entry.label
        why = cannot_make_private(entry.path)
        if why is None:
            repairs.append(f"{shown} {entry.mode:04o}")
        elif entry.path.suffix == ".clex" and not entry.others_may_write:
            repairs.append(f"{shown} {entry.mode:04o} (a lexicon: nothing secret; {why})")
        else:
            stuck.append(f"{shown} {entry.mode:04o} ({why})")
    repaired = (
        f"open to other users: {_some(repairs)}; the station makes them private "
        "(folders 0700, files 0600) when it starts"
    )
    if stuck:
        detail = (
            f"open to other users, and this user cannot make them private: {_some(stuck)}; "
            "give them to the station's user (chown) or set their modes as an administrator"
        )
        checks.append(Check("private files", False, detail + (f"; {repaired}" if repairs else "")))
    else:
        checks.append(_warn("private files", repaired))


def _some(items: list[str], most: int = 5) -> str:
    more = f" and {len(items) - most} more" if len(items) > most else ""
    return ", ".join(items[:most]) + more


def _check_director_pin(home: Path, checks: list[Check]) -> None:
    """Without a PIN the station opens on the PIN-setup screen, not the ready screen."""
    if stored_pin_hash(home / "station.toml"):
        checks.append(Check("director PIN", True, "set (stored as an argon2id hash)"))
    else:
        checks.append(
            Check("director PIN", False, "not set: run 'challenge-kiosk director set-pin'")
        )


def _configured_names(config: StationConfig) -> list[str]:
    names: list[str] = []
    for profile in config.profiles:
        for name in (profile.lexicon, profile.second_opinion):
            if name and name.casefold() not in {n.casefold() for n in names}:
                names.append(name)
    return names


def _planned(home: Path) -> frozenset[str]:
    """The fingerprints the event plans this station accepted name, in force or to come (by
    this computer's clock): lists staged for a plan are not unused."""
    try:
        membership = event_membership.read_membership(home)
    except event_membership.EventFileError:
        return frozenset()  # the event check of the station says why
    if membership is None:
        return frozenset()
    plans = event_membership.accepted_plans(home, membership)
    now = datetime.now(UTC)
    current = plan_rules.in_force(plans, now)
    return frozenset(
        fingerprint
        for plan in plans
        if plan is current or plan.effective_from > now
        for fingerprint in plan.fingerprints
    )


def _check_plan_names(home: Path, config: StationConfig, checks: list[Check]) -> None:
    """A division whose name the event plan in force (or, before it, the next) does not
    name keeps its own list and rule, silently: WARN with both spellings
    (`kiosk.core.plan.name_problems`). The plans are taken on the central clock as last
    measured (`kiosk.event.clock`), else on this computer's."""
    try:
        membership = event_membership.read_membership(home)
    except event_membership.EventFileError:
        return  # the station's event file: its own problem, said where it is read
    if membership is None:
        return
    plans = event_membership.accepted_plans(home, membership)
    at, _why = event_clock.server_time(home, "")  # the last contact kept: the self-test asks nobody
    checked = plan_rules.plan_to_check(plans, at.now)
    if checked is None:
        return
    problems = plan_rules.name_problems([p.name for p in config.profiles], checked)
    for problem in problems:
        checks.append(_warn("event plan", problem))
    if not problems:
        checks.append(
            Check("event plan", True, f"every division's name matches plan {checked.serial}")
        )


PAIRINGS_TIMEOUT_S = 3.0  # to connect and between reads
PAIRINGS_DEADLINE_S = 6.0  # for the whole feed: a dead server never holds the self-test


def _check_pairings(home: Path, config: StationConfig, checks: list[Check]) -> None:
    """TSH's feed, when one is named (the plan in force's ``pairings``, else station.toml's):
    it is fetched once, within `PAIRINGS_DEADLINE_S`, and each division's TSH division must
    be in it. Any problem is a WARN: judging does not need the pairings."""
    current = None
    try:
        membership = event_membership.read_membership(home)
    except event_membership.EventFileError:
        membership = None  # said where the event file is read
    if membership is not None:
        at, _why = event_clock.server_time(
            home, ""
        )  # the last contact kept: the self-test asks nobody
        current = plan_rules.in_force(event_membership.accepted_plans(home, membership), at.now)
    source = plan_rules.pairings_source(config.settings.pairings, current)
    if not source:
        return  # no feed named: the station judges by table number alone
    shown = shown_source(source)  # never a password in a report
    origin = (
        f"from plan {current.serial}"
        if current is not None and current.pairings
        else "from station.toml"
    )
    name = "pairings"
    try:
        fetched = feed_source.fetch(
            source, timeout_s=PAIRINGS_TIMEOUT_S, deadline_s=PAIRINGS_DEADLINE_S
        )
        feed = pairings_feed.parse_feed(fetched.data or b"")
    except (feed_source.FetchError, pairings_feed.FeedError, OSError) as exc:
        checks.append(
            _warn(
                name,
                f"{shown} ({origin}) cannot be read: "
                f"{first_line(exc).replace(source, shown)}; the station judges "
                "without it (table numbers only) until it can",
            )
        )
        return
    spelled = [d.name for d in feed.divisions]
    listed = ", ".join(repr(n) for n in spelled) or "none"
    problems = []
    for profile in config.profiles:
        planned = current.division(profile.name) if current is not None else None
        wanted = (planned.pairings_division if planned is not None else "") or (
            profile.pairings_division
        )
        if wanted:
            if feed.division(wanted) is None:
                # "Division A" for TSH's "A": the last word; else a spelling near it
                last = wanted.split()[-1].casefold()
                near = [n for n in spelled if n.casefold() == last] or (
                    difflib.get_close_matches(wanted, spelled, 1, 0.6)
                )
                hint = f" (did you mean {near[0]!r}?)" if near else ""
                problems.append(
                    f"division {profile.name!r} names TSH division {wanted!r}, which the "
                    f"feed does not have{hint}; the feed's divisions: {listed}"
                )
        elif len(spelled) != 1:
            last = profile.name.split()[-1].casefold()
            near = [n for n in spelled if n.casefold() == last] or (
                difflib.get_close_matches(profile.name, spelled, 1, 0.6)
            )
            hint = f" (pairings_division = {near[0]!r}?)" if near else ""
            problems.append(
                f"division {profile.name!r} names no pairings_division and the feed has "
                f"{len(spelled)} divisions ({listed}): its games cannot be found{hint}"
            )
    for problem in problems:
        checks.append(_warn(name, f"{shown} ({origin}): {problem}"))
    if not problems:
        checks.append(
            Check(
                name,
                True,
                f"{shown} ({origin}) read: {feed.event_name or 'event'}, divisions {listed}",
            )
        )


def _check_lexicons(
    config: StationConfig,
    library: LexiconLibrary,
    checks: list[Check],
    planned: frozenset[str] = frozenset(),
) -> dict[str, Lexicon]:
    loaded: dict[str, Lexicon] = {}
    for name in _configured_names(config):
        try:
            lexicon = library.get(name)
        except (UnknownLexicon, LexiconFileError) as exc:
            checks.append(Check(f"lexicon {name}", False, str(exc)))
            continue
        checks.append(_fingerprint_check(f"lexicon {name}", lexicon))
        loaded[name.casefold()] = lexicon
    # Files no profile names yet: a director may switch to them during the event. A list no
    # division judges with is a warning naming it: a director who installed the event's list
    # and left the divisions on another would see "station ready" otherwise.
    if library.folder.is_dir():
        configured = {lex.path for lex in loaded.values()}
        named = {n.casefold() for n in _configured_names(config)}
        for path in sorted(library.folder.glob("*.clex")):
            if path in configured:
                continue
            try:
                lexicon = library._load(path)
            except LexiconFileError as exc:
                checks.append(Check(f"lexicon file {path.name}", False, exc.reason))
                continue
            check = _fingerprint_check(f"lexicon file {path.name}", lexicon)
            unused = lexicon.name.casefold() not in named and lexicon.fingerprint not in planned
            if check.passed and unused:
                check = _warn(check.name, f"{check.detail}; {_unused(lexicon.name, config)}")
            checks.append(check)
    return loaded


def _unused(name: str, config: StationConfig) -> str:
    """What the self-test says of an installed list no division judges with."""
    divisions = ", ".join(f"{p.name} ({p.lexicon})" for p in config.profiles)
    return (
        f"lexicon {name} is installed but no division judges with it (divisions: {divisions}); "
        f'name it in station.toml (lexicon = "{name}") or remove it '
        f"(challenge-kiosk director lexicon remove {name})"
    )


def _fingerprint_check(name: str, lexicon: Lexicon) -> Check:
    actual = fingerprint_of(lexicon.words())
    if actual != lexicon.fingerprint:
        return Check(
            name,
            False,
            f"fingerprint of its words {actual[:12]} differs from its header "
            f"{lexicon.fingerprint[:12]}",
        )
    return Check(
        name,
        True,
        f"{lexicon.name}, {len(lexicon):,} words, checksum ok, "
        f"fingerprint {lexicon.info.short_fingerprint} matches",
    )


def _check_adjudication(
    config: StationConfig, lexicons: dict[str, Lexicon], checks: list[Check]
) -> None:
    for profile in config.profiles:
        lexicon = lexicons.get(profile.lexicon.casefold())
        name = f"adjudication {profile.name}"
        if lexicon is None:
            checks.append(Check(name, False, f"lexicon {profile.lexicon!r} is not usable"))
            continue
        rule = rule_by_id(profile.rule)
        plays: tuple[tuple[str, bool], ...]
        if lexicon.name.casefold() == BUILTIN_NAME.casefold():
            plays = ENABLE_PLAYS
        else:
            word = _sample_word(lexicon)
            plays = ((word, True),) if word else ()
        if not plays:
            checks.append(Check(name, False, f"{lexicon.name} has no word to try"))
            continue
        results = []
        passed = True
        for text, expected in plays:
            try:
                result = adjudicate(parse_play(text, lexicon.alphabet), lexicon, rule)
            except PlayInputError as exc:
                passed = False
                results.append(f"{text}: cannot be judged ({exc})")
                continue
            verdict = result.verdict.value
            ok = result.acceptable == expected
            passed = passed and ok
            results.append(f"{text} {verdict}" + ("" if ok else " (WRONG)"))
        checks.append(Check(name, passed, f"{lexicon.name}, {rule.title}: " + "; ".join(results)))


def _sample_word(lexicon: Lexicon) -> str | None:
    """A word of the lexicon as a player would type it (2 to 8 tiles)."""
    for key in _keys(lexicon):
        tiles = lexicon.alphabet.tiles_of_key(key)
        if 2 <= len(tiles) <= 8:
            text = "".join(tiles)
            try:
                if parse_play(text, lexicon.alphabet).keys == (key,):
                    return text
            except PlayInputError:
                continue
    return None


def _keys(lexicon: Lexicon) -> Iterator[str]:
    for i, key in enumerate(lexicon.trie.iterkeys()):
        if i >= 1000:
            return
        yield key


def _check_scratch_log(library: LexiconLibrary, checks: list[Check]) -> None:
    name = "scratch audit log"
    enable = library.builtin()
    text, _ = ENABLE_PLAYS[0]
    adjudication = adjudicate(parse_play(text, enable.alphabet), enable, rule_by_id("double"))
    with tempfile.TemporaryDirectory(prefix="challenge-kiosk-selftest-") as tmp:
        log = None
        try:
            log = audit_pkg.open_audit_log(
                station_id=SELF_TEST_STATION, path=Path(tmp) / "scratch.sqlite3"
            )
            record = log.record_adjudication(adjudication, profile=SELF_TEST_STATION)
            stored = [r for r in log.query() if r.event_id == record.event_id]
            report = log.verify()
        except audit_pkg.AuditUnavailable as exc:
            checks.append(Check(name, False, f"cannot write a test record: {exc}"))
            return
        finally:
            if log is not None:
                log.close()
        if len(stored) != 1 or stored[0].hash != record.hash:
            checks.append(Check(name, False, "the test record did not read back as written"))
        elif not report.ok:
            checks.append(Check(name, False, report.summary()))
        else:
            checks.append(
                Check(name, True, f"test record written and read back; {report.summary()}")
            )


def _check_station_id(home: Path, checks: list[Check]) -> None:
    """The id the station writes into every record: what the station's start reads."""
    name = "station id"
    try:
        station_id = read_station_id(home / STATION_ID_FILE)
    except OSError as exc:
        checks.append(Check(name, False, str(exc)))
        return
    lost = None if station_id else lost_id_problem(home / "audit.sqlite3")
    checks.append(Check(name, lost is None, lost or station_id or "made on first start"))


def _check_station_key(home: Path, central_url: str, checks: list[Check]) -> None:
    """The key that signs the station's chain heads for the central log, as the relay would
    read it. With a ``central_url``, one that is empty, a folder or not a key fails, and so
    does one missing once the log holds records (it was made when they were first sent: a
    new one is a key change); without, it is not used yet, and damage only warns."""
    name = "station key"
    key_file = home / STATION_KEY_FILE
    if not central_url and not key_file.exists() and not key_file.is_symlink():
        return  # not used, not there: nothing to say
    try:
        key = existing_station_key(home)
    except StationKeyProblem as exc:
        missing = not key_file.exists() and not key_file.is_symlink()
        if missing and not (central_url and _holds_records(home / "audit.sqlite3")):
            checks.append(Check(name, True, "none yet: made when records are first sent"))
            return
        fix = (
            "put back this station's own station-key.pem (a new key is a key change the "
            "central log reports, and its records are not copied meanwhile)"
        )
        if not central_url:
            checks.append(_warn(name, f"{exc}: not used without a central log; {fix}"))
            return
        checks.append(Check(name, False, f"{exc}: {fix}"))
        return
    checks.append(Check(name, True, f"Ed25519, public key {public_key_hex(key)[:16]}…"))


def _holds_records(log: Path) -> bool:
    try:
        return bool(log.is_file() and audit_log_file.chain_owners(log))
    except (OSError, sqlite3.Error):
        return log.is_file()


def _check_station_log(home: Path, checks: list[Check]) -> None:
    """The real log: never written here; its folder must be writable and the file readable."""
    path = home / "audit.sqlite3"
    name = "station audit log"
    if not os.access(home, os.W_OK | os.X_OK):
        checks.append(Check(name, False, f"the folder {home} is not writable"))
        return
    if not path.exists():
        orphaned = orphaned_wal(path)
        created = f"{path} will be created on first start (folder writable)"
        checks.append(Check(name, orphaned is None, orphaned or created))
        return
    if not path.is_file():  # a folder, a named pipe, a device: as the station says
        checks.append(Check(name, False, f"{path} is not a file"))
        return
    if not os.access(path, os.R_OK | os.W_OK):
        checks.append(Check(name, False, f"{path} is not readable and writable by this user"))
        return
    try:
        problem = log_file_problem(path)  # what the station's own check of the file finds
    except (sqlite3.Error, OSError) as exc:
        checks.append(Check(name, False, f"{path} cannot be opened: {exc}"))
        return
    if problem:
        checks.append(Check(name, False, problem))
        return
    _check_chain(home, path, checks)


def _check_chain(home: Path, path: Path, checks: list[Check]) -> None:
    """The station's chain from the last verified head (`kiosk.audit.verified`)."""
    name = "station audit log"
    try:
        station_id = read_station_id(home / STATION_ID_FILE)
    except OSError:
        station_id = None  # the station id check says why
    if station_id is None:
        checks.append(Check(name, True, f"{path} opens"))
        return
    try:
        found = audit_verified.check_chain(
            path, station_id, remember=False
        )  # the home is left as found
    except (sqlite3.Error, OSError) as exc:
        checks.append(Check(name, False, f"{path} cannot be read: {first_line(exc)}"))
        return
    if not found.ok:
        checks.append(Check(name, False, f"{found.problem} (run: challenge-kiosk audit verify)"))
        return
    done = (
        f"{path}: chain whole to record {found.head_seq} "
        f"({found.checked} records checked since the last check)"
    )
    if found.note:
        checks.append(_warn(name, f"{done}; {found.note}"))
    else:
        checks.append(Check(name, True, done))


def _check_speech(config: StationConfig, probe: SpeechProbe, checks: list[Check]) -> None:
    """``spoken_verdict`` is on: can each profile's language be spoken? A language that
    cannot is a warning: the station then gives the verdict's own sound, never silence."""
    divisions: dict[str, list[str]] = {}
    for profile in config.profiles:
        divisions.setdefault(profile.language, []).append(profile.name)
    try:
        found = probe(list(divisions))
        problems: dict[str, str | None] = dict(found["languages"])
        fallback = str(found.get("fallback") or "bell")
    except (OSError, subprocess.SubprocessError, ValueError, KeyError, TypeError) as exc:
        checks.append(
            _warn(
                "speech",
                f"cannot be checked ({first_line(exc)}); a verdict that cannot be spoken is "
                "sounded instead",
            )
        )
        return
    heard = "its own sound" if fallback.startswith("sound") else "the bell"
    for code, names in divisions.items():
        name = f"speech {code} ({_some(names)})"
        problem = problems.get(code, "not checked")
        if problem:
            checks.append(_warn(name, f"{problem}: verdicts are announced by {heard} instead"))
        else:
            checks.append(Check(name, True, "verdicts and consequences are spoken"))
