// SPDX-License-Identifier: MIT
// What an odds walk writes into as it goes, kept in an OddsWorkspace between calls.
#pragma once

#include <cstdint>
#include <vector>

#include "odds/fate_groups.hpp"
#include "skedaddle/odds/fates.hpp"

namespace skedaddle::odds_table {

/// The storage of one odds walk: written over by the next walk, never read before it is.
struct WalkStorage {
  FateGroups groups;                 ///< the ways grouped by fates (cleared at each walk)
  Fates way_fates;                   ///< the fates of the way just run
  std::vector<std::uint64_t> codes;  ///< the codes of the way's units' fates
};

}  // namespace skedaddle::odds_table
