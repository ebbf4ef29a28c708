// SPDX-License-Identifier: MIT
// The kept resolution of a game without a reusable one: resolve_checked() and fates() on every
// run, as a program would call them; and a unit fate taken from the whole fates, for a game
// that writes no unit fate alone.
#include "skedaddle/ruleset/kept_resolution.hpp"

#include <memory>
#include <utility>

#include "skedaddle/ruleset/ruleset.hpp"

namespace skedaddle {
namespace {

/// Each run a plain resolve_checked(); the fates made from its outcome.
class PlainKeptResolution final : public KeptResolution {
 public:
  PlainKeptResolution(const Ruleset& ruleset, const io::LoadedScenario& scenario,
                      const AnyChecked& checked, ChooserDef chooser)
      : ruleset_(ruleset), scenario_(scenario), checked_(checked), chooser_(std::move(chooser)) {}
  Errors run(Dice& dice) override {
    Result<AnyOutcome> outcome = ruleset_.resolve_checked(checked_, chooser_, dice);
    if (!outcome.ok()) return outcome.errors();
    outcome_ = std::move(outcome).value();
    return {};
  }
  void fates(Fates& out) const override { out = ruleset_.fates(scenario_, outcome_); }

 private:
  const Ruleset& ruleset_;
  const io::LoadedScenario& scenario_;
  const AnyChecked& checked_;
  ChooserDef chooser_;
  AnyOutcome outcome_;
};

}  // namespace

void KeptResolution::unit_fate(std::size_t listed, UnitFate& out) const {
  Fates all;
  fates(all);
  out = std::move(all.units[listed]);
}

std::unique_ptr<KeptResolution> Ruleset::kept_resolution(const io::LoadedScenario& scenario,
                                                         const AnyChecked& checked,
                                                         const ChooserDef& chooser) const {
  return std::make_unique<PlainKeptResolution>(*this, scenario, checked, chooser);
}

}  // namespace skedaddle
