#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Batch throughput (bench/batch_bench.cpp) as a table: each run of the examples' batch (every
# example scenario whole in a resolve line, 4 times) against its floor in the same run (the same
# lines merely parsed by nlohmann), and the speed-up of N threads over one.
# Usage: scripts/bench-batch.sh [BENCH]   (default: build/release/bench/skedaddle_bench, built
#        with `cmake --preset release && cmake --build --preset release --target skedaddle_bench`)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bench=${1:-$root/build/release/bench/skedaddle_bench}
if [[ ! -x "$bench" ]]; then
  echo "bench-batch.sh: no $bench; build it: cmake --preset release && cmake --build --preset release --target skedaddle_bench" >&2
  exit 2
fi
json=$(mktemp)
trap 'rm -f "$json"' EXIT
"$bench" --benchmark_filter='^BM_Batch' --benchmark_repetitions=5 --benchmark_enable_random_interleaving=true \
  --benchmark_report_aggregates_only=true --benchmark_format=json > "$json"
python3 - "$json" <<'PY'
import json, sys
runs = {b["run_name"]: b for b in json.load(open(sys.argv[1]))["benchmarks"]
        if b.get("aggregate_name") == "median"}
def ms(b): return b["real_time"] if b["time_unit"] == "ms" else b["real_time"] / 1e6
def cpu_ms(b): return b["cpu_time"] if b["time_unit"] == "ms" else b["cpu_time"] / 1e6
floor = runs["BM_BatchParseFloor"]
lines = int(floor["lines"])
one = None
print(f"batch of {lines} lines (every example whole, resolve), median of 5, wall time")
print("| run | time | lines/s | x floor | speed-up over 1 thread |")
print("| --- | --- | --- | --- | --- |")
print(f"| parse floor (nlohmann, 1 thread) | {ms(floor):.1f} ms | {lines / ms(floor) * 1e3:,.0f} | 1.0 | |")
for name in sorted((n for n in runs if n.startswith("BM_BatchResolve/")),
                   key=lambda n: int(n.split("/")[1].split("/")[0])):
    b = runs[name]
    threads = int(name.split("/")[1])
    one = one or ms(b)
    print(f"| batch -j {threads} | {ms(b):.1f} ms | {lines / ms(b) * 1e3:,.0f} | "
          f"{ms(b) / ms(floor):.2f} | {one / ms(b):.2f} |")
# On one thread the batch runs on the benchmark's own thread, whose CPU time a busy machine
# does not inflate as it does the wall time.
b = runs["BM_BatchResolve/1/real_time"]
print(f"\nbatch -j 1 in CPU time: {cpu_ms(b):.1f} ms, {cpu_ms(b) / cpu_ms(floor):.2f}x the floor's "
      f"{cpu_ms(floor):.1f} ms")
PY
