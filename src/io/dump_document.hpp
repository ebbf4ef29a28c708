// SPDX-License-Identifier: MIT
// A JSON document written as the outputs write it: indented, or on one line (JsonLayout).
#pragma once

#include <nlohmann/json_fwd.hpp>
#include <string>

#include "skedaddle/io/json_lines.hpp"

namespace skedaddle::io::detail {

/// `doc` laid out as `layout`: two-space indentation and a final newline, or one line with no
/// whitespace between tokens; invalid UTF-8 in strings replaced by U+FFFD either way.
std::string dump_document(const nlohmann::ordered_json& doc, JsonLayout layout);

}  // namespace skedaddle::io::detail
