# SPDX-License-Identifier: MIT
"""resolve_many against the C++ batch path on the same work, in the same run (issue 26): every
example scenario, each resolved with its own chooser and seed, 4 times over. The C++ side is
`skedaddle batch -j N` on JSON Lines of the same scenarios (each parsed, resolved, written);
the Python side is skedaddle.load of the same texts, then resolve_many(threads=N), its outcomes
as dicts. Interleaved repetitions, the median of each. Prints a table. Then, per call, a
Monte Carlo tally's two ways on one thread: resolve_many's outcome documents against its fates
(fates=True), 3,000 seeds of two unscripted examples with a random chooser.

Usage: python3 bench/python_bench.py CLI [REPETITIONS]   (with the module importable: the wheel
installed, or PYTHONPATH=build/release/python; compare Release with Release)
"""

import json
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

import skedaddle

ROOT = pathlib.Path(__file__).resolve().parents[1]


def examples():
    return sorted(p for p in ROOT.glob("games/*/examples/**/*.json")
                  if not p.name.endswith(".expected.json"))


def main(cli, repetitions=5):
    texts = [p.read_text() for p in examples()] * 4
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as f:
        for text in texts:
            f.write(json.dumps({"verb": "resolve", "scenario": json.loads(text)}) + "\n")
        batch_file = f.name

    def cpp(threads):
        start = time.perf_counter()
        run = subprocess.run([cli, "batch", batch_file, "-j", str(threads)],
                             stdout=subprocess.DEVNULL, check=False)
        assert run.returncode == 0, run.returncode
        return time.perf_counter() - start

    def python(threads):
        start = time.perf_counter()
        scenarios = [skedaddle.load(t) for t in texts]
        outcomes = skedaddle.resolve_many(scenarios, threads=threads)
        assert len(outcomes) == len(texts)
        return time.perf_counter() - start

    rows = []
    for threads in (1, 2):
        times = {"cpp": [], "python": []}
        for _ in range(repetitions):
            times["cpp"].append(cpp(threads))
            times["python"].append(python(threads))
        c, p = statistics.median(times["cpp"]), statistics.median(times["python"])
        rows.append((threads, c, p))
    print(f"{len(texts)} resolves (every example, 4 times), median of {repetitions}, wall time")
    print("| threads | C++ batch | Python resolve_many | Python / C++ |")
    print("| --- | --- | --- | --- |")
    for threads, c, p in rows:
        print(f"| {threads} | {c * 1e3:.0f} ms | {p * 1e3:.0f} ms | {p / c:.2f} |")
    pathlib.Path(batch_file).unlink()
    per_call(repetitions)


def per_call(repetitions, seeds=3000):
    """Microseconds per item of resolve_many on one thread, outcome documents against fates."""
    names = ("jr-08-one-casualty-check-per-combat-hits-then-blocked-retreat", "gi-6-end-of-battle-three-units-in-order")
    print(f"\nper call, one thread, {seeds} seeds with a random chooser, median of {repetitions}")
    print("| example | resolve_many (dicts) | resolve_many(fates=True) | fates / dicts |")
    print("| --- | --- | --- | --- |")
    for name in names:
        path = next(p for p in examples() if p.name.startswith(name))
        s = skedaddle.load(path).unscripted()
        items = [(s, "random", seed) for seed in range(seeds)]
        times = {False: [], True: []}
        for _ in range(repetitions):
            for fates in (False, True):
                start = time.perf_counter()
                skedaddle.resolve_many(items, threads=1, fates=fates)
                times[fates].append((time.perf_counter() - start) / seeds * 1e6)
        d, f = statistics.median(times[False]), statistics.median(times[True])
        print(f"| {path.stem} | {d:.1f} us | {f:.1f} us | {f / d:.2f} |")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 5)
