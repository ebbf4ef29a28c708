// SPDX-License-Identifier: MIT
// The options summary's text (`skedaddle options FILE`) read back: each line's labels, its
// ways ("8 ways each" on a line of several choices), its chance ("51.8%", the exact fraction
// rounded to a tenth, either tenth at an exact tie) and its best and worst ends in ALL-1's
// terms (units lost, strength lost, distance from the enemy), against the typed summary's
// figures of every choice the line stands for, and the choices' order and labels against the
// first decision a step-wise resolution meets (the C API's `step`), where a player takes it.
#pragma once

#include <cstdint>
#include <functional>
#include <random>
#include <string>
#include <string_view>

#include "skedaddle/io/scenario.hpp"
#include "skedaddle/skedaddle.hpp"

namespace skedaddle::test {

/// What the options text of `scenario` (no refusal) says that its figures do not, one line
/// each; "" when it agrees, or when the game gives no summary.
std::string options_text_differences(const Scenario& scenario);

/// options_text_differences() on `count` random boards of `ruleset`, each drawn by `draw` from
/// the generator seeded with `seed` (for_random_boards: one failure, the first board's in
/// full); boards that fail validation or are refused are skipped. How many were compared.
int check_options_text_of_random_boards(
    std::string_view ruleset, std::uint64_t seed, int count,
    const std::function<io::LoadedScenario(std::mt19937_64& rng)>& draw);

}  // namespace skedaddle::test
