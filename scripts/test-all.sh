#!/usr/bin/env bash
# The README's test command (b): installs what the tests need, builds the site and runs every check and test.
# Run: npm run test:all   (from a fresh clone)
#
# The stages run in two lanes at once, since most of them use one core and the machine has two:
#   checks: check:imports, typecheck, check:docs (which also fails on thin pages: the content scan), check:api-coverage, the unit
#           tests (no build), check:migration, then check:growth (it builds a grown copy of the site elsewhere, and
#           takes the site as it is from doc_build/ once check:warm-build has rewritten it for the last time)
#   site:   build, its warm rebuild, the Algolia and Tailwind builds, the checks and tests that read the build
#           output, then the browser tests
# The builds in the site lane run one after another: they share doc_build/ and the persistent cache. The cheap checks
# come first in their lane, so that a broken commit fails in the first minute or two; the first failure stops the
# run. Each stage's output is printed whole when it ends; the end of the run (failed or not) prints each stage's wall
# and CPU time (user + system, the stage's processes included), the figure that load on the machine changes least.
set -uo pipefail
cd "$(dirname "$0")/.."

STAGES=$(mktemp -d)
RUN_START=$(date +%s.%N)
export STAGES RUN_START

# Runs a stage in the foreground of its lane: its output goes to its log, printed whole when it ends (one stage at a
# time), and its start, end, status and CPU time go to files that the summary reads.
stage() {
  local name=$1
  shift
  echo "$name" >> "$STAGES/order"
  date +%s.%N > "$STAGES/$name.start"
  echo "test-all: ${name} started"
  # `times` in the subshell reports the CPU time of everything it waited for, that is the whole stage.
  (
    "$@"
    status=$?
    times > "$STAGES/$name.times"
    exit $status
  ) > "$STAGES/$name.log" 2>&1
  local status=$?
  date +%s.%N > "$STAGES/$name.end"
  echo "$status" > "$STAGES/$name.status"
  {
    flock 9
    echo "──── ${name} ($([ "$status" -eq 0 ] && echo ok || echo "FAILED, exit $status")) ────"
    cat "$STAGES/$name.log"
  } 9> "$STAGES/print.lock"
  return "$status"
}

# Waits until a stage of another lane has ended; fails if it failed.
after() {
  until [ -f "$STAGES/$1.status" ]; do sleep 1; done
  [ "$(cat "$STAGES/$1.status")" -eq 0 ]
}

# Seconds as "m:ss".
minutes() { awk -v s="$1" 'BEGIN { printf "%d:%04.1f", s / 60, s - int(s / 60) * 60 }'; }

# The CPU seconds in a `times` output: its second line holds the children's user and system time ("0m1.5s 0m0.2s").
cpu_seconds() {
  sed -n 2p "$1" | tr 'ms' '  ' | awk '{ printf "%.1f", $1 * 60 + $2 + $3 * 60 + $4 }'
}

summary() {
  local end total_cpu=0
  end=$(date +%s.%N)
  echo
  echo "test-all: stage times (wall from the run's start; CPU = user + system)"
  printf '  %-22s %-8s %8s %8s %8s\n' stage result start wall CPU
  [ -f "$STAGES/order" ] || return
  while read -r name; do
    local start stop result cpu='-'
    start=$(cat "$STAGES/$name.start")
    if [ -f "$STAGES/$name.status" ]; then
      stop=$(cat "$STAGES/$name.end")
      result=$([ "$(cat "$STAGES/$name.status")" -eq 0 ] && echo ok || echo FAILED)
    else
      stop=$end
      result=stopped
    fi
    if [ -f "$STAGES/$name.times" ]; then
      cpu=$(cpu_seconds "$STAGES/$name.times")
      total_cpu=$(awk -v a="$total_cpu" -v b="$cpu" 'BEGIN { print a + b }')
      cpu="${cpu} s"
    fi
    printf '  %-22s %-8s %8s %8s %8s\n' "$name" "$result" "$(minutes "$(awk -v a="$start" -v b="$RUN_START" 'BEGIN { print a - b }')")" \
      "$(minutes "$(awk -v a="$stop" -v b="$start" 'BEGIN { print b == "" ? 0 : a - b }')")" "$cpu"
  done < "$STAGES/order"
  printf '  %-22s %-8s %8s %8s %8s\n' total '' '' "$(minutes "$(awk -v a="$end" -v b="$RUN_START" 'BEGIN { print a - b }')")" "${total_cpu} s"
}
trap 'summary; rm -rf "$STAGES"' EXIT

checks_lane() {
  stage check:imports npm run check:imports &&
    stage typecheck npm run typecheck &&
    stage check:docs npm run check:docs -- --strict &&
    stage check:api-coverage npm run check:api-coverage &&
    after install:rspress-v1 &&
    stage test:unit npx rstest run --project unit &&
    stage check:migration npm run check:migration &&
    after check:warm-build &&
    stage check:growth npm run check:growth -- --base-build doc_build
}

site_lane() {
  stage build npm run build &&
    stage check:warm-build npm run check:warm-build &&
    stage build:algolia npm run build:algolia &&
    stage build:tailwind npm run build:tailwind-fixture &&
    stage check:budgets npm run check:budgets &&
    stage check:search npm run check:search &&
    stage test:build-output npx rstest run --project build-output &&
    after install:system &&
    stage test:browser npx rstest run --project browser
}

# Every background job has its own process group (set -m), so that the first failure can stop the others whole.
set -m
background=()
stop_all() {
  for pid in "${background[@]}"; do kill -TERM -- "-$pid" 2> /dev/null; done
  wait
}
stage install:system bash -c 'bash scripts/setup/ensure-chromium.sh && bash scripts/setup/ensure-nginx.sh && bash scripts/setup/ensure-java.sh' &
background+=($!)
# Rspress 1.x, which only the migration check and its unit test need, installs apart from the site, at the same time.
stage install:rspress-v1 npm ci --prefix scripts/rspress-v1 --no-audit --no-fund &
background+=($!)
if ! stage install npm ci --no-audit --no-fund; then
  stop_all
  exit 1
fi
checks_lane &
background+=($!)
site_lane &
background+=($!)

# The run ends when both lanes have, or at the first stage that fails in either.
lanes=("${background[@]:2}")
while [ "${#lanes[@]}" -gt 0 ]; do
  wait -n -p ended "${lanes[@]}"
  status=$?
  if [ "$status" -ne 0 ]; then
    stop_all
    exit "$status"
  fi
  for i in "${!lanes[@]}"; do [ "${lanes[$i]}" = "$ended" ] && unset 'lanes[i]'; done
  lanes=("${lanes[@]}")
done
wait
