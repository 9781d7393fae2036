#!/usr/bin/env bash
# Builds the Linux release tarball, from a clone of the project, in one command:
#
#   bash installers/linux/build-tarball.sh
#
# On Debian 12 (its own python3 works: nothing goes into the system's Python) or Ubuntu 22.04
# and newer. It installs what the build needs with apt-get (as root, or through sudo): a C
# compiler for the bundle's empty ICU data library, binutils (PyInstaller strips with it),
# Debian's shared libpython (PyInstaller bundles it) and the libraries Qt loads while
# PyInstaller looks at it; then makes the project's virtual environment (.venv, or
# KIOSK_VENV; from python3, or PYTHON) with the build extra, and runs installers/build.py with
# that environment's Python. It ends with dist/challenge-kiosk-<version>-linux-<machine>.tar.gz
# (and the unpacked dist/challenge-kiosk/). Arguments are build.py's (--clean, --dist DIR,
# --work DIR, --json ...). An environment that already has the build extra for this
# pyproject.toml (tests/run.sh installs .[test,build,speech]) is used as it is.
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")/../.."
. scripts/lib.sh

base=${PYTHON:-python3}
command -v "$base" >/dev/null 2>&1 ||
    { echo "No $base on PATH: install Python 3.11 or later (apt-get install python3)." >&2; exit 1; }
BUILD_PACKAGES=(
    gcc binutils  # the empty ICU data library (installers/linux/icu_stub_data.c); strip
    # what Qt loads when PyInstaller looks at PySide6
    libegl1 libgl1 libfontconfig1 libfreetype6 libxkbcommon0 libdbus-1-3 libglib2.0-0
)
# Debian's and Ubuntu's python3 is built without a shared libpython: it comes in its own
# package, which PyInstaller needs (a Python of one's own, e.g. pyenv's, brings its own).
if [ "$(readlink -f "$(command -v "$base")")" = "/usr/bin/$(basename "$(readlink -f "$(command -v "$base")")")" ]; then
    BUILD_PACKAGES+=("libpython$("$base" -c 'import sys; print("%d.%d" % sys.version_info[:2])')")
fi
apt_install "${BUILD_PACKAGES[@]}"

project_venv
pyproject=$(sha256sum pyproject.toml | cut -d' ' -f1)
stamp_file="$(dirname "$VENV_PYTHON")/../.challenge-kiosk-installed"
if ! grep -qE "^-e \.\[([a-z]+,)*build(,[a-z]+)*\] $pyproject\$" "$stamp_file" 2>/dev/null; then
    venv_install -e '.[build]'
fi
exec "$VENV_PYTHON" installers/build.py "$@"
