# SPDX-License-Identifier: MIT
"""What the Python tests share: the examples of every game, and the command-line tool and the C
interface to compare with (ctest sets SKEDADDLE_CLI, SKEDADDLE_C_CALLS, SKEDADDLE_GAMES_DIR and
PYTHONPATH to the build tree)."""

import json
import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
GAMES = pathlib.Path(os.environ.get("SKEDADDLE_GAMES_DIR", ROOT / "games"))
CLI = os.environ.get("SKEDADDLE_CLI", str(ROOT / "build" / "dev" / "skedaddle"))
C_CALLS = os.environ.get("SKEDADDLE_C_CALLS",
                         str(ROOT / "build" / "dev" / "python" / "skedaddle_c_calls"))


def example_files():
    """Every example scenario of every game, sorted."""
    return sorted(p for p in GAMES.glob("*/examples/**/*.json")
                  if not p.name.endswith(".expected.json"))


def cli(*args):
    """The command-line tool's stdout for ``args`` (it exits 0, or 3 for a refused request)."""
    run = subprocess.run([CLI, *map(str, args)], capture_output=True, text=True, check=False)
    assert run.returncode in (0, 3), run.stderr
    return run.stdout


def c_calls(verb, path, settings):
    """The C interface's answers (skd_call, python/tests/c_calls/) to ``verb`` of the scenario
    file ``path`` with each of ``settings`` (dicts), in order: (status, answer as a dict)."""
    lines = "".join(json.dumps(s) + "\n" for s in settings)
    run = subprocess.run([C_CALLS, verb, str(path)], input=lines, capture_output=True, text=True,
                         check=False)
    assert run.returncode == 0, run.stderr
    answers = []
    for line in run.stdout.splitlines():
        status, answer = line.split(" ", 1)
        answers.append((int(status), json.loads(answer)))
    assert len(answers) == len(settings)
    return answers


@pytest.fixture(scope="session")
def examples():
    files = example_files()
    assert len(files) > 150
    return files
