#!/bin/bash
# Sign every piece of code in "Challenge Kiosk.app" with a Developer ID, from the inside out,
# notarize it with Apple and staple the ticket, so that Gatekeeper opens it on any Mac
# (macOS 15 included) without a trip to Privacy & Security.
#
#   installers/macos/sign-and-notarize.sh IDENTITY PROFILE [APP]
#
#   IDENTITY  the signing identity, "Developer ID Application: NAME (TEAMID)"
#             (security find-identity -p codesigning -v lists yours)
#   PROFILE   a notarytool keychain profile, saved once with
#             xcrun notarytool store-credentials PROFILE --apple-id YOU@EXAMPLE.ORG --team-id TEAMID
#             which asks for an app-specific password (account.apple.com > Sign-In and
#             Security > App-Specific Passwords), not the Apple Account's own password
#             (README.md here, "Building, signing and notarizing")
#   APP       the bundle PyInstaller made, default "dist/Challenge Kiosk.app"
#
# Writes "dist/Challenge Kiosk-notarized.zip" (the stapled app) next to the app. Any failure
# stops the script with a non-zero exit code and says what failed.
#
# Why not `codesign --deep`: it applies one set of options and entitlements to everything and
# signs only the code it finds in nested code places; a PyInstaller app holds hundreds of .so
# and .dylib files, and the notary service rejects the upload if any of them is unsigned, lacks
# the hardened runtime or a secure timestamp. So each code item is signed on its own, nested
# code before what contains it, the app last:
#   https://developer.apple.com/documentation/xcode/creating-distribution-signed-code-for-the-mac
#   https://developer.apple.com/forums/thread/129980 ("--deep Considered Harmful", Apple DTS)
# Hardened runtime and secure timestamp, both required for notarization:
#   https://developer.apple.com/documentation/security/notarizing-macos-software-before-distribution
#   https://developer.apple.com/documentation/security/hardened-runtime
# notarytool, ditto and stapler as Apple's command-line workflow uses them:
#   https://developer.apple.com/documentation/security/customizing-the-notarization-workflow
#
# Not yet run on a Mac by this project (tests/platform/test_platform_recipes.py runs it against stand-in
# tools and checks the order of the calls); try a build before an event.

set -euo pipefail

die() {
    echo "sign-and-notarize: $*" >&2
    exit 1
}

IDENTITY=${1:-}
PROFILE=${2:-}
APP=${3:-"dist/Challenge Kiosk.app"}
if [ -z "$IDENTITY" ] || [ -z "$PROFILE" ]; then
    die "usage: $0 IDENTITY PROFILE [APP] (see the top of this file)"
fi
APP=${APP%/}
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ENTITLEMENTS=${ENTITLEMENTS:-"$HERE/entitlements.plist"}
[ -f "$APP/Contents/Info.plist" ] || die "no app bundle at $APP (build it first: .venv/bin/python installers/build.py)"
[ -f "$ENTITLEMENTS" ] || die "no entitlements file at $ENTITLEMENTS"
for tool in codesign xcrun ditto file plutil spctl; do
    command -v "$tool" >/dev/null 2>&1 || die "$tool not found: install the Xcode command line tools (xcode-select --install)"
done

MAIN_EXECUTABLE=$(plutil -extract CFBundleExecutable raw -o - "$APP/Contents/Info.plist") ||
    die "cannot read CFBundleExecutable from $APP/Contents/Info.plist"
MAIN_PATH="$APP/Contents/MacOS/$MAIN_EXECUTABLE"
[ -f "$MAIN_PATH" ] || die "the main executable $MAIN_PATH is missing"
ZIP="$(dirname "$APP")/$(basename "$APP" .app)-notarized.zip"
UPLOAD="$(dirname "$APP")/$(basename "$APP" .app)-upload.zip"

# Every signature: Developer ID, hardened runtime, secure timestamp, replacing PyInstaller's
# ad-hoc signature. Entitlements only where the caller passes them (main executables): Apple
# says not to put entitlements on library code.
sign_code() {
    codesign --force --options runtime --timestamp --sign "$IDENTITY" "$@" ||
        die "codesign failed on ${*: -1}"
}

# Deepest paths first, so that nested code is signed before anything that contains it.
deepest_first() {
    awk -F/ '{ print NF "\t" $0 }' | sort -t "$(printf '\t')" -k1,1nr -k2,2 | cut -f2-
}

# 1. Every Mach-O file inside the app (.so, .dylib, framework binaries, helper executables),
#    except the app's own main executable, which step 3 signs with the bundle.
echo "== 1. nested Mach-O files"
count=0
while IFS= read -r path; do
    [ "$path" = "$MAIN_PATH" ] && continue
    kind=$(file -b "$path")
    case "$kind" in
        *Mach-O*) ;;
        *) continue ;;
    esac
    case "$kind" in
        *executable*) sign_code --entitlements "$ENTITLEMENTS" "$path" ;;
        *) sign_code "$path" ;;
    esac
    count=$((count + 1))
done < <(find "$APP/Contents" -type f | deepest_first)
echo "   signed $count files"

# 2. Nested bundles (frameworks, plug-ins, helper apps), deepest first, after their contents.
echo "== 2. nested bundles"
while IFS= read -r bundle; do
    if [ -f "$bundle/Contents/Info.plist" ] || [ -f "$bundle/Resources/Info.plist" ] ||
        [ -f "$bundle/Versions/Current/Resources/Info.plist" ]; then
        sign_code "$bundle"
    else
        echo "   $bundle has no Info.plist: its code was signed file by file in step 1"
    fi
done < <(find "$APP/Contents" -type d \( -name '*.framework' -o -name '*.bundle' -o -name '*.plugin' \
    -o -name '*.app' -o -name '*.appex' -o -name '*.xpc' \) | deepest_first)

# 3. The app itself, last: this signs the main executable and seals every resource.
echo "== 3. the app"
sign_code --entitlements "$ENTITLEMENTS" "$APP"
codesign --verify --strict --deep --verbose=2 "$APP" || die "the signature of $APP does not verify"

# 4. Notarize: upload a ditto zip, wait for Apple's verdict, refuse anything but Accepted.
echo "== 4. notarization (this takes minutes)"
rm -f "$UPLOAD"
ditto -c -k --keepParent "$APP" "$UPLOAD" || die "ditto could not zip $APP"
result=$(xcrun notarytool submit "$UPLOAD" --keychain-profile "$PROFILE" --wait --output-format json) ||
    die "notarytool submit failed: $result"
status=$(printf '%s\n' "$result" | sed -n 's/.*"status"[[:space:]]*:[[:space:]]*"\([^"]*\)".*/\1/p' | head -n 1)
submission=$(printf '%s\n' "$result" | sed -n 's/.*"id"[[:space:]]*:[[:space:]]*"\([^"]*\)".*/\1/p' | head -n 1)
if [ "$status" != "Accepted" ]; then
    die "notarization ended '$status', not Accepted; Apple's list of what it rejected: xcrun notarytool log $submission --keychain-profile $PROFILE"
fi
rm -f "$UPLOAD"

# 5. Staple the ticket to the app, so Gatekeeper needs no network at the venue; check it.
echo "== 5. staple and check"
xcrun stapler staple "$APP" || die "stapler could not staple the ticket to $APP"
xcrun stapler validate "$APP" || die "the stapled ticket does not validate"
spctl --assess --type execute --verbose=2 "$APP" || die "Gatekeeper (spctl) does not accept $APP"

rm -f "$ZIP"
ditto -c -k --keepParent "$APP" "$ZIP" || die "ditto could not zip the stapled app"
echo "Done: $ZIP (signed, notarized, stapled)"
