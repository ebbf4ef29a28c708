#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what is missing, builds the dev preset (Debug, asserts on) and runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh
cmake --preset dev
cmake --build --preset dev
# The GoogleTest cases of tests/skedaddle_tests (all but a few dozen tests) in two processes, one
# a core (scripts/gtest-shards.sh), rather than one process a case as ctest runs them: starting
# the Debug executable about 2,600 times cost more than a third of the run. From the build
# directory, as ctest runs them (tests find their data relative to it). `ctest --preset dev` runs
# every test, these included, one process each, with a two-minute limit per test.
(cd build/dev && ../../scripts/gtest-shards.sh 2 ./tests/skedaddle_tests)
# The rest: the thread tests, the Python tests, the schema, documentation and dependency checks.
ctest --preset dev --label-exclude skedaddle_tests
