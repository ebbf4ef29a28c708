// SPDX-License-Identifier: MIT
// Fates written over a kept Fates: the entries' strings are assigned, which keeps their storage.
#include "skedaddle/odds/fates_writer.hpp"

#include <algorithm>

namespace skedaddle {

UnitFate& FatesWriter::unit(std::string_view unit) {
  if (units_ == out_.units.size()) {
    // Room for the few fates of most outcomes at once: grown from one, a new Fates (a one-way
    // table's) allocated three times for three units and moved its entries twice.
    constexpr std::size_t kFew = 8;
    if (units_ == out_.units.capacity()) out_.units.reserve(std::max(kFew, 2 * units_));
    out_.units.emplace_back();
  }
  UnitFate& entry = out_.units[units_++];
  entry.unit.assign(unit);
  entry.fate.clear();
  entry.strength_lost = 0;
  entry.at.reset();
  return entry;
}

FateScore& FatesWriter::score(int value) {
  if (scores_ == out_.scores.size()) out_.scores.emplace_back();
  FateScore& entry = out_.scores[scores_++];
  entry.name.clear();
  entry.value = value;
  return entry;
}

void FatesWriter::finish() {
  // Shrinking destroys the strings left over; a later, longer outcome allocates them again.
  out_.units.resize(units_);
  out_.scores.resize(scores_);
}

}  // namespace skedaddle
