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
from kiosk.core.flow import ProfileChoice, StationProfile, UnavailableProfile
from kiosk.core.i18n import QT_TRANSLATE_NOOP, Message, Template
from kiosk.core.lexicon_like import StationLexicon
from kiosk.core.rules import RULES
from kiosk.lexicons.file import LexiconInfo

__all__ = ["describe_changes", "lexicon_summary", "preview_lines"]

_SETTING_LABELS = {
    "station_name": QT_TRANSLATE_NOOP("Changes", "station name"),
    "judge_key": QT_TRANSLATE_NOOP("Changes", "judge key"),
    "verdict_seconds": QT_TRANSLATE_NOOP("Changes", "verdict shown (s)"),
    "idle_clear_seconds": QT_TRANSLATE_NOOP("Changes", "clear unjudged words after (s)"),
    "split_window_seconds": QT_TRANSLATE_NOOP("Changes", "split-lookup window (s)"),
    "font_scale": QT_TRANSLATE_NOOP("Changes", "font scale"),
    "sound": QT_TRANSLATE_NOOP("Changes", "sound on the verdict"),
    "central_url": QT_TRANSLATE_NOOP("Changes", "central log"),
    "receipt_prefix": QT_TRANSLATE_NOOP("Changes", "receipt prefix"),
    "director_language": QT_TRANSLATE_NOOP("Changes", "director mode language"),
    "large_print": QT_TRANSLATE_NOOP("Changes", "large print and high contrast"),
    "spoken_verdict": QT_TRANSLATE_NOOP("Changes", "verdict said aloud"),
    "word_judge_key": QT_TRANSLATE_NOOP("Changes", "word-judge key"),
}


_PROFILE_LABELS = {
    "colour": QT_TRANSLATE_NOOP("Changes", "the colour band"),
    "second_opinion": QT_TRANSLATE_NOOP("Changes", "the second-opinion lexicon"),
    "second_opinion_shown": QT_TRANSLATE_NOOP("Changes", "who sees the second opinion"),
    "ask_table": QT_TRANSLATE_NOOP("Changes", "asking the table number"),
    "declare_count": QT_TRANSLATE_NOOP("Changes", "asking how many words"),
    "federation": QT_TRANSLATE_NOOP("Changes", "the federation preset"),
    "language": QT_TRANSLATE_NOOP("Changes", "the players' language"),
    "credit": QT_TRANSLATE_NOOP("Changes", "the lexicon credit line"),
}

LEXICON_UNUSABLE = QT_TRANSLATE_NOOP("Changes", "{name} (not usable: {problem})")
LEXICON_DESCRIBED = QT_TRANSLATE_NOOP(
    "Changes", "{name} (%n word(s), fingerprint {fingerprint})", "", 1
)
SWITCH_LEXICON = QT_TRANSLATE_NOOP("Changes", "Switch {profile} from {old} to {new}.")
CHANGE_RULE = QT_TRANSLATE_NOOP("Changes", "Change the rule of {profile} from {old} to {new}.")
ADD_PROFILE = QT_TRANSLATE_NOOP(
    "Changes",
    "Add profile {profile}: lexicon {lexicon}, {rule}, colour {colour}, second opinion {second}.",
)
CHANGE_PROFILE = QT_TRANSLATE_NOOP("Changes", "Change {label} of {profile} from {old} to {new}.")
REMOVE_PROFILE = QT_TRANSLATE_NOOP("Changes", "Remove profile {profile}.")
PROFILE_ORDER = QT_TRANSLATE_NOOP("Changes", "Put the profiles in this order: {order}.")
CHANGE_SETTING = QT_TRANSLATE_NOOP("Changes", "Change the {label} from {old} to {new}.")
NONE = QT_TRANSLATE_NOOP("Changes", "none")
NO_CENTRAL_LOG = QT_TRANSLATE_NOOP("Changes", "none (log kept locally)")
ON = QT_TRANSLATE_NOOP("Changes", "on")
OFF = QT_TRANSLATE_NOOP("Changes", "off")


def lexicon_summary(lexicon: StationLexicon | LexiconInfo) -> dict[str, Any]:
    """Name, fingerprint and word count: how the log identifies a lexicon."""
    words = lexicon.word_count if isinstance(lexicon, LexiconInfo) else len(lexicon)
    return {"name": lexicon.name, "fingerprint": lexicon.fingerprint, "words": words}


def _summary(profile: Profile, resolved: StationProfile | None) -> dict[str, Any]:
    if isinstance(resolved, ProfileChoice):
        return lexicon_summary(resolved.lexicon)
    problem = str(resolved.problem) if resolved is not None else "not loaded"  # as logged
    return {"name": profile.lexicon, "unavailable": problem}


def _describe(summary: dict[str, Any], problem: Message | str | None = None) -> Message:
    """A lexicon as the log identifies it; ``problem``: why it is not usable, as a message
    (the log holds its English)."""
    if "unavailable" in summary:
        return LEXICON_UNUSABLE(name=summary["name"], problem=problem or summary["unavailable"])
    return LEXICON_DESCRIBED(
        n=int(summary["words"]),
        name=summary["name"],
        fingerprint=summary["fingerprint"][:16],
    )


def _rule_title(rule_id: str) -> Message:
    """A rule's title, worded like the rule lists on the director's screens."""
    return Template("Rule", RULES[rule_id].title)()


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


def _shown(key: str, value: Any) -> Message | str:
    if key == "central_url":
        from kiosk.audit.relay import redact  # the database layer loads with director mode

        return redact(str(value)) if value else NO_CENTRAL_LOG()
    if value in ("", None):
        return NONE()
    if isinstance(value, bool):
        return ON() if value else OFF()
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def preview_lines(
    old: StationConfig,
    new: StationConfig,
    old_profiles: Sequence[StationProfile],
    new_profiles: Sequence[StationProfile],
) -> list[Message]:
    """One sentence per change, old and new side by side, for the director to confirm."""
    lines: list[Message] = []
    was, will = (
        {p.name: p.problem for p in profiles if isinstance(p, UnavailableProfile)}
        for profiles in (old_profiles, new_profiles)
    )
    for kind, details in describe_changes(old, new, old_profiles, new_profiles):
        if kind is EventKind.LEXICON_SWITCHED:
            lines.append(
                SWITCH_LEXICON(
                    profile=repr(details["profile"]),
                    old=_describe(details["from"], was.get(details["profile"])),
                    new=_describe(details["to"], will.get(details["profile"])),
                )
            )
        elif kind is EventKind.RULE_CHANGED:
            lines.append(
                CHANGE_RULE(
                    profile=repr(details["profile"]),
                    old=_rule_title(details["from"]),
                    new=_rule_title(details["to"]),
                )
            )
        elif kind is EventKind.PROFILE_CHANGED and details["action"] == "added":
            profile = details["profile"]
            lines.append(
                ADD_PROFILE(
                    profile=repr(profile["name"]),
                    lexicon=_describe(details["lexicon"], will.get(profile["name"])),
                    rule=_rule_title(profile["rule"]),
                    colour=profile["colour"],
                    second=profile["second_opinion"] or NONE(),
                )
            )
        elif kind is EventKind.PROFILE_CHANGED and details["action"] == "edited":
            for key, (before, after) in details["changed"].items():
                label = _PROFILE_LABELS.get(key)
                lines.append(
                    CHANGE_PROFILE(
                        label=label() if label else key.replace("_", " "),
                        profile=repr(details["profile"]),
                        old=_shown(key, before),
                        new=_shown(key, after),
                    )
                )
        elif kind is EventKind.PROFILE_CHANGED and details["action"] == "removed":
            lines.append(REMOVE_PROFILE(profile=repr(details["profile"]["name"])))
        elif kind is EventKind.PROFILE_CHANGED:
            lines.append(PROFILE_ORDER(order=", ".join(details["order"])))
        elif kind is EventKind.SETTINGS_CHANGED:
            for key, (before, after) in details["changed"].items():
                setting = _SETTING_LABELS.get(key)
                lines.append(
                    CHANGE_SETTING(
                        label=setting() if setting else key,
                        old=_shown(key, before),
                        new=_shown(key, after),
                    )
                )
    return lines
