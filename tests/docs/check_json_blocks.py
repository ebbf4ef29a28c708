#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Validates every ```json block of the project's Markdown against the JSON Schema of its format.

Each block must be one whole JSON document whose "format" names a published format
(`skedaddle-scenario/1` -> schema/scenario.schema.json, `skedaddle-outcome/1` -> outcome,
`skedaddle-options/5` -> options, `skedaddle-odds/1` -> odds, `skedaddle-rulings/1` -> rulings);
an excerpt belongs in a console block, where it is compared with what the tool prints
(check_console_blocks.py). Every violation is printed as `FILE:LINE: POINTER: message`, and
the exit status is 1 when there is any. Markdown files are found as check_links.py finds them
(build trees, .git and test fixtures left out), or given. Needs Debian's python3-jsonschema,
as tests/schema/check_outputs.py. ctest runs it as DocJsonBlocksMatchSchemas.
"""
import argparse
import json
import os
import pathlib
import sys

from markdown_pages import fenced_blocks, markdown_files

try:
    import jsonschema
except ImportError:
    sys.exit("check_json_blocks.py: needs python3-jsonschema (scripts/setup.sh installs it)")

SCHEMAS = {
    "skedaddle-scenario/1": "scenario.schema.json",
    "skedaddle-outcome/1": "outcome.schema.json",
    "skedaddle-options/5": "options.schema.json",
    "skedaddle-odds/1": "odds.schema.json",
    "skedaddle-rulings/1": "rulings.schema.json",
}
def pointer(path):
    """A JSON pointer (RFC 6901) for a jsonschema error path."""
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in path) or "/"


def problems_of(where, text, validators):
    try:
        document = json.loads(text)
    except json.JSONDecodeError as error:
        return [f"{where}: not a whole JSON document: {error}"]
    name = document.get("format") if isinstance(document, dict) else None
    if name not in validators:
        return [f"{where}: \"format\" is {json.dumps(name)}, not one of the published formats "
                + ", ".join(SCHEMAS)]
    return [f"{where}: {pointer(e.absolute_path)}: {e.message}"
            for e in sorted(validators[name].iter_errors(document), key=lambda e: list(e.absolute_path))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", required=True, help="the project's source directory")
    parser.add_argument("markdown", nargs="*",
                        help="Markdown files to check (default: every one under --root)")
    args = parser.parse_args()

    validators = {}
    for name, file in SCHEMAS.items():
        with open(os.path.join(args.root, "schema", file), encoding="utf-8") as f:
            schema = json.load(f)
        cls = jsonschema.validators.validator_for(schema)
        cls.check_schema(schema)
        validators[name] = cls(schema)
    documents = [pathlib.Path(p) for p in args.markdown] or list(markdown_files(args.root))
    problems = []
    count = 0
    for path in documents:
        for line, text in fenced_blocks(path.read_text(encoding="utf-8"), "json"):
            count += 1
            problems += problems_of(f"{path}:{line}", text, validators)
    for p in problems:
        print(p)
    print(f"{count} JSON blocks, {len(problems)} problems")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
