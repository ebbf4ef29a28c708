// SPDX-License-Identifier: MIT
// Every input the fuzzers found a crash with (fuzz/regressions/<harness>/), run through the
// harnesses' own pipeline (fuzz_batch's through the batch): each must now end in an error, a
// refusal or an outcome, and nothing may throw.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "conformance/corpus.hpp"
#include "fuzz/pipeline.hpp"
#include "skedaddle/batch.hpp"
#include "support/build_paths.hpp"

namespace skedaddle::fuzz {
namespace {

namespace fs = std::filesystem;

fs::path regressions_dir() {
  return fs::path(SKEDADDLE_SOURCE_DIR) / "fuzz" / "regressions";
}

/// The regression inputs, relative to regressions_dir(), sorted.
std::vector<std::string> regression_inputs() {
  std::vector<std::string> out;
  std::error_code ec;
  for (fs::recursive_directory_iterator it(regressions_dir(), ec), end; !ec && it != end;
       it.increment(ec)) {
    if (it->is_regular_file() && it->path().filename() != "README.md")
      out.push_back(it->path().lexically_relative(regressions_dir()).generic_string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

class FuzzRegression : public testing::TestWithParam<std::string> {};

TEST_P(FuzzRegression, EndsInAnErrorARefusalOrAnOutcome) {
  const std::optional<std::string> text = corpus::read_text(regressions_dir() / GetParam());
  ASSERT_TRUE(text) << GetParam();
  if (GetParam().starts_with("fuzz_batch/")) {
    // fuzz_batch's inputs are request lines: each answered once, none with status "internal".
    std::istringstream in(*text);
    std::size_t answers = 0;
    const BatchSummary summary =
        run_batch(in, [&answers](std::string_view) { ++answers; }, {.threads = 1});
    EXPECT_EQ(summary.internal, 0U) << GetParam();
    EXPECT_EQ(answers, summary.lines) << GetParam();
    return;
  }
  EXPECT_NO_THROW((void)run_pipeline(*text)) << GetParam();
}

INSTANTIATE_TEST_SUITE_P(Inputs, FuzzRegression, testing::ValuesIn(regression_inputs()),
                         [](const testing::TestParamInfo<std::string>& input) {
                           std::string name = input.param;
                           for (char& c : name) {
                             if (std::isalnum(static_cast<unsigned char>(c)) == 0) c = '_';
                           }
                           return name;
                         });
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(FuzzRegression);

// The pipeline is the one the fuzzers run: an example goes all the way, a broken document stops
// at the loader, a forbidden request at its refusal.
TEST(FuzzPipeline, ReachesTheEngineWithAnExampleAndStopsEarlierOtherwise) {
  const std::optional<std::string> example =
      corpus::read_text(corpus::games_dir() / "gcacw/examples/gc-01-retreat-two-to-four.json");
  ASSERT_TRUE(example);
  EXPECT_EQ(run_pipeline(*example), Reach::resolved);
  EXPECT_EQ(run_pipeline(example->substr(0, example->size() / 2)), Reach::rejected);
  const std::optional<std::string> refused = corpus::read_text(
      corpus::games_dir() /
      "gcacw/examples/gc-01-cavalry-retreat-of-a-stack-with-infantry-is-refused.json");
  ASSERT_TRUE(refused);
  EXPECT_EQ(run_pipeline(*refused), Reach::refused);
}

}  // namespace
}  // namespace skedaddle::fuzz
