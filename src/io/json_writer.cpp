// SPDX-License-Identifier: MIT
// See json_writer.hpp.
#include "io/json_writer.hpp"

#include <array>
#include <charconv>
#include <nlohmann/json.hpp>

#include "io/json_stream.hpp"

namespace skedaddle::io::detail {

void JsonWriter::newline_and_indent() {
  out_ += '\n';
  out_.append(2 * (has_items_.size() + static_cast<std::size_t>(depth_)), ' ');
}

void JsonWriter::before_value() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (has_items_.empty()) return;
  if (has_items_.back()) out_ += ',';
  has_items_.back() = true;
  if (indented_) newline_and_indent();
}

JsonWriter& JsonWriter::key(std::string_view name) {
  before_value();
  append_json_string(out_, name);
  out_ += indented_ ? ": " : ":";
  after_key_ = true;
  return *this;
}

void JsonWriter::open(char bracket) {
  before_value();
  out_ += bracket;
  has_items_.push_back(false);
}

void JsonWriter::begin_object() {
  open('{');
}

void JsonWriter::begin_array() {
  open('[');
}

void JsonWriter::close(char bracket) {
  const bool had_items = has_items_.back();
  has_items_.pop_back();
  if (had_items && indented_) newline_and_indent();
  out_ += bracket;
}

void JsonWriter::string(std::string_view text) {
  before_value();
  append_json_string(out_, text);
}

void JsonWriter::integer(std::int64_t n) {
  before_value();
  std::array<char, 24> digits{};
  const auto end = std::to_chars(digits.data(), digits.data() + digits.size(), n).ptr;
  out_.append(digits.data(), end);
}

void JsonWriter::unsigned_integer(std::uint64_t n) {
  before_value();
  std::array<char, 24> digits{};
  const auto end = std::to_chars(digits.data(), digits.data() + digits.size(), n).ptr;
  out_.append(digits.data(), end);
}

void JsonWriter::number(double x) {
  before_value();
  // nlohmann's own formatting (its Grisu2 digits, "2.0" for integral values), which the
  // documents have always had.
  out_ += nlohmann::json(x).dump();
}

void JsonWriter::boolean(bool b) {
  before_value();
  out_ += b ? "true" : "false";
}

void JsonWriter::null() {
  before_value();
  out_ += "null";
}

void JsonWriter::integers(const std::vector<int>& values) {
  begin_array();
  for (const int v : values)
    integer(v);
  end_array();
}

void JsonWriter::finish() {
  if (indented_) out_ += '\n';
}

}  // namespace skedaddle::io::detail
