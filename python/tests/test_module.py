# SPDX-License-Identifier: MIT
"""The Python module against the command-line tool and itself: every example gives the CLI's
JSON; bad input raises with the pointer; states step, clone and pickle; resolve_many in threads
equals the sequential run."""

import json
import pickle
import random
from fractions import Fraction

import pytest

import skedaddle
from conftest import cli, example_files


def test_every_example_resolves_to_the_clis_outcome(examples):
    for path in examples:
        s = skedaddle.load(path)
        assert s.resolve().json() == cli("resolve", path, "--json"), path


def test_every_example_gives_the_clis_options(examples):
    for path in examples:
        s = skedaddle.load(path)
        if s.refusal:
            continue
        assert s.options() == _fractions(json.loads(cli("options", path, "--json"))), path


def test_odds_are_the_clis_with_exact_fractions(examples):
    compared = 0
    for path in examples[::7]:
        s = skedaddle.load(path)
        odds = s.odds()
        assert odds == _fractions(json.loads(cli("odds", path, "--json"))), path
        if s.refusal:
            continue
        total = sum((o["probability"] for o in odds["outcomes"]), Fraction(0))
        unexplored = odds["coverage"]["unexplored"]["probability"]
        assert total + unexplored == 1, path
        assert all(isinstance(o["probability"], Fraction) for o in odds["outcomes"])
        compared += 1
    assert compared > 15


def test_render_is_the_clis_picture():
    path = str(next(p for p in example_files() if not skedaddle.load(p).refusal))
    s = skedaddle.load(path)
    svg = s.render()
    assert svg.startswith("<svg")
    assert svg == cli("render", path, "-o", "-", "--no-resolve")
    assert s._repr_svg_() == svg
    assert s.render(s.resolve()) == cli("render", path, "-o", "-")
    assert s.render(odds=True) == cli("render", path, "-o", "-", "--odds")


def test_load_takes_text_path_and_dict():
    path = example_files()[0]
    text = path.read_text()
    for source in (text, str(path), path, json.loads(text)):
        assert skedaddle.load(source).resolve() == skedaddle.load(text).resolve()


def test_bad_input_raises_with_the_pointer():
    doc = json.loads(example_files()[0].read_text())
    doc["units"][0]["side"] = "martians"
    with pytest.raises(skedaddle.ScenarioError) as e:
        skedaddle.load(doc)
    assert isinstance(e.value, ValueError)
    assert e.value.pointer == "/units/0/side"
    assert "martians" in e.value.message or "side" in e.value.message
    with pytest.raises(skedaddle.ScenarioError) as e:
        skedaddle.load("{not json")
    with pytest.raises(skedaddle.ScenarioError) as e:
        skedaddle.load("/no/such/file.json")
    assert "cannot read" in e.value.message
    with pytest.raises(skedaddle.ScenarioError) as e:
        skedaddle.load(example_files()[0]).resolve(chooser="bestest")
    assert e.value.pointer == "/chooser"


def _walk_randomly(state, rng):
    while not state.is_terminal():
        actions = state.legal_actions()
        assert actions, str(state)
        for a in actions:
            assert state.action_to_string(a)
        state.apply_action(rng.choice(actions))
    return state


def test_random_play_to_the_end_from_every_example(examples):
    rng = random.Random(20261128)
    for path in examples:
        s = skedaddle.load(path)
        state = _walk_randomly(s.new_state(seed=rng.randrange(1000)), rng)
        outcome = state.outcome()
        assert outcome is not None and outcome["format"] == "skedaddle-outcome/1", path
        assert state.legal_actions() == []
        assert state.current_player() == "terminal"


def test_a_state_replays_its_history_pickles_and_clones(examples):
    rng = random.Random(7)
    stepped = 0
    for path in examples:
        s = skedaddle.load(path)
        state = s.new_state(seed=3)
        if state.is_terminal():
            continue
        first = state.clone()
        _walk_randomly(state, rng)
        again = s.new_state(seed=3)
        for a in state.history():
            again.apply_action(a)
        assert again.outcome() == state.outcome(), path
        revived = pickle.loads(pickle.dumps(state))
        assert revived.history() == state.history()
        assert revived.outcome() == state.outcome(), path
        assert first.history() == [] and not first.is_terminal(), path
        stepped += 1
    assert stepped > 20


def test_actions_are_named_as_the_per_option_odds_name_them():
    s = skedaddle.load(next(p for p in example_files() if p.name.startswith("jr-08-one-casualty")))
    state = s.new_state()
    names = [state.action_to_string(a) for a in state.legal_actions()]
    per_option = [o["option"] for o in s.unscripted().odds(per_option=True)["per_option"]]
    assert names == per_option == ["ignore flags: 1", "ignore flags: 0"]


def test_an_illegal_action_is_refused():
    for path in example_files():
        state = skedaddle.load(path).new_state()
        if not state.is_terminal():
            with pytest.raises(ValueError):
                state.apply_action(len(state.legal_actions()))
            return
    pytest.fail("no example has a decision")


def test_resolve_many_in_four_threads_equals_the_sequential_run(examples):
    scenarios = [skedaddle.load(p).unscripted() for p in examples]
    items = [(s, "random", seed) for seed in range(3) for s in scenarios]
    sequential = [s.resolve(chooser=c, seed=seed) for s, c, seed in items]
    assert skedaddle.resolve_many(items, threads=4) == sequential
    assert skedaddle.resolve_many(scenarios, threads=1) == [s.resolve() for s in scenarios]


def _fractions(value):
    if isinstance(value, dict):
        return {k: Fraction(v) if k == "probability" and isinstance(v, str) else _fractions(v)
                for k, v in value.items()}
    if isinstance(value, list):
        return [_fractions(v) for v in value]
    return value
