# SPDX-License-Identifier: MIT
# Sourced by scripts/shard-batch.sh and scripts/slurm-batch.sh: how a batch is cut into shards
# (contiguous ranges of lines, which `skedaddle batch --lines A-B` answers) and how the shards'
# exit statuses combine.

# The number of lines of a batch file (a last line without a newline counts).
batch_lines() {
  local file=$1 n
  n=$(wc -l < "$file")
  if [[ -s "$file" && "$(tail -c 1 "$file" | od -An -c | tr -d ' ')" != '\n' ]]; then
    n=$((n + 1))
  fi
  echo "$n"
}

# The range "A-B" of shard I (from 0) of K over N lines: K contiguous ranges as equal as can
# be, the first N % K one line longer; empty (nothing printed) when the shard has no line.
shard_range() {
  local n=$1 k=$2 i=$3
  local size=$((n / k)) extra=$((n % k))
  local first=$((i * size + (i < extra ? i : extra) + 1))
  local count=$((size + (i < extra ? 1 : 0)))
  ((count > 0)) && echo "${first}-$((first + count - 1))"
  return 0
}

# The exit status of a whole batch from its shards' statuses, as `skedaddle` combines several
# answers: the most severe first, 1 (a bug), 2 (bad input), 4 (an output lost), then 0.
combined_status() {
  local worst=0 s
  for s in "$@"; do
    case "$s" in
      1) worst=1 ;;
      2) [[ $worst == 1 ]] || worst=2 ;;
      4) [[ $worst == 1 || $worst == 2 ]] || worst=4 ;;
      0) ;;
      *) worst=1 ;;  # a shard killed or not run: no answer to trust
    esac
  done
  echo "$worst"
}
