// SPDX-License-Identifier: MIT
// Tests of event queries: the cited rule of every event kind and fate names.
#include "skedaddle/events/event.hpp"

#include <gtest/gtest.h>

namespace skedaddle {
namespace {

// Value-initialised, then given a rule: most event members have no default initialiser, so a
// designated initialiser naming only `rule` trips -Wmissing-field-initializers.
template <class E>
Event with_rule(std::string_view rule) {
  E event{};
  event.rule = rule;
  return event;
}

TEST(EventTest, RuleOfReturnsTheRuleOfEveryKindOfEvent) {
  EXPECT_EQ(rule_of(with_rule<RetreatStarted>("GC-1")), "GC-1");
  EXPECT_EQ(rule_of(with_rule<Moved>("GC-2")), "GC-2");
  EXPECT_EQ(rule_of(with_rule<StrengthLost>("GC-3")), "GC-3");
  EXPECT_EQ(rule_of(with_rule<StatusChanged>("GC-4")), "GC-4");
  EXPECT_EQ(rule_of(with_rule<UnitRemoved>("GC-5")), "GC-5");
  EXPECT_EQ(rule_of(with_rule<Rolled>("GC-6")), "GC-6");
  EXPECT_EQ(rule_of(with_rule<Chose>("GC-7")), "GC-7");
  EXPECT_EQ(rule_of(with_rule<VictoryPoints>("GC-8")), "GC-8");
  EXPECT_EQ(rule_of(with_rule<RetreatEnded>("GC-9")), "GC-9");
  EXPECT_EQ(rule_of(with_rule<Message>("GC-10")), "GC-10");
}

TEST(EventTest, FateNamesAreTheWordsUsedInOutcomes) {
  EXPECT_EQ(fate_name(Fate::eliminated), "eliminated");
  EXPECT_EQ(fate_name(Fate::surrendered), "surrendered");
  EXPECT_EQ(fate_name(Fate::shattered), "shattered");
  EXPECT_EQ(fate_name(Fate::fled), "fled");
  EXPECT_EQ(fate_name(Fate::removed), "removed");
  EXPECT_EQ(fate_name(Fate::captured), "captured");
}

}  // namespace
}  // namespace skedaddle
