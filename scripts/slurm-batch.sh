#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs a batch on a Slurm cluster as a job array, one shard per array task, then merges the
# answers in input order. See docs/batch.md.
#
# Usage:
#   scripts/slurm-batch.sh submit BATCH.jsonl OUTDIR SHARDS [sbatch options...]
#       submits the array (one task per shard, SKEDADDLE = the skedaddle executable, default
#       skedaddle on the PATH) and a merge job that runs once every task has ended; the
#       answers go to OUTDIR/answers.jsonl, the merge's exit status to OUTDIR/status.
#   scripts/slurm-batch.sh task BATCH.jsonl OUTDIR
#       what each array task runs: shard $SLURM_ARRAY_TASK_ID of the $SLURM_ARRAY_TASK_COUNT
#       (else MAX - MIN + 1) shards, with $SLURM_CPUS_PER_TASK threads (default 1), into
#       OUTDIR/part-I.jsonl and its exit status into OUTDIR/part-I.status.
#   scripts/slurm-batch.sh merge OUTDIR SHARDS
#       prints the parts in order (input order) and exits with the most severe status of the
#       shards' (as skedaddle batch: 0, 1, 2, 4); a shard without a status (not run, killed)
#       makes it 1 and is named on stderr.
# The batch file (and any "scenario_file") must be on a file system every node sees.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=scripts/batch-shards.sh
source "$here/batch-shards.sh"

usage() { sed -n '3,21p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }

mode=${1:-}
case "$mode" in
  submit)
    (($# >= 4)) || usage
    batch=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
    out=$3 shards=$4
    shift 4
    mkdir -p "$out"
    out=$(cd "$out" && pwd)
    array=$(sbatch --parsable --array=0-$((shards - 1)) --output="$out/slurm-%A_%a.log" "$@" \
      "$here/slurm-batch.sh" task "$batch" "$out")
    # afterany: a shard with bad lines exits 2, which Slurm counts as failed; the merge still runs.
    sbatch --parsable --dependency=afterany:"${array%%;*}" --output="$out/slurm-merge.log" \
      --wrap="'$here/slurm-batch.sh' merge '$out' $shards > '$out/answers.jsonl'; echo \$? > '$out/status'"
    ;;
  task)
    (($# == 3)) || usage
    batch=$2 out=$3
    : "${SLURM_ARRAY_TASK_ID:?task runs inside a Slurm array job (SLURM_ARRAY_TASK_ID)}"
    count=${SLURM_ARRAY_TASK_COUNT:-$((${SLURM_ARRAY_TASK_MAX:?} - ${SLURM_ARRAY_TASK_MIN:-0} + 1))}
    index=$((SLURM_ARRAY_TASK_ID - ${SLURM_ARRAY_TASK_MIN:-0}))
    range=$(shard_range "$(batch_lines "$batch")" "$count" "$index")
    status=0
    if [[ -n "$range" ]]; then
      "${SKEDADDLE:-skedaddle}" batch -j "${SLURM_CPUS_PER_TASK:-1}" --lines "$range" "$batch" \
        > "$out/part-$index.jsonl.tmp" || status=$?
    else
      : > "$out/part-$index.jsonl.tmp"  # more shards than lines
    fi
    mv "$out/part-$index.jsonl.tmp" "$out/part-$index.jsonl"
    echo "$status" > "$out/part-$index.status"
    exit "$status"
    ;;
  merge)
    (($# == 3)) || usage
    out=$2 shards=$3
    codes=()
    for ((i = 0; i < shards; i++)); do
      if [[ -f "$out/part-$i.status" && -f "$out/part-$i.jsonl" ]]; then
        cat "$out/part-$i.jsonl"
        codes+=("$(cat "$out/part-$i.status")")
      else
        echo "slurm-batch.sh: shard $i has no answers ($out/part-$i.status missing)" >&2
        codes+=(missing)
      fi
    done
    exit "$(combined_status "${codes[@]}")"
    ;;
  *) usage ;;
esac
