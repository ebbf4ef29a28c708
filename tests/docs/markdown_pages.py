# SPDX-License-Identifier: MIT
"""What the documentation checks share: which Markdown files are the project's, their fenced
blocks, and the "..." of a shown line. Standard-library Python only."""
import pathlib
import re

SKIPPED_DIRS = {".git", "build", "node_modules", "fixtures"}  # fixtures: the checks' test data


def skipped(path, root):
    """True for a file under a build tree, .git, node_modules or the checks' fixtures."""
    parts = pathlib.Path(path).relative_to(root).parts
    return any(p in SKIPPED_DIRS or p.startswith("build") for p in parts[:-1])


def markdown_files(root):
    """Every Markdown file of the project under `root`, in path order."""
    root = pathlib.Path(root)
    for path in sorted(root.rglob("*.md")):
        if not skipped(path, root):
            yield path


def fenced_blocks(text, language):
    """[(line number of the block's first line, its text)] for each ```<language> block that
    starts a line."""
    blocks = []
    lines = None
    for number, line in enumerate(text.split("\n"), start=1):
        if lines is None:
            if line.strip() == "```" + language:
                lines, first = [], number + 1
        elif line.strip() == "```":
            blocks.append((first, "\n".join(lines)))
            lines = None
        else:
            lines.append(line)
    return blocks


def line_pattern(expected):
    """A regular expression for one shown line, "..." matching any text."""
    return re.compile("^" + ".*".join(re.escape(p) for p in expected.split("...")) + "$")
