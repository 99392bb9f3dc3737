#!/usr/bin/env bash
# The README's test command (b): installs what the tests need, builds the site and runs every check and test.
# Run: npm run test:all   (from a fresh clone; prints each step's own output)
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup/ensure-chromium.sh
bash scripts/setup/ensure-nginx.sh
bash scripts/setup/ensure-java.sh
npm ci --no-audit --no-fund
# Rspress 1.47, which only check:migration needs, installs while the site type-checks and builds: the install waits on
# the disk and the registry, the build on the CPU. Its output follows once it is needed.
v1_log=$(mktemp)
npm ci --prefix scripts/rspress-v1 --no-audit --no-fund > "$v1_log" 2>&1 &
v1_install=$!
npm run check:imports
npm run typecheck
npm run build
npm run check:warm-build
npm run check:budgets
npm run check:search
npm run check:growth
npm run build:algolia
npm run build:tailwind-fixture
npm run check:content -- --strict
npm run check:docs
npm run check:api-coverage
if ! wait "$v1_install"; then
  cat "$v1_log"
  echo "test-all: npm ci --prefix scripts/rspress-v1 failed" >&2
  exit 1
fi
cat "$v1_log"
npm run check:migration
npm test
