# SPDX-License-Identifier: MIT
"""skedaddle.explain(): the published rulings, as the command line's `explain --json` gives
them, for a program that reads the `rule` of an event or a refusal."""

import json
import subprocess

import pytest

import skedaddle
from conftest import CLI, example_files


def cli_rulings(*args):
    run = subprocess.run([CLI, "explain", "--json", *args], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)["rulings"]


def test_one_ruling_is_the_command_lines():
    assert skedaddle.explain("GC-7") == cli_rulings("GC-7")[0]
    assert skedaddle.explain("JR-3")["id"] == "JR-3"


def test_every_ruling_is_the_command_lines_list():
    every = skedaddle.explain()
    assert every == cli_rulings()
    assert {"GC-1", "JR-1", "GI-1", "GT-1", "ALL-1"} <= {r["id"] for r in every}


def test_the_rule_of_every_event_of_an_outcome_is_explained():
    s = skedaddle.load(next(p for p in example_files() if p.name.startswith("jr-08-leader-killed")))
    for event in s.resolve()["events"]:
        assert skedaddle.explain(event["rule"])["id"] == event["rule"]


def test_an_id_that_is_none_names_the_nearest():
    with pytest.raises(ValueError) as e:
        skedaddle.explain("GC-77")
    assert str(e.value).startswith('no ruling "GC-77"; nearest: ')
    with pytest.raises(TypeError):
        skedaddle.explain(7)
    with pytest.raises(TypeError):
        skedaddle.explain("")
