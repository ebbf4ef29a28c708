// SPDX-License-Identifier: MIT
#include "facade/settings_json.hpp"

#include <string>
#include <vector>

namespace skedaddle::detail {

std::optional<NamedChooser> read_chooser(io::detail::Reader& reader,
                                         const io::detail::Node& object) {
  const std::optional<io::detail::Node> node = reader.member(object, "chooser");
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

ResolveSettings read_resolve_settings(io::detail::Reader& reader, const io::detail::Node& object) {
  ResolveSettings settings;
  if (const std::optional<NamedChooser> chooser = read_chooser(reader, object)) {
    settings.chooser = chooser->kind;
    settings.fallback = chooser->fallback;
  }
  if (const std::optional<io::detail::Node> seed = reader.member(object, "seed")) {
    settings.seed = reader.seed(*seed);
  }
  if (const std::optional<io::detail::Node> dice = reader.member(object, "dice");
      dice && reader.array(*dice, "a list of faces from 1 to 99")) {
    std::vector<int> faces;
    for (std::size_t i = 0; i < dice->value.size(); ++i) {
      const io::detail::Node face{dice->value[i], io::detail::pointer_to(dice->pointer, i)};
      if (const std::optional<int> value = reader.integer(face, 1, 99)) faces.push_back(*value);
    }
    settings.dice = std::move(faces);
  }
  return settings;
}

Agreement read_agreement(io::detail::Reader& reader, const io::detail::Node& object) {
  Agreement agreed;
  if (const std::optional<io::detail::Node> node = reader.member(object, "chooser")) {
    if (const std::optional<std::string> text = reader.string(*node)) {
      agreed.chooser = parse_request_chooser(*text);
      if (!agreed.chooser) {
        reader.error(node->pointer,
                     "expected script, first, random, best or callback, or script,POLICY / "
                     "callback,POLICY (POLICY: first, random or best), got " +
                         io::detail::describe(node->value));
      }
    }
  }
  if (const std::optional<io::detail::Node> node = reader.member(object, "seed")) {
    agreed.seed = reader.seed(*node);
  }
  if (const std::optional<io::detail::Node> node = reader.member(object, "no_dice")) {
    agreed.no_dice = reader.boolean(*node).value_or(false);
  }
  if (const std::optional<io::detail::Node> node = reader.member(object, "choices")) {
    if (reader.array(*node, "a list of choices, as a scenario's \"choices\"")) {
      agreed.choices = node->value.dump();
    }
  }
  return agreed;
}

}  // namespace skedaddle::detail
