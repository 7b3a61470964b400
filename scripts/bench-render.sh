#!/usr/bin/env bash
# `make bench-render` (and the first part of `make bench`): each public page rendered from the
# same query answers by the binary (QuickJS, timed inside the server around the engine call)
# and by Node over the very same server bundle, side by side with their ratio, and the size of
# each page's dehydrated state. The demo data; release build.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-${LEASEFRONT_BIN:-${CARGO_TARGET_DIR:-target}/release/leasefront}}"
renders="${BENCH_RENDERS:-100}"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
pages=(/ "/category/furniture?limit=50" /product/sofas-001 "/search?q=sofa" /es/)
echo "== server render: the binary's QuickJS against Node, the same bundle and answers ($renders renders a page)"
RUST_LOG=warn "$bin" bench render --web-dir web/dist --out "$out" --renders "$renders" "${pages[@]}"
node scripts/bench-render-node.mjs "$out"
