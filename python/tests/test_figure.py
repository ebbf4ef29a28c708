# SPDX-License-Identifier: MIT
"""The figure of docs/python.md (docs/python/stay_on_field.py) against values worked by hand:
Barrell retreats off its baseline for a block per flag not ignored (JR-5); Hawley's casualty
check (2 dice, two sabers: 1/36) comes as Barrell lost a block and lives (JR-8); Barrell then
rallies on a flag among one die per block, plus one for Hawley if he lives (JR-6)."""

import pathlib
import sys
from fractions import Fraction as F

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "docs" / "python"))
import stay_on_field  # noqa: E402


def rallies(dice):
    """The chance of at least one flag among `dice` dice (one face in six shows a flag)."""
    return 1 - F(5, 6) ** dice


def test_the_figure_is_the_hand_worked_odds():
    chances = stay_on_field.chances()
    # One block, or two ignoring nothing: every block is lost off the board; eliminated.
    assert chances[0][0] == 0 and chances[1][0] == 0 and chances[0][1] == 0
    # Left with b blocks after the retreat: Hawley lives 35/36 (b + 1 dice) or falls (b dice).
    for blocks_left, value in ((1, chances[1][1]), (1, chances[0][2]), (2, chances[1][2]),
                               (2, chances[0][3]), (3, chances[1][3])):
        hand = F(35, 36) * rallies(blocks_left + 1) + F(1, 36) * rallies(blocks_left)
        assert value == hand
    assert chances[1][1] == F(391, 1296) and chances[1][3] == F(24031, 46656)
