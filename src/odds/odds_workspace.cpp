// SPDX-License-Identifier: MIT
#include "skedaddle/odds/odds_workspace.hpp"

#include <utility>

#include "odds/walk_storage.hpp"

namespace skedaddle {

OddsWorkspace::OddsWorkspace() = default;
OddsWorkspace::~OddsWorkspace() = default;
OddsWorkspace::OddsWorkspace(OddsWorkspace&& other) noexcept = default;
OddsWorkspace& OddsWorkspace::operator=(OddsWorkspace&& other) noexcept = default;

odds_table::WalkStorage& OddsWorkspace::storage() {
  if (!storage_) storage_ = std::make_unique<odds_table::WalkStorage>();
  return *storage_;
}

}  // namespace skedaddle
