# SPDX-License-Identifier: MIT
"""What an AI's loop asks of the module, as a newcomer writing one found it: the unscripted
scenario read once (the Monte Carlo example of docs/python.md asks it once per seed), a
scenario built as a dict with values JSON cannot hold told where they are, and the random
chooser's picks a sample of what odds(chooser="random") counts."""

import json
import numbers
from collections import Counter
from fractions import Fraction

import pytest

import skedaddle
from conftest import ROOT

JR08 = ROOT / "games/jacobite/examples" / (
    "jr-08-one-casualty-check-per-combat-hits-then-blocked-retreat.json")


def test_the_unscripted_scenario_is_read_once():
    s = skedaddle.load(JR08)
    assert {"dice", "choices"} <= json.loads(s.text).keys()
    unscripted = s.unscripted()
    assert not {"dice", "choices"} & json.loads(unscripted.text).keys()
    assert s.unscripted() is unscripted
    assert unscripted.unscripted() is unscripted
    assert s.new_state().scenario is unscripted


def jacobite_dict():
    """A scenario of my own, built as an AI builds one: a dict."""
    return {
        "format": "skedaddle-scenario/1", "ruleset": "jacobite", "name": "Ogilvy under fire",
        "board": {"columns": 8, "rows": 7,
                  "baselines": {"government": "bottom", "jacobite": "top"}},
        "units": [
            {"id": "Ogilvy", "side": "jacobite", "type": "lowland", "hex": "D4", "blocks": 3},
            {"id": "Price", "side": "government", "type": "regular", "hex": "D5"},
        ],
        "request": {"kind": "combat", "unit": "Ogilvy", "combat": "ranged",
                    "attacker": "infantry", "hits": 1, "flags": 1},
    }


@pytest.mark.parametrize("value, pointer, said", [
    (Fraction(3), "/units/0/blocks", "got Fraction"),
    (float("nan"), "/units/0/blocks", "got nan"),
    (float("inf"), "/units/0/blocks", "got inf"),
    ({3}, "/units/0/blocks", "got set"),
])
def test_a_dict_value_json_cannot_hold_is_an_error_at_its_pointer(value, pointer, said):
    doc = jacobite_dict()
    doc["units"][0]["blocks"] = value
    with pytest.raises(skedaddle.ScenarioError) as e:
        skedaddle.load(doc)
    assert e.value.pointer == pointer
    assert said in e.value.message


def test_a_dict_key_json_cannot_hold_is_an_error_at_its_object():
    doc = jacobite_dict()
    doc["board"]["terrain"] = {("C", 3): "impassable"}
    with pytest.raises(skedaddle.ScenarioError) as e:
        skedaddle.load(doc)
    assert e.value.pointer == "/board/terrain"
    assert "key" in e.value.message and "tuple" in e.value.message


def test_a_pointer_escapes_the_keys_it_passes():
    doc = jacobite_dict()
    doc["a/b~c"] = {"x": Fraction(1, 2)}
    with pytest.raises(skedaddle.ScenarioError) as e:
        skedaddle.load(doc)
    assert e.value.pointer == "/a~1b~0c/x"


class Count:
    """An integer that is no int, as NumPy's are (numpy.int64 is not an int)."""

    def __init__(self, n):
        self.n = n

    def __int__(self):
        return self.n

    __index__ = __int__


numbers.Integral.register(Count)


def test_integers_and_reals_that_are_not_int_or_float_load_as_numbers():
    doc = jacobite_dict()
    doc["units"][0]["blocks"] = Count(3)
    doc["request"]["hits"] = Count(1)
    assert skedaddle.load(doc).text == skedaddle.load(jacobite_dict()).text


def test_numpy_numbers_load_as_numbers():
    numpy = pytest.importorskip("numpy")
    doc = jacobite_dict()
    doc["units"][0]["blocks"] = numpy.int64(3)
    doc["request"]["hits"] = numpy.uint8(1)
    assert skedaddle.load(doc).text == skedaddle.load(jacobite_dict()).text


# Pearson's chi-square that a fair sample exceeds with chance 1/10,000, by degrees of freedom.
CHI_SQUARE_AT_ONE_IN_10_000 = [None, 15.14, 18.42, 21.11, 23.51, 25.74, 27.86, 29.88, 31.83,
                               33.72, 35.56]


def ogilvy_with_a_leader():
    """Hits and 3 flags on a lowland unit with an attached leader in a wood: a leader's
    casualty check (JR-8), flags to ignore (JR-3: leader and terrain, at most 2), a retreat
    with steps to choose (JR-4) and rally checks (JR-6, JR-7): dice and decisions mixed."""
    doc = jacobite_dict()
    doc["board"]["terrain"] = {"C3": "impassable", "D4": {"type": "woods", "ignore_flag": True}}
    doc["units"][1:1] = [
        {"id": "Perth", "side": "jacobite", "type": "leader", "hex": "D4"},
        {"id": "Clan Cameron", "side": "jacobite", "type": "highland", "hex": "E3"},
    ]
    doc["request"]["flags"] = 3
    return skedaddle.load(doc)


def chi_square(counts, probabilities, n):
    """Pearson's statistic and its degrees of freedom, cells expecting fewer than 5 pooled."""
    cells, pooled = [], [0, 0.0]
    for fate, p in probabilities.items():
        observed, expected = counts.get(fate, 0), float(p) * n
        if expected < 5:
            pooled[0] += observed
            pooled[1] += expected
        else:
            cells.append((observed, expected))
    if pooled[1] > 0:
        cells.append(tuple(pooled))
    return sum((o - e) ** 2 / e for o, e in cells), len(cells) - 1


def tally_against_the_odds(chooser, n=4000):
    s = ogilvy_with_a_leader()
    fates = skedaddle.resolve_many([(s, chooser, seed) for seed in range(n)], threads=2,
                                   fates=True)
    counts = Counter(u["fate"] for f in fates for u in f["units"] if u["unit"] == "Ogilvy")
    exact = {f["fate"]: f["probability"] for f in s.odds(chooser=chooser)["units"][0]["fates"]}
    assert set(counts) <= set(exact), "a fate the odds never give"
    statistic, freedom = chi_square(counts, exact, n)
    assert 1 <= freedom <= 10
    return statistic, CHI_SQUARE_AT_ONE_IN_10_000[freedom]


def test_seeded_resolves_with_the_best_chooser_are_a_sample_of_the_odds():
    statistic, bound = tally_against_the_odds("best")
    assert statistic < bound


def test_seeded_resolves_with_the_random_chooser_are_a_sample_of_the_odds():
    # The random chooser draws from a stream of its own (ALL-2): when it drew from the dice's,
    # its first pick among three was the first die's face less one, modulo 3 (chi-square 146).
    statistic, bound = tally_against_the_odds("random")
    assert statistic < bound


def test_every_exact_chance_of_a_document_is_a_fraction():
    # A GITM or Grande Tactique options document whose walk stopped at its bound gives each
    # step the most its chance may be, "probability_high" (docs/format.md), beside its
    # "probability"; both are exact fractions, so both are Fractions (the first was a string).
    step = {"step": "direction E", "probability": "1/5", "value": 0.2,
            "probability_high": "2/5", "value_high": 0.4}
    assert skedaddle._with_fractions({"units": [{"steps": [step]}]})["units"][0]["steps"][0] == {
        "step": "direction E", "probability": Fraction(1, 5), "value": 0.2,
        "probability_high": Fraction(2, 5), "value_high": 0.4}
