# SPDX-License-Identifier: MIT
"""Arguments a Python user may get wrong: a seed out of 0..2^64-1 or not an integer, a chooser
that is not one, dice that are not a list of faces 1..99 raise ValueError or TypeError naming
the argument and what was expected, as the command line's messages do, never pybind11's
"incompatible function arguments"; ScenarioError says every error, as the command line prints
them."""

import gc
import json
import subprocess

import pytest

import skedaddle
from conftest import CLI, example_files

JR_02 = next(p for p in example_files() if p.name.startswith("jr-02-lowland-two-hexes-per-flag"))


@pytest.fixture(scope="module")
def scenario():
    return skedaddle.load(JR_02)


# Each call with a wrong argument, the error it raises and words its message must hold.
WRONG_SEEDS = [
    (-1, ValueError, "seed: expected an integer from 0 to 18446744073709551615, got -1"),
    (2**64, ValueError, "seed: expected an integer from 0 to 18446744073709551615, got 18446744073709551616"),
    ("7", TypeError, "seed: expected an integer from 0 to 18446744073709551615 or None, got str '7'"),
    (1.5, TypeError, "seed: expected an integer from 0 to 18446744073709551615 or None, got float 1.5"),
    (True, TypeError, "seed: expected an integer from 0 to 18446744073709551615 or None, got bool True"),
]


def _calls_with_seed(s, seed):
    """Every call that takes a seed."""
    return [lambda: s.resolve(seed=seed), lambda: s.render(seed=seed),
            lambda: s.new_state(seed=seed), lambda: skedaddle.resolve_many([(s, "best", seed)]),
            lambda: s.verify(s.resolve(), seed=seed)]


@pytest.mark.parametrize("seed, error, message", WRONG_SEEDS)
def test_a_wrong_seed_is_named_with_what_was_expected(scenario, seed, error, message):
    for call in _calls_with_seed(scenario, seed):
        with pytest.raises(error) as e:
            call()
        assert message in str(e.value)
        assert "incompatible function arguments" not in str(e.value)


def test_the_largest_seed_is_taken(scenario):
    outcome = scenario.resolve(seed=2**64 - 1)
    assert outcome["verification"]["request"]["seed"] == str(2**64 - 1)


def _calls_with_chooser(s, chooser):
    """Every call that takes a chooser."""
    return [lambda: s.resolve(chooser=chooser), lambda: s.render(chooser=chooser),
            lambda: s.render(odds=True, chooser=chooser), lambda: s.odds(chooser=chooser),
            lambda: skedaddle.resolve_many([(s, chooser, 0)])]


@pytest.mark.parametrize("chooser, error, message", [
    ("bestest", ValueError,
     'chooser "bestest" is not script, first, random, best or script,POLICY'),
    ("best,first", ValueError, 'chooser "best,first" is not'),
    (3, TypeError, "chooser: expected a string (script, first, random, best or script,POLICY) "
                   "or None, got int 3"),
])
def test_a_wrong_chooser_is_named_with_what_was_expected(scenario, chooser, error, message):
    for call in _calls_with_chooser(scenario, chooser):
        with pytest.raises(error) as e:
            call()
        assert message in str(e.value)
        assert "incompatible function arguments" not in str(e.value)


@pytest.mark.parametrize("keyword, value, message", [
    ("chooser", 3, "chooser: expected a string (script, first, random, best or callback, or "
                   "script,POLICY / callback,POLICY) or None, got int 3"),
    ("no_dice", "yes", "no_dice: expected True or False, got str 'yes'"),
])
def test_a_wrong_agreement_to_verify_is_named_with_what_was_expected(scenario, keyword, value,
                                                                      message):
    # A player holding a published outcome to what was agreed (docs/play-by-mail.md).
    with pytest.raises(TypeError) as e:
        scenario.verify(scenario.resolve(), **{keyword: value})
    assert message in str(e.value)
    assert "incompatible function arguments" not in str(e.value)


@pytest.mark.parametrize("dice, error, message", [
    ([1, 0, 6], ValueError, "dice[1]: expected a face from 1 to 99, got 0"),
    ([100], ValueError, "dice[0]: expected a face from 1 to 99, got 100"),
    (["6"], TypeError, "dice[0]: expected a face (an integer from 1 to 99), got str '6'"),
    ([True], TypeError, "dice[0]: expected a face (an integer from 1 to 99), got bool True"),
    ("1,6", TypeError, "dice: expected a list of faces (integers from 1 to 99) or None, got str '1,6'"),
    (6, TypeError, "dice: expected a list of faces (integers from 1 to 99) or None, got int 6"),
])
def test_wrong_dice_are_named_with_what_was_expected(scenario, dice, error, message):
    with pytest.raises(error) as e:
        scenario.resolve(dice=dice)
    assert message in str(e.value)
    assert "incompatible function arguments" not in str(e.value)


def test_dice_may_be_a_tuple(scenario):
    assert scenario.resolve(dice=(1, 1, 1, 6)) == scenario.resolve(dice=[1, 1, 1, 6])


def test_max_resolves_is_a_positive_integer(scenario):
    with pytest.raises(ValueError, match="max_resolves: expected an integer from 1 to"):
        scenario.odds(max_resolves=0)
    with pytest.raises(TypeError, match="max_resolves: expected an integer"):
        scenario.odds(max_resolves="10")


def test_a_scenario_errors_message_lists_every_error_as_the_cli_prints_them(tmp_path):
    doc = json.loads(JR_02.read_text())
    for unit in doc["units"]:
        unit["side"] = "martians"
    doc["seed"] = -4
    doc["surprise"] = 1
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(skedaddle.ScenarioError) as e:
        skedaddle.load(doc)
    assert len(e.value.errors) >= 4
    assert (e.value.pointer, e.value.message) == e.value.errors[0]
    run = subprocess.run([CLI, "validate", str(path)], capture_output=True, text=True,
                         check=False)
    assert run.returncode == 2
    assert str(e.value) == run.stderr.replace(f"{path}: ", "").rstrip("\n")
    assert str(e.value).split("\n") == [f"{p}: {m}" for p, m in e.value.errors]


def test_an_error_of_the_whole_document_is_its_message():
    with pytest.raises(skedaddle.ScenarioError) as e:
        skedaddle.load("/no/such/file.json")
    assert e.value.pointer == ""
    assert str(e.value) == e.value.message


JR_08 = next(p for p in example_files()
             if p.name.startswith("jr-08-one-casualty-check-per-combat-hits-then-blocked"))


def test_resolve_many_names_the_item_whose_chooser_is_not_one(scenario):
    with pytest.raises(skedaddle.ScenarioError) as e:
        skedaddle.resolve_many([(scenario, "best", 0), (scenario, "bestest", 1)])
    assert e.value.pointer == "/1/chooser"
    assert e.value.message.startswith('chooser "bestest" is not script, first, random, best')


def test_resolve_many_gives_an_items_errors_at_their_pointers_within_the_item():
    # Its recorded dice run out when the random chooser takes another way than the one recorded.
    s = skedaddle.load(JR_08)
    with pytest.raises(skedaddle.ScenarioError) as alone:
        s.resolve(chooser="random", seed=3)
    assert alone.value.pointer == "/dice"
    with pytest.raises(skedaddle.ScenarioError) as many:
        skedaddle.resolve_many([(s.unscripted(), "random", 3), (s, "random", 3)], threads=2)
    assert many.value.errors == [(f"/1{p}", m) for p, m in alone.value.errors]


def test_resolve_many_gives_the_garbage_collector_back_as_it_found_it():
    # resolve_many pauses Python's cyclic collector while it parses the outcomes (they hold no
    # cycles, and its passes over thousands of documents cost more than the parsing): it is on
    # again afterwards, after an item's errors too, and stays off for a caller who turned it off.
    s = skedaddle.load(JR_08)
    assert gc.isenabled()
    assert len(skedaddle.resolve_many([(s.unscripted(), "random", seed) for seed in range(3)])) == 3
    assert gc.isenabled()
    with pytest.raises(skedaddle.ScenarioError):
        skedaddle.resolve_many([(s.unscripted(), "random", 3), (s, "random", 3)])
    assert gc.isenabled()
    gc.disable()
    try:
        skedaddle.resolve_many([s])
        assert not gc.isenabled()
    finally:
        gc.enable()


@pytest.mark.parametrize("action", [True, "0", 0.0, None])
def test_an_action_that_is_not_an_integer_is_named_with_what_was_expected(action):
    state = skedaddle.load(JR_08).new_state()
    with pytest.raises(TypeError) as e:
        state.apply_action(action)
    assert str(e.value) == ("action: expected an integer, an index of legal_actions(), "
                            f"got {type(action).__name__} {action!r}")
    assert state.history() == []


def _calls_with_flag(s, value):
    """Every call that takes a flag (True or False), by the flag's name."""
    return [("tree", lambda: s.options_text(tree=value)),
            ("per_option", lambda: s.odds(per_option=value)),
            ("per_option", lambda: s.new_state().odds(per_option=value)),
            ("whole", lambda: s.render(whole=value)),
            ("odds", lambda: s.render(odds=value)),
            ("options", lambda: s.render(options=value)),
            ("no_dice", lambda: s.verify(s.resolve(), no_dice=value)),
            ("fates", lambda: skedaddle.resolve_many([s], fates=value))]


@pytest.mark.parametrize("value", ["no", "yes", 0, 2, 1.0])
def test_a_flag_that_is_not_true_or_false_is_named(scenario, value):
    # "no" would be read as True, and 0 as False: a flag takes True or False only (render's
    # options None too: its default, the options unless odds).
    for name, call in _calls_with_flag(scenario, value):
        with pytest.raises(TypeError) as e:
            call()
        assert str(e.value) == f"{name}: expected True or False, got {type(value).__name__} {value!r}"


def test_a_flag_takes_true_and_false(scenario):
    for value in (True, False):
        for _, call in _calls_with_flag(scenario, value):
            call()


@pytest.mark.parametrize("threads, error", [
    (0, ValueError), (-3, ValueError), (1025, ValueError), (2**40, ValueError),
    ("4", TypeError), (2.0, TypeError), (True, TypeError),
])
def test_a_wrong_thread_count_is_named_with_what_was_expected(scenario, threads, error):
    with pytest.raises(error) as e:
        skedaddle.resolve_many([scenario], threads=threads)
    assert str(e.value) == ("threads: expected an integer from 1 to 1024 or None (every core), "
                            f"got {'' if error is ValueError else type(threads).__name__ + ' '}"
                            f"{threads!r}")


def test_resolve_many_takes_one_to_1024_threads(scenario):
    expected = [scenario.resolve()] * 3
    for threads in (1, 1024, None):
        assert skedaddle.resolve_many([scenario] * 3, threads=threads) == expected


@pytest.mark.parametrize("items", [3, "jr-02.json", None])
def test_items_that_are_not_a_list_are_named(items):
    with pytest.raises(TypeError) as e:
        skedaddle.resolve_many(items)
    assert str(e.value).startswith("items: expected a list of Scenario or (scenario, chooser, "
                                   "seed), got ")


def test_agreed_choices_that_json_cannot_write_are_named(scenario):
    with pytest.raises(TypeError) as e:
        scenario.verify(scenario.resolve(), choices={"F4"})
    assert str(e.value) == ("choices: expected a list written as a scenario's \"choices\" "
                            "(such as [1, 'F4']) or None, got set {'F4'}")


def test_an_action_to_name_that_is_not_an_integer_is_named():
    state = skedaddle.load(JR_08).new_state()
    with pytest.raises(TypeError) as e:
        state.action_to_string("0")
    assert str(e.value) == ("action: expected an integer, an index of legal_actions(), "
                            "got str '0'")


def test_verify_takes_the_outcome_file_as_load_takes_a_scenario_file(scenario, tmp_path):
    # `skedaddle verify SCENARIO OUTCOME` takes a file: so does verify(), as load() does.
    outcome = scenario.resolve(seed=7)
    path = tmp_path / "outcome.json"
    path.write_text(outcome.json(), encoding="utf-8")
    assert scenario.verify(str(path)) == scenario.verify(outcome)
    assert scenario.verify(path)["identical"]
    with pytest.raises(skedaddle.ScenarioError) as e:
        scenario.verify(str(tmp_path / "missing.json"))
    assert str(e.value) == f"cannot read {tmp_path / 'missing.json'}: No such file or directory"
