#!/usr/bin/env bash
# The README's first Quick-start line: installs the station into the project's virtual
# environment (.venv, made on first use with python3 or PYTHON; Debian's own python3 works)
# and starts it with the arguments given, e.g.
#   bash scripts/station.sh --windowed --dev-exit
# On Debian it first installs the system libraries Qt's window needs, when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
# What Qt's X11 and Wayland windows load (PySide6's own wheels carry Qt, not these).
apt_install libegl1 libgl1 libx11-6 libx11-xcb1 libdbus-1-3 libfontconfig1 libfreetype6 \
  libglib2.0-0 libxkbcommon0 libxkbcommon-x11-0 fonts-dejavu-core libxcb-cursor0 \
  libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 libxcb-render-util0 libxcb-shape0 \
  libxcb-xinerama0 libxcb-xkb1 libxcb-xfixes0
project_venv
venv_install -e .
exec "$(dirname "$VENV_PYTHON")/challenge-kiosk" "$@"
