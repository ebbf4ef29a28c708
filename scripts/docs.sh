#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the API reference of the public headers with Doxygen (docs/Doxyfile.in, the `docs`
# target of the dev preset) into build/dev/docs/api/html/. Any Doxygen warning (an undocumented
# declaration, a bad @param, bad markup) fails it, and the warnings are printed.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh
command -v doxygen >/dev/null || { echo "docs: doxygen is not installed" >&2; exit 1; }
cmake --preset dev >/dev/null

log=build/dev/docs/api/warnings.log
rm -f "$log"
status=0
cmake --build --preset dev --target docs || status=$?
if [[ -s "$log" ]]; then
  echo "docs: Doxygen warnings:" >&2
  cat "$log" >&2
  exit 1
fi
if [[ $status -ne 0 ]]; then
  echo "docs: the docs target failed" >&2
  exit "$status"
fi
echo "docs: build/dev/docs/api/html/index.html"
