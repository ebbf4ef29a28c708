// SPDX-License-Identifier: MIT
// Answer lines: see answer.hpp.
#include "batch/answer.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <utility>

namespace skedaddle::batch {
namespace {

/// A string as JSON text; invalid UTF-8 replaced, as the outputs write strings.
std::string json_string(const std::string& text) {
  return nlohmann::json(text).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace

Answer error_answer(std::vector<Located> errors) {
  return Answer{.status = Status::error, .document = {}, .errors = std::move(errors)};
}

const char* status_name(Status status) {
  switch (status) {
    case Status::ok:
      return "ok";
    case Status::refused:
      return "refused";
    case Status::error:
      return "error";
    case Status::internal:
      return "internal";
  }
  return "internal";
}

std::string answer_line(std::size_t line, const std::optional<std::string>& id,
                        const std::optional<std::string>& verb, const Answer& answer) {
  std::string out = "{\"line\":" + std::to_string(line);
  if (id) out += ",\"id\":" + *id;
  if (verb) out += ",\"verb\":" + json_string(*verb);
  out += ",\"status\":\"";
  out += status_name(answer.status);
  out += '"';
  if (answer.status == Status::ok || answer.status == Status::refused) {
    out += ",\"answer\":" + answer.document;
  } else {
    out += ",\"errors\":[";
    for (std::size_t i = 0; i < answer.errors.size(); ++i) {
      const Located& e = answer.errors[i];
      if (i > 0) out += ',';
      out += "{";
      if (!e.file.empty()) out += "\"file\":" + json_string(e.file) + ",";
      if (e.line != 0) out += "\"line\":" + std::to_string(e.line) + ",";
      out +=
          "\"pointer\":" + json_string(e.pointer) + ",\"message\":" + json_string(e.message) + "}";
    }
    out += ']';
  }
  out += "}\n";
  return out;
}

}  // namespace skedaddle::batch
