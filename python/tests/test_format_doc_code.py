# SPDX-License-Identifier: MIT
"""The Python code docs/format.md gives a reader, run on every example.

Its expansion of an options document's tables (``entries``, ``expand`` and ``spell``, reading
``skedaddle-options/5``) gives what skedaddle.nested_tree gives, on every GCACW tree and every
Jacobite retreat and lone leader (test_option_trees.py holds nested_tree to the tree the command
line prints with ``--tree``). Its two lines that check an outcome's hash hold for every example's
committed outcome, with the JCS function of tests/verify/check_hashes.py (which recomputes every
hash the same way)."""

import hashlib
import importlib.util
import json

import skedaddle
from conftest import ROOT, cli

FORMAT_DOC = ROOT / "docs" / "format.md"


def python_blocks():
    """Every ```python block of docs/format.md, as text."""
    blocks, lines = [], None
    for line in FORMAT_DOC.read_text(encoding="utf-8").split("\n"):
        if lines is None:
            if line.strip() == "```python":
                lines = []
        elif line.strip() == "```":
            blocks.append("\n".join(lines))
            lines = None
        else:
            lines.append(line)
    return blocks


def the_block(containing):
    found = [b for b in python_blocks() if containing in b]
    assert len(found) == 1, f"docs/format.md should have one python block with {containing!r}"
    return found[0]


def doc_trees(doc):
    """(tree, the doc's name for it) for every tree of an options document."""
    if doc["ruleset"] == "gcacw":
        return [doc]
    return list(doc["retreats"]) + ([doc["leader"]] if doc["leader"] else [])


def test_the_docs_expansion_gives_the_nested_tree(examples):
    names = {}
    exec(the_block("def expand("), names)
    expanded = 0
    for path in examples:
        if path.parent.name != "examples" or path.parent.parent.name not in ("gcacw", "jacobite"):
            continue
        doc = json.loads(cli("options", path, "--json"))
        if doc.get("kind") == "refused":
            continue
        for tree in doc_trees(doc):
            if tree["tree"] is None:
                continue
            expanded_by_the_docs = names["expand"](doc, tree, names["entries"](tree), *tree["tree"])
            assert expanded_by_the_docs == skedaddle.nested_tree(doc, tree), path
            expanded += 1
    assert expanded > 100


def test_the_docs_hash_check_holds_for_every_committed_outcome(examples):
    spec = importlib.util.spec_from_file_location("check_hashes",
                                                  ROOT / "tests" / "verify" / "check_hashes.py")
    check_hashes = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(check_hashes)
    code = compile(the_block("hashlib.sha256"), str(FORMAT_DOC), "exec")
    for path in examples:
        outcome = json.loads(path.with_name(path.name[:-len(".json")] + ".expected.json")
                             .read_text(encoding="utf-8"))
        with open(path, encoding="utf-8") as scenario_file:
            exec(code, {"jcs": check_hashes.jcs, "json": json, "hashlib": hashlib,
                        "outcome": outcome, "scenario_file": scenario_file})
