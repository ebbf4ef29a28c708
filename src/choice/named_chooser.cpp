// SPDX-License-Identifier: MIT
// Choosers as users name them: see skedaddle/choice/named_chooser.hpp.
#include "skedaddle/choice/named_chooser.hpp"

namespace skedaddle {

std::optional<NamedChooser> parse_chooser(std::string_view text) {
  constexpr ChooserKind kNamed[] = {ChooserKind::script, ChooserKind::first, ChooserKind::random,
                                    ChooserKind::best};
  const auto named = [&](std::string_view name) -> std::optional<ChooserKind> {
    for (const ChooserKind kind : kNamed) {
      if (chooser_name(kind) == name) return kind;
    }
    return std::nullopt;
  };
  const std::size_t comma = text.find(',');
  const std::optional<ChooserKind> kind = named(text.substr(0, comma));
  if (!kind) return std::nullopt;
  if (comma == std::string_view::npos) return NamedChooser{*kind, std::nullopt};
  const std::optional<ChooserKind> fallback = named(text.substr(comma + 1));
  if (*kind != ChooserKind::script || !fallback || *fallback == ChooserKind::script) {
    return std::nullopt;
  }
  return NamedChooser{*kind, fallback};
}

std::optional<NamedChooser> parse_request_chooser(std::string_view text) {
  constexpr std::string_view kCallback = "callback";
  if (!text.starts_with(kCallback)) return parse_chooser(text);
  const std::string_view rest = text.substr(kCallback.size());
  if (rest.empty()) return NamedChooser{ChooserKind::callback, std::nullopt};
  // A program that makes no choice hands over to a policy, as a script that runs out does.
  if (rest.front() != ',') return std::nullopt;
  const std::optional<NamedChooser> after = parse_chooser(rest.substr(1));
  if (!after || after->fallback || after->kind == ChooserKind::script) return std::nullopt;
  return NamedChooser{ChooserKind::callback, after->kind};
}

}  // namespace skedaddle
