# SPDX-License-Identifier: MIT
# games/games.cmake without grande_tactique: the schemas it assembles are not the published ones,
# so `scripts/schemas.py --check --games` this file must fail (tests/CMakeLists.txt).
skedaddle_game(gcacw)
skedaddle_game(jacobite)
skedaddle_game(gitm)
