#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Every trace line docs/format.md's event tables show has the form of a line the tool prints.

The tables of events (`| `type` | fields | text trace |`) give, for each event, a line of the
text trace as an illustration (`[GC-8] Hood loses 1 manpower (5 left)`). Its names, numbers,
places and die faces are the illustration's; its words and punctuation are the tool's. Each
becomes a pattern: the units' names the page uses stand for any name, a number (a GCACW hex
too) for any number and the word after it for any word (`1 block`, `2 blocks`), a Jacobite hex
for any hex, a face for any face, `[X]` for any ruling and `purpose` and `text` for any text.
The pattern must match a whole line of what `skedaddle resolve` prints for the examples, with
their own choosers and with `best`. Fails naming each line no example prints; ctest runs it as
FormatDocTraceFormsHold.
"""
import argparse
import pathlib
import re
import subprocess
import sys

NAMES = ["Atholl Brigade, Lord George Murray", "Hood, Longstreet", "Lord George Murray",
         "Atholl Brigade", "Clan Cameron", "Longstreet", "Atholl", "Hood", "Perth", "BR1IN"]
FACES = ["infantry", "cavalry", "artillery", "saber", "flag"]
TABLE_HEAD = re.compile(r"\| `type` \| .* \| text trace \|")


def trace_lines(text):
    """[(line number, trace line)] of the text-trace column of the page's event tables."""
    lines = []
    in_table = False
    for number, line in enumerate(text.split("\n"), 1):
        if TABLE_HEAD.fullmatch(line.strip()):
            in_table = True
            continue
        if not in_table or not line.startswith("|"):
            in_table = False
            continue
        column = line.strip().strip("|").split(" | ")[-1]
        lines += [(number, span) for span in re.findall(r"`([^`]+)`", column) if span.startswith("[")]
    return lines


def pattern(line):
    """The regular expression of a line's form (see the module's docstring)."""
    tokens = re.compile(r"\[X\]|" + "|".join(re.escape(n) for n in NAMES)
                        + r"|\b\d+ [a-z]+\b|\b\d+\b|\b[A-Z]\d{1,2}\b|\b(?:"
                        + "|".join(FACES) + r")\b|\bpurpose\b|\btext\b")
    out = []
    at = 0
    for m in tokens.finditer(line):
        out.append(re.escape(line[at:m.start()]))
        token = m.group(0)
        if token == "[X]":
            out.append(r"\[[A-Z]+-\d+\]")
        elif token in NAMES or token in ("purpose", "text"):
            out.append(".+")
        elif re.fullmatch(r"\d+ [a-z]+", token):
            out.append(r"\d+ [a-z]+")
        elif token.isdigit():
            out.append(r"\d+")
        elif token in FACES:
            out.append("(?:" + "|".join(FACES) + ")")
        else:
            out.append(r"[A-Z]\d{1,2}")
        at = m.end()
    out.append(re.escape(line[at:]))
    return re.compile("".join(out))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", required=True, help="the skedaddle executable")
    parser.add_argument("--root", required=True, help="the project's source directory")
    parser.add_argument("--format", help="the page (default: docs/format.md)")
    args = parser.parse_args()

    page = args.format or f"{args.root}/docs/format.md"
    with open(page, encoding="utf-8") as f:
        shown = trace_lines(f.read())
    examples = sorted(str(p) for p in pathlib.Path(args.root, "games").glob("*/examples/**/*.json")
                      if not p.name.endswith(".expected.json"))
    printed = set()
    for chooser in ([], ["--chooser", "best"]):
        done = subprocess.run([args.cli, "resolve", *chooser, *examples], capture_output=True,
                              text=True)
        printed.update(done.stdout.splitlines())
    problems = [f"{page}:{number}: no example prints a line of the form {line!r}"
                for number, line in shown if not any(pattern(line).fullmatch(p) for p in printed)]
    for p in problems:
        print(p)
    print(f"{len(shown)} trace lines, {len(problems)} of no form the tool prints")
    sys.exit(1 if problems or not shown else 0)


if __name__ == "__main__":
    main()
