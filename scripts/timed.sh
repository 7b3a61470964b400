#!/usr/bin/env bash
# The stopwatch of `make test`, so every run says where its time went:
#   timed.sh LABEL COMMAND...   runs COMMAND, then adds "LABEL SECONDS" to $MAKE_TIMINGS
#   timed.sh --reset            starts a new list
#   timed.sh --report           prints the list and the total
set -uo pipefail
list=${MAKE_TIMINGS:-/tmp/leasefront-make-timings}
mkdir -p "$(dirname "$list")" # `make web` alone runs before `make test` made the folder
case "${1:-}" in
  --reset) : > "$list"; date +%s > "$list.start"; exit 0 ;;
  --report)
    echo "where the time went:"
    awk '{ printf "  %-14s %5d s\n", $1, $2 }' "$list" 2>/dev/null
    [ -f "$list.start" ] && printf '  %-14s %5d s\n' total $(( $(date +%s) - $(cat "$list.start") ))
    exit 0 ;;
esac
label=$1; shift
start=$(date +%s)
"$@"
status=$?
echo "$label $(( $(date +%s) - start ))" >> "$list"
exit $status
