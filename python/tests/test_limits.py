# SPDX-License-Identifier: MIT
"""load(..., limits=...): the loader's bounds, as the command line's --max-units ... set them.
A scenario just over a limit is refused with the command line's error (its pointer and words,
the hint naming load()'s limit rather than the flag) and loads at the limit; the scenario keeps
its limits for its copies (pickle, unscripted()) and for the outcomes it verifies; a wrong
limit is named with what was expected."""

import json
import pickle
import subprocess

import pytest

import skedaddle
from conftest import CLI, GAMES, example_files

# io::Limits' defaults (include/skedaddle/io/limits.hpp), as docs/python.md lists them.
DEFAULTS = {
    "input_bytes": 64 << 20,
    "depth": 64,
    "string_bytes": 64 * 1024,
    "key_bytes": 1024,
    "units": 10_000,
    "polygon_corners": 2_000,
    "terrain_corners": 10_000,
}


def _depth(value):
    """The nesting of arrays and objects of a JSON value (a scalar is 0)."""
    if isinstance(value, dict):
        return 1 + max((_depth(v) for v in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((_depth(v) for v in value), default=0)
    return 0


def _cli_errors(path, flag, value):
    """`skedaddle validate`'s error lines for `path` under `flag value`: [(pointer, message)]."""
    run = subprocess.run([CLI, "validate", str(path), flag, str(value)], capture_output=True,
                         text=True, check=False)
    assert run.returncode == 2, run.stdout + run.stderr
    errors = []
    for line in run.stderr.splitlines():
        _, _, rest = line.partition(f"{path}: ")
        # "POINTER: message", or the message alone for the whole document
        pointer, _, message = rest.partition(": ") if rest.startswith("/") else ("", "", rest)
        errors.append((pointer, message))
    return errors


def test_the_defaults_are_the_engines():
    assert skedaddle.default_limits() == DEFAULTS


# One example of each game, and the largest (the most units) of them all.
def _game_of(path):
    return path.relative_to(GAMES).parts[0]


_EXAMPLES = [next(p for p in example_files() if _game_of(p) == game)
             for game in ("gcacw", "jacobite", "gitm", "grande_tactique")]
_EXAMPLES.append(max(example_files(), key=lambda p: len(json.loads(p.read_text())["units"])))


@pytest.mark.parametrize("path", _EXAMPLES, ids=lambda p: p.name)
@pytest.mark.parametrize("name, flag, needed", [
    ("units", "--max-units", lambda text, doc: len(doc["units"])),
    ("input_bytes", "--max-input-bytes", lambda text, doc: len(text.encode("utf-8"))),
    ("depth", "--max-depth", lambda text, doc: _depth(doc)),
])
def test_a_scenario_over_a_limit_is_refused_as_the_command_line_refuses_it(path, name, flag,
                                                                          needed):
    text = path.read_text(encoding="utf-8")
    need = needed(text, json.loads(text))
    assert skedaddle.load(text, limits={name: need}).name == skedaddle.load(text).name
    with pytest.raises(skedaddle.ScenarioError) as raised:
        skedaddle.load(text, limits={name: need - 1})
    hint = "raise it with load(..., limits={'" + name + "': ...}))"
    expected = [(pointer, message.replace(f"raise it with {flag})", hint))
                for pointer, message in _cli_errors(path, flag, need - 1)]
    assert raised.value.errors == expected
    assert hint in raised.value.message


def _long_named(length):
    """A GCACW example whose name is `length` characters: over the default string_bytes."""
    path = next(p for p in example_files() if _game_of(p) == "gcacw")
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["name"] = "n" * length
    return doc


def test_a_raised_limit_lets_a_larger_scenario_in_and_stays_with_it():
    doc = _long_named(70_000)
    with pytest.raises(skedaddle.ScenarioError, match="string_bytes"):
        skedaddle.load(doc)
    s = skedaddle.load(doc, limits={"string_bytes": 100_000})
    assert s.name == doc["name"]
    # its copies are read under the same limits
    assert pickle.loads(pickle.dumps(s)).name == doc["name"]
    assert s.unscripted().name == doc["name"]
    # and so are the outcomes it verifies, which carry the long name
    outcome = s.resolve()
    assert s.verify(outcome.json())["identical"] is True


def test_a_lowered_limit_stays_with_the_copies():
    path = _EXAMPLES[0]
    text = path.read_text(encoding="utf-8")
    units = len(json.loads(text)["units"])
    s = skedaddle.load(text, limits={"units": units})
    copy = pickle.loads(pickle.dumps(s))
    assert copy.name == s.name
    assert copy._limits == {"units": units}


@pytest.mark.parametrize("limits, error, words", [
    ({"unit": 5}, ValueError, "no limit named 'unit' (did you mean 'units'?)"),
    ({"speed": 5}, ValueError, "no limit named 'speed'; the limits are input_bytes, depth"),
    ({"units": 0}, ValueError, "limits['units']: expected an integer from 1 to"),
    ({"depth": 10_001}, ValueError, "limits['depth']: expected an integer from 1 to 10000, "
                                    "got 10001"),
    ({"units": True}, TypeError, "limits['units']: expected an integer from 1 to"),
    ({"units": 2.5}, TypeError, "got float 2.5"),
    ([("units", 5)], TypeError, "limits: expected a dict"),
])
def test_a_wrong_limit_is_named_with_what_was_expected(limits, error, words):
    text = _EXAMPLES[0].read_text(encoding="utf-8")
    with pytest.raises(error) as raised:
        skedaddle.load(text, limits=limits)
    assert words in str(raised.value)
