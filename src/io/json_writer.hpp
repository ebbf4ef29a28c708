// SPDX-License-Identifier: MIT
// Private to io: a JSON document written token by token straight into a string, laid out
// exactly as nlohmann's dump() lays out the same document, without building the document first.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "skedaddle/io/json_lines.hpp"

namespace skedaddle::io::detail {

/// Writes one JSON value (usually an object) into `out`: indented by two spaces with a final
/// newline as dump(2) and the outputs' documents, or on one line as dump(). Members are written
/// in the order given; the caller keeps the grammar (a key before each member's value).
class JsonWriter {
 public:
  /// Appends to `out`; an indented value is indented `depth` more levels, to stand as a
  /// member at that depth of an enclosing document.
  JsonWriter(std::string& out, JsonLayout layout, int depth = 0)
      : out_(out), indented_(layout == JsonLayout::indented), depth_(depth) {}

  /// The name of the next member of the current object; its value follows.
  JsonWriter& key(std::string_view name);
  /// Opens an object (`{`).
  void begin_object();
  /// Closes the innermost object (`}`); an empty one is written `{}`.
  void end_object() { close('}'); }
  /// Opens an array (`[`).
  void begin_array();
  /// Closes the innermost array (`]`); an empty one is written `[]`.
  void end_array() { close(']'); }

  /// A string, escaped as nlohmann escapes it (UTF-8 kept, invalid bytes replaced by U+FFFD).
  void string(std::string_view text);
  /// An integer.
  void integer(std::int64_t n);
  /// An unsigned integer (a seed may exceed the largest signed one).
  void unsigned_integer(std::uint64_t n);
  /// A double as nlohmann writes it (shortest round trip; 2.0 as `2.0`; not finite as null).
  void number(double x);
  /// `true` or `false`.
  void boolean(bool b);
  /// `null`.
  void null();
  /// An array of integers.
  void integers(const std::vector<int>& values);

  /// Ends the document: the final newline of an indented one.
  void finish();

 private:
  /// The separator and indentation before a value or a member, unless it follows its key.
  void before_value();
  void open(char bracket);
  void close(char bracket);
  void newline_and_indent();

  std::string& out_;
  bool indented_;
  int depth_;
  bool after_key_ = false;
  std::vector<bool> has_items_;  ///< per open container: something was written in it
};

}  // namespace skedaddle::io::detail
