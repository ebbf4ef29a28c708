// SPDX-License-Identifier: MIT
// The game-level API's contracts (core/contract.hpp): an unchecked or refused scenario is an
// error from resolve() and preview(), the field and the path trees throw on ids, hexes and
// nodes their contracts exclude, and the outputs refuse a preview of another scenario.
#include <gtest/gtest.h>

#include <stdexcept>

#include "skedaddle/jacobite/io.hpp"
#include "skedaddle/jacobite/rules.hpp"
#include "skedaddle/jacobite/svg.hpp"
#include "support/contract_checks.hpp"

namespace skedaddle::jacobite {
namespace {

TEST(JacobiteContractTest, ResolveChecksTheScenarioAndTheRefusalFirst) {
  test::expect_game_resolve_checks<Scenario, Outcome>("jacobite", [](const Scenario& s) {
    Dice dice = Dice::seeded(1);
    Chooser chooser(ChooserDef{.kind = ChooserKind::first});
    return resolve(s, dice, chooser);
  });
}

TEST(JacobiteContractTest, PreviewOfAnUncheckedScenarioIsAnError) {
  const Scenario empty;
  const Result<Preview> p = preview(empty);
  ASSERT_FALSE(p.ok());
  EXPECT_EQ(p.errors(), check(empty));
}

TEST(JacobiteContractTest, AFieldCannotHoldAUnitOffTheBoard) {
  Scenario s = io::game_of<Scenario>(test::playable_example("jacobite"));
  s.units.front().hex = Hex{-50, -50};
  EXPECT_THROW(Field{s}, std::invalid_argument);
}

// A hex's dense index on the field is the grid's, and -1 off the board, whatever the grid's
// parity and first hex: the occupancy is read by it.
TEST(JacobiteContractTest, AFieldsHexIndexIsTheGridsOrMinusOneOffTheBoard) {
  int compared = 0;
  for (const OffsetParity parity : {OffsetParity::odd, OffsetParity::even}) {
    for (const OffsetCoord first : {OffsetCoord{0, 0}, OffsetCoord{3, 2}, OffsetCoord{1, 1}}) {
      const OffsetSystem system{HexOrientation::pointy, parity};
      Scenario s;
      s.board = Board(HexGrid(7, 5, system, first), Edge::bottom);
      const Field field(s);
      const HexGrid& grid = s.board.grid();
      for (int col = first.col - 3; col < first.col + 10; ++col) {
        for (int row = first.row - 3; row < first.row + 8; ++row) {
          const Hex h = to_hex({col, row}, system);
          EXPECT_EQ(field.hex_index(h), grid.contains(h) ? grid.index(h) : -1) << col << "," << row;
          ++compared;
        }
      }
    }
  }
  EXPECT_EQ(compared, 6 * 13 * 11);
}

TEST(JacobiteContractTest, IdsHexesAndNodesOutOfRangeThrow) {
  const io::LoadedScenario loaded = test::playable_example("jacobite");
  const Scenario& s = io::game_of<Scenario>(loaded);
  Field field(s);
  const auto past_end = UnitId{static_cast<std::uint32_t>(s.units.size())};
  EXPECT_THROW((void)field.unit(past_end), std::out_of_range);
  EXPECT_THROW(field.set_blocks(past_end, 1), std::out_of_range);
  EXPECT_THROW(field.move(past_end, s.units.front().hex), std::out_of_range);
  EXPECT_THROW((void)s.board.terrain(Hex{-50, -50}), std::out_of_range);
  EXPECT_THROW((void)rally_dice(field, past_end, {}), std::out_of_range);

  // A unit into the hex of another unit, or a leader's retreat built for a unit.
  std::optional<UnitId> unit;
  std::optional<UnitId> other;
  for (std::uint32_t i = 0; i < s.units.size(); ++i) {
    if (s.units[i].is_leader() || s.units[i].status != Status::on_board) continue;
    (unit ? other : unit) = UnitId{i};
    if (other) break;
  }
  ASSERT_TRUE(unit && other);
  EXPECT_THROW(field.move(*unit, field.unit(*other).hex), std::invalid_argument);
  LeaderPaths leader;
  EXPECT_THROW(leader.build(field, *unit, field.unit(*unit).hex), std::invalid_argument);
  RetreatPaths paths;
  EXPECT_THROW(paths.build(field, *unit, -1), std::invalid_argument);
  paths.build(field, *unit, 2);
  EXPECT_THROW((void)paths.steps(static_cast<int>(paths.nodes().size())), std::out_of_range);
}

TEST(JacobiteContractTest, OutputsRefuseAPreviewOfAnotherScenario) {
  const io::LoadedScenario a = test::playable_example("jacobite", 0);
  const io::LoadedScenario b = test::playable_example("jacobite", 1);
  const Result<Preview> p = preview(io::game_of<Scenario>(a));
  ASSERT_TRUE(p.ok());
  EXPECT_NO_THROW((void)io::options_json(a, p.value()));
  EXPECT_THROW((void)io::options_json(b, p.value()), std::invalid_argument);
  EXPECT_THROW((void)io::options_text(b, p.value()), std::invalid_argument);
  svg::JacobiteLayers layers;
  layers.preview = &p.value();
  EXPECT_THROW((void)svg::jacobite_svg(b, io::game_of<Scenario>(b), layers), std::invalid_argument);
  const Outcome none;
  EXPECT_THROW((void)io::outcome_text(b, none), std::invalid_argument);
}

}  // namespace
}  // namespace skedaddle::jacobite
