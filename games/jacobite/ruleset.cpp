// SPDX-License-Identifier: MIT
// Jacobite Rising as the rest of skedaddle sees it: its scenarios, preview, outcome and picture
// behind the Ruleset interface.
#include <array>
#include <memory>
#include <optional>
#include <utility>

#include "jacobite/io/scenario.hpp"
#include "skedaddle/jacobite/io.hpp"
#include "skedaddle/jacobite/notation.hpp"
#include "skedaddle/jacobite/rules.hpp"
#include "skedaddle/jacobite/svg.hpp"
#include "skedaddle/ruleset/ruleset_of.hpp"

namespace skedaddle::jacobite {
namespace {

constexpr std::array<std::string_view, 1> kNames = {"jacobite"};
constexpr std::array<std::string_view, 6> kKeys = {"board",   "units", "request",
                                                   "options", "dice",  "choices"};

/// `def` with the game's spelling of choices, for the messages on a recorded choice that
/// does not fit; `game` outlives the chooser made from it.
ChooserDef spelling_choices(ChooserDef def, const Scenario& game) {
  def.choice_spelling = [&game](const Option& option) { return io::choice_json(game, option); };
  return def;
}

/// The odds' ways: one Resolution (its field, storage and outcome kept) and one chooser,
/// started afresh each run.
class KeptJacobiteResolution final : public KeptResolution {
 public:
  KeptJacobiteResolution(const io::LoadedScenario& scenario, const Checked<Scenario>& checked,
                         const ChooserDef& chooser)
      : scenario_(scenario), resolution_(checked), chooser_(spelling_choices(chooser, *checked)) {}
  Errors run(Dice& dice) override {
    chooser_.restart();
    return resolution_.run(dice, chooser_);
  }
  void fates(Fates& out) const override { io::fates(scenario_, resolution_.outcome(), out); }

 private:
  const io::LoadedScenario& scenario_;
  Resolution resolution_;
  Chooser chooser_;
};

class JacobiteRuleset final : public RulesetOf<Scenario, Outcome> {
 public:
  std::span<const std::string_view> names() const override { return kNames; }
  std::string_view summary() const override {
    return "Commands & Colors Tricorne: Jacobite Rising: flags, rally checks, lone leaders";
  }
  std::span<const std::string_view> keys() const override { return kKeys; }
  void read(io::detail::Reader& reader, const io::detail::Node& root, std::string_view,
            io::LoadedScenario& out) const override {
    io::detail::read_jacobite(reader, root, out);
  }
  std::string_view name(const io::LoadedScenario&) const override { return kNames[0]; }
  std::function<std::string(const Place&)> place_names(const io::LoadedScenario& s) const override {
    const OffsetSystem system = game(s).board.grid().system();
    return [system](const Place& place) {
      return io::jacobite_hex_label(std::get<Hex>(place), system);
    };
  }

  // A rally order (JR-7) picks a unit: named by its id, as the trace names it.
  std::string option_name(const io::LoadedScenario& s, const Option& option) const override {
    const std::vector<Unit>& units = game(s).units;
    if (option.kind == OptionKind::pick && option.value >= 0 &&
        static_cast<std::size_t>(option.value) < units.size()) {
      return units[static_cast<std::size_t>(option.value)].id;
    }
    return RulesetOf::option_name(s, option);
  }

  // What the owner may decide before any die is rolled.
  Errors write_options(const io::LoadedScenario& s, const OptionsView& view,
                       const Sink& sink) const override {
    Result<Preview> previewed = preview(game(s));
    if (!previewed.ok()) return previewed.errors();
    const Preview& p = previewed.value();
    if (view.form == Form::json) {
      io::write_options_json(s, p, sink);
      return {};
    }
    sink(options_in(s, p, view));
    return {};
  }
  Result<OptionsSummary> options_summary_without_chances(
      const io::LoadedScenario& s) const override {
    Result<Preview> previewed = preview(game(s));
    if (!previewed.ok()) return previewed.errors();
    return summary_without_chances_in(s, previewed.value());
  }
  Result<AnyOutcome> resolve(const io::LoadedScenario& s, const ChooserDef& def,
                             Dice& dice) const override {
    Chooser chooser(spelling_choices(def, game(s)));
    return erased(jacobite::resolve(game(s), dice, chooser));
  }
  Result<AnyOutcome> resolve_checked(const AnyChecked& checked, const ChooserDef& def,
                                     Dice& dice) const override {
    Chooser chooser(spelling_choices(def, *checked_game(checked)));
    return erased(jacobite::resolve(checked_game(checked), dice, chooser));
  }
  std::unique_ptr<KeptResolution> kept_resolution(const io::LoadedScenario& s,
                                                  const AnyChecked& checked,
                                                  const ChooserDef& def) const override {
    return std::make_unique<KeptJacobiteResolution>(s, checked_game(checked), def);
  }
  Result<std::string> svg(const io::LoadedScenario& s, const RenderView& view,
                          const AnyOutcome* outcome) const override {
    std::optional<Result<Preview>> previewed;
    svg::JacobiteLayers layers;
    layers.crop = !view.whole;
    layers.odds = view.odds;
    if (view.options) {
      previewed.emplace(preview(game(s)));
      if (!previewed->ok()) return previewed->errors();
      layers.preview = &previewed->value();
    }
    layers.outcome = typed(outcome);
    return svg::jacobite_svg(s, game(s), layers);
  }
};

}  // namespace

const Ruleset& ruleset() {
  static const JacobiteRuleset instance;
  return instance;
}

}  // namespace skedaddle::jacobite
