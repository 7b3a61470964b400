#!/usr/bin/env bash
# The stopwatch of `make test`, so every run says where its time went:
#   timed.sh LABEL COMMAND...   runs COMMAND, then adds "LABEL SECONDS" to $MAKE_TIMINGS
#   timed.sh --reset            starts a new list (and notes when, and on what machine)
#   timed.sh --report           prints the list and the total (and notes when the run ended)
#   timed.sh --markdown         prints the list as the Markdown block docs/testing.md shows
#   timed.sh --write-doc FILE   replaces FILE's block between the timings markers with it
# The list is "LABEL SECONDS" a line, in the order the steps ended; beside it $MAKE_TIMINGS.start
# and .end (epoch seconds) and .machine (one line saying what the run ran on).
set -uo pipefail
list=${MAKE_TIMINGS:-/tmp/leasefront-make-timings}
mkdir -p "$(dirname "$list")" # `make web` alone runs before `make test` made the folder
start_marker='<!-- timings:start -->'
end_marker='<!-- timings:end -->'

# What a label stands for in the docs' table; an unknown label is printed as it is.
describe() {
  case "$1" in
    fmt) echo 'rust-lint: `cargo fmt --check`' ;;
    clippy) echo 'rust-lint: clippy' ;;
    shape-test) echo 'rust-lint: the self-tests of the two checks (`scripts/shape/`)' ;;
    shape) echo 'rust-lint: the shape check (`scripts/shape-check.py`)' ;;
    feature-names) echo 'rust-lint: the feature names (`scripts/feature-names.py`)' ;;
    rust-test) echo 'rust-test: the Rust tests' ;;
    server-debug) echo 'the debug server (the tests'"'"' binary)' ;;
    contract) echo 'contract: Schemathesis over the API' ;;
    npm-web) echo 'npm install, web' ;;
    npm-e2e) echo 'npm install, e2e' ;;
    eslint) echo 'web-lint: ESLint (side by side with tsc and Prettier)' ;;
    typecheck) echo 'web-lint: tsc (side by side)' ;;
    format) echo 'web-lint: Prettier (side by side)' ;;
    web-build) echo 'web build (0 when nothing under `web/` changed)' ;;
    vitest) echo 'web-test: vitest' ;;
    e2e) echo 'e2e: Playwright' ;;
    lighthouse) echo 'lighthouse-gate' ;;
    *) echo "$1" ;;
  esac
}

markdown() {
  [ -s "$list" ] || { echo "timed.sh: no timings in $list (run \`make test\` first)" >&2; return 1; }
  local when machine total
  if [ -f "$list.start" ]; then
    when=$(date -u -d "@$(cat "$list.start")" '+%Y-%m-%d' 2>/dev/null || cat "$list.start")
  else
    when='an unknown time'
  fi
  machine=$(cat "$list.machine" 2>/dev/null || echo 'an unknown machine')
  if [ -f "$list.start" ] && [ -f "$list.end" ]; then
    total="| total, wall clock | | $(( $(cat "$list.end") - $(cat "$list.start") )) |"
  else # the run stopped before its report
    total="| total of the steps (the run did not finish) | | $(awk '{ s += $2 } END { print s }' "$list") |"
  fi
  echo "$start_marker"
  echo "<!-- Written by \`scripts/timed.sh --write-doc\` (\`make timings-doc\`) from the last run's list; do not edit by hand. -->"
  echo
  echo "The run of $when on $machine:"
  echo
  echo '| step | label | seconds |'
  echo '|---|---|---:|'
  while read -r label seconds _; do
    [ -n "$label" ] && printf '| %s | `%s` | %s |\n' "$(describe "$label")" "$label" "$seconds"
  done < "$list"
  echo "$total"
  echo "$end_marker"
}

case "${1:-}" in
  --reset)
    : > "$list"
    rm -f "$list.end"
    date +%s > "$list.start"
    cores=$(nproc 2>/dev/null || echo '?')
    cpu=$(sed -n 's/^model name[[:space:]]*: *//p' /proc/cpuinfo 2>/dev/null | head -1)
    echo "$(uname -sm), $cores cores${cpu:+ ($cpu)}${CI:+, CI}" > "$list.machine"
    exit 0 ;;
  --report)
    date +%s > "$list.end"
    echo "where the time went:"
    awk '{ printf "  %-14s %5d s\n", $1, $2 }' "$list" 2>/dev/null
    [ -f "$list.start" ] && printf '  %-14s %5d s\n' total $(( $(cat "$list.end") - $(cat "$list.start") ))
    exit 0 ;;
  --markdown)
    markdown; exit $? ;;
  --write-doc)
    doc=${2:?usage: timed.sh --write-doc FILE}
    grep -qF "$start_marker" "$doc" && grep -qF "$end_marker" "$doc" ||
      { echo "timed.sh: $doc has no $start_marker … $end_marker block" >&2; exit 1; }
    block=$(markdown) || exit 1
    tmp=$(mktemp)
    BLOCK="$block" awk -v s="$start_marker" -v e="$end_marker" '
      $0 == s { print ENVIRON["BLOCK"]; skipping = 1; next }
      $0 == e { skipping = 0; next }
      !skipping { print }' "$doc" > "$tmp" && cat "$tmp" > "$doc"
    status=$?
    rm -f "$tmp"
    [ $status -eq 0 ] && echo "timed.sh: the timings block of $doc rewritten from $list"
    exit $status ;;
esac
label=$1; shift
start=$(date +%s)
"$@"
status=$?
echo "$label $(( $(date +%s) - start ))" >> "$list"
exit $status
