// SPDX-License-Identifier: MIT
// The ways of an odds table grouped by their fates, and the table made of the groups: each
// unit's fate kept once per table (an entry), a way known by its entries' numbers, the groups
// ordered and the units' odds added up on those numbers, the text copied into the table at the
// end. A game's fate codes (KeptResolution::fate_codes) find a way's entries without its text:
// only a new code's unit fate is written (KeptResolution::unit_fate), and found by its text.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "core/hash_index.hpp"
#include "odds/chance_sum.hpp"
#include "odds/exact_chance.hpp"
#include "skedaddle/dice/chance.hpp"
#include "skedaddle/odds/fates.hpp"
#include "skedaddle/odds/odds.hpp"

namespace skedaddle {
class KeptResolution;
}  // namespace skedaddle

namespace skedaddle::odds_table {

using detail::HashIndex;

/// The ways of one odds table, grouped by fates as they are added; then the table's outcomes
/// and units' odds. Two ways are in one group exactly when their fates are equal.
/// Cleared, it serves the next table with the storage of the last (a kept OddsWorkspace, or
/// the plain call's storage kept on its thread).
class FateGroups {
 public:
  /// Adds the way `plan` has just run (its chance the product of its steps) by the codes
  /// `resolution` gave for its units' fates (KeptResolution::fate_codes): a code met before
  /// names its unit fate; a new code's fate is written alone (KeptResolution::unit_fate) and
  /// found by its text. False, nothing added, while no way is grouped (the first way waits in
  /// add()): then add() it with its fates.
  bool add_by_codes(std::span<const std::uint64_t> codes, const KeptResolution& resolution,
                    const ChancePlan& plan, bool off_record);
  /// Adds the way `plan` has just run, whose fates are `fates`; `codes`, when not empty, are
  /// the codes of its units' fates (one per unit, no scores), learned for add_by_codes(). The
  /// first way's fates are taken by a swap: `fates` then holds other storage to write over.
  void add(Fates& fates, std::span<const std::uint64_t> codes, const ChancePlan& plan,
           bool off_record);
  /// The table of the ways added, written over `table` element by element (its vectors, its
  /// outcomes' and units' vectors and strings used again): its outcomes (the most likely first,
  /// ties in the order of fates) and its units' odds, as many as there are; the chance of every
  /// way added. Its coverage and off_record are the caller's.
  exact::ExactChance finish(OddsTable& table);
  /// Forgets every way, keeping the storage (the groups' vectors included) for the next table.
  /// The points given (set_given) are kept: the caller sets them for each table.
  void clear();
  /// The groups whose storage is held: this table's and those an earlier, larger one left.
  std::size_t groups_held() const { return groups_.size(); }
  /// Counts the first `points` points of every way as given (certain): a way's chance is the
  /// product of its later steps alone (the odds from a resolution's state, the outcomes applied
  /// so far fixed). 0 for odds from the start.
  void set_given(std::size_t points) { given_ = points; }

 private:
  /// One unit's fate, as first met.
  struct Entry {
    UnitFate fate;
    std::size_t unit = 0;   // index in units_
    std::size_t named = 0;  // index in named_: the unit's fate by its text alone
    std::size_t rank = 0;   // its place in the order of unit fates (finish)
  };
  /// A unit's fate by its text, as its odds count it.
  struct Named {
    std::size_t entry = 0;     // the first entry with this unit and text
    std::size_t listings = 0;  // groups listing it (a group listing it twice, twice)
    std::size_t group = 0;     // the first group listing it
    exact::ChanceSum sum;      // the groups listing it, when more than one
    std::size_t rank = 0;      // its place by unit, then text (rank_named)
  };
  /// A unit's listings by the groups (unit_odds).
  struct Listed {
    std::size_t listings = 0;
    bool twice = false;  // some group lists it twice
    std::size_t last_group = HashIndex::kNone;
  };
  /// One of a unit's fates as its odds list it (unit_odds).
  struct FateOfUnit {
    const std::string* text = nullptr;
    std::size_t chance = 0;  // index in fate_chances_
    std::size_t rank = 0;    // its Named's rank; HashIndex::kNone for an "unchanged" added
  };
  /// The ways with the same fates.
  struct Group {
    std::size_t first = 0;  // its entries: ids_[first, first + count)
    std::size_t count = 0;
    std::vector<FateScore> scores;
    exact::ChanceSum sum;      // the ways' chances, added up (their sum in chances_)
    std::vector<int> dice;     // the first way's
    std::vector<int> choices;  // the first way's
    bool off_record = false;   // the first way left the recorded choices
  };

  /// The first way, held as it came until a second one comes: a table of one way (every GCACW
  /// request, most Grande Tactique ones) needs no entries, index or order.
  struct FirstWay {
    Fates fates;
    std::vector<std::uint64_t> codes;
    std::vector<int> dice;
    std::vector<int> choices;
    exact::ChanceSum sum;
    bool off_record = false;
  };

  /// Groups the first way, held until now.
  void group_first();
  /// Interns a way's fates and learns its codes (when given): way_ids_ holds its entries.
  void intern(const Fates& fates, std::span<const std::uint64_t> codes);
  /// The table of the first way alone, when it lists no unit twice: true when made.
  bool finish_one_way(OddsTable& table, exact::ExactChance& explored);
  /// The entry of `fate`, made when it is new.
  std::size_t entry_of(const UnitFate& fate);
  /// The entry that `code` (whose hash is `hash`) was learned for, else HashIndex::kNone.
  std::size_t entry_of_code(std::uint64_t code, std::size_t hash) const;
  /// Learns that `code` (whose hash is `hash`) is the unit fate of `entry`.
  void learn_code(std::uint64_t code, std::size_t hash, std::size_t entry);
  /// The group of the way whose entries are way_ids_ and whose scores are `scores`, made (its
  /// dice and choices left to the caller) and `made` set when it is new.
  std::size_t group_of_way(std::span<const FateScore> scores, bool off_record, bool& made);
  /// Each unit's odds, in the order units were first met, written over `out`; rank_named()
  /// first (a unit's tied fates go by those ranks).
  void unit_odds(const exact::ExactChance& total, std::vector<UnitOdds>& out);
  /// Sets each Named's rank: units by id, then each unit's fates by text, numbers compared as
  /// numbers.
  void rank_named();
  /// True when group `a`'s fates order before group `b`'s (ranks set).
  bool fates_before(const Group& a, const Group& b) const;

  /// A new group: one a clear() left (its vectors' storage kept), else a new one.
  Group& new_group();

  FirstWay first_;          // until a second way comes (while has_first_)
  bool has_first_ = false;  // first_ holds the first way
  bool grouping_ = false;   // a second way came: every way is in groups_
  std::vector<Entry> entries_;
  HashIndex entry_index_;
  std::vector<std::pair<std::uint64_t, std::size_t>> codes_;  // (code, entry)
  HashIndex code_index_;
  std::vector<std::size_t> units_;  // each unit's first entry, in the order met
  std::vector<Named> named_;
  std::vector<std::size_t> ids_;         // every group's entries, group after group
  std::vector<std::size_t> way_ids_;     // the entries of the way being added
  UnitFate new_fate_;                    // the fate of a new code, written over (add_by_codes)
  std::vector<std::size_t> sorted_;      // units, fates or entries being sorted (finish)
  std::vector<std::size_t> unit_rank_;   // each unit's place by its id (rank_named)
  std::vector<std::size_t> group_rank_;  // the groups in the outcomes' order (finish)
  // Each unit's listings, and the chances and texts of a unit's fates (unit_odds).
  std::vector<Listed> listed_;
  std::vector<exact::ExactChance> fate_chances_;
  std::vector<FateOfUnit> by_fate_;
  // The groups: the first live_groups_ are this table's; those after them an earlier table's,
  // left by clear() for new_group() to write over (their vectors' storage used again).
  std::vector<Group> groups_;
  std::size_t live_groups_ = 0;
  // Each group's chance, made by finish(): beside the groups, not in them, so that the groups
  // written while the ways come are smaller.
  std::vector<exact::ExactChance> chances_;
  HashIndex group_index_;
  std::size_t given_ = 0;  // the points of every way given, not weighed (set_given)
};

}  // namespace skedaddle::odds_table
