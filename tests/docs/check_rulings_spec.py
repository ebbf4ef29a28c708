#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Checks that the published rulings say what the specification's RULINGS.md says.

The published rulings (each game's games/<game>/rulings.md and docs/rules/rulings.md) are the
project's copy (ALL-4), as `skedaddle explain --json` prints it. This compares each ruling's id, title and wording with the bullet of the same id in
the specification's RULINGS.md, ignoring line breaks, emphasis and punctuation, and fails
naming every id that is missing on either side or worded differently, with the first
difference. ctest runs it as RulingsMatchTheSpecification when the specification is found.
"""
import argparse
import json
import re
import subprocess
import sys


def spec_bullets(text):
    """id -> the text of its bullet in RULINGS.md ("- **GC-1 Title.** wording ...")."""
    bullets = {}
    current = None
    for line in text.split("\n"):
        m = re.match(r"^- \*\*([A-Z]+-[0-9]+) ", line)
        if m:
            current = m.group(1)
            bullets[current] = [line[2:]]
        elif current and line.strip() and not line.startswith("#"):
            bullets[current].append(line)
        else:
            current = None
    return {k: " ".join(v) for k, v in bullets.items()}


def normal(text):
    return re.sub(r"[\s*\-:.()]+", "", text).lower()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", required=True, help="the skedaddle executable")
    parser.add_argument("--spec", required=True, help="the specification's RULINGS.md")
    args = parser.parse_args()

    done = subprocess.run([args.cli, "explain", "--json"], capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"explain --json: exit {done.returncode}: {done.stderr.strip()}")
    ours = {r["id"]: r for r in json.loads(done.stdout)["rulings"]}
    with open(args.spec, encoding="utf-8") as f:
        spec = spec_bullets(f.read())

    problems = []
    for rid in spec:
        if rid not in ours:
            problems.append(f"{rid}: in {args.spec}, not in the published rulings (games/*/rulings.md, docs/rules/rulings.md)")
    for rid, r in ours.items():
        if rid not in spec:
            problems.append(f"{rid}: in the published rulings, not in {args.spec}")
            continue
        theirs = normal(spec[rid])
        # A title that reads on into the wording ("GI-8 Positions ... are refused") is repeated
        # at the start of the wording in the docs.
        candidates = [normal(rid + r["title"] + r["wording"]), normal(rid + r["wording"])]
        if theirs not in candidates:
            mine = candidates[0]
            at = next((i for i, (a, b) in enumerate(zip(mine, theirs)) if a != b), min(len(mine), len(theirs)))
            problems.append(
                f"{rid}: worded differently from {args.spec}; first difference:\n"
                f"    docs: ...{mine[max(0, at - 40):at + 40]}...\n"
                f"    spec: ...{theirs[max(0, at - 40):at + 40]}..."
            )
    for p in problems:
        print(p)
    print(f"check_rulings_spec.py: {len(ours)} rulings published, {len(spec)} specified, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
