#!/usr/bin/env bash
# Sets up a challenge station on Debian 12 or Ubuntu 22.04 and newer, in eight steps: the
# system's packages, the kiosk user, the program, the director PIN (and station.toml), the
# event's lexicons, the self-test, the kiosk session (cage on tty1) and the hardening.
# docs/director-setup.md quotes every step as it is written here. Run it as root:
#
#   sudo ./setup-station.sh challenge-kiosk-0.1.0-linux-x86_64.tar.gz nwl2023.clex
#
# Usage: setup-station.sh [--station-toml FILE] [--user NAME] [--root DIR] BUNDLE LEXICON.clex...
#        setup-station.sh --undo [--user NAME] [--root DIR]
#   BUNDLE              the release tarball, or its unpacked challenge-kiosk folder
#   LEXICON.clex        one or more lexicon files built with lexicon-build; at a station with
#                       divisions, each must be the list of one of them
#   --station-toml FILE the station's settings to install (divisions, rules, ...)
#   --user NAME         the kiosk user (default: kiosk; created when missing)
#   --root DIR          set up the system under DIR instead of / (for tests: no packages are
#                       installed, and --user must name a user that already exists)
#   --undo              put the machine back as it was before the set-up (same --user, --root)
# The director PIN is asked twice, or read from the first line of standard input.
# Running it again is safe: it brings the station to the same state (the PIN set again, the
# lexicons installed again, the program replaced by the one given). What it changes is
# recorded first, in /var/lib/challenge-kiosk, for --undo.
set -Eeuo pipefail
umask 022
export LC_ALL=C.UTF-8

STEP="checking the arguments"
fail() {
    printf 'setup-station: FAILED in %s: %s\n' "$STEP" "$*" >&2
    exit 1
}
on_error() {
    local status=$?
    fail "line $1: \"$2\" ended with exit code $status"
}
trap 'on_error "$LINENO" "$BASH_COMMAND"' ERR
CLEANUP=()  # made by the script, removed when it ends
cleanup() {
    local path
    for path in "${CLEANUP[@]}"; do rm -rf -- "$path"; done
}
trap cleanup EXIT
step() {
    STEP="step $1 ($2)"
    printf '\n== Step %s of 8: %s\n' "$1" "$2"
}
usage() { sed -n '/^# Usage:/,/^# The director PIN/s/^# \{0,1\}//p' "$0"; }

SCRIPT_DIR=$(dirname "$(readlink -f "$0")")
ROOT=/
KIOSK_USER=kiosk
STATION_TOML=
UNDO=
POSITIONAL=()
while [ $# -gt 0 ]; do
    case $1 in
    --root) ROOT=${2:?--root needs a folder}; shift 2 ;;
    --root=*) ROOT=${1#--root=}; shift ;;
    --user) KIOSK_USER=${2:?--user needs a name}; shift 2 ;;
    --user=*) KIOSK_USER=${1#--user=}; shift ;;
    --station-toml) STATION_TOML=${2:?--station-toml needs a file}; shift 2 ;;
    --station-toml=*) STATION_TOML=${1#--station-toml=}; shift ;;
    --undo) UNDO=1; shift ;;
    -h | --help) usage; exit 0 ;;
    --) shift; POSITIONAL+=("$@"); break ;;
    -*) fail "unknown option $1 (see --help)" ;;
    *) POSITIONAL+=("$1"); shift ;;
    esac
done
if [ -n "$UNDO" ]; then
    [ ${#POSITIONAL[@]} -eq 0 ] || fail "--undo takes no bundle or lexicon (only --user, --root)"
    POSITIONAL=(- -)
fi
[ ${#POSITIONAL[@]} -ge 2 ] || { usage >&2; fail "give the bundle and at least one lexicon file"; }
BUNDLE=${POSITIONAL[0]}
LEXICONS=("${POSITIONAL[@]:1}")
[ "$(id -u)" -eq 0 ] || fail "run it as root: sudo $0 ..."
[ -d "$ROOT" ] || fail "--root $ROOT is not a folder"
ROOT=$(realpath "$ROOT")
[ "$ROOT" != / ] || ROOT=  # every path below is "$ROOT/...": the system itself when empty
if [ -n "$ROOT" ] && [ -z "$UNDO" ] && ! id -u "$KIOSK_USER" >/dev/null 2>&1; then
    fail "--root needs --user NAME of a user that exists on this machine"
fi
STATE=$ROOT/var/lib/challenge-kiosk  # the record of what the set-up changed, for --undo
if [ -f "$STATE/user" ] && [ "$(cat "$STATE/user")" != "$KIOSK_USER" ]; then
    fail "this system was set up for the user $(cat "$STATE/user"), not $KIOSK_USER:" \
        "give --user $(cat "$STATE/user")"
fi

# ---- Undo (--undo) --------------------------------------------------------------------------
# Puts back what the set-up recorded in $STATE before it changed it: each file, folder, unit
# and link as it was (copies in $STATE/before), the systemd links (enabled, masked, the
# default target) as they were, the kiosk user as it was (removed if the set-up made it),
# SysRq as it was. The station's own data (audit log, settings, lexicons) is kept in a
# root-only archive in /var/backups first: the log is the event's record.
undo() {
    STEP="undo"
    [ -f "$STATE/changed" ] ||
        fail "nothing to undo: $STATE/changed is missing (this system was not set up by this script)"
    if [ -z "$ROOT" ] && [ -d /run/systemd/system ]; then
        systemctl stop challenge-kiosk.service challenge-kiosk-console-check.service || true
    fi
    local kind path target home data archive
    home=$(sed -n 's/^home\t//p' "$STATE/account")
    data=$ROOT$home/.local/share/challenge-kiosk
    if [ -n "$home" ] && [ -d "$data" ]; then
        archive=$ROOT/var/backups/challenge-kiosk-data-$(date -u +%Y%m%dT%H%M%SZ).tar.gz
        install -d -m 755 "$ROOT/var/backups"
        (umask 077 && tar -czf "$archive" -C "$(dirname "$data")" challenge-kiosk)
        echo "the station's data (audit log, settings, lexicons) is kept in $archive"
    fi
    # the systemd links the set-up made go, the ones it removed come back
    if [ -f "$STATE/links-before" ] && [ -f "$STATE/links-after" ]; then
        while IFS=$'\t' read -r kind path target; do
            if [ "$kind" = l ] && [ "$(readlink "$ROOT$path")" = "$target" ]; then
                rm -f "$ROOT$path"
            fi
        done < <(grep -vxFf "$STATE/links-before" "$STATE/links-after" || true)
        while IFS=$'\t' read -r kind path target; do
            if [ "$kind" = l ] && [ ! -e "$ROOT$path" ] && [ ! -L "$ROOT$path" ]; then
                mkdir -p "$(dirname "$ROOT$path")" && ln -s "$target" "$ROOT$path"
            fi
        done < <(grep -vxFf "$STATE/links-after" "$STATE/links-before" || true)
        while IFS=$'\t' read -r kind path target; do
            if [ "$kind" = d ] && [ -d "$ROOT$path" ]; then rmdir --ignore-fail-on-non-empty "$ROOT$path"; fi
        done < <(grep -vxFf "$STATE/links-before" "$STATE/links-after" | sort -r || true)
    fi
    # the user: removed if the set-up made it, else its shell and password as they were
    if [ -z "$ROOT" ]; then
        case $(sed -n 's/^account\t//p' "$STATE/account") in
        made) userdel "$KIOSK_USER" || fail "could not remove the user $KIOSK_USER" ;;
        existed)
            usermod --shell "$(sed -n 's/^shell\t//p' "$STATE/account")" \
                --password "$(sed -n 's/^password\t//p' "$STATE/account")" "$KIOSK_USER" ;;
        esac
    fi
    # every path, last changed first: what existed comes back from its copy, what the set-up
    # made goes, and the folders it made go when nothing else is in them
    while IFS=$'\t' read -r kind path; do
        [ -n "$path" ] || continue
        case $kind in
        existed) rm -rf "$ROOT$path" && cp -a "$STATE/before$path" "$ROOT$path" ;;
        absent) rm -rf "$ROOT$path" ;;
        esac
    done < <(tac "$STATE/changed")
    if [ -z "$ROOT" ] && [ -f "$STATE/sysrq" ] && [ -e /proc/sys/kernel/sysrq ]; then
        sysctl -q -w "kernel.sysrq=$(cat "$STATE/sysrq")" || true
    fi
    if [ -f "$STATE/packages" ]; then
        echo "packages this set-up installed (remove them if nothing else needs them):" \
            "apt-get remove $(tr '\n' ' ' < "$STATE/packages")"
    fi
    local folders
    folders=$(tac "$STATE/changed" | sed -n 's/^folder\t//p')
    rm -rf "$STATE"
    while IFS= read -r path; do
        if [ -n "$path" ] && [ -d "$ROOT$path" ]; then rmdir --ignore-fail-on-non-empty "$ROOT$path"; fi
    done <<< "$folders"
    if [ -z "$ROOT" ] && [ -d /run/systemd/system ]; then systemctl daemon-reload; fi
    printf '\nThe set-up is undone. Reboot to get the consoles and the login screen back.\n'
}
[ -z "$UNDO" ] || { undo; exit 0; }
# ---- end of undo ----

if [ -d "$BUNDLE" ]; then
    [ -x "$BUNDLE/challenge-kiosk" ] || fail "$BUNDLE holds no challenge-kiosk program"
else
    [ -f "$BUNDLE" ] || fail "$BUNDLE: no such file or folder"
fi
for lexicon in "${LEXICONS[@]}"; do
    [ -f "$lexicon" ] && [ -r "$lexicon" ] || fail "$lexicon: not a file that can be read"
done
if [ -n "$STATION_TOML" ]; then
    [ -f "$STATION_TOML" ] || fail "$STATION_TOML: not a file"
fi
if [ -t 0 ]; then
    read -r -s -p "Director PIN for the station: " PIN && echo
    read -r -s -p "The same PIN again: " PIN_AGAIN && echo
    [ "$PIN" = "$PIN_AGAIN" ] || fail "the two PINs differ"
else
    IFS= read -r PIN || true
fi
[ -n "${PIN:-}" ] || fail "no director PIN given (type it when asked, or on standard input)"

# What the set-up changes is recorded in $STATE before it is changed, once (a second run
# keeps the first record): $STATE/changed lists each path with "existed" (a copy of it is
# kept in $STATE/before), "absent" (the set-up made it) or "folder" (a folder it made).
if [ ! -f "$STATE/changed" ]; then
    NEW_FOLDERS=$(folder=$STATE
        while [ ! -e "$folder" ]; do echo "${folder#"$ROOT"}"; folder=$(dirname "$folder"); done)
    install -d -m 700 "$STATE" "$STATE/before"  # (it keeps the user's old password field)
    printf '%s\n' "$NEW_FOLDERS" | tac | sed -n 's/^\(.\)/folder\t\1/p' > "$STATE/changed"
    printf '%s\n' "$KIOSK_USER" > "$STATE/user"
fi
noted() { awk -F'\t' -v path="${1#"$ROOT"}" '$2 == path { found = 1 } END { exit !found }' "$STATE/changed"; }
note_folders() {  # FOLDER: records each folder of the path that is not there yet
    local folder=$1 missing=()
    while [ ! -e "$folder" ]; do missing=("$folder" "${missing[@]}"); folder=$(dirname "$folder"); done
    for folder in "${missing[@]}"; do
        noted "$folder" || printf 'folder\t%s\n' "${folder#"$ROOT"}" >> "$STATE/changed"
    done
}
remember() {  # PATH...: records each path as it is, before the set-up first changes it
    local path relative
    for path in "$@"; do
        relative=${path#"$ROOT"}
        ! noted "$path" || continue
        note_folders "$(dirname "$path")"
        if [ -e "$path" ] || [ -L "$path" ]; then
            mkdir -p "$STATE/before$(dirname "$relative")"
            cp -a "$path" "$STATE/before$relative"
            printf 'existed\t%s\n' "$relative" >> "$STATE/changed"
        else
            printf 'absent\t%s\n' "$relative" >> "$STATE/changed"
        fi
    done
}
systemd_links() {  # the links and folders of /etc/systemd/system (enabled, masked, default)
    find "$ROOT/etc/systemd/system" -mindepth 1 \( -type l -printf 'l\t/etc/systemd/system/%P\t%l\n' \) \
        -o \( -type d -printf 'd\t/etc/systemd/system/%P\n' \) 2>/dev/null | sort || true
}

OPT=$ROOT/opt/challenge-kiosk
APP=$OPT/challenge-kiosk
# Runs a command as the kiosk user, with its own home and nothing else from this shell's
# environment: what it writes goes to that user's kiosk home, owned by that user.
as_kiosk() {
    (cd / && runuser -u "$KIOSK_USER" -- env -i HOME="$KIOSK_HOME" PATH=/usr/bin:/bin \
        LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen "$@")
}
# systemctl for the system being set up (with --root: the unit folders under it).
systemctl_root() {
    if [ -n "$ROOT" ]; then systemctl --root="$ROOT" "$@"; else systemctl "$@"; fi
}

# ---- Step 1 of 8: the system's packages -----------------------------------------------------
step 1 "the system's packages"
# Debian 12's cage (0.1.4) stops at start without Xwayland, which its package does not pull
# in ("Cannot find Xwayland binary"): the station itself runs on Wayland.
PACKAGES="cage xwayland libegl1 libgl1 libfontconfig1 libfreetype6 libxkbcommon0
    libwayland-client0 libwayland-cursor0 libwayland-egl1 libdbus-1-3 libglib2.0-0"
if [ -z "$ROOT" ]; then
    command -v dpkg-query >/dev/null || fail "this script needs Debian or Ubuntu (dpkg)"
    MISSING=$(for package in $PACKAGES; do
        dpkg-query -W -f='${Status}\n' "$package" 2>/dev/null | grep -q 'ok installed' ||
            echo "$package"
    done)
    if [ -n "$MISSING" ]; then
        printf '%s\n' $MISSING >> "$STATE/packages"  # for --undo to name
        apt-get update -q && apt-get install -y --no-install-recommends $MISSING ||
            fail "apt-get could not install: $MISSING"
    fi
    echo "installed:" $PACKAGES
else
    echo "scratch root $ROOT: no packages installed (the ones of this machine are used)"
fi
# ---- end of step 1 ----

# ---- Step 2 of 8: the kiosk user ------------------------------------------------------------
step 2 "the kiosk user"
# A user with no password and no login shell: it runs the station and owns its kiosk home.
# (recorded first for --undo: whether the user was there, its shell and password field)
if [ -z "$ROOT" ]; then
    if ! id -u "$KIOSK_USER" >/dev/null 2>&1; then
        KIOSK_HOME=$(useradd -D | sed -n 's/^HOME=//p')/$KIOSK_USER
        [ -f "$STATE/account" ] || printf 'account\tmade\nhome\t%s\n' "$KIOSK_HOME" > "$STATE/account"
        remember "$KIOSK_HOME" "/var/mail/$KIOSK_USER"
        useradd --create-home --user-group --shell /usr/sbin/nologin "$KIOSK_USER" ||
            fail "could not create the user $KIOSK_USER"
    elif [ ! -f "$STATE/account" ]; then
        (umask 077 && printf 'account\texisted\nhome\t%s\nshell\t%s\npassword\t%s\n' \
            "$(getent passwd "$KIOSK_USER" | cut -d: -f6)" \
            "$(getent passwd "$KIOSK_USER" | cut -d: -f7)" \
            "$(getent shadow "$KIOSK_USER" | cut -d: -f2)" > "$STATE/account")
    fi
    usermod --shell /usr/sbin/nologin --password '!' "$KIOSK_USER"
    KIOSK_HOME=$(getent passwd "$KIOSK_USER" | cut -d: -f6)
else
    KIOSK_HOME=$ROOT/home/$KIOSK_USER
    [ -f "$STATE/account" ] || printf 'account\tgiven\nhome\t/home/%s\n' "$KIOSK_USER" > "$STATE/account"
fi
remember "$KIOSK_HOME"  # the whole home as it was (the set-up changes its owners)
[ "$(id -u "$KIOSK_USER")" -ne 0 ] || fail "the kiosk user must not be root (cage refuses it)"
for group in sudo admin wheel; do
    if id -nG "$KIOSK_USER" | tr ' ' '\n' | grep -qx "$group"; then
        fail "$KIOSK_USER is in the group $group: the kiosk user must not be an administrator"
    fi
done
install -d -m 700 -o "$KIOSK_USER" -g "$(id -gn "$KIOSK_USER")" "$KIOSK_HOME"
# Everything in its home is its own: the earlier recipe's `sudo install -D` gave root the
# folders up to lexicons/, which the station cannot repair ("Operation not permitted").
chown -R -h "$KIOSK_USER:$(id -gn "$KIOSK_USER")" "$KIOSK_HOME"
if [ -d "$KIOSK_HOME/.local/share/challenge-kiosk" ]; then
    chmod -R go-rwx "$KIOSK_HOME/.local/share/challenge-kiosk"
fi
echo "user $KIOSK_USER, home $KIOSK_HOME"
# ---- end of step 2 ----

# ---- Step 3 of 8: the program in /opt/challenge-kiosk ---------------------------------------
step 3 "the program in /opt/challenge-kiosk"
remember "$OPT" "$ROOT/usr/local/bin/challenge-kiosk" "$ROOT/usr/local/bin/lexicon-build"
install -d "$ROOT/opt" "$ROOT/usr/local/bin"
NEW=$(mktemp -d "$ROOT/opt/.challenge-kiosk.XXXXXX") && CLEANUP+=("$NEW")
if [ -d "$BUNDLE" ]; then
    cp -a "$BUNDLE/." "$NEW/"
else
    tar -xzf "$BUNDLE" -C "$NEW" --strip-components=1 --no-same-owner ||
        fail "$BUNDLE is not a release tarball that can be unpacked"
fi
[ -x "$NEW/challenge-kiosk" ] || fail "$BUNDLE holds no challenge-kiosk program"
[ -d "$NEW/linux" ] || cp -a "$SCRIPT_DIR/." "$NEW/linux/"  # an unpacked build lacks it
chown -R root:root "$NEW"
chmod -R u+rwX,go+rX,go-w "$NEW"  # everyone may run it, only root may change it
rm -rf "$OPT.old"
if [ -e "$OPT" ]; then mv "$OPT" "$OPT.old"; fi
mv "$NEW" "$OPT" && rm -rf "$OPT.old"
ln -sf /opt/challenge-kiosk/challenge-kiosk /opt/challenge-kiosk/lexicon-build "$ROOT/usr/local/bin/"
as_kiosk "$APP" --version ||
    fail "the program does not start (see above; the libraries it needs: linux/README.md)"
# ---- end of step 3 ----

# ---- Step 4 of 8: the station's settings and the director PIN, as the kiosk user -----------
step 4 "the station's settings and the director PIN, as the kiosk user"
DATA=$KIOSK_HOME/.local/share/challenge-kiosk
if [ -n "$STATION_TOML" ]; then
    as_kiosk sh -c 'umask 077 && mkdir -p "$1" && cat > "$1/station.toml.new" &&
        mv "$1/station.toml.new" "$1/station.toml"' sh "$DATA" < "$STATION_TOML" ||
        fail "could not install $STATION_TOML as $DATA/station.toml"
    echo "installed $STATION_TOML as $DATA/station.toml"
fi
printf '%s\n' "$PIN" | as_kiosk "$APP" director set-pin --pin-stdin ||
    fail "the PIN was not set (the reason is above)"
# ---- end of step 4 ----

# ---- Step 5 of 8: the event's lexicons, as the kiosk user ----------------------------------
step 5 "the event's lexicons, as the kiosk user"
# The files are handed over in a folder of the kiosk user's (they may sit where it cannot
# read); the program proves each one and records the install in the audit log. At a station
# with divisions, a list that no division judges with is refused (--require-use): name it
# in a division of --station-toml. At a new station (only the built-in division Main) the
# one list given becomes Main's.
HANDOVER=$(mktemp -d) && CLEANUP+=("$HANDOVER")
chown "$KIOSK_USER" "$HANDOVER"
for lexicon in "${LEXICONS[@]}"; do
    install -m 600 -o "$KIOSK_USER" "$lexicon" "$HANDOVER/"
    as_kiosk "$APP" director lexicon install --require-use "$HANDOVER/$(basename "$lexicon")" ||
        fail "$lexicon was not installed (the reason is above)"
done
# ---- end of step 5 ----

# ---- Step 6 of 8: the self-test, as the kiosk user -----------------------------------------
step 6 "the self-test, as the kiosk user"
as_kiosk "$APP" --self-test ||
    fail "the self-test failed: fix what each FAIL line names, then run this script again"
# ---- end of step 6 ----

# ---- Step 7 of 8: the kiosk session, cage on tty1 ------------------------------------------
step 7 "the kiosk session, cage on tty1"
UNIT=$ROOT/etc/systemd/system/challenge-kiosk.service
CHECK=$ROOT/etc/systemd/system/challenge-kiosk-console-check.service
remember "$UNIT" "$CHECK"
[ -f "$STATE/links-before" ] || systemd_links > "$STATE/links-before"
install -d "$ROOT/etc/systemd/system"
sed "s/^User=kiosk\$/User=$KIOSK_USER/" "$OPT/linux/challenge-kiosk.service" > "$UNIT.new"
chmod 644 "$UNIT.new" && mv "$UNIT.new" "$UNIT"
install -m 644 "$OPT/linux/challenge-kiosk-console-check.service" "$CHECK"
systemctl_root enable challenge-kiosk.service
systemctl_root set-default graphical.target
for manager in gdm3 gdm lightdm sddm lxdm xdm slim nodm; do  # no desktop login screen
    for folder in "$ROOT/lib/systemd/system" "$ROOT/usr/lib/systemd/system"; do
        if [ -e "$folder/$manager.service" ]; then
            systemctl_root disable "$manager.service"
            break
        fi
    done
done
if [ -z "$ROOT" ] && [ -d /run/systemd/system ]; then systemctl daemon-reload; fi
echo "the session starts at the next boot: $UNIT"
# ---- end of step 7 ----

# ---- Step 8 of 8: hardening ----------------------------------------------------------------
step 8 "hardening"
# No SysRq key combinations (they can kill the station or reboot the machine).
remember "$ROOT/etc/sysctl.d/90-challenge-kiosk.conf" \
    "$ROOT/etc/systemd/logind.conf.d/90-challenge-kiosk.conf"
install -d "$ROOT/etc/sysctl.d"
cat > "$ROOT/etc/sysctl.d/90-challenge-kiosk.conf" <<'EOF'
# challenge-kiosk: no magic SysRq keys at the station
kernel.sysrq = 0
EOF
if [ -z "$ROOT" ] && [ -e /proc/sys/kernel/sysrq ]; then  # (a kernel without it has none)
    [ -f "$STATE/sysrq" ] || cat /proc/sys/kernel/sysrq > "$STATE/sysrq"
    sysctl -q -p /etc/sysctl.d/90-challenge-kiosk.conf || fail "could not turn SysRq off"
fi
# No login prompts on other consoles, no reserved console; the power, suspend, hibernate
# and reboot keys do nothing, nor does closing the lid (a laptop must not suspend or lock
# mid-game); logind reads this at the next boot.
install -d "$ROOT/etc/systemd/logind.conf.d"
cat > "$ROOT/etc/systemd/logind.conf.d/90-challenge-kiosk.conf" <<'EOF'
# challenge-kiosk: nothing but the station on this machine's screen and keys
[Login]
NAutoVTs=0
ReserveVT=0
HandlePowerKey=ignore
HandleSuspendKey=ignore
HandleHibernateKey=ignore
HandleRebootKey=ignore
HandleLidSwitch=ignore
HandleLidSwitchExternalPower=ignore
HandleLidSwitchDocked=ignore
EOF
for tty in tty2 tty3 tty4 tty5 tty6; do
    systemctl_root mask "getty@$tty.service" "autovt@$tty.service"
done
systemctl_root mask ctrl-alt-del.target  # at a text console, Ctrl+Alt+Del reboots nothing
systemd_links > "$STATE/links-after"  # what --undo compares with links-before
cat <<'EOF'
Not done by this script: lock the boot loader and the firmware, or anyone with the keyboard
can boot another system or a root shell. Set a BIOS/UEFI setup password and boot only from
the internal disk (no USB or network boot). Give GRUB a password (grub-mkpasswd-pbkdf2, then
"set superusers" and "password_pbkdf2" in /etc/grub.d/40_custom, --unrestricted in the
CLASS line of /etc/grub.d/10_linux so that the station still boots by itself, and
GRUB_DISABLE_RECOVERY="true" in /etc/default/grub), then run update-grub. Keep
"sysrq_always_enabled" off the kernel command line. docs/director-setup.md shows how.
EOF
# ---- end of step 8 ----

printf '\nThe station is set up. Reboot to start the kiosk session: sudo reboot\n'
