"""Every station and director screen fits at every size: no text is cut.

The sizes are the ones stations meet: 1024×768, 1366×768, 1920×1080, 1280×1024 and
3840×2160. `cut_texts` (tests/ui/test_audit_fit.py) compares each visible text's width
with the room its widget gives it. Screenshots are saved for people to look at.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from kiosk.core.flow import Screen
from tests.ui.conftest import PROFILES_TWO
from tests.ui.test_audit_fit import SIZES, cut_texts
from tests.ui.test_director import CHORD, Answers, enter_pin

EVENT = PROFILES_TWO.replace('rule = "double"', 'rule = "double"\nask_table = true').replace(
    'name = "Table 7"', 'name = "Grand Ballroom West, table by the stage"\n'
)


def size_id(size: tuple[int, int]) -> str:
    return f"{size[0]}x{size[1]}"


@pytest.mark.parametrize("size", SIZES, ids=size_id)
def test_every_station_screen_fits(make_station, size):
    station = make_station(EVENT, size=size, install_mini=True)
    window = station.window
    shots = []

    def check(name: str) -> None:
        QApplication.processEvents()
        problems = cut_texts(window)
        shots.append(station.screenshot(f"fit-{name}"))
        assert problems == [], f"{name}: {problems}"

    check("chooser")
    station.key(Qt.Key.Key_F1)
    station.type("12")
    check("table")
    station.key(Qt.Key.Key_Return)
    check("ready")
    station.type("jukebox quixotic zephyrs cat dogs tranquil exams bowls")
    check("entry-eight-words")
    station.tab()
    assert station.flow.screen is Screen.VERDICT
    check("verdict")


@pytest.mark.parametrize("size", SIZES, ids=size_id)
def test_every_director_screen_fits(make_station, size):
    from kiosk.ui.director.common import DirectorContext

    answers = Answers()
    station = make_station(EVENT, size=size, install_mini=True)
    window = station.window
    window.director.context_factory = lambda service: DirectorContext(
        service, ask=answers.ask, tell=answers.tell
    )
    station.key(Qt.Key.Key_D, CHORD)
    QApplication.processEvents()
    assert cut_texts(window.director.pin) == []
    station.screenshot("fit-director-pin")
    enter_pin(station)
    panel = window.director.panel
    for name in ("profiles", "lexicons", "settings", "unrecorded", "exit"):
        tab = getattr(panel, name)
        panel.tabs.setCurrentWidget(tab)
        QApplication.processEvents()
        station.screenshot(f"fit-director-{name}")
        assert cut_texts(panel) == [], name


@pytest.mark.parametrize("code", ["de", "pl", "fr"])
@pytest.mark.parametrize("size", [(1024, 768), (1366, 768)], ids=size_id)
def test_every_director_screen_fits_in_long_languages(make_station, size, code):
    """Director mode in German, Polish and French (the longest words) fits as English does."""
    from kiosk.ui.director.common import DirectorContext
    from kiosk.ui.i18n import install_application_language

    answers = Answers()
    config = f'[settings]\ndirector_language = "{code}"\n' + EVENT
    station = make_station(config, size=size, install_mini=True)
    window = station.window
    window.director.context_factory = lambda service: DirectorContext(
        service, ask=answers.ask, tell=answers.tell
    )
    try:
        station.key(Qt.Key.Key_D, CHORD)
        QApplication.processEvents()
        assert cut_texts(window.director.pin) == []
        enter_pin(station)
        panel = window.director.panel
        for name in ("profiles", "lexicons", "settings", "audit", "unrecorded", "exit"):
            tab = getattr(panel, name)
            panel.tabs.setCurrentWidget(tab)
            QApplication.processEvents()
            station.screenshot(f"lang-{code}-director-{name}")
            assert cut_texts(panel) == [], f"{code} {name}"
    finally:
        install_application_language("en")


def test_fitting_type_by_bisection_finds_what_a_pixel_by_pixel_search_finds(qtbot):
    """`theme.fit_pixels` measures a handful of sizes, not one per pixel; it must still pick
    the size a scan from the largest down picks, for one text and for texts side by side
    (the banner: lexicon, rule, station), and the smallest size when nothing fits."""
    from PySide6.QtGui import QFontMetrics

    from kiosk.ui import theme

    theme.load_fonts()

    def scanned(texts: tuple[str, ...], largest: int, smallest: int, width: int) -> int:
        pixels = largest
        while pixels > smallest:
            metrics = QFontMetrics(theme.font(pixels, bold=True))
            if sum(metrics.horizontalAdvance(t) for t in texts) <= width:
                break
            pixels -= 1
        return pixels

    texts = [
        ("ACCEPTABLE",),
        ("INAKZEPTABEL",),
        ("CSW24  ·  280,000 words  ·  0c80697f", "Double challenge", "Station: Table 12"),
        ("Wpisz wszystkie kwestionowane słowa, potem naciśnij TAB",),
        ("",),
    ]
    for group in texts:
        for width in (0, 40, 180, 333, 640, 1023, 1366, 4000):
            for largest, smallest in ((144, 10), (60, 24), (24, 24), (20, 30)):
                found = theme.fit_pixels(
                    group if len(group) > 1 else group[0], largest, smallest, width
                )
                assert found == scanned(group, largest, smallest, width), (group, width, largest)
