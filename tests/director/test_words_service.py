"""What director mode reads from the service is made of messages, worded in its language.

A real station (station.toml, lexicons folder, SQLite audit log), as in
test_director_install: the service's refusals and previews are `Message`s whose
English is what ``str()`` gave before, the audit log still records English, and
with French installed for director mode `director_text` words them (the English
where French has no translation yet, every message inside in French where it has).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from kiosk.audit import AuditQuery, EventKind
from kiosk.audit.unrecorded import ImportReport
from kiosk.core.i18n import Message, said
from kiosk.director.pin import PinGuard, hash_pin
from kiosk.director.service import ChangeRefused, DirectorService
from tests.lexforge import open_genuine_station

NOT_A_LEXICON = "not a lexicon file (build one from a word list with lexicon-build)"


@pytest.fixture
def station(kiosk_home: Path):
    runtime = open_genuine_station(kiosk_home)
    yield runtime
    runtime.close()


def refusal(station, tmp_path: Path) -> ChangeRefused:
    """What the service says when a director installs a word list as a lexicon file."""
    bogus = tmp_path / "words.clex"
    bogus.write_text("AA\nCAT\n", encoding="utf-8")
    with pytest.raises(ChangeRefused) as caught:
        DirectorService(station).install(bogus)
    return caught.value


def messages(message: Message) -> list[Message]:
    """A message and every message inside it."""
    inner = [v for _, v in message.values if isinstance(v, Message)]
    return [message, *(m for v in inner for m in messages(v))]


def test_a_refused_install_carries_a_message_and_the_log_records_english(station, tmp_path):
    error = refusal(station, tmp_path)
    message = said(error)
    assert isinstance(message, Message)
    assert message.context == "DirectorService"
    assert message.english == str(error)
    assert str(error) == f"Refused: {tmp_path / 'words.clex'}: {NOT_A_LEXICON}"
    # the refusal (the service's), the file's problem and its reason (the lexicons')
    assert [m.context for m in messages(message)] == ["DirectorService", "Lexicons", "Lexicons"]
    assert len(messages(message)) == 3  # the refusal, the file's problem, its reason
    assert station.audit is not None
    refused = [
        r.body["details"]
        for r in station.audit.query(AuditQuery())
        if r.kind is EventKind.LEXICON_REFUSED
    ]
    assert [d["reason"] for d in refused] == [NOT_A_LEXICON]  # what the log records: English


def test_removing_the_builtin_lexicon_is_refused_with_a_message(station):
    with pytest.raises(ChangeRefused) as caught:
        DirectorService(station).remove("ENABLE")
    assert isinstance(said(caught.value), Message)
    assert str(caught.value) == "the built-in ENABLE lexicon cannot be removed"


def test_a_change_preview_is_made_of_messages(station):
    service = DirectorService(station)
    config = service.config
    profile = dataclasses.replace(config.profiles[0], rule="five-point")
    settings = dataclasses.replace(config.settings, sound=not config.settings.sound)
    lines = service.preview(dataclasses.replace(config, profiles=(profile,), settings=settings))
    assert lines and all(isinstance(line, Message) for line in lines)
    assert all(line.context == "Changes" for line in lines)
    english = [str(line) for line in lines]
    assert "Change the rule of 'Division A' from Double challenge to 5-point challenge." in english
    on, off = ("on", "off") if settings.sound else ("off", "on")
    assert f"Change the sound on the verdict from {off} to {on}." in english


def test_pin_and_import_texts_are_messages(tmp_path):
    with pytest.raises(ValueError) as caught:
        hash_pin("123")
    assert str(caught.value) == "the PIN needs at least 6 characters"
    assert isinstance(said(caught.value), Message)
    stored = "$argon2id$v=19$m=1024,t=1,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA"
    guard = PinGuard(tmp_path, lambda: stored)
    check = guard.check("wrong-pin")
    assert isinstance(check.message, Message)
    assert str(check.message) == "Wrong PIN. 4 more tries before a wait."
    unreadable = PinGuard(tmp_path / "other", lambda: "").check("wrong-pin")  # none readable
    assert isinstance(unreadable.message, Message)
    assert str(unreadable.message).startswith("No PIN can be checked")
    report = ImportReport(added=2, already_in_log=1, kept=0, problems=())
    assert str(report.sentence()) == (
        "2 added to the log as late records, 1 were already in the log."
    )


def test_director_mode_in_french_words_the_service_messages(station, tmp_path, qtbot):
    from kiosk.ui.i18n import application_language, install_application_language
    from kiosk.ui.player_text import director_text

    error = refusal(station, tmp_path)
    service = DirectorService(station)
    profile = dataclasses.replace(service.config.profiles[0], rule="five-point")
    (line,) = service.preview(dataclasses.replace(service.config, profiles=(profile,)))
    install_application_language("fr")
    try:
        french = application_language()
        assert french.code == "fr" and french.loaded

        def translated(message: Message) -> bool:
            return any(french.lookup(m.context, m.source) != m.source for m in messages(message))

        worded = director_text(error)
        message = said(error)
        assert isinstance(message, Message)
        if translated(message):
            assert worded != str(error)
        else:  # no French for these sentences yet: the English, whole
            assert worded == str(error)

        # The rule titles inside the preview line are worded in French, like the rule lists.
        double = french.lookup("Rule", "Double challenge")
        five = french.lookup("Rule", "5-point challenge")
        assert double != "Double challenge"
        outer = french.lookup(line.context, line.source)
        assert director_text(line) == outer.format(profile="'Division A'", old=double, new=five)
    finally:
        install_application_language("en")
    assert director_text(error) == str(error)
