// SPDX-License-Identifier: MIT
// Fates written over a kept Fates equal the same fates built anew, whatever the kept one held.
#include "skedaddle/odds/fates_writer.hpp"

#include <gtest/gtest.h>

#include "skedaddle/geometry/hex.hpp"

namespace skedaddle {
namespace {

/// Writes one unit's fate and, with `score`, a score, over `out`.
void write_one(Fates& out, bool score) {
  FatesWriter write(out);
  UnitFate& fate = write.unit("Hood");
  fate.fate += "eliminated";
  fate.strength_lost = 4;
  if (score) write.score(2).name += "victory points to the union";
  write.finish();
}

TEST(FatesWriter, WritingOverALongerFatesLeavesOnlyWhatWasWritten) {
  Fates kept;
  {
    FatesWriter write(kept);
    for (const char* id : {"Longstreet", "McLaws", "Pickett"}) {
      UnitFate& fate = write.unit(id);
      fate.fate += "retreats to a hex far away from here";
      fate.strength_lost = 2;
      fate.at = Hex{1, 2};
    }
    write.score(7).name += "banners to the government";
    write.score(1).name += "banners to the jacobites";
    write.finish();
  }
  ASSERT_EQ(kept.units.size(), 3u);
  EXPECT_EQ(kept.units[2],
            (UnitFate{"Pickett", "retreats to a hex far away from here", 2, Hex{1, 2}}));
  write_one(kept, false);
  EXPECT_EQ(kept, (Fates{{UnitFate{"Hood", "eliminated", 4, std::nullopt}}, {}}));
  write_one(kept, true);
  EXPECT_EQ(kept, (Fates{{UnitFate{"Hood", "eliminated", 4, std::nullopt}},
                         {FateScore{"victory points to the union", 2}}}));
}

TEST(FatesWriter, WritingNothingEmptiesTheFates) {
  Fates kept;
  write_one(kept, true);
  FatesWriter(kept).finish();
  EXPECT_EQ(kept, Fates{});
}

}  // namespace
}  // namespace skedaddle
