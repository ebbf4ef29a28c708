#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs a GoogleTest executable as SHARDS processes at once (GoogleTest's own sharding: each
# process runs every SHARDS-th test), so that a slow build (the sanitizers') uses every core.
# Each shard's output goes to <executable>.shard<i>.log; the summary of each is printed, and the
# whole log of a shard that failed. Fails if any shard failed.
# Usage: scripts/gtest-shards.sh SHARDS EXECUTABLE [ARGUMENTS...]
set -euo pipefail

if [[ $# -lt 2 || ! $1 =~ ^[1-9][0-9]*$ ]]; then
  echo "usage: $0 SHARDS EXECUTABLE [ARGUMENTS...]" >&2
  exit 2
fi
shards=$1
executable=$2
shift 2

pids=()
for ((i = 0; i < shards; ++i)); do
  GTEST_TOTAL_SHARDS=$shards GTEST_SHARD_INDEX=$i "$executable" "$@" \
    >"${executable}.shard${i}.log" 2>&1 &
  pids+=($!)
done

failed=0
for ((i = 0; i < shards; ++i)); do
  log="${executable}.shard${i}.log"
  if wait "${pids[$i]}"; then
    echo "shard ${i}/${shards}: $(grep -E '^\[  PASSED  \]' "$log" || echo 'no summary')" \
      "$(grep -E '^\[  SKIPPED \] [0-9]+ tests?,' "$log" | sed -E 's/^\[  SKIPPED \] ([0-9]+ tests?),.*/(\1 skipped)/' || true)"
  else
    failed=1
    echo "shard ${i}/${shards} FAILED; its log (${log}):"
    cat "$log"
  fi
done
exit "$failed"
