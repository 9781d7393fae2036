"""Build the station for the system this runs on, with the Python of an environment that has
the ``build`` extra: ``.venv/bin/python installers/build.py`` (Windows:
``.venv\\Scripts\\python installers\\build.py``). On Debian or Ubuntu one command installs what
the build needs and runs this: ``bash installers/linux/build-tarball.sh`` (docs/director-setup.md).

Runs PyInstaller on ``installers/challenge-kiosk.spec`` and then, per system:

* Linux: checks that every bundled library finds its Qt dependencies inside the bundle, and
  packs ``dist/challenge-kiosk-<version>-linux-<machine>.tar.gz`` (the onedir folder plus
  ``linux/``: the .desktop file, the cage kiosk-session unit and its README).
* Windows: compiles ``installers/windows/challenge-kiosk.iss`` when Inno Setup's ``iscc`` is
  on PATH (else says how to).
* macOS: the spec has already made ``dist/Challenge Kiosk.app``.

Needs the ``build`` extra (``.venv/bin/python -m pip install -e '.[build]'``) and, on Linux, a C
compiler and binutils. Prints the build time and the sizes;
``--json`` prints them as one JSON object (used by bench/bench_frozen.py).

A build reuses what PyInstaller left in its work folder; ``--clean`` first removes this build's
own work folder and bundle. PyInstaller's own ``--clean`` is never passed: it also empties the
user's shared PyInstaller cache (``~/.cache/pyinstaller``), which other projects use.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "installers" / "challenge-kiosk.spec"
APP_NAME = "challenge-kiosk"
LINUX_FILES = ROOT / "installers" / "linux"
LINUX_BUILD_ONLY = {"build-tarball.sh"}  # builds this tarball, from a clone: not in it
ISS = ROOT / "installers" / "windows" / "challenge-kiosk.iss"
MAC_BUNDLE = "Challenge Kiosk.app"  # as the spec names it


def version() -> str:
    text = (ROOT / "kiosk" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'__version__\s*=\s*"([^"]+)"', text)
    if match is None:
        raise SystemExit("build: no __version__ in kiosk/__init__.py")
    return match.group(1)


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def run_pyinstaller(dist: Path, work: Path, quiet: bool) -> None:
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",  # no "--clean": it would empty the user's shared PyInstaller cache
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        "--log-level",
        "WARN" if quiet else "INFO",
        str(SPEC),
    ]
    subprocess.run(command, cwd=ROOT, check=True)


def clean_own_folders(dist: Path, work: Path) -> list[Path]:
    """Remove what an earlier run of this build left: PyInstaller's work folder for this spec
    and the bundle it made. Nothing else in ``work`` or ``dist`` (either may be a folder the
    user named, holding other things) and nothing outside them is touched. Returns what was
    removed."""
    removed = []
    for path in (work / SPEC.stem, dist / APP_NAME, dist / MAC_BUNDLE):
        if path.is_symlink() or path.is_file():
            path.unlink()
        elif path.is_dir():
            shutil.rmtree(path)
        else:
            continue
        removed.append(path)
    return removed


def missing_linux_libraries(bundle: Path) -> list[str]:
    """Bundled libraries whose Qt/Python dependencies ldd cannot find (Linux only).

    System libraries (libEGL, libGL, fontconfig, xkbcommon ...) are expected from the
    distribution and are not reported; a missing ``libQt6*``/``libpython``/``libicu`` means
    the spec dropped something still needed.
    """
    internal = bundle / "_internal"
    dirs = {str(p.parent) for p in internal.rglob("*.so*")}
    env = dict(os.environ, LD_LIBRARY_PATH=os.pathsep.join(sorted(dirs)))
    problems = []
    for lib in sorted(internal.rglob("*.so*")):
        if lib.is_symlink() or not lib.is_file():
            continue
        out = subprocess.run(["ldd", str(lib)], capture_output=True, text=True, env=env).stdout
        for line in out.splitlines():
            if "not found" in line and re.search(
                r"libQt6|libpython|libicu|libshiboken|libpyside", line
            ):
                problems.append(f"{lib.relative_to(bundle)}: {line.strip()}")
    return problems


def linux_tarball(bundle: Path, dist: Path, ver: str) -> Path:
    machine = platform.machine() or "unknown"
    target = dist / f"{APP_NAME}-{ver}-linux-{machine}.tar.gz"
    with tarfile.open(target, "w:gz", compresslevel=6) as tar:
        tar.add(bundle, arcname=APP_NAME)
        for item in sorted(LINUX_FILES.iterdir()):
            if item.name in LINUX_BUILD_ONLY:
                continue
            tar.add(item, arcname=f"{APP_NAME}/linux/{item.name}")
    return target


def windows_installer(ver: str) -> Path | None:
    iscc = shutil.which("iscc") or shutil.which("ISCC")
    if iscc is None:
        print(
            f"build: Inno Setup not found; to make the installer run: iscc /DAppVersion={ver} {ISS}"
        )
        return None
    subprocess.run([iscc, f"/DAppVersion={ver}", str(ISS)], check=True)
    return ROOT / "dist" / f"{APP_NAME}-{ver}-setup.exe"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the station for this system.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller work folder")
    parser.add_argument("--no-package", action="store_true", help="skip the tarball / installer")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument(
        "--clean",
        action="store_true",
        help="first remove this build's own work folder and bundle (never PyInstaller's "
        "shared cache)",
    )
    args = parser.parse_args(argv)

    ver = version()
    dist, work = args.dist.resolve(), args.work.resolve()
    if args.clean:
        for path in clean_own_folders(dist, work):
            if not args.json:
                print(f"build: removed {path}")
    started = time.perf_counter()
    run_pyinstaller(dist, work, quiet=args.json)
    build_seconds = time.perf_counter() - started
    bundle = dist / APP_NAME
    figures: dict[str, object] = {
        "version": ver,
        "system": sys.platform,
        "bundle": str(bundle),
        "build_seconds": round(build_seconds, 1),
        "unpacked_bytes": folder_size(bundle),
    }
    if sys.platform.startswith("linux"):
        problems = missing_linux_libraries(bundle)
        if problems:
            print("build: libraries the bundle lacks:", *problems, sep="\n  ", file=sys.stderr)
            return 1
        if not args.no_package:
            tarball = linux_tarball(bundle, dist, ver)
            figures["package"] = str(tarball)
            figures["package_bytes"] = tarball.stat().st_size
    elif sys.platform == "win32" and not args.no_package:
        installer = windows_installer(ver)
        if installer is not None and installer.exists():
            figures["package"] = str(installer)
            figures["package_bytes"] = installer.stat().st_size
    elif sys.platform == "darwin":
        figures["app"] = str(dist / MAC_BUNDLE)

    figures["total_seconds"] = round(time.perf_counter() - started, 1)
    if args.json:
        print(json.dumps(figures))
    else:
        print(f"built {bundle} in {build_seconds:.0f} s")
        print(f"unpacked: {figures['unpacked_bytes'] / 1e6:.1f} MB")
        if "package" in figures:
            print(f"package:  {figures['package']} ({figures['package_bytes'] / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
