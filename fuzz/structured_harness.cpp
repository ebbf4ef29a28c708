// SPDX-License-Identifier: MIT
// The structure-aware harness of one game (SKEDADDLE_FUZZ_EXAMPLES names its examples folder):
// libFuzzer's inputs are scenario documents, mutated as JSON with the values of that game's
// examples (fuzz/json_mutator.hpp), so that almost every input is a scenario the loader accepts
// and the engine resolves. Raw byte mutations are the bytes harness's job.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz/harness_buffer.hpp"
#include "fuzz/json_mutator.hpp"
#include "fuzz/pipeline.hpp"
#include "fuzz/reach_stats.hpp"
#include "fuzz/value_pool.hpp"
#include "skedaddle/io/scenario.hpp"

#ifndef SKEDADDLE_FUZZ_EXAMPLES
#error "the structure-aware harness needs SKEDADDLE_FUZZ_EXAMPLES (set in fuzz/CMakeLists.txt)"
#endif

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

namespace {

using skedaddle::fuzz::as_text;
using skedaddle::fuzz::emit;

const skedaddle::fuzz::ValuePool& pool() {
  static const skedaddle::fuzz::ValuePool examples =
      skedaddle::fuzz::pool_of_examples(SKEDADDLE_FUZZ_EXAMPLES);
  return examples;
}

/// The examples the loader accepts (some examples are bad on purpose, or refused).
const std::vector<std::string>& accepted_examples() {
  static const std::vector<std::string> accepted = [] {
    std::vector<std::string> out;
    for (const std::string& text : pool().documents) {
      if (skedaddle::io::load_scenario(text).ok()) out.push_back(text);
    }
    return out;
  }();
  return accepted;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const skedaddle::fuzz::Reach reach = skedaddle::fuzz::run_pipeline(as_text(data, size));
  skedaddle::fuzz::count_reach(reach);
  // A document the loader rejects stays out of the corpus (libFuzzer's -1), so that mutations
  // start from scenarios and reach the engine; the loader's errors are fuzz_bytes's to explore.
  return reach == skedaddle::fuzz::Reach::rejected ? -1 : 0;
}

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size,
                                               std::size_t max_size, unsigned int seed) {
  // The first mutant the loader accepts, among a few: most single changes break a strict
  // scenario somewhere, and a rejected input never reaches the engine. One in eight mutants is
  // taken as it comes, so the loader's errors stay exercised too.
  // libFuzzer keeps some inputs the loader rejected in the corpus despite the -1 below;
  // mutants of those rarely load, so such a parent is swapped for an example the loader accepts.
  std::string_view text = as_text(data, size);
  if (!skedaddle::io::load_scenario(text).ok() && !accepted_examples().empty()) {
    text = accepted_examples()[seed % accepted_examples().size()];
  }
  std::optional<std::string> mutant;
  for (unsigned int attempt = 0; attempt < 8; ++attempt) {
    mutant = skedaddle::fuzz::mutate_json(text, pool(), max_size, seed + attempt * 7919U);
    if (!mutant || seed % 8 == 0 || skedaddle::io::load_scenario(*mutant).ok()) break;
  }
  const std::size_t mutated = emit(mutant, data, max_size);
  // An input that is not JSON (libFuzzer's empty first input, or a broken one) gets byte
  // mutations, which keep the search going until the corpus provides documents.
  return mutated != 0 ? mutated : LLVMFuzzerMutate(data, size, max_size);
}
