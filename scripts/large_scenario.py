#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes a valid scenario of any size, to time the tool against the limits of io::Limits.

    scripts/large_scenario.py gcacw 10000 > big.json
    scripts/large_scenario.py grande-tactique 1000 --areas 100 --corners 1000 > big.json

The units fill the board from one corner (GCACW and GITM stack them once every hex or square
holds one; Jacobite allows one unit and one leader a hex, so it stops at 832 unless --overfill,
which makes an invalid scenario). The retreating unit stands among them, with an active enemy
next to it, so the engine sees every unit. For Grande Tactique, --areas woods of --corners
corners each lie round the fleeing unit (sawtooth outlines), within its flight.
"""

import argparse
import json
import math
import sys


def gcacw(n, _args):
    size = 99
    units = []
    for i in range(n):
        cell = i % (size * size)
        col, row = cell % size + 1, cell // size + 1
        side = "confederate" if col < 50 else "union"
        units.append({"id": f"u{i}", "side": side, "type": "infantry",
                      "hex": f"{col:02}{row:02}", "manpower": 5})
    # The retreating stack in 4950 (confederate), the active union unit in 5050.
    units.append({"id": "hood", "side": "confederate", "type": "infantry", "hex": "4950",
                  "manpower": 6})
    units.append({"id": "meade", "side": "union", "type": "infantry", "hex": "5050",
                  "manpower": 8})
    return {"ruleset": "gcacw", "board": {"columns": size, "rows": size}, "units": units,
            "request": {"kind": "retreat", "hex": "4950", "active": ["meade"]}}


def jacobite(n, args):
    columns, rows = 26, 16
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    units = []
    cells = columns * rows
    limit = n if args.overfill else min(n, 2 * cells - 2)
    for i in range(limit):
        cell = i % cells
        col, row = cell % columns, cell // columns + 1
        leader = i >= cells
        if (col, row) in ((6, 5), (6, 6)):
            continue
        side = "government" if row < 6 else "jacobite"
        units.append({"id": f"u{i}", "side": side, "type": "leader" if leader else "militia",
                      "hex": f"{letters[col]}{row}"})
    units.append({"id": "barrell", "side": "government", "type": "regular", "hex": "G5"})
    units.append({"id": "camerons", "side": "jacobite", "type": "highland", "hex": "G6"})
    return {"ruleset": "jacobite",
            "board": {"columns": columns, "rows": rows,
                      "baselines": {"government": "top", "jacobite": "bottom"}},
            "units": units,
            "request": {"kind": "combat", "unit": "barrell", "combat": "melee",
                        "attacker": "infantry", "hits": 0, "flags": 1},
            "seed": 1}


def gitm(n, _args):
    size = 99
    units = [{"id": "br", "allegiance": "friendly", "square": "49-49", "moved": "S"},
             {"id": "fr", "allegiance": "enemy", "square": "49-49", "moved": "E"}]
    for i in range(n):
        cell = i % (size * size)
        col, row = cell % size, cell // size
        units.append({"id": f"u{i}", "allegiance": "enemy" if col < 49 else "friendly",
                      "square": f"{col}-{row}"})
    directions = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
    return {"ruleset": "gitm",
            "board": {"strategic": "G7-V8", "marsh": False,
                      "neighbors": {d: {"label": d, "terrain": "open"} for d in directions},
                      "map": {"columns": size, "rows": size}},
            "units": units,
            "request": {"kind": "retreat", "unit": "br", "battle": "49-49"},
            "seed": 1}


def sawtooth_square(cx, cy, half, corners):
    """A square of side 2*half centred on (cx, cy) whose top edge is a fine sawtooth."""
    teeth = max(1, corners - 3)
    top = []
    for k in range(teeth):
        x = cx + half - 2 * half * k / max(1, teeth - 1)
        y = cy + half + (0.1 * half if k % 2 else 0.0)
        top.append([round(x, 6), round(y, 6)])
    return [[cx - half, cy - half], [cx + half, cy - half]] + top + [[cx - half, cy + half - 0.01]]


def grande_tactique(n, args):
    width = depth = 1200
    units = [{"id": "fleeing", "side": "french", "arm": "infantry", "position": [600, 600],
              "facing": 0},
             {"id": "causer", "side": "allied", "arm": "cavalry", "position": [600, 602.5],
              "facing": 180}]
    # The others on a grid of 3-inch cells away from the two, half each side.
    per_row = 390
    placed = 0
    k = 0
    while placed < n:
        x, y = 10 + 3 * (k % per_row), 10 + 3 * (k // per_row)
        k += 1
        if abs(x - 600) < 40 and abs(y - 600) < 40:
            continue
        units.append({"id": f"u{placed}", "side": "french" if placed % 2 else "allied",
                      "arm": "infantry", "position": [x, y], "facing": 0})
        placed += 1
    # Woods an inch square on a 1.5-inch grid, nearest the fleeing unit first, clear of the two
    # bases: the flight looks for cover among them and goes round them.
    terrain = []
    ring = 1
    while (2 * ring + 1) ** 2 < 2 * args.areas + 50:
        ring += 1
    cells = sorted(((i, j) for i in range(-ring, ring + 1) for j in range(-ring, ring + 1)),
                   key=lambda c: (c[0] ** 2 + c[1] ** 2, c))
    for i, j in cells:
        if len(terrain) == args.areas:
            break
        cx, cy = 600 + 1.5 * i, 600 + 1.5 * j
        if abs(cx - 600) < 2.5 and (abs(cy - 600) < 1.5 or abs(cy - 602.5) < 1.5):
            continue
        terrain.append({"name": f"wood{len(terrain)}", "kind": "woods",
                        "outline": sawtooth_square(cx, cy, 0.5, args.corners)})
    return {"ruleset": "grande-tactique",
            "table": {"width": width, "depth": depth, "sides": ["french", "allied"],
                      "own_edges": {"french": "south", "allied": "north"}, "terrain": terrain},
            "units": units,
            "request": {"kind": "flee", "unit": "fleeing", "causer": "causer",
                        "cause": "charge"},
            "seed": 1}


GAMES = {"gcacw": gcacw, "jacobite": jacobite, "gitm": gitm, "grande-tactique": grande_tactique}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("units", type=int, help="how many units besides the two of the request")
    parser.add_argument("--areas", type=int, default=0, help="Grande Tactique: woods areas")
    parser.add_argument("--corners", type=int, default=4, help="Grande Tactique: corners each")
    parser.add_argument("--overfill", action="store_true",
                        help="Jacobite: all the units asked for, even beyond one a hex")
    args = parser.parse_args()
    body = GAMES[args.game](args.units, args)
    scenario = {"format": "skedaddle-scenario/1", "ruleset": body.pop("ruleset"),
                "name": f"{args.units} units"}
    scenario.update(body)
    json.dump(scenario, sys.stdout, separators=(",", ":"))
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
