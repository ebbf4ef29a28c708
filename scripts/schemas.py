#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes the published JSON Schemas schema/{scenario,options,outcome}.schema.json from their parts.

Each published schema NAME is assembled from
  schema/NAME.base.json          the shared part: the format, the keys every ruleset has, the core
                                 vocabulary (events, ruling ids); its "ruleset" enum and its list
                                 of per-game branches are empty, the games fill them;
  games/<game>/schema/NAME.json  one game's part, for each game of games/games.cmake in
                                 registration order:
    "$defs"     the game's definitions, added after the base's (a name may be defined once);
    "then"      (and optionally "else") the game's branch, applied when "ruleset" is one of the
                game's names: {"if": {ruleset is one of them}, "then": ..., "else": ...};
    scenario.json also names the game's rulesets:
    "rulesets"  the "ruleset" values the game answers to, appended to every schema's enum;
    "summary"   the game's phrase in the scenario's "ruleset" description ("{games}" in the base).
schema/rulings.schema.json has no per-game part and is edited by hand.

Usage: scripts/schemas.py            rewrite the published schemas
       scripts/schemas.py --check    exit 1 when a published schema differs from what this writes
"""

import argparse
import json
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent

# Where each schema's per-game branches go: the path of the (empty) list in its base.
BRANCHES = {
    "scenario": ("allOf",),
    "options": ("allOf",),
    "outcome": ("else", "allOf"),
}
FRAGMENT_KEYS = {"$defs", "then", "else"}
SCENARIO_KEYS = FRAGMENT_KEYS | {"rulesets", "summary"}
WIDTH = 100


class SchemaError(Exception):
    """A part is missing or malformed; the message names the file."""


def registered_games(cmake_file):
    """The game folders of games.cmake's `skedaddle_game(name)` lines, in order."""
    games = []
    for line in cmake_file.read_text(encoding="utf-8").splitlines():
        m = re.match(r"\s*skedaddle_game\(\s*([A-Za-z0-9_]+)\s*\)", line)
        if m:
            games.append(m.group(1))
    if not games:
        raise SchemaError(f"{cmake_file}: no skedaddle_game(name) line")
    return games


def load(path):
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SchemaError(f"{path}: missing") from None
    except json.JSONDecodeError as e:
        raise SchemaError(f"{path}: {e}") from None


def fragment(root, game, name):
    path = root / "games" / game / "schema" / f"{name}.json"
    part = load(path)
    allowed = SCENARIO_KEYS if name == "scenario" else FRAGMENT_KEYS
    unknown = set(part) - allowed
    if unknown:
        raise SchemaError(f"{path}: unknown keys {sorted(unknown)}; expected some of {sorted(allowed)}")
    if "then" not in part:
        raise SchemaError(f"{path}: no \"then\" (the game's branch)")
    if name == "scenario":
        rulesets = part.get("rulesets")
        if not rulesets or not all(isinstance(r, str) and r for r in rulesets):
            raise SchemaError(f"{path}: \"rulesets\" must list the game's ruleset names")
        if not isinstance(part.get("summary"), str):
            raise SchemaError(f"{path}: \"summary\" must be the game's phrase in the ruleset description")
    return path, part


def either(items):
    """'a', 'a or b', 'a, b, or c': how the base's descriptions list the games."""
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return f"{items[0]} or {items[1]}"
    return ", ".join(items[:-1]) + ", or " + items[-1]


def references(value):
    return set(re.findall(r'"#/\$defs/([^"/]+)"', json.dumps(value)))


def assemble(root, name, games, scenario_parts):
    """The published schema NAME: the base, then each game's $defs and branch."""
    base_path = root / "schema" / f"{name}.base.json"
    schema = load(base_path)
    ruleset = schema.get("properties", {}).get("ruleset", {})
    if ruleset.get("enum") != []:
        raise SchemaError(f"{base_path}: properties.ruleset.enum must be [] (the games fill it)")
    slot = schema
    for key in BRANCHES[name][:-1]:
        slot = slot.get(key, {})
    branches = slot.get(BRANCHES[name][-1])
    if branches != []:
        raise SchemaError(f"{base_path}: {'.'.join(BRANCHES[name])} must be [] (the games fill it)")
    defs = schema.setdefault("$defs", {})
    rulesets = []
    for game in games:
        path, part = fragment(root, game, name)
        names = scenario_parts[game]["rulesets"]
        for r in names:
            if r in rulesets:
                raise SchemaError(f"{path}: ruleset {r!r} is named by two games")
        rulesets += names
        for key, value in part.get("$defs", {}).items():
            if key in defs:
                raise SchemaError(f"{path}: $defs/{key} is defined twice")
            defs[key] = value
        match = {"const": names[0]} if len(names) == 1 else {"enum": names}
        branch = {"if": {"properties": {"ruleset": match}, "required": ["ruleset"]}, "then": part["then"]}
        if "else" in part:
            branch["else"] = part["else"]
        branches.append(branch)
    ruleset["enum"] = rulesets
    if "description" in ruleset:
        summaries = [scenario_parts[g]["summary"] for g in games]
        ruleset["description"] = ruleset["description"].replace("{games}", either(summaries))
    dangling = references(schema) - set(defs)
    if dangling:
        raise SchemaError(f"{name}: $ref to undefined $defs {sorted(dangling)}")
    comment = (f"Generated by scripts/schemas.py from schema/{name}.base.json and "
               f"games/<game>/schema/{name}.json; edit those and run it.")
    published = {}
    for key, value in schema.items():
        published[key] = value
        if key == "$id":
            published["$comment"] = comment
    return published


def render(value, used=0, indent=0):
    """JSON with two-space indents; an array or object that fits in WIDTH columns stays on one line."""
    flat = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    if not isinstance(value, (dict, list)) or not value or used + len(flat) + 1 <= WIDTH:
        return flat
    inner = " " * (indent + 2)
    if isinstance(value, dict):
        items = []
        for key, item in value.items():
            head = json.dumps(key, ensure_ascii=False) + ": "
            items.append(inner + head + render(item, indent + 2 + len(head), indent + 2))
        open_, close = "{", "}"
    else:
        items = [inner + render(item, indent + 2, indent + 2) for item in value]
        open_, close = "[", "]"
    return open_ + "\n" + ",\n".join(items) + "\n" + " " * indent + close


def outputs(root, cmake_file):
    games = registered_games(cmake_file)
    scenario_parts = {game: fragment(root, game, "scenario")[1] for game in games}
    return {root / "schema" / f"{name}.schema.json": render(assemble(root, name, games, scenario_parts)) + "\n"
            for name in BRANCHES}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 when a published schema is out of date")
    parser.add_argument("--games", type=pathlib.Path, default=ROOT / "games" / "games.cmake",
                        help="the registration file listing the games (default: games/games.cmake)")
    args = parser.parse_args()
    try:
        files = outputs(ROOT, args.games)
    except SchemaError as e:
        print(f"schemas.py: {e}", file=sys.stderr)
        return 2
    stale = []
    for path, text in files.items():
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if current == text:
            continue
        if args.check:
            stale.append(path.relative_to(ROOT))
        else:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
    if stale:
        for path in stale:
            print(f"{path} differs from its parts: run scripts/schemas.py to update", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
