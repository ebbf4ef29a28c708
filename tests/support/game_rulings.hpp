// SPDX-License-Identifier: MIT
// What every game's tests check of its published rulings (games/<game>/rulings.md), written
// once: the ids it publishes, and its options as the scenario schema's.
#pragma once

#include <string_view>

namespace skedaddle::test {

/// Expects the published rulings with the id prefix `prefix` ("GC") to be exactly
/// prefix-1..prefix-count, in order, each once.
void expect_published_rulings(std::string_view prefix, int count);

/// Expects, both ways, that each option a ruling with the id prefix `prefix` lists under
/// "options.*" is a key of the scenario schema's `$defs/<options_def>` with the same default
/// where the schema gives one, and that each key there is listed by one of those rulings.
void expect_options_are_the_schemas(std::string_view prefix, std::string_view options_def);

}  // namespace skedaddle::test
