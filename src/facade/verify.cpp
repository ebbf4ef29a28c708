// SPDX-License-Identifier: MIT
// verify(): an outcome checked against its scenario by this engine (docs/format.md,
// "Verification"): the header against this build and the recomputed hash, then the scenario
// resolved again as the outcome's request says and compared with it member by member.
#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>

#include "facade/agreement.hpp"
#include "io/canonical_json.hpp"
#include "io/json_reader.hpp"
#include "skedaddle/io/outcome.hpp"
#include "skedaddle/skedaddle.hpp"

namespace skedaddle {
namespace {

using Json = io::detail::Json;

/// The choosers a request may name, in ChooserKind order.
constexpr std::array<ChooserKind, 5> kChoosers = {ChooserKind::script, ChooserKind::first,
                                                  ChooserKind::random, ChooserKind::best,
                                                  ChooserKind::callback};

/// `value` as compact JSON text, for a Difference.
std::string text_of(const Json& value) {
  return value.dump(-1, ' ', false, Json::error_handler_t::replace);
}

/// The member `key` of `object`, or null when it is not an object or has no such member.
const Json* member(const Json& object, std::string_view key) {
  if (!object.is_object()) return nullptr;
  const auto found = object.find(key);
  return found == object.end() ? nullptr : &*found;
}

/// 2^63, the first double beyond the signed 64-bit integers.
constexpr double kTwoTo63 = 9223372036854775808.0;

/// True when the double `real` is exactly the integer `whole`: integral and in its range (out
/// of range, converting it would be undefined).
bool same_integer(double real, std::int64_t whole) {
  return real >= -kTwoTo63 && real < kTwoTo63 && static_cast<std::int64_t>(real) == whole &&
         static_cast<double>(whole) == real;
}

/// As above, for an unsigned integer: from 0 to below 2^64.
bool same_integer(double real, std::uint64_t whole) {
  return real >= 0.0 && real < 2.0 * kTwoTo63 && static_cast<std::uint64_t>(real) == whole &&
         static_cast<double>(whole) == real;
}

/// True when `a` and `b` are the same JSON value; numbers by their exact value, however they
/// are spelled (2 and 2.0 are one number), where nlohmann's == reads 2^64-1 as -1 and rounds it
/// to a double to compare it with one.
bool same_value(const Json& a, const Json& b) {
  if (!a.is_number() || !b.is_number() || a.type() == b.type()) return a == b;
  if (a.is_number_float() || b.is_number_float()) {
    const Json& real = a.is_number_float() ? a : b;
    const Json& whole = a.is_number_float() ? b : a;
    return whole.is_number_unsigned() ? same_integer(real.get<double>(), whole.get<std::uint64_t>())
                                      : same_integer(real.get<double>(), whole.get<std::int64_t>());
  }
  // One signed, one unsigned: the same only when the signed one is not negative.
  const Json& whole = a.is_number_unsigned() ? b : a;
  const Json& natural = a.is_number_unsigned() ? a : b;
  return whole.get<std::int64_t>() >= 0 &&
         static_cast<std::uint64_t>(whole.get<std::int64_t>()) == natural.get<std::uint64_t>();
}

/// The chooser named `value`, or nothing.
std::optional<ChooserKind> chooser_named(const Json& value) {
  if (!value.is_string()) return std::nullopt;
  for (const ChooserKind kind : kChoosers) {
    if (chooser_name(kind) == value.get_ref<const std::string&>()) return kind;
  }
  return std::nullopt;
}

/// The outcome's "request" (docs/format.md), or the errors that make it unreadable.
Result<io::Request> read_request(const Json& outcome) {
  const Json* verification = member(outcome, "verification");
  if (verification == nullptr) {
    std::string message =
        "expected the outcome's \"verification\" member with its request (every "
        "outcome of skedaddle " +
        std::string(io::engine_version()) + " has one)";
    // A play-by-mail host publishes a batch's answer lines; a player who hands one to verify
    // whole needs to be told where its outcome is.
    const Json* answer = member(outcome, "answer");
    if (answer != nullptr && member(*answer, "verification") != nullptr) {
      message +=
          "; this is an answer line of skedaddle batch: the outcome to verify is its "
          "\"answer\" (/answer)";
    }
    return Errors{{"/verification", message}};
  }
  const Json* request = member(*verification, "request");
  if (request == nullptr || !request->is_object()) {
    return Errors{{"/verification/request", "expected the request object"}};
  }
  const std::string at = "/verification/request";
  Errors errors;
  io::Request out;
  const Json* verb = member(*request, "verb");
  if (verb == nullptr || *verb != "resolve") {
    errors.push_back({at + "/verb", "expected \"resolve\", got " +
                                        (verb ? io::detail::describe(*verb) : "nothing")});
  }
  const Json* chooser = member(*request, "chooser");
  if (const auto kind = chooser ? chooser_named(*chooser) : std::nullopt) {
    out.chooser = *kind;
  } else {
    errors.push_back({at + "/chooser",
                      "expected \"script\", \"first\", \"random\", \"best\" or \"callback\", got " +
                          (chooser ? io::detail::describe(*chooser) : "nothing")});
  }
  const Json* fallback = member(*request, "fallback");
  if (fallback != nullptr && !fallback->is_null()) {
    out.fallback = chooser_named(*fallback);
    if (!out.fallback) {
      errors.push_back(
          {at + "/fallback", "expected null or a chooser, got " + io::detail::describe(*fallback)});
    }
  } else if (fallback == nullptr) {
    errors.push_back({at + "/fallback", "expected null or a chooser, got nothing"});
  }
  const Json* seed = member(*request, "seed");
  bool seed_read = false;
  if (seed != nullptr && seed->is_string()) {
    const std::string& digits = seed->get_ref<const std::string&>();
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), out.seed);
    seed_read = !digits.empty() && ec == std::errc() && end == digits.data() + digits.size() &&
                (digits == "0" || digits.front() != '0');
  }
  if (!seed_read) {
    errors.push_back({at + "/seed", "expected the seed as decimal digits, 0 to 2^64-1, got " +
                                        (seed ? io::detail::describe(*seed) : "nothing")});
  }
  const Json* dice = member(*request, "dice");
  if (dice != nullptr && dice->is_array()) {
    std::vector<int> faces;
    for (std::size_t i = 0; i < dice->size(); ++i) {
      const Json& face = (*dice)[i];
      if (!face.is_number_integer() || face.get<std::int64_t>() < 1 ||
          face.get<std::int64_t>() > 99) {
        errors.push_back({at + "/dice/" + std::to_string(i),
                          "expected a face from 1 to 99, got " + io::detail::describe(face)});
      } else {
        faces.push_back(face.get<int>());
      }
    }
    out.dice = std::move(faces);
  } else if (dice == nullptr || !dice->is_null()) {
    errors.push_back({at + "/dice", "expected null or a list of faces, got " +
                                        (dice ? io::detail::describe(*dice) : "nothing")});
  }
  if (!errors.empty()) return errors;
  return out;
}

/// Which part of the outcome `pointer` is in: "event N" under /events/N, else the member.
std::string part_of(std::string_view pointer) {
  const std::size_t end = pointer.find('/', 1);
  const std::string_view top = pointer.substr(1, end == std::string_view::npos ? end : end - 1);
  if (top == "events" && end != std::string_view::npos) {
    const std::size_t index_end = pointer.find('/', end + 1);
    return "event " +
           std::string(pointer.substr(
               end + 1, index_end == std::string_view::npos ? index_end : index_end - end - 1));
  }
  return std::string(top);
}

/// The first place, in the re-adjudication's order, where `given` and `expected` differ.
std::optional<Difference> first_difference(const std::string& pointer, const Json& given,
                                           const Json& expected) {
  const auto differs = [&](const std::string& at, const Json* a, const Json* b) {
    return Difference{part_of(at), at, a ? text_of(*a) : "", b ? text_of(*b) : "", ""};
  };
  if (given.is_object() && expected.is_object()) {
    for (const auto& [key, value] : expected.items()) {
      const std::string at = io::detail::pointer_to(pointer, key);
      if (pointer.empty() && key == "verification") continue;  // the header, checked apart
      const Json* other = member(given, key);
      if (other == nullptr) return differs(at, nullptr, &value);
      if (std::optional<Difference> d = first_difference(at, *other, value)) return d;
    }
    for (const auto& [key, value] : given.items()) {
      if (member(expected, key) == nullptr && !(pointer.empty() && key == "verification")) {
        return differs(io::detail::pointer_to(pointer, key), &value, nullptr);
      }
    }
    return std::nullopt;
  }
  if (given.is_array() && expected.is_array()) {
    const std::size_t common = std::min(given.size(), expected.size());
    for (std::size_t i = 0; i < common; ++i) {
      if (std::optional<Difference> d =
              first_difference(io::detail::pointer_to(pointer, i), given[i], expected[i])) {
        return d;
      }
    }
    if (given.size() == expected.size()) return std::nullopt;
    const std::string at = io::detail::pointer_to(pointer, common);
    return common < given.size() ? differs(at, &given[common], nullptr)
                                 : differs(at, nullptr, &expected[common]);
  }
  if (same_value(given, expected)) return std::nullopt;
  return differs(pointer, &given, &expected);
}

/// A header field checked against what it must be.
void check_header(std::vector<Difference>& out, std::string part, const Json& outcome,
                  const std::string& pointer, const Json& expected) {
  const Json* given = outcome.contains(Json::json_pointer(pointer))
                          ? &outcome.at(Json::json_pointer(pointer))
                          : nullptr;
  if (given != nullptr && same_value(*given, expected)) return;
  out.push_back({std::move(part), pointer, given ? text_of(*given) : "", text_of(expected), ""});
}

/// The outcome's replay's choices: what a program chose (chooser "callback") is known only from
/// there. Nothing when it has none (a refusal has no replay).
const Json* replay_choices(const Json& outcome) {
  const Json* replay = member(outcome, "replay");
  return replay ? member(*replay, "choices") : nullptr;
}

/// The scenario whose recorded choices are the outcome's replay's. An error (its pointers in
/// the scenario: the caller names them in the replay) when the replay has no choices or they
/// are not choices of this scenario.
Result<Scenario> with_replay_choices(const Scenario& scenario, const Json& outcome) {
  const Json* choices = replay_choices(outcome);
  if (choices == nullptr) {
    return Errors{{"/replay/choices", "expected the replay's choices: a program made them"}};
  }
  return detail::with_choices(scenario, *choices, "play the replay's choices");
}

/// The outcome's replay's choices as `scenario`'s game reads them, or nothing when it has none
/// or they cannot be read (the outcome then differs from its re-adjudication).
std::optional<detail::ChoiceList> taken_choices(const Scenario& scenario, const Json& outcome) {
  const Json* choices = replay_choices(outcome);
  if (choices == nullptr) return std::nullopt;
  Result<Scenario> read = detail::with_choices(scenario, *choices, "read the replay's choices");
  if (!read.ok()) return std::nullopt;
  return detail::ChoiceList{*choices, read.value().loaded().choices};
}

/// Why a re-adjudication could not be made, as the difference it is; with `from_replay`, the
/// scenario's choices were the replay's, and the pointers say so.
Difference unplayable(const Errors& errors, bool from_replay) {
  std::string reason;
  for (const Error& e : errors) {
    const std::string pointer =
        from_replay && e.pointer.starts_with("/choices") ? "/replay" + e.pointer : e.pointer;
    reason += (reason.empty() ? "" : "; ") + (pointer.empty() ? "" : pointer + ": ") + e.message;
  }
  return {"replay", "/replay", "", "",
          "the scenario cannot be resolved again as the request says: " + reason};
}

}  // namespace

Result<Verification> verify(const Scenario& scenario, std::string_view outcome_json,
                            const io::Limits& limits) {
  return verify(scenario, outcome_json, Agreement{}, limits);
}

Result<Verification> verify(const Scenario& scenario, std::string_view outcome_json,
                            const Agreement& agreed, const io::Limits& limits) {
  std::optional<detail::ChoiceList> agreed_choices;
  if (agreed.choices) {
    Result<detail::ChoiceList> read =
        detail::read_agreed_choices(scenario, *agreed.choices, limits);
    if (!read.ok()) return read.errors();
    agreed_choices = std::move(read).value();
  }
  Errors parse_errors;
  const std::optional<Json> outcome = io::detail::parse_json(outcome_json, limits, parse_errors);
  if (!outcome) return parse_errors;
  if (!outcome->is_object()) {
    return Errors{{"", "expected an outcome object, got " + io::detail::describe(*outcome)}};
  }
  Result<io::Request> request = read_request(*outcome);
  if (!request.ok()) return request.errors();

  Verification out;
  const io::Request& asked = request.value();
  out.request = asked;
  out.refused = scenario.refusal().has_value();
  out.dice = detail::dice_source(scenario, asked);
  if (const Json* choices = replay_choices(*outcome); choices != nullptr && choices->is_array()) {
    std::vector<std::string> listed;
    for (const Json& choice : *choices)
      listed.push_back(text_of(choice));
    out.choices = std::move(listed);
  }

  check_header(out.differences, "format", *outcome, "/format", io::kOutcomeFormat);
  check_header(out.differences, "engine", *outcome, "/verification/engine",
               "skedaddle " + std::string(io::engine_version()));
  check_header(out.differences, "scenario format", *outcome, "/verification/scenario_format",
               io::kScenarioFormat);
  const std::optional<std::string> hash = io::verification_hash(scenario.loaded(), asked);
  check_header(out.differences, "hash", *outcome, "/verification/sha256",
               hash ? Json(*hash) : Json(nullptr));
  // A refused outcome has no replay: the scenario, resolved again, is refused again.
  if (member(*outcome, "replay") != nullptr) {
    check_header(out.differences, "seed", *outcome, "/replay/seed", asked.seed);
  }
  const bool refused = out.refused;
  // The request against what the players agreed before the turn, before the outcome against
  // the request: a request that was not agreed makes the outcome's fidelity to it moot.
  const std::optional<detail::ChoiceList> taken =
      agreed_choices && !refused ? taken_choices(scenario, *outcome) : std::nullopt;
  detail::check_agreement(agreed, agreed_choices, asked, taken, refused, out);

  // Resolved again as the request says; a program's choices are played from the replay. A
  // request the rules forbid is refused whoever chooses, and its outcome has no replay (ALL-3).
  ResolveSettings settings{
      .chooser = asked.chooser, .fallback = asked.fallback, .seed = asked.seed, .dice = asked.dice};
  Scenario subject = scenario;
  const bool from_replay = !refused && (asked.chooser == ChooserKind::callback ||
                                        asked.fallback == ChooserKind::callback);
  if (from_replay) {
    Result<Scenario> replayed = with_replay_choices(scenario, *outcome);
    if (!replayed.ok()) {
      out.differences.push_back(unplayable(replayed.errors(), true));
      return out;
    }
    subject = std::move(replayed).value();
    if (settings.chooser == ChooserKind::callback) settings.chooser = ChooserKind::script;
    if (settings.fallback == ChooserKind::callback) settings.fallback.reset();
  }
  Result<Outcome> again = resolve(subject, settings);
  if (!again.ok()) {
    out.differences.push_back(unplayable(again.errors(), from_replay));
    return out;
  }
  const Json expected = Json::parse(again.value().json());
  if (std::optional<Difference> d = first_difference("", *outcome, expected)) {
    // The replay's seed differs in the body exactly when the header said so, and a choice
    // not agreed where the agreement said so: once is enough.
    const bool reported = std::any_of(out.differences.begin(), out.differences.end(),
                                      [&](const Difference& h) { return h.pointer == d->pointer; });
    if (!reported) out.differences.push_back(std::move(*d));
  }
  return out;
}

}  // namespace skedaddle
