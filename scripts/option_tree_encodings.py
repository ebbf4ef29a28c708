#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Measures a smaller encoding of the option trees of `skedaddle-options/4` (issue 28: the
largest tree under 1 MB), and checks that it loses nothing: each tree re-encoded, then expanded
back into the nested tree of `skedaddle-options/1`, must equal the expansion of the original.

    skedaddle options --json SCENARIO > doc.json
    PYTHONPATH=build/dev/python scripts/option_tree_encodings.py doc.json [doc.json ...]

(the `/4` document is expanded by the package's own reader, `skedaddle.nested_tree`).

The candidate ("by head"): a tree's entries grouped by their head. Each group lists the steps
and the child heads its entries use (numbers into the tree's tables), and its distinct entry
shapes (the steps of each field, each step that leads on with the head of the node it leads
to, by local number; a field that is a node, as Jacobite's `leave`, by its child head). Under
each shape come its entries: for each, the entries it leads to, by their place in their own
head's group; the references of one shape are written column by column, each number the
difference from the one above it (a shape whose entries lead nowhere gives their count). An
entry's place in its group: shape by shape, and within a shape in the order of its references,
groups numbered from the deepest head up, so every reference is known before it is sorted on.

It prints, for each document, its size, the trees' tables and the candidate's size with the
tables as they are. Nothing here is used by the engine: it is the measurement behind
docs/performance.md ("Option trees").
"""

import json
import sys
from collections import Counter, defaultdict

from skedaddle import _step_facts, nested_tree


def compact(value):
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def trees_of(document):
    """Each option tree of a document: the document itself (GCACW), each Jacobite retreat and
    the leader's."""
    if "nodes" in document:
        yield document
    for retreat in document.get("retreats") or []:
        if "nodes" in retreat:
            yield retreat
    leader = document.get("leader")
    if isinstance(leader, dict) and "nodes" in leader:
        yield leader


def encode_by_head(tree):
    """The candidate encoding of a tree's `nodes`: {"tree": [head, place], "groups": [...]}."""
    nodes = tree["nodes"]
    head_of = [entry[0] for entry in nodes]

    def references(entry):
        """The entries an entry leads to, in order."""
        out = []
        for item in entry[1:]:
            if isinstance(item, int):
                out.append(item)
            else:
                out.extend(s[1] for s in item if isinstance(s, list))
        return out

    def shape(entry):
        fields = []
        for item in entry[1:]:
            if isinstance(item, int):
                fields.append(("node", head_of[item]))
            else:
                fields.append(tuple((s[0], head_of[s[1]]) if isinstance(s, list) else (s, None)
                                    for s in item))
        return tuple(fields)

    members = defaultdict(list)
    for i, entry in enumerate(nodes):
        members[entry[0]].append(i)
    place = {}
    groups = {}
    for head in sorted(members, key=lambda h: -tree["heads"][h].get("depth", 0)):
        shapes = [s for s, _ in Counter(shape(nodes[i]) for i in members[head]).most_common()]
        number = {s: k for k, s in enumerate(shapes)}
        ordered = sorted(members[head], key=lambda i: (number[shape(nodes[i])],
                                                       [place[r] for r in references(nodes[i])]))
        for k, i in enumerate(ordered):
            place[i] = k
        groups[head] = (shapes, number, ordered)

    out_groups = []
    for head in sorted(groups):
        shapes, number, ordered = groups[head]
        steps = Counter()
        children = Counter()
        for s in shapes:
            for field in s:
                if field and field[0] == "node":
                    children[field[1]] += 1
                    continue
                for step, child in field:
                    steps[step] += 1
                    if child is not None:
                        children[child] += 1
        step_list = [s for s, _ in steps.most_common()]
        child_list = [c for c, _ in children.most_common()]
        local_step = {s: k for k, s in enumerate(step_list)}
        local_child = {c: k for k, c in enumerate(child_list)}
        rows = defaultdict(list)
        for i in ordered:
            rows[number[shape(nodes[i])]].append([place[r] for r in references(nodes[i])])
        encoded = []
        for k, s in enumerate(shapes):
            fields = []
            for field in s:
                if field and field[0] == "node":
                    fields.append(local_child[field[1]])
                else:
                    fields.append([[local_step[a], local_child[b]] if b is not None else local_step[a]
                                   for a, b in field])
            if all(not r for r in rows[k]):
                entries = len(rows[k])
            else:
                entries = [[column[0]] + [column[j] - column[j - 1] for j in range(1, len(column))]
                           for column in zip(*rows[k])]
            encoded.append(fields + [entries])
        out_groups.append([head, step_list, child_list, encoded])
    root = tree["tree"]
    return {"tree": [head_of[root], place[root]], "groups": out_groups}


def expand_by_head(document, tree, encoded):
    """The nested tree of the candidate encoding, as nested_tree gives the original's."""
    fields_named = tree["node_fields"]
    entries = {}  # (head, place) -> (fields of its shape, its references, the group)
    for head, step_list, child_list, shapes in encoded["groups"]:
        place = 0
        for shape in shapes:
            *fields, listed = shape
            if isinstance(listed, int):
                rows = [[] for _ in range(listed)]
            else:
                columns = []
                for column in listed:
                    values = [column[0]]
                    for delta in column[1:]:
                        values.append(values[-1] + delta)
                    columns.append(values)
                rows = [list(r) for r in zip(*columns)]
            for refs in rows:
                entries[(head, place)] = (fields, refs, step_list, child_list)
                place += 1

    def step(index, then):
        out = _step_facts(document, tree, index)  # as nested_tree reads a step
        if then is not None:
            out["then"] = node(*then)
        return out

    def node(head, place):
        fields, refs, step_list, child_list = entries[(head, place)]
        refs = iter(refs)
        out = dict(tree["heads"][head])
        if out.get("stop_ruled_out") is not None:
            out["stop_ruled_out"] = dict(document["reasons"][out["stop_ruled_out"]])
        for name, field in zip(fields_named, fields):
            if isinstance(field, int):
                out[name] = node(child_list[field], next(refs))
            else:
                out[name] = [step(step_list[s[0]], (child_list[s[1]], next(refs)))
                             if isinstance(s, list) else step(step_list[s], None) for s in field]
        return out

    return node(*encoded["tree"])


def main(paths):
    sys.setrecursionlimit(100000)
    for path in paths:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        document = json.loads(text)
        nodes_v4 = 0
        tables = 0
        by_head = 0
        for tree in trees_of(document):
            if tree.get("tree") is None:
                continue
            encoded = encode_by_head(tree)
            if expand_by_head(document, tree, encoded) != nested_tree(document, tree):
                print(f"{path}: the candidate loses facts", file=sys.stderr)
                return 1
            # One entry or group a line, indented four spaces, as the tool writes its tables.
            nodes_v4 += sum(len(compact(e)) + 6 for e in tree["nodes"])
            by_head += sum(len(compact(g)) + 6 for g in encoded["groups"])
            tables += sum(len(compact(r)) + 6 for key in ("heads", "steps", "chart_steps")
                          for r in tree.get(key, []))
        size = len(text.encode("utf-8"))
        print(f"{path}: {size:,} bytes as /4, of which entries {nodes_v4:,} and tables "
              f"{tables:,}; by head {size - nodes_v4 + by_head:,} bytes (entries {by_head:,})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
