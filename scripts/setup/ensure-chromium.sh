#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when /usr/bin/chromium is missing.
# Run: bash scripts/setup/ensure-chromium.sh   (prints what it does; needs root or sudo to install)
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  echo "chromium: $(/usr/bin/chromium --version 2>/dev/null || echo present)"
  exit 0
fi
as_root=""
[ "$(id -u)" -eq 0 ] || as_root="sudo"
echo "chromium: installing Debian's chromium package"
$as_root apt-get update -qq
DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
