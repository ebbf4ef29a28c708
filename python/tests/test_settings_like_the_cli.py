# SPDX-License-Identifier: MIT
"""What the command line's resolve and render take, from Python: the replay `skedaddle odds`
prints for each outcome (`resolve --chooser best --dice ...`) is resolve(chooser=, dice=), with
the CLI's bytes on every example; a fallback chooser ("script,best"); render(chooser=, seed=)
draws what `skedaddle render --chooser --seed` draws."""

import json

import pytest

import skedaddle
from conftest import cli, example_files


def _example(prefix):
    return next(p for p in example_files() if p.name.startswith(prefix))


def test_every_odds_replay_resolves_from_python_as_the_cli_does(examples):
    replayed = with_dice = 0
    for path in examples:
        s = skedaddle.load(path)
        if s.refusal:
            continue
        scripts_dice = "dice" in json.loads(s.text)
        for outcome in s.odds()["outcomes"]:
            if outcome["replay"]["choices"]:
                continue  # a random chooser's picks: no command replays them (docs/format.md)
            dice = outcome["replay"]["dice"]
            if dice:
                # The command `skedaddle odds` prints for the way.
                again = s.resolve(chooser="best", dice=dice)
                command = ["--dice", ",".join(map(str, dice))]
                assert again.json() == cli("resolve", path, "--json", "--chooser", "best",
                                           *command), (path, dice)
                with_dice += 1
            elif not scripts_dice:
                # No die rolled (GCACW rolls none): the command has no --dice.
                again = s.resolve(chooser="best")
                assert again.json() == cli("resolve", path, "--json", "--chooser", "best"), path
                # The way's dice as the odds give them, none, replay it too (GCACW included):
                # only the request differs, saying the dice were given.
                exact = s.resolve(chooser="best", dice=dice)
                assert {**exact, "verification": None} == {**again, "verification": None}, path
            else:
                # The scenario's own dice would be left unused: the command `skedaddle odds`
                # prints says --dice none, and no dice at all replay the way.
                again = s.resolve(chooser="best", dice=[])
                assert again.json() == cli("resolve", path, "--json", "--chooser", "best",
                                           "--dice", "none"), path
                assert again["replay"]["dice"] == [] and s.verify(again)["identical"], path
            replayed += 1
    assert replayed > 500 and with_dice > 400


def test_a_game_that_rolls_no_dice_refuses_them_as_the_modules_error():
    s = skedaddle.load(_example("gc-02-stack-and-leader-move-together"))
    with pytest.raises(skedaddle.ScenarioError) as e:
        s.resolve(dice=[1, 2])
    assert e.value.pointer == "/dice"
    assert e.value.message == "gcacw rolls no dice; the faces are not used"


def test_a_die_left_over_is_named_by_its_place_in_the_dice_given():
    s = skedaddle.load(_example("jr-02-lowland-two-hexes-per-flag"))
    with pytest.raises(skedaddle.ScenarioError) as e:
        s.resolve(dice=[1, 1, 1, 1, 1])
    assert e.value.pointer == "/dice/4"
    assert "not used" in e.value.message


def test_the_dice_given_are_the_outcomes_request():
    s = skedaddle.load(_example("jr-02-lowland-two-hexes-per-flag"))
    outcome = s.resolve(dice=[1, 1, 1, 6])
    assert outcome["verification"]["request"]["dice"] == [1, 1, 1, 6]
    assert s.verify(outcome)["identical"] is True


def test_script_then_a_policy_is_the_clis_fallback():
    path = _example("jr-08-one-casualty-check-per-combat-hits-then-blocked-retreat")
    s = skedaddle.load(path)
    for chooser in ("script,best", "script,first", "script,random"):
        outcome = s.resolve(chooser=chooser, seed=3)
        assert outcome.json() == cli("resolve", path, "--json", "--chooser", chooser, "--seed", 3)
        assert outcome["verification"]["request"]["fallback"] == chooser.split(",")[1]


def _one_example_per_game():
    """The first example of each game whose request the rules allow."""
    chosen = {}
    for path in example_files():
        s = skedaddle.load(path)
        if not s.refusal and s.ruleset not in chosen:
            chosen[s.ruleset] = path
    return sorted(chosen.values())


@pytest.mark.parametrize("path", _one_example_per_game(), ids=lambda p: p.name)
def test_render_resolves_with_the_chooser_and_seed_as_the_cli(path):
    s = skedaddle.load(path)
    assert s.render(chooser="random", seed=7) == cli("render", path, "-o", "-", "--chooser",
                                                     "random", "--seed", 7)
    assert s.render(chooser="first", whole=True) == cli("render", path, "-o", "-", "--chooser",
                                                        "first", "--whole")
    assert s.render(seed=123, options=False) == cli("render", path, "-o", "-", "--seed", 123,
                                                    "--no-tree")
    assert s.render(odds=True, chooser="first") == cli("render", path, "-o", "-", "--odds",
                                                       "--chooser", "first")


def test_render_draws_a_refused_request_as_the_cli_does():
    path = _example("gc-01-cavalry-retreat-of-a-stack-with-infantry-is-refused")
    s = skedaddle.load(path)
    assert s.refusal is not None
    assert s.render(chooser="first", seed=5) == cli("render", path, "-o", "-", "--chooser",
                                                    "first", "--seed", 5)


def test_render_takes_an_outcome_or_the_settings_to_make_one_not_both():
    s = skedaddle.load(_example("jr-02-lowland-two-hexes-per-flag"))
    with pytest.raises(TypeError, match="outcome"):
        s.render(s.resolve(), seed=3)
    with pytest.raises(TypeError, match="seed"):
        s.render(odds=True, seed=3)

