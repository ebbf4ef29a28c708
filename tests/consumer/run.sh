#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The package test: builds skedaddle (Release) static and shared, installs each into a temporary
# prefix and checks, for each: the CMake consumer (find_package) and the pkg-config consumer
# build against it and resolve one installed example of each ruleset; no installed file names a
# path of this machine's source or build tree; the installed CLI, run from elsewhere, finds its
# examples (`demo`), also after the prefix is moved; the man page is there.
# Usage: tests/consumer/run.sh [static|shared]... (default: both). Build trees: build/consumer-*.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
export CCACHE_BASEDIR="$root" CCACHE_NOHASHDIR=true

kinds=("$@")
[[ ${#kinds[@]} -gt 0 ]] || kinds=(static shared)
work=$(mktemp -d "${TMPDIR:-/tmp}/skedaddle-consumer.XXXXXX")
trap 'rm -rf "$work"' EXIT

fail() { echo "consumer: $*" >&2; exit 1; }

for kind in "${kinds[@]}"; do
  case $kind in
    static) shared=OFF ;;
    shared) shared=ON ;;
    *) fail "unknown kind '$kind': static or shared" ;;
  esac
  build=$root/build/consumer-$kind
  prefix=$work/prefix-$kind
  echo "== $kind: build, install into $prefix"
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=$shared \
    -DSKEDADDLE_BUILD_TESTS=OFF -DSKEDADDLE_BUILD_BENCH=OFF -DSKEDADDLE_MAN_PAGE=ON >/dev/null
  cmake --build "$build" -j 2
  cmake --install "$build" --prefix "$prefix" >/dev/null

  # What a user needs is there.
  pc=$(find "$prefix" -name skedaddle.pc)
  [[ -n $pc ]] || fail "$kind: no skedaddle.pc installed"
  libdir=$(dirname "$(dirname "$pc")")
  for f in include/skedaddle/skedaddle.hpp include/skedaddle/io/scenario.hpp \
    include/skedaddle/gcacw/rules.hpp \
    include/skedaddle/jacobite/rules.hpp bin/skedaddle share/man/man1/skedaddle.1 \
    share/skedaddle/schema/scenario.schema.json share/doc/skedaddle/README.md \
    share/doc/skedaddle/docs/format.md \
    share/skedaddle/examples/gcacw/gc-02-stack-and-leader-move-together.json; do
    [[ -e $prefix/$f ]] || fail "$kind: $f not installed"
  done
  [[ -f $libdir/cmake/skedaddle/skedaddle-config-version.cmake ]] || fail "$kind: no version file"
  if [[ $kind == shared ]]; then
    [[ -e $libdir/libskedaddle_io.so.0.1 && -e $libdir/libskedaddle_rules.so.0.1 ]] ||
      fail "shared: no versioned libraries (libskedaddle_*.so.0.1)"
    objdump -p "$libdir/libskedaddle_io.so" | grep -q 'SONAME *libskedaddle_io.so.0.1' ||
      fail "shared: libskedaddle_io.so's SONAME is not libskedaddle_io.so.0.1"
  fi
  grep -q '\.SS "skedaddle resolve"' "$prefix/share/man/man1/skedaddle.1" ||
    fail "$kind: the man page has no section for the resolve verb"

  # No path of this machine's trees (the binaries included); private dependencies stay private.
  if hits=$(grep -rlF -e "$root" -e "$build" -e "$(realpath "$build")" "$prefix"); then
    fail "$kind: installed files name a build-machine path:"$'\n'"$hits"
  fi
  if grep -rE 'nlohmann|Boost' "$libdir/cmake" "$pc"; then
    fail "$kind: a private dependency leaks into the package files"
  fi

  echo "== $kind: the CMake consumer (find_package)"
  cmake -S tests/consumer/cmake -B "$work/cmake-$kind" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_PREFIX_PATH="$prefix" >/dev/null
  cmake --build "$work/cmake-$kind"
  "$work/cmake-$kind/skedaddle_consumer" "$prefix/share/skedaddle/examples"

  echo "== $kind: the pkg-config consumer"
  mkdir -p "$work/pc-$kind"
  PKG_CONFIG_PATH="$libdir/pkgconfig" make -s -C tests/consumer/pkgconfig OUT="$work/pc-$kind"
  LD_LIBRARY_PATH="$libdir" "$work/pc-$kind/skedaddle_consumer_pc" \
    "$prefix/share/skedaddle/examples"

  echo "== $kind: the installed CLI finds its examples, from another folder and once moved"
  mkdir -p "$work/elsewhere"
  for where in "$prefix" "$work/moved-$kind"; do
    [[ $where == "$prefix" ]] || mv "$prefix" "$where"
    (cd "$work/elsewhere" && "$where/bin/skedaddle" demo --out "$work/demo-$kind" >"$work/demo.log") ||
      fail "$kind: $where/bin/skedaddle demo failed: $(tail -3 "$work/demo.log")"
    grep -E '^demo: ([0-9]+) of \1 scenarios resolved' "$work/demo.log" ||
      fail "$kind: demo did not resolve every example: $(tail -1 "$work/demo.log")"
  done
done
echo "consumer: all checks passed (${kinds[*]})"
