#!/usr/bin/env bash
# The API contract test: Schemathesis (every check) over every operation of the served OpenAPI
# document, as the signed-in demo customer, against a fresh server with the demo data.
#   scripts/api-contract/run.sh BINARY [EXAMPLES]   (EXAMPLES per operation, default 5)
# CONTRACT_SEED fixes the run (default 1: `make test` is reproducible); `random` draws one.
# The fuzzer is pinned (requirements.txt) in a virtual environment under CONTRACT_VENV.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
bin="$1"
examples="${2:-5}"
venv="${CONTRACT_VENV:-${CARGO_TARGET_DIR:-$here/../../target}/contract-venv}"
if ! "$venv/bin/schemathesis" --version 2>/dev/null | grep -qF "$(sed -n 's/^schemathesis==//p' "$here/requirements.txt")"; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check -r "$here/requirements.txt"
fi
port="${CONTRACT_PORT:-18611}"
data=$(mktemp -d)
# This machine is the trusted proxy: the test signs in as another address than the fuzzer's
# own failed sign-ins (which lock 127.0.0.1 out, as they should).
"$bin" serve --demo --addr "127.0.0.1:$port" --database-url "sqlite://$data/contract.db" \
  --web-dir "$data" --trusted-proxies 127.0.0.1 >"$data/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true; rm -rf "$data"' EXIT
for _ in $(seq 1 120); do curl -fs "http://127.0.0.1:$port/api/health" >/dev/null && break; sleep 0.5; done
base="http://127.0.0.1:$port"
seed="${CONTRACT_SEED:-1}"
seed_flag=()
[ "$seed" = random ] || seed_flag=(--seed "$seed")
# Schemathesis keeps a cache of past failures in its working folder: a fresh one each run.
cd "$data"
status=0
CONTRACT_BASE_URL="$base" SCHEMATHESIS_HOOKS=hooks PYTHONPATH="$here" \
  "$venv/bin/schemathesis" --config-file "$here/schemathesis.toml" run "$base/api/openapi.json" \
  --url "$base" --checks all --max-examples "$examples" "${seed_flag[@]}" --no-color \
  || status=$?
if [ "$status" -ne 0 ]; then
  echo "== the server's panics, if any, and its last log lines" >&2
  grep -a -A4 "panicked" "$data/server.log" | head -40 >&2 || true
  # CONTRACT_SERVER_LOG=FILE keeps the whole log of a failed run.
  [ -z "${CONTRACT_SERVER_LOG:-}" ] || cp "$data/server.log" "$CONTRACT_SERVER_LOG"
  tail -5 "$data/server.log" >&2
fi
exit "$status"
