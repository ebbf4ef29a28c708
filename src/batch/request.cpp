// SPDX-License-Identifier: MIT
// Reading and answering one request line: see request.hpp.
#include "batch/request.hpp"

#include <array>
#include <exception>
#include <filesystem>
#include <string_view>
#include <utility>

#include "io/scenario_document.hpp"

namespace skedaddle::batch {

/// Makes the facade's Scenario of a scenario the batch loaded from a line it parsed.
struct ScenarioAccess {
  static Scenario checked(io::LoadedScenario scenario) {
    return Scenario::checked(std::move(scenario));
  }
};

namespace {

using io::detail::Json;
using io::detail::Node;

/// The keys of every request, whatever its verb.
constexpr std::array<std::string_view, 5> kCommonKeys = {"id", "verb", "scenario", "scenario_ref",
                                                         "scenario_file"};

/// The verbs as messages list them: "resolve", "options", ...
std::string verb_list() {
  std::vector<std::string_view> names;
  for (const Verb& verb : verbs())
    names.push_back(verb.name);
  return io::detail::quoted_choice(names);
}

/// The keys a request of `verb` may have (null: any verb's).
std::vector<std::string_view> known_keys(const Verb* verb) {
  std::vector<std::string_view> keys(kCommonKeys.begin(), kCommonKeys.end());
  for (const Verb& each : verbs()) {
    if (verb != nullptr && &each != verb) continue;
    for (const std::string_view key : each.keys) {
      if (std::find(keys.begin(), keys.end(), key) == keys.end()) keys.push_back(key);
    }
  }
  return keys;
}

/// Errors with their pointers under `prefix` ("/scenario").
std::vector<Located> under(const std::string& prefix, const Errors& errors) {
  std::vector<Located> out;
  for (const Error& e : errors)
    out.push_back(Located{prefix + e.pointer, e.message});
  return out;
}

/// Reads the one key of the three that says where the scenario is.
void read_source(Request& r, const Node& root, const io::Limits& limits) {
  io::detail::Reader& reader = *r.reader;
  std::vector<Node> given;
  for (const std::string_view key : {"scenario", "scenario_ref", "scenario_file"}) {
    if (std::optional<Node> node = reader.member(root, key)) given.push_back(std::move(*node));
  }
  if (given.empty()) {
    reader.error("",
                 "expected one of \"scenario\" (the scenario itself), \"scenario_ref\" (the "
                 "id of an earlier line's scenario) or \"scenario_file\" (a file)");
    return;
  }
  if (given.size() > 1) {
    reader.error(given[1].pointer,
                 "expected only one of \"scenario\", \"scenario_ref\" or "
                 "\"scenario_file\", got " +
                     given[0].pointer.substr(1) + " too");
    return;
  }
  const Node& node = given.front();
  if (node.pointer == "/scenario") {
    r.source = Source::inline_;
    Result<io::LoadedScenario> loaded = io::detail::load_scenario_document(node.value, limits);
    if (loaded.ok()) {
      r.scenario.emplace(ScenarioAccess::checked(std::move(loaded).value()));
    } else {
      r.scenario.emplace(loaded.errors());
    }
    return;
  }
  if (std::optional<std::string> text = reader.string(node, true)) {
    r.source = node.pointer == "/scenario_ref" ? Source::reference : Source::file;
    r.source_name = std::move(*text);
  }
}

}  // namespace

Request read_request(std::size_t number, const Line& line, const io::Limits& limits) {
  Request r;
  r.line = number;
  if (line.too_long) {
    r.unreadable.push_back(Located{
        "", "expected a line of at most " + std::to_string(limits.input_bytes) + " bytes, got " +
                std::to_string(line.bytes) + " " + io::raise_hint("--max-input-bytes")});
    return r;
  }
  // The request object is one level above its scenario: the scenario keeps its whole depth.
  io::Limits line_limits = limits;
  line_limits.depth = limits.depth + 1;
  Errors parse_errors;
  std::optional<Json> doc = io::detail::parse_json(line.text, line_limits, parse_errors);
  if (!doc) {
    r.unreadable = under("", parse_errors);
    return r;
  }
  r.doc = std::make_unique<Json>(std::move(*doc));
  r.reader.emplace(limits);
  io::detail::Reader& reader = *r.reader;
  const Node root{*r.doc, ""};
  if (!reader.object(root, "a request object")) return r;

  if (const std::optional<Node> verb = reader.required(root, "verb", verb_list())) {
    if (const std::optional<std::string> name = reader.string(*verb)) {
      r.verb = find_verb(*name);
      if (r.verb == nullptr) {
        reader.error(verb->pointer,
                     "expected " + verb_list() + ", got " + io::detail::describe(verb->value));
      }
    }
  }
  const std::vector<std::string_view> keys = known_keys(r.verb);
  reader.object(root, keys, "a request object");
  if (const std::optional<Node> id = reader.member(root, "id")) {
    if (std::optional<std::string> text = reader.string(*id, true)) {
      r.id_json = io::detail::Json(*text).dump(-1, ' ', false, Json::error_handler_t::replace);
      r.id = std::move(*text);
    }
  }
  read_source(r, root, limits);
  return r;
}

NamedScenario load_file(const Request& request, const std::string& base_dir,
                        const io::Limits& limits) {
  namespace fs = std::filesystem;
  NamedScenario named;
  named.file = request.source_name;
  const fs::path given(request.source_name);
  const fs::path path =
      given.is_absolute() || base_dir.empty() ? given : fs::path(base_dir) / given;
  std::error_code ec;
  if (fs::is_directory(path, ec)) {
    named.errors.push_back(
        Located{"", "is a directory, expected a scenario JSON file", named.file});
    return named;
  }
  named.scenario.emplace(Scenario::load(path.string(), limits));
  return named;
}

Answer answer_request(Request& r, const NamedScenario& named) {
  if (!r.unreadable.empty()) return error_answer(r.unreadable);
  io::detail::Reader& reader = *r.reader;
  const Node root{*r.doc, ""};
  std::vector<Located> errors;
  // The request's own keys first, then the scenario's: all in the order of the line.
  if (reader.error_count() > 0 || r.verb == nullptr) {
    for (Error& e : reader.take_errors(*r.doc))
      errors.push_back(Located{std::move(e.pointer), std::move(e.message)});
  }
  errors.insert(errors.end(), named.errors.begin(), named.errors.end());
  // An inline scenario is under "/scenario" of this line, a referred one of its line.
  const auto locate = [&named, &r](const Error& e) {
    if (r.source == Source::file) return Located{e.pointer, e.message, named.file};
    return Located{"/scenario" + e.pointer, e.message, "", named.line};
  };
  if (named.scenario && !named.scenario->ok()) {
    for (const Error& e : named.scenario->errors())
      errors.push_back(locate(e));
  }
  if (!errors.empty() || r.verb == nullptr || !named.scenario) return error_answer(errors);
  VerbCall call{reader, root, named.scenario->value(), locate};
  return r.verb->answer(call);
}

}  // namespace skedaddle::batch
