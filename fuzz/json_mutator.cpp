// SPDX-License-Identifier: MIT
#include "fuzz/json_mutator.hpp"

#include <algorithm>
#include <array>
#include <iterator>
#include <limits>
#include <optional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace skedaddle::fuzz {
namespace {

using Json = nlohmann::json;
using Random = std::minstd_rand;

/// Compact JSON; a string a mutation left with broken UTF-8 (a byte of a multi-byte character
/// removed or doubled) is written with U+FFFD instead, as dump() would otherwise throw.
std::string compact(const Json& doc) {
  return doc.dump(-1, ' ', false, Json::error_handler_t::replace);
}

/// A value of the document and where it stands.
struct Node {
  Json* value;
  std::string slot;
};

void collect(Json& value, const std::string& slot, std::vector<Node>& out) {
  out.push_back({&value, slot});
  if (value.is_object()) {
    for (auto it = value.begin(); it != value.end(); ++it)
      collect(it.value(), member_slot(it.key()), out);
  } else if (value.is_array()) {
    for (Json& element : value)
      collect(element, element_slot(slot), out);
  }
}

std::vector<Node> nodes_of(Json& doc) {
  std::vector<Node> nodes;
  collect(doc, "", nodes);
  return nodes;
}

std::size_t below(Random& random, std::size_t n) {
  return std::uniform_int_distribution<std::size_t>(0, n - 1)(random);
}

bool one_in(Random& random, std::size_t n) {
  return below(random, n) == 0;
}

template <class T>
const T& pick(Random& random, const std::vector<T>& from) {
  return from[below(random, from.size())];
}

/// A value seen in the same slot in the corpus, or nothing.
std::optional<Json> pooled(Random& random, const ValuePool& pool, const std::string& slot) {
  const auto it = pool.values.find(slot);
  if (it == pool.values.end() || it->second.empty()) return std::nullopt;
  return Json::parse(pick(random, it->second));
}

/// The short strings of the document itself: its own ids and places, so that a reference
/// changed to one of them still names something.
void own_strings(const Json& value, std::vector<std::string>& out) {
  if (value.is_string()) {
    const std::string& s = value.get_ref<const std::string&>();
    if (s.size() <= 40) out.push_back(s);
  } else if (value.is_structured()) {
    for (const Json& element : value)
      own_strings(element, out);
  }
}

/// A value seen in the same slot in the corpus, mostly one that `doc` holds too when the slot
/// holds strings: an id or place of this scenario rather than of another, which its loader
/// would reject as unknown or off the map.
std::optional<Json> pooled(Random& random, const ValuePool& pool, const std::string& slot,
                           const Json& doc) {
  const auto it = pool.values.find(slot);
  if (it == pool.values.end() || it->second.empty()) return std::nullopt;
  if (!one_in(random, 4)) {
    std::vector<std::string> own;
    own_strings(doc, own);
    std::vector<std::string> shared;
    for (const std::string& s : own) {
      const std::string quoted = compact(Json(s));
      if (std::binary_search(it->second.begin(), it->second.end(), quoted))
        shared.push_back(quoted);
    }
    if (!shared.empty()) return Json::parse(pick(random, shared));
  }
  return Json::parse(pick(random, it->second));
}

Json mutate_integer(Random& random, const Json& value, const ValuePool& pool) {
  const std::int64_t n = value.is_number_unsigned()
                             ? static_cast<std::int64_t>(value.get<std::uint64_t>())
                             : value.get<std::int64_t>();
  static constexpr std::array<std::int64_t, 12> kBoundaries = {
      0,
      1,
      -1,
      2,
      6,
      7,
      12,
      100,
      1 << 16,
      std::numeric_limits<std::int32_t>::max(),
      std::numeric_limits<std::int32_t>::min(),
      std::numeric_limits<std::int64_t>::max()};
  // Half the time a nudge, which keeps most counts and coordinates meaningful.
  switch (below(random, 6)) {
    case 0:
      return kBoundaries[below(random, kBoundaries.size())];
    case 1:
      return pool.numbers.empty() ? Json(n) : Json::parse(pick(random, pool.numbers));
    case 2:
      return n == std::numeric_limits<std::int64_t>::min() ? n : -n;
    default: {
      std::int64_t nudged = 0;
      const std::int64_t delta = static_cast<std::int64_t>(below(random, 7)) - 3;
      return __builtin_add_overflow(n, delta, &nudged) ? n : nudged;
    }
  }
}

Json mutate_float(Random& random, double x, const ValuePool& pool) {
  static constexpr std::array<double, 10> kBoundaries = {0.0, 0.5,  -0.5,  1e-9, 1e-300,
                                                         1e9, -1e9, 1e300, 0.25, 359.999};
  switch (below(random, 5)) {
    case 0:
      return x + (static_cast<double>(below(random, 9)) - 4.0) * 0.5;
    case 1:
      return x + (static_cast<double>(below(random, 3)) - 1.0) * 1e-6;
    case 2:
      return kBoundaries[below(random, kBoundaries.size())];
    case 3:
      return pool.numbers.empty() ? Json(x) : Json::parse(pick(random, pool.numbers));
    default:
      return -x;
  }
}

/// A string with one character changed as its kind allows: a digit counted up or down ("0201"
/// -> "0202", "7-11" -> "7-12"), a letter replaced, one removed or doubled.
std::string tweak_string(Random& random, std::string s) {
  if (s.empty()) return "x";
  const std::size_t at = below(random, s.size());
  const char c = s[at];
  switch (below(random, 3)) {
    case 0:
      if (c >= '0' && c <= '9') {
        s[at] = static_cast<char>('0' + (c - '0' + (one_in(random, 2) ? 1 : 9)) % 10);
      } else {
        s[at] = static_cast<char>('a' + below(random, 26));
      }
      return s;
    case 1:
      s.erase(at, 1);
      return s;
    default:
      s.insert(at, 1, c);
      return s;
  }
}

Json mutate_string(Random& random, const Json& value, const Json& doc, const ValuePool& pool) {
  switch (below(random, 4)) {
    case 0: {
      std::vector<std::string> own;
      own_strings(doc, own);
      return own.empty() ? value : Json(pick(random, own));
    }
    case 1:
      return pool.strings.empty() ? value : Json(pick(random, pool.strings));
    case 2:
      return tweak_string(random, value.get<std::string>());
    default:
      return one_in(random, 2) ? Json("") : Json(value.get<std::string>() + " ");
  }
}

void mutate_array(Random& random, Json& array, const std::string& slot, const ValuePool& pool) {
  const std::size_t n = array.size();
  switch (below(random, 5)) {
    case 0:
      if (n > 0) {
        Json copy = array[below(random, n)];
        array.insert(array.begin() + static_cast<std::ptrdiff_t>(below(random, n)),
                     std::move(copy));
      }
      return;
    case 1:
      if (n > 0) array.erase(below(random, n));
      return;
    case 2:
      if (n > 1) std::swap(array[below(random, n)], array[below(random, n)]);
      return;
    case 3:
      if (std::optional<Json> element = pooled(random, pool, element_slot(slot)))
        array.push_back(std::move(*element));
      return;
    default:
      if (one_in(random, 4)) array = Json::array();
      return;
  }
}

void mutate_object(Random& random, Json& object, const std::string& slot, const ValuePool& pool) {
  if (one_in(random, 2) && !object.empty()) {
    auto it = object.begin();
    std::advance(it, static_cast<std::ptrdiff_t>(below(random, object.size())));
    object.erase(it);
    return;
  }
  const auto members = pool.members.find(slot);
  if (members == pool.members.end() || members->second.empty()) return;
  const std::string& key = pick(random, members->second);
  if (std::optional<Json> value = pooled(random, pool, member_slot(key)))
    object[key] = std::move(*value);
}

/// A value of another kind: what a loader must refuse with a pointer, not a crash.
Json other_kind(Random& random) {
  switch (below(random, 6)) {
    case 0:
      return nullptr;
    case 1:
      return 0;
    case 2:
      return "";
    case 3:
      return Json::array();
    case 4:
      return Json::object();
    default:
      return true;
  }
}

/// The class of each character (digit, letter, other as itself), so that a string is swapped
/// for one of the same form: a hex number for a hex number, a "7-11" for a "7-11".
std::string form_of(const std::string& s) {
  std::string form = s;
  for (char& c : form) {
    if (c >= '0' && c <= '9') {
      c = '9';
    } else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
      c = 'a';
    }
  }
  return form;
}

/// Another string of the document of the same form as `s` (its own ids, places), or `s`.
std::string same_form(Random& random, const std::string& s, const Json& doc) {
  std::vector<std::string> own;
  own_strings(doc, own);
  const std::string form = form_of(s);
  std::vector<std::string> alike;
  for (std::string& o : own) {
    if (form_of(o) == form) alike.push_back(std::move(o));
  }
  return alike.empty() ? s : pick(random, alike);
}

/// One mutation of one value of `doc`.
void mutate_once(Random& random, Json& doc, const ValuePool& pool) {
  std::vector<Node> nodes = nodes_of(doc);
  const Node node = pick(random, nodes);
  Json& value = *node.value;
  // Mostly values of the same slot from the corpus, strings of the same form and type-aware
  // changes, which keep the document a scenario; seldom another kind of value or any change,
  // which the loader must refuse with a pointer.
  const std::size_t way = below(random, 32);
  if (way < 12) {
    if (std::optional<Json> seen = pooled(random, pool, node.slot, doc)) value = std::move(*seen);
    return;
  }
  if (way == 31 && node.value != &doc) {
    value = other_kind(random);
    return;
  }
  if (value.is_string() && way < 20) {
    value = same_form(random, value.get<std::string>(), doc);
  } else if (value.is_number_float()) {
    value = mutate_float(random, value.get<double>(), pool);
  } else if (value.is_number()) {
    value = mutate_integer(random, value, pool);
  } else if (value.is_string()) {
    value = mutate_string(random, value, doc, pool);
  } else if (value.is_boolean()) {
    value = !value.get<bool>();
  } else if (value.is_array()) {
    mutate_array(random, value, node.slot, pool);
  } else if (value.is_object()) {
    mutate_object(random, value, node.slot, pool);
  }
}

}  // namespace

std::optional<std::string> mutate_json(std::string_view text, const ValuePool& pool,
                                       std::size_t max_size, std::uint32_t seed) {
  const Json original = Json::parse(text, nullptr, false);
  if (original.is_discarded()) return std::nullopt;
  Random random(seed);
  for (int attempt = 0; attempt < 4; ++attempt) {
    Json doc = original;
    // Mostly one change, so that a scenario seldom breaks in two places at once.
    const std::size_t steps = one_in(random, 4) ? 2 : 1;
    for (std::size_t i = 0; i < steps; ++i)
      mutate_once(random, doc, pool);
    std::string out = compact(doc);
    if (out.size() <= max_size) return out;
  }
  return std::nullopt;
}

std::optional<std::string> cross_over_json(std::string_view a, std::string_view b,
                                           std::size_t max_size, std::uint32_t seed) {
  Json first = Json::parse(a, nullptr, false);
  Json second = Json::parse(b, nullptr, false);
  if (first.is_discarded() || second.is_discarded()) return std::nullopt;
  Random random(seed);
  std::vector<Node> into = nodes_of(first);
  std::vector<Node> from = nodes_of(second);
  for (int attempt = 0; attempt < 8; ++attempt) {
    const Node& target = pick(random, into);
    if (target.value == &first) continue;
    std::vector<const Node*> same;
    for (const Node& n : from) {
      if (n.slot == target.slot) same.push_back(&n);
    }
    if (same.empty()) continue;
    *target.value = *pick(random, same)->value;
    std::string out = compact(first);
    if (out.size() <= max_size) return out;
    return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace skedaddle::fuzz
