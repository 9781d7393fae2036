"""A station's profiles as it can judge them: lexicons found, rules known (no Qt)."""

from __future__ import annotations

from collections.abc import Mapping

from kiosk.config import Profile, StationConfig
from kiosk.core.federations import FEDERATIONS, credit_line
from kiosk.core.flow import FlowSettings, ProfileChoice, StationProfile, UnavailableProfile
from kiosk.core.i18n import AND_THEN, Message, said
from kiosk.core.rules import rule_by_id
from kiosk.core.station_messages import PROFILE_UNUSABLE
from kiosk.lexicons.file import LexiconFileError
from kiosk.lexicons.library import LexiconLibrary, UnknownLexicon

__all__ = [
    "flow_settings",
    "not_ready_reason",
    "plan_profiles",
    "resolve_profile",
    "station_profiles",
]


def resolve_profile(profile: Profile, library: LexiconLibrary) -> StationProfile:
    """A profile's lexicons and rule, or why this station cannot judge it."""
    try:
        lexicon = library.get(profile.lexicon, profile.fingerprint)
        second = library.get(profile.second_opinion) if profile.second_opinion else None
    except (UnknownLexicon, LexiconFileError) as exc:
        return UnavailableProfile(profile.name, profile.colour, said(exc), profile.language)
    return ProfileChoice(
        name=profile.name,
        lexicon=lexicon,
        rule=rule_by_id(profile.rule),
        colour=profile.colour,
        second_opinion=second,
        ask_table=profile.ask_table,
        declare_count=profile.declare_count,
        show_second_opinion=profile.second_opinion_shown == "players",
        language=profile.language,
        credit=credit_line(
            profile.credit, profile.federation, lexicon.name, lexicon.info.description
        ),
        judge_term=FEDERATIONS[profile.federation].judge_term
        if profile.federation
        else "word-judge",
    )


def station_profiles(config: StationConfig, library: LexiconLibrary) -> list[StationProfile]:
    """Every profile of ``config``, resolved; a broken one only disables its own division."""
    return [resolve_profile(profile, library) for profile in config.profiles]


def not_ready_reason(profiles: list[StationProfile]) -> Message | None:
    """Why a station with these profiles cannot judge at all (None: it can judge some, or
    it has no profile at all)."""
    if any(isinstance(p, ProfileChoice) for p in profiles):
        return None
    reason: Message | None = None
    for p in profiles:
        if isinstance(p, UnavailableProfile):
            this = PROFILE_UNUSABLE(name=repr(p.name), problem=p.problem)
            reason = this if reason is None else AND_THEN(first=reason, then=this)
    return reason


def flow_settings(config: StationConfig) -> FlowSettings:
    settings = config.settings
    return FlowSettings(
        verdict_seconds=settings.verdict_seconds,
        idle_clear_seconds=settings.idle_clear_seconds,
        judge_key_name=settings.judge_key.upper(),
        word_judge_key_name=settings.word_judge_key.upper(),
        split_window_seconds=settings.split_window_seconds,
        word_judge_wait_seconds=settings.word_judge_wait_seconds,
        central_log=bool(settings.central_url),
    )


def plan_profiles(
    config: StationConfig, waiting: Mapping[str, Message], library: LexiconLibrary
) -> list[StationProfile]:
    """The profiles of an event plan's ``config``, resolved; a division whose list is not
    staged yet (``waiting``: why, by profile name) judges nothing meanwhile."""
    profiles: list[StationProfile] = []
    for profile in config.profiles:
        why = waiting.get(profile.name)
        if why is not None:
            profiles.append(UnavailableProfile(profile.name, profile.colour, why, profile.language))
        else:
            profiles.append(resolve_profile(profile, library))
    return profiles
