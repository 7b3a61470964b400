#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for the end-to-end tests.
# Installs it with apt-get when missing (as root); otherwise says how.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: run 'sudo apt-get update && sudo apt-get install -y chromium'" >&2
  exit 1
fi
echo "Installing Debian's chromium (needed by the end-to-end tests)..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
/usr/bin/chromium --version
