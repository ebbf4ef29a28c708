// SPDX-License-Identifier: MIT
// Mutated scenario documents that must never crash the loader: every value replaced by every
// kind of value, and removed, each checked to load soundly or be refused with pointed errors.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "skedaddle/io/scenario.hpp"
#include "support/json_doc.hpp"

namespace skedaddle::test {

/// Calls `check(text, what)` on `doc` mutated every way, in document order: each value but the
/// root replaced by each of `replacements` in turn ("/a/0 = null"), then removed ("without /a/0").
void for_each_mutation(
    const Json& doc, const std::vector<Json>& replacements,
    const std::function<void(const std::string& text, const std::string& what)>& check);

/// Loads `text` expecting no exception and, when it does not load, errors that each have a JSON
/// pointer and a message (`what` names the document in failures); the scenario when it loads.
std::optional<io::LoadedScenario> load_soundly(const std::string& text, const std::string& what);

}  // namespace skedaddle::test
