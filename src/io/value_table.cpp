// SPDX-License-Identifier: MIT
// See value_table.hpp.
#include "io/value_table.hpp"

namespace skedaddle::io::detail {

void ValueTable::write(JsonStream& out, std::string_view name, std::string_view indent) const {
  std::string& buffer = out.buffer();
  buffer += indent;
  buffer += '"';
  buffer += name;
  buffer += json_.empty() ? "\": [],\n" : "\": [\n";
  for (std::size_t i = 0; i < json_.size(); ++i) {
    out.buffer() += indent;
    out.buffer() += "  ";
    out.buffer() += json_[i];
    out.buffer() += i + 1 < json_.size() ? ",\n" : "\n";
    out.maybe_flush();
  }
  if (!json_.empty()) {
    out.buffer() += indent;
    out.buffer() += "],\n";
  }
  out.maybe_flush();
}

}  // namespace skedaddle::io::detail
