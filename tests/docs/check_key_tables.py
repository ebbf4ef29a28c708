#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""The tables of keys in the docs list exactly the keys the JSON Schemas allow.

A table right under a line `<!-- keys: SCHEMA#POINTER -->` (an HTML comment, which Markdown does
not show) describes one JSON object: the keys named in its first column (every code span of the
cell: `format`, `ruleset`, `scenario` in one row counts three) must be the `properties` of the
schema object at POINTER in schema/SCHEMA, no more and no fewer. The schemas are closed
(`additionalProperties: false`) and `OutputsMatchSchemas` holds every output to them, so a key
the page forgets, or one the tool no longer has, is caught here. Markdown files are found as
check_links.py finds them (build trees, .git and test fixtures left out), or given; --schemas
names the folder of the schemas (default: --root/schema). ctest runs it as DocKeyTablesMatchSchemas.
"""
import argparse
import json
import os
import pathlib
import re
import sys

from markdown_pages import markdown_files

MARK = re.compile(r"<!-- keys: (\S+?)#(\S*) -->")

def marked_tables(text):
    """[(line number of the mark, schema file, pointer, [keys of the table's first column])]."""
    tables = []
    lines = text.split("\n")
    for i, line in enumerate(lines):
        mark = MARK.fullmatch(line.strip())
        if not mark:
            continue
        body = []
        for row in lines[i + 1:]:
            if not row.startswith("|"):
                break
            body.append(row)
        keys = []
        for row in body[2:]:  # after the head and its rule
            keys += re.findall(r"`([^`]+)`", row.strip().strip("|").split(" | ")[0])
        tables.append((i + 1, mark.group(1), mark.group(2), keys))
    return tables


def resolve(schema, pointer):
    node = schema
    for part in [p.replace("~1", "/").replace("~0", "~") for p in pointer.split("/")[1:]]:
        node = node[part]
    return node


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", required=True, help="the project's source directory")
    parser.add_argument("--schemas", help="the folder of the schemas (default: --root/schema)")
    parser.add_argument("markdown", nargs="*", help="Markdown files (default: every one)")
    args = parser.parse_args()
    schemas = args.schemas or os.path.join(args.root, "schema")

    documents = [pathlib.Path(p) for p in args.markdown] or list(markdown_files(args.root))
    problems = []
    count = 0
    for path in documents:
        for line, file, pointer, keys in marked_tables(path.read_text(encoding="utf-8")):
            count += 1
            where = f"{path}:{line}: {file}#{pointer}"
            try:
                with open(os.path.join(schemas, file), encoding="utf-8") as f:
                    allowed = list(resolve(json.load(f), pointer)["properties"])
            except (OSError, KeyError, TypeError) as error:
                problems.append(f"{where}: no schema object with properties there ({error!r})")
                continue
            missing = [k for k in allowed if k not in keys]
            unknown = [k for k in keys if k not in allowed]
            if missing:
                problems.append(f"{where}: the table does not list " + ", ".join(missing))
            if unknown:
                problems.append(f"{where}: the schema has no " + ", ".join(unknown))
    for p in problems:
        print(p)
    print(f"{count} tables of keys, {len(problems)} problems")
    sys.exit(1 if problems or not count else 0)


if __name__ == "__main__":
    main()
