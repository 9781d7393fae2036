#!/usr/bin/env bash
# Installs everything the test suite needs on Debian 12: system libraries for Qt offscreen,
# PostgreSQL for the central-log tests, Chromium for the HTML report test, binutils and gcc for
# the PyInstaller bundle test; then the project's virtual environment (.venv, scripts/lib.sh)
# with the project and its test, build and speech extras (speech: Qt's mock voice for the
# spoken-verdict tests). Checks the import contracts and the types, and runs the tests.
# Usage: bash tests/run.sh [pytest arguments]
#        bash tests/run.sh --install-only   (installs, checks nothing, runs nothing)
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(
  libegl1 libgl1 libx11-6 libx11-xcb1 libdbus-1-3 libfontconfig1 libfreetype6 libglib2.0-0
  libxkbcommon0 libxkbcommon-x11-0 fonts-dejavu-core
  postgresql chromium chromium-driver  # chromium-driver: the fleet page tests (Selenium)
  binutils libpython3.11  # the frozen-bundle test: PyInstaller strips, and needs a shared libpython
  gcc  # the bundle's empty ICU data library (installers/linux/icu_stub_data.c)
  # keys as people press them: the real station on an X server, keys sent with xdotool
  # (tests/xsession.py), screenshots with ImageMagick's import, Qt's xcb platform libraries
  xvfb openbox xdotool x11-xserver-utils x11-utils imagemagick  # x11-utils: xprop
  libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 libxcb-render-util0
  libxcb-shape0 libxcb-xinerama0 libxcb-xkb1 libxcb-xfixes0
  faketime  # a clock set wrong (tests/director/test_pin_clock.py, tests/core/test_prior_clock.py)
  cage xwayland  # the Linux kiosk session, nested in Xvfb (tests/platform/test_linux_recipe.py)
  tesseract-ocr sqlite3  # reading what a screen says (OCR), and a log as a person would
  shellcheck file  # the macOS signing script checked (tests/platform/test_platform_recipes.py)
  nodejs  # the second verifier of audit exports (verifier/verify.mjs, tests/audit/test_conformance.py)
)
. scripts/lib.sh
apt_install "${APT_PACKAGES[@]}"

# The project's virtual environment (.venv, made with python3 or PYTHON), as the Quick start's
# first line makes it: Debian's own python3 takes no packages (PEP 668). Its bin/ comes first on
# PATH, so the tests' commands (challenge-kiosk, python3) are the environment's.
project_venv
venv_install -e '.[test,build,speech]'
PYTHON="$VENV_PYTHON"
export VIRTUAL_ENV="$(cd "$(dirname "$VENV_PYTHON")/.." && pwd)"
export PATH="$VIRTUAL_ENV/bin:$PATH"
if [ "${1:-}" = "--install-only" ]; then
  exit 0
fi
export QT_QPA_PLATFORM=offscreen
# The architecture and the types are checked before the tests (contracts and mypy settings
# are in pyproject.toml).
echo "Checking import contracts (import-linter)"
"$PYTHON" -c "import sys; from importlinter.cli import lint_imports; sys.exit(lint_imports(no_logo=True, no_cache=True))"
echo "Checking types (mypy)"
"$PYTHON" -m mypy
# The station's bytecode, written once, as installing it writes it: the tests start the
# station and its commands as processes hundreds of times, and with PYTHONDONTWRITEBYTECODE
# set (or no writable cache) each of them would compile the sources again.
"$PYTHON" -m compileall -q -j 0 kiosk lexicon_build tests >/dev/null
exec "$PYTHON" -m pytest "$@"
