#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the harnesses in the asan preset (clang, libFuzzer's coverage, ASan + UBSan, -O1; its
# tests share the libraries' objects) and runs each harness for SECONDS (default 300), two at a
# time: fuzz_<game> for every registered game (structure-aware),
# fuzz_bytes (raw bytes into the loader), fuzz_batch (request lines into the batch).
# Usage: scripts/fuzz.sh [SECONDS] [HARNESS...]
#
# Each harness's corpus grows in build/fuzz/corpus/<harness>/ from run to run; it starts from its
# game's examples (every game's for fuzz_bytes and fuzz_batch), copied from games/<game>/examples/ into
# build/fuzz/seeds/<harness>/ on each run. A crash, sanitizer report, timeout or out-of-memory
# input is saved in build/fuzz/crashes/ and fails the script once every harness has run; the
# logs are in build/fuzz/logs/. A crash input becomes a regression test by being checked in
# under fuzz/regressions/<harness>/ (tests/fuzz/regressions_test.cpp runs them).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-300}
shift || true

mapfile -t games < <(sed -n 's/^[[:space:]]*skedaddle_game(\([A-Za-z0-9_]*\)).*/\1/p' games/games.cmake)
harnesses=("$@")
if [[ ${#harnesses[@]} -eq 0 ]]; then
  for game in "${games[@]}"; do harnesses+=("fuzz_${game}"); done
  harnesses+=(fuzz_bytes fuzz_batch)
fi

scripts/setup.sh
cmake --preset asan >/dev/null
cmake --build --preset asan --target "${harnesses[@]}"

# The harnesses' executables, and where their seeds, corpora, crashes and logs are kept.
bin=build/asan/fuzz
build=build/fuzz

# The scenario files of some games' examples (not their expected outcomes) into a folder.
seed() {
  local into=$1
  shift
  rm -rf "$into"
  mkdir -p "$into"
  local game
  for game in "$@"; do
    find "games/${game}/examples" -name '*.json' ! -name '*.expected.json' -print0 |
      while IFS= read -r -d '' file; do
        cp "$file" "${into}/${game}-$(basename "$file")"
      done
  done
}

# Stacks with function names and lines (llvm-14, from setup.sh).
if [[ -x /usr/lib/llvm-14/bin/llvm-symbolizer ]]; then
  export ASAN_SYMBOLIZER_PATH=/usr/lib/llvm-14/bin/llvm-symbolizer
fi
mkdir -p "${build}/crashes" "${build}/logs" "${build}/status"
# One harness: its seeds, then libFuzzer for SECONDS; its exit status in build/fuzz/status/.
fuzz_one() {
  local harness=$1
  if [[ $harness == fuzz_bytes || $harness == fuzz_batch ]]; then
    seed "${build}/seeds/${harness}" "${games[@]}"
  else
    seed "${build}/seeds/${harness}" "${harness#fuzz_}"
  fi
  mkdir -p "${build}/corpus/${harness}"
  local status=0
  # Scenarios are a few KB (a verify line of fuzz_batch holds a scenario and its outcome, so it
  # gets more room); 10 s for one input or 2 GB of memory is a hang or a leak to report.
  local max_len=16384
  [[ $harness == fuzz_batch ]] && max_len=65536
  "${bin}/${harness}" -max_total_time="${seconds}" -max_len="${max_len}" -timeout=10 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="${build}/crashes/${harness}-" \
    "${build}/corpus/${harness}" "${build}/seeds/${harness}" >"${build}/logs/${harness}.log" 2>&1 ||
    status=$?
  echo "$status" >"${build}/status/${harness}"
}

# Two harnesses at a time, one a core (libFuzzer runs on one thread): the machine has two.
rm -f "${build}"/status/*
for harness in "${harnesses[@]}"; do
  echo "== ${harness}: ${seconds}s (log ${build}/logs/${harness}.log)"
  fuzz_one "$harness" &
  while [[ $(jobs -rp | wc -l) -ge 2 ]]; do wait -n || true; done
done
wait
failed=()
for harness in "${harnesses[@]}"; do
  log="${build}/logs/${harness}.log"
  if [[ $(cat "${build}/status/${harness}" 2>/dev/null) == 0 ]]; then
    echo "== ${harness}"
    grep -E '^(reach:|stat::number_of_executed_units|#[0-9]+[[:space:]]+DONE)' "$log" || true
  else
    failed+=("$harness")
    echo "${harness}: FAILED; the end of its log:"
    tail -n 60 "$log"
  fi
done

if [[ ${#failed[@]} -gt 0 ]]; then
  echo "fuzz: ${failed[*]} found a crash; the inputs are in ${build}/crashes/" >&2
  exit 1
fi
echo "fuzz: no crash in ${harnesses[*]}"
