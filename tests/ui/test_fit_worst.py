"""The worst content, measured where it hurts most: portrait screens in large print.

- The division chooser with 5 and with 11 divisions whose names are as long as the settings
  allow, with the widest rules of each language: nothing cut, every rule whole.
- A word typed without spaces (40 letters) among seven others: the others keep the size
  they have beside a word one letter too long, and the long one is shown at their size.
- Large print enlarges the players' texts: the instruction line and the PIN boxes too.
- The split-lookup warning's "N seconds ago" counts up while it is shown.

Screenshots of the worst cases go to tests/artifacts/screens/ (worst-*.png).
"""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from kiosk.core.flow import Screen
from kiosk.core.languages import LANGUAGES
from kiosk.ui import theme
from kiosk.ui.i18n import install_application_language
from kiosk.ui.player_text import player_text
from tests.ui.test_audit_fit import cut_texts
from tests.ui.test_director import CHORD
from tests.ui.test_fit_matrix import SIZES
from tests.ui.worst_content import RUN_ON, build_lexicon, division_name, station_config

PORTRAIT = [(768, 1024), (800, 1280)]
SHOWN = {"de", "pl"}  # the languages whose worst screens are saved for people to look at
OTHERS = "qi za cat dogs qi za cat"  # seven words beside the one in question
ONE_TOO_MANY = RUN_ON[:16]  # a word one letter too long: its problem line as long


@pytest.fixture
def fresh_theme():
    yield
    theme.set_high_contrast(False)
    install_application_language("en")


def settle_at(station, size: tuple[int, int]) -> None:
    station.window.resize(*size)
    for _ in range(6):  # what the new size changed is laid out in a few passes
        QApplication.processEvents()


def to_entry(station) -> None:
    """F1, table 12, eight words declared: the words may be typed."""
    station.key(Qt.Key.Key_F1)
    station.type("12")
    station.key(Qt.Key.Key_Return)
    station.type("8")
    assert station.flow.screen is Screen.READY


CHOOSER_CASES = (
    [(code, True, 5) for code in LANGUAGES]
    + [(code, True, 11) for code in LANGUAGES]
    + [("de", False, 5), ("pl", False, 5), ("mixed", True, 11), ("mixed", False, 9)]
)


@pytest.mark.parametrize(
    ("code", "large", "divisions"),
    CHOOSER_CASES,
    ids=[f"{c}-{'large' if g else 'normal'}-{n}" for c, g, n in CHOOSER_CASES],
)
def test_the_chooser_shows_the_worst_divisions_whole(
    make_station, kiosk_home, fresh_theme, code, large, divisions
):
    """ "mixed": each division in another language, so the title is in all nine."""
    build_lexicon(kiosk_home)
    languages = list(LANGUAGES) if code == "mixed" else None
    config = station_config("de" if code == "mixed" else code, large, divisions, languages)
    station = make_station(config, size=SIZES[0])
    chooser = station.window.chooser
    problems = []
    for size in SIZES:
        settle_at(station, size)
        problems += [f"{size[0]}x{size[1]}: {p}" for p in cut_texts(station.window)]
        rows = [text for _key, text in chooser._row_labels]
        assert len(rows) == divisions
        for index, (label, profile) in enumerate(zip(rows, station.flow.profiles, strict=True)):
            words = player_text(profile.language)
            name = division_name(profile.language, index)
            rule = words.rule_title(profile.rule)
            # the name and the rule whole: wrapped perhaps, never shortened
            assert label.text() == f"{name}\nNWL2023  ·  {rule}"
            assert label.wordWrap()
        if code in SHOWN | {"mixed"} and size in PORTRAIT:
            print_ = "large" if large else "normal"
            station.screenshot(f"worst-chooser-{code}-{print_}-{divisions}")
    assert problems == [], "\n".join(problems)


def tile_and_typed(station) -> tuple[int, list[int]]:
    """The tile edge of the typed words, and the pixel sizes the run-on word is shown at."""
    words = station.window.entry.words
    typed = [
        font.pixelSize()
        for _rect, font, _flags, text in words.painted_texts()
        if text == RUN_ON or "\u2026" in text
    ]
    return words.tile_edge(), typed


@pytest.mark.parametrize("large", [True, False], ids=["large", "normal"])
@pytest.mark.parametrize("code", ["de", "pl", "en"])
def test_a_word_typed_without_spaces_leaves_the_others_their_size(
    make_station, kiosk_home, fresh_theme, code, large
):
    build_lexicon(kiosk_home)
    station = make_station(station_config(code, large), size=SIZES[0])
    to_entry(station)
    window = station.window
    measured = []
    for size in SIZES:
        station.type(f"{ONE_TOO_MANY} {OTHERS}")  # its problem line as long as the run-on's
        settle_at(station, size)
        beside_short, _ = tile_and_typed(station)
        station.key(Qt.Key.Key_Escape)  # clears the words (the screen stays)
        station.type(f"{RUN_ON} {OTHERS}")
        settle_at(station, size)
        tile, typed = tile_and_typed(station)
        if code in SHOWN and (large or size in PORTRAIT):
            station.screenshot(f"worst-run-on-{code}-{'large' if large else 'normal'}")
        sizes = window.sizes
        preferred = min(sizes.tile, math.ceil(sizes.small / 0.62))  # what the layout aims at
        floor = math.ceil(sizes.least / 0.62)  # letters at least the least text size
        where = f"{code} {'large' if large else 'normal'} {size[0]}x{size[1]}"
        measured.append((where, tile, beside_short, preferred, sizes.height))
        # the run-on word costs the others nothing a short wrong word does not
        assert tile >= beside_short, f"{where}: tiles {tile} < {beside_short} beside a word of 16"
        assert tile >= floor, f"{where}: tiles {tile} < {floor}"
        # the long word itself is shown at the others' size (shortened, not shrunk)
        assert typed and min(typed) >= int(tile * 0.62), f"{where}: {typed} at tile {tile}"
        problem = [t for _r, _f, _fl, t in window.entry.words.painted_texts() if "40" in t]
        assert problem, f"{where}: the problem line does not say how long the word is"
        assert cut_texts(window) == [], where
        station.key(Qt.Key.Key_Escape)
    for where, tile, short, preferred, height in measured:
        print(
            f"{where}: tile {tile} = {tile / height:.3f} of the height,"
            f" {tile / short:.2f} of the tile beside a word of 16, {tile / preferred:.2f} of"
            f" the aim ({preferred})"
        )


def player_sizes(station) -> dict[str, int]:
    """Pixel sizes of the entry screen's texts, by what they are."""
    window = station.window
    entry = window.entry
    shown = {
        "instruction": entry.instruction,
        "check": entry.check,
        "count": entry.count,
        "band": window.band,
        "footer": window.footer,
    }
    found = {name: w.font().pixelSize() for name, w in shown.items() if w.isVisible()}

    labels = [w for w in window.findChildren(QLabel) if w.isVisible() and w.text()]
    least = min(labels, key=lambda w: w.font().pixelSize())
    found[f"least ({least.text()[:30]})"] = least.font().pixelSize()
    return found


@pytest.mark.parametrize("code", ["de", "pl"])
def test_large_print_enlarges_every_player_text(make_station, kiosk_home, fresh_theme, code):
    build_lexicon(kiosk_home)
    seen: dict[tuple[bool, tuple[int, int], str], dict[str, int]] = {}
    for large in (False, True):
        station = make_station(station_config(code, large), size=SIZES[0])
        # the PIN screen the director types into at the players' screen (the chord, from
        # the division chooser), then back to the station
        station.key(Qt.Key.Key_D, CHORD)
        pin = station.window.director.pin
        settle_at(station, (768, 1024))
        assert station.window.stack.currentWidget() is pin
        seen[large, (768, 1024), "pin"] = {
            "pin box": pin.pin.fontInfo().pixelSize(),
            "pin box height": pin.pin.sizeHint().height(),
            "pin title": pin.title.fontInfo().pixelSize(),
            "pin button": min(b.fontInfo().pixelSize() for b in (pin.ok, pin.cancel)),
        }
        for button in (pin.ok, pin.cancel):  # a button's words (and padding) are never cut
            assert button.width() >= button.sizeHint().width(), (code, large, button.text())
        if large:
            station.screenshot(f"worst-pin-{code}-large")
        pin.cancel.click()
        assert station.window.stack.currentWidget() is station.window.chooser
        to_entry(station)
        station.type("qi za cat")
        for size in SIZES:
            settle_at(station, size)
            seen[large, size, "entry"] = player_sizes(station)
        station.key(Qt.Key.Key_Escape)
        station.type(f"{RUN_ON} {OTHERS}")
        station.tab()  # the footer: correct the words marked in red
        for size in SIZES:
            settle_at(station, size)
            seen[large, size, "run-on"] = player_sizes(station)
    problems = []
    for (large, size, state), found in seen.items():
        if not large:
            continue
        normal = seen[False, size, state]
        for name, pixels in found.items():
            if name not in normal:
                continue
            # the instruction line and the PIN boxes: larger; nothing smaller (the tiles are
            # measured against their floor: the larger texts around them take height)
            grows = name in ("instruction", "pin box", "pin box height", "pin title", "pin button")
            if pixels < normal[name] or (grows and pixels <= normal[name]):
                problems.append(
                    f"{state} {size}: {name} {pixels}px in large print,"
                    f" {normal[name]}px in normal print"
                )
    assert problems == [], "\n".join(problems)


def test_the_split_lookup_warning_counts_up_while_shown(make_station, kiosk_home, fresh_theme):
    build_lexicon(kiosk_home)
    station = make_station(station_config("de", True, divisions=2), size=(768, 1024))
    window = station.window
    to_entry(station)
    station.type("qi za cat dogs qi za cat dogs")
    station.tab()
    assert station.flow.screen is Screen.VERDICT
    station.clock.advance(4)
    station.key(Qt.Key.Key_Space, text=" ")
    to_entry(station)
    station.type("zz qi za cat dogs qi za cat")
    station.tab()
    assert station.flow.screen is Screen.SPLIT_WARNING
    words = player_text("de")
    profile = station.flow.profile
    receipt = station.flow.split_warning.earlier.receipt

    def said(seconds: int) -> str:
        return words.split_body(profile.name, 12, seconds, receipt)

    first = window.prompt.detail.text()
    assert first == said(4)
    now = 4
    for later in (7, 19):
        station.clock.advance(later - now)
        now = later
        window._tick()  # the window's timer: nothing pressed
        assert window.prompt.detail.text() == said(later)
    assert window.prompt.detail.text() != first
    station.screenshot("worst-split-warning-counted-de-large")
