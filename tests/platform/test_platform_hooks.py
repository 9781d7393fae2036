"""Kiosk settings per operating system: exactly what is asked of macOS and Windows, and
nothing at all elsewhere."""

from __future__ import annotations

import ctypes
import sys

import pytest

from kiosk.runtime import platform_hooks
from kiosk.runtime.platform_hooks import MAC_KIOSK_OPTIONS, WIN_KEEP_AWAKE, enter_kiosk

APP = 0x7F00  # stands for the NSApplication pointer


class FakeObjC:
    def __init__(self, previous: int = 0) -> None:
        self.options = previous
        self.calls: list[tuple] = []

    def shared_application(self) -> int:
        self.calls.append(("sharedApplication",))
        return APP

    def presentation_options(self, app: int) -> int:
        self.calls.append(("presentationOptions", app))
        return self.options

    def set_presentation_options(self, app: int, options: int) -> None:
        self.calls.append(("setPresentationOptions:", app, options))
        self.options = options


class FakeKernel32:
    def __init__(self, result: int = 1) -> None:
        self.calls: list[int] = []
        self.result = result

    def SetThreadExecutionState(self, flags: int) -> int:
        self.calls.append(flags)
        return self.result


def test_mac_option_bitmask_is_exactly_the_kiosk_set():
    # HideDock 2 | HideMenuBar 8 | DisableProcessSwitching 32 | DisableForceQuit 64
    # | DisableSessionTermination 128 | DisableHideApplication 256
    assert MAC_KIOSK_OPTIONS == 2 | 8 | 32 | 64 | 128 | 256 == 490


def test_on_macos_the_options_are_set_and_the_previous_ones_restored(monkeypatch):
    monkeypatch.setattr(sys, "platform", "darwin")
    objc = FakeObjC(previous=0)
    session = enter_kiosk(objc=objc)
    assert objc.calls == [
        ("sharedApplication",),
        ("presentationOptions", APP),
        ("setPresentationOptions:", APP, 490),
    ]
    assert session.applied == ["macOS presentation options"] and session.problems == []
    session.release()
    session.release()  # twice is harmless
    assert objc.calls[-1] == ("setPresentationOptions:", APP, 0)
    assert len(objc.calls) == 4


def test_a_failing_objc_layer_never_stops_the_station():
    class Broken(FakeObjC):
        def set_presentation_options(self, app, options):
            raise OSError("no AppKit")

    session = enter_kiosk(platform="darwin", objc=Broken())
    assert session.applied == []
    assert session.problems == ["macOS presentation options: no AppKit"]
    session.release()


def test_on_windows_the_display_is_kept_awake_until_release():
    kernel32 = FakeKernel32()
    session = enter_kiosk(platform="win32", kernel32=kernel32)
    assert kernel32.calls == [0x80000000 | 0x2 | 0x1] == [WIN_KEEP_AWAKE]
    session.release()
    assert kernel32.calls[-1] == 0x80000000  # ES_CONTINUOUS alone: back to normal
    assert session.applied == ["Windows keep display awake"]


def test_windows_refusal_is_reported_not_raised():
    session = enter_kiosk(platform="win32", kernel32=FakeKernel32(result=0))
    assert session.problems == ["Windows keep-awake: SetThreadExecutionState refused"]


@pytest.mark.parametrize("platform", ["linux", "freebsd14"])
def test_elsewhere_nothing_is_called(platform, monkeypatch):
    monkeypatch.setattr(sys, "platform", platform)

    def forbidden(*args, **kwargs):
        raise AssertionError("a system library was loaded")

    monkeypatch.setattr(ctypes.cdll, "LoadLibrary", forbidden)
    monkeypatch.setattr(platform_hooks, "CtypesObjC", forbidden)
    objc, kernel32 = FakeObjC(), FakeKernel32()
    session = enter_kiosk(objc=objc, kernel32=kernel32)
    session.release()
    assert objc.calls == [] and kernel32.calls == []
    assert session.applied == [] and session.problems == []


def test_the_station_window_applies_and_releases_the_hooks(monkeypatch, qapp):
    """kiosk.ui.app.run enters the hooks when the kiosk window is shown, releases on exit."""
    from kiosk.ui import app as app_module

    events = []

    class Session:
        def release(self):
            events.append("release")

    def enter():
        events.append("enter")
        return Session()

    monkeypatch.setattr(app_module.platform_hooks, "enter_kiosk", enter)
    monkeypatch.setattr(app_module.KioskWindow, "show_kiosk", lambda self: events.append("show"))
    monkeypatch.setattr(type(qapp), "exec", lambda self: events.append("exec") or 0)
    assert app_module.run() == 0
    assert events == ["enter", "show", "exec", "release"]

    events.clear()
    monkeypatch.setattr(app_module.KioskWindow, "show_windowed", lambda self: None)
    assert app_module.run(windowed=True) == 0
    assert events == ["exec"]  # a window on a desktop is not locked down
