// SPDX-License-Identifier: MIT
// The batch harness: request lines as a play-by-mail host receives them from players, each
// giving its scenario whole: verify (a player's outcome, to be checked), resolve, options and
// validate. They are mutated as JSON with the values of every game's examples and committed
// outcomes, so that the outcome a player sends can be wrong anywhere. Every input must be
// answered with exactly one line, and never with status "internal" (a bug, never the input).
// Odds are left out: a mutated scenario may have millions of ways to enumerate, which is work,
// not a fault, and would only time out.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "fuzz/harness_buffer.hpp"
#include "fuzz/json_mutator.hpp"
#include "fuzz/value_pool.hpp"
#include "skedaddle/batch.hpp"

#ifndef SKEDADDLE_FUZZ_GAMES
#error "the batch harness needs SKEDADDLE_FUZZ_GAMES (set in fuzz/CMakeLists.txt)"
#endif

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

namespace {

using skedaddle::fuzz::as_text;
using skedaddle::fuzz::emit;

namespace fs = std::filesystem;
using Json = nlohmann::json;

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

/// Request lines made from every example: verify against its committed outcome, resolve with a
/// random chooser, options and validate; sorted by the examples' paths.
std::vector<std::string> example_requests() {
  std::vector<fs::path> files;
  for (const fs::directory_entry& e : fs::recursive_directory_iterator(SKEDADDLE_FUZZ_GAMES)) {
    const std::string name = e.path().filename().string();
    if (e.is_regular_file() &&
        e.path().parent_path().string().find("examples") != std::string::npos &&
        name.ends_with(".json") && !name.ends_with(".expected.json"))
      files.push_back(e.path());
  }
  std::sort(files.begin(), files.end());
  std::vector<std::string> lines;
  for (const fs::path& file : files) {
    const Json scenario = Json::parse(read_file(file), nullptr, false);
    if (scenario.is_discarded()) continue;
    fs::path expected = file;
    expected.replace_extension(".expected.json");
    const Json outcome = Json::parse(read_file(expected), nullptr, false);
    if (!outcome.is_discarded())
      lines.push_back(
          Json{{"verb", "verify"}, {"scenario", scenario}, {"outcome", outcome}}.dump());
    lines.push_back(Json{
        {"verb", "resolve"},
        {"scenario", scenario},
        {"chooser", "random"},
        {"seed", 7}}.dump());
    lines.push_back(Json{{"verb", "options"}, {"scenario", scenario}}.dump());
    lines.push_back(Json{{"verb", "validate"}, {"scenario", scenario}}.dump());
  }
  return lines;
}

const std::vector<std::string>& requests() {
  static const std::vector<std::string> lines = example_requests();
  return lines;
}

const skedaddle::fuzz::ValuePool& pool() {
  static const skedaddle::fuzz::ValuePool values = [] {
    skedaddle::fuzz::ValuePool p;
    for (const std::string& line : requests())
      skedaddle::fuzz::add_document(p, line);
    return p;
  }();
  return values;
}

/// The request's verb, when the text is a JSON object that names one.
std::optional<std::string> verb_of(std::string_view text) {
  const Json line = Json::parse(text, nullptr, false);
  if (!line.is_object() || !line.contains("verb") || !line["verb"].is_string()) return std::nullopt;
  return line["verb"].get<std::string>();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = as_text(data, size);
  if (verb_of(text) == "odds" || text.find('\n') != std::string_view::npos) return -1;
  std::istringstream in{std::string(text)};
  std::size_t lines = 0;
  const skedaddle::BatchSummary summary =
      skedaddle::run_batch(in, [&lines](std::string_view) { ++lines; }, {.threads = 1});
  // One answer for the one line (an empty input is no line), and no answer a bug.
  if (summary.internal != 0 || lines != summary.lines || summary.answered != summary.lines)
    std::abort();
  return 0;
}

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size,
                                               std::size_t max_size, unsigned int seed) {
  // A parent that is no request (the seeds are the examples' scenario files) is swapped for a
  // request line made from an example, so that mutations start from what a host receives.
  std::string_view text = as_text(data, size);
  if (!verb_of(text) && !requests().empty()) text = requests()[seed % requests().size()];
  const std::size_t mutated =
      emit(skedaddle::fuzz::mutate_json(text, pool(), max_size, seed), data, max_size);
  return mutated != 0 ? mutated : LLVMFuzzerMutate(data, size, max_size);
}
