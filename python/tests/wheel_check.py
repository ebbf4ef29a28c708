# SPDX-License-Identifier: MIT
"""Run by .ci/run with the Python of a virtual environment the wheel was installed into
(scripts/install-python.sh), from outside the source tree: the installed module, not the build
tree's, answers as the command-line tool does on one example of each game (and verifies its
outcome), and help() teaches.
Usage: VENV/bin/python wheel_check.py CLI GAMES_DIR"""

import pathlib
import subprocess
import sys

import skedaddle

cli, games = sys.argv[1], pathlib.Path(sys.argv[2])
assert "site-packages" in skedaddle.__file__, f"not the installed module: {skedaddle.__file__}"
for game in ("gcacw", "jacobite", "gitm", "grande_tactique"):
    path = next(p for p in sorted(games.glob(f"{game}/examples/**/*.json"))
                if not p.name.endswith(".expected.json"))
    expected = subprocess.run([cli, "resolve", str(path), "--json"], capture_output=True,
                              text=True, check=False).stdout
    s = skedaddle.load(path)
    assert s.resolve().json() == expected, path
    assert s.verify(expected)["identical"] is True, path
assert "JSON pointer" in skedaddle.load.__doc__
assert "legal_actions" in skedaddle.State.__doc__
print("the installed wheel answers as the CLI on one example of each game, and verifies it")
