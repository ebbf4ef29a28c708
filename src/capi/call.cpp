// SPDX-License-Identifier: MIT
// Reading a C call's settings: see call.hpp.
#include "capi/call.hpp"

#include <utility>

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

namespace {

/// "chooser" as `--chooser` takes it, when given and well formed (an error otherwise).
std::optional<NamedChooser> read_chooser(io::detail::Reader& reader, const Node& root) {
  const std::optional<Node> node = reader.member(root, "chooser");
  if (!node) return std::nullopt;
  const std::optional<std::string> text = reader.string(*node);
  if (!text) return std::nullopt;
  std::optional<NamedChooser> named = parse_chooser(*text);
  if (!named) {
    reader.error(node->pointer,
                 "expected script, first, random, best or script,first / script,random / "
                 "script,best, got " +
                     io::detail::describe(node->value));
  }
  return named;
}

}  // namespace

ResolveSettings Call::resolve_settings() {
  ResolveSettings settings;
  if (const std::optional<NamedChooser> chooser = read_chooser(reader, root())) {
    settings.chooser = chooser->kind;
    settings.fallback = chooser->fallback;
  }
  if (const std::optional<Node> seed = reader.member(root(), "seed")) {
    settings.seed = reader.unsigned_integer(*seed);
  }
  return settings;
}

OddsSettings Call::odds_settings() {
  OddsSettings settings;
  if (const std::optional<NamedChooser> chooser = read_chooser(reader, root())) {
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
