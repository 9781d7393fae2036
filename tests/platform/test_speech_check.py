"""Speech that cannot start is said, never silent (issue 24 item 8): the self-test reports
whether each profile's language can be spoken when ``spoken_verdict`` is on, and a verdict
that cannot be spoken is heard as its own sound. The real `--self-test` in a subprocess;
Qt's mock speech engine (English and Norwegian voices, no French)."""

from __future__ import annotations

import logging
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO
from tests.health.test_selftest import write_config

pytest.importorskip("PySide6.QtTextToSpeech", reason="the speech extra is not installed")

SPOKEN = """
[settings]
spoken_verdict = {spoken}

[[profiles]]
name = "Open"
language = "en"

[[profiles]]
name = "Élite"
language = "fr"

[[profiles]]
name = "Norsk"
language = "nb"
rule = "ten-point-per-play"
"""


def _self_test(home: Path, engine: str) -> tuple[int, list[str]]:
    env = {
        **os.environ,
        "CHALLENGE_KIOSK_HOME": str(home),
        "KIOSK_SPEECH_ENGINE": engine,
        "PYTHONPATH": str(REPO),
        "QT_QPA_PLATFORM": "offscreen",
    }
    done = subprocess.run(
        [sys.executable, "-m", "kiosk", "--self-test"],
        capture_output=True,
        text=True,
        env=env,
        cwd=REPO,
        timeout=180,
        check=False,
    )
    return done.returncode, done.stdout.splitlines()


def _speech_lines(lines: list[str]) -> list[str]:
    return [line for line in lines if " speech" in line.split(":")[0]]


def test_the_self_test_says_which_languages_can_be_spoken(kiosk_home):
    write_config(kiosk_home, SPOKEN.format(spoken="true"))
    code, lines = _self_test(kiosk_home, "mock")
    speech = _speech_lines(lines)
    assert speech[0] == "PASS  speech en (Open): verdicts and consequences are spoken"
    assert speech[1].startswith("WARN  speech fr (Élite): no voice for French (fr): ")
    assert "instead" in speech[1]
    assert speech[2] == "PASS  speech nb (Norsk): verdicts and consequences are spoken"
    assert len(speech) == 3
    assert code == 0, lines  # a warning: the station judges, and sounds the verdict
    assert lines[-1].startswith("Self-test: station ready, with")


def test_an_engine_that_cannot_start_is_a_warning_for_every_language(kiosk_home):
    write_config(kiosk_home, SPOKEN.format(spoken="true"))
    code, lines = _self_test(kiosk_home, "no-such-engine")
    speech = _speech_lines(lines)
    assert len(speech) == 3 and all(line.startswith("WARN  speech") for line in speech)
    assert all("did not start" in line for line in speech), speech
    assert code == 0


def test_no_speech_line_when_speech_is_off(kiosk_home):
    write_config(kiosk_home, SPOKEN.format(spoken="false"))
    code, lines = _self_test(kiosk_home, "mock")
    assert _speech_lines(lines) == [] and code == 0, lines


def _fake_player(folder: Path) -> Path:
    """An ``aplay`` that keeps a copy of what it was asked to play."""
    folder.mkdir()
    played = folder / "played"
    player = folder / "aplay"
    player.write_text(
        f'#!/bin/sh\nfor f; do :; done\ncp "$f" "{played}"\necho "$@" >> "{played}.args"\n'
    )
    player.chmod(player.stat().st_mode | stat.S_IXUSR)
    return played


def test_a_verdict_that_cannot_be_spoken_is_heard_as_its_own_sound(
    qapp, tmp_path, monkeypatch, caplog
):
    from kiosk.ui.player_text import player_text
    from kiosk.ui.speech import VerdictVoice, verdict_wav

    played = _fake_player(tmp_path / "bin")
    monkeypatch.setenv("PATH", f"{tmp_path / 'bin'}:/usr/bin:/bin")
    caplog.set_level(logging.WARNING, logger="kiosk.ui.speech")
    voice = VerdictVoice(speak=True, sound=False, engine="mock")
    assert voice.fallback == "sound (aplay)"
    french = player_text("fr")
    for acceptable in (False, True):  # the mock engine has no French voice
        done = voice.announce(acceptable, "", french)
        assert done is not None and done.how == "sound" and done.language == "fr"
        command = voice.sounded[-1]
        assert command[0] == "aplay" and command[-1].endswith(".wav")
        for _ in range(100):  # the player runs in the background
            if played.exists() and played.read_bytes() == verdict_wav(acceptable):
                break
            subprocess.run(["sleep", "0.05"], check=True)
        assert played.read_bytes() == verdict_wav(acceptable)  # each verdict its own sound
    warnings = [r.getMessage() for r in caplog.records]
    assert warnings == [
        "the verdict cannot be spoken: no voice for French (fr); its sound is used"
    ]  # said once, not at every verdict
    english = voice.announce(True, "The play stands.", player_text("en"))
    assert english is not None and english.how == "speech"
