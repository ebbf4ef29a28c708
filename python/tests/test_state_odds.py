# SPDX-License-Identifier: MIT
"""The odds from where a step-wise resolution stands (``State.odds``, C++
``skedaddle::odds(const Resolution&)``): at the start they are ``Scenario.odds``; later, with
the answers given and the dice applied so far fixed, the values worked by hand on a tiny
Jacobite board (JR-3, JR-6)."""

from fractions import Fraction

import pytest

import skedaddle
from conftest import example_files

# JR-3, JR-6: Sempill's Grenadiers (government grenadier, 2 blocks) in G5 take 1 flag in melee
# from Keppoch in G4, no hit. The grenadier is a source: the owner may ignore the flag (1) or
# accept it (0). Accepted: 1 hex up to F6 or G6 (JR-1, JR-2), then the rally check with
# 2 blocks + 1 grenadier = 3 dice (not at four blocks: no +1), any flag rallies (JR-6):
# no flag has chance (5/6)^3 = 125/216 and removes the unit; at least one flag 91/216.
GRENADIERS = {
    "format": "skedaddle-scenario/1",
    "ruleset": "jacobite",
    "name": "a grenadier's flag, ignored or accepted, and its rally dice",
    "board": {"columns": 13, "rows": 11,
              "baselines": {"government": "bottom", "jacobite": "top"}},
    "units": [
        {"id": "Sempill's Grenadiers", "side": "government", "type": "grenadier", "hex": "G5",
         "blocks": 2},
        {"id": "Keppoch", "side": "jacobite", "type": "highland", "hex": "G4"},
    ],
    "request": {"kind": "combat", "unit": "Sempill's Grenadiers", "combat": "melee",
                "attacker": "infantry", "hits": 0, "flags": 1},
}
UNIT = "Sempill's Grenadiers"
RALLIES = Fraction(91, 216)
REMOVED = Fraction(125, 216)


def _accepted_at_g6(seed=None):
    """A state of the board with the flag accepted and the retreat taken to G6."""
    state = skedaddle.load(GRENADIERS).new_state(seed)
    decision = state.current_decision()
    assert decision["topic"] == "ignore flags"
    state.apply_action(decision["options"].index("0"))
    decision = state.current_decision()
    assert decision["topic"] == "retreat step"
    state.apply_action(decision["options"].index("G6"))
    return state


@pytest.mark.parametrize("path", example_files()[::7], ids=lambda p: p.name)
def test_at_the_start_the_odds_are_the_scenarios(path):
    scenario = skedaddle.load(path)
    state = scenario.new_state()
    assert state.odds() == scenario.odds()
    assert state.odds(chooser="random") == scenario.odds(chooser="random")
    if not state.is_chance_node() and not state.is_terminal():
        assert state.odds(per_option=True) == scenario.odds(per_option=True)


def test_the_answer_given_is_fixed_and_the_rally_dice_weigh():
    scenario = skedaddle.load(GRENADIERS)
    # From the start the best chooser ignores the flag (no loss, ALL-1): one certain outcome.
    [ignored] = scenario.odds()["outcomes"]
    assert ignored["probability"] == 1
    state = _accepted_at_g6()
    assert state.is_chance_node()
    doc = state.odds()
    assert sorted(o["probability"] for o in doc["outcomes"]) == [RALLIES, REMOVED]
    assert sum(o["probability"] for o in doc["outcomes"]) == 1
    rallied = [o for o in doc["outcomes"] if o["probability"] == RALLIES][0]
    assert [f["at"] for f in rallied["units"] if f["unit"] == UNIT] == ["G6"]
    # The rally check's outcome applied: given it, the end is certain.
    [no_flag] = [i for i, (label, p) in enumerate(state.chance_point()["outcomes"])
                 if p == REMOVED]
    state.apply_action(no_flag)
    assert state.is_terminal()
    [certain] = state.odds()["outcomes"]
    assert certain["probability"] == 1
    assert [f["at"] for f in certain["units"] if f["unit"] == UNIT] == [None]


def test_per_option_at_the_first_decision_and_a_later_one():
    state = skedaddle.load(GRENADIERS).new_state()
    options = state.odds(per_option=True)["per_option"]
    assert [o["option"] for o in options] == ["ignore flags at G5: 1", "ignore flags at G5: 0"]
    [ignored] = options[0]["outcomes"]
    assert ignored["probability"] == 1
    assert sorted(o["probability"] for o in options[1]["outcomes"]) == [RALLIES, REMOVED]
    state.apply_action(state.current_decision()["options"].index("0"))
    later = state.odds(per_option=True)["per_option"]
    assert [o["option"] for o in later] == ["retreat step at G5: F6", "retreat step at G5: G6"]
    for option, hex_ in zip(later, ["F6", "G6"]):
        assert sorted(o["probability"] for o in option["outcomes"]) == [RALLIES, REMOVED]
        rallied = [o for o in option["outcomes"] if o["probability"] == RALLIES][0]
        assert [f["at"] for f in rallied["units"] if f["unit"] == UNIT] == [hex_]


def test_seeded_play_counts_the_dice_from_the_start():
    # With a seed the rally check has rolled by the time the retreat ends, but the player is not
    # told its dice: as figures()' from_start, the odds weigh them from the start (ALL-5).
    state = _accepted_at_g6(seed=7)
    assert state.is_terminal()
    doc = state.odds()
    assert sorted(o["probability"] for o in doc["outcomes"]) == [RALLIES, REMOVED]


def test_bad_requests_raise():
    state = skedaddle.load(GRENADIERS).new_state()
    with pytest.raises(skedaddle.ScenarioError, match="chooser"):
        state.odds(chooser="script")
    with pytest.raises(TypeError):
        state.odds(chooser=3)
