// SPDX-License-Identifier: MIT
#include "support/json_doc.hpp"
#include "support/build_paths.hpp"

#include <fstream>
#include <sstream>
#include <utility>

#include <nlohmann/json.hpp>

namespace skedaddle::test {

std::filesystem::path data_path(const char* test_file, const std::string& name) {
  return std::filesystem::path(test_file).parent_path() / "data" / name;
}

std::filesystem::path schema_path(const std::string& name) {
  return std::filesystem::path(SKEDADDLE_SOURCE_DIR) / "schema" / name;
}

std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

Json read_json(const std::filesystem::path& path) {
  return Json::parse(read_text(path));
}

Json with(Json doc, const std::string& pointer, Json value) {
  doc[Json::json_pointer(pointer)] = std::move(value);
  return doc;
}

Json without(Json doc, const std::string& pointer) {
  const Json::json_pointer p(pointer);
  Json& parent = doc[p.parent_pointer()];
  if (parent.is_array()) {
    parent.erase(static_cast<std::size_t>(std::stoul(p.back())));
  } else {
    parent.erase(p.back());
  }
  return doc;
}

}  // namespace skedaddle::test
