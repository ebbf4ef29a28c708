# SPDX-License-Identifier: MIT
"""Scenario.verify, a play-by-mail player's check of an outcome, against `skedaddle verify`:
an outcome made by resolve is identical, given as text, a dict or an Outcome; a tampered one
differs where the command line says; an outcome document that cannot be read raises
ScenarioError with the pointers the command line prints; what was agreed before the turn
(chooser, seed, no_dice, choices) catches a request that differs, as the command line does."""

import json
import random
import subprocess

import pytest

import skedaddle
from conftest import CLI, example_files


def _example(prefix):
    return next(p for p in example_files() if p.name.startswith(prefix))


def _cli_verify(scenario_path, outcome_text, tmp_path):
    """`skedaddle verify`'s exit status, stdout and stderr for the outcome, written to a file."""
    outcome_file = tmp_path / "outcome.json"
    outcome_file.write_text(outcome_text, encoding="utf-8")
    run = subprocess.run([CLI, "verify", str(scenario_path), str(outcome_file)],
                         capture_output=True, text=True, check=False)
    return run.returncode, run.stdout, run.stderr.replace(f"{outcome_file}: ", "")


def _as_cli_text(verification):
    """The verification document written as `skedaddle verify` prints it."""
    if verification["identical"]:
        return "identical\n"
    lines = []
    for d in verification["differences"]:
        if d["reason"] is not None:
            lines.append(f"{d['part']} differs at {d['pointer']}: {d['reason']}\n")
            continue
        given = "nothing" if d["outcome"] is None else json.dumps(d["outcome"], separators=(",", ":"))
        expected = "nothing" if d["expected"] is None else json.dumps(d["expected"], separators=(",", ":"))
        lines.append(f"{d['part']} differs at {d['pointer']}: the outcome has {given}, expected {expected}\n")
    return "".join(lines)


def test_an_outcome_made_by_resolve_is_identical_as_text_dict_or_outcome(examples):
    for path in examples[::5]:
        s = skedaddle.load(path).unscripted()
        outcome = s.resolve(chooser="random", seed=11)
        for given in (outcome, outcome.json(), dict(outcome), json.loads(outcome.json())):
            verification = s.verify(given)
            assert verification["format"] == "skedaddle-verification/1", path
            assert (verification["identical"], verification["differences"]) == (True, []), path
            assert verification["request"] == json.loads(outcome.json())["verification"]["request"]


def test_a_tampered_outcome_differs_where_the_cli_says(tmp_path):
    path = _example("jr-02-lowland-two-hexes-per-flag")
    s = skedaddle.load(path)
    outcome = s.resolve()
    outcome["verification"]["engine"] = "skedaddle 0.0.9"
    outcome["events"][0]["rule"] = "JR-99"
    verification = s.verify(outcome)
    assert verification["identical"] is False
    assert [(d["part"], d["pointer"]) for d in verification["differences"]] == [
        ("engine", "/verification/engine"), ("event 0", "/events/0/rule")]
    assert verification["differences"][1]["outcome"] == "JR-99"
    status, out, _ = _cli_verify(path, json.dumps(outcome), tmp_path)
    assert status == 1
    assert out == _as_cli_text(verification)


def test_another_seed_is_another_outcome():
    s = skedaddle.load(_example("jr-02-lowland-two-hexes-per-flag"))
    doc = s.resolve(seed=1)
    doc["verification"]["request"]["seed"] = "2"
    differences = s.verify(doc)["differences"]
    assert differences[0]["part"] == "hash"
    assert [d["part"] for d in differences][:2] == ["hash", "seed"]


@pytest.mark.parametrize("document, pointer", [
    ("{not json", ""),
    ("[1, 2]", ""),
    ('{"format": "skedaddle-outcome/1"}', "/verification"),
])
def test_an_outcome_that_cannot_be_read_raises_the_clis_errors(document, pointer, tmp_path):
    path = _example("jr-02-lowland-two-hexes-per-flag")
    with pytest.raises(skedaddle.ScenarioError) as e:
        skedaddle.load(path).verify(document)
    assert e.value.pointer == pointer
    status, out, err = _cli_verify(path, document, tmp_path)
    assert (status, out) == (2, "")
    assert err == str(e.value) + "\n"


def test_a_request_that_cannot_be_read_names_every_field():
    s = skedaddle.load(_example("jr-02-lowland-two-hexes-per-flag"))
    doc = s.resolve()
    doc["verification"]["request"].update(chooser="worst", seed=7, dice="1,2")
    with pytest.raises(skedaddle.ScenarioError) as e:
        s.verify(doc)
    assert [p for p, _ in e.value.errors] == ["/verification/request/chooser",
                                              "/verification/request/seed",
                                              "/verification/request/dice"]


def test_verify_takes_text_a_dict_or_an_outcome_only():
    s = skedaddle.load(_example("jr-02-lowland-two-hexes-per-flag"))
    with pytest.raises(TypeError, match="outcome: expected"):
        s.verify(42)


def test_the_outcome_of_a_state_verifies_in_every_game(examples):
    """A program's choices (chooser "callback") and the dice it applied are read back from the
    outcome's replay; a game that rolls no dice (GCACW) applied none, and a refused request has
    no replay to read."""
    rng = random.Random(5)
    games = set()
    for path in examples[::3]:
        s = skedaddle.load(path)
        state = s.new_state()
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
        verification = s.unscripted().verify(state.outcome())
        assert verification["identical"], (path, verification["differences"])
        games.add((s.ruleset, state.outcome().refused))
    assert {("gcacw", False), ("gcacw", True), ("jacobite", False), ("rotd", False)} <= games


def test_what_was_agreed_catches_a_request_that_differs_as_the_cli_does(tmp_path):
    """Dice given by hand, another seed, another chooser, choices not the owner's: each verifies
    identical alone, and differs from what was agreed with the matching argument, as the
    command line's --no-dice, --seed, --chooser and --choices say."""
    path = _example("jr-02-lowland-two-hexes-per-flag")
    s = skedaddle.load(path)
    honest = s.resolve(seed=7)
    taken = honest["replay"]["choices"]
    assert s.verify(honest, chooser="script", seed=7, no_dice=True, choices=taken)["identical"]
    picked = s.resolve(seed=7, dice=[5, 5, 5, 5])
    assert s.verify(picked)["identical"]
    for agreed, flags, part in [
        (dict(no_dice=True), ["--no-dice"], "agreed dice"),
        (dict(seed=8), ["--seed", "8"], "agreed seed"),
        (dict(chooser="best"), ["--chooser", "best"], "agreed chooser"),
        (dict(choices=list(reversed(taken))), ["--choices", json.dumps(list(reversed(taken)))],
         "agreed choices"),
    ]:
        verification = s.verify(picked, **agreed)
        assert [d["part"] for d in verification["differences"]] == [part], agreed
        outcome_file = tmp_path / "picked.json"
        outcome_file.write_text(json.dumps(picked), encoding="utf-8")
        run = subprocess.run([CLI, "verify", "--json", *flags, str(path), str(outcome_file)],
                             capture_output=True, text=True, check=False)
        assert run.returncode == 1, run.stderr
        assert json.loads(run.stdout) == verification
    with pytest.raises(skedaddle.ScenarioError) as e:
        s.verify(honest, choices=["H5", 7.5])
    assert e.value.pointer == "/choices/1"
    with pytest.raises(skedaddle.ScenarioError) as e:
        s.verify(honest, chooser="worst")
    assert e.value.pointer == "/chooser"
