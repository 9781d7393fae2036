# Shared by scripts/station.sh and tests/run.sh (sourced, not run): the project's virtual
# environment and the Debian packages it needs. Works with Debian's own python3 (PEP 668: no
# packages go into the system's Python) and with any other Python 3.11 or later.

# apt_install PACKAGE...: installs the Debian packages not yet installed (as root, or with
# sudo); on a system without apt, or without the right to install, says what is needed.
apt_install() {
  local missing=() pkg
  command -v dpkg-query >/dev/null 2>&1 || return 0  # not Debian: the packages are the user's
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  [ ${#missing[@]} -gt 0 ] || return 0
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
      sudo=(sudo)
    else
      echo "These Debian packages are needed: ${missing[*]}" >&2
      echo "Install them as root (apt-get install ${missing[*]}), then run this again." >&2
      return 1
    fi
  fi
  echo "Installing system packages: ${missing[*]}" >&2
  "${sudo[@]}" apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends \
    "${missing[@]}" >&2
}

# project_venv: makes the project's virtual environment once (KIOSK_VENV, default .venv in the
# project) from PYTHON (default python3) and sets VENV_PYTHON to its interpreter. Debian's
# python3 makes one only with its venv package, which this installs when it is missing.
project_venv() {
  local base="${PYTHON:-python3}" venv="${KIOSK_VENV:-$PWD/.venv}"
  if ! command -v "$base" >/dev/null 2>&1; then
    echo "No $base on PATH: install Python 3.11 or later (Debian: apt-get install python3)." >&2
    return 1
  fi
  if ! "$base" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
    echo "$base is Python $("$base" -c 'import platform; print(platform.python_version())');" \
      "the station needs 3.11 or later (set PYTHON=python3.12, say)." >&2
    return 1
  fi
  if [ -x "$venv/bin/python" ] && "$venv/bin/python" -m pip --version >/dev/null 2>&1; then
    VENV_PYTHON="$venv/bin/python"
    return 0
  fi
  rm -rf "$venv"
  if ! "$base" -c 'import ensurepip, venv' >/dev/null 2>&1; then
    # Debian and Ubuntu keep ensurepip in python3.X-venv
    apt_install "python$("$base" -c 'import sys; print("%d.%d" % sys.version_info[:2])')-venv"
  fi
  echo "Making the virtual environment $venv" >&2
  "$base" -m venv "$venv" >&2
  VENV_PYTHON="$venv/bin/python"
}

# venv_install SPEC: pip-installs SPEC (e.g. -e '.[test]') into the virtual environment unless
# the same SPEC with the same pyproject.toml was installed there before.
venv_install() {
  local stamp_file stamp
  stamp_file="$(dirname "$VENV_PYTHON")/../.challenge-kiosk-installed"
  stamp="$* $(sha256sum pyproject.toml | cut -d' ' -f1)"
  if [ -f "$stamp_file" ] && grep -qxF -- "$stamp" "$stamp_file"; then
    return 0
  fi
  echo "Installing the station and its Python packages into $(dirname "$(dirname "$VENV_PYTHON")")" >&2
  "$VENV_PYTHON" -m pip install -q --disable-pip-version-check "$@" >&2
  echo "$stamp" >>"$stamp_file"
}
