"""Files the programs write for themselves (station id, signing key, fleet password):
an unwritable home gives a clear message, leaves no half-written file, keeps what was there."""

from __future__ import annotations

import io
import sqlite3

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.exc import DatabaseError

from kiosk.audit.errors import first_line
from kiosk.audit.identity import station_identity, station_key
from kiosk.cli import main


def test_set_password_into_an_unwritable_folder_says_so_and_keeps_the_old_one(
    tmp_path, unwritable, monkeypatch, capsys
):
    folder = tmp_path / "secrets"
    folder.mkdir()
    target = folder / "fleet-password"
    monkeypatch.setattr("sys.stdin", io.StringIO("correct horse battery\n"))
    assert main(["fleet", "set-password", "--password-file", str(target)]) == 0
    before = target.read_bytes()
    assert before.startswith(b"$argon2id$") and target.stat().st_mode & 0o077 == 0

    unwritable(folder)
    monkeypatch.setattr("sys.stdin", io.StringIO("another long password\n"))
    assert main(["fleet", "set-password", "--password-file", str(target)]) == 2
    err = capsys.readouterr().err
    assert f"{target} cannot be written" in err and "Traceback" not in err
    assert target.read_bytes() == before
    assert sorted(p.name for p in folder.iterdir()) == ["fleet-password"]  # no temporary left


def test_station_id_and_key_in_an_unwritable_home_raise_oserror_and_leave_nothing(
    tmp_path, unwritable
):
    home = tmp_path / "home"
    home.mkdir()
    unwritable(home)
    with pytest.raises(OSError):
        station_identity(home)
    with pytest.raises(OSError):
        station_key(home)
    assert list(home.iterdir()) == []


def test_station_id_and_key_are_made_once_private_and_kept(tmp_path):
    home = tmp_path / "home"
    home.mkdir(mode=0o700)
    first, _host = station_identity(home)
    assert station_identity(home)[0] == first
    assert (home / "station-id").stat().st_mode & 0o077 == 0  # whatever the umask
    key = station_key(home)
    assert (home / "station-key.pem").stat().st_mode & 0o077 == 0
    again = station_key(home)
    assert key.public_key().public_bytes_raw() == again.public_key().public_bytes_raw()
    assert sorted(p.name for p in home.iterdir()) == ["station-id", "station-key.pem"]


def test_a_truncated_station_key_is_refused_not_replaced(tmp_path):
    home = tmp_path / "home"
    home.mkdir(mode=0o700)
    station_key(home)
    pem = home / "station-key.pem"
    pem.write_bytes(pem.read_bytes()[:40])
    with pytest.raises(ValueError):
        station_key(home)
    assert len(pem.read_bytes()) == 40  # the central log pinned the old key: never silently new


def test_first_line_gives_the_drivers_words_and_never_an_empty_message(tmp_path):
    junk = tmp_path / "not-a-log.sqlite3"
    junk.write_bytes(b"this is not a database" * 100)
    engine = create_engine(f"sqlite:///{junk}")
    with pytest.raises(DatabaseError) as caught, engine.connect() as conn:
        conn.execute(text("SELECT * FROM audit_records"))
    engine.dispose()
    assert first_line(caught.value) == "file is not a database"
    assert isinstance(caught.value.orig, sqlite3.DatabaseError)

    class Silent(Exception):
        pass

    assert first_line(Silent()) == "Silent"
    assert first_line(ValueError("first\nsecond")) == "first"
