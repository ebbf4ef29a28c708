#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks that every relative link in the project's Markdown resolves to a file or folder.

Every *.md file under --root (build trees, .git and test fixtures left out) is read; each inline link
or image `[text](target)` whose target is not a URL (http:, https:, mailto:) nor an anchor of
the same page is resolved against the file's folder, its `#anchor` dropped. Links inside code
spans and fenced code blocks are not links. Prints `path:line: broken link "target"` for each
one that does not resolve and exits 1; exits 0 when all resolve.

Usage: check_links.py --root DIR
"""

import argparse
import pathlib
import re
import sys

from markdown_pages import markdown_files

LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
CODE_SPAN = re.compile(r"`[^`]*`")

def broken_links(path):
    fenced = False
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if fenced:
            continue
        for match in LINK.finditer(CODE_SPAN.sub("", line)):
            target = match.group(1)
            if re.match(r"^[a-z]+:", target) or target.startswith("#"):
                continue
            file_part = target.split("#", 1)[0]
            if not (path.parent / file_part).exists():
                yield number, target


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", required=True, type=pathlib.Path)
    args = parser.parse_args()
    root = args.root.resolve()
    broken = 0
    for path in markdown_files(root):
        for number, target in broken_links(path):
            print(f"{path.relative_to(root)}:{number}: broken link \"{target}\"")
            broken += 1
    if broken:
        print(f"{broken} broken link(s)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
