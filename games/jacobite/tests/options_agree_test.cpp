// SPDX-License-Identifier: MIT
// What `options` offers is what `resolve` allows (JR-3, JR-4): on seeded random boards, the
// flags the preview says a combat's target may ignore are exactly the ones the resolution lets
// its owner ignore, and the retreat the preview shows for the number he ignores completes the
// hexes the resolution completes. Every ignore source is exercised where it decides the count,
// so a source judged differently by the two would show (JR-3: "full strength" before this
// combat's hits, in `options` as in `resolve`).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "jacobite/tests/builder.hpp"
#include "support/light_tests.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::jacobite {
namespace {

constexpr std::uint64_t kAgreeSeed = 0x6f70'7469'6f6e'7321ULL;  // "options!"
const int kAgreeBoards = test::scaled(4000);

using test::below;
using test::between;
using test::chance;

using test::hex_text;

std::string describe_combat(const Scenario& s) {
  std::ostringstream o;
  o << "combat against #" << index_of(s.request.target) << ": hits " << s.request.hits << " flags "
    << s.request.flags << "\n";
  for (std::size_t i = 0; i < s.units.size(); ++i) {
    const Unit& u = s.units[i];
    o << "#" << i << " " << (u.side == Side::first ? "first " : "second ") << type_name(u.type)
      << " " << u.blocks << " at " << hex_text(u.hex)
      << (s.board.ignores_flag(u.hex) ? " (terrain ignores a flag)" : "") << "\n";
  }
  return o.str();
}

// A 9 x 7 board, first side's baseline at the bottom, crowded round a combat's target in the
// middle so that supporters, lone leaders, terrain, grenadiers and highlanders all come up.
// The die shows no saber: the target's leader always survives his casualty check, so the
// preview's assumption holds and the two must agree exactly.
Scenario random_combat(std::mt19937_64& rng) {
  Scenario s = test::jr_board(9, 7);
  s.options.die = {Face::infantry,  Face::infantry, Face::cavalry,
                   Face::artillery, Face::flag,     Face::flag};
  const Hex centre = test::jr_hex(4, 3);
  std::vector<UnitType> types = {UnitType::grenadier, UnitType::highland, UnitType::highland,
                                 UnitType::regular,   UnitType::lowland,  UnitType::militia,
                                 UnitType::cavalry,   UnitType::artillery};
  const UnitType type = types[below(rng, types.size())];
  const UnitId target = test::jr_unit(s, "target", Side::first, type, centre, between(rng, 1, 4));
  if (chance(rng, 40)) test::jr_leader(s, "own leader", Side::first, centre);
  if (chance(rng, 25)) s.board.set_ignores_flag(centre, true);
  int k = 0;
  for (int ring = 1; ring <= 2; ++ring) {
    for (const HexDir d : kHexDirs) {
      Hex h = centre;
      for (int step = 0; step < ring; ++step)
        h = neighbor(h, d);
      const int roll = between(rng, 1, 100);
      const std::string name = std::to_string(k++);
      if (roll <= 30) {
        const Side side = chance(rng, 75) ? Side::first : Side::second;
        test::jr_unit(s, "u" + name, side, types[below(rng, types.size())], h, between(rng, 1, 4));
        if (chance(rng, 15)) test::jr_leader(s, "l" + name, side, h);
      } else if (roll <= 42) {
        test::jr_leader(s, "lone " + name, chance(rng, 75) ? Side::first : Side::second, h);
      } else if (roll <= 48) {
        s.board.set_terrain(h, Terrain::impassable);
      }
    }
  }
  Request& r = s.request;
  r.kind = RequestKind::combat;
  r.target = target;
  r.combat = chance(rng, 50) ? CombatKind::melee : CombatKind::ranged;
  r.attacker = Arm::infantry;
  const int blocks = s.units[index_of(target)].blocks;
  r.hits = chance(rng, 50) ? between(rng, 1, blocks - 1 > 0 ? blocks - 1 : 1) : 0;
  if (r.hits >= blocks) r.hits = 0;
  r.flags = between(rng, 1, 3);
  return s;
}

/// The flags the resolution let the owner ignore: its FlagsIgnored event, none when it asked
/// nothing (an allowance of 0).
int allowed_by_resolve(const Outcome& out) {
  const std::vector<FlagsIgnored> f = test::jr_events<FlagsIgnored>(out);
  return f.empty() ? 0 : f.front().allowed;
}
int ignored_by_resolve(const Outcome& out) {
  const std::vector<FlagsIgnored> f = test::jr_events<FlagsIgnored>(out);
  return f.empty() ? 0 : f.front().ignored;
}

TEST(JacobiteOptionsAgree, OptionsOffersWhatResolveAllowsForEverySource) {
  int compared = 0;
  // Boards where each source counted and decided the allowance (without it, fewer flags could
  // be ignored): a source judged differently by `options` and `resolve` shows there.
  std::array<int, kIgnoreSourceCount> decisive{};
  int highlanders_hit = 0;  // JR-3: full strength before this combat's hits
  int passes = 0;           // JR-4: retreats passing a lone friendly leader
  test::for_random_boards(
      kAgreeSeed, kAgreeBoards, [&](std::mt19937_64& rng, int b) -> std::string {
        const Scenario s = random_combat(rng);
        if (!check(s).empty()) return "";
        const Preview p = preview(s).value();
        if (!p.ignore)
          return "no allowance in the preview of a combat with flags\n" + describe_combat(s);
        const IgnoreAllowance& a = *p.ignore;
        for (const IgnoreReason& r : a.sources) {
          if (!r.counts) continue;
          const int without = std::min({a.total - 1, kIgnoreCap, s.request.flags});
          if (without < a.allowed) ++decisive[static_cast<std::size_t>(r.source)];
        }
        const Unit& target = s.units[index_of(s.request.target)];
        highlanders_hit += target.type == UnitType::highland && target.blocks == kFullStrength &&
                           s.request.hits > 0 && a.allowed > 0;

        const std::uint64_t seed = static_cast<std::uint64_t>(b) * 6151U + 7U;
        Dice dice = Dice::seeded(seed);
        Chooser chooser(ChooserDef{.kind = ChooserKind::random, .seed = seed + 1});
        const Result<Outcome> out = resolve(s, dice, chooser);
        if (!out.ok()) return "resolve failed: " + test::jr_errors(out) + "\n" + describe_combat(s);
        ++compared;
        std::ostringstream bad;
        const int allowed = allowed_by_resolve(out.value());
        if (allowed != a.allowed) {
          bad << "options offers " << a.allowed << " flags to ignore, resolve allowed " << allowed
              << " (JR-3)\n";
        }
        const int ignored = ignored_by_resolve(out.value());
        // The target's retreat (a leader whose unit fails retreats on his own afterwards).
        std::vector<RetreatEnded> ended;
        for (const RetreatEnded& e : test::jr_events<RetreatEnded>(out.value())) {
          if (std::find(e.units.begin(), e.units.end(), s.request.target) != e.units.end()) {
            ended.push_back(e);
          }
        }
        if (ignored <= a.allowed && ignored < s.request.flags) {
          const RetreatPaths& paths = p.retreats[static_cast<std::size_t>(ignored)].paths;
          for (const PathNode& n : paths.nodes())
            passes += n.passes_leader;
          // The hexes resolve completed: those it moved, or all of them where it stopped on a
          // lone friendly leader, which counts as complete (JR-4; its length is what it moved).
          bool stopped_by_a_leader = false;
          for (const LeaderAttached& e : test::jr_events<LeaderAttached>(out.value()))
            stopped_by_a_leader |= e.unit == s.request.target && e.rule == "JR-4";
          const int completed = ended.size() != 1     ? -1
                                : stopped_by_a_leader ? paths.hexes()
                                                      : ended[0].length;
          if (completed != paths.completed()) {
            bad << "options shows " << paths.completed() << " of " << paths.hexes()
                << " hexes completed ignoring " << ignored << ", resolve completed " << completed
                << " (JR-4)\n";
          }
        } else if (!ended.empty()) {
          bad << "every flag ignored, yet the unit retreated\n";
        }
        return bad.str().empty() ? "" : "\n" + bad.str() + describe_combat(s);
      });
  EXPECT_GT(compared, kAgreeBoards * 3 / 4);
  for (int source = 0; source < kIgnoreSourceCount; ++source) {
    EXPECT_GT(decisive[static_cast<std::size_t>(source)], test::scaled(50))
        << "source " << source << " seldom decides the allowance: the boards do not test it";
  }
  EXPECT_GT(highlanders_hit, test::scaled(50));
  EXPECT_GT(passes, test::scaled(10));
}

}  // namespace
}  // namespace skedaddle::jacobite
