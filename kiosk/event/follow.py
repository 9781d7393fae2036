"""A station follows the plan in force: each division the plan names is judged with the
plan's lexicon (found by the fingerprint of its words, whatever the file or the name) and
rule, from the plan's instant on the central clock. A division whose new list is not staged
yet judges nothing ("waiting for NWL2023 from the head director"), never with the old list.

Pure over values: the caller reads the accepted plans (`kiosk.event.station`), the
installed lexicons and the clock; nothing here writes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime

from kiosk.config import StationConfig
from kiosk.core.i18n import QT_TRANSLATE_NOOP, Message
from kiosk.core.plan import EventPlan, in_force

__all__ = ["WAITING_FOR_LEXICON", "Following", "follow"]

WAITING_FOR_LEXICON = QT_TRANSLATE_NOOP(
    "Problem", "waiting for {lexicon} from the head director (event plan {serial})"
)


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
        return Following(config, 0, {})
    waiting: dict[str, Message] = {}
    profiles = []
    for profile in config.profiles:
        division = plan.division(profile.name)
        if division is None:
            profiles.append(profile)
            continue
        name = installed.get(division.fingerprint)
        if name is None:
            waiting[profile.name] = WAITING_FOR_LEXICON(
                lexicon=division.lexicon, serial=str(plan.serial)
            )
            profiles.append(replace(profile, rule=division.rule))
            continue
        profiles.append(replace(profile, lexicon=name, rule=division.rule))
    return Following(replace(config, profiles=tuple(profiles)), plan.serial, waiting)


def installed_fingerprints(library: object) -> dict[str, str]:
    """fingerprint -> name of every lexicon a station's library holds (`LexiconLibrary`)."""
    installed, _problems = library.installed()  # type: ignore[attr-defined]
    return {item.info.fingerprint: item.info.name for item in installed}
