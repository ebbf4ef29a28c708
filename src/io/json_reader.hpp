// SPDX-License-Identifier: MIT
// Private to io: a strict reader over a parsed JSON document that names every problem by its
// JSON pointer and collects them all instead of stopping at the first.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "skedaddle/core/error.hpp"
#include "skedaddle/core/ids.hpp"
#include "skedaddle/dice/dice.hpp"
#include "skedaddle/io/limits.hpp"

namespace skedaddle::io::detail {

/// Documents keep their key order, so errors and outputs follow the order of the text.
using Json = nlohmann::ordered_json;

/// The JSON pointer of a member of the object at `parent` (escapes '~' and '/', RFC 6901).
std::string pointer_to(std::string_view parent, std::string_view key);
/// The JSON pointer of an element of the array at `parent`.
std::string pointer_to(std::string_view parent, std::size_t index);

/// A short description of a value for messages: strings quoted (io::quoted: escaped, long ones
/// elided), other scalars as JSON text, and "an object" or "an array" for containers.
std::string describe(const Json& value);

/// The error of an input over Limits::input_bytes (`limit`), which was `got` ("123456", or
/// "more" when it was read no further than the limit).
Error input_over_limit(std::size_t limit, std::string_view got);

/// Parses JSON text within `limits` (input size, depth, string and key length). Malformed text,
/// duplicate keys and exceeded limits are errors (a syntax error has pointer "" and the byte
/// where it is); the result is null when there were errors.
std::optional<Json> parse_json(std::string_view text, const Limits& limits, Errors& errors);

/// The most errors one document is reported with: a list of bad elements as long as the input
/// limit allows would otherwise take gigabytes of messages. Further errors are counted, and a
/// last error says how many were not listed.
inline constexpr std::size_t kMostErrors = 1000;

/// Errors as they are found, the first kMostErrors kept and the rest counted.
class ErrorList {
 public:
  /// Keeps `error`, or counts it when the list is full.
  void add(Error error);
  /// How many errors were added, kept or not.
  std::size_t count() const { return kept_.size() + dropped_; }
  /// The errors kept, in the order added.
  Errors& kept() { return kept_; }
  /// The kept errors (reordered by the caller if it likes), then, when some were dropped,
  /// {"", "N more errors not listed (only the first 1000 are)"}; the list is left empty.
  Errors take();

 private:
  Errors kept_;
  std::size_t dropped_ = 0;
};

/// A value in the document with its pointer.
struct Node {
  const Json& value;
  std::string pointer;
};

/// Reads values, reporting every problem; each read returns nothing when the value is wrong.
class Reader {
 public:
  /// A reader of a document loaded under `limits` (the games check units and outlines).
  explicit Reader(const Limits& limits) : limits_(limits) {}
  /// The limits the document is loaded under.
  const Limits& limits() const { return limits_; }

  /// Records a problem.
  void error(std::string pointer, std::string message);
  /// Number of problems so far.
  std::size_t error_count() const { return errors_.count(); }
  /// The problems, in document order of their pointers within `root` (at most kMostErrors, and
  /// one saying how many more there were).
  Errors take_errors(const Json& root);

  /// True when the value is an object; reports every key not in `known` as unknown.
  bool object(const Node& node, std::span<const std::string_view> known, std::string_view expected);
  /// The same with the known keys written in place.
  bool object(const Node& node, std::initializer_list<std::string_view> known,
              std::string_view expected) {
    return object(node, std::span(known.begin(), known.size()), expected);
  }
  /// True when the value is an object (any keys).
  bool object(const Node& node, std::string_view expected);
  /// True when the value is an array.
  bool array(const Node& node, std::string_view expected);
  /// The member `key` of an object, if present.
  std::optional<Node> member(const Node& object, std::string_view key);
  /// The member `key` of an object; reports its absence with what was `expected`.
  std::optional<Node> required(const Node& object, std::string_view key, std::string_view expected);

  /// A string; `non_empty` rejects "".
  std::optional<std::string> string(const Node& node, bool non_empty = false);
  /// An integer in [min, max].
  std::optional<int> integer(const Node& node, int min, int max);
  /// A non-negative integer that fits 64 bits.
  std::optional<std::uint64_t> unsigned_integer(const Node& node);
  /// A seed: a non-negative integer that fits 64 bits, or its decimal digits as a string, as
  /// an outcome's "verification" writes it (a JSON number past 2^53 loses digits in many
  /// readers), so that a seed read from an outcome can be given back as it is.
  std::optional<std::uint64_t> seed(const Node& node);
  /// true or false.
  std::optional<bool> boolean(const Node& node);
  /// One of a set of strings; the index of the one given.
  std::optional<std::size_t> one_of(const Node& node, std::span<const std::string_view> names);
  /// The same with the names written in place.
  std::optional<std::size_t> one_of(const Node& node,
                                    std::initializer_list<std::string_view> names) {
    return one_of(node, std::span(names.begin(), names.size()));
  }

 private:
  Limits limits_;
  ErrorList errors_;
};

/// A list of names as in messages: "a", "b" or "c" -> "\"a\", \"b\", \"c\"".
std::string quoted_list(std::span<const std::string_view> names);
/// The error for a key not among `known`: "unknown key \"manpowr\" (did you mean
/// \"manpower\"?); expected one of ...", the suggestion when a known key is a typo away.
std::string unknown_key_message(std::string_view key, std::span<const std::string_view> known);
/// The same as a choice: "a", "b" or "c" -> "\"a\", \"b\" or \"c\"".
std::string quoted_choice(std::span<const std::string_view> names);

/// The units of a scenario by id (the first unit of each id).
using UnitIds = std::map<std::string, UnitId, std::less<>>;

/// Reads the required "id" of the unit object `unit`, the `index`-th of "units", and records it
/// in `ids`; a missing, empty or repeated id is an error. The id, or nothing when it is not a
/// non-empty string (a repeated id is returned too, its error reported).
std::optional<std::string> new_unit_id(Reader& r, const Node& unit, std::size_t index,
                                       UnitIds& ids);

/// Reads the scenario's optional "dice" list of scripted rolls, each an integer from 1 to
/// `max_face`, into `out`.
void read_die_rolls(Reader& r, const Node& root, int max_face, std::vector<ScriptedFace>& out);

/// Reports a scenario's "choices" unless absent or the empty list an outcome's replay records:
/// `ruleset` leaves no choice to a player, `why` says so.
void refuse_choices(Reader& r, const Node& root, std::string_view ruleset, std::string_view why);

/// The unit named by a string node; an unknown id is an error at the node.
std::optional<UnitId> unit_id(Reader& r, const Node& node, const UnitIds& ids);

}  // namespace skedaddle::io::detail
