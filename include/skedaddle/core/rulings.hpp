// SPDX-License-Identifier: MIT
// The published rulings (ALL-4): every ruling id with its wording and the scenario keys that
// change it, read from docs/rules/rulings.md as embedded when the library was built, so the
// documentation and every tool that explains a ruling say the same thing.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "skedaddle/core/error.hpp"

namespace skedaddle {

/// A scenario key that changes a ruling, as the ruling's options table lists it.
struct RulingOption {
  std::string name;           ///< the key, e.g. "chart"
  std::string where;          ///< where it goes in the scenario, e.g. "options.chart"
  std::string default_value;  ///< its default as the docs write it, e.g. "\"auto\""
  std::string values;         ///< the values it takes, in words
};

/// One ruling: id, title, wording (paragraphs separated by a blank line) and options.
struct Ruling {
  std::string id;       ///< e.g. "GC-9"
  std::string title;    ///< e.g. "Length and extension"
  std::string section;  ///< the heading of its game's section
  std::string wording;  ///< the ruling's text, Markdown, one line per paragraph or list item
  std::vector<RulingOption> options;  ///< empty when no scenario key changes it
};

/// Reads rulings from Markdown in the format of docs/rules/rulings.md; errors name the line.
Result<std::vector<Ruling>> parse_rulings(std::string_view markdown);

/// The text of docs/rules/rulings.md as embedded when the library was built.
std::string_view rulings_markdown();

/// Every published ruling, in the order of docs/rules/rulings.md.
const std::vector<Ruling>& rulings();

/// The ruling named `id`, case-insensitive and with the dash optional ("gc9" is GC-9); null
/// when there is none.
const Ruling* find_ruling(std::string_view id);

/// The ids of the rulings nearest to `id`, in published order: those the fewest edits away, if
/// that is at most two; empty when none is that close.
std::vector<std::string> nearest_ruling_ids(std::string_view id);

}  // namespace skedaddle
