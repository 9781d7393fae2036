"""Installing a lexicon through the director service: forged files never replace genuine ones.

A real station (station.toml, lexicons folder, SQLite audit log) opened with
`open_station`, as the kiosk does, and `DirectorService.install` as director
mode calls it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kiosk.audit import AuditQuery, EventKind
from kiosk.director.service import ChangeRefused, DirectorService
from kiosk.lexicons.file import load_lexicon
from kiosk.runtime.station_runtime import StationRuntime, open_station
from tests.lexforge import (
    GENUINE_CONFIG,
    WORDS,
    build_genuine,
    forge,
    open_genuine_station,
    swapped,
)

ALTERED = "its words do not match its fingerprint: the file was altered; do not use it"


@pytest.fixture
def station(kiosk_home: Path):
    runtime = open_genuine_station(kiosk_home)
    yield runtime
    runtime.close()


def kinds(runtime: StationRuntime, kind: EventKind) -> list[dict]:
    assert runtime.audit is not None
    return [r.body["details"] for r in runtime.audit.query(AuditQuery()) if r.kind is kind]


def test_a_forged_file_is_refused_recorded_and_the_genuine_one_stays_active(
    station, kiosk_home, tmp_path
):
    installed = kiosk_home / "lexicons" / "NWL2023.clex"
    before = installed.read_bytes()
    genuine = load_lexicon(installed)
    assert station.ready and station.profiles[0].lexicon.fingerprint == genuine.fingerprint
    usb = tmp_path / "usb"
    usb.mkdir()
    forged = forge(installed, usb / "NWL2023.clex", words=swapped(WORDS, "ZA", "ZZZQX"))

    with pytest.raises(ChangeRefused) as caught:
        DirectorService(station).install(forged)
    assert ALTERED in str(caught.value)
    assert str(forged) in str(caught.value)

    assert installed.read_bytes() == before
    assert [p.name for p in (kiosk_home / "lexicons").glob("*.clex")] == ["NWL2023.clex"]
    active = station.profiles[0].lexicon
    assert active.fingerprint == genuine.fingerprint and "ZZZQX" not in active
    assert "ZZZQX" not in station.library.get("NWL2023")
    assert kinds(station, EventKind.LEXICON_INSTALLED) == []
    assert kinds(station, EventKind.LEXICON_REFUSED) == [
        {
            "file": "NWL2023.clex",
            "reason": ALTERED,
            "claimed_name": "NWL2023",
            "claimed_fingerprint": genuine.fingerprint,
        }
    ]
    assert station.audit.verify().ok


def test_a_forged_file_with_its_own_fingerprint_does_not_replace_the_genuine_one(
    station, kiosk_home, tmp_path
):
    installed = kiosk_home / "lexicons" / "NWL2023.clex"
    before = installed.read_bytes()
    words = swapped(WORDS, "ZA", "ZZZQX")
    forged = forge(installed, tmp_path / "NWL2023.clex", words=words, fix_fingerprint=True)
    with pytest.raises(ChangeRefused, match="a different lexicon called 'NWL2023' is installed"):
        DirectorService(station).install(forged)
    assert installed.read_bytes() == before


def test_a_reversed_name_is_refused_and_recorded_spelled_out(station, tmp_path, kiosk_home):
    forged = forge(
        kiosk_home / "lexicons" / "NWL2023.clex",
        tmp_path / "x.clex",
        header={"name": "NWL\u202e3202"},
    )
    with pytest.raises(ChangeRefused, match="bidirectional formatting character"):
        DirectorService(station).install(forged)
    (refused,) = kinds(station, EventKind.LEXICON_REFUSED)
    assert refused["claimed_name"] == "NWL\\u202e3202"
    assert not (kiosk_home / "lexicons" / "NWL_3202.clex").exists()


def test_an_unreadable_file_is_refused_and_recorded_without_a_claimed_name(station, tmp_path):
    junk = tmp_path / "notes.clex"
    junk.write_bytes(b"cat\ndogs\n")
    with pytest.raises(ChangeRefused, match="not a lexicon file"):
        DirectorService(station).install(junk)
    (refused,) = kinds(station, EventKind.LEXICON_REFUSED)
    assert refused["file"] == "notes.clex"
    assert refused["claimed_name"] is None and refused["claimed_fingerprint"] is None


def test_a_refusal_the_log_cannot_record_is_still_refused_and_says_so(station, tmp_path):
    forged = forge(
        station.library.folder / "NWL2023.clex",
        tmp_path / "f.clex",
        words=swapped(WORDS, "ZA", "ZZZQX"),
    )
    station.audit.close()
    station.audit = None
    with pytest.raises(ChangeRefused, match="the refusal could not be recorded in the audit log"):
        DirectorService(station).install(forged)


def test_the_genuine_file_installs_and_reinstalls(station, kiosk_home, tmp_path):
    fresh = build_genuine(tmp_path / "new", name="CSW21")
    info = DirectorService(station).install(fresh)
    assert info.name == "CSW21"
    assert (kiosk_home / "lexicons" / "CSW21.clex").read_bytes() == fresh.read_bytes()
    # the installed file itself, offered again: same bytes, still one file
    DirectorService(station).install(kiosk_home / "lexicons" / "CSW21.clex")
    assert sorted(p.name for p in (kiosk_home / "lexicons").glob("*.clex")) == [
        "CSW21.clex",
        "NWL2023.clex",
    ]
    assert [d["name"] for d in kinds(station, EventKind.LEXICON_INSTALLED)] == ["CSW21", "CSW21"]


def test_a_forged_file_copied_onto_the_station_by_hand_stops_the_profile(kiosk_home, tmp_path):
    genuine = build_genuine(tmp_path / "genuine")
    folder = kiosk_home / "lexicons"
    folder.mkdir()
    forge(genuine, folder / "NWL2023.clex", words=swapped(WORDS, "ZA", "ZZZQX"))
    (kiosk_home / "station.toml").write_text(GENUINE_CONFIG, encoding="utf-8")
    runtime = open_station()
    try:
        assert not runtime.ready
        assert runtime.problem is not None
        problem = str(runtime.problem)  # a message, worded on the players' screen
        assert problem.startswith("Profile 'Division A': ")
        assert ALTERED in problem and "NWL2023.clex" in problem
        (started,) = kinds(runtime, EventKind.KIOSK_STARTED)
        assert started["problem"] == problem  # recorded in English
        assert started["profiles"] == []
    finally:
        runtime.close()


def test_a_second_file_claiming_the_name_with_other_words_stops_the_profile(kiosk_home, tmp_path):
    """Black-box: with two files called NWL2023 and neither named NWL2023.clex (one copied in
    by hand as "nwl-2023-final.clex"), the one whose file name sorted first judged. A list
    built with the tool (its own true fingerprint) copied in as "0-NWL2023.clex" silently
    took over the division. Now neither judges until one is removed."""
    from lexicon_build.cli import main as lexicon_build

    folder = kiosk_home / "lexicons"
    build_genuine(folder, file="nwl-2023-final.clex")
    (kiosk_home / "station.toml").write_text(GENUINE_CONFIG, encoding="utf-8")
    other = tmp_path / "words.txt"
    other.write_text("\n".join(w.lower() for w in swapped(WORDS, "ZA", "ZZZQX")) + "\n")
    out = folder / "0-NWL2023.clex"
    assert lexicon_build([str(other), "--name", "NWL2023", "--out", str(out)]) == 0
    runtime = open_station()
    try:
        assert not runtime.ready
        problem = str(runtime.problem)
        assert "two lexicon files are called 'NWL2023' with different word lists" in problem
        assert "(0-NWL2023.clex, nwl-2023-final.clex): remove the wrong one" in problem
    finally:
        runtime.close()
    build_genuine(tmp_path / "copy", file="0-NWL2023.clex")  # the same words twice: fine
    (tmp_path / "copy" / "0-NWL2023.clex").replace(out)
    runtime = open_station()
    try:
        assert runtime.ready and runtime.profiles[0].lexicon.name == "NWL2023"
    finally:
        runtime.close()
