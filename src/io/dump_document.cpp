// SPDX-License-Identifier: MIT
// JSON documents laid out as the outputs write them: see io/dump_document.hpp.
#include "io/dump_document.hpp"

#include <nlohmann/json.hpp>

namespace skedaddle::io::detail {

std::string dump_document(const nlohmann::ordered_json& doc, JsonLayout layout) {
  constexpr auto kReplace = nlohmann::ordered_json::error_handler_t::replace;
  if (layout == JsonLayout::one_line) return doc.dump(-1, ' ', false, kReplace);
  return doc.dump(2, ' ', false, kReplace) + "\n";
}

}  // namespace skedaddle::io::detail
