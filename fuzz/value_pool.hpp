// SPDX-License-Identifier: MIT
// The values a game's examples hold, by where they stand, for the structure-aware mutator to
// draw from: the sides, unit types, ids, places, request kinds, dice and choices of real
// scenarios, so that a mutated document stays one the loader accepts and reaches the engine.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace skedaddle::fuzz {

/// Where a value stands, whatever its document: an object member's key ("side", "hex"), or an
/// array element's "<slot of the array>[]" ("units[]", "active[]", "position[]").
std::string member_slot(std::string_view key);
/// The slot of an element of the array standing in `array_slot`.
std::string element_slot(std::string_view array_slot);

/// Distinct values of a corpus, as compact JSON text (no JSON library in this header).
struct ValuePool {
  std::map<std::string, std::vector<std::string>> values;   ///< slot -> values seen there
  std::map<std::string, std::vector<std::string>> members;  ///< object's slot -> its keys seen
  std::vector<std::string> strings;    ///< every short string value (ids, places, enums), unquoted
  std::vector<std::string> numbers;    ///< every number
  std::vector<std::string> documents;  ///< the scenario files' texts, sorted by path
};

/// Adds the values of one document; text that is not JSON adds nothing.
void add_document(ValuePool& pool, std::string_view json_text);

/// The pool of every scenario file under `dir`, recursively (*.json but *.expected.json).
ValuePool pool_of_examples(const std::filesystem::path& dir);

}  // namespace skedaddle::fuzz
