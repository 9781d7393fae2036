"""What the operating system must do while the kiosk window is up, and undo when it closes.

* macOS: presentation options that hide the Dock and the menu bar and disable process
  switching (Cmd+Tab), Force Quit (Cmd+Opt+Esc), log out/restart and Hide (Cmd+H), set on
  ``NSApplication.sharedApplication`` through the Objective-C runtime (ctypes, no PyObjC).
* Windows: keep the display and the system awake (``SetThreadExecutionState``).
* Anything else (Linux runs under the ``cage`` compositor, which already shows one window
  and nothing else): nothing.

Every call is guarded by the platform, and the system layer is passed in so tests can check
exactly what would be called. A failure never stops the station: it is kept in
`KioskSession.problems` (the kiosk still works, only less locked down).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from typing import Any, Protocol

__all__ = [
    "MAC_KIOSK_OPTIONS",
    "WIN_KEEP_AWAKE",
    "KioskSession",
    "ObjCBridge",
    "enter_kiosk",
]

# NSApplicationPresentationOptions (AppKit, NSApplication.h)
NS_HIDE_DOCK = 1 << 1
NS_HIDE_MENU_BAR = 1 << 3
NS_DISABLE_PROCESS_SWITCHING = 1 << 5
NS_DISABLE_FORCE_QUIT = 1 << 6
NS_DISABLE_SESSION_TERMINATION = 1 << 7
NS_DISABLE_HIDE_APPLICATION = 1 << 8
MAC_KIOSK_OPTIONS = (
    NS_HIDE_DOCK
    | NS_HIDE_MENU_BAR
    | NS_DISABLE_PROCESS_SWITCHING
    | NS_DISABLE_FORCE_QUIT
    | NS_DISABLE_SESSION_TERMINATION
    | NS_DISABLE_HIDE_APPLICATION
)

# SetThreadExecutionState flags (winbase.h)
ES_CONTINUOUS = 0x80000000
ES_SYSTEM_REQUIRED = 0x00000001
ES_DISPLAY_REQUIRED = 0x00000002
WIN_KEEP_AWAKE = ES_CONTINUOUS | ES_DISPLAY_REQUIRED | ES_SYSTEM_REQUIRED


class ObjCBridge(Protocol):
    """The three messages the kiosk sends to ``NSApplication``."""

    def shared_application(self) -> int: ...

    def presentation_options(self, app: int) -> int: ...

    def set_presentation_options(self, app: int, options: int) -> None: ...


class CtypesObjC:
    """`ObjCBridge` through libobjc: objc_getClass, sel_registerName, objc_msgSend."""

    def __init__(self) -> None:
        import ctypes  # only on macOS: ctypes and what it loads are not needed elsewhere
        import ctypes.util

        path = ctypes.util.find_library("objc") or "/usr/lib/libobjc.A.dylib"
        self._objc = ctypes.cdll.LoadLibrary(path)
        # Qt's cocoa plugin has loaded AppKit already; loading it again is harmless.
        ctypes.cdll.LoadLibrary("/System/Library/Frameworks/AppKit.framework/AppKit")
        self._objc.objc_getClass.restype = ctypes.c_void_p
        self._objc.objc_getClass.argtypes = [ctypes.c_char_p]
        self._objc.sel_registerName.restype = ctypes.c_void_p
        self._objc.sel_registerName.argtypes = [ctypes.c_char_p]
        send = ("objc_msgSend", self._objc)
        # objc_msgSend must be called through the exact prototype of each method (arm64).
        self._send_id = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p)(send)
        self._send_get = ctypes.CFUNCTYPE(ctypes.c_ulong, ctypes.c_void_p, ctypes.c_void_p)(send)
        self._send_set = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_ulong)(
            send
        )

    def _sel(self, name: str) -> int:
        return int(self._objc.sel_registerName(name.encode()))

    def shared_application(self) -> int:
        cls = self._objc.objc_getClass(b"NSApplication")
        return int(self._send_id(cls, self._sel("sharedApplication")))

    def presentation_options(self, app: int) -> int:
        return int(self._send_get(app, self._sel("presentationOptions")))

    def set_presentation_options(self, app: int, options: int) -> None:
        self._send_set(app, self._sel("setPresentationOptions:"), options)


@dataclass
class KioskSession:
    """What `enter_kiosk` changed; `release` puts it back (safe to call twice)."""

    applied: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    _undo: list[Any] = field(default_factory=list, repr=False)

    def release(self) -> None:
        while self._undo:
            undo = self._undo.pop()
            try:
                undo()
            except Exception as exc:  # leaving the kiosk must never fail
                self.problems.append(f"release: {exc}")


def enter_kiosk(
    *,
    platform: str | None = None,
    objc: ObjCBridge | None = None,
    kernel32: Any = None,
) -> KioskSession:
    """Apply this system's kiosk settings; call when the kiosk window is shown."""
    platform = platform or sys.platform
    session = KioskSession()
    if platform == "darwin":
        _enter_mac(session, objc)
    elif platform == "win32":
        _enter_windows(session, kernel32)
    return session


def _enter_mac(session: KioskSession, objc: ObjCBridge | None) -> None:
    try:
        bridge = objc or CtypesObjC()
        app = bridge.shared_application()
        previous = bridge.presentation_options(app)
        bridge.set_presentation_options(app, MAC_KIOSK_OPTIONS)
    except Exception as exc:
        session.problems.append(f"macOS presentation options: {exc}")
        return
    session.applied.append("macOS presentation options")
    session._undo.append(lambda: bridge.set_presentation_options(app, previous))


def _enter_windows(session: KioskSession, kernel32: Any) -> None:
    try:
        if kernel32 is None:
            import ctypes
        k32 = kernel32 or ctypes.windll.kernel32  # type: ignore[attr-defined]
        if not k32.SetThreadExecutionState(WIN_KEEP_AWAKE):
            raise OSError("SetThreadExecutionState refused")
    except Exception as exc:
        session.problems.append(f"Windows keep-awake: {exc}")
        return
    session.applied.append("Windows keep display awake")
    session._undo.append(lambda: k32.SetThreadExecutionState(ES_CONTINUOUS))
