// SPDX-License-Identifier: MIT
// libFuzzer's cross-over for the harnesses whose inputs are JSON documents (fuzz_<game>,
// fuzz_batch): a value of one input swapped for one in the same slot of another
// (fuzz/json_mutator.hpp), rather than a splice of bytes that would rarely stay JSON.
#include <cstddef>
#include <cstdint>

#include "fuzz/harness_buffer.hpp"
#include "fuzz/json_mutator.hpp"

extern "C" std::size_t LLVMFuzzerCustomCrossOver(const std::uint8_t* data1, std::size_t size1,
                                                 const std::uint8_t* data2, std::size_t size2,
                                                 std::uint8_t* out, std::size_t max_out_size,
                                                 unsigned int seed) {
  using namespace skedaddle::fuzz;
  return emit(cross_over_json(as_text(data1, size1), as_text(data2, size2), max_out_size, seed),
              out, max_out_size);
}
