"""The worst content a station meets, for the fit tests: the longest division names a
director can type (60 characters, in each language's own long words), every challenge rule
ordered from the widest title in that language, the station's limit of 11 divisions, a
lexicon with a long name, and a word a player typed without spaces (40 letters).

`station_config` writes a station.toml with these; `build_lexicon` makes the list it names.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFontMetrics

from kiosk.config import MAX_NAME_LENGTH
from kiosk.config.values import MAX_PROFILES
from kiosk.core.languages import LANGUAGES
from kiosk.core.rules import RULES
from kiosk.ui import theme
from kiosk.ui.player_text import player_text

LEXICON = "NWL2023"  # the event's list: the name the banner and the chooser show
WORDS = ("qi", "za", "cat", "dogs")
# A challenger who forgot the spaces: 40 letters, more than any word may have (15).
RUN_ON = "qizacatdogsqizacatdogsqizacatdogsqizacat"
assert len(RUN_ON) == 40

# Long words of each language: a division name as long as the settings allow.
_NAME_WORDS = {
    "en": "Championship Premier Division North-Western Masters Invitational",
    "fr": "Championnat Francophone Élite Division Première Internationale",
    "es": "Campeonato Iberoamericano División Primera Categoría Internacional",
    "ca": "Campionat Internacional Divisió Primera Categoria Extraordinària",
    "de": "Bundesmeisterschaft Süd-Ost Premierendivision Weltranglistenturnier",
    "pl": "Mistrzostwa Ogólnopolskie Dywizja Pierwsza Międzynarodowa Ekstraklasa",
    "nl": "Kampioenschap Nederlandstalige Eredivisie Internationaal Toernooi",
    "nb": "Norgesmesterskapet Eliteavdelingen Internasjonale Mesterskapsturnering",
    "sv": "Svenska Mästerskapen Elitdivisionen Internationella Mästerskapsturneringen",
}
assert set(_NAME_WORDS) == set(LANGUAGES)


def division_name(code: str, index: int) -> str:
    """The ``index``-th division's name in ``code``'s words: 60 characters, ending in its
    number so that no two are alike."""
    tail = f" {index + 1}"
    head = _NAME_WORDS[code][: MAX_NAME_LENGTH - len(tail)].rstrip(" -")
    return f"{head}{tail}"


def widest_rules(code: str) -> list[str]:
    """Every rule id, the widest title in ``code`` first (bold, at any one size)."""
    words = player_text(code)
    metrics = QFontMetrics(theme.font(40, bold=True))
    return sorted(RULES, key=lambda rule: -metrics.horizontalAdvance(words.rule_title(RULES[rule])))


def build_lexicon(home: Path, name: str = LEXICON) -> None:
    """A small list under the event's long name, in the station's lexicon folder."""
    from lexicon_build.cli import main as lexicon_build

    words = home / "worst-words.txt"
    words.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    out = home / "lexicons" / f"{name}.clex"
    out.parent.mkdir(parents=True, exist_ok=True)
    assert lexicon_build([str(words), "--name", name, "--out", str(out)]) == 0


STATION = "Grand Ballroom West, table by the stage, Kongresshalle Süd"


def station_config(
    code: str,
    large: bool,
    divisions: int = MAX_PROFILES,
    languages: list[str] | None = None,
    station: str = STATION,
) -> str:
    """A station.toml: ``divisions`` divisions with the longest names, the widest rules of
    their language first; the first asks the table and the word count and has a second
    opinion. ``languages``: one per division in turn (default: all in ``code``)."""
    spoken = languages or [code]
    lines = [
        "[station]",
        f'name = "{station}"',
        "",
        "[settings]",
        'receipt_prefix = "GK"',
        f"large_print = {str(large).lower()}",
        f'director_language = "{code}"',
        'word_judge_key = "Insert"',  # F1 to F11 choose the divisions
    ]
    rules = {c: widest_rules(c) for c in set(spoken)}
    for index in range(divisions):
        language = spoken[index % len(spoken)]
        rule = rules[language][index % len(rules[language])]
        lines += [
            "",
            "[[profiles]]",
            f'name = "{division_name(language, index)}"',
            f'lexicon = "{LEXICON}"',
            f'rule = "{rule}"',
            f'language = "{language}"',
        ]
        if index == 0:
            lines += [
                "ask_table = true",
                "declare_count = true",
                'second_opinion = "ENABLE"',
                'second_opinion_shown = "players"',
            ]
    return "\n".join(lines) + "\n"
