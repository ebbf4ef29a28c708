#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The batch of every example, sharded: scripts/shard-batch.sh (4 shards through GNU parallel, as
# separate processes) and scripts/slurm-batch.sh (4 array tasks, the Slurm variables set by hand,
# then the merge) print byte for byte what one `skedaddle batch` process prints, with the same
# exit status. The batch has references across the shards' boundaries and bad lines.
# Usage: shards_test.sh SKEDADDLE GAMES_DIR SCRIPTS_DIR
set -euo pipefail
cli=$1 games=$2 scripts=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "shards_test.sh: $*" >&2; exit 1; }

# Every example, resolved and its options, from its file; a scenario given whole with an id early
# on, referred to from every later shard; a bad line in the middle.
batch=$work/all.jsonl
mapfile -t examples < <(find "$games" -path '*/examples/*' -name '*.json' ! -name '*.expected.json' | LC_ALL=C sort)
((${#examples[@]} > 100)) || fail "only ${#examples[@]} examples under $games"
{
  printf '{"verb":"resolve","id":"first","scenario":%s}\n' "$(tr -d '\n' < "${examples[1]}")"
  n=0
  for verb in resolve options; do
    for f in "${examples[@]}"; do
      printf '{"verb":"%s","id":"%s","scenario_file":"%s"}\n' "$verb" "$n" "$f"
      n=$((n + 1))
      if ((n % 97 == 0)); then printf '{"verb":"options","scenario_ref":"first"}\n'; fi
      if ((n == 150)); then printf '{"verb":"resolve","scenario":{}}\n'; fi
    done
  done
} > "$batch"
lines=$(wc -l < "$batch")

status=0
"$cli" batch -j 1 "$batch" > "$work/single.jsonl" || status=$?
[[ $status == 2 ]] || fail "one process: exit $status, expected 2 (one bad line)"
[[ $(wc -l < "$work/single.jsonl") == "$lines" ]] || fail "one process: not one answer per line"

# GNU parallel, 4 shards, 4 processes at once.
status=0
"$scripts/shard-batch.sh" -k 4 -P 4 --skedaddle "$cli" "$batch" > "$work/parallel.jsonl" || status=$?
cmp "$work/single.jsonl" "$work/parallel.jsonl" || fail "shard-batch.sh: answers differ from one process"
[[ $status == 2 ]] || fail "shard-batch.sh: exit $status, expected 2"

# A batch named relative to the current folder, whose lines name scenarios relative to it, one
# of them missing: the errors name the paths as one process names them.
mkdir "$work/rel"
cp "${examples[0]}" "$work/rel/here.json"
for i in 1 2 3; do
  printf '{"verb":"resolve","scenario_file":"here.json"}\n{"verb":"resolve","scenario_file":"nope%s.json"}\n' "$i"
done > "$work/rel/turn.jsonl"
status=0
(cd "$work/rel" && "$cli" batch -j 1 turn.jsonl) > "$work/rel-single.jsonl" || status=$?
[[ $status == 2 ]] || fail "relative batch, one process: exit $status, expected 2"
grep -q '"nope1.json' "$work/rel-single.jsonl" || fail "relative batch: no error naming nope1.json"
status=0
(cd "$work/rel" && "$scripts/shard-batch.sh" -k 3 -P 3 --skedaddle "$cli" turn.jsonl) \
  > "$work/rel-parallel.jsonl" || status=$?
cmp "$work/rel-single.jsonl" "$work/rel-parallel.jsonl" ||
  fail "shard-batch.sh, relative batch: answers differ from one process"
[[ $status == 2 ]] || fail "shard-batch.sh, relative batch: exit $status, expected 2"

# A Slurm array of 4 tasks, the variables as Slurm sets them, then the merge.
mkdir "$work/slurm"
for id in 0 1 2 3; do
  SLURM_ARRAY_TASK_ID=$id SLURM_ARRAY_TASK_COUNT=4 SLURM_ARRAY_TASK_MIN=0 SLURM_ARRAY_TASK_MAX=3 \
    SLURM_CPUS_PER_TASK=2 SKEDADDLE=$cli "$scripts/slurm-batch.sh" task "$batch" "$work/slurm" || true
done
status=0
"$scripts/slurm-batch.sh" merge "$work/slurm" 4 > "$work/slurm.jsonl" || status=$?
cmp "$work/single.jsonl" "$work/slurm.jsonl" || fail "slurm-batch.sh: answers differ from one process"
[[ $status == 2 ]] || fail "slurm-batch.sh merge: exit $status, expected 2"

# An array numbered from 1 (--array=1-3) without SLURM_ARRAY_TASK_COUNT, as older Slurm sets it.
mkdir "$work/slurm1"
for id in 1 2 3; do
  env -u SLURM_ARRAY_TASK_COUNT SLURM_ARRAY_TASK_ID=$id SLURM_ARRAY_TASK_MIN=1 SLURM_ARRAY_TASK_MAX=3 \
    SKEDADDLE=$cli "$scripts/slurm-batch.sh" task "$batch" "$work/slurm1" || true
done
"$scripts/slurm-batch.sh" merge "$work/slurm1" 3 > "$work/slurm1.jsonl" || true
cmp "$work/single.jsonl" "$work/slurm1.jsonl" || fail "slurm-batch.sh from 1: answers differ"

# A shard that never ran: the merge says so and fails with 1.
rm "$work/slurm/part-2.status"
status=0
"$scripts/slurm-batch.sh" merge "$work/slurm" 4 > /dev/null 2> "$work/merge.err" || status=$?
[[ $status == 1 ]] || fail "merge without shard 2: exit $status, expected 1"
grep -q "shard 2 has no answers" "$work/merge.err" || fail "merge without shard 2: $(cat "$work/merge.err")"
echo "shards_test.sh: $lines lines, 4 shards through parallel and Slurm: identical"
