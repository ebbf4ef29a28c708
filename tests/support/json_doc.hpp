// SPDX-License-Identifier: MIT
// The JSON documents of the tests: data files read from a test's data/ folder or the schemas,
// and copies of a document with one value set or removed.
#pragma once

#include <filesystem>
#include <string>

#include <nlohmann/json_fwd.hpp>

namespace skedaddle::test {

/// A JSON document with its keys in the order written, as the loaders read them.
using Json = nlohmann::ordered_json;

/// The file `name` of the data/ folder beside the test source `test_file` (pass __FILE__).
std::filesystem::path data_path(const char* test_file, const std::string& name);

/// The file `name` of the project's schema/ folder.
std::filesystem::path schema_path(const std::string& name);

/// The whole text of the file at `path` (empty when it cannot be read).
std::string read_text(const std::filesystem::path& path);

/// The JSON document in the file at `path` (throws when it is not JSON).
Json read_json(const std::filesystem::path& path);

/// `doc` with the value at the JSON pointer `pointer` set to `value` (added when missing).
Json with(Json doc, const std::string& pointer, Json value);

/// `doc` without the member or array element at the JSON pointer `pointer`.
Json without(Json doc, const std::string& pointer);

}  // namespace skedaddle::test
