// SPDX-License-Identifier: MIT
// Grande Tactique as the rest of skedaddle sees it: its measured table, flights, outcome and
// picture behind the Ruleset interface. The rules leave no choice to a player: the dice decide.
#include <array>
#include <memory>
#include <utility>

#include "grande_tactique/io/names.hpp"
#include "grande_tactique/io/scenario.hpp"
#include "skedaddle/core/resolvable.hpp"
#include "skedaddle/grande_tactique/io.hpp"
#include "skedaddle/grande_tactique/rules.hpp"
#include "skedaddle/grande_tactique/svg.hpp"
#include "skedaddle/ruleset/ruleset_of.hpp"

namespace skedaddle::grande_tactique {
namespace {

constexpr std::array<std::string_view, 1> kNames = {"grande-tactique"};
constexpr std::array<std::string_view, 9> kKeys = {
    "board", "table", "units", "divisions", "corps", "request", "options", "dice", "choices"};

/// The odds' ways: one Resolution (its outcome kept, only the units a run changed put back).
/// No owner decides, so no chooser.
class KeptGrandeTactiqueResolution final : public KeptResolution {
 public:
  KeptGrandeTactiqueResolution(const io::LoadedScenario& scenario, const Checked<Scenario>& checked)
      : scenario_(scenario), resolution_(checked) {}
  Errors run(Dice& dice) override { return resolution_.run(dice); }
  void fates(Fates& out) const override { io::fates(scenario_, resolution_.outcome(), out); }

 private:
  const io::LoadedScenario& scenario_;
  Resolution resolution_;
};

class GrandeTactiqueRuleset final : public RulesetOf<Scenario, Outcome> {
 public:
  std::span<const std::string_view> names() const override { return kNames; }
  std::string_view summary() const override {
    return "Grande Tactique: flight on a measured table, in inches";
  }
  std::span<const std::string_view> keys() const override { return kKeys; }
  void read(io::detail::Reader& reader, const io::detail::Node& root, std::string_view,
            io::LoadedScenario& out) const override {
    io::detail::read_grande_tactique(reader, root, out);
  }
  std::string_view name(const io::LoadedScenario&) const override { return kNames[0]; }
  std::function<std::string(const Place&)> place_names(const io::LoadedScenario&) const override {
    return [](const Place& place) { return io::detail::gt_point(std::get<Vec2>(place)); };
  }

  // Each way of flight GT-4 would try, with its verdict.
  Errors write_options(const io::LoadedScenario& s, const OptionsView& view,
                       const Sink& sink) const override {
    if (Errors errors = check_resolvable(game(s)); !errors.empty()) return errors;
    sink(options_in(s, game(s), view));
    return {};
  }
  Result<OptionsSummary> options_summary_without_chances(
      const io::LoadedScenario& s) const override {
    if (Errors errors = check_resolvable(game(s)); !errors.empty()) return errors;
    return summary_without_chances_in(s, game(s));
  }
  // No owner decides: the dice and the rules do.
  Result<AnyOutcome> resolve(const io::LoadedScenario& s, const ChooserDef& /*def*/,
                             Dice& dice) const override {
    return erased(grande_tactique::resolve(game(s), dice));
  }
  Result<AnyOutcome> resolve_checked(const AnyChecked& checked, const ChooserDef& /*def*/,
                                     Dice& dice) const override {
    return erased(grande_tactique::resolve(checked_game(checked), dice));
  }
  std::unique_ptr<KeptResolution> kept_resolution(const io::LoadedScenario& s,
                                                  const AnyChecked& checked,
                                                  const ChooserDef& /*def*/) const override {
    return std::make_unique<KeptGrandeTactiqueResolution>(s, checked_game(checked));
  }
  Result<std::string> svg(const io::LoadedScenario& s, const RenderView& view,
                          const AnyOutcome* outcome) const override {
    if (view.options) {
      if (Errors errors = check_resolvable(game(s)); !errors.empty()) return errors;
    }
    svg::GrandeTactiqueLayers layers;
    layers.options = view.options;
    layers.crop = !view.whole;
    layers.odds = view.odds;
    layers.outcome = typed(outcome);
    return svg::grande_tactique_svg(s, game(s), layers);
  }
};

}  // namespace

const Ruleset& ruleset() {
  static const GrandeTactiqueRuleset instance;
  return instance;
}

}  // namespace skedaddle::grande_tactique
