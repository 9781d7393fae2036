"""What a director's change does: the audit events that record it and the sentences that
confirm it (no Qt).

The confirmation shows every change, old and new, with each lexicon's name,
word count and fingerprint, so a director never confirms a switch blind; the
events carry the same facts into the audit chain.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict
from typing import Any

from kiosk.audit import EventKind
from kiosk.config import Profile, Settings, StationConfig
from kiosk.core.rules import RULES
from kiosk.core.station import ProfileChoice, StationLexicon, StationProfile
from kiosk.lexicon import LexiconInfo

__all__ = ["describe_changes", "lexicon_summary", "preview_lines"]

_SETTING_LABELS = {
    "station_name": "station name",
    "judge_key": "judge key",
    "verdict_seconds": "verdict shown (s)",
    "idle_clear_seconds": "clear unjudged words after (s)",
    "split_window_seconds": "split-lookup window (s)",
    "font_scale": "font scale",
    "sound": "sound on the verdict",
    "central_url": "central log",
    "receipt_prefix": "receipt prefix",
    "director_language": "director mode language",
    "large_print": "large print and high contrast",
    "spoken_verdict": "verdict said aloud",
    "word_judge_key": "word-judge key",
}


_PROFILE_LABELS = {
    "colour": "the colour band",
    "second_opinion": "the second-opinion lexicon",
    "second_opinion_shown": "who sees the second opinion",
    "ask_table": "asking the table number",
    "declare_count": "asking how many words",
    "federation": "the federation preset",
    "language": "the players' language",
    "credit": "the lexicon credit line",
}


def lexicon_summary(lexicon: StationLexicon | LexiconInfo) -> dict[str, Any]:
    """Name, fingerprint and word count: how the log identifies a lexicon."""
    words = lexicon.word_count if isinstance(lexicon, LexiconInfo) else len(lexicon)
    return {"name": lexicon.name, "fingerprint": lexicon.fingerprint, "words": words}


def _summary(profile: Profile, resolved: StationProfile | None) -> dict[str, Any]:
    if isinstance(resolved, ProfileChoice):
        return lexicon_summary(resolved.lexicon)
    problem = resolved.problem if resolved is not None else "not loaded"
    return {"name": profile.lexicon, "unavailable": problem}


def _describe(summary: dict[str, Any]) -> str:
    if "unavailable" in summary:
        return f"{summary['name']} (not usable: {summary['unavailable']})"
    return (
        f"{summary['name']} ({summary['words']:,} words, fingerprint {summary['fingerprint'][:16]})"
    )


def _pairs(
    config: StationConfig, resolved: Sequence[StationProfile]
) -> dict[str, tuple[Profile, StationProfile | None]]:
    found = {p.name: p for p in resolved}
    return {p.name: (p, found.get(p.name)) for p in config.profiles}


def _setting_changes(old: Settings, new: Settings) -> dict[str, list[Any]]:
    return {
        key: [value, getattr(new, key)]
        for key, value in asdict(old).items()
        if getattr(new, key) != value
    }


def describe_changes(
    old: StationConfig,
    new: StationConfig,
    old_profiles: Sequence[StationProfile],
    new_profiles: Sequence[StationProfile],
) -> list[tuple[EventKind, dict[str, Any]]]:
    """The audit events that describe going from ``old`` to ``new``."""
    events: list[tuple[EventKind, dict[str, Any]]] = []
    before = _pairs(old, old_profiles)
    after = _pairs(new, new_profiles)
    for name, (profile, resolved) in after.items():
        if name not in before:
            details = {
                "action": "added",
                "profile": asdict(profile),
                "lexicon": _summary(profile, resolved),
            }
            events.append((EventKind.PROFILE_CHANGED, details))
            continue
        old_profile, old_resolved = before[name]
        old_summary, new_summary = _summary(old_profile, old_resolved), _summary(profile, resolved)
        if old_summary != new_summary or old_profile.lexicon != profile.lexicon:
            events.append(
                (
                    EventKind.LEXICON_SWITCHED,
                    {"profile": name, "from": old_summary, "to": new_summary},
                )
            )
        if old_profile.rule != profile.rule:
            events.append(
                (
                    EventKind.RULE_CHANGED,
                    {"profile": name, "from": old_profile.rule, "to": profile.rule},
                )
            )
        rest = {
            key: [getattr(old_profile, key), getattr(profile, key)]
            for key in (
                "colour",
                "second_opinion",
                "second_opinion_shown",
                "ask_table",
                "declare_count",
                "federation",
                "language",
                "credit",
            )
            if getattr(old_profile, key) != getattr(profile, key)
        }
        if rest:
            events.append(
                (EventKind.PROFILE_CHANGED, {"action": "edited", "profile": name, "changed": rest})
            )
    for name, (profile, _resolved) in before.items():
        if name not in after:
            events.append(
                (EventKind.PROFILE_CHANGED, {"action": "removed", "profile": asdict(profile)})
            )
    if [p.name for p in old.profiles] != [p.name for p in new.profiles] and not events:
        events.append(
            (
                EventKind.PROFILE_CHANGED,
                {"action": "reordered", "order": [p.name for p in new.profiles]},
            )
        )
    changed = _setting_changes(old.settings, new.settings)
    if changed:
        events.append((EventKind.SETTINGS_CHANGED, {"changed": changed}))
    return events


def _shown(key: str, value: Any) -> str:
    if key == "central_url":
        from kiosk.audit.relay import redact  # the database layer loads with director mode

        return redact(str(value)) if value else "none (log kept locally)"
    if value in ("", None):
        return "none"
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def preview_lines(
    old: StationConfig,
    new: StationConfig,
    old_profiles: Sequence[StationProfile],
    new_profiles: Sequence[StationProfile],
) -> list[str]:
    """One sentence per change, old and new side by side, for the director to confirm."""
    lines: list[str] = []
    for kind, details in describe_changes(old, new, old_profiles, new_profiles):
        if kind is EventKind.LEXICON_SWITCHED:
            lines.append(
                f"Switch {details['profile']!r} from {_describe(details['from'])} "
                f"to {_describe(details['to'])}."
            )
        elif kind is EventKind.RULE_CHANGED:
            lines.append(
                f"Change the rule of {details['profile']!r} from {RULES[details['from']].title} "
                f"to {RULES[details['to']].title}."
            )
        elif kind is EventKind.PROFILE_CHANGED and details["action"] == "added":
            profile = details["profile"]
            second = profile["second_opinion"] or "none"
            lines.append(
                f"Add profile {profile['name']!r}: lexicon {_describe(details['lexicon'])}, "
                f"{RULES[profile['rule']].title}, colour {profile['colour']}, "
                f"second opinion {second}."
            )
        elif kind is EventKind.PROFILE_CHANGED and details["action"] == "edited":
            for key, (before, after) in details["changed"].items():
                label = _PROFILE_LABELS.get(key, key.replace("_", " "))
                lines.append(
                    f"Change {label} of {details['profile']!r} from {_shown(key, before)} "
                    f"to {_shown(key, after)}."
                )
        elif kind is EventKind.PROFILE_CHANGED and details["action"] == "removed":
            lines.append(f"Remove profile {details['profile']['name']!r}.")
        elif kind is EventKind.PROFILE_CHANGED:
            lines.append("Put the profiles in this order: " + ", ".join(details["order"]) + ".")
        elif kind is EventKind.SETTINGS_CHANGED:
            for key, (before, after) in details["changed"].items():
                lines.append(
                    f"Change the {_SETTING_LABELS.get(key, key)} from {_shown(key, before)} "
                    f"to {_shown(key, after)}."
                )
    return lines
