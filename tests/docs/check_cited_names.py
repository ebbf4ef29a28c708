#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Every test and example the project's Markdown names in code spans exists.

The games' READMEs map each ruling to the tests and example scenarios that pin it, and the docs
name them too. A code span that reads as a GoogleTest name (`Suite.Name`, or `Suite.*` for a
whole suite) must be a TEST, TEST_F or TEST_P of games/ or tests/ (a parameterised suite by its
INSTANTIATE_TEST_SUITE_P prefix too); one that reads as an example's name (`gc-09-...`, with
or without `.json`, `*` for any text) must match a scenario of games/*/examples/. Markdown files
are found as check_links.py finds them, under --root (build trees, .git and test fixtures left
out); --sources names where the tests and examples are (default: --root). Prints each name that
names nothing with its file and line; ctest runs it as DocCitedNamesExist.
"""
import argparse
import pathlib
import re
import sys

from markdown_pages import markdown_files, skipped

TEST = re.compile(r"\b(?:TEST|TEST_F|TEST_P|TYPED_TEST)\(\s*(\w+)\s*,\s*(\w+)\s*\)")
INSTANTIATION = re.compile(r"\bINSTANTIATE_TEST_SUITE_P\(\s*(\w+)\s*,\s*(\w+)")
TEST_NAME = re.compile(r"[A-Z][A-Za-z0-9]+\.(?:[A-Z][A-Za-z0-9_]*|\*)")
EXAMPLE_NAME = re.compile(r"[a-z]{2}-\d{1,2}-[a-z0-9*-]+(?:\.json)?")

def known_tests(sources):
    """The suites and `Suite.Name`s of every test source under games/ and tests/."""
    names, suites = set(), set()
    for folder in ("games", "tests"):
        for path in (sources / folder).rglob("*.[ch]pp"):
            if skipped(path, sources):
                continue
            text = path.read_text(encoding="utf-8", errors="replace")
            for suite, name in TEST.findall(text):
                names.add(f"{suite}.{name}")
                suites.add(suite)
            for prefix, suite in INSTANTIATION.findall(text):
                suites.update({suite, f"{prefix}/{suite}"})
    return names, suites


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", required=True, help="where the Markdown files are")
    parser.add_argument("--sources", help="where games/ and tests/ are (default: --root)")
    args = parser.parse_args()
    root = pathlib.Path(args.root)
    sources = pathlib.Path(args.sources or args.root)

    names, suites = known_tests(sources)
    examples = {p.name[:-len(".json")] for p in (sources / "games").glob("*/examples/**/*.json")
                if not p.name.endswith(".expected.json")}
    problems = []
    cited = 0
    for path in markdown_files(root):
        for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
            for span in re.findall(r"`([^`]+)`", line):
                if TEST_NAME.fullmatch(span):
                    suite, name = span.split(".")
                    found = suite in suites if name == "*" else span in names
                    what = "test"
                elif EXAMPLE_NAME.fullmatch(span):
                    stem = span[:-len(".json")] if span.endswith(".json") else span
                    pattern = re.compile(".*".join(re.escape(p) for p in stem.split("*")) + "$")
                    found = any(pattern.match(e) for e in examples)
                    what = "example"
                else:
                    continue
                cited += 1
                if not found:
                    problems.append(f"{path.relative_to(root)}:{number}: no {what} {span}")
    for p in problems:
        print(p)
    print(f"{cited} tests and examples cited, {len(problems)} not found")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
