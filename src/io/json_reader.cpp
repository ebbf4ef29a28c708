// SPDX-License-Identifier: MIT
// The strict JSON reader: pointers, messages, and errors in document order.
#include "io/json_reader.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <set>
#include <utility>
#include <vector>

namespace skedaddle::io::detail {

std::string pointer_to(std::string_view parent, std::string_view key) {
  std::string out(parent);
  out += '/';
  for (const char c : key) {
    if (c == '~') {
      out += "~0";
    } else if (c == '/') {
      out += "~1";
    } else {
      out += c;
    }
  }
  return out;
}

std::string pointer_to(std::string_view parent, std::size_t index) {
  return fmt::format("{}/{}", parent, index);
}

std::string describe(const Json& value) {
  if (value.is_object()) return "an object";
  if (value.is_array()) return "an array";
  constexpr std::size_t kLongest = 40;
  std::string text = value.dump(-1, ' ', false, Json::error_handler_t::replace);
  if (text.size() > kLongest) text = text.substr(0, kLongest - 3) + "...";
  return text;
}

std::string quoted_list(std::span<const std::string_view> names) {
  std::string out;
  for (const std::string_view name : names) {
    if (!out.empty()) out += ", ";
    out += fmt::format("\"{}\"", name);
  }
  return out;
}

std::string quoted_choice(std::span<const std::string_view> names) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += i + 1 == names.size() ? " or " : ", ";
    out += fmt::format("\"{}\"", names[i]);
  }
  return out;
}

namespace {

// Tracks where the parser is, to name duplicate keys by pointer (the DOM keeps only the last).
class DuplicateKeyFinder {
 public:
  explicit DuplicateKeyFinder(Errors& errors) : errors_(errors) {}

  bool operator()(int /*depth*/, Json::parse_event_t event, Json& parsed) {
    switch (event) {
      case Json::parse_event_t::object_start:
        frames_.push_back(Frame{false, 0, {}, {}});
        break;
      case Json::parse_event_t::array_start:
        frames_.push_back(Frame{true, 0, {}, {}});
        break;
      case Json::parse_event_t::key: {
        Frame& top = frames_.back();
        top.key = parsed.get<std::string>();
        if (!top.keys.insert(top.key).second) {
          errors_.push_back({pointer_to(path(frames_.size() - 1), top.key),
                             fmt::format("duplicate key \"{}\"", top.key)});
        }
        break;
      }
      case Json::parse_event_t::object_end:
      case Json::parse_event_t::array_end:
        frames_.pop_back();
        element_done();
        break;
      case Json::parse_event_t::value:
        element_done();
        break;
    }
    return true;
  }

 private:
  struct Frame {
    bool is_array = false;
    std::size_t index = 0;
    std::string key;
    std::set<std::string> keys;
  };

  void element_done() {
    if (!frames_.empty() && frames_.back().is_array) ++frames_.back().index;
  }

  // Pointer of the container at frames_[depth].
  std::string path(std::size_t depth) const {
    std::string out;
    for (std::size_t i = 0; i < depth; ++i) {
      out =
          frames_[i].is_array ? pointer_to(out, frames_[i].index) : pointer_to(out, frames_[i].key);
    }
    return out;
  }

  Errors& errors_;
  std::vector<Frame> frames_;
};

std::string strip_exception_id(std::string_view what) {
  // "[json.exception.parse_error.101] parse error at ..." -> "parse error at ..."
  if (!what.empty() && what.front() == '[') {
    const std::size_t end = what.find("] ");
    if (end != std::string_view::npos) what.remove_prefix(end + 2);
  }
  return std::string(what);
}

// Position of each pointer token within its container: the sort key of document order. A
// missing member sorts after its present siblings.
std::vector<std::size_t> order_key(const Json& root, std::string_view pointer) {
  std::vector<std::size_t> key;
  const Json* at = &root;
  std::size_t pos = 0;
  while (pos < pointer.size() && pointer[pos] == '/') {
    std::size_t end = pointer.find('/', pos + 1);
    if (end == std::string_view::npos) end = pointer.size();
    std::string token;
    for (std::size_t i = pos + 1; i < end; ++i) {
      if (pointer[i] == '~' && i + 1 < end) {
        token += pointer[i + 1] == '1' ? '/' : '~';
        ++i;
      } else {
        token += pointer[i];
      }
    }
    pos = end;
    if (at != nullptr && at->is_object()) {
      std::size_t index = 0;
      const Json* next = nullptr;
      for (auto it = at->begin(); it != at->end(); ++it, ++index) {
        if (it.key() == token) {
          next = &it.value();
          break;
        }
      }
      key.push_back(index);
      at = next;
    } else if (at != nullptr && at->is_array()) {
      std::size_t index = 0;
      bool digits = !token.empty();
      for (const char c : token) {
        if (c < '0' || c > '9') {
          digits = false;
          break;
        }
        index = index * 10 + static_cast<std::size_t>(c - '0');
      }
      key.push_back(digits ? index : at->size());
      at = digits && index < at->size() ? &(*at)[index] : nullptr;
    } else {
      key.push_back(std::numeric_limits<std::size_t>::max());
      at = nullptr;
    }
  }
  return key;
}

}  // namespace

std::optional<Json> parse_json(std::string_view text, const Limits& /*limits*/, Errors& errors) {
  Errors duplicates;
  try {
    Json doc = Json::parse(text.begin(), text.end(), DuplicateKeyFinder(duplicates));
    if (!duplicates.empty()) {
      errors.insert(errors.end(), duplicates.begin(), duplicates.end());
      return std::nullopt;
    }
    return doc;
  } catch (const Json::parse_error& e) {
    errors.push_back(
        {"", fmt::format("malformed JSON (byte {}): {}", e.byte, strip_exception_id(e.what()))});
  } catch (const Json::exception& e) {
    errors.push_back({"", fmt::format("malformed JSON: {}", strip_exception_id(e.what()))});
  }
  return std::nullopt;
}

void Reader::error(std::string pointer, std::string message) {
  errors_.push_back({std::move(pointer), std::move(message)});
}

Errors Reader::take_errors(const Json& root) {
  std::vector<std::pair<std::vector<std::size_t>, Error>> keyed;
  keyed.reserve(errors_.size());
  for (Error& e : errors_)
    keyed.emplace_back(order_key(root, e.pointer), std::move(e));
  std::stable_sort(keyed.begin(), keyed.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  Errors out;
  out.reserve(keyed.size());
  for (auto& [key, e] : keyed)
    out.push_back(std::move(e));
  errors_.clear();
  return out;
}

bool Reader::object(const Node& node, std::span<const std::string_view> known,
                    std::string_view expected) {
  if (!node.value.is_object()) {
    error(node.pointer, fmt::format("expected {}, got {}", expected, describe(node.value)));
    return false;
  }
  for (auto it = node.value.begin(); it != node.value.end(); ++it) {
    if (std::find(known.begin(), known.end(), it.key()) == known.end()) {
      error(pointer_to(node.pointer, it.key()),
            fmt::format("unknown key \"{}\"; expected one of {}", it.key(), quoted_list(known)));
    }
  }
  return true;
}

bool Reader::object(const Node& node, std::string_view expected) {
  if (node.value.is_object()) return true;
  error(node.pointer, fmt::format("expected {}, got {}", expected, describe(node.value)));
  return false;
}

bool Reader::array(const Node& node, std::string_view expected) {
  if (node.value.is_array()) return true;
  error(node.pointer, fmt::format("expected {}, got {}", expected, describe(node.value)));
  return false;
}

std::optional<Node> Reader::member(const Node& object, std::string_view key) {
  if (!object.value.is_object()) return std::nullopt;
  const auto it = object.value.find(key);
  if (it == object.value.end()) return std::nullopt;
  return Node{*it, pointer_to(object.pointer, key)};
}

std::optional<Node> Reader::required(const Node& object, std::string_view key,
                                     std::string_view expected) {
  std::optional<Node> found = member(object, key);
  if (!found && object.value.is_object()) {
    error(pointer_to(object.pointer, key),
          fmt::format("missing required key \"{}\": expected {}", key, expected));
  }
  return found;
}

std::optional<std::string> Reader::string(const Node& node, bool non_empty) {
  if (!node.value.is_string() || (non_empty && node.value.get_ref<const std::string&>().empty())) {
    error(node.pointer,
          fmt::format("expected {}, got {}", non_empty ? "a non-empty string" : "a string",
                      describe(node.value)));
    return std::nullopt;
  }
  return node.value.get<std::string>();
}

std::optional<int> Reader::integer(const Node& node, int min, int max) {
  const std::string expected = max == std::numeric_limits<int>::max()
                                   ? fmt::format("an integer of at least {}", min)
                                   : fmt::format("an integer from {} to {}", min, max);
  const Json& v = node.value;
  bool in_range = false;
  long long value = 0;
  if (v.is_number_unsigned()) {
    const auto u = v.get<std::uint64_t>();
    in_range = u <= static_cast<std::uint64_t>(max);
    value = in_range ? static_cast<long long>(u) : 0;
  } else if (v.is_number_integer()) {
    value = v.get<long long>();
    in_range = value >= min && value <= max;
  } else {
    error(node.pointer, fmt::format("expected {}, got {}", expected, describe(v)));
    return std::nullopt;
  }
  if (!in_range || value < min) {
    error(node.pointer, fmt::format("expected {}, got {}", expected, describe(v)));
    return std::nullopt;
  }
  return static_cast<int>(value);
}

std::optional<std::uint64_t> Reader::unsigned_integer(const Node& node) {
  if (node.value.is_number_unsigned()) return node.value.get<std::uint64_t>();
  if (node.value.is_number_integer() && node.value.get<long long>() >= 0) {
    return static_cast<std::uint64_t>(node.value.get<long long>());
  }
  error(node.pointer, fmt::format("expected an unsigned integer from 0 to {}, got {}",
                                  std::numeric_limits<std::uint64_t>::max(), describe(node.value)));
  return std::nullopt;
}

std::optional<bool> Reader::boolean(const Node& node) {
  if (node.value.is_boolean()) return node.value.get<bool>();
  error(node.pointer, fmt::format("expected true or false, got {}", describe(node.value)));
  return std::nullopt;
}

std::optional<std::size_t> Reader::one_of(const Node& node,
                                          std::span<const std::string_view> names) {
  if (node.value.is_string()) {
    const auto& text = node.value.get_ref<const std::string&>();
    std::size_t index = 0;
    for (const std::string_view name : names) {
      if (text == name) return index;
      ++index;
    }
  }
  error(node.pointer,
        fmt::format("expected one of {}, got {}", quoted_list(names), describe(node.value)));
  return std::nullopt;
}

std::optional<std::string> new_unit_id(Reader& r, const Node& unit, std::size_t index,
                                       UnitIds& ids) {
  const std::optional<Node> id = r.required(unit, "id", "a non-empty string");
  if (!id) return std::nullopt;
  std::optional<std::string> text = r.string(*id, true);
  if (!text) return std::nullopt;
  const auto [it, inserted] = ids.emplace(*text, static_cast<UnitId>(index));
  if (!inserted) {
    r.error(id->pointer, fmt::format("duplicate unit id \"{}\" (first used at /units/{})", *text,
                                     index_of(it->second)));
  }
  return text;
}

void read_die_rolls(Reader& r, const Node& root, int max_face, std::vector<ScriptedFace>& out) {
  const std::optional<Node> node = r.member(root, "dice");
  if (!node || !r.array(*node, "an array of die rolls")) return;
  for (std::size_t i = 0; i < node->value.size(); ++i) {
    const Node element{node->value[i], pointer_to(node->pointer, i)};
    if (const std::optional<int> n = r.integer(element, 1, max_face)) {
      out.push_back({*n, element.pointer});
    }
  }
}

void refuse_choices(Reader& r, const Node& root, std::string_view ruleset, std::string_view why) {
  const std::optional<Node> choices = r.member(root, "choices");
  if (!choices || (choices->value.is_array() && choices->value.empty())) return;
  r.error(choices->pointer,
          fmt::format("expected no \"choices\" (or an empty list) for ruleset \"{}\" ({})", ruleset,
                      why));
}

std::optional<UnitId> unit_id(Reader& r, const Node& node, const UnitIds& ids) {
  const std::optional<std::string> id = r.string(node, true);
  if (!id) return std::nullopt;
  const auto it = ids.find(*id);
  if (it == ids.end()) {
    r.error(node.pointer,
            fmt::format("expected the id of a unit in /units, got unknown id \"{}\"", *id));
    return std::nullopt;
  }
  return it->second;
}

}  // namespace skedaddle::io::detail
