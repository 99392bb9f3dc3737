#!/usr/bin/env bash
# Installs Debian's nginx (tests/e2e/nginx.test.ts) and wrk (npm run bench:nginx) when either is missing.
# Run: bash scripts/setup/ensure-nginx.sh   (prints the versions, or what it installs; needs root or sudo to install)
set -euo pipefail
missing=()
[ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v wrk >/dev/null || missing+=(wrk)
if [ ${#missing[@]} -gt 0 ]; then
  as_root=""
  [ "$(id -u)" -eq 0 ] || as_root="sudo"
  echo "nginx/wrk: installing Debian's ${missing[*]}"
  $as_root apt-get update -qq
  # Only the server binary is used: the tests and the bench start their own nginx on a loopback port.
  DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
echo "nginx: $(/usr/sbin/nginx -v 2>&1 | sed 's/^nginx version: //'); wrk: $(wrk -v 2>&1 | head -n 1 | cut -d' ' -f2)"
