// SPDX-License-Identifier: MIT
// An outcome's request held to what the players agreed before turn: see agreement.hpp.
#include "facade/agreement.hpp"

#include <algorithm>
#include <limits>
#include <string>
#include <utility>

namespace skedaddle::detail {
namespace {

using io::detail::Json;

/// Where the request sits in an outcome.
constexpr std::string_view kRequestPointer = "/verification/request";

/// `value` as compact JSON text, for a Difference.
std::string agreed_text(const Json& value) {
  return value.dump(-1, ' ', false, Json::error_handler_t::replace);
}

/// The chooser `kind` as a request writes it.
Json chooser_json(std::optional<ChooserKind> kind) {
  return kind ? Json(std::string(chooser_name(*kind))) : Json(nullptr);
}

/// A part of the request that is not what was agreed: the outcome's value and the agreed one.
void differs_from_agreed(Verification& out, std::string part, std::string pointer,
                         const Json* recorded, const Json* agreed) {
  out.differences.push_back({std::move(part), std::move(pointer),
                             recorded ? agreed_text(*recorded) : "",
                             agreed ? agreed_text(*agreed) : "", ""});
}

/// True when two recorded choices take the same option, however their places were spelled.
bool same_choice(const ScriptedChoice& a, const ScriptedChoice& b) {
  return a.kind == b.kind && a.place == b.place && a.value == b.value;
}

/// The first place where the choices `taken` (the replay's) depart from the `agreed` ones:
/// another choice, an agreed choice not taken, or, where a program chose (`by_program`: its
/// choices are whatever whoever ran it picked), a choice beyond the agreed ones. The choices
/// a policy or the scenario's own script made after the agreed ones are the re-adjudication's
/// to check.
void check_choices(const ChoiceList& agreed, const ChoiceList& taken, bool by_program,
                   Verification& out) {
  const std::size_t common = std::min(agreed.read.size(), taken.read.size());
  for (std::size_t i = 0; i < common; ++i) {
    if (!same_choice(agreed.read[i], taken.read[i])) {
      differs_from_agreed(out, "agreed choices", "/replay/choices/" + std::to_string(i),
                          &taken.written[i], &agreed.written[i]);
      return;
    }
  }
  const std::string at = "/replay/choices/" + std::to_string(common);
  if (taken.read.size() < agreed.read.size()) {
    differs_from_agreed(out, "agreed choices", at, nullptr, &agreed.written[common]);
  } else if (taken.read.size() > agreed.read.size() && by_program) {
    differs_from_agreed(out, "agreed choices", at, &taken.written[common], nullptr);
  }
}

/// Why the request's seed drew nothing here, or "" when it drew the dice or a random pick.
std::string why_seed_drew_nothing(DiceSource dice, const io::Request& request) {
  if (dice == DiceSource::seed || request.chooser == ChooserKind::random ||
      request.fallback == ChooserKind::random) {
    return "";
  }
  const std::string no_pick = " and no random chooser picked";
  switch (dice) {
    case DiceSource::given:
      return "the dice were given with the request" + no_pick;
    case DiceSource::scenario:
      return "the scenario lists its dice" + no_pick;
    case DiceSource::none:
    case DiceSource::seed:
      break;
  }
  return "this game rolls no dice" + no_pick;
}

}  // namespace

Result<Scenario> with_choices(const Scenario& scenario, const Json& choices,
                              std::string_view purpose) {
  if (scenario.loaded().document.empty()) {
    return Errors{{"", "the scenario was built in code: there is no document to " +
                           std::string(purpose) + " in"}};
  }
  Json document = Json::parse(scenario.loaded().document);
  document["choices"] = choices;
  io::Limits unlimited;  // the scenario was read once already, under the caller's limits
  unlimited.input_bytes = std::numeric_limits<std::size_t>::max();
  unlimited.depth = io::kMaxDepthLimit;
  unlimited.string_bytes = unlimited.key_bytes = unlimited.units = unlimited.polygon_corners =
      unlimited.terrain_corners = std::numeric_limits<std::size_t>::max();
  return Scenario::parse(agreed_text(document), unlimited);
}

Result<ChoiceList> read_agreed_choices(const Scenario& scenario, std::string_view text,
                                       const io::Limits& limits) {
  Errors errors;
  std::optional<Json> list = io::detail::parse_json(text, limits, errors);
  if (!list) {
    for (Error& e : errors)
      e.pointer = "/choices" + e.pointer;
    return errors;
  }
  Result<Scenario> read = with_choices(scenario, *list, "read the agreed choices");
  if (!read.ok()) {
    errors = read.errors();
    for (Error& e : errors) {
      if (e.pointer.empty()) e.pointer = "/choices";  // the list itself
    }
    return errors;
  }
  return ChoiceList{std::move(*list), read.value().loaded().choices};
}

DiceSource dice_source(const Scenario& scenario, const io::Request& request) {
  if (request.dice) return DiceSource::given;
  if (scenario.loaded().dice_scripted) return DiceSource::scenario;
  return scenario.loaded().ruleset->rolls_dice() ? DiceSource::seed : DiceSource::none;
}

void check_agreement(const Agreement& agreed, const std::optional<ChoiceList>& agreed_choices,
                     const io::Request& request, const std::optional<ChoiceList>& taken,
                     bool refused, Verification& out) {
  const std::string at(kRequestPointer);
  if (agreed.chooser) {
    out.agreed.emplace_back("chooser");
    const Json recorded = chooser_json(request.chooser);
    const Json recorded_fallback = chooser_json(request.fallback);
    const Json chooser = chooser_json(agreed.chooser->kind);
    const Json fallback = chooser_json(agreed.chooser->fallback);
    if (recorded != chooser) {
      differs_from_agreed(out, "agreed chooser", at + "/chooser", &recorded, &chooser);
    }
    if (recorded_fallback != fallback) {
      differs_from_agreed(out, "agreed chooser", at + "/fallback", &recorded_fallback, &fallback);
    }
  }
  if (agreed.seed) {
    out.agreed.emplace_back("seed");
    if (request.seed != *agreed.seed) {
      const Json recorded = std::to_string(request.seed);
      const Json seed = std::to_string(*agreed.seed);
      differs_from_agreed(out, "agreed seed", at + "/seed", &recorded, &seed);
    }
    if (refused) {
      out.notes.emplace_back("the rules refuse the request (ALL-3): the agreed seed drew nothing");
    } else if (const std::string why = why_seed_drew_nothing(out.dice, request); !why.empty()) {
      out.notes.push_back("the agreed seed drew nothing here: " + why);
    }
  }
  if (agreed.no_dice) {
    out.agreed.emplace_back("dice");
    if (request.dice) {
      const Json recorded = *request.dice;
      const Json none(nullptr);
      differs_from_agreed(out, "agreed dice", at + "/dice", &recorded, &none);
    }
    if (out.dice == DiceSource::none) {
      out.notes.emplace_back("this game rolls no dice: no request can give any");
    }
  }
  if (agreed_choices) {
    out.agreed.emplace_back("choices");
    if (refused) {
      out.notes.emplace_back(
          "the rules refuse the request (ALL-3): no decision was taken, so the agreed choices "
          "were not needed");
    } else if (taken) {
      check_choices(*agreed_choices, *taken, request.chooser == ChooserKind::callback, out);
    }
  }
}

}  // namespace skedaddle::detail
