// SPDX-License-Identifier: MIT
#include "odds/fate_groups.hpp"

#include <algorithm>
#include <functional>
#include <optional>
#include <string>
#include <tuple>

#include "core/natural_order.hpp"
#include "skedaddle/ruleset/kept_resolution.hpp"

namespace skedaddle::odds_table {
namespace {

using exact::ExactChance;

/// `hash` with `value` mixed in (boost::hash_combine's mix; its constant cut to 32 bits where
/// std::size_t is, as in WebAssembly).
std::size_t mixed(std::size_t hash, std::size_t value) {
  constexpr auto kGolden = static_cast<std::size_t>(0x9e3779b97f4a7c15ULL);
  return hash ^ (value + kGolden + (hash << 6) + (hash >> 2));
}

/// A hash of a unit's fate: equal fates hash alike.
std::size_t hash_of(const UnitFate& fate) {
  std::size_t hash = std::hash<std::string>{}(fate.unit);
  hash = mixed(hash, std::hash<std::string>{}(fate.fate));
  return mixed(hash, static_cast<std::size_t>(fate.strength_lost));
}

/// A hash of a way's entries and scores: equal ones hash alike.
std::size_t hash_of(std::span<const std::size_t> ids, std::span<const FateScore> scores) {
  std::size_t hash = ids.size();
  for (const std::size_t id : ids)
    hash = mixed(hash, id);
  for (const FateScore& score : scores) {
    hash = mixed(hash, std::hash<std::string>{}(score.name));
    hash = mixed(hash, static_cast<std::size_t>(score.value));
  }
  return hash;
}

}  // namespace

std::size_t FateGroups::entry_of(const UnitFate& fate) {
  const std::size_t hash = hash_of(fate);
  const std::size_t found =
      entry_index_.find(hash, [&](std::size_t e) { return entries_[e].fate == fate; });
  if (found != HashIndex::kNone) return found;
  // New, made in place: its unit and its text may have been met before.
  Entry& entry = entries_.emplace_back();
  entry.fate = fate;
  const std::size_t number = entries_.size() - 1;
  const auto unit = std::find_if(units_.begin(), units_.end(),
                                 [&](std::size_t e) { return entries_[e].fate.unit == fate.unit; });
  entry.unit = static_cast<std::size_t>(unit - units_.begin());
  if (unit == units_.end()) units_.push_back(number);
  const auto named = std::find_if(named_.begin(), named_.end(), [&](const Named& n) {
    const Entry& e = entries_[n.entry];
    return e.unit == entry.unit && e.fate.fate == fate.fate;
  });
  entry.named = static_cast<std::size_t>(named - named_.begin());
  if (named == named_.end()) named_.emplace_back().entry = number;
  entry_index_.add(hash, number);
  return number;
}

bool FateGroups::add_by_codes(std::span<const std::uint64_t> codes,
                              const KeptResolution& resolution, const ChancePlan& plan,
                              bool off_record) {
  // The first way waits in first_ (add), even one that lists no unit (no codes to look up);
  // a second one groups it, then joins by its codes.
  if (!grouping_) {
    if (!has_first_) return false;
    group_first();
  }
  way_ids_.clear();
  for (std::size_t i = 0; i < codes.size(); ++i) {
    const std::size_t hash = std::hash<std::uint64_t>{}(codes[i]);
    std::size_t entry = entry_of_code(codes[i], hash);
    if (entry == HashIndex::kNone) {
      // A new code: its unit's fate alone written, found by its text (as in intern).
      resolution.unit_fate(i, new_fate_);
      entry = entry_of(new_fate_);
      learn_code(codes[i], hash, entry);
    }
    way_ids_.push_back(entry);
  }
  bool made = false;
  Group& group = groups_[group_of_way({}, off_record, made)];
  if (made) {
    plan.write_dice_faces(group.dice);
    plan.write_choices(group.choices);
  }
  group.sum.add(plan.steps().subspan(given_));
  return true;
}

std::size_t FateGroups::entry_of_code(std::uint64_t code, std::size_t hash) const {
  const std::size_t found =
      code_index_.find(hash, [&](std::size_t c) { return codes_[c].first == code; });
  return found == HashIndex::kNone ? found : codes_[found].second;
}

void FateGroups::learn_code(std::uint64_t code, std::size_t hash, std::size_t entry) {
  codes_.emplace_back(code, entry);
  code_index_.add(hash, codes_.size() - 1);
}

void FateGroups::add(Fates& fates, std::span<const std::uint64_t> codes, const ChancePlan& plan,
                     bool off_record) {
  if (!grouping_ && !has_first_) {
    // Written over what an earlier table left in first_: its storage used again.
    has_first_ = true;
    std::swap(first_.fates, fates);
    first_.codes.assign(codes.begin(), codes.end());
    plan.write_dice_faces(first_.dice);
    plan.write_choices(first_.choices);
    first_.sum = exact::ChanceSum{};
    first_.sum.add(plan.steps().subspan(given_));
    first_.off_record = off_record;
    return;
  }
  if (!grouping_) group_first();
  intern(fates, codes);
  bool made = false;
  Group& group = groups_[group_of_way(fates.scores, off_record, made)];
  if (made) {
    plan.write_dice_faces(group.dice);
    plan.write_choices(group.choices);
  }
  group.sum.add(plan.steps().subspan(given_));
}

void FateGroups::group_first() {
  grouping_ = true;
  // Room for the few groups and fates of most tables at once, not grown from one.
  constexpr std::size_t kFew = 16;
  groups_.reserve(kFew);
  entries_.reserve(kFew);
  named_.reserve(kFew);
  units_.reserve(kFew);
  codes_.reserve(kFew);
  ids_.reserve(4 * kFew);
  way_ids_.reserve(kFew);
  entry_index_.reserve(kFew);
  code_index_.reserve(kFew);
  group_index_.reserve(kFew);
  if (!has_first_) return;
  has_first_ = false;
  intern(first_.fates, first_.codes);
  bool made = false;
  Group& group = groups_[group_of_way(first_.fates.scores, first_.off_record, made)];
  // Swapped, not moved: first_ keeps storage for the next table's first way.
  std::swap(group.dice, first_.dice);
  std::swap(group.choices, first_.choices);
  group.sum.add(first_.sum);
}

void FateGroups::intern(const Fates& fates, std::span<const std::uint64_t> codes) {
  const bool learn = !codes.empty() && codes.size() == fates.units.size() && fates.scores.empty();
  way_ids_.clear();
  for (std::size_t i = 0; i < fates.units.size(); ++i) {
    if (!learn) {
      way_ids_.push_back(entry_of(fates.units[i]));
      continue;
    }
    // A code met before names its entry (as in add_by_codes); a new one is found by its text,
    // so that codes unequal for equal fates share the entry: the text decides.
    const std::size_t hash = std::hash<std::uint64_t>{}(codes[i]);
    std::size_t entry = entry_of_code(codes[i], hash);
    if (entry == HashIndex::kNone) {
      entry = entry_of(fates.units[i]);
      learn_code(codes[i], hash, entry);
    }
    way_ids_.push_back(entry);
  }
}

std::size_t FateGroups::group_of_way(std::span<const FateScore> scores, bool off_record,
                                     bool& made) {
  const std::size_t hash = hash_of(way_ids_, scores);
  const std::size_t found = group_index_.find(hash, [&](std::size_t g) {
    const Group& group = groups_[g];
    return group.count == way_ids_.size() &&
           std::equal(way_ids_.begin(), way_ids_.end(), ids_.begin() + group.first) &&
           std::equal(scores.begin(), scores.end(), group.scores.begin(), group.scores.end());
  });
  made = found == HashIndex::kNone;
  if (!made) return found;
  // New fates, made in place; the first way's dice and choices are the caller's to set.
  Group& fresh = new_group();
  fresh.first = ids_.size();
  fresh.count = way_ids_.size();
  ids_.insert(ids_.end(), way_ids_.begin(), way_ids_.end());
  fresh.scores.assign(scores.begin(), scores.end());
  fresh.off_record = off_record;
  group_index_.add(hash, live_groups_ - 1);
  return live_groups_ - 1;
}

FateGroups::Group& FateGroups::new_group() {
  if (live_groups_ == groups_.size()) {
    ++live_groups_;
    return groups_.emplace_back();
  }
  // One an earlier table left, in place: every field but the vectors' storage as a new group's
  // (group_of_way and its callers write the vectors over).
  Group& group = groups_[live_groups_++];
  group.sum = exact::ChanceSum{};
  return group;
}

void FateGroups::clear() {
  has_first_ = false;
  grouping_ = false;
  // The groups left where they are, their vectors' storage for new_group().
  live_groups_ = 0;
  entries_.clear();
  entry_index_.clear();
  codes_.clear();
  code_index_.clear();
  units_.clear();
  named_.clear();
  ids_.clear();
  way_ids_.clear();
  chances_.clear();
  group_index_.clear();
}

bool FateGroups::finish_one_way(OddsTable& table, ExactChance& explored) {
  const std::vector<UnitFate>& units = first_.fates.units;
  for (std::size_t i = 0; i < units.size(); ++i) {
    for (std::size_t k = 0; k < i; ++k) {
      if (units[k].unit == units[i].unit) return false;  // listed twice: the general way
    }
  }
  // Each unit listed once by the one outcome: its one fate, with all that was explored.
  explored = first_.sum.chance();
  const Probability probability = explored.probability();
  // Written over the table's storage: each string assigned once.
  table.units.resize(units.size());
  for (std::size_t i = 0; i < units.size(); ++i) {
    UnitOdds& odds = table.units[i];
    odds.unit = units[i].unit;
    odds.fates.resize(1);
    odds.fates.front().first = units[i].fate;
    odds.fates.front().second = probability;
  }
  table.outcomes.resize(1);
  OddsOutcome& outcome = table.outcomes.front();
  // Swapped, not moved: first_ keeps the table's old storage for the next table's first way.
  std::swap(outcome.fates, first_.fates);
  outcome.probability = probability;
  std::swap(outcome.dice, first_.dice);
  std::swap(outcome.choices, first_.choices);
  outcome.off_record = first_.off_record;
  has_first_ = false;
  return true;
}

bool FateGroups::fates_before(const Group& a, const Group& b) const {
  for (std::size_t i = 0; i < a.count && i < b.count; ++i) {
    const std::size_t x = entries_[ids_[a.first + i]].rank;
    const std::size_t y = entries_[ids_[b.first + i]].rank;
    if (x != y) return x < y;
  }
  if (a.count != b.count) return a.count < b.count;
  return ordering::compare(a.scores, b.scores) < 0;
}

void FateGroups::unit_odds(const ExactChance& total, std::vector<UnitOdds>& out) {
  static const std::string kUnchanged = "unchanged";
  // Each text's groups added up (one group's chance is taken as it is); each unit's listings.
  std::vector<Listed>& listed = listed_;
  listed.assign(units_.size(), Listed{});
  for (std::size_t g = 0; g < live_groups_; ++g) {
    const Group& group = groups_[g];
    for (std::size_t i = group.first; i < group.first + group.count; ++i) {
      const Entry& entry = entries_[ids_[i]];
      Named& named = named_[entry.named];
      if (named.listings == 1) named.sum.add(groups_[named.group].sum);
      if (named.listings == 0) {
        named.group = g;
      } else {
        named.sum.add(group.sum);
      }
      ++named.listings;
      Listed& unit = listed[entry.unit];
      ++unit.listings;
      unit.twice = unit.twice || unit.last_group == g;
      unit.last_group = g;
    }
  }
  const auto chance_of = [this](const Named& named) {
    return named.listings == 1 ? chances_[named.group] : named.sum.chance();
  };
  out.resize(units_.size());
  // A unit's fates: each text and the index of its chance, sorted as such small pairs (a
  // chance is 32 bytes, its rare Boost rational a shared handle, moved at every step of a sort).
  std::vector<ExactChance>& chances = fate_chances_;
  chances.reserve(named_.size() + 1);
  std::vector<FateOfUnit>& by_fate = by_fate_;
  by_fate.reserve(named_.size() + 1);
  // The most likely first, ties by name, numbers in it compared as numbers ("2 hexes" before
  // "10 hexes"): as a stable sort by chance of the fates ordered by name (a unit's fate names
  // are distinct, so any sort gives this order). A unit's fate texts are in that order by
  // their ranks (rank_named), which compare as numbers; an "unchanged" added here has none.
  const auto more_likely = [&chances](const FateOfUnit& a, const FateOfUnit& b) {
    const ExactChance& x = chances[a.chance];
    const ExactChance& y = chances[b.chance];
    if (!(x == y)) return greater(x, y);
    if (a.rank != HashIndex::kNone && b.rank != HashIndex::kNone) return a.rank < b.rank;
    return detail::natural_compare(*a.text, *b.text) < 0;
  };
  for (std::size_t u = 0; u < units_.size(); ++u) {
    chances.clear();
    by_fate.clear();
    exact::ChanceSum every;  // the unit's listings, when it is not listed once by every group
    const bool everywhere = listed[u].listings == live_groups_ && !listed[u].twice;
    for (const Named& named : named_) {
      if (entries_[named.entry].unit != u) continue;
      by_fate.push_back({&entries_[named.entry].fate.fate, chances.size(), named.rank});
      chances.push_back(chance_of(named));
      if (everywhere) continue;
      every.add(named.listings == 1 ? groups_[named.group].sum : named.sum);
    }
    std::optional<ExactChance> unchanged;
    if (!everywhere) {
      if (const ExactChance chance = every.chance(); !(chance == total)) {
        unchanged = total - chance;
      }
    }
    if (unchanged) {
      // Added to a fate the game itself calls "unchanged", if any.
      const auto at = std::find_if(by_fate.begin(), by_fate.end(),
                                   [](const FateOfUnit& f) { return *f.text == kUnchanged; });
      if (at != by_fate.end()) {
        chances[at->chance] = chances[at->chance] + *unchanged;
      } else {
        by_fate.push_back({&kUnchanged, chances.size(), HashIndex::kNone});
        chances.push_back(*unchanged);
      }
    }
    std::sort(by_fate.begin(), by_fate.end(), more_likely);
    // Written over the unit's odds of an earlier table: its strings assigned, not made anew.
    UnitOdds& odds = out[u];
    odds.unit = entries_[units_[u]].fate.unit;
    odds.fates.resize(by_fate.size());
    for (std::size_t i = 0; i < by_fate.size(); ++i) {
      const auto& [fate, chance, rank] = by_fate[i];
      odds.fates[i].first = *fate;
      // Equal chances are next to each other: the text of the one before, not written again.
      if (i > 0 && chances[chance] == chances[by_fate[i - 1].chance]) {
        odds.fates[i].second = odds.fates[i - 1].second;
      } else {
        odds.fates[i].second = chances[chance].probability();
      }
    }
  }
}

void FateGroups::rank_named() {
  // Each unit by its id, then each unit's fates by their text, numbers compared as numbers
  // ("unit 2" before "unit 10"): texts compared once per sort of these few, not per entry.
  std::vector<std::size_t>& units = sorted_;
  units.resize(units_.size());
  for (std::size_t u = 0; u < units.size(); ++u)
    units[u] = u;
  std::sort(units.begin(), units.end(), [this](std::size_t a, std::size_t b) {
    return detail::natural_compare(entries_[units_[a]].fate.unit, entries_[units_[b]].fate.unit) <
           0;
  });
  unit_rank_.resize(units_.size());
  for (std::size_t k = 0; k < units.size(); ++k)
    unit_rank_[units[k]] = k;
  std::vector<std::size_t>& named = sorted_;
  named.resize(named_.size());
  for (std::size_t n = 0; n < named.size(); ++n)
    named[n] = n;
  std::sort(named.begin(), named.end(), [this](std::size_t a, std::size_t b) {
    const Entry& x = entries_[named_[a].entry];
    const Entry& y = entries_[named_[b].entry];
    if (x.unit != y.unit) return unit_rank_[x.unit] < unit_rank_[y.unit];
    return detail::natural_compare(x.fate.fate, y.fate.fate) < 0;
  });
  for (std::size_t k = 0; k < named.size(); ++k)
    named_[named[k]].rank = k;
}

ExactChance FateGroups::finish(OddsTable& table) {
  if (!grouping_ && has_first_) {
    if (ExactChance explored; finish_one_way(table, explored)) return explored;
  }
  if (!grouping_) group_first();
  exact::ChanceSum every_way;
  chances_.reserve(live_groups_);
  for (std::size_t g = 0; g < live_groups_; ++g) {
    const Group& group = groups_[g];
    chances_.push_back(group.sum.chance());
    every_way.add(group.sum);
  }
  const ExactChance explored = every_way.chance();
  // The units and their fate texts ranked first: the units' odds order ties by those ranks.
  rank_named();
  unit_odds(explored, table.units);

  // The outcomes the most likely first, ties in the order of fates (no two groups have equal
  // fates, so any sort gives this order): the entries ranked in the order of unit fates (equal
  // ranks for equal fates), so that groups order by their fates comparing numbers.
  std::vector<std::size_t>& rank = group_rank_;
  rank.resize(live_groups_);
  for (std::size_t g = 0; g < rank.size(); ++g)
    rank[g] = g;
  if (live_groups_ > 1) {
    // Unit fates in the order the odds list ties in: by unit and fate (the rank of their
    // text), then loss, then place.
    const auto key = [this](std::size_t e) {
      const Entry& entry = entries_[e];
      return std::tie(named_[entry.named].rank, entry.fate.strength_lost, entry.fate.at);
    };
    if (entries_.size() == named_.size()) {
      // Each unit's fate text met with one loss and place only (the common case): the texts'
      // ranks order the entries, no two alike.
      for (Entry& entry : entries_)
        entry.rank = named_[entry.named].rank;
    } else {
      std::vector<std::size_t>& order = sorted_;
      order.resize(entries_.size());
      for (std::size_t e = 0; e < order.size(); ++e)
        order[e] = e;
      std::sort(order.begin(), order.end(),
                [&key](std::size_t a, std::size_t b) { return key(a) < key(b); });
      for (std::size_t i = 1; i < order.size(); ++i) {
        entries_[order[i]].rank =
            entries_[order[i - 1]].rank + (key(order[i - 1]) < key(order[i]) ? 1 : 0);
      }
    }
    std::sort(rank.begin(), rank.end(), [this](std::size_t a, std::size_t b) {
      if (!(chances_[a] == chances_[b])) return greater(chances_[a], chances_[b]);
      return fates_before(groups_[a], groups_[b]);
    });
  }
  table.outcomes.resize(live_groups_);
  for (std::size_t k = 0; k < rank.size(); ++k) {
    const std::size_t g = rank[k];
    Group& group = groups_[g];
    // Written over an earlier table's outcome: its fates' strings assigned, and the group's
    // vectors swapped in, so that the group keeps the old storage for the next table.
    OddsOutcome& outcome = table.outcomes[k];
    outcome.fates.units.resize(group.count);
    for (std::size_t i = 0; i < group.count; ++i)
      outcome.fates.units[i] = entries_[ids_[group.first + i]].fate;
    std::swap(outcome.fates.scores, group.scores);
    // Equal chances are next to each other: the text of the one before, not written again.
    if (k > 0 && chances_[g] == chances_[rank[k - 1]]) {
      outcome.probability = table.outcomes[k - 1].probability;
    } else {
      outcome.probability = chances_[g].probability();
    }
    std::swap(outcome.dice, group.dice);
    std::swap(outcome.choices, group.choices);
    outcome.off_record = group.off_record;
  }
  return explored;
}

}  // namespace skedaddle::odds_table
