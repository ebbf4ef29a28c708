// SPDX-License-Identifier: MIT
// Tests of the project assert: the handler is replaceable and a failure never continues.
#include "skedaddle/core/assert.hpp"

#include <gtest/gtest.h>

#include <string>

namespace skedaddle {
namespace {

struct AssertFired {
  std::string condition;
  std::string message;
  int line = 0;
};

// Throwing is how a test handler leaves assert_failed without reaching abort().
void throwing_handler(const char* condition, const char* message, const char*, int line) {
  throw AssertFired{condition, message, line};
}

void returning_handler(const char*, const char*, const char*, int) {}

AssertFired fire(int line) {
  const AssertHandler previous = set_assert_handler(&throwing_handler);
  AssertFired fired;
  try {
    detail::assert_failed("1 == 2", "numbers broke", "file.cpp", line);
  } catch (const AssertFired& e) {
    fired = e;
  }
  set_assert_handler(previous);
  return fired;
}

TEST(AssertTest, SetHandlerReturnsThePreviousHandler) {
  const AssertHandler previous = set_assert_handler(&throwing_handler);
  EXPECT_NE(previous, nullptr);
  EXPECT_EQ(set_assert_handler(&returning_handler), &throwing_handler);
  EXPECT_EQ(set_assert_handler(previous), &returning_handler);
}

TEST(AssertTest, NullHandlerRestoresTheDefault) {
  const AssertHandler original = set_assert_handler(&returning_handler);
  EXPECT_EQ(set_assert_handler(nullptr), &returning_handler);
  EXPECT_EQ(set_assert_handler(original), original);
}

TEST(AssertTest, HandlerReceivesConditionMessageAndLine) {
  EXPECT_EQ(fire(42).condition, "1 == 2");
  EXPECT_EQ(fire(42).message, "numbers broke");
  EXPECT_EQ(fire(42).line, 42);
}

#if !defined(NDEBUG) || defined(SKEDADDLE_ENABLE_ASSERT)

TEST(AssertTest, PassingAssertDoesNotCallTheHandler) {
  const AssertHandler previous = set_assert_handler(&throwing_handler);
  EXPECT_NO_THROW(SKD_ASSERT(1 + 1 == 2, "arithmetic"));
  set_assert_handler(previous);
}

TEST(AssertTest, FailingAssertPassesItsConditionTextToTheHandler) {
  const AssertHandler previous = set_assert_handler(&throwing_handler);
  std::string condition;
  try {
    SKD_ASSERT(1 + 1 == 3, "arithmetic");
  } catch (const AssertFired& e) {
    condition = e.condition;
  }
  set_assert_handler(previous);
  EXPECT_EQ(condition, "1 + 1 == 3");
}

TEST(AssertDeathTest, DefaultHandlerPrintsConditionMessageAndPlaceThenAborts) {
  EXPECT_DEATH(SKD_ASSERT(1 + 1 == 3, "arithmetic broke"),
               "skedaddle assertion failed: 1 \\+ 1 == 3: arithmetic broke \\(.*assert_test.cpp:");
}

TEST(AssertDeathTest, FailureAbortsEvenWhenTheHandlerReturns) {
  EXPECT_DEATH(
      {
        set_assert_handler(&returning_handler);
        SKD_ASSERT(false, "must not continue");
      },
      "");
}

#endif

}  // namespace
}  // namespace skedaddle
