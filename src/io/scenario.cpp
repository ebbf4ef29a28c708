// SPDX-License-Identifier: MIT
// Loading a scenario document: the parts common to every ruleset, then the game's own.
#include "skedaddle/io/scenario.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <istream>
#include <system_error>
#include <utility>
#include <vector>

#include "io/canonical_json.hpp"
#include "io/json_reader.hpp"
#include "io/scenario_document.hpp"
#include "skedaddle/core/contract.hpp"
#include "skedaddle/io/printable.hpp"

namespace skedaddle::io {

namespace {

/// The top-level keys every scenario may have, whatever its ruleset.
constexpr std::array<std::string_view, 5> kCommonKeys = {"format", "ruleset", "name", "description",
                                                         "seed"};

bool contains(std::span<const std::string_view> list, std::string_view item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

/// Reports the top-level keys that `ruleset` (null: no known ruleset) does not read: a key
/// another ruleset reads is misplaced, any other is unknown.
void check_keys(detail::Reader& r, const detail::Node& root, const Ruleset* ruleset,
                std::string_view ruleset_name) {
  if (!root.value.is_object()) return;
  std::vector<std::string_view> known(kCommonKeys.begin(), kCommonKeys.end());
  for (const Ruleset* other : rulesets()) {
    if (ruleset != nullptr && other != ruleset) continue;
    for (const std::string_view key : other->keys()) {
      if (!contains(known, key)) known.push_back(key);
    }
  }
  for (auto it = root.value.begin(); it != root.value.end(); ++it) {
    const std::string& key = it.key();
    if (contains(known, key)) continue;
    std::vector<std::string_view> readers;
    for (const Ruleset* other : rulesets()) {
      if (contains(other->keys(), key)) {
        readers.insert(readers.end(), other->names().begin(), other->names().end());
      }
    }
    const std::string pointer = detail::pointer_to(root.pointer, key);
    if (readers.empty()) {
      r.error(pointer, detail::unknown_key_message(key, known));
    } else {
      r.error(pointer, fmt::format("expected no \"{}\" for ruleset \"{}\" (only {} {} it)", key,
                                   ruleset_name, detail::quoted_choice(readers),
                                   readers.size() == 1 ? "reads" : "read"));
    }
  }
}

}  // namespace

Result<LoadedScenario> load_scenario(std::string_view json_text, const Limits& limits) {
  Errors parse_errors;
  const std::optional<detail::Json> doc = detail::parse_json(json_text, limits, parse_errors);
  if (!doc) return parse_errors;
  return detail::load_scenario_document(*doc, limits);
}

Result<LoadedScenario> detail::load_scenario_document(const Json& doc, const Limits& limits) {
  detail::Reader r(limits);
  const Node root{doc, ""};
  if (!r.object(root, "a scenario object")) return r.take_errors(doc);

  // A document of another version may mean anything by its other keys: report only that.
  const std::optional<Node> format =
      r.required(root, "format", fmt::format("\"{}\"", kScenarioFormat));
  if (format && (!format->value.is_string() ||
                 format->value.get_ref<const std::string&>() != kScenarioFormat)) {
    r.error(format->pointer,
            fmt::format("expected \"{}\" (the only scenario format this build reads), got {}",
                        kScenarioFormat, detail::describe(format->value)));
    if (format->value.is_string()) return r.take_errors(doc);
  }

  LoadedScenario out;
  const std::vector<std::string_view> names = ruleset_names();
  std::string_view ruleset_name;
  if (const std::optional<Node> node = r.required(root, "ruleset", detail::quoted_choice(names))) {
    if (const std::optional<std::size_t> index = r.one_of(*node, names)) {
      ruleset_name = names[*index];
      out.ruleset = find_ruleset(ruleset_name);
    }
  }
  check_keys(r, root, out.ruleset, ruleset_name);
  if (const std::optional<Node> name = r.member(root, "name")) {
    if (std::optional<std::string> text = r.string(*name)) out.name = std::move(*text);
  }
  if (const std::optional<Node> description = r.member(root, "description")) {
    if (std::optional<std::string> text = r.string(*description)) {
      out.description = std::move(*text);
    }
  }
  if (const std::optional<Node> seed = r.member(root, "seed")) out.seed = r.seed(*seed);

  // Without a known ruleset the rest cannot be read.
  if (out.ruleset != nullptr) out.ruleset->read(r, root, ruleset_name, out);
  // Present, even empty, the list is the whole script: "dice": [] draws no die (GI-8).
  out.dice_scripted = r.member(root, "dice").has_value();
  if (r.error_count() > 0) return r.take_errors(doc);

  Errors game_errors = out.ruleset->check(out);
  if (!game_errors.empty()) return game_errors;
  out.warnings = out.ruleset->warnings(out);
  out.document = detail::canonical_json(doc);
  return out;
}

namespace {

/// Reads at most `limits.input_bytes` + 1 bytes of `in` (so that an endless or huge input, a
/// device or a pipe, is refused without filling memory) and loads them; `what` names the
/// input in a read error.
Result<LoadedScenario> load_read(std::istream& in, const std::string& what, const Limits& limits) {
  std::string text;
  std::array<char, 64 * 1024> chunk{};
  while (in && text.size() <= limits.input_bytes) {
    // One byte past the limit tells a longer input from one of exactly the limit.
    const std::size_t left = limits.input_bytes - text.size();
    const std::size_t want = left < chunk.size() ? left + 1 : chunk.size();
    in.read(chunk.data(), static_cast<std::streamsize>(want));
    text.append(chunk.data(), static_cast<std::size_t>(in.gcount()));
  }
  if (in.bad()) return Errors{{"", fmt::format("cannot read {}", what)}};
  if (text.size() > limits.input_bytes) {
    return Errors{detail::input_over_limit(limits.input_bytes, "more")};
  }
  return load_scenario(text, limits);
}

}  // namespace

Result<LoadedScenario> load_scenario_file(const std::string& path, const Limits& limits) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Errors{{"", fmt::format("cannot open scenario file {}", quoted_input(path))}};
  std::error_code ec;
  if (const std::uintmax_t size = std::filesystem::file_size(path, ec);
      !ec && size > limits.input_bytes) {
    return Errors{detail::input_over_limit(limits.input_bytes, std::to_string(size))};
  }
  return load_read(in, "scenario file " + quoted_input(path), limits);
}

Result<LoadedScenario> load_scenario_stream(std::istream& in, const Limits& limits) {
  return load_read(in, "the scenario", limits);
}

Dice dice_for(const LoadedScenario& scenario, std::uint64_t seed) {
  return scenario.dice_scripted ? Dice::scripted(scenario.dice) : Dice::seeded(seed);
}

std::optional<Refusal> refusal(const LoadedScenario& scenario) {
  require(scenario.ruleset != nullptr && scenario.ruleset->check(scenario).empty(),
          "io::refusal: a scenario that passes check() (load_scenario() or the facade)");
  return scenario.ruleset->refusal(scenario);
}

std::string_view ruleset_name(const LoadedScenario& scenario) {
  require(scenario.ruleset != nullptr, "io::ruleset_name: a scenario with a ruleset");
  return scenario.ruleset->name(scenario);
}

std::function<std::string(const Place&)> place_names(const LoadedScenario& scenario) {
  require(scenario.ruleset != nullptr, "io::place_names: a scenario with a ruleset");
  return scenario.ruleset->place_names(scenario);
}

}  // namespace skedaddle::io
