# SPDX-License-Identifier: MIT
"""What an AI's loop asks of the module, as a newcomer writing one found it: the unscripted
scenario read once (the Monte Carlo example of docs/python.md asks it once per seed), a
scenario built as a dict with values JSON cannot hold told where they are, and the random
chooser's picks a sample of what odds(chooser="random") counts."""

import json
import numbers
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

