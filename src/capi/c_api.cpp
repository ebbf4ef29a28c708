// SPDX-License-Identifier: MIT
// The C interface (skedaddle/c_api.h): each verb reads its settings strictly (every problem at
// its JSON pointer), asks the facade, and answers with the bytes the command line prints.
#include "skedaddle/c_api.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "capi/call.hpp"
#include "capi/step.hpp"
#include "capi/verify.hpp"
#include "skedaddle/core/rulings.hpp"
#include "skedaddle/io/rulings.hpp"
#include "skedaddle/skedaddle.hpp"

namespace skedaddle::capi {
namespace {

using io::detail::Json;
using io::detail::Node;

/// The answer of a verb whose work failed: its errors, located in the scenario.
Answer scenario_errors(const Errors& errors) {
  return Answer{SKD_BAD_INPUT, errors_json("scenario", errors)};
}

/// A document or text the facade gave, or its errors.
Answer facade_answer(const Result<std::string>& result, bool refused) {
  if (!result.ok()) return scenario_errors(result.errors());
  return Answer{refused ? SKD_REFUSED : SKD_OK, result.value()};
}

Answer answer_validate(Call& /*call*/, const Scenario& scenario) {
  Json doc = {{"valid", true}, {"warnings", Json::array()}};
  for (const Warning& w : scenario.warnings())
    doc["warnings"].push_back({{"pointer", w.pointer}, {"message", w.message}});
  const std::optional<Refusal>& refusal = scenario.refusal();
  if (refusal) {
    doc["refused"] = {
        {"rule", refusal->rule}, {"reason", refusal->reason}, {"pointer", refusal->pointer}};
  } else if (const Result<Outcome> resolved = resolve(scenario); !resolved.ok()) {
    return scenario_errors(resolved.errors());  // a recorded choice or die that does not fit
  }
  return Answer{refusal ? SKD_REFUSED : SKD_OK,
                doc.dump(-1, ' ', false, Json::error_handler_t::replace)};
}

Answer answer_options(Call& call, const Scenario& scenario) {
  OptionsView view{.form = call.form()};
  if (const std::optional<Node> node = call.reader.member(call.root(), "tree")) {
    view.tree = call.reader.boolean(*node).value_or(false);
  }
  if (const std::optional<Node> node = call.reader.member(call.root(), "depth")) {
    view.depth = call.reader.integer(*node, 0, kMaxOptionsDepth);
  }
  if (call.reader.error_count() > 0) return call.bad_settings();
  return facade_answer(options(scenario, view), scenario.refusal().has_value());
}

Answer answer_resolve(Call& call, const Scenario& scenario) {
  const Form form = call.form();
  const ResolveSettings settings = call.resolve_settings();
  if (call.reader.error_count() > 0) return call.bad_settings();
  const Result<Outcome> outcome = resolve(scenario, settings);
  if (!outcome.ok()) {
    // Dice in the settings stand for the scenario's: what is wrong with them is the settings'.
    const Errors& errors = outcome.errors();
    const bool given_dice = settings.dice && std::all_of(errors.begin(), errors.end(), [](auto& e) {
                              return e.pointer.starts_with("/dice");
                            });
    return Answer{SKD_BAD_INPUT, errors_json(given_dice ? "settings" : "scenario", errors)};
  }
  return Answer{outcome.value().refused() ? SKD_REFUSED : SKD_OK,
                form == Form::json ? outcome.value().json() : outcome.value().text()};
}

Answer answer_odds(Call& call, const Scenario& scenario) {
  const Form form = call.form();
  bool per_option = false;
  if (const std::optional<Node> node = call.reader.member(call.root(), "per_option")) {
    per_option = call.reader.boolean(*node).value_or(false);
  }
  const OddsSettings settings = call.odds_settings();
  if (call.reader.error_count() > 0) return call.bad_settings();
  const Result<Odds> odds_of =
      per_option ? odds_per_option(scenario, settings) : odds(scenario, settings);
  if (!odds_of.ok()) return scenario_errors(odds_of.errors());
  return Answer{odds_of.value().refused() ? SKD_REFUSED : SKD_OK,
                form == Form::json ? odds_of.value().json() : odds_of.value().text()};
}

/// As `skedaddle render`: with "odds" neither the tree nor the resolved path (and no seed); a
/// refused request draws the position alone.
Answer answer_render(Call& call, const Scenario& scenario) {
  const auto flag = [&](std::string_view key, bool otherwise) {
    const std::optional<Node> node = call.reader.member(call.root(), key);
    return node ? call.reader.boolean(*node).value_or(otherwise) : otherwise;
  };
  const bool drawn_odds = flag("odds", false);
  const bool tree = flag("options", true) && !drawn_odds;
  const bool resolved = flag("resolve", true) && !drawn_odds;
  const bool whole = flag("whole", false);
  // The chooser is the resolution's, or with "odds" the odds'.
  ResolveSettings settings;
  OddsSettings odds_settings;
  if (drawn_odds) {
    odds_settings = call.odds_settings();
    if (call.reader.member(call.root(), "seed")) {
      call.reader.error("/seed", "expected no seed with \"odds\": the odds take every way");
    }
  } else {
    settings = call.resolve_settings();
    if (call.reader.member(call.root(), "max_resolves")) {
      call.reader.error("/max_resolves", "applies only with \"odds\": true");
    }
  }
  if (call.reader.error_count() > 0) return call.bad_settings();
  const bool refused = scenario.refusal().has_value();
  std::optional<Outcome> outcome;
  if (resolved && !refused) {
    Result<Outcome> r = resolve(scenario, settings);
    if (!r.ok()) return scenario_errors(r.errors());
    outcome = std::move(r).value();
  }
  std::optional<Odds> table;
  if (drawn_odds && !refused) {
    Result<Odds> o = odds(scenario, odds_settings);
    if (!o.ok()) return scenario_errors(o.errors());
    table = std::move(o).value();
  }
  const RenderView view{.options = tree, .whole = whole, .odds = table ? &table->table() : nullptr};
  return facade_answer(render(scenario, outcome ? &*outcome : nullptr, view), refused);
}

/// `skedaddle explain --json [ID]`: one ruling, or every one without "id".
Answer answer_explain(Call& call) {
  std::vector<const Ruling*> chosen;
  if (const std::optional<Node> node = call.reader.member(call.root(), "id")) {
    if (const std::optional<std::string> id = call.reader.string(*node, true)) {
      if (const Ruling* ruling = find_ruling(*id)) {
        chosen.push_back(ruling);
      } else {
        call.reader.error(node->pointer, "expected a ruling id (GC-1, JR-7, ALL-3, ...), got " +
                                             io::detail::describe(node->value));
      }
    }
  } else {
    for (const Ruling& r : rulings())
      chosen.push_back(&r);
  }
  if (call.reader.error_count() > 0) return call.bad_settings();
  return Answer{SKD_OK, io::rulings_json(chosen)};
}

/// A verb that reads a scenario.
using ScenarioVerb = Answer (*)(Call&, const Scenario&);

struct VerbEntry {
  std::string_view name;
  std::vector<std::string_view> keys;  ///< the settings it takes
  ScenarioVerb answer;                 ///< null for explain, which reads no scenario
};

const std::vector<VerbEntry>& verbs() {
  static const std::vector<VerbEntry> kVerbs = {
      {"validate", {}, answer_validate},
      {"options", {"form", "tree", "depth"}, answer_options},
      {"resolve", {"form", "chooser", "seed", "dice"}, answer_resolve},
      {"odds", {"form", "per_option", "chooser", "max_resolves"}, answer_odds},
      {"render",
       {"options", "resolve", "whole", "odds", "chooser", "seed", "max_resolves"},
       answer_render},
      {"explain", {"id"}, nullptr},
      {"step",
       {"chance", "seed", "dice", "history", "svg", "figures", "odds", "per_option", "chooser",
        "max_resolves"},
       answer_step},
      {"verify", {"outcome", "form", "chooser", "seed", "no_dice", "choices"}, answer_verify},
  };
  return kVerbs;
}

Answer answer(std::string_view verb, std::string_view scenario_text,
              std::string_view settings_text) {
  const VerbEntry* entry = nullptr;
  std::vector<std::string_view> names;
  for (const VerbEntry& v : verbs()) {
    names.push_back(v.name);
    if (v.name == verb) entry = &v;
  }
  if (entry == nullptr) {
    return Answer{SKD_BAD_INPUT,
                  errors_json("verb", {{"", "expected " + io::detail::quoted_choice(names) +
                                                ", got \"" + std::string(verb) + "\""}})};
  }
  Call call;
  if (std::optional<Answer> bad = call.read(settings_text, entry->keys)) return *bad;
  if (entry->answer == nullptr) return answer_explain(call);
  const Result<Scenario> scenario = Scenario::parse(scenario_text);
  if (!scenario.ok()) return scenario_errors(scenario.errors());
  return entry->answer(call, scenario.value());
}

/// A copy of `text` on the heap for the caller (skd_free), or null when memory runs out.
char* heap_copy(const std::string& text) {
  char* out = static_cast<char*>(std::malloc(text.size() + 1));
  if (out != nullptr) std::memcpy(out, text.c_str(), text.size() + 1);
  return out;
}

}  // namespace
}  // namespace skedaddle::capi

extern "C" int skd_call(const char* verb, const char* scenario, const char* settings,
                        char** answer) {
  using namespace skedaddle;
  capi::Answer a;
  try {
    a = capi::answer(verb ? verb : "", scenario ? scenario : "", settings ? settings : "");
  } catch (const std::exception& e) {
    a = capi::Answer{SKD_INTERNAL,
                     capi::errors_json("", {{"", std::string("internal error: ") + e.what()}})};
  }
  if (answer != nullptr) *answer = capi::heap_copy(a.text);
  return a.status;
}

extern "C" void skd_free(char* answer) {
  std::free(answer);
}
