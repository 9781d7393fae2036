"""The play flow across an event plan's switch (`StationFlow.set_profiles` with
``keep_play``): what is typed stays, the judge key judges with the list in force, the record
names both lists only when the list changed; a director's change still clears the play."""

from __future__ import annotations

from dataclasses import replace

from kiosk.core.flow import FlowSettings, ProfileChoice, Screen, StationFlow
from kiosk.core.keys import KeyPress
from kiosk.core.rules import rule_by_id
from tests.core.test_core_station import CSW, NWL, OLD, Clock, Recorder

A = ProfileChoice("Division A", OLD, rule_by_id("double"))
B = ProfileChoice("Division B", CSW, rule_by_id("five-point"))


def flow(*profiles: ProfileChoice, context=None) -> tuple[StationFlow, Recorder]:
    recorder = Recorder()
    made = StationFlow(profiles or (A,), recorder, Clock(), FlowSettings(), context=context)
    return made, recorder


def test_a_switch_to_another_list_keeps_the_words_and_judges_with_the_new_list():
    station, recorder = flow(context=lambda: {"clock_offset_s": 1.5})
    station.type("qi cat")
    station.set_profiles([replace(A, lexicon=NWL)], keep_play=True)
    assert station.text == "qi cat" and station.screen is Screen.ENTRY
    assert str(station.snapshot().notice) == (
        "From now on Division A judges with NWL (it was OLD): the judge key judges with NWL."
    )
    shown = station.judge()
    assert shown is not None and shown.adjudication.acceptable  # QI: only in NWL
    (pending,) = recorder.pending
    assert pending.record_extra == {
        "clock_offset_s": 1.5,
        "list_changed_while_typed": {
            "from": {"name": "OLD", "fingerprint": OLD.fingerprint},
            "to": {"name": "NWL", "fingerprint": NWL.fingerprint},
        },
    }
    assert station.snapshot().notice is None


def test_two_switches_name_the_list_typed_under_and_a_switch_back_names_none():
    station, recorder = flow()
    station.type("cat")
    station.set_profiles([replace(A, lexicon=NWL)], keep_play=True)
    station.set_profiles([replace(A, lexicon=CSW)], keep_play=True)
    assert station.list_change == {
        "from": {"name": "OLD", "fingerprint": OLD.fingerprint},
        "to": {"name": "CSW", "fingerprint": CSW.fingerprint},
    }
    station.set_profiles([A], keep_play=True)  # back to the list the play was typed under
    assert station.text == "cat" and station.list_change is None
    station.judge()
    assert recorder.pending[0].record_extra is None


def test_the_same_list_under_a_new_rule_keeps_the_words_and_says_nothing_of_a_list():
    station, _ = flow()
    station.type("cat")
    station.set_profiles([replace(A, rule=rule_by_id("single"))], keep_play=True)
    assert station.text == "cat" and station.profile.rule.id == "single"
    assert station.snapshot().notice is None


def test_a_table_and_chosen_division_stay_and_a_division_no_longer_judged_clears():
    station, _ = flow(replace(A, ask_table=True), B)
    assert station.choose(0) and station.screen is Screen.TABLE
    for key in ("1", "2", "Return"):
        station.press(KeyPress(key, "" if key == "Return" else key))
    assert station.table == 12 and station.screen is Screen.READY
    station.type("cat")
    station.set_profiles([replace(A, ask_table=True, lexicon=NWL), B], keep_play=True)
    assert station.profile.name == "Division A" and station.table == 12
    assert station.text == "cat" and station.list_change is not None
    station.set_profiles([B, replace(B, name="Division C")], keep_play=True)
    assert station.profile is None and station.text == ""  # Division A is not judged here


def test_a_directors_change_still_clears_the_play():
    station, _ = flow()
    station.type("cat")
    station.set_profiles([replace(A, lexicon=NWL)])
    assert station.text == "" and station.list_change is None
