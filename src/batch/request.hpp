// SPDX-License-Identifier: MIT
// Private to the batch: one request line read (its JSON, verb, id and where its scenario comes
// from) and answered once its scenario is known.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "batch/answer.hpp"
#include "batch/line_reader.hpp"
#include "batch/verbs.hpp"
#include "io/json_reader.hpp"
#include "skedaddle/skedaddle.hpp"

namespace skedaddle::batch {

/// Where a request's scenario comes from.
enum class Source {
  none,       ///< not said (an error)
  inline_,    ///< "scenario": the whole document in the line
  reference,  ///< "scenario_ref": the scenario an earlier line gave with this id
  file,       ///< "scenario_file": a file, relative to the batch's base folder
};

/// One request line as read, before its scenario is looked up.
struct Request {
  std::size_t line = 0;                        ///< its number, from 1
  std::unique_ptr<io::detail::Json> doc;       ///< the parsed line, when it parsed
  std::optional<io::detail::Reader> reader{};  ///< its errors so far, pointers in the line
  std::optional<std::string> id{};             ///< "id", when it is a string
  std::optional<std::string> id_json{};        ///< the same as JSON text, echoed in the answer
  const Verb* verb = nullptr;                  ///< "verb", when known
  Source source = Source::none;
  std::string source_name{};  ///< the "scenario_ref" id or the "scenario_file" path
  /// "scenario": the scenario loaded, or its errors (pointers in the line: "/scenario/...").
  std::optional<Result<Scenario>> scenario{};
  /// Errors found before the line could be read as an object (syntax, too long): its answer.
  std::vector<Located> unreadable{};

  /// True when this line gives a scenario with an id, which later lines may refer to.
  bool defines() const { return id && scenario; }
};

/// Reads line `number` (parses it within `limits`, one level deeper for the request object,
/// reads the common keys and loads an inline scenario); a blank line is the caller's to skip.
Request read_request(std::size_t number, const Line& line, const io::Limits& limits);

/// The scenario a request names, once looked up: the scenario, or the errors that stop it,
/// and how to locate an error within it.
struct NamedScenario {
  std::optional<Result<Scenario>> scenario{};  ///< nothing when the request names none
  std::string file{};                          ///< the file it was read from
  std::size_t line = 0;                        ///< the earlier line that gave it
  std::vector<Located> errors{};               ///< why it cannot be had, when it cannot
};

/// Loads the scenario file of a request (relative to `base_dir` unless absolute).
NamedScenario load_file(const Request& request, const std::string& base_dir,
                        const io::Limits& limits);

/// The answer of a request read by read_request, its scenario `named` (for an inline scenario,
/// the request's own).
Answer answer_request(Request& request, const NamedScenario& named);

}  // namespace skedaddle::batch
