// SPDX-License-Identifier: MIT
#include "fuzz/value_pool.hpp"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <set>
#include <system_error>

#include <nlohmann/json.hpp>

namespace skedaddle::fuzz {
namespace {

using Json = nlohmann::json;

/// Longer strings are names and descriptions: worth nothing elsewhere.
constexpr std::size_t kShortString = 40;

/// The pool while it is built: sets, so every value is kept once.
struct Sets {
  std::map<std::string, std::set<std::string>> values;
  std::map<std::string, std::set<std::string>> members;
  std::set<std::string> strings;
  std::set<std::string> numbers;
};

void collect(const Json& value, const std::string& slot, Sets& sets) {
  sets.values[slot].insert(value.dump());
  if (value.is_object()) {
    for (auto it = value.begin(); it != value.end(); ++it) {
      sets.members[slot].insert(it.key());
      collect(it.value(), member_slot(it.key()), sets);
    }
  } else if (value.is_array()) {
    for (const Json& element : value)
      collect(element, element_slot(slot), sets);
  } else if (value.is_string()) {
    const std::string& s = value.get_ref<const std::string&>();
    if (s.size() <= kShortString) sets.strings.insert(s);
  } else if (value.is_number()) {
    sets.numbers.insert(value.dump());
  }
}

template <class Map>
void merge(Map& into, const std::map<std::string, std::set<std::string>>& from) {
  for (const auto& [slot, set] : from) {
    std::vector<std::string>& out = into[slot];
    std::set<std::string> all(out.begin(), out.end());
    all.insert(set.begin(), set.end());
    out.assign(all.begin(), all.end());
  }
}

void merge(std::vector<std::string>& into, const std::set<std::string>& from) {
  std::set<std::string> all(into.begin(), into.end());
  all.insert(from.begin(), from.end());
  into.assign(all.begin(), all.end());
}

}  // namespace

std::string member_slot(std::string_view key) {
  return std::string(key);
}

std::string element_slot(std::string_view array_slot) {
  return std::string(array_slot) + "[]";
}

void add_document(ValuePool& pool, std::string_view json_text) {
  const Json doc = Json::parse(json_text, nullptr, false);
  if (doc.is_discarded()) return;
  Sets sets;
  collect(doc, "", sets);
  merge(pool.values, sets.values);
  merge(pool.members, sets.members);
  merge(pool.strings, sets.strings);
  merge(pool.numbers, sets.numbers);
}

ValuePool pool_of_examples(const std::filesystem::path& dir) {
  ValuePool pool;
  std::vector<std::filesystem::path> files;
  std::error_code ec;
  for (std::filesystem::recursive_directory_iterator it(dir, ec), end; !ec && it != end;
       it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (!it->is_regular_file() || !name.ends_with(".json") || name.ends_with(".expected.json"))
      continue;
    files.push_back(it->path());
  }
  // The same pool whatever order the directory lists its files in.
  std::sort(files.begin(), files.end());
  for (const std::filesystem::path& file : files) {
    std::ifstream in(file, std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    add_document(pool, text);
    pool.documents.push_back(text);
  }
  return pool;
}

}  // namespace skedaddle::fuzz
