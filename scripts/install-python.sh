#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the wheel of the Python module (python/dist/skedaddle-*.whl, against /usr/bin/python3)
# and installs it into a virtual environment, then imports it from outside the source tree.
# Usage: scripts/install-python.sh [VENV] (default: .venv; a relative VENV is taken from where
# the script is run, as the README runs it). Then: VENV/bin/python -c 'import skedaddle'
set -euo pipefail
# Made absolute before the cd below: the import check runs from / (outside the source tree).
venv=$(realpath -m -- "${1:-.venv}")
cd "$(dirname "$0")/.."
python=/usr/bin/python3

rm -rf python/dist python/build python/skedaddle.egg-info
"$python" -m build --no-isolation --wheel python >/dev/null
wheel=$(ls python/dist/skedaddle-*.whl)
[[ -x $venv/bin/python ]] || "$python" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --no-index --force-reinstall "$wheel"
(cd / && "$venv/bin/python" -c 'import skedaddle, sys; print("installed", skedaddle.__file__)')
echo "use it: $venv/bin/python -c 'import skedaddle'"
