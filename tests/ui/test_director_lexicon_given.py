"""Director mode's Lexicons tab on a new station: the one list given becomes Main's.

The real window (offscreen), director mode opened by its chord and PIN, a built list installed
through the tab's file field and Install button, as a director does; then the ready screen,
the station file and the audit log are read, and a play is judged by keys.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from kiosk.audit import EventKind
from kiosk.config import load_config
from kiosk.lexicons.file import load_lexicon
from kiosk.ui.director.common import DirectorContext
from kiosk.ui.director.panel import DirectorPanel
from lexicon_build.builder import build_lexicon
from tests.lexforge import ENGLISH
from tests.ui.conftest import PIN, Station

CHORD = (
    Qt.KeyboardModifier.ControlModifier
    | Qt.KeyboardModifier.AltModifier
    | Qt.KeyboardModifier.ShiftModifier
)


class Answers:
    """Stands in for the message boxes: records what director mode tells."""

    def __init__(self) -> None:
        self.told: list[str] = []

    def ask(self, parent, title: str, text: str) -> bool:
        return True

    def tell(self, parent, title: str, text: str) -> None:
        self.told.append(text)


def build_list(out: Path, name: str, words: list[str]) -> Path:
    source = out.with_suffix(".txt")
    source.write_text("\n".join(words) + "\n", encoding="utf-8")
    build_lexicon([source], name=name, alphabet=ENGLISH).write(out)
    return out


def open_lexicons(station: Station, answers: Answers) -> DirectorPanel:
    station.window.director.context_factory = lambda service: DirectorContext(
        service, ask=answers.ask, tell=answers.tell
    )
    station.key(Qt.Key.Key_D, CHORD)
    screen = station.window.director.pin
    screen.pin.setText(PIN)
    station.qtbot.keyClick(screen.pin, Qt.Key.Key_Return)
    panel = station.window.director.panel
    assert panel is not None and station.window.stack.currentWidget() is panel
    panel.tabs.setCurrentWidget(panel.lexicons)
    return panel


def install(station: Station, panel: DirectorPanel, path: Path) -> str:
    tab = panel.lexicons
    tab.install_path.setText(str(path))
    tab.install_button.click()  # proven on a worker; the answer comes back to the screen
    station.qtbot.waitUntil(lambda: tab.install_button.isEnabled(), timeout=20_000)
    return tab.status.text()


def test_director_modes_install_on_a_new_station_makes_main_judge_with_it(make_station, tmp_path):
    station = make_station()  # station.toml holds the PIN alone: Main, on ENABLE
    assert station.window.banner.lexicon.text().startswith("ENABLE")
    answers = Answers()
    panel = open_lexicons(station, answers)
    nwl = build_list(tmp_path / "nwl.clex", "NWL2023", ["qi", "za", "ki", "cat", "dogs"])
    genuine = load_lexicon(nwl)

    status = install(station, panel, nwl)
    assert status == (
        f"Installed NWL2023: 5 words, fingerprint {genuine.fingerprint[:16]}. "
        f"Main now judges with NWL2023 (5 words, fingerprint {genuine.fingerprint[:16]})."
    )
    assert answers.told == []
    assert [(p.name, p.lexicon) for p in load_config().profiles] == [("Main", "NWL2023")]
    assert load_config().pin_hash  # the PIN stays in the file
    switched = [
        r.body["details"]
        for r in station.runtime.audit.query()
        if r.kind is EventKind.LEXICON_SWITCHED
    ]
    assert len(switched) == 1
    assert switched[0]["profile"] == "Main" and switched[0]["by"] == "director mode"
    assert switched[0]["from"]["name"] == "ENABLE"
    assert switched[0]["to"] == {"name": "NWL2023", "fingerprint": genuine.fingerprint, "words": 5}
    banner = station.window.banner  # the ready screen behind director mode follows at once
    assert banner.lexicon.text().startswith("NWL2023  ·  5 words")

    # a second list stays unused: the first list given stays Main's
    csw = build_list(tmp_path / "csw.clex", "CSW24", ["qi", "za", "zzz"])
    status = install(station, panel, csw)
    assert status.endswith(
        "No division judges with CSW24: choose it for a division in the Profiles and rules tab."
    )
    assert [(p.name, p.lexicon) for p in load_config().profiles] == [("Main", "NWL2023")]

    panel.back.click()
    station.type("qi ki")
    station.tab()
    assert station.window.verdict.word.text() == "YES — ACCEPTABLE"
    assert station.records()[-1].body["lexicon"]["name"] == "NWL2023"
