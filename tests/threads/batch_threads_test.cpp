// SPDX-License-Identifier: MIT
// A batch of every example run by 8 workers that read, answer and write the lines themselves
// (src/batch/run.cpp), with windows from one line up: it must write what one thread writes,
// byte for byte; under the tsan preset ThreadSanitizer also fails the run on any race in the
// window, the book of scenarios by id and the writing in order.
#include <gtest/gtest.h>

#include <cstddef>
#include <sstream>
#include <string>

#include "conformance/corpus.hpp"
#include "skedaddle/batch.hpp"
#include "skedaddle/io/json_lines.hpp"

namespace skedaddle::threads {
namespace {

/// Every example whole in a resolve line with an id; every third line also asks the options of
/// the scenario two lines before by reference, and every seventh line is bad.
std::string corpus_batch() {
  std::string out;
  std::size_t n = 0;
  for (const std::string& file : corpus::scenario_files()) {
    const std::string scenario =
        io::one_line(corpus::read_text(corpus::games_dir() / file).value_or("{}"));
    out +=
        R"({"verb":"resolve","id":"s)" + std::to_string(n) + R"(","scenario":)" + scenario + "}\n";
    if (n % 3 == 2) {
      out += R"({"verb":"validate","scenario_ref":"s)" + std::to_string(n - 2) + "\"}\n";
    }
    if (n % 7 == 0) out += "{\"verb\":\"resolve\",\"scenario\":[]}\n";
    ++n;
  }
  return out;
}

std::string run(const std::string& input, unsigned threads, std::size_t window) {
  std::istringstream in(input);
  std::string out;
  run_batch(
      in, [&out](std::string_view piece) { out += piece; },
      BatchSettings{.threads = threads, .window = window});
  return out;
}

TEST(BatchThreads, EightWorkersWriteWhatOneThreadWrites) {
  const std::string input = corpus_batch();
  const std::string one = run(input, 1, 0);
  ASSERT_FALSE(one.empty());
  for (const std::size_t window : {std::size_t{1}, std::size_t{7}, std::size_t{0}}) {
    EXPECT_EQ(run(input, 8, window), one) << "window " << window;
  }
}

}  // namespace
}  // namespace skedaddle::threads
