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

}  // namespace skedaddle
