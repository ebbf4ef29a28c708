# SPDX-License-Identifier: MIT
"""The Python module against the command-line tool and itself: every example gives the CLI's
JSON; bad input raises with the pointer; states step, clone and pickle; resolve_many in threads
equals the sequential run."""

import json
import pickle
import random
import subprocess
from fractions import Fraction

import pytest

import skedaddle
from conftest import CLI, cli, example_files


def test_every_example_resolves_to_the_clis_outcome(examples):
    for path in examples:
        s = skedaddle.load(path)
        assert s.resolve().json() == cli("resolve", path, "--json"), path


def test_the_version_is_the_engines_that_outcomes_name(examples):
    outcome = json.loads(skedaddle.load(examples[0]).resolve().json())
    assert outcome["verification"]["engine"] == "skedaddle " + skedaddle.__version__
    assert skedaddle.__version__.count(".") == 2


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


def _cli_error_text(doc, tmp_path):
    """What ``skedaddle validate`` prints of the document's errors, without the file's name."""
    f = tmp_path / "bad.json"
    f.write_text(json.dumps(doc))
    run = subprocess.run([CLI, "validate", str(f)], capture_output=True, text=True, check=False)
    assert run.returncode == 2, run.stderr
    return "\n".join(line.removeprefix(f"{f}: ") for line in run.stderr.splitlines())


def test_the_text_of_an_error_escapes_the_control_characters_of_the_input(tmp_path):
    # A key with a newline and an escape sequence (clear the screen): its pointer keeps it as
    # given, the text shows it escaped as the command line does, on one line.
    doc = json.loads(example_files()[0].read_text())
    doc["units"][0]["side\n\x1b[2J"] = 1
    with pytest.raises(skedaddle.ScenarioError) as e:
        skedaddle.load(doc)
    assert e.value.pointer == "/units/0/side\n\x1b[2J"
    text = str(e.value)
    assert "/units/0/side\\n\\u001b[2J: " in text
    assert "\x1b" not in text and "\n" not in text
    assert text == _cli_error_text(doc, tmp_path)
    # The package's own messages too: a path that cannot be read.
    with pytest.raises(skedaddle.ScenarioError) as e:
        skedaddle.load("/no/such\rfile\x07.json")
    assert e.value.message.startswith("cannot read /no/such\rfile\x07.json")
    assert str(e.value).startswith("cannot read /no/such\\rfile\\u0007.json")


def _walk_randomly(state, rng):
    """Plays to the end: a random option at each decision, each roll drawn by its chances."""
    while not state.is_terminal():
        actions = state.legal_actions()
        assert actions, str(state)
        for a in actions:
            assert state.action_to_string(a)
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            assert sum(p for _, p in outcomes) == 1, str(state)
            state.apply_action(rng.choices([a for a, _ in outcomes],
                                           weights=[float(p) for _, p in outcomes])[0])
        else:
            state.apply_action(rng.choice(actions))
    return state


def test_random_play_to_the_end_from_every_example(examples):
    rng = random.Random(20261128)
    chance_nodes = 0
    for path in examples:
        s = skedaddle.load(path)
        for seed in (None, rng.randrange(1000)):
            state = s.new_state(seed=seed)
            chance_nodes += sum(1 for _ in _count_chance(state.clone(), rng))
            state = _walk_randomly(state, rng)
            outcome = state.outcome()
            assert outcome is not None and outcome["format"] == "skedaddle-outcome/1", path
            assert state.legal_actions() == []
            assert state.current_player() == "terminal"
    assert chance_nodes > 100


def _count_chance(state, rng):
    while not state.is_terminal():
        if state.is_chance_node():
            yield state.chance_point()
        state.apply_action(rng.choice(state.legal_actions()))


def test_the_outcome_of_applied_dice_is_resolve_with_those_dice(examples):
    rng = random.Random(11)
    checked = 0
    for path in examples[::3]:
        s = skedaddle.load(path)
        state = _walk_randomly(s.new_state(), rng)
        outcome = state.outcome()
        if outcome.refused or state.history() == [] or outcome["replay"]["choices"]:
            continue
        doc = json.loads(s.unscripted().text)
        doc["dice"] = outcome["replay"]["dice"]
        again = skedaddle.load(doc).resolve()
        assert {k: v for k, v in again.items() if k != "verification"} == \
            {k: v for k, v in outcome.items() if k != "verification"}, path
        checked += 1
    assert checked > 10


def test_the_chances_of_every_way_add_up_to_one():
    """Every way through jr-08's tree (decisions by their first option, as the odds' "first"
    chooser): the products of the chances add up to exactly 1, over as many ways as the odds
    ran (tests/facade/resolution_chance_test.cpp compares each way's chance with the odds')."""
    path = next(p for p in example_files() if p.name.startswith("jr-08-one-casualty"))
    s = skedaddle.load(path).unscripted()
    leaves = []

    def walk(state, chance):
        if state.is_terminal():
            leaves.append((chance, state.outcome()))
            return
        if state.is_chance_node():
            for a, p in state.chance_outcomes():
                child = state.clone()
                child.apply_action(a)
                walk(child, chance * p)
        else:
            child = state.clone()
            child.apply_action(0)
            walk(child, chance)

    walk(s.new_state(), Fraction(1))
    assert sum(c for c, _ in leaves) == 1
    odds = s.odds(chooser="first")
    assert len(leaves) == odds["coverage"]["resolves"]


def test_a_state_replays_its_history_pickles_and_clones(examples):
    rng = random.Random(7)
    stepped = 0
    for path in examples:
        s = skedaddle.load(path)
        state = s.new_state()
        if state.is_terminal():
            continue
        first = state.clone()
        _walk_randomly(state, rng)
        again = s.new_state()
        for a in state.history():
            again.apply_action(a)
        assert again.outcome() == state.outcome(), path
        revived = pickle.loads(pickle.dumps(state))
        assert revived.history() == state.history()
        assert revived.outcome() == state.outcome(), path
        assert first.history() == [] and not first.is_terminal(), path
        stepped += 1
    assert stepped > 20


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


GC_09 = "gc-09-best-avoids-the-fatal-path"


def test_a_decision_gives_each_options_best_end_and_the_places_ruled_out():
    # GC-9: from 0801 the stack may step to 0601, where it can still keep a combat unit on the
    # map (no unit lost, 1 strength lost, 4 hexes from the enemy), or to 0401, where every path
    # destroys it (2 units, 2 strength, 1 hex); ALL-1 orders them so.
    path = next(p for p in example_files() if p.name.startswith(GC_09))
    decision = skedaddle.load(path).new_state().current_decision()
    assert decision["options"] == ["0601", "0401"]
    assert decision["best"] == [
        {"units_lost": 0, "strength_lost": 1, "distance": 4},
        {"units_lost": 2, "strength_lost": 2, "distance": 1},
    ]
    assert all(set(r) == {"place", "reason", "rule"} for r in decision["rejected"])


def test_a_number_is_ranked_by_its_count_and_a_rally_order_not_at_all():
    # JR-3: the Grenadiers may ignore 2, 1 or 0 of 3 flags; after the losses `best` ranks the
    # number itself, the larger first (games/jacobite/README.md), so the key holds a count, not
    # a distance. JR-7: the order of the rally checks is not ranked by ALL-1 at all.
    path = next(p for p in example_files() if p.name.startswith("jr-03-ignore-cap"))
    decision = skedaddle.load(path).new_state().current_decision()
    assert decision["options"] == ["2", "1", "0"]
    assert [b["count"] for b in decision["best"]] == [2, 1, 0]
    assert all("distance" not in b for b in decision["best"])
    path = next(p for p in example_files()
                if p.name.startswith("jr-07-leader-swept-away-two-neighbours"))
    state = skedaddle.load(path).new_state()
    topics = []
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(state.legal_actions()[0])
            continue
        decision = state.current_decision()
        topics.append(decision["topic"])
        if decision["topic"] == "rally order":
            assert decision["best"] == [None] * len(decision["options"])
        state.apply_action(state.legal_actions()[0])
    assert "rally order" in topics


def test_every_decision_names_a_ruling_for_each_place_it_rules_out(examples):
    rejected = 0
    for path in examples:
        state = skedaddle.load(path).new_state()
        while not state.is_terminal():
            if not state.is_chance_node():
                decision = state.current_decision()
                assert len(decision["best"]) == len(decision["options"]), path
                for r in decision["rejected"]:
                    assert r["reason"] and r["rule"].split("-")[0] in ("GC", "JR"), (path, r)
                    rejected += 1
            state.apply_action(state.legal_actions()[0])
    assert rejected > 20

