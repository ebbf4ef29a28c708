// SPDX-License-Identifier: MIT
// GITM and ROTD as the rest of skedaddle sees them: one engine, two "ruleset" names (the
// Variant), behind the Ruleset interface. The game program makes every choice, from the dice.
#include <array>
#include <cstdint>
#include <memory>
#include <utility>

#include "gitm/io/names.hpp"
#include "gitm/io/scenario.hpp"
#include "skedaddle/core/resolvable.hpp"
#include "skedaddle/gitm/io.hpp"
#include "skedaddle/gitm/notation.hpp"
#include "skedaddle/gitm/rules.hpp"
#include "skedaddle/gitm/svg.hpp"
#include "skedaddle/ruleset/ruleset_of.hpp"

namespace skedaddle::gitm {
namespace {

constexpr std::array<std::string_view, 2> kNames = {"gitm", "rotd"};
constexpr std::array<std::string_view, 6> kKeys = {"board",   "units", "request",
                                                   "options", "dice",  "choices"};

/// The odds' ways: one Resolution (its outcome kept, only the units a run changed put back).
/// No owner decides, so no chooser.
class KeptGitmResolution final : public KeptResolution {
 public:
  KeptGitmResolution(const io::LoadedScenario& scenario, const Checked<Scenario>& checked)
      : scenario_(scenario), resolution_(checked) {}
  Errors run(Dice& dice) override { return resolution_.run(dice); }
  Errors run_next_way(Dice& dice, std::size_t shared) override {
    return resolution_.run_next_way(dice, shared);
  }
  void fates(Fates& out) const override { io::fates(scenario_, resolution_.outcome(), out); }
  bool fate_codes(std::vector<std::uint64_t>& out) const override {
    return io::fate_codes(scenario_, resolution_.outcome(), out);
  }
  void unit_fate(std::size_t listed, UnitFate& out) const override {
    io::unit_fate(scenario_, resolution_.outcome(), listed, out);
  }

 private:
  const io::LoadedScenario& scenario_;
  Resolution resolution_;
};

class GitmRuleset final : public RulesetOf<Scenario, Outcome> {
 public:
  std::span<const std::string_view> names() const override { return kNames; }
  std::string_view summary() const override {
    return "GITM and ROTD: retreats, routs and fall backs drawn from the dice";
  }
  std::span<const std::string_view> keys() const override { return kKeys; }
  void read(io::detail::Reader& reader, const io::detail::Node& root, std::string_view name,
            io::LoadedScenario& out) const override {
    io::detail::read_gitm(reader, root, name == "gitm" ? Variant::gitm : Variant::rotd, out);
  }
  std::string_view name(const io::LoadedScenario& s) const override {
    return io::detail::gitm_variant_name(game(s).options.variant);
  }
  std::function<std::string(const Place&)> place_names(const io::LoadedScenario&) const override {
    return [](const Place& place) { return io::gitm_square_label(std::get<Square>(place)); };
  }

  // The directions, distances and strategic moves the dice may give.
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
    return erased(gitm::resolve(game(s), dice));
  }
  Result<AnyOutcome> resolve_checked(const AnyChecked& checked, const ChooserDef& /*def*/,
                                     Dice& dice) const override {
    return erased(gitm::resolve(checked_game(checked), dice));
  }
  std::unique_ptr<KeptResolution> kept_resolution(const io::LoadedScenario& s,
                                                  const AnyChecked& checked,
                                                  const ChooserDef& /*def*/) const override {
    return std::make_unique<KeptGitmResolution>(s, checked_game(checked));
  }
  Result<std::string> svg(const io::LoadedScenario& s, const RenderView& view,
                          const AnyOutcome* outcome) const override {
    if (view.options) {
      if (Errors errors = check_resolvable(game(s)); !errors.empty()) return errors;
    }
    svg::GitmLayers layers;
    layers.options = view.options;
    layers.crop = !view.whole;
    layers.odds = view.odds;
    layers.outcome = typed(outcome);
    return svg::gitm_svg(s, game(s), layers);
  }
};

}  // namespace

const Ruleset& ruleset() {
  static const GitmRuleset instance;
  return instance;
}

}  // namespace skedaddle::gitm
