// SPDX-License-Identifier: MIT
// How far apart two words are, for "did you mean" suggestions (ruling ids, scenario keys).
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace skedaddle::detail {

/// Levenshtein distance: the fewest single-character insertions, deletions and substitutions
/// that turn `a` into `b`.
std::size_t edit_distance(std::string_view a, std::string_view b);

/// The words of `known` nearest to `word`, at most `max_edits` away, in `known`'s order; none
/// when every word is farther.
std::vector<std::string> nearest_words(std::string_view word,
                                       std::span<const std::string_view> known,
                                       std::size_t max_edits);

}  // namespace skedaddle::detail
