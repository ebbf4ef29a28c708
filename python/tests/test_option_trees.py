# SPDX-License-Identifier: MIT
"""The option trees of ``options --json`` (tables, skedaddle-options/5) expanded by
skedaddle.nested_tree, the reader's expansion of docs/format.md, against the text the command
line prints with ``--tree``, which is written from the engine's tree, not from the tables."""

import json

import skedaddle
from conftest import cli


def _step_classification(s):
    override = ", override" if s["override"] else ""
    return (f"chart {s['chart']} row {s['row']} (priority {s['priority']}), "
            f"loss {s['loss']}{override}")


# The rejections whose text shows the neighbour's chart row (the others do not depend on it).
_ROW_MATTERS = ("GC-7", "GC-10")
_CANNOT_COMPLETE = "no way on from there ends in a hex where the retreat may end"


def _option_docs(examples, game):
    """(path, ``options --json`` as a dict) of every example of `game` that is not refused."""
    for path in examples:
        if path.parent.parent.name != game:
            continue
        doc = json.loads(cli("options", path, "--json"))
        if doc.get("kind") != "refused":
            assert doc["format"] == "skedaddle-options/5", path
            yield path, doc


def _gcacw_lines(node, indent, out):
    """What ``--tree`` prints of a node's neighbours, up to where each line's free text starts:
    each legal step with its classification and total loss, followed by its subtree, then each
    rejected neighbour with its classification (when it has one), reason and ruling."""
    pad = "  " * indent
    for o in node["options"]:
        out.append(f"{pad}{o['hex']} {o['dir']}: {_step_classification(o)}, "
                   f"total loss {o['then']['loss']}")
        _gcacw_lines(o["then"], indent + 1, out)
    for r in node["rejected"]:
        row_matters = r["rule"] in _ROW_MATTERS or r["reason"] == _CANNOT_COMPLETE
        chart = f"{_step_classification(r)}; " if "chart" in r and row_matters else ""
        out.append(f"{pad}x {r['hex']} {r['dir']}: {chart}{r['reason']} [{r['rule']}]")


def test_gcacw_tables_expand_to_the_tree_the_text_prints(examples):
    compared = 0
    for path, doc in _option_docs(examples, "gcacw"):
        root = skedaddle.nested_tree(doc)
        text = cli("options", path, "--tree").splitlines()
        if root is None:
            assert doc["groups"] == [], path
            continue
        start = text.index(f"{root['hex']} (start)")
        want = []
        _gcacw_lines(root, 1, want)
        got = text[start + 1:start + 1 + len(want)]
        # The text adds free words after the classification of a legal step ("; may stop here").
        got = [g[:len(w)] if not w.lstrip().startswith("x ") else g for g, w in zip(got, want)]
        assert got == want, path
        compared += 1
    assert compared > 25


def test_jacobite_tables_expand_to_nested_steps(examples):
    """Every expanded retreat node has its two rear hexes where the retreat goes on, each leading
    on to a node in that hex one hex deeper, or blocked with the words and ruling of its code."""
    checked = 0
    for path, doc in _option_docs(examples, "jacobite"):
        for retreat in doc["retreats"]:
            root = skedaddle.nested_tree(doc, retreat)
            stack = [root] if root else []
            while stack:
                n = stack.pop()
                checked += 1
                assert len(n.get("steps", [])) in (0, 2), path
                for s in n.get("steps", []):
                    if "then" in s:
                        assert (s["then"]["hex"], s["then"]["depth"]) == (s["hex"], n["depth"] + 1)
                        stack.append(s["then"])
                    elif "blocked" in s:
                        assert isinstance(s["blocked"], str) and s["rule"].startswith("JR-"), path
    assert checked > 100


def test_gcacw_stop_ruled_out_expands_to_its_words(examples):
    """ALL-1 (skedaddle-options/4 on): every node where the retreat may not stop carries why, the
    words and ruling of its code in ``reasons``; a node where it may, None. Under
    end_on_lone_enemy_leader false, Hancock's hex in 0601 (4 hexes from 0201) is ruled out as
    a lone enemy leader's (GC-3), as ``--tree`` says of that step."""
    nodes = 0
    for path, doc in _option_docs(examples, "gcacw"):
        root = skedaddle.nested_tree(doc)
        stack = [root] if root else []
        while stack:
            n = stack.pop()
            nodes += 1
            if n["can_stop"]:
                assert n["stop_ruled_out"] is None, path
            else:
                assert n["stop_ruled_out"]["rule"] in ("GC-1", "GC-3", "GC-9"), path
            stack.extend(o["then"] for o in n["options"] if "then" in o)
    assert nodes > 100
    leader = next(p for p in examples
                  if p.name == "gc-03-lone-enemy-leader-hex-is-no-end-with-the-option.json")
    node = skedaddle.nested_tree(json.loads(cli("options", leader, "--json")))
    while node["hex"] != "0601":
        node = node["options"][0]["then"]
    assert node["depth"] == 4
    assert node["stop_ruled_out"] == {
        "reason": "a retreat may not end in a lone enemy leader's hex "
                  "(option end_on_lone_enemy_leader)",
        "rule": "GC-3"}
    assert "0601 SE: chart 1 row 2 (priority 2), loss 0, total loss 0; may not stop here: a lone " \
           "enemy leader's hex" in cli("options", leader, "--tree")
