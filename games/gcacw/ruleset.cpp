// SPDX-License-Identifier: MIT
// GCACW rule 7.6 as the rest of skedaddle sees it: its scenarios, retreat tree, outcome and
// picture behind the Ruleset interface.
#include <array>
#include <memory>
#include <utility>

#include "gcacw/io/charts_text.hpp"
#include "gcacw/io/scenario.hpp"
#include "gcacw/rules/decision.hpp"
#include "skedaddle/gcacw/io.hpp"
#include "skedaddle/gcacw/notation.hpp"
#include "skedaddle/gcacw/rules.hpp"
#include "skedaddle/gcacw/svg.hpp"
#include "skedaddle/ruleset/ruleset_of.hpp"

namespace skedaddle::gcacw {
namespace {

constexpr std::array<std::string_view, 1> kNames = {"gcacw"};
constexpr std::array<std::string_view, 6> kKeys = {"board",   "units",   "request",
                                                   "options", "choices", "dice"};

/// The odds' ways (a random chooser's picks): one retreat tree rebuilt in place and one
/// chooser started afresh each run; GCACW rolls no dice.
class KeptGcacwResolution final : public KeptResolution {
 public:
  KeptGcacwResolution(const io::LoadedScenario& scenario, const Checked<Scenario>& checked,
                      const ChooserDef& chooser)
      : scenario_(scenario), checked_(checked), chooser_(chooser) {}
  Errors run(Dice& /*dice*/) override {
    chooser_.restart();
    Result<Outcome> outcome = resolve(checked_, chooser_, tree_);
    if (!outcome.ok()) return outcome.errors();
    outcome_ = std::move(outcome).value();
    return {};
  }
  void fates(Fates& out) const override { io::fates(scenario_, outcome_, out); }

 private:
  const io::LoadedScenario& scenario_;
  const Checked<Scenario>& checked_;
  Chooser chooser_;
  RetreatTree tree_;
  Outcome outcome_;
};

class GcacwRuleset final : public RulesetOf<Scenario, Outcome> {
 public:
  std::span<const std::string_view> names() const override { return kNames; }
  std::string_view summary() const override {
    return "Great Campaigns of the American Civil War, rule 7.6: retreat priority charts on a hex "
           "map";
  }
  std::span<const std::string_view> keys() const override { return kKeys; }
  bool rolls_dice() const override { return false; }
  void read(io::detail::Reader& reader, const io::detail::Node& root, std::string_view,
            io::LoadedScenario& out) const override {
    io::detail::read_gcacw(reader, root, out);
  }
  Warnings warnings(const io::LoadedScenario& s) const override {
    return io::detail::gcacw_warnings(game(s));
  }
  std::string_view name(const io::LoadedScenario&) const override { return kNames[0]; }
  std::function<std::string(const Place&)> place_names(const io::LoadedScenario& s) const override {
    const OffsetSystem system = game(s).board.grid().system();
    return
        [system](const Place& place) { return io::gcacw_hex_label(std::get<Hex>(place), system); };
  }

  // The option tree, or the error that refuses a tree too large to show.
  Errors write_options(const io::LoadedScenario& s, const OptionsView& view,
                       const Sink& sink) const override {
    RetreatTree tree;
    if (Errors errors = tree.build(game(s)); !errors.empty()) return errors;
    if (tree.too_large()) return Errors{too_large_error()};
    if (view.form == Form::json) {
      io::write_options_json(s, tree, sink);
      return {};
    }
    sink(options_in(s, tree, view));
    return {};
  }
  Result<OptionsSummary> options_summary(const io::LoadedScenario& s) const override {
    RetreatTree tree;
    if (Errors errors = tree.build(game(s)); !errors.empty()) return errors;
    if (tree.too_large()) return Errors{too_large_error()};
    return summary_in(s, tree);
  }
  // With a script, every recorded choice must be used (resolve checks).
  // GCACW rule 7.6 rolls no dice.
  Result<AnyOutcome> resolve(const io::LoadedScenario& s, const ChooserDef& def,
                             Dice& /*dice*/) const override {
    Chooser chooser(def);
    return erased(gcacw::resolve(game(s), chooser));
  }
  Result<AnyOutcome> resolve_checked(const AnyChecked& checked, const ChooserDef& def,
                                     Dice& /*dice*/) const override {
    Chooser chooser(def);
    RetreatTree tree;
    return erased(gcacw::resolve(checked_game(checked), chooser, tree));
  }
  std::unique_ptr<KeptResolution> kept_resolution(const io::LoadedScenario& s,
                                                  const AnyChecked& checked,
                                                  const ChooserDef& def) const override {
    return std::make_unique<KeptGcacwResolution>(s, checked_game(checked), def);
  }
  // Each option's ways and ends at a later retreat step, from the subtree of the retreat tree
  // (the summary's count), not by resolving every way.
  std::optional<std::vector<OptionWays>> option_ways(
      const io::LoadedScenario& /*s*/, const AnyChecked& checked, const Decision& pending,
      std::span<const std::size_t> answers) const override {
    RetreatTree tree;
    tree.build(checked_game(checked));
    return ways_at(tree, pending, answers);
  }
  // The chart rows of GC-7 (docs/rules/gcacw-charts.md).
  std::optional<Result<std::string>> explain_part(std::string_view ruling,
                                                  std::string_view part) const override {
    if (ruling != io::detail::kChartsRuling) return std::nullopt;
    return io::detail::chart_part_text(part);
  }
  Result<std::string> svg(const io::LoadedScenario& s, const RenderView& view,
                          const AnyOutcome* outcome) const override {
    RetreatTree tree;
    svg::GcacwLayers layers;
    layers.crop = !view.whole;
    layers.odds = view.odds;
    if (view.options) {
      if (Errors errors = tree.build(game(s)); !errors.empty()) return errors;
      // A tree cut short at kMaxTreeNodes would mislead (and weigh a hundred megabytes).
      if (!tree.too_large()) layers.tree = &tree;
    }
    layers.outcome = typed(outcome);
    return svg::gcacw_svg(s, game(s), layers);
  }
};

}  // namespace

const Ruleset& ruleset() {
  static const GcacwRuleset instance;
  return instance;
}

}  // namespace skedaddle::gcacw
