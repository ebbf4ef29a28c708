// SPDX-License-Identifier: MIT
// The storage of an odds walk, kept by a caller that takes odds many times (an AI's search):
// the next walk writes over it instead of allocating its own.
#pragma once

#include <memory>

#include "skedaddle/core/error.hpp"

namespace skedaddle {

namespace io {
struct LoadedScenario;
}  // namespace io
struct OddsSettings;
struct OddsTable;

namespace odds_table {
struct WalkStorage;
}  // namespace odds_table

/// Storage that enumerate_odds(scenario, settings, workspace, out) keeps from one call to the
/// next (the grouping of the ways, the fates of a way); it holds nothing a later call can see.
/// For one thread at a time: two threads taking odds at once need a workspace each.
class OddsWorkspace {
 public:
  /// An empty workspace: the first call through it allocates what it needs.
  OddsWorkspace();
  /// Frees the storage kept.
  ~OddsWorkspace();
  /// Takes `other`'s storage, leaving it empty (usable again).
  OddsWorkspace(OddsWorkspace&& other) noexcept;
  /// Frees this storage and takes `other`'s, leaving it empty (usable again).
  OddsWorkspace& operator=(OddsWorkspace&& other) noexcept;
  OddsWorkspace(const OddsWorkspace&) = delete;
  OddsWorkspace& operator=(const OddsWorkspace&) = delete;

 private:
  friend Errors enumerate_odds(const io::LoadedScenario& scenario, const OddsSettings& settings,
                               OddsWorkspace& workspace, OddsTable& out);
  /// The storage, made when the workspace has none (a new one, or one moved from).
  odds_table::WalkStorage& storage();

  std::unique_ptr<odds_table::WalkStorage> storage_;
};

}  // namespace skedaddle
