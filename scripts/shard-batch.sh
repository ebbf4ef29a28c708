#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs a batch as K shards through GNU parallel, as separate `skedaddle batch` processes on this
# machine or on several hosts (--sshlogin), and prints the answers in input order, as one
# `skedaddle batch` would print them. See docs/batch.md.
#
# Usage: scripts/shard-batch.sh [-k SHARDS] [-P JOBS] [-t THREADS] [--skedaddle PATH]
#                               [--sshlogin LOGINS] BATCH.jsonl > answers.jsonl
#   -k SHARDS      cut the batch into this many contiguous ranges of lines (default: JOBS)
#   -P JOBS        shards running at once on each host (default: parallel's, one per core)
#   -t THREADS     worker threads of each skedaddle process (default: 1)
#   --skedaddle    the skedaddle executable (default: skedaddle on the PATH; on other hosts it
#                  must be there at the same path)
#   --sshlogin     parallel's --sshlogin (host1,host2 or 8/host3; ":" is this machine); the
#                  batch file is copied to each host (--basefile); "scenario_file" paths must
#                  exist there too (or give the scenarios whole in the lines)
# Each shard answers its range (skedaddle batch --lines A-B) and reads the lines before it only
# for the scenarios they give with an id, so that "scenario_ref" works across shards. Exit
# status: as skedaddle batch (0, 1, 2, 4), the most severe of the shards'.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=scripts/batch-shards.sh
source "$here/batch-shards.sh"

shards="" jobs="" threads=1 skedaddle=skedaddle sshlogin=""
while (($#)); do
  case "$1" in
    -k) shards=$2; shift 2 ;;
    -P) jobs=$2; shift 2 ;;
    -t) threads=$2; shift 2 ;;
    --skedaddle) skedaddle=$2; shift 2 ;;
    --sshlogin) sshlogin=$2; shift 2 ;;
    -h|--help) sed -n '3,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "shard-batch.sh: unknown option $1 (--help)" >&2; exit 2 ;;
    *) break ;;
  esac
done
if (($# != 1)); then
  echo "shard-batch.sh: expected one batch file (--help)" >&2
  exit 2
fi
batch=$1
if [[ ! -f "$batch" ]]; then
  echo "shard-batch.sh: $batch: no such batch file" >&2
  exit 2
fi
command -v parallel > /dev/null || { echo "shard-batch.sh: needs GNU parallel (apt-get install parallel)" >&2; exit 2; }
jobs=${jobs:-$(nproc)}
shards=${shards:-$jobs}

lines=$(batch_lines "$batch")
ranges=()
for ((i = 0; i < shards; i++)); do
  range=$(shard_range "$lines" "$shards" "$i")
  [[ -n "$range" ]] && ranges+=("$range")
done
((${#ranges[@]} > 0)) || exit 0  # an empty batch has no answer

joblog=$(mktemp)
trap 'rm -f "$joblog"' EXIT
remote=()
[[ -n "$sshlogin" ]] && remote=(--sshlogin "$sshlogin" --basefile "$batch")
# --keep-order prints each shard's answers whole, in the order of the ranges: input order. The
# batch is named as it was given, so that each shard reads relative "scenario_file" paths from
# its folder and names them in its errors as one `skedaddle batch` of the same file does.
status=0
parallel --keep-order --jobs "$jobs" --joblog "$joblog" "${remote[@]}" \
  "$skedaddle" batch -j "$threads" --lines {} "$batch" ::: "${ranges[@]}" || status=$?
# parallel's own status counts the failed shards; the shards' own statuses say how they failed.
codes=$(awk 'NR > 1 { print $7 }' "$joblog")
if [[ -z "$codes" ]]; then
  echo "shard-batch.sh: parallel ran no shard (status $status)" >&2
  exit 1
fi
# shellcheck disable=SC2086
exit "$(combined_status $codes)"
