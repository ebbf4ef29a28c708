#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The browser playground (docs/web.md):
#   scripts/web.sh [build]       the engine compiled to WebAssembly (the wasm preset, Emscripten)
#                                into build/wasm, and the static site assembled in build/web
#   scripts/web.sh serve [PORT]  build, then serve build/web on http://localhost:PORT (8000)
#   scripts/web.sh test          build, then the node tests (the page's seeds; WASM against the
#                                native CLI over the whole corpus) and the Playwright tests in
#                                headless Chromium
#   scripts/web.sh screenshots   build, then remake docs/images/playground-*.png
# It installs what is missing (scripts/setup.sh: emscripten, chromium, nodejs) and the npm
# packages pinned in web/package-lock.json (npm ci).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

scripts/setup.sh >/dev/null
command -v npm >/dev/null || {
  echo "web.sh: npm is missing (Debian: apt-get install npm)" >&2
  exit 1
}
# Debian's emscripten runs its JavaScript tools with node, which finds Debian's node packages
# (acorn) only there.
export NODE_PATH=/usr/share/nodejs
export CCACHE_BASEDIR="$root" CCACHE_NOHASHDIR=true

build() {
  if [[ ! -d web/node_modules/@noble/hashes || web/package-lock.json -nt web/node_modules ]]; then
    (cd web && npm ci --no-audit --no-fund)
  fi
  cmake --preset wasm >/dev/null
  cmake --build --preset wasm
  node web/assemble.mjs build/web build/wasm
}

# The native CLI the node test compares bytes with, and the C interface's calls timed in one
# process (bench/capi_calls) that it compares times with, built optimised (the release preset)
# so that the time ratio compares like with like.
native_build() {
  cmake --preset release >/dev/null
  cmake --build --preset release --target skedaddle_cli skedaddle_capi_calls >&2
}

case "${1:-build}" in
  build)
    build
    ;;
  serve)
    build
    port="${2:-8000}"
    echo "the playground: http://localhost:$port/"
    exec python3 -m http.server "$port" --bind 127.0.0.1 --directory build/web
    ;;
  test)
    build
    native_build
    # One file at a time (node --test runs files at once): Chromium's processes, running beside
    # the corpus test's timed rounds, made the WebAssembly look 2.4-2.6x native instead of 1.7-1.9x.
    SKEDADDLE_CLI="$root/build/release/skedaddle" \
      SKEDADDLE_CAPI_CALLS="$root/build/release/bench/skedaddle_capi_calls" \
      node --test --test-concurrency=1 web/tests/seed.test.mjs web/tests/odds-text.test.mjs web/tests/corpus.test.mjs web/tests/browser.test.mjs web/tests/play-odds.test.mjs
    ;;
  screenshots)
    build
    node web/screenshots.mjs docs/images
    ;;
  *)
    echo "usage: scripts/web.sh [build|serve [PORT]|test|screenshots]" >&2
    exit 2
    ;;
esac
