"""The verdict said aloud, or a sound of its own: never the only signal (the screen is).

``spoken_verdict = true`` says the verdict and the consequence in the profile's language with
Qt's QTextToSpeech when the platform has it and a voice for that language (PySide6-Addons
brings the module; the station does not require it). Otherwise, and with ``sound = true``,
each verdict has its own sound: two rising tones for ACCEPTABLE, one low falling tone for
UNACCEPTABLE, played by the system's player (winsound, afplay, paplay or aplay). With none
of those, the bell rings once for ACCEPTABLE and three times for UNACCEPTABLE.

The speech engine is the platform's default; ``KIOSK_SPEECH_ENGINE`` names another of
``QTextToSpeech.availableEngines()`` (the tests use Qt's ``mock`` engine). An engine that fails
to start, or has no voice for the language, gives the sound instead, and says why in the
station's log (once per language). ``python3 -m kiosk.ui.speech --check fr en`` prints, as
JSON, whether each language can be spoken and what is heard otherwise: the self-test runs it
(`kiosk.health.selftest`, which imports no Qt) when ``spoken_verdict`` is on.
"""

from __future__ import annotations

import io
import json
import logging
import math
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import wave
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QTimer
from PySide6.QtWidgets import QApplication

from kiosk.ui.player_text import Player

__all__ = ["Announcement", "VerdictVoice", "speech_report", "verdict_wav"]

log = logging.getLogger(__name__)
RATE = 16_000


def _tone(frequency: float, seconds: float, falling: float = 0.0) -> bytes:
    frames = bytearray()
    count = int(RATE * seconds)
    for i in range(count):
        f = frequency - falling * i / count
        envelope = min(1.0, i / 400, (count - i) / 400)
        sample = int(12_000 * envelope * math.sin(2 * math.pi * f * i / RATE))
        frames += struct.pack("<h", sample)
    return bytes(frames)


def verdict_wav(acceptable: bool) -> bytes:
    """A WAV file (16 kHz mono): rising C5-G5 for ACCEPTABLE, a falling low buzz otherwise."""
    if acceptable:
        frames = _tone(523.25, 0.16) + _tone(783.99, 0.24)
    else:
        frames = _tone(220.0, 0.5, falling=60.0)

    out = io.BytesIO()
    with wave.open(out, "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(frames)
    return out.getvalue()


_sound_files: dict[bool, Path] = {}


def sound_file(acceptable: bool) -> Path:
    """The verdict's sound as a file for the system's player (written once per process)."""
    path = _sound_files.get(acceptable)
    if path is None or not path.exists():
        with tempfile.NamedTemporaryFile(prefix="verdict-", suffix=".wav", delete=False) as f:
            f.write(verdict_wav(acceptable))
        path = _sound_files[acceptable] = Path(f.name)
    return path


@dataclass(frozen=True)
class Announcement:
    """What the station did to announce a verdict (for the tests and the log)."""

    how: str  # "speech", "sound", "bell"
    text: str
    language: str


def _text_to_speech() -> Any | None:
    try:
        from PySide6.QtTextToSpeech import QTextToSpeech  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        return None
    return QTextToSpeech


class VerdictVoice:
    """Announces verdicts: spoken when asked and possible, else a sound per verdict."""

    def __init__(self, *, speak: bool, sound: bool, engine: str | None = None) -> None:
        self.speak = speak
        self.sound = sound
        self.engine = os.environ.get("KIOSK_SPEECH_ENGINE", "") if engine is None else engine
        self.last: Announcement | None = None
        self._speech: Any = None
        self._told: set[str] = set()  # the languages whose missing voice the log was told of
        self._player = self._find_player() if self.enabled else None
        self.sounded: list[tuple[str, ...]] = []  # the player commands started (for the tests)

    @property
    def enabled(self) -> bool:
        return self.speak or self.sound

    @staticmethod
    def _find_player() -> list[str] | None:
        if sys.platform == "win32":
            return ["winsound"]
        for command in (["afplay"], ["paplay"], ["aplay", "-q"]):
            if shutil.which(command[0]):
                return command
        return None

    def speech_problem(self, language: str) -> str | None:
        """Why a verdict cannot be spoken in ``language`` (None: it can)."""
        engine_type = _text_to_speech()
        if engine_type is None:
            return "Qt's text-to-speech module is not installed (PySide6-Addons)"
        if self._speech is None:
            self._speech = engine_type(self.engine) if self.engine else engine_type()
        if self._speech.state() == engine_type.State.Error:
            why = self._speech.errorString() or "it reports an error"
            name = self._speech.engine() or self.engine
            engine = f"the speech engine {name!r}" if name else "the default speech engine"
            return f"{engine} did not start: {why}"
        locale = QLocale(language)
        if not any(loc.language() == locale.language() for loc in self._speech.availableLocales()):
            return f"no voice for {QLocale.languageToString(locale.language())} ({language})"
        return None

    def _speaker(self, language: str) -> Any | None:
        problem = self.speech_problem(language)
        if problem is not None:  # the verdict's sound instead; said once in the log
            if language not in self._told:
                self._told.add(language)
                log.warning("the verdict cannot be spoken: %s; its sound is used", problem)
            return None
        self._speech.setLocale(QLocale(language))
        return self._speech

    @property
    def fallback(self) -> str:
        """What is heard when a verdict is not spoken: "sound" (with the player's name) or
        "bell"."""
        return f"sound ({self._player[0]})" if self._player else "bell"

    def announce(self, acceptable: bool, consequence: str, words: Player) -> Announcement | None:
        """Say or sound the verdict; ``words`` are the profile's player texts."""
        if not self.enabled:
            return None
        language = words.language.code
        text = f"{words.verdict_short(acceptable)}. {consequence}".replace("\u00a0", " ")
        if self.speak:
            speaker = self._speaker(language)
            if speaker is not None:
                speaker.say(text)
                return self._done("speech", text, language)
        if self._player is not None and self._play(acceptable):
            return self._done("sound", text, language)
        QApplication.beep()
        if not acceptable:  # three rings: never the same signal for both verdicts
            QTimer.singleShot(250, QApplication.beep)
            QTimer.singleShot(500, QApplication.beep)
        return self._done("bell", text, language)

    def _done(self, how: str, text: str, language: str) -> Announcement:
        self.last = Announcement(how, text, language)
        return self.last

    def _play(self, acceptable: bool) -> bool:
        assert self._player is not None
        try:
            if self._player == ["winsound"]:
                import winsound  # type: ignore[import-not-found,unused-ignore]

                flags = winsound.SND_FILENAME | winsound.SND_ASYNC  # type: ignore[attr-defined,unused-ignore]
                winsound.PlaySound(str(sound_file(acceptable)), flags)  # type: ignore[attr-defined,unused-ignore]
                return True

            command = (*self._player, str(sound_file(acceptable)))
            subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            self.sounded.append(command)
            return True
        except OSError as exc:
            log.warning("the verdict sound could not be played: %s", exc)
            return False


def speech_report(languages: list[str], engine: str | None = None) -> dict[str, Any]:
    """Whether each language's verdict can be spoken here, and what is heard otherwise:
    ``{"languages": {code: None or why not}, "fallback": "sound (aplay)" or "bell"}``.
    Needs a Qt application object (`main` makes one)."""
    voice = VerdictVoice(speak=True, sound=False, engine=engine)
    return {
        "languages": {code: voice.speech_problem(code) for code in languages},
        "fallback": voice.fallback,
    }


def main(argv: list[str] | None = None) -> int:
    """``python3 -m kiosk.ui.speech --check LANG ...``: `speech_report` as one JSON line."""
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] != "--check":
        print("usage: python3 -m kiosk.ui.speech --check LANGUAGE ...", file=sys.stderr)
        return 2

    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    print(json.dumps(speech_report(args[1:])))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
