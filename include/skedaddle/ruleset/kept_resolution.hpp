// SPDX-License-Identifier: MIT
// One checked scenario resolved again and again with one chooser, keeping what it can between
// runs: the odds resolve every way of the dice through one (Ruleset::kept_resolution).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "skedaddle/core/error.hpp"
#include "skedaddle/dice/dice.hpp"
#include "skedaddle/odds/fates.hpp"

namespace skedaddle {

/// Resolves one checked scenario again and again, each run with the dice it is given and the
/// same chooser started afresh, keeping its storage between runs (a game's Resolution, its
/// outcome, a reused option tree). Each run's outcome and errors are those of
/// Ruleset::resolve_checked() with the same chooser definition and dice. Not for two threads at
/// once (one per thread).
class KeptResolution {
 public:
  virtual ~KeptResolution() = default;
  /// Resolves the request with `dice`; the errors of the run (a recorded choice that does not
  /// fit, scripted dice that fail), as resolve_checked() gives them.
  [[nodiscard]] virtual Errors run(Dice& dice) = 0;
  /// Resolves the next way of an enumeration, as run() does: `dice` are enumerating dice,
  /// rewound, whose plan's last way this resolution ran last, with success, by run_next_way();
  /// the way to come shares its first `shared` points with it (ChancePlan::shared()). A game that
  /// kept its state at a place the last way passed with at most `shared` points met may go on
  /// from there (GITM/ROTD: from the last unit's fall back it reached), if its runs consult no
  /// chooser (whose picks the odds see from a run's start); the default runs from the start.
  [[nodiscard]] virtual Errors run_next_way(Dice& dice, std::size_t /*shared*/) {
    return run(dice);
  }
  /// The fates of the last run that succeeded, as Ruleset::fates() gives them, written over
  /// `out` (the storage of its entries and strings reused).
  virtual void fates(Fates& out) const = 0;
  /// Appends to `out` one number per unit that fates() lists for the last run, in its order,
  /// such that equal numbers on two runs of this request are equal unit fates (so the odds find
  /// a way's group without writing its text); false, nothing appended, when the game gives none
  /// or the fates have scores.
  virtual bool fate_codes(std::vector<std::uint64_t>& /*out*/) const { return false; }
  /// Writes over `out` (its strings' storage reused) the unit fate that fates() lists at
  /// `listed` (from 0; fewer than it lists) for the last run, as fates() writes it, so that the
  /// odds write only the unit fate of a code not met before. The default writes the whole fates.
  virtual void unit_fate(std::size_t listed, UnitFate& out) const;
};

}  // namespace skedaddle
