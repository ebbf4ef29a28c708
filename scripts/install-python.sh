#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the wheel of the Python module (python/dist/skedaddle-*.whl, against /usr/bin/python3)
# and installs it into a virtual environment, then imports it from outside the source tree.
# Usage: scripts/install-python.sh [VENV] (default: .venv). Then: VENV/bin/python -c 'import skedaddle'
set -euo pipefail
cd "$(dirname "$0")/.."
venv=${1:-.venv}
python=/usr/bin/python3

rm -rf python/dist python/build python/skedaddle.egg-info
"$python" -m build --no-isolation --wheel python >/dev/null
wheel=$(ls python/dist/skedaddle-*.whl)
[[ -x $venv/bin/python ]] || "$python" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --no-index --force-reinstall "$wheel"
(cd / && "$venv/bin/python" -c 'import skedaddle, sys; print("installed", skedaddle.__file__)')
echo "use it: $venv/bin/python -c 'import skedaddle'"
