#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Runs every command of a Markdown file's console blocks and compares what it prints.

A console block (```console) holds commands, each on a line starting "$ ", and under each what
it prints (standard output and standard error, interleaved). The commands run one after another in a
scratch directory where `games/` is the project's and the files the Markdown names but does not
create (`broken.json`, `tampered.json`) come from tests/docs/fixtures/readme/; `skedaddle` is
the executable given. A line "..." in the printed text stands for any number of lines; "..."
inside a line for any text. `$ cat FILE` shows a file the next command reads: its lines are
written to FILE. A fenced block of any language right under a line `<!-- file: FILE -->` (an
HTML comment, which Markdown does not show) is written to FILE too, so that a scenario the page
shows as ```json is the one its console blocks run. Fails naming the block's line and the first
line that differs, so that what a reader is shown is what the tool prints. With --find, every
Markdown file under --root that has a console block is checked (build trees, .git and test
fixtures left out), each in a scratch directory of its own. ctest runs it as
ReadmeConsoleBlocksHold on README.md and as DocConsoleBlocksHold on every other document.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

from markdown_pages import line_pattern, markdown_files

FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures", "readme")
FILE_MARK = re.compile(r"<!-- file: (\S+) -->")


def documents_with_console_blocks(root):
    """Every Markdown file under `root` that holds a console block, in path order."""
    for path in markdown_files(root):
        if any(line.strip() == "```console" for line in path.read_text(encoding="utf-8").splitlines()):
            yield str(path)


def doc_items(text):
    """The document's console blocks and named files, in document order: ("console", line
    number of the fence, [(command, [printed lines], line number)]) and ("file", name, [lines]). A block indented
    under a list item has its lines read without the fence's indentation."""
    items = []
    block = None  # the open fenced block: [kind, name, lines]
    name = None  # the file named by the line just above
    indent = ""  # the open fence's indentation
    for number, line in enumerate(text.split("\n"), start=1):
        if block is None:
            fence = re.fullmatch(r"(\s*)```(\w*)\s*", line)
            indent = fence.group(1) if fence else ""
            if fence and name is not None:
                block = ["file", name, []]
            elif fence and fence.group(2) == "console":
                block = ["console", number, []]
            elif fence:
                block = ["other", None, []]
            mark = FILE_MARK.fullmatch(line.strip())
            name = mark.group(1) if mark else None
            continue
        line = line[len(indent):] if line.startswith(indent) else line
        if line.strip() == "```":
            if block[0] == "console":
                items.append(("console", block[1], block[2]))
            elif block[0] == "file":
                items.append(("file", block[1], block[2]))
            block = None
        elif block[0] == "console":
            if line.startswith("$ "):
                block[2].append((line[2:], [], number))
            elif block[2]:
                block[2][-1][1].append(line)
        else:
            block[2].append(line)
    return items

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


def write(scratch, name, lines):
    with open(os.path.join(scratch, name), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def check_document(markdown, root, env):
    """Runs one document's blocks in a scratch directory: (commands run, [problems])."""
    with open(markdown, encoding="utf-8") as f:
        items = doc_items(f.read())
    problems = []
    ran = 0
    with tempfile.TemporaryDirectory(prefix="skedaddle-readme-") as scratch:
        os.symlink(os.path.join(os.path.abspath(root), "games"), os.path.join(scratch, "games"))
        for name in os.listdir(FIXTURES):
            shutil.copy(os.path.join(FIXTURES, name), scratch)
        for item in items:
            if item[0] == "file":
                write(scratch, item[1], item[2])
                continue
            if not item[2]:
                problems.append(f"{markdown}:{item[1]}: a console block without a \"$ \" command")
            for command, printed, number in item[2]:
                cat = re.fullmatch(r"cat (\S+)", command)
                if cat:
                    write(scratch, cat.group(1), printed)
                    continue
                # One pipe for both streams, so that they interleave as on a terminal.
                done = subprocess.run(command, shell=True, cwd=scratch, env=env, text=True,
                                      stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
                ran += 1
                actual = done.stdout.rstrip("\n")
                actual = actual.split("\n") if actual else []
                if not matches(printed, actual):
                    problems.append(f"{markdown}:{number}: $ {command}\n  "
                                    + first_difference(printed, actual))
    return ran, problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", required=True, help="the skedaddle executable")
    parser.add_argument("--root", required=True, help="the project's source directory")
    parser.add_argument("--find", action="store_true",
                        help="also every Markdown file under --root that has a console block")
    parser.add_argument("--except", dest="skipped", action="append", default=[],
                        help="a Markdown file --find leaves out (checked by another test)")
    parser.add_argument("markdown", nargs="*", help="a Markdown file whose console blocks to run")
    args = parser.parse_args()

    documents = list(args.markdown)
    if args.find:
        skipped = {os.path.realpath(p) for p in args.skipped}
        documents += [p for p in documents_with_console_blocks(args.root)
                      if os.path.realpath(p) not in skipped]
    if not documents:
        sys.exit("check_console_blocks.py: no Markdown file to check")
    cli_dir = tempfile.mkdtemp(prefix="skedaddle-cli-")
    os.symlink(os.path.abspath(args.cli), os.path.join(cli_dir, "skedaddle"))
    env = dict(os.environ, PATH=cli_dir + os.pathsep + os.environ.get("PATH", ""))
    problems = []
    ran = 0
    for markdown in documents:
        document_ran, document_problems = check_document(markdown, args.root, env)
        ran += document_ran
        problems += document_problems
    shutil.rmtree(cli_dir)
    for p in problems:
        print(p)
    if args.find:
        print("checked " + ", ".join(os.path.relpath(d, args.root) for d in documents))
    print(f"{ran} commands run, {len(problems)} differ")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
