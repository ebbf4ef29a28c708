// SPDX-License-Identifier: MIT
// Writing the published rulings (ALL-4) for people and programs: what `skedaddle explain`
// prints, for every front end to share.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "skedaddle/core/rulings.hpp"

namespace skedaddle::io {

/// The rulings format version.
inline constexpr std::string_view kRulingsFormat = "skedaddle-rulings/1";

/// Rulings as JSON: {"format", "rulings": [{"id", "title", "section", "wording", "options":
/// [{"option", "where", "default", "values"}]}]} (two-space indent, trailing newline).
std::string rulings_json(const std::vector<const Ruling*>& chosen);

/// One ruling as text: id and title, section, the wording wrapped at 80 columns, its options.
std::string ruling_text(const Ruling& ruling);

/// Every ruling, one "ID  Title" line each.
std::string rulings_list_text();

}  // namespace skedaddle::io
