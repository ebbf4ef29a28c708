// SPDX-License-Identifier: MIT
// Loading a scenario document: the parts common to every ruleset, then the game's own.
#include "skedaddle/io/scenario.hpp"

#include <fmt/format.h>

#include <array>
#include <fstream>
#include <sstream>
#include <utility>

#include "json_reader.hpp"
#include "scenario_gcacw.hpp"
#include "scenario_gitm.hpp"
#include "scenario_gt.hpp"
#include "scenario_jacobite.hpp"

namespace skedaddle::io {

Result<LoadedScenario> load_scenario(std::string_view json_text) {
  using detail::Node;
  Errors parse_errors;
  const std::optional<detail::Json> doc = detail::parse_json(json_text, parse_errors);
  if (!doc) return parse_errors;

  detail::Reader r;
  const Node root{*doc, ""};
  if (!r.object(root, "a scenario object")) return r.take_errors(*doc);

  // A document of another version may mean anything by its other keys: report only that.
  const std::optional<Node> format =
      r.required(root, "format", fmt::format("\"{}\"", kScenarioFormat));
  if (format && (!format->value.is_string() ||
                 format->value.get_ref<const std::string&>() != kScenarioFormat)) {
    r.error(format->pointer,
            fmt::format("expected \"{}\" (the only scenario format this build reads), got {}",
                        kScenarioFormat, detail::describe(format->value)));
    if (format->value.is_string()) return r.take_errors(*doc);
  }
  r.object(root,
           {"format", "ruleset", "name", "description", "board", "table", "units", "divisions",
            "corps", "request", "options", "seed", "choices", "dice"},
           "a scenario object");

  LoadedScenario out;
  constexpr std::array<std::string_view, 5> ruleset_names = {"gcacw", "jacobite", "gitm", "rotd",
                                                             "grande-tactique"};
  std::optional<std::size_t> ruleset;
  if (const std::optional<Node> node = r.required(
          root, "ruleset", "\"gcacw\", \"jacobite\", \"gitm\", \"rotd\" or \"grande-tactique\"")) {
    ruleset = r.one_of(*node, {"gcacw", "jacobite", "gitm", "rotd", "grande-tactique"});
  }
  if (const std::optional<Node> name = r.member(root, "name")) {
    if (std::optional<std::string> text = r.string(*name)) out.name = std::move(*text);
  }
  if (const std::optional<Node> description = r.member(root, "description")) {
    if (std::optional<std::string> text = r.string(*description)) {
      out.description = std::move(*text);
    }
  }
  if (const std::optional<Node> seed = r.member(root, "seed")) out.seed = r.unsigned_integer(*seed);

  // The set of rulesets is closed; without a known one the rest cannot be read.
  if (ruleset == 0) {
    detail::read_gcacw(r, root, out);
    if (const std::optional<Node> dice = r.member(root, "dice")) {
      r.error(dice->pointer,
              "expected no \"dice\" for ruleset \"gcacw\" (GCACW retreats roll no dice)");
    }
  } else if (ruleset == 1) {
    detail::read_jacobite(r, root, out);
  } else if (ruleset == 2 || ruleset == 3) {
    detail::read_gitm(r, root, ruleset == 2 ? gitm::Variant::gitm : gitm::Variant::rotd, out);
  } else if (ruleset == 4) {
    detail::read_gt(r, root, out);
  }
  // Only Grande Tactique plays on a measured table with divisions and corps.
  if (ruleset && *ruleset != 4) {
    for (const std::string_view key : {"table", "divisions", "corps"}) {
      if (const std::optional<Node> node = r.member(root, key)) {
        r.error(node->pointer,
                fmt::format("expected no \"{}\" for ruleset \"{}\" (only \"grande-tactique\" "
                            "has a measured table, divisions and corps)",
                            key, ruleset_names[*ruleset]));
      }
    }
  }
  // Present, even empty, the list is the whole script: "dice": [] draws no die (GI-8).
  out.dice_scripted = r.member(root, "dice").has_value();
  if (r.error_count() > 0) return r.take_errors(*doc);

  Errors game_errors = std::visit([](const auto& game) { return check(game); }, out.game);
  if (!game_errors.empty()) return game_errors;
  out.warnings = scenario_warnings(out.game);
  return out;
}

Result<LoadedScenario> load_scenario_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Errors{{"", fmt::format("cannot open scenario file \"{}\"", path)}};
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) return Errors{{"", fmt::format("cannot read scenario file \"{}\"", path)}};
  return load_scenario(text.str());
}

Dice dice_for(const LoadedScenario& scenario, std::uint64_t seed) {
  return scenario.dice_scripted ? Dice::scripted(scenario.dice) : Dice::seeded(seed);
}

std::optional<Refusal> refusal(const LoadedScenario& scenario) {
  return std::visit([](const auto& game) { return refusal(game); }, scenario.game);
}

std::string_view ruleset_name(const GameScenario& game) {
  struct Name {
    std::string_view operator()(const gcacw::Scenario&) const { return "gcacw"; }
    std::string_view operator()(const tricorne::Scenario&) const { return "jacobite"; }
    std::string_view operator()(const gitm::Scenario& s) const {
      return s.options.variant == gitm::Variant::gitm ? "gitm" : "rotd";
    }
    std::string_view operator()(const gt::Scenario&) const { return "grande-tactique"; }
  };
  return std::visit(Name{}, game);
}

}  // namespace skedaddle::io
