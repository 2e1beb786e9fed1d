#!/usr/bin/env bash
# Makes sure Debian's Chromium, the browser the Playwright suites in e2e/ drive, is at
# /usr/bin/chromium. Silent when it is there. As root with apt-get it installs the package;
# otherwise it says how to and exits 1. Playwright's own browser download is never used
# (`npx playwright install` needs an internet connection this project does not assume).
set -euo pipefail

CHROMIUM=/usr/bin/chromium
if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the end-to-end tests (apt-get)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  if [ -x "$CHROMIUM" ]; then
    exit 0
  fi
  echo "apt-get installed chromium, but $CHROMIUM is still missing." >&2
  exit 1
fi

echo "The end-to-end tests need Chromium at $CHROMIUM, which is missing. Install it with: sudo apt-get install chromium" >&2
exit 1
