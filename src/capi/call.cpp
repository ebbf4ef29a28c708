// SPDX-License-Identifier: MIT
// Reading a C call's settings: see call.hpp.
#include "capi/call.hpp"

#include <utility>

#include "facade/settings_json.hpp"
#include "skedaddle/c_api.h"
#include "skedaddle/choice/named_chooser.hpp"

namespace skedaddle::capi {

using io::detail::Json;
using io::detail::Node;

std::string errors_json(std::string_view document, const Errors& errors) {
  Json list = Json::array();
  for (const Error& e : errors)
    list.push_back({{"document", document}, {"pointer", e.pointer}, {"message", e.message}});
  return Json{{"errors", std::move(list)}}.dump(-1, ' ', false, Json::error_handler_t::replace);
}

std::optional<Answer> Call::read(std::string_view text, std::span<const std::string_view> keys) {
  if (text.empty()) return std::nullopt;
  Errors errors;
  std::optional<Json> parsed = io::detail::parse_json(text, io::Limits{}, errors);
  if (!parsed) return Answer{SKD_BAD_INPUT, errors_json("settings", errors)};
  document_ = std::move(*parsed);
  if (!reader.object(root(), keys, "the verb's settings")) return bad_settings();
  return std::nullopt;
}

Answer Call::bad_settings() {
  return Answer{SKD_BAD_INPUT, errors_json("settings", reader.take_errors(document_))};
}

Form Call::form() {
  const std::optional<Node> node = reader.member(root(), "form");
  if (!node) return Form::text;
  const std::optional<std::size_t> index = reader.one_of(*node, {"text", "json"});
  return index == 1 ? Form::json : Form::text;
}

ResolveSettings Call::resolve_settings() {
  return detail::read_resolve_settings(reader, root());
}

OddsSettings Call::odds_settings() {
  OddsSettings settings;
  if (const std::optional<NamedChooser> chooser = detail::read_chooser(reader, root())) {
    settings.chooser = chooser->kind;
    settings.fallback = chooser->fallback;
  }
  if (const std::optional<Node> node = reader.member(root(), "max_resolves")) {
    if (const std::optional<std::uint64_t> most = reader.unsigned_integer(*node)) {
      if (*most == 0) {
        reader.error(node->pointer, "expected a whole number from 1, got 0");
      } else {
        settings.max_resolves = *most;
      }
    }
  }
  return settings;
}

}  // namespace skedaddle::capi
