// SPDX-License-Identifier: MIT
// The verbs of a batch: each answers with the document the single-request command prints with
// --json (resolve, options, odds, verify), on one line; validate with its warnings.
#include "batch/verbs.hpp"

#include <nlohmann/json.hpp>

#include <array>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "facade/settings_json.hpp"
#include "skedaddle/choice/named_chooser.hpp"
#include "skedaddle/io/json_lines.hpp"

namespace skedaddle::batch {
namespace {

using io::detail::Json;
using io::detail::Node;

/// The errors of a verb's computation, located where the scenario is.
Answer located_errors(VerbCall& call, const Errors& errors) {
  std::vector<Located> out;
  for (const Error& e : errors)
    out.push_back(call.locate(e));
  return error_answer(std::move(out));
}

/// An answer with `json`, a document on one line.
Answer one_line_answer(bool refused, std::string json) {
  return Answer{
      .status = refused ? Status::refused : Status::ok, .document = std::move(json), .errors = {}};
}

/// An answer with `json` (a document as the CLI prints it) put on one line.
Answer document(bool refused, const std::string& json) {
  return one_line_answer(refused, io::one_line(json));
}

Answer answer_resolve(VerbCall& call) {
  const ResolveSettings settings = detail::read_resolve_settings(call.reader, call.request);
  if (call.reader.error_count() > 0) return call.bad_request();
  const Result<Outcome> outcome = resolve(call.scenario, settings);
  if (!outcome.ok()) {
    std::vector<Located> out;
    for (const Error& e : outcome.errors()) {
      // The line's "dice" stand for the scenario's: a die they leave unused is the line's.
      const bool lines_dice = settings.dice && e.pointer.starts_with("/dice");
      out.push_back(lines_dice ? Located{.pointer = e.pointer, .message = e.message}
                               : call.locate(e));
    }
    return error_answer(std::move(out));
  }
  return one_line_answer(outcome.value().refused(), outcome.value().json(io::JsonLayout::one_line));
}

Answer answer_options(VerbCall& call) {
  const Result<std::string> json = options(call.scenario, OptionsView{.form = Form::json});
  if (!json.ok()) return located_errors(call, json.errors());
  return document(call.scenario.refusal().has_value(), json.value());
}

Answer answer_odds(VerbCall& call) {
  OddsSettings settings;
  if (const std::optional<NamedChooser> chooser = detail::read_chooser(call.reader, call.request)) {
    settings.chooser = chooser->kind;
    settings.fallback = chooser->fallback;
  }
  bool per_option = false;
  if (const std::optional<Node> node = call.reader.member(call.request, "per_option")) {
    per_option = call.reader.boolean(*node).value_or(false);
  }
  if (const std::optional<Node> node = call.reader.member(call.request, "max_resolves")) {
    if (const std::optional<std::uint64_t> most = call.reader.unsigned_integer(*node)) {
      if (*most == 0) {
        call.reader.error(node->pointer, "expected a whole number from 1, got 0");
      } else {
        settings.max_resolves = *most;
      }
    }
  }
  if (call.reader.error_count() > 0) return call.bad_request();
  const Result<Odds> odds_of =
      per_option ? odds_per_option(call.scenario, settings) : odds(call.scenario, settings);
  if (!odds_of.ok()) return located_errors(call, odds_of.errors());
  return one_line_answer(odds_of.value().refused(), odds_of.value().json(io::JsonLayout::one_line));
}

/// {"valid":true,"warnings":[...]}, each warning located as errors are (in this line, a file
/// or an earlier line), and, for a request the rules forbid, "refused": the rule, the reason
/// and the pointer within the scenario, as in the refused outcome (ALL-3); the errors of
/// `resolve` when the scenario, resolved as written, does not fit its recorded choices or dice.
Answer answer_validate(VerbCall& call) {
  Json doc = {{"valid", true}, {"warnings", Json::array()}};
  for (const Warning& w : call.scenario.warnings()) {
    const Located at = call.locate(Error{w.pointer, w.message});
    Json warning = Json::object();
    if (!at.file.empty()) warning["file"] = at.file;
    if (at.line != 0) warning["line"] = at.line;
    warning["pointer"] = at.pointer;
    warning["message"] = at.message;
    doc["warnings"].push_back(std::move(warning));
  }
  const std::optional<Refusal>& refusal = call.scenario.refusal();
  if (refusal) {
    doc["refused"] = {
        {"rule", refusal->rule}, {"reason", refusal->reason}, {"pointer", refusal->pointer}};
  } else if (const Result<Outcome> resolved = resolve(call.scenario); !resolved.ok()) {
    return located_errors(call, resolved.errors());  // a recorded choice or die that does not fit
  }
  return Answer{.status = refusal ? Status::refused : Status::ok,
                .document = doc.dump(-1, ' ', false, Json::error_handler_t::replace),
                .errors = {}};
}

/// The verification of the request's "outcome" (an outcome document) against the scenario,
/// its request held to what the line says was agreed (Verification::json(),
/// `skedaddle-verification/1`), read under the batch's limits as its scenario is: an answer whether
/// or not the two are identical (the document says which); bad input when "outcome" is missing or
/// not an outcome document, or an agreed value is malformed (the choices: not choices of the
/// scenario, at the line's "/choices/N").
Answer answer_verify(VerbCall& call) {
  const std::optional<Node> node = call.reader.member(call.request, "outcome");
  if (!node) {
    call.reader.error("/outcome", "missing required key \"outcome\": expected an outcome document");
  } else if (!node->value.is_object()) {
    call.reader.error(node->pointer, "expected an outcome document (an object), got " +
                                         io::detail::describe(node->value));
  }
  const Agreement agreed = detail::read_agreement(call.reader, call.request);
  if (call.reader.error_count() > 0) return call.bad_request();
  const Result<Verification> verification =
      verify(call.scenario, node->value.dump(), agreed, call.reader.limits());
  if (!verification.ok()) {
    std::vector<Located> out;
    for (const Error& e : verification.errors()) {
      // The agreed choices are the line's own "choices", read as the scenario's.
      const bool agreed_choices = agreed.choices && e.pointer.starts_with("/choices");
      out.push_back(Located{agreed_choices ? e.pointer : "/outcome" + e.pointer, e.message});
    }
    return error_answer(std::move(out));
  }
  return document(false, verification.value().json());
}

constexpr std::array<std::string_view, 3> kResolveKeys = {"chooser", "seed", "dice"};
constexpr std::array<std::string_view, 3> kOddsKeys = {"chooser", "per_option", "max_resolves"};

constexpr std::array<std::string_view, 5> kVerifyKeys = {"outcome", "chooser", "seed", "no_dice",
                                                         "choices"};

const std::array<Verb, 5> kVerbs = {{
    {"resolve", kResolveKeys, answer_resolve},
    {"options", {}, answer_options},
    {"odds", kOddsKeys, answer_odds},
    {"validate", {}, answer_validate},
    {"verify", kVerifyKeys, answer_verify},
}};

}  // namespace

Answer VerbCall::bad_request() {
  std::vector<Located> out;
  for (Error& e : reader.take_errors(request.value))
    out.push_back(Located{std::move(e.pointer), std::move(e.message)});
  return error_answer(std::move(out));
}

std::span<const Verb> verbs() {
  return kVerbs;
}

const Verb* find_verb(std::string_view name) {
  for (const Verb& verb : kVerbs) {
    if (verb.name == name) return &verb;
  }
  return nullptr;
}

}  // namespace skedaddle::batch
