// SPDX-License-Identifier: MIT
// Writes an outcome's fates over a kept Fates, entry by entry, so that the odds, which write
// every way's fates into one, reuse its vectors' and strings' storage instead of allocating.
#pragma once

#include <cstddef>
#include <string_view>

#include "skedaddle/odds/fates.hpp"

namespace skedaddle {

/// Writes fates over `out`'s entries in order; finish() drops the entries left over from
/// before. What it writes equals a Fates built anew with the same entries.
class FatesWriter {
 public:
  /// Writes over `out`, which must outlive the writer.
  explicit FatesWriter(Fates& out) : out_(out) {}
  /// The next unit's entry: its id `unit`, its fate cleared for the caller to write, no
  /// strength lost, no place.
  UnitFate& unit(std::string_view unit);
  /// The next score's entry: its name cleared for the caller to write, its value `value`.
  FateScore& score(int value);
  /// Drops the entries not written over: `out` holds exactly what was written.
  void finish();

 private:
  Fates& out_;
  std::size_t units_ = 0;   // unit entries written
  std::size_t scores_ = 0;  // score entries written
};

}  // namespace skedaddle
