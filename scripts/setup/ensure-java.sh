#!/usr/bin/env bash
# Installs Debian's headless Java runtime for the Nu Html Checker (tests/e2e/vnu.test.ts) when `java` is missing.
# Run: bash scripts/setup/ensure-java.sh   (prints what it does; needs root or sudo to install)
set -euo pipefail
if command -v java >/dev/null; then
  echo "java: $(java -version 2>&1 | head -1)"
  exit 0
fi
as_root=""
[ "$(id -u)" -eq 0 ] || as_root="sudo"
echo "java: installing Debian's default-jre-headless package"
$as_root apt-get update -qq
DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq default-jre-headless >/dev/null
java -version 2>&1 | head -1
