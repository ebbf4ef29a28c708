#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Runs every command of a Markdown file's console blocks and compares what it prints.

A console block (```console) holds commands, each on a line starting "$ ", and under each what
it prints (standard output and standard error, interleaved). The commands run one after another in a
scratch directory where `games/` is the project's and the files the README names but does not
create (`broken.json`, `tampered.json`) come from tests/docs/fixtures/readme/; `skedaddle` is
the executable given. A line "..." in the printed text stands for any number of lines; "..."
inside a line for any text. `$ cat FILE` shows a file the next command reads: its lines are
written to FILE. Fails naming the block's line and the first line that differs, so that the
tour a newcomer reads is what the tool prints (ctest runs it as ReadmeConsoleBlocksHold).
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures", "readme")


def console_blocks(text):
    """[(line number of the block's first command, [(command, [printed lines])])]."""
    blocks = []
    commands = None
    for number, line in enumerate(text.split("\n"), start=1):
        if commands is None:
            if line.strip() == "```console":
                commands = []
                first = number + 1
            continue
        if line.strip() == "```":
            blocks.append((first, commands))
            commands = None
        elif line.startswith("$ "):
            commands.append((line[2:], [], number))
        elif commands:
            commands[-1][1].append(line)
    return blocks


def line_pattern(expected):
    """A regular expression for one printed line, "..." matching any text."""
    return re.compile("^" + ".*".join(re.escape(p) for p in expected.split("...")) + "$")


def matches(expected, actual):
    """True when `actual` lines fit `expected`, a line "..." standing for any number of lines."""
    if not expected:
        return not actual
    head = expected[0]
    if head.strip() == "...":
        return any(matches(expected[1:], actual[i:]) for i in range(len(actual) + 1))
    return bool(actual) and bool(line_pattern(head).match(actual[0])) and matches(expected[1:], actual[1:])


def first_difference(expected, actual):
    """A short description of where `actual` stops fitting `expected`, for the failure."""
    for i, line in enumerate(expected):
        if line.strip() == "...":
            return "after an elision, the rest does not fit"
        if i >= len(actual):
            return f"expected line {i + 1} {line!r}, got nothing more"
        if not line_pattern(line).match(actual[i]):
            return f"line {i + 1}: expected {line!r}, got {actual[i]!r}"
    return f"expected {len(expected)} lines, got {len(actual)}: {actual[len(expected)]!r} more"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", required=True, help="the skedaddle executable")
    parser.add_argument("--root", required=True, help="the project's source directory")
    parser.add_argument("markdown", help="the Markdown file whose console blocks to run")
    args = parser.parse_args()

    with open(args.markdown, encoding="utf-8") as f:
        blocks = console_blocks(f.read())
    cli_dir = tempfile.mkdtemp(prefix="skedaddle-cli-")
    os.symlink(os.path.abspath(args.cli), os.path.join(cli_dir, "skedaddle"))
    env = dict(os.environ, PATH=cli_dir + os.pathsep + os.environ.get("PATH", ""))
    problems = []
    ran = 0
    with tempfile.TemporaryDirectory(prefix="skedaddle-readme-") as scratch:
        os.symlink(os.path.join(os.path.abspath(args.root), "games"), os.path.join(scratch, "games"))
        for name in os.listdir(FIXTURES):
            shutil.copy(os.path.join(FIXTURES, name), scratch)
        for _, commands in blocks:
            for command, printed, number in commands:
                cat = re.fullmatch(r"cat (\S+)", command)
                if cat:
                    with open(os.path.join(scratch, cat.group(1)), "w", encoding="utf-8") as f:
                        f.write("\n".join(printed) + "\n")
                    continue
                # One pipe for both streams, so that they interleave as on a terminal.
                done = subprocess.run(command, shell=True, cwd=scratch, env=env, text=True,
                                      stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
                ran += 1
                actual = done.stdout.rstrip("\n")
                actual = actual.split("\n") if actual else []
                if not matches(printed, actual):
                    problems.append(f"{args.markdown}:{number}: $ {command}\n  "
                                    + first_difference(printed, actual))
    shutil.rmtree(cli_dir)
    for p in problems:
        print(p)
    print(f"{ran} commands run, {len(problems)} differ")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
