"""The director's import of word lists always ends, and shows why a source was refused."""

from __future__ import annotations

import os

import pytest

from kiosk.director.service import DirectorService
from tests.lexformats import doubling_kwg
from tests.ui.test_director import Answers, director_station, open_panel


@pytest.fixture
def answers() -> Answers:
    return Answers()


def import_and_wait(station, paths: str):
    panel = open_panel(station)
    panel.tabs.setCurrentWidget(panel.lexicons)
    tab = panel.lexicons
    tab.import_paths.setText(paths)
    tab.import_name.setText("NWL")
    tab.import_button.click()
    assert tab.status.text() == "Importing NWL…"
    assert not tab.import_button.isEnabled()
    station.qtbot.waitUntil(lambda: tab.import_button.isEnabled(), timeout=20_000)
    return tab


def assert_refused(station, tab, *reasons: str) -> None:
    assert tab.status.text() == "Import failed: nothing was installed."
    assert tab.progress.isHidden()
    assert tab.report.isVisible()
    for reason in reasons:
        assert reason in tab.report.toPlainText()
    assert "NWL" not in tab.names
    assert tab.ops.wait(5000)  # the import's worker has ended


def test_an_oversized_sparse_file_is_refused_and_the_import_ends(make_station, answers, tmp_path):
    station = director_station(make_station, answers)
    huge = tmp_path / "nwl2023.txt"
    with huge.open("wb") as file:
        os.truncate(file.fileno(), 3 * 1024**3)  # sparse: costs no disk
    tab = import_and_wait(station, str(huge))
    assert_refused(station, tab, f"{huge}: is 3.0 GB, more than the 256 MB a word list may be")
    station.screenshot("director-import-too-big")


def test_a_looping_kwg_and_dev_zero_are_refused_and_the_import_ends(
    make_station, answers, tmp_path
):
    station = director_station(make_station, answers)
    looping = tmp_path / "nwl.kwg"
    looping.write_bytes(doubling_kwg(40, loop=True))
    tab = import_and_wait(station, str(looping))
    assert_refused(station, tab, "nwl.kwg: ", "(the word graph loops); the file is damaged")
    tab.import_paths.setText("/dev/zero")
    tab.import_button.click()
    station.qtbot.waitUntil(lambda: tab.import_button.isEnabled(), timeout=20_000)
    assert_refused(station, tab, "/dev/zero: is not a regular file")


@pytest.mark.parametrize(
    "error, shown",
    [
        (MemoryError(), "ran out of memory building the lexicon"),
        (RuntimeError("marisa failed"), "the import stopped: RuntimeError: marisa failed"),
        (PermissionError(13, "Permission denied"), "cannot write the lexicon"),
    ],
)
def test_any_error_of_the_build_ends_the_import_and_is_shown(
    make_station, answers, tmp_path, monkeypatch, error, shown
):
    def fail(self, *args, **kwargs):
        raise error

    monkeypatch.setattr(DirectorService, "build", fail)
    station = director_station(make_station, answers)
    words = tmp_path / "nwl.txt"
    words.write_text("cat\ndog\n")
    tab = import_and_wait(station, str(words))
    assert_refused(station, tab, shown)
    # the station still imports once the cause is gone
    monkeypatch.undo()
    tab.import_button.click()
    station.qtbot.waitUntil(lambda: tab.import_button.isEnabled(), timeout=20_000)
    assert tab.status.text().startswith("Installed NWL: 2 words")
