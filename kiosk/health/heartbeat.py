"""What this station's heartbeat says (no Qt): its profiles, screen, backlog and problems;
and what it hears back: the answer to a player's call for a word judge.

`kiosk.runtime.station_runtime.StationRuntime` owns the `kiosk.audit.heartbeat.HeartbeatSender`
and calls `station_heartbeat` from the sender's thread, with what the runtime published on
the GUI thread (`kiosk.runtime.status.StationStatus`): never the window's own state.

`CallDesk` keeps the station's open call (its record's event id) and the answers to it:
the heartbeat's thread asks the central log for acknowledgements from the fleet page,
director mode answers at the station, and the window takes each answer on its own thread
and tells the flow, which records ``word-judge-acknowledged``.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from kiosk.core.flow import (
    ProfileChoice,
    StationFlow,
    StationProfile,
    UnavailableProfile,
)
from kiosk.core.i18n import Message, message_data
from kiosk.core.snapshot import screen_label as label_of
from kiosk.core.station_messages import DIVISION_PROBLEM, RELAY_ERROR, RELAY_STOPPED
from kiosk.deferred import deferred

if TYPE_CHECKING:  # the heartbeat itself is loaded with the relay, after start-up
    from kiosk.audit.relay import RelayStatus

# loaded at first use (`kiosk.deferred`)
if TYPE_CHECKING:
    import kiosk.audit.heartbeat as audit_beats
else:
    audit_beats = deferred("kiosk.audit.heartbeat")

__all__ = [
    "CallAnswer",
    "CallDesk",
    "tell_answers",
    "profile_beats",
    "screen_label",
    "station_heartbeat",
]


def screen_label(
    director_active: bool, flow: StationFlow | None, problem: Message | str | None
) -> str:
    """ready / entry / verdict / word judge / not ready / director, as the fleet view shows
    it (`kiosk.core.snapshot.screen_label` of the flow's state)."""
    state = flow.snapshot() if flow is not None else None
    return label_of(director_active, state, problem)


def profile_beats(profiles: Sequence[StationProfile]) -> tuple[audit_beats.ProfileBeat, ...]:
    beats = []
    for p in profiles:
        if isinstance(p, ProfileChoice):
            beats.append(
                audit_beats.ProfileBeat(
                    division=p.name,
                    lexicon=p.lexicon.name,
                    word_count=len(p.lexicon),
                    fingerprint=p.lexicon.fingerprint,
                    rule=p.rule.id,
                )
            )
        else:
            beats.append(
                audit_beats.ProfileBeat(
                    division=p.name, problem=str(p.problem), problem_said=message_data(p.problem)
                )
            )
    return tuple(beats)


def station_heartbeat(
    *,
    station_id: str,
    station_name: str,
    version: str,
    screen: str,
    profiles: Sequence[StationProfile],
    relay: RelayStatus | None,
    last_adjudication_at: datetime | None,
    problem: Message | str | None,
    warnings: Sequence[Message | str],
) -> audit_beats.Heartbeat:
    """The heartbeat for these values (pure). Each problem goes both as English text and as
    a message the fleet page words in its own language (`kiosk.core.i18n.message_data`)."""
    said: list[Message | str] = [problem] if problem else []
    said.extend(warnings)
    said.extend(
        DIVISION_PROBLEM(division=p.name, problem=p.problem)
        for p in profiles
        if isinstance(p, UnavailableProfile)
    )
    if relay is not None:
        if relay.last_error:
            said.append(RELAY_ERROR(error=relay.last_error))
        said.extend(RELAY_STOPPED(why=d) for d in relay.said())
    return audit_beats.Heartbeat(
        station_id=station_id,
        station_name=station_name,
        version=version,
        screen=screen,
        profiles=profile_beats(profiles),
        relay_backlog=relay.pending if relay is not None else None,
        last_adjudication_at=last_adjudication_at,
        problems=tuple(str(p) for p in said),
        problems_said=tuple(message_data(p) for p in said),
    )


@dataclass(frozen=True)
class CallAnswer:
    """A director answered the call ``call`` (its record's event id): who, and where."""

    call: str
    by: str
    where: str


@dataclass(frozen=True)
class OpenCall:
    """The call on show at this station: its record, and where it came from."""

    event_id: str
    seq: int
    profile: str | None
    table: int | None
    at: datetime | None = None  # when it was recorded (UTC)


class CallDesk:
    """The station's open call for a word judge and the answers waiting for the window
    (thread-safe: the heartbeat's thread and the window both use it)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._open: OpenCall | None = None
        self._answered = False
        self._answers: list[CallAnswer] = []

    def opened(self, call: OpenCall) -> None:
        with self._lock:
            self._open, self._answered, self._answers = call, False, []

    def closed(self) -> None:
        """The call ended (answered and recorded, or the word judge arrived)."""
        with self._lock:
            self._open, self._answered, self._answers = None, False, []

    @property
    def open_call(self) -> OpenCall | None:
        with self._lock:
            return self._open

    def waiting(self) -> str | None:
        """The open call's event id while nobody has answered it yet (None otherwise)."""
        with self._lock:
            if self._open is None or self._answered:
                return None
            return self._open.event_id

    def answer(self, call: str, by: str, where: str) -> bool:
        """An answer to ``call``: kept for the window when it is the open call and the
        first answer (False otherwise: an old call, or answered already)."""
        with self._lock:
            if self._open is None or self._open.event_id != call or self._answered:
                return False
            self._answered = True
            self._answers.append(CallAnswer(call, by, where))
            return True

    def take(self) -> list[CallAnswer]:
        """The answers not yet shown (each once)."""
        with self._lock:
            taken, self._answers = self._answers, []
            return taken


def tell_answers(flow: StationFlow, desk: CallDesk) -> object:
    """Pass the answers to the players' call on to the flow (which records each and tells the
    players); returns the call's state now, for the window to repaint when it changes (a
    call nobody answered in time says so too)."""
    for answer in desk.take():
        flow.word_judge_acknowledged(answer.by, answer.where, answer.call)
    return flow.call_state()
