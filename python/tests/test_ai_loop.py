# SPDX-License-Identifier: MIT
"""What an AI's loop asks of the module, as a newcomer writing one found it: the unscripted
scenario read once (the Monte Carlo example of docs/python.md asks it once per seed), a
scenario built as a dict with values JSON cannot hold told where they are, and the random
chooser's picks a sample of what odds(chooser="random") counts."""

import json
from collections import Counter
from fractions import Fraction

import pytest

import skedaddle
from conftest import ROOT

JR08 = ROOT / "games/jacobite/examples/jr-08-one-casualty-check-per-combat-hits-then-blocked-retreat.json"


def test_the_unscripted_scenario_is_read_once():
    s = skedaddle.load(JR08)
    assert {"dice", "choices"} <= json.loads(s.text).keys()
    unscripted = s.unscripted()
    assert not {"dice", "choices"} & json.loads(unscripted.text).keys()
    assert s.unscripted() is unscripted
    assert unscripted.unscripted() is unscripted
    assert s.new_state().scenario is unscripted
