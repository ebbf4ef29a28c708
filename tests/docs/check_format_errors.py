#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""The error and warning messages docs/format.md shows are what the tool prints.

Each case below changes one of the games' test scenarios (games/<game>/tests/data/) as a row of
the page's tables says (`| input | pointer | message |`, `| situation | pointer | message |`), or
as a message quoted in its prose, runs `skedaddle validate` (or `resolve`, for what only a
resolution finds) on it, and expects the pointer and message the page gives among the lines the
tool prints (`FILE: pointer: message`, `FILE: warning: pointer: message`; "..." in the page's
message stands for any text). Every row of those tables must have its case, and every quoted
message must be on the page, so that neither side drifts alone. Fails naming the row or quote and
what the tool printed (ctest runs it as FormatDocErrorsHold; --format PAGE checks another page).
"""
import argparse
import copy
import json
import os
import re
import subprocess
import sys
import tempfile

from markdown_pages import line_pattern


def set_at(path, value):
    """A change setting the member at `path` (keys and indices) of the scenario to `value`."""
    def change(doc):
        node = doc
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value
        return doc
    return change


def all_of(*changes):
    """A change making each of `changes` in turn."""
    def change(doc):
        for each in changes:
            doc = each(doc)
        return doc
    return change


def remove(key):
    def change(doc):
        del doc[key]
        return doc
    return change


def section_of_a_printed_map(doc):
    """Hood on the section 2614 to 3120 of a printed map, Sykes in 2513, off it."""
    doc["board"] = {"first_column": 26, "first_row": 14, "columns": 6, "rows": 7}
    doc["units"] = [{"id": "Hood", "side": "confederate", "type": "infantry", "hex": "2816",
                     "manpower": 5},
                    {"id": "Sykes", "side": "union", "type": "infantry", "hex": "2513",
                     "manpower": 6}]
    doc["request"] = {"kind": "retreat", "hex": "2816"}
    doc.pop("choices", None)
    return doc


def early_two_hexes_away(doc):
    """Early in 2717 attacks the stack in 2816 on a map whose odd columns sit lower: adjacent
    only if the even ones did."""
    doc["board"] = {"first_column": 26, "first_row": 14, "columns": 6, "rows": 7,
                    "shifted_columns": "odd"}
    doc["units"] = [{"id": "Hood", "side": "confederate", "type": "infantry", "hex": "2816",
                     "manpower": 5},
                    {"id": "Early", "side": "union", "type": "infantry", "hex": "2717",
                     "manpower": 4}]
    doc["request"] = {"kind": "retreat", "hex": "2816", "active": ["Early"]}
    doc.pop("choices", None)
    return doc


def many_units(doc):
    doc["units"] = [{}] * 100000
    return doc


def outlines(*sizes):
    """Grande Tactique terrain outlines of these numbers of corners. Their shape does not
    matter: a limit is checked before the value it bounds is read."""
    def change(doc):
        doc["table"]["terrain"] = [{"name": f"wood {i}", "kind": "woods", "outline": [[1, 1]] * n}
                                   for i, n in enumerate(sizes)]
        return doc
    return change


# (the page's input or situation, or None for a message quoted in prose; the test scenario; the
# change, or "raw" for the text `{"format": }` itself; the verb; the pointer, "warning: " before
# it for a warning; the message as the page writes it)
CASES = [
    ('`{"format": }`', "gcacw", "raw", "validate", "",
     "malformed JSON (byte 12): parse error at line 1, column 12: syntax error while parsing value - unexpected '}'; expected '[', '{', or a literal"),
    ("no `format`", "gcacw", remove("format"), "validate", "/format",
     'missing required key "format": expected "skedaddle-scenario/1"'),
    ('`"format": "skedaddle-scenario/2"`', "gcacw", set_at(["format"], "skedaddle-scenario/2"),
     "validate", "/format",
     'expected "skedaddle-scenario/1" (the only scenario format this build reads), got "skedaddle-scenario/2"'),
    ('`"colour": "blue"` at top level', "gcacw", set_at(["colour"], "blue"), "validate", "/colour",
     'unknown key "colour"; expected one of "format", "ruleset", ...'),
    ('`"manpowr": 5` in a unit', "gcacw", set_at(["units", 0, "manpowr"], 5), "validate",
     "/units/0/manpowr",
     'unknown key "manpowr" (did you mean "manpower"?); expected one of "id", "side", ...'),
    ('`"manpower": "5"`', "gcacw", set_at(["units", 0, "manpower"], "5"), "validate",
     "/units/0/manpower", 'expected an integer from 1 to 99, got "5"'),
    ('`"fatigue": 5`', "gcacw", set_at(["units", 0, "fatigue"], 5), "validate",
     "/units/0/fatigue", "expected an integer from 0 to 4, got 5"),
    ('`"hex": "15x3"`', "gcacw", set_at(["units", 2, "hex"], "15x3"), "validate", "/units/2/hex",
     'expected a four-digit hex number such as "1523", got "15x3"'),
    ('`"hex": "1105"` on a 10 x 10 map', "gcacw",
     all_of(set_at(["board", "columns"], 10), set_at(["board", "rows"], 10),
            set_at(["units", 2, "hex"], "1105")),
     "validate", "/units/2/hex",
     'expected a hex on the map (columns 01 to 10, rows 01 to 10), got "1105"'),
    ('two units `"Hood"`', "gcacw", set_at(["units", 1, "id"], "Hood"), "validate", "/units/1/id",
     'duplicate unit id "Hood" (first used at /units/0)'),
    ('`"active": ["Meade"]`', "gcacw", set_at(["request", "active"], ["Meade"]), "validate",
     "/request/active/0", 'expected the id of a unit in /units, got unknown id "Meade"'),
    ('`"units"` with kind `retreat`', "gcacw", set_at(["request", "units"], ["Hood"]), "validate",
     "/request/units",
     'expected no "units" for kind "retreat" (only a retreat option, kind "option", names its units)'),
    ("a leader with `manpower`", "gcacw", set_at(["units", 1, "manpower"], 3), "validate",
     "/units/1/manpower", 'expected no "manpower" for a leader (leaders have none)'),
    ("a road between `0505` and `0507`", "gcacw",
     set_at(["board", "roads"], [{"between": ["0505", "0507"]}]), "validate",
     "/board/roads/0/between",
     'expected two adjacent hexes, got "0505" and "0507", which are 2 hexes apart'),
    ("100000 units", "gcacw", many_units, "validate", "/units",
     "expected at most 10000 units, got 100000 (the limit; raise it with --max-units)"),
    ("outlines of 300004 corners in all", "grande-tactique", outlines(*([2000] * 150 + [4])),
     "validate", "/table/terrain",
     "expected at most 10000 corners in all outlines, got 300004 (the limit; raise it with --max-terrain-corners)"),
    ("an outline of 3000 corners", "grande-tactique", outlines(3000), "validate",
     "/table/terrain/0/outline",
     "expected at most 2000 corners, got 3000 (the limit; raise it with --max-polygon-corners)"),
    ("an active enemy unit that is not adjacent to the retreating stack (an attacker stands next "
     "to the hex it attacks, so this is almost always a wrong `shifted_columns`)", "gcacw",
     early_two_hexes_away, "validate", "warning: /request/active/0",
     'active enemy unit "Early" in 2717 is 2 hexes from the retreating stack in 2816, not adjacent (GC-4 measures every retreat step from it): check board.shifted_columns, "odd" here (the odd-numbered columns sit half a hex lower); with "even" the two hexes would be adjacent'),
    (None, "gcacw", set_at(["board", "roads"], [{}] * 149999), "validate", "",
     "148999 more errors not listed (only the first 1000 are)"),
    (None, "gcacw", section_of_a_printed_map, "validate", "/units/1/hex",
     'expected a hex on the map (columns 26 to 31, rows 14 to 20), got "2513"'),
    (None, "jacobite", set_at(["units", 2, "hex"], "N5"), "validate", "/units/2/hex",
     'expected a hex on the board (columns A to M, rows 1 to 11), got "N5"'),
    (None, "jacobite",
     all_of(set_at(["options", "die"], ["infantry"] * 4 + ["cavalry", "flag"]),
            set_at(["dice"], [6, "saber"])),
     "validate", "/dice/1", "the scenario's die has no \"saber\" face (options.die); ..."),
    (None, "gitm", all_of(set_at(["request", "kind"], "fall_back"), set_at(["dice"], [])),
     "resolve", "/dice",
     '"dice" is an empty list, so no die may be drawn, but the resolution draws a die for the trapped roll of BR1IN (d100)'),
    (None, "gitm",
     set_at(["request"], {"kind": "end_of_battle", "units": ["BR1IN", "BR2CV", "BR1IN"],
                          "battle": "7-7"}),
     "validate", "/request/units/2", "unit 'BR1IN' is listed twice (first at /request/units/0) (GI-8)"),
]

TEST_SCENARIOS = {
    "gcacw": "games/gcacw/tests/data/example.json",
    "jacobite": "games/jacobite/tests/data/jacobite.json",
    "gitm": "games/gitm/tests/data/gitm.json",
    "grande-tactique": "games/grande_tactique/tests/data/grande-tactique.json",
}
TABLE_HEADS = ("| input | pointer | message |", "| situation | pointer | message |")


def table_rows(text):
    """{first column: (pointer, message)} of the page's error and warning tables, as written."""
    rows = {}
    in_table = False
    for line in text.split("\n"):
        if line.strip() in TABLE_HEADS:
            in_table = True
            continue
        if not in_table or not line.startswith("|"):
            in_table = False
            continue
        cells = [c.strip() for c in line.strip().strip("|").split(" | ")]
        if set(cells[0]) <= set("- "):
            continue
        message = re.match(r"`([^`]*)`", cells[2])  # the message, then any words about it
        rows[cells[0]] = (cells[1].strip("`"), message.group(1) if message else cells[2])
    return rows


def flat(text):
    """The text with every run of white space (line breaks included) as one space."""
    return re.sub(r"\s+", " ", text)

def run_case(cli, root, scratch, test_scenario, change, verb):
    path = os.path.join(scratch, "case.json")
    if change == "raw":
        text = '{"format": }'
    else:
        with open(os.path.join(root, TEST_SCENARIOS[test_scenario]), encoding="utf-8") as f:
            text = json.dumps(change(copy.deepcopy(json.load(f))))
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    done = subprocess.run([cli, verb, path], capture_output=True, text=True)
    prefix = path + ": "
    return [line[len(prefix):] for line in (done.stdout + done.stderr).splitlines()
            if line.startswith(prefix)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", required=True, help="the skedaddle executable")
    parser.add_argument("--root", required=True, help="the project's source directory")
    parser.add_argument("--format", help="the page to check (default: docs/format.md)")
    args = parser.parse_args()

    page = args.format or os.path.join(args.root, "docs", "format.md")
    with open(page, encoding="utf-8") as f:
        text = f.read()
    rows = table_rows(text)
    problems = []
    for row in rows:
        if row not in {case[0] for case in CASES}:
            problems.append(f"{page}: the row {row!r} has no case in check_format_errors.py")
    with tempfile.TemporaryDirectory(prefix="skedaddle-errors-") as scratch:
        for row, test_scenario, change, verb, pointer, message in CASES:
            if row is None:
                what = f"the quote {message!r}"
                if flat(message) not in flat(text):
                    problems.append(f"{page}: {what} is not on the page")
                    continue
            else:
                what = f"the row {row!r}"
                if row not in rows:
                    problems.append(f"{page}: {what} is not on the page")
                    continue
                if rows[row] != (pointer.replace("warning: ", "") or '""', message):
                    problems.append(f"{page}: {what} says {rows[row]}, the case expects "
                                    f"{(pointer, message)}")
                    continue
            printed = run_case(args.cli, args.root, scratch, test_scenario, change, verb)
            expected = line_pattern(f"{pointer}: {message}" if pointer else message)
            if not any(expected.match(p) for p in printed):
                problems.append(f"{page}: {what}: skedaddle {verb} printed\n    "
                                + "\n    ".join(printed or ["nothing"]))
    for p in problems:
        print(p)
    print(f"{len(CASES)} messages checked, {len(problems)} problems")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
