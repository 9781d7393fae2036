"""A station follows the plan in force: each division the plan names is judged with the
plan's lexicon (found by the fingerprint of its words, whatever the file or the name) and
rule, from the plan's instant on the central clock; two lists of one name (a corrected list
published for a later instant) are two lists, each division judging with the one its plan
names. A division whose new list is not staged
yet judges nothing ("waiting for NWL2023 from the head director"), never with the old list.

Pure over values: the caller reads the accepted plans (`kiosk.event.membership`), the
installed lexicons and the clock; nothing here writes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime

from kiosk.config import StationConfig
from kiosk.core.i18n import Message
from kiosk.core.plan import EventPlan, in_force, pairings_source
from kiosk.core.station_messages import PLAN_ENDED, WAITING_FOR_LEXICON

__all__ = ["Following", "follow", "installed_fingerprints"]


def _ended(plans: Sequence[EventPlan], now: datetime) -> EventPlan | None:
    """The newest plan whose time is over (``valid_until`` passed), when no later plan has
    begun: None when the station's newest begun plan is still in force, or none began."""
    begun = [p for p in plans if p.effective_from <= now]
    newest = max(begun, key=lambda p: p.serial, default=None)
    if newest is None or newest.valid_until is None or now < newest.valid_until:
        return None
    return newest


@dataclass(frozen=True)
class Following:
    """The station's settings under the plan in force (``serial`` 0: no plan), and the
    divisions that wait for their list (division name: why, for the players' screen)."""

    config: StationConfig
    serial: int
    waiting: Mapping[str, Message]

    def summary(self) -> dict[str, object]:
        """What the station records when it starts following a plan."""
        return {
            "serial": self.serial,
            "divisions": [
                {"name": p.name, "lexicon": p.lexicon, "rule": p.rule}
                for p in self.config.profiles
                if p.name not in self.waiting
            ],
            "waiting": {name: str(why) for name, why in self.waiting.items()},
        }


def follow(
    config: StationConfig,
    plans: Sequence[EventPlan],
    now: datetime,
    installed: Mapping[str, str],
) -> Following:
    """``config`` as the plan in force at ``now`` makes it. ``installed`` maps each
    installed lexicon's fingerprint to its name. Divisions the plan does not name, and
    stations without a plan in force, keep their own settings."""
    plan = in_force(plans, now)
    if plan is None:
        ended = _ended(plans, now)
        if ended is None:
            return Following(config, 0, {})
        # The plan's time is over and no next plan has reached this station (it was off or
        # offline at the instant): its divisions wait rather than judge with a list the
        # head director may have replaced meanwhile.
        stopped = {d.name: PLAN_ENDED(serial=str(ended.serial)) for d in ended.divisions}
        held = {p.name: stopped[p.name] for p in config.profiles if p.name in stopped}
        return Following(config, ended.serial, held)
    waiting: dict[str, Message] = {}
    profiles = []
    for profile in config.profiles:
        division = plan.division(profile.name)
        if division is None:
            profiles.append(profile)
            continue
        if division.pairings_division:  # the plan names its division in TSH's feed
            profile = replace(profile, pairings_division=division.pairings_division)
        name = installed.get(division.fingerprint)
        if name is None:
            waiting[profile.name] = WAITING_FOR_LEXICON(
                lexicon=division.lexicon, serial=str(plan.serial)
            )
            profiles.append(replace(profile, rule=division.rule))
            continue
        # by its words: a corrected list of the same name beside it is another list
        profiles.append(
            replace(profile, lexicon=name, fingerprint=division.fingerprint, rule=division.rule)
        )
    settings = replace(config.settings, pairings=pairings_source(config.settings.pairings, plan))
    followed = replace(config, profiles=tuple(profiles), settings=settings)
    return Following(followed, plan.serial, waiting)


def installed_fingerprints(library: object) -> dict[str, str]:
    """fingerprint -> name of every lexicon a station's library holds (`LexiconLibrary`)."""
    installed, _problems = library.installed()  # type: ignore[attr-defined]
    return {item.info.fingerprint: item.info.name for item in installed}
