#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what is missing, builds the release preset, and resolves every example scenario:
# traces on stdout, one SVG per scenario in build/demo/.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh
cmake --preset release
cmake --build --preset release
./build/release/skedaddle demo --out build/demo
echo "demo: SVG pictures written to $(pwd)/build/demo/"
