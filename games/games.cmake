# SPDX-License-Identifier: MIT
# The games compiled in, one line each, in the order the tools list their ruleset names.
# Adding a game is adding its folder games/<name>/ and one line here
# (docs/adding-a-ruleset.md).
skedaddle_game(gcacw)
skedaddle_game(jacobite)
skedaddle_game(gitm)
skedaddle_game(grande_tactique)
