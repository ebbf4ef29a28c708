# SPDX-License-Identifier: MIT
"""What the Python tests share: the examples of every game, and the command-line tool to compare
with (ctest sets SKEDADDLE_CLI, SKEDADDLE_GAMES_DIR and PYTHONPATH to the build tree)."""

import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
GAMES = pathlib.Path(os.environ.get("SKEDADDLE_GAMES_DIR", ROOT / "games"))
CLI = os.environ.get("SKEDADDLE_CLI", str(ROOT / "build" / "dev" / "skedaddle"))


def example_files():
    """Every example scenario of every game, sorted."""
    return sorted(p for p in GAMES.glob("*/examples/**/*.json")
                  if not p.name.endswith(".expected.json"))


def cli(*args):
    """The command-line tool's stdout for ``args`` (it exits 0, or 3 for a refused request)."""
    run = subprocess.run([CLI, *map(str, args)], capture_output=True, text=True, check=False)
    assert run.returncode in (0, 3), run.stderr
    return run.stdout


@pytest.fixture(scope="session")
def examples():
    files = example_files()
    assert len(files) > 150
    return files
