// SPDX-License-Identifier: MIT
// A table of distinct JSON values numbered in the order they are first seen: the node heads,
// steps and chart steps of the option trees of `skedaddle-options/3` (docs/format.md), each
// written once and referred to by its number.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "io/json_stream.hpp"

namespace skedaddle::io::detail {

/// Distinct values, each found by a compact key (bytes two values share exactly when their
/// JSON is the same) and rendered once, when its key is first seen.
class ValueTable {
 public:
  /// The number of the value whose key is `key`; `render(out)` appends its JSON to `out` the
  /// first time the key is seen, and is not called after.
  template <class Render>
  int number(std::string_view key, const Render& render) {
    scratch_.assign(key);
    const auto it = numbers_.find(scratch_);
    if (it != numbers_.end()) return it->second;
    const int n = static_cast<int>(json_.size());
    numbers_.emplace(scratch_, n);
    json_.emplace_back();
    render(json_.back());
    return n;
  }
  /// How many distinct values.
  int size() const { return static_cast<int>(json_.size()); }
  /// Writes `"name": [...]` as a member at `indent` spaces (followed by a comma and a line
  /// break), one value a line in the order of their numbers.
  void write(JsonStream& out, std::string_view name, std::string_view indent) const;

 private:
  std::unordered_map<std::string, int> numbers_;
  std::vector<std::string> json_;
  std::string scratch_;
};

/// Appends the bytes of the ints `fields` to `out`: a compact key of fixed-size fields.
template <class... Ints>
void append_ints(std::string& out, Ints... fields) {
  const int values[] = {static_cast<int>(fields)...};
  out.append(reinterpret_cast<const char*>(values), sizeof values);
}

}  // namespace skedaddle::io::detail
