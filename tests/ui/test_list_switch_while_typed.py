"""A play typed when an event plan switches its division's list stays on screen; the
footer says, in the players' language, that the division now judges with the new list
(naming both); the judge key judges with the list in force when it is pressed, and the
record says the list changed while the play was typed. A station in an event that has not
reached the head director's server says so above the play, and its records carry that
state and the measured clock offset. Real kiosk homes, real signed plans, the real window."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from kiosk.event.membership import join
from kiosk.event.signing import create_event_key, public_key_hex
from kiosk.ui.bands import footer_text
from tests.event.test_event_follow import STATION, accept, make_lexicon
from tests.ui.conftest import make_station  # noqa: F401

ENABLE = "ENABLE"


def switching_station(make_station, kiosk_home, tmp_path, monkeypatch, seconds: float):  # noqa: F811
    monkeypatch.setenv("CHALLENGE_KIOSK_HEARTBEAT_S", "0.5")  # offline after 1 s unheard
    key = create_event_key(tmp_path / "event-key.pem")
    join(kiosk_home, "Nationals", public_key_hex(key))
    # "zzz" is good only in the new list: a verdict says which list judged
    fingerprint = make_lexicon(kiosk_home, "NWL2023", "qi\nza\ncat\nzzz\n", install=True)
    instant = datetime.now(UTC) + timedelta(seconds=seconds)
    accept(kiosk_home, key, 1, instant, fingerprint, "double")
    return make_station(STATION), fingerprint


def wait_for_switch(station) -> None:
    station.qtbot.waitUntil(
        lambda: station.window.banner.lexicon.text().startswith("NWL2023"), timeout=15_000
    )


def test_words_typed_before_the_instant_are_judged_with_the_new_list(
    make_station,  # noqa: F811
    kiosk_home,
    tmp_path,
    monkeypatch,
):
    station, fingerprint = switching_station(make_station, kiosk_home, tmp_path, monkeypatch, 3)
    assert station.window.banner.lexicon.text().startswith(ENABLE)
    enable_fingerprint = station.runtime.profiles[0].lexicon.fingerprint
    station.type("qi zzz")
    assert station.window.flow.text == "qi zzz"
    wait_for_switch(station)

    flow = station.window.flow
    assert flow.text == "qi zzz" and flow.entry is not None  # the words stay
    said = footer_text(flow.snapshot())
    assert said == (
        "From now on Division A judges with NWL2023 (it was ENABLE): "
        "the judge key judges with NWL2023."
    )
    assert station.window.footer.isVisible() and station.window.footer.text() == said
    station.screenshot("list-switched-while-typed")

    station.tab()
    verdict = flow.verdict
    assert verdict is not None and verdict.adjudication.acceptable  # zzz: only in NWL2023
    (record,) = station.records()
    body = record.body
    assert body["lexicon"]["fingerprint"] == fingerprint
    assert body["list_changed_while_typed"] == {
        "from": {"name": ENABLE, "fingerprint": enable_fingerprint},
        "to": {"name": "NWL2023", "fingerprint": fingerprint},
    }
    assert footer_text(flow.snapshot()) is None  # the verdict: the notice is gone
    station.clock.advance(600)  # past the verdict's time and the split-lookup window
    flow.tick()
    station.type("qi")
    station.tab()
    assert [r.body["typed"] for r in station.records()] == ["qi zzz", "qi"]
    assert "list_changed_while_typed" not in station.records()[-1].body  # the next play


def test_a_play_started_after_the_instant_says_nothing_of_a_change(
    make_station,  # noqa: F811
    kiosk_home,
    tmp_path,
    monkeypatch,
):
    station, _ = switching_station(make_station, kiosk_home, tmp_path, monkeypatch, 2)
    wait_for_switch(station)
    station.type("zzz")
    assert footer_text(station.window.flow.snapshot()) is None
    station.tab()
    (record,) = station.records()
    assert "list_changed_while_typed" not in record.body
    assert record.body["verdict"] == "ACCEPTABLE"


def test_a_station_out_of_contact_says_so_and_its_records_carry_it(
    make_station,  # noqa: F811
    kiosk_home,
    tmp_path,
    monkeypatch,
):
    station, _ = switching_station(make_station, kiosk_home, tmp_path, monkeypatch, 3600)
    window = station.window
    contact = window.contact_line
    # no central server: never reached, offline after 1 s
    station.qtbot.waitUntil(contact.isVisible, timeout=10_000)
    assert contact.text() == "Not in contact with the head director"
    station.type("cat")
    station.tab()
    assert window.verdict.isVisible() and contact.isVisible()  # the verdict stays in view
    assert not contact.geometry().intersects(window.stack.geometry())
    (record,) = station.records()
    assert record.body["contact"] == {"since": None, "offline": True}
    assert record.body["clock_offset_s"] == 0.0
    assert record.body["verdict"] == "ACCEPTABLE"
