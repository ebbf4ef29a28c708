#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the release preset's benchmarks and runs every headline benchmark against its floor:
# each pair BM_X / BM_XFloor (and BM_XKept / BM_XFloor) of skedaddle_bench, interleaved at random, several repetitions,
# and prints a markdown table of the medians (engine time, floor time, ratio, allocations per
# iteration) with the machine it ran on. docs/performance.md says how to read it.
#
#   scripts/bench.sh [--repetitions N] [--filter REGEX] [--no-build] [--json FILE]
#
# --filter keeps the pairs whose engine benchmark's name matches REGEX (grep -E); --json keeps
# Google Benchmark's JSON report. Needs python3 (the table) and the release build's tools.
set -euo pipefail
cd "$(dirname "$0")/.."

repetitions=5
filter=''
build=1
json=''
while [[ $# -gt 0 ]]; do
  case "$1" in
    --repetitions) repetitions="$2"; shift 2 ;;
    --filter) filter="$2"; shift 2 ;;
    --no-build) build=0; shift ;;
    --json) json="$2"; shift 2 ;;
    -h|--help) sed -n '3,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "bench.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
if ! [[ "$repetitions" =~ ^[1-9][0-9]*$ ]]; then
  echo "bench.sh: --repetitions needs a positive integer, got '$repetitions'" >&2
  exit 2
fi

if [[ $build -eq 1 ]]; then
  cmake --preset release >/dev/null
  cmake --build --preset release --target skedaddle_bench
fi
bench=build/release/bench/skedaddle_bench
if [[ ! -x $bench ]]; then
  echo "bench.sh: $bench is missing (build it, or drop --no-build)" >&2
  exit 2
fi

# The pairs: every benchmark named BM_<name>Floor[/args] whose engine BM_<name>[/args] exists,
# and its engine's kept form BM_<name>Kept[/args] (storage kept between calls) if that exists.
mapfile -t names < <("$bench" --benchmark_list_tests=true)
pairs=()
for floor in "${names[@]}"; do
  [[ $floor =~ ^(BM_[A-Za-z0-9_]+)Floor(/.*)?$ ]] || continue
  for engine in "${BASH_REMATCH[1]}${BASH_REMATCH[2]}" "${BASH_REMATCH[1]}Kept${BASH_REMATCH[2]}"; do
    printf '%s\n' "${names[@]}" | grep -qxF -- "$engine" || continue
    if [[ -n $filter ]] && ! grep -qE -- "$filter" <<<"$engine"; then continue; fi
    pairs+=("$engine" "$floor")
  done
done
if [[ ${#pairs[@]} -eq 0 ]]; then
  echo "bench.sh: no benchmark pair BM_X / BM_XFloor matches" >&2
  exit 2
fi
regex="^($(printf '%s\n' "${pairs[@]}" | sed 's/[][\.*^$+?(){}|]/\\&/g' | paste -sd'|'))\$"

report=$(mktemp)
trap 'rm -f "$report"' EXIT
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
"$bench" --benchmark_filter="$regex" --benchmark_repetitions="$repetitions" \
  --benchmark_enable_random_interleaving=true --benchmark_report_aggregates_only=true \
  --benchmark_format=json --benchmark_out_format=json --benchmark_out="$report" >/dev/null
load_after=$(cut -d' ' -f1-3 /proc/loadavg)
if [[ ! -s $report ]]; then
  echo "bench.sh: $bench wrote no report" >&2
  exit 1
fi
[[ -n $json ]] && cp "$report" "$json"

model=$(lscpu | sed -n 's/^Model name: *//p' | head -1)
python3 - "$report" "$repetitions" "$model" "$(nproc)" "$load_before" "$load_after" \
  "${pairs[@]}" <<'PY'
import json
import sys

report, repetitions, model, cpus, load_before, load_after = sys.argv[1:7]
pairs = sys.argv[7:]
with open(report) as f:
    runs = json.load(f)["benchmarks"]
if any(r.get("error_occurred") for r in runs):
    bad = sorted({r["run_name"] for r in runs if r.get("error_occurred")})
    sys.exit("bench.sh: benchmarks failed: " + ", ".join(bad))
median = {r["run_name"]: r for r in runs if r.get("aggregate_name") == "median"}
scale = {"ns": 1, "us": 1e3, "ms": 1e6, "s": 1e9}


def ns(run, key):
    return run[key] * scale[run["time_unit"]]


def shown(t):
    if t >= 1e6:
        return f"{t / 1e6:.2f} ms"
    if t >= 1e3:
        return f"{t / 1e3:.2f} µs"
    return f"{t:.0f} ns"


def allocs(run):
    return f"{run['allocs']:.0f}" if "allocs" in run else "—"


print(f"Release build, median of {repetitions} repetitions interleaved at random; CPU time.")
print(f"Machine: {model}, {cpus} CPUs; load average {load_before} before, {load_after} after.")
print()
print("| benchmark | engine | floor | engine / floor | allocs per run (engine, floor) |")
print("| --- | --- | --- | --- | --- |")
for engine, floor in zip(pairs[::2], pairs[1::2]):
    e, f = median.get(engine), median.get(floor)
    if e is None or f is None:
        sys.exit(f"bench.sh: no median for {engine if e is None else floor}")
    ratio = ns(e, "cpu_time") / ns(f, "cpu_time")
    print(f"| `{engine}` | {shown(ns(e, 'cpu_time'))} | {shown(ns(f, 'cpu_time'))} | "
          f"**{ratio:.2f}×** | {allocs(e)}, {allocs(f)} |")
PY
