// SPDX-License-Identifier: MIT
// Type-aware mutations of a JSON document, for the structure-aware harnesses: a value changed as
// its kind allows (a number nudged or set to a boundary, a string swapped for an id or place seen
// elsewhere, an array element duplicated or dropped, a boolean flipped, a member added or
// removed), so that the document stays JSON and usually stays a scenario the loader accepts.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "fuzz/value_pool.hpp"

namespace skedaddle::fuzz {

/// `text` after one or two mutations drawn with `seed` from `pool` and the document itself,
/// in compact JSON of at most `max_size` bytes; nothing when `text` is not a JSON document or no
/// mutation fits.
std::optional<std::string> mutate_json(std::string_view text, const ValuePool& pool,
                                       std::size_t max_size, std::uint32_t seed);

/// `a` with one of its values replaced by a value of `b` standing in the same slot (a unit by a
/// unit, a request by a request), at most `max_size` bytes; nothing when either is not JSON or
/// they share no slot.
std::optional<std::string> cross_over_json(std::string_view a, std::string_view b,
                                           std::size_t max_size, std::uint32_t seed);

}  // namespace skedaddle::fuzz
