"""Federation presets: a division's language, challenge rule, lexicon credit line and the name
of the person who judges by hand, as data.

``federation = "ffsc"`` in a profile sets the first three; any of them written in the profile
wins. Each value names where it comes from. ``confirmed`` is False where the value is this
product's best reading of a federation's practice rather than a rule text it holds (see
``../shared/rules`` and the README): director mode says so next to the preset, so that a
director checks it against the event's own rules before the first round.

``judge_term`` is what the station's call screen names the person a player calls with the
word-judge key (`JUDGE_TERMS`): "word judge" in NASPA 6.2 and NSA
IV.K.3, "adjudicator" for WESPA, the arbiter (arbitre, árbitro, Schiedsrichter ...) for the
other federations' events. A division without a federation says "word judge".
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kiosk.core.languages import language_code
from kiosk.core.rules import RULES

__all__ = [
    "FEDERATIONS",
    "JUDGE_TERMS",
    "Federation",
    "UnknownFederation",
    "credit_line",
    "federation_by_id",
]

# What the rule texts call the person who judges a challenge by hand, as the players' screen
# names them: NASPA 6.2 and NSA IV.K "word judge" (the default); WESPA "adjudicator"; the
# French, Spanish, Catalan, German, Polish, Dutch, Norwegian and Swedish events' arbiter
# (arbitre, árbitro, àrbitre, Schiedsrichter, sędzia, arbiter, dommer, domare).
JUDGE_TERMS = ("word-judge", "adjudicator", "arbiter")


@dataclass(frozen=True)
class Federation:
    id: str
    name: str
    language: str
    rule: str
    credit: str  # the credit line of the lexicon the federation plays with
    rule_source: str
    credit_source: str
    confirmed: bool = False
    judge_term: str = "arbiter"  # the person called to judge by hand (see the module's text)

    def __post_init__(self) -> None:
        language_code(self.language)  # a preset with an unknown language is a bug
        if self.rule not in RULES:
            raise ValueError(f"federation {self.id}: unknown rule {self.rule}")
        if self.judge_term not in JUDGE_TERMS:
            raise ValueError(f"federation {self.id}: unknown judge term {self.judge_term}")


_UNCONFIRMED = "not in this product's rule texts: confirm with the event's rules"

FEDERATIONS: dict[str, Federation] = {
    f.id: f
    for f in (
        Federation(
            "naspa",
            "NASPA (North America)",
            "en",
            "double",
            "NASPA Word List 2023 Edition (NWL2023), © NASPA",
            "NASPA Tournament Rules 1.3 and 6.2: double challenge with the NWL lexicon",
            "NASPA Tournament Rules 1.3 (Official Word Source)",
            confirmed=True,
            judge_term="word-judge",
        ),
        Federation(
            "naspa-csw",
            "NASPA, Collins division",
            "en",
            "five-point",
            "Collins Scrabble Words 2024 (CSW24), © HarperCollins",
            "NASPA Tournament Rules 6.2: 5 points per word challenged with CSW",
            "NASPA Tournament Rules 1.3 (Official Word Source)",
            confirmed=True,
            judge_term="word-judge",
        ),
        Federation(
            "wespa",
            "WESPA (World English-language Scrabble Players' Association)",
            "en",
            "five-point",
            "Collins Scrabble Words 2024 (CSW24), © HarperCollins",
            f"WESPA Tournament Rules: 5 points per word challenged ({_UNCONFIRMED}; some "
            'WESPA events count 5 points per play: rule = "five-point-per-play")',
            "WESPA plays Collins Scrabble Words",
            judge_term="adjudicator",
        ),
        Federation(
            "ffsc",
            "Fédération Française de Scrabble",
            "fr",
            "five-point",
            "L'Officiel du Scrabble (ODS9), © Larousse",
            f"FISF rules for classic Scrabble: 5 points per word contested ({_UNCONFIRMED})",
            "FISF: L'Officiel du Scrabble",
        ),
        Federation(
            "fise",
            "Federación Internacional de Scrabble en Español",
            "es",
            "double",
            "Lista oficial de FISE (FISE2), basada en el DLE de la Real Academia Española",
            f"FISE tournament rules: a failed challenge loses the turn ({_UNCONFIRMED})",
            "FISE: its official list",
        ),
        Federation(
            "fcs",
            "Federació Catalana de Scrabble",
            "ca",
            "double",
            "Diccionari per a Scrabble en Català (DISC)",
            f"Catalan tournament rules: a failed challenge loses the turn ({_UNCONFIRMED})",
            "DISC: the Catalan Scrabble word list",
        ),
        Federation(
            "scrabble-deutschland",
            "Scrabble Deutschland e. V.",
            "de",
            "double",
            "Scrabble-Deutschland-Wortliste",
            f"German tournament rules: a failed challenge loses the turn ({_UNCONFIRMED})",
            "Scrabble Deutschland e. V.: its word list",
        ),
        Federation(
            "pfs",
            "Polska Federacja Scrabble",
            "pl",
            "double",
            "Oficjalny Słownik Polskiego Scrabblisty (OSPS), © PFS",
            f"PFS tournament rules: a failed challenge loses the turn ({_UNCONFIRMED})",
            "PFS: OSPS",
        ),
        Federation(
            "nsb",
            "Nederlandse Scrabble Bond",
            "nl",
            "double",
            "Officiële Scrabble Woordenlijst",
            f"Dutch tournament rules: a failed challenge loses the turn ({_UNCONFIRMED})",
            "the Dutch federation's official list",
        ),
        Federation(
            "nsf",
            "Norsk Scrabbleforbund",
            "nb",
            "ten-point-per-play",
            "NSF-ordlisten, © Norsk Scrabbleforbund",
            f"Norwegian tournament practice: 10 points per challenged play ({_UNCONFIRMED})",
            "Norsk Scrabbleforbund: its word list",
        ),
        Federation(
            "ssf",
            "Svenska Scrabbleförbundet",
            "sv",
            "ten-point-per-play",
            "Svenska Akademiens ordlista (SAOL), enligt Svenska Scrabbleförbundets regler",
            f"Swedish tournament practice: 10 points per challenge ({_UNCONFIRMED})",
            "Svenska Scrabbleförbundet: SAOL",
        ),
    )
}


class UnknownFederation(ValueError):
    """A federation id that is not one of `FEDERATIONS`."""


def federation_by_id(text: str) -> Federation:
    if not isinstance(text, str):
        raise UnknownFederation(f'a federation is an id such as "wespa", not {text!r}')
    key = text.strip().lower()
    if key not in FEDERATIONS:
        raise UnknownFederation(
            f"unknown federation {text[:30]!r}; choose one of: {', '.join(FEDERATIONS)}"
        )
    return FEDERATIONS[key]


def credit_line(credit: str, federation: str, lexicon_name: str, description: str) -> str:
    """The credit line a division's ready screen shows under its lexicon's banner.

    A line the director wrote in the profile is shown as written. The federation preset's
    line (``credit`` equal to it) is shown only when it names the lexicon in use ("CSW24" in
    "Collins Scrabble Words 2024 (CSW24), ..."); otherwise it would credit another list than
    the banner names (an ODS9 credit over an ODS5 banner), and the line comes from the
    lexicon itself: its description as built by lexicon-build, or nothing.
    """
    preset = FEDERATIONS.get(federation.strip().lower()) if federation else None
    if preset is None or credit != preset.credit:
        return credit
    named = re.search(
        rf"(?<![0-9A-Za-z]){re.escape(lexicon_name.strip())}(?![0-9A-Za-z])", credit, re.I
    )
    return credit if lexicon_name.strip() and named else description
