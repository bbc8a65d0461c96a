#!/usr/bin/env bash
# Proves the pinned font set (tests/fonts, decisions 0066): runs story files' visual tests on a
# machine made hostile the way a QA laptop is, a user fontconfig (XDG_CONFIG_HOME) that adds a
# folder of extra fonts and prefers one of them for sans-serif and for "Noto Sans CJK SC". Chromium
# under the pinned set reads neither, so every baseline still matches; without the pin (the system
# fontconfig) the same run fails on every story (checked once: 12 of 12 AddressRecognition stories).
#   scripts/check-pinned-fonts.sh [story files…]   (default: the address recognition stories)
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/extra" "$tmp/xdg/fontconfig"
# A font from outside the pinned folders, under a name of its own.
cp /usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf "$tmp/extra/QaLaptopSerif.ttf"
cat > "$tmp/xdg/fontconfig/fonts.conf" <<CONF
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>$tmp/extra</dir>
  <alias binding="strong"><family>sans-serif</family><prefer><family>DejaVu Serif</family></prefer></alias>
  <alias binding="strong"><family>Noto Sans CJK SC</family><prefer><family>DejaVu Serif</family></prefer></alias>
</fontconfig>
CONF
echo "system fontconfig now resolves sans-serif to: $(XDG_CONFIG_HOME="$tmp/xdg" fc-match sans-serif file)"
pinned="$PWD/tests/fonts"  # fontconfig needs absolute paths (a relative file falls back to the system config)
echo "pinned fontconfig resolves it to:            $(XDG_CONFIG_HOME="$tmp/xdg" FONTCONFIG_PATH="$pinned" FONTCONFIG_FILE="$pinned/fonts.conf" fc-match sans-serif file)"
files=("$@")
[ ${#files[@]} -eq 0 ] && files=(stories/waybill/AddressRecognition.stories.tsx)
XDG_CONFIG_HOME="$tmp/xdg" npx vitest run --project storybook "${files[@]}"
