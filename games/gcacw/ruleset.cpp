// SPDX-License-Identifier: MIT
// GCACW rule 7.6 as the rest of skedaddle sees it: its scenarios, retreat tree, outcome and
// picture behind the Ruleset interface.
#include <any>
#include <array>
#include <memory>
#include <utility>

#include "gcacw/io/charts_text.hpp"
#include "gcacw/io/checked_summary.hpp"
#include "gcacw/io/options_json.hpp"
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

/// A scenario checked once, with its retreat tree built once: the tree depends on the scenario
/// alone, not on the choices, so every resolution of the checked scenario walks this one (a
/// step-wise resolution's every step, the figures at its decisions, its options summary, the
/// odds' ways). Read-only once made, shared by copies (a built tree may be read by many threads
/// at once).
struct CheckedRetreat {
  Checked<Scenario> scenario;
  std::shared_ptr<const RetreatTree> tree;
};

/// The retreat tree of a scenario that check_once() checked.
const RetreatTree& checked_tree(const AnyChecked& checked) {
  return *std::any_cast<const CheckedRetreat&>(checked).tree;
}

/// `def` with the game's spelling of choices, for the messages on a recorded choice that
/// does not fit; `game` outlives the chooser made from it.
ChooserDef spelling_choices(ChooserDef def, const Scenario& game) {
  def.choice_spelling = [&game](const Option& option) { return io::choice_json(game, option); };
  return def;
}

/// The odds' ways (a random chooser's picks): the checked scenario's one retreat tree walked by
/// a chooser started afresh each run, into a kept Resolution's outcome; GCACW rolls no dice.
class KeptGcacwResolution final : public KeptResolution {
 public:
  KeptGcacwResolution(const io::LoadedScenario& scenario, const CheckedRetreat& checked,
                      const ChooserDef& chooser)
      : scenario_(scenario),
        resolution_(checked.scenario, checked.tree),
        chooser_(spelling_choices(chooser, io::game_of<Scenario>(scenario))) {}
  Errors run(Dice& /*dice*/) override {
    chooser_.restart();
    return resolution_.run(chooser_);
  }
  void fates(Fates& out) const override { io::fates(scenario_, resolution_.outcome(), out); }

 private:
  const io::LoadedScenario& scenario_;
  Resolution resolution_;
  Chooser chooser_;
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
    if (view.form == Form::json) return io::write_gcacw_options_json(s, sink);
    RetreatTree tree;
    if (Errors errors = tree.build(game(s)); !errors.empty()) return errors;
    if (tree.too_large()) return Errors{too_large_error()};
    sink(options_in(s, tree, view));
    return {};
  }
  Result<OptionsSummary> options_summary_without_chances(
      const io::LoadedScenario& s) const override {
    RetreatTree tree;
    if (Errors errors = tree.build(game(s)); !errors.empty()) return errors;
    if (tree.too_large()) return Errors{too_large_error()};
    return summary_without_chances_in(s, tree);
  }
  // The summary from the tree the check built (check_once), not from a new one.
  Result<OptionsSummary> checked_options_summary_without_chances(
      const io::LoadedScenario& s, const AnyChecked& checked) const override {
    const RetreatTree& tree = checked_tree(checked);
    if (tree.too_large()) return Errors{too_large_error()};
    return io::detail::checked_options_summary(s, tree);
  }
  // The game checked, and its retreat tree built, once for every resolution of it.
  Result<AnyChecked> check_once(const io::LoadedScenario& s) const override {
    Result<Checked<Scenario>> checked = Checked<Scenario>::check(game(s));
    if (!checked.ok()) return checked.errors();
    auto tree = std::make_shared<RetreatTree>();
    tree->build(checked.value());
    return AnyChecked(CheckedRetreat{std::move(checked).value(), std::move(tree)});
  }
  std::any checked_game_any(const AnyChecked& checked) const override {
    return std::any_cast<const CheckedRetreat&>(checked).scenario;
  }
  // With a script, every recorded choice must be used (resolve checks).
  // GCACW rule 7.6 rolls no dice.
  Result<AnyOutcome> resolve(const io::LoadedScenario& s, const ChooserDef& def,
                             Dice& /*dice*/) const override {
    Chooser chooser(spelling_choices(def, game(s)));
    return erased(gcacw::resolve(game(s), chooser));
  }
  Result<AnyOutcome> resolve_checked(const AnyChecked& checked, const ChooserDef& def,
                                     Dice& /*dice*/) const override {
    Chooser chooser(spelling_choices(def, *std::any_cast<const CheckedRetreat&>(checked).scenario));
    return erased(resolve_built(checked_tree(checked), chooser));
  }
  std::unique_ptr<KeptResolution> kept_resolution(const io::LoadedScenario& s,
                                                  const AnyChecked& checked,
                                                  const ChooserDef& def) const override {
    return std::make_unique<KeptGcacwResolution>(s, std::any_cast<const CheckedRetreat&>(checked),
                                                 def);
  }
  // Each option's ways and ends at a later retreat step, from the subtree of the checked
  // scenario's retreat tree (the summary's count), not by resolving every way.
  std::optional<std::vector<OptionWays>> option_ways(
      const io::LoadedScenario& /*s*/, const AnyChecked& checked, const Decision& pending,
      std::span<const std::size_t> answers) const override {
    return ways_at(checked_tree(checked), pending, answers);
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
