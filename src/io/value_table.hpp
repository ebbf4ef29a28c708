// SPDX-License-Identifier: MIT
// A table of distinct JSON values numbered in the order they are first seen: the node heads,
// steps and chart steps of the option trees of `skedaddle-options/5` (docs/format.md), each
// written once and referred to by its number.
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "io/json_stream.hpp"

namespace skedaddle::io::detail {

/// Distinct values, each found by a compact key (bytes, or one 64-bit integer, that two values
/// share exactly when their JSON is the same) and rendered once, when its key is first seen. A
/// value must always be found by the same kind of key (else it would be entered twice).
class ValueTable {
 public:
  /// The number of the value whose key is `key`; `render(out)` appends its JSON to `out` the
  /// first time the key is seen, and is not called after.
  template <class Render>
  int number(std::string_view key, const Render& render) {
    scratch_.assign(key);
    const auto it = numbers_.find(scratch_);
    if (it != numbers_.end()) return it->second;
    numbers_.emplace(scratch_, size());
    return add(render);
  }
  /// The same with a key of 64 bits (cheaper to find than bytes).
  template <class Render>
  int number(std::uint64_t key, const Render& render) {
    const auto [it, added] = packed_.try_emplace(key, size());
    return added ? add(render) : it->second;
  }
  /// How many distinct values.
  int size() const { return static_cast<int>(json_.size()); }
  /// Writes `"name": [...]` as a member at `indent` spaces (followed by a comma and a line
  /// break), one value a line in the order of their numbers.
  void write(JsonStream& out, std::string_view name, std::string_view indent) const;

 private:
  template <class Render>
  int add(const Render& render) {
    json_.emplace_back();
    render(json_.back());
    return size() - 1;
  }

  std::unordered_map<std::string, int> numbers_;
  std::unordered_map<std::uint64_t, int> packed_;
  std::vector<std::string> json_;
  std::string scratch_;
};

/// True when `value` lies in [0, 2^bits): it fits a field of `bits` bits of a packed key.
inline bool fits_key_field(int value, int bits) {
  return value >= 0 && (bits >= 31 || value < (1 << bits));
}

/// `value` as a field of `bits` bits of a packed key, shifted left by `shift`. A value outside
/// [0, 2^bits) (fits_key_field) would make two different values share a key: it throws
/// std::out_of_range, in every build (the check costs a comparison).
inline std::uint64_t key_field(int value, int bits, int shift) {
  if (!fits_key_field(value, bits))
    throw std::out_of_range("io::detail::key_field: a value outside its field of a packed key");
  return static_cast<std::uint64_t>(static_cast<unsigned>(value)) << shift;
}

/// Appends the bytes of the ints `fields` to `out`: a compact key of fixed-size fields.
template <class... Ints>
void append_ints(std::string& out, Ints... fields) {
  const int values[] = {static_cast<int>(fields)...};
  out.append(reinterpret_cast<const char*>(values), sizeof values);
}

}  // namespace skedaddle::io::detail
