# SPDX-License-Identifier: MIT
"""resolve_many(..., fates=True), the tally's fast path (C++ Outcome::fates(), no outcome
document), against the exact odds, which file each way's fates through the odds' own walk
(src/odds/), and against the outcome documents of the same seeds."""

import json
import math

import skedaddle
from conftest import example_files

GAMES = ("gcacw", "jacobite", "gitm", "grande_tactique")


def _example_with_several_outcomes(game):
    """An example of ``game`` whose exact odds with a random chooser have more than two
    outcomes (dice, or the chooser's picks), without its recorded dice and choices: the first
    whose outcomes lose different strengths, where the game has one (GCACW, Jacobite), else the
    first."""
    several = []
    for path in example_files():
        if game not in path.parts:
            continue
        s = skedaddle.load(path)
        if s.refusal is not None:
            continue
        outcomes = s.odds(chooser="random")["outcomes"]
        if len(outcomes) <= 2:
            continue
        if len({tuple(u["strength_lost"] for u in o["units"]) for o in outcomes}) > 1:
            return s.unscripted()
        several.append(s)
    assert several, f"no {game} example with several outcomes"
    return several[0].unscripted()


def _filed(odds_outcome):
    """An outcome of the odds document as resolve_many's fates give it."""
    return {"units": odds_outcome["units"], "scores": odds_outcome["scores"]}


def _place(unit):
    """Where an outcome document's unit ends, as the fates name it: its hex or square, or on the
    Grande Tactique table its position rounded to the inch, halves away from zero as std::round
    rounds them ("(7, 12)")."""
    if "position" in unit:
        x, y = (int(math.copysign(math.floor(abs(v) + 0.5), v)) for v in unit["position"])
        return f"({x}, {y})"
    return unit.get("hex", unit.get("square"))


def test_every_seeds_fates_are_an_outcome_of_the_odds_and_where_its_units_end():
    for game in GAMES:
        s = _example_with_several_outcomes(game)
        items = [(s, "random", seed) for seed in range(200)]
        fates = skedaddle.resolve_many(items, threads=2, fates=True)
        outcomes = skedaddle.resolve_many(items, threads=2)
        filed = [_filed(o) for o in s.odds(chooser="random")["outcomes"]]
        for seed, (f, outcome) in enumerate(zip(fates, outcomes)):
            assert f in filed, (game, seed, f)
            ends = {u["id"]: u for u in outcome["units"]}
            for u in f["units"]:
                if u["at"] is not None:
                    assert u["at"] == _place(ends[u["unit"]]), (game, seed, u)
        assert len({json.dumps(f, sort_keys=True) for f in fates}) > 1, game


def test_the_fates_of_each_way_of_the_dice_are_the_odds_outcome_it_replays():
    checked = 0
    for game in GAMES:
        s = _example_with_several_outcomes(game)
        odds = s.odds()["outcomes"]
        items = []
        for o in odds:
            doc = json.loads(s.text)
            if o["replay"]["dice"]:  # GCACW rolls none, and takes no "dice"
                doc["dice"] = o["replay"]["dice"]
            items.append((skedaddle.load(doc), "best", None))
        assert skedaddle.resolve_many(items, fates=True) == [_filed(o) for o in odds], game
        checked += len(odds)
    assert checked > 10


def test_a_refused_request_has_no_fates():
    path = next(p for p in example_files() if skedaddle.load(p).refusal is not None)
    assert skedaddle.resolve_many([skedaddle.load(path)], fates=True) == [
        {"units": [], "scores": []}]
