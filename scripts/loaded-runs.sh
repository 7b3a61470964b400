#!/usr/bin/env bash
# Runs the web suite and the e2e suite RUNS times (5 unless given) with both cores already busy,
# to show `make test` does not depend on timing. Needs what `make test` built (the debug server,
# web/dist, Chromium); the load is stress-ng when installed, else one busy loop a core.
# Prints a line a run and exits non-zero when any run failed.
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target}"
logs=$(mktemp -d)
load() {
  if command -v stress-ng >/dev/null; then
    stress-ng --cpu "$(nproc)" --quiet >/dev/null 2>&1 &
  else
    bash -c 'for _ in $(seq "$(nproc)"); do (while :; do :; done) & done; wait' >/dev/null 2>&1 &
  fi
  echo $!
}
failed=0
for i in $(seq "$runs"); do
  pid=$(load)
  start=$(date +%s)
  (cd web && npx vitest run >"$logs/vitest-$i.log" 2>&1) || failed=1
  echo "loaded run $i: vitest $(grep -aoE 'Tests +[0-9]+ (passed|failed).*' "$logs/vitest-$i.log" | sed 's/\x1b\[[0-9;]*m//g' | tail -1) in $(($(date +%s) - start)) s"
  start=$(date +%s)
  (cd e2e && LEASEFRONT_BIN="$CARGO_TARGET_DIR/debug/leasefront" npx playwright test >"$logs/e2e-$i.log" 2>&1) || failed=1
  echo "loaded run $i: e2e $(grep -aoE '[0-9]+ (passed|failed|flaky)' "$logs/e2e-$i.log" | tr '\n' ' ')in $(($(date +%s) - start)) s"
  pkill -P "$pid" 2>/dev/null; kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
done
echo "logs: $logs"
exit $failed
