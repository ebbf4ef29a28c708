#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs the Debian packages skedaddle needs to build, test and benchmark. Idempotent: when
# everything is there it only says so.
#   scripts/setup.sh            everything: tests, sanitizers, fuzzing, Python, docs, browser
#   scripts/setup.sh --library  only what the library and the command-line tool need, to build
#                               and install them (README, "Install and use from CMake")
set -euo pipefail

# The library and the tool: the compiler, CMake, the headers they build with, OpenSSL's
# libcrypto for the SHA-256 of the outcomes' verification, the man page (help2man) and
# pkg-config for a program built against the installed package.
library=(build-essential cmake ninja-build nlohmann-json3-dev libcli11-dev libfmt-dev
  libboost-dev libssl-dev ccache help2man pkg-config)
case "${1:-}" in
  "") ;;
  --library) ;;
  *) echo "setup: unknown option $1 (none, or --library)" >&2; exit 2 ;;
esac

packages=("${library[@]}" libgtest-dev libbenchmark-dev clang-format
  python3-jsonschema
  # the Python module (python/, docs/python.md): pybind11, the wheel, pytest, Dask, matplotlib
  python3-dev pybind11-dev python3-pybind11 python3-build python3-wheel python3-setuptools
  python3-venv python3-pytest python3-distributed python3-matplotlib
  # the API reference (scripts/docs.sh)
  doxygen
  # the asan preset (the tests under the sanitizers, scripts/fuzz.sh): clang, libFuzzer and the sanitizers' runtimes, llvm-symbolizer
  clang libclang-rt-14-dev llvm-14
  # shards of a batch over processes and hosts (scripts/shard-batch.sh, docs/batch.md)
  parallel
  # the browser playground (scripts/web.sh, docs/web.md): Emscripten, node and npm for its
  # tests, and the Chromium that Playwright drives
  emscripten nodejs chromium)

[[ "${1:-}" == --library ]] && packages=("${library[@]}")

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$p")
done

if [[ ${#missing[@]} -eq 0 ]]; then
  echo "setup: all build dependencies are installed"
  exit 0
fi

echo "setup: installing ${missing[*]}"
sudo=()
if [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null 2>&1 || {
    echo "setup: not root and no sudo; install as root: apt-get install ${missing[*]}" >&2
    exit 1
  }
  sudo=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update
"${sudo[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
