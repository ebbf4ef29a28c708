// SPDX-License-Identifier: MIT
// The strict JSON reader: pointers, messages, and errors in document order.
#include "io/json_reader.hpp"

#include "core/edit_distance.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <limits>
#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "skedaddle/io/printable.hpp"

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
  std::string out(parent);
  out += '/';
  out += std::to_string(index);
  return out;
}

std::string describe(const Json& value) {
  if (value.is_object()) return "an object";
  if (value.is_array()) return "an array";
  if (value.is_string()) return quoted_input(value.get_ref<const std::string&>());
  return value.dump();
}

std::string quoted_list(std::span<const std::string_view> names) {
  std::string out;
  for (const std::string_view name : names) {
    if (!out.empty()) out += ", ";
    out += fmt::format("\"{}\"", name);
  }
  return out;
}

std::string unknown_key_message(std::string_view key, std::span<const std::string_view> known) {
  // Up to two typos, and fewer in short keys, so that "id" suggests nothing for "ix".
  const std::vector<std::string> near =
      skedaddle::detail::nearest_words(key, known, std::min<std::size_t>(2, key.size() / 3));
  std::string suggestion;
  for (const std::string& n : near)
    suggestion += fmt::format("{}\"{}\"", suggestion.empty() ? "" : " or ", n);
  return fmt::format("unknown key {}{}; expected one of {}", quoted_input(key),
                     suggestion.empty() ? "" : " (did you mean " + suggestion + "?)",
                     quoted_list(known));
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

/// Objects with more keys than this check duplicates with a hash set; smaller ones by a scan,
/// which for them is faster than hashing.
constexpr std::size_t kScannedKeys = 16;

/// Builds the document from the parser's events (nlohmann's SAX interface), enforcing the
/// limits as it goes and naming each problem by its pointer. Linear in the input: each key is
/// checked against its object's keys once, by scan for small objects and by hash for large.
class DocumentBuilder {
 public:
  DocumentBuilder(const Limits& limits, ErrorList& errors) : limits_(limits), errors_(errors) {}

  /// The document; only after a parse that returned true.
  Json take() { return std::move(root_); }

  bool null() { return add(Json(nullptr)); }
  bool boolean(bool value) { return add(Json(value)); }
  bool number_integer(Json::number_integer_t value) { return add(Json(value)); }
  bool number_unsigned(Json::number_unsigned_t value) { return add(Json(value)); }
  bool number_float(Json::number_float_t value, const std::string& /*text*/) {
    return add(Json(value));
  }
  bool string(std::string& value) {
    if (value.size() > limits_.string_bytes) {
      errors_.add({next_pointer(), fmt::format("expected a string of at most {} bytes, got "
                                               "{} {}",
                                               limits_.string_bytes, value.size(),
                                               raise_hint("--max-string-bytes"))});
      return add(Json(nullptr));
    }
    return add(Json(std::move(value)));
  }
  bool binary(Json::binary_t& /*value*/) { return add(Json(nullptr)); }  // not in JSON text

  bool start_object(std::size_t /*elements*/) { return open(Json::object()); }
  bool start_array(std::size_t /*elements*/) { return open(Json::array()); }
  bool end_object() { return close(); }
  bool end_array() { return close(); }

  bool key(std::string& key) {
    Frame& top = frames_[depth_ - 1];
    if (key.size() > limits_.key_bytes) {
      errors_.add({pointer_of(depth_), fmt::format("expected keys of at most {} bytes, got {} "
                                                   "of {} bytes {}",
                                                   limits_.key_bytes, quoted_input(key), key.size(),
                                                   raise_hint("--max-key-bytes"))});
    } else if (is_duplicate(top, key)) {
      errors_.add({pointer_to(pointer_of(depth_), key),
                   fmt::format("duplicate key {}", quoted_input(key))});
    }
    top.members.emplace_back(std::move(key), nullptr);
    return true;
  }

  bool parse_error(std::size_t byte, const std::string& /*last_token*/,
                   const nlohmann::detail::exception& e) {
    syntax_error_ = Error{
        "", fmt::format("malformed JSON (byte {}): {}", byte, without_exception_id(e.what()))};
    return false;
  }

  /// The syntax error that stopped the parse, if that is what stopped it.
  const std::optional<Error>& syntax_error() const { return syntax_error_; }

 private:
  // An open array or object. An object's members gather in `members` and move into it when it
  // closes, reserved to their number: the object's own vector holds `const` keys, so each time
  // it grew it would copy every member, values and all (nlohmann's move is not used for them).
  // Frames are kept when they close, so their vectors serve the next container at that depth.
  struct Frame {
    Json* container = nullptr;
    std::vector<std::pair<std::string, Json>> members;      // objects only, until they close
    std::unique_ptr<std::unordered_set<std::string>> keys;  // large objects only
  };

  bool open(Json container) {
    if (depth_ >= limits_.depth) {
      errors_.add({next_pointer(), fmt::format("expected at most {} nested arrays and "
                                               "objects, got more {}",
                                               limits_.depth, raise_hint("--max-depth"))});
      return false;  // stops the parse: deeper documents are what the limit keeps out
    }
    Json* placed = place(std::move(container));
    if (depth_ == frames_.size()) frames_.emplace_back();
    Frame& frame = frames_[depth_++];
    frame.container = placed;
    frame.members.clear();
    frame.keys.reset();
    return true;
  }

  bool close() {
    Frame& frame = frames_[--depth_];
    if (frame.container->is_object()) {
      auto& object = frame.container->get_ref<Json::object_t&>();
      object.reserve(frame.members.size());
      for (auto& [key, value] : frame.members)
        object.emplace_back(std::move(key), std::move(value));
      frame.members.clear();
    }
    return true;
  }

  bool add(Json value) {
    place(std::move(value));
    return true;
  }

  // Puts a value where the parser is: the root, the next element of an array, or the value of
  // the key just read.
  Json* place(Json value) {
    if (depth_ == 0) {
      root_ = std::move(value);
      return &root_;
    }
    Frame& top = frames_[depth_ - 1];
    if (top.container->is_array()) {
      auto& elements = top.container->get_ref<Json::array_t&>();
      elements.push_back(std::move(value));
      return &elements.back();
    }
    Json& slot = top.members.back().second;
    slot = std::move(value);
    return &slot;
  }

  bool is_duplicate(Frame& top, const std::string& key) {
    if (!top.keys && top.members.size() < kScannedKeys) {
      for (const auto& [existing, value] : top.members) {
        if (existing == key) return true;
      }
      return false;
    }
    if (!top.keys) {
      top.keys = std::make_unique<std::unordered_set<std::string>>();
      for (const auto& [existing, value] : top.members)
        top.keys->insert(existing);
    }
    return !top.keys->insert(key).second;
  }

  // The pointer of the container at depth `depth` (0: the root): only when reporting, so
  // building it from the containers costs nothing on the way.
  std::string pointer_of(std::size_t depth) const {
    std::string out;
    for (std::size_t i = 0; i + 1 < depth; ++i)
      out = pointer_within(frames_[i], out);
    return out;
  }

  // The pointer of the value about to be placed.
  std::string next_pointer() const {
    if (depth_ == 0) return "";
    const Frame& top = frames_[depth_ - 1];
    const std::string parent = pointer_of(depth_);
    if (top.container->is_array()) return pointer_to(parent, top.container->size());
    return pointer_to(parent, top.members.back().first);
  }

  // The pointer of the container open within `frame`'s (the last value placed in it), given
  // the pointer of `frame`'s container.
  static std::string pointer_within(const Frame& frame, std::string_view parent) {
    if (frame.container->is_array()) return pointer_to(parent, frame.container->size() - 1);
    return pointer_to(parent, frame.members.back().first);
  }

  static std::string without_exception_id(std::string_view what) {
    // "[json.exception.parse_error.101] parse error at ..." -> "parse error at ..."
    if (!what.empty() && what.front() == '[') {
      const std::size_t end = what.find("] ");
      if (end != std::string_view::npos) what.remove_prefix(end + 2);
    }
    return io::printable(what, kLongestParserMessage);
  }

  /// A parser message quotes the token it stopped in, which may be long.
  static constexpr std::size_t kLongestParserMessage = 300;

  const Limits& limits_;
  ErrorList& errors_;
  Json root_;
  std::vector<Frame> frames_;  // the open containers, then kept ones past depth_
  std::size_t depth_ = 0;      // how many containers are open
  std::optional<Error> syntax_error_;
};

/// The sort key of document order for pointers into one document: the position of each pointer
/// token within its container. A missing member sorts after its present siblings. Each large
/// object is indexed once, so that sorting many errors stays linear in the document.
class DocumentOrder {
 public:
  explicit DocumentOrder(const Json& root) : root_(root) {}

  /// The key of `pointer`.
  std::vector<std::size_t> key(std::string_view pointer) {
    std::vector<std::size_t> key;
    const Json* at = &root_;
    std::size_t pos = 0;
    while (pos < pointer.size() && pointer[pos] == '/') {
      std::size_t end = pointer.find('/', pos + 1);
      if (end == std::string_view::npos) end = pointer.size();
      const std::string token = unescaped(pointer.substr(pos + 1, end - pos - 1));
      pos = end;
      if (at != nullptr && at->is_object()) {
        const auto [index, member] = position(*at, token);
        key.push_back(index);
        at = member;
      } else if (at != nullptr && at->is_array()) {
        const std::optional<std::size_t> index = array_index(token);
        key.push_back(index ? *index : at->size());
        at = index && *index < at->size() ? &(*at)[*index] : nullptr;
      } else {
        key.push_back(std::numeric_limits<std::size_t>::max());
        at = nullptr;
      }
    }
    return key;
  }

 private:
  /// Objects with more members than this get an index; smaller ones are scanned.
  static constexpr std::size_t kScannedMembers = 16;
  using Index = std::unordered_map<std::string_view, std::size_t>;

  static std::string unescaped(std::string_view token) {
    std::string out;
    for (std::size_t i = 0; i < token.size(); ++i) {
      if (token[i] == '~' && i + 1 < token.size()) {
        out += token[i + 1] == '1' ? '/' : '~';
        ++i;
      } else {
        out += token[i];
      }
    }
    return out;
  }

  static std::optional<std::size_t> array_index(std::string_view token) {
    if (token.empty() || token.size() > 18) return std::nullopt;
    std::size_t index = 0;
    for (const char c : token) {
      if (c < '0' || c > '9') return std::nullopt;
      index = index * 10 + static_cast<std::size_t>(c - '0');
    }
    return index;
  }

  // The position of member `token` in `object` and the member (null and the object's size when
  // absent; the first of equal keys).
  std::pair<std::size_t, const Json*> position(const Json& object, const std::string& token) {
    // ordered_map hides the vector's operator[] behind its own by key: index by iterator.
    const auto& members = object.get_ref<const Json::object_t&>();
    if (members.size() <= kScannedMembers) {
      std::size_t i = 0;
      for (auto it = members.begin(); it != members.end(); ++it, ++i) {
        if (it->first == token) return {i, &it->second};
      }
      return {members.size(), nullptr};
    }
    auto [index, made] = indexes_.try_emplace(&object);
    if (made) {
      std::size_t i = 0;
      for (auto it = members.begin(); it != members.end(); ++it, ++i)
        index->second.try_emplace(it->first, i);
    }
    const auto found = index->second.find(token);
    if (found == index->second.end()) return {members.size(), nullptr};
    return {found->second, &(members.begin() + static_cast<std::ptrdiff_t>(found->second))->second};
  }

  const Json& root_;
  std::unordered_map<const Json*, Index> indexes_;
};

/// True when `text` (which holds a NUL byte) begins as UTF-16 does: a byte order mark, or a
/// first character of the ASCII range, one of whose two bytes is NUL (a batch line of such a
/// file may be the lone NUL that ends its last newline). Editors on Windows save "Unicode"
/// text so, and JSON must be UTF-8 (RFC 8259 8.1).
bool looks_like_utf16(std::string_view text) {
  if (text.starts_with("\xFF\xFE") || text.starts_with("\xFE\xFF")) return true;
  const bool second_nul = text.size() >= 2 && text[1] == '\0';
  return (text[0] == '\0') != second_nul;
}

}  // namespace

Error input_over_limit(std::size_t limit, std::string_view got) {
  return {"", fmt::format("expected at most {} bytes of JSON, got {} {}", limit, got,
                          raise_hint("--max-input-bytes"))};
}

std::optional<Json> parse_json(std::string_view text, const Limits& limits, Errors& errors) {
  if (text.size() > limits.input_bytes) {
    errors.push_back(input_over_limit(limits.input_bytes, std::to_string(text.size())));
    return std::nullopt;
  }
  // The parser takes a NUL byte for the end of the text and would accept what precedes it.
  if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos) {
    errors.push_back(
        {"", fmt::format(
                 "malformed JSON (byte {}): a NUL byte, which JSON text "
                 "cannot contain{}",
                 nul + 1,
                 looks_like_utf16(text) ? "; the text looks like UTF-16; save it as UTF-8" : "")});
    return std::nullopt;
  }
  ErrorList found;
  DocumentBuilder builder(limits, found);
  bool complete = false;
  try {
    complete = Json::sax_parse(text.begin(), text.end(), &builder, Json::input_format_t::json,
                               /*strict=*/true, /*ignore_comments=*/false);
  } catch (const Json::exception& e) {
    errors.push_back({"", fmt::format("malformed JSON: {}", io::printable(e.what(), 300))});
    return std::nullopt;
  }
  if (builder.syntax_error()) {
    errors.push_back(*builder.syntax_error());
    return std::nullopt;
  }
  const bool clean = found.count() == 0;
  Errors listed = found.take();
  errors.insert(errors.end(), listed.begin(), listed.end());
  if (!complete || !clean) return std::nullopt;
  return builder.take();
}

void ErrorList::add(Error error) {
  if (kept_.size() < kMostErrors) {
    kept_.push_back(std::move(error));
  } else {
    ++dropped_;
  }
}

Errors ErrorList::take() {
  Errors out = std::move(kept_);
  if (dropped_ > 0) {
    out.push_back({"", fmt::format("{} more errors not listed (only the first {} are)", dropped_,
                                   kMostErrors)});
  }
  kept_.clear();
  dropped_ = 0;
  return out;
}

void Reader::error(std::string pointer, std::string message) {
  errors_.add({std::move(pointer), std::move(message)});
}

Errors Reader::take_errors(const Json& root) {
  std::vector<std::pair<std::vector<std::size_t>, Error>> keyed;
  Errors& kept = errors_.kept();
  keyed.reserve(kept.size());
  DocumentOrder order(root);
  for (Error& e : kept)
    keyed.emplace_back(order.key(e.pointer), std::move(e));
  std::stable_sort(keyed.begin(), keyed.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  kept.clear();
  for (auto& [key, e] : keyed)
    kept.push_back(std::move(e));
  return errors_.take();
}

bool Reader::object(const Node& node, std::span<const std::string_view> known,
                    std::string_view expected) {
  if (!node.value.is_object()) {
    error(node.pointer, fmt::format("expected {}, got {}", expected, describe(node.value)));
    return false;
  }
  for (auto it = node.value.begin(); it != node.value.end(); ++it) {
    if (std::find(known.begin(), known.end(), it.key()) == known.end()) {
      error(pointer_to(node.pointer, it.key()), unknown_key_message(it.key(), known));
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
  // Written only for a message: a scenario reads thousands of integers.
  const auto expected = [&] {
    return max == std::numeric_limits<int>::max()
               ? fmt::format("an integer of at least {}", min)
               : fmt::format("an integer from {} to {}", min, max);
  };
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
    error(node.pointer, fmt::format("expected {}, got {}", expected(), describe(v)));
    return std::nullopt;
  }
  if (!in_range || value < min) {
    error(node.pointer, fmt::format("expected {}, got {}", expected(), describe(v)));
    return std::nullopt;
  }
  return static_cast<int>(value);
}

namespace {

/// `value` when it is a JSON integer from 0 to 2^64 - 1, else nothing.
std::optional<std::uint64_t> as_unsigned(const Json& value) {
  if (value.is_number_unsigned()) return value.get<std::uint64_t>();
  if (value.is_number_integer() && value.get<long long>() >= 0) {
    return static_cast<std::uint64_t>(value.get<long long>());
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::uint64_t> Reader::unsigned_integer(const Node& node) {
  if (const std::optional<std::uint64_t> value = as_unsigned(node.value)) return value;
  error(node.pointer, fmt::format("expected an unsigned integer from 0 to {}, got {}",
                                  std::numeric_limits<std::uint64_t>::max(), describe(node.value)));
  return std::nullopt;
}

std::optional<std::uint64_t> Reader::seed(const Node& node) {
  if (node.value.is_string()) {
    const auto& text = node.value.get_ref<const std::string&>();
    std::uint64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (!text.empty() && ec == std::errc{} && end == text.data() + text.size()) return value;
  } else if (const std::optional<std::uint64_t> value = as_unsigned(node.value)) {
    return value;
  }
  error(node.pointer,
        fmt::format("expected a seed: an unsigned integer from 0 to {}, or its decimal digits as "
                    "a string (\"12\", as an outcome's verification writes it), got {}",
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
    r.error(id->pointer, fmt::format("duplicate unit id {} (first used at /units/{})",
                                     quoted_input(*text), index_of(it->second)));
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
    r.error(node.pointer, fmt::format("expected the id of a unit in /units, got unknown id {}",
                                      quoted_input(*id)));
    return std::nullopt;
  }
  return it->second;
}

}  // namespace skedaddle::io::detail
