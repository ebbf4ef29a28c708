// SPDX-License-Identifier: MIT
// The raw-bytes harness: libFuzzer's own byte mutations of the examples of every game, through
// the same pipeline, for the loader's handling of text that is not JSON or barely a scenario.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz/pipeline.hpp"
#include "fuzz/reach_stats.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  skedaddle::fuzz::count_reach(skedaddle::fuzz::run_pipeline(text));
  return 0;
}
