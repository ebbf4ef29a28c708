// SPDX-License-Identifier: MIT
// What verify() found, for people (Verification::text(), as `skedaddle verify` prints it) and
// for programs (Verification::json(), `skedaddle-verification/1`): the differences, or what an
// identical outcome vouches for: the request it answers, in words, and which parts of it the
// players agreed (docs/format.md, "Verification").
#include <algorithm>
#include <array>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "skedaddle/skedaddle.hpp"

namespace skedaddle {
namespace {

using VerificationJson = nlohmann::ordered_json;

/// The format of Verification::json().
constexpr std::string_view kVerificationFormat = "skedaddle-verification/1";

/// The parts of a request a player may agree before the turn, in the order they are named.
constexpr std::array<std::string_view, 4> kAgreeable = {"chooser", "seed", "dice", "choices"};

/// DiceSource as Verification::json() names it.
std::string_view dice_name(DiceSource dice) {
  switch (dice) {
    case DiceSource::given:
      return "given";
    case DiceSource::scenario:
      return "scenario";
    case DiceSource::seed:
      return "seed";
    case DiceSource::none:
      break;
  }
  return "none";
}

/// What the request's seed drew: "dice", a random chooser's "choices", both or neither (a
/// refusal draws nothing).
std::vector<std::string> seed_drew(const Verification& v) {
  std::vector<std::string> out;
  if (v.refused) return out;
  if (v.dice == DiceSource::seed) out.emplace_back("dice");
  if (v.request.chooser == ChooserKind::random || v.request.fallback == ChooserKind::random) {
    out.emplace_back("choices");
  }
  return out;
}

/// Who chose, in words: the chooser, then its fallback.
std::string chooser_words(const io::Request& request) {
  std::string out(chooser_name(request.chooser));
  switch (request.chooser) {
    case ChooserKind::script:
      out += " (the choices the scenario records)";
      break;
    case ChooserKind::first:
      out += " (the first legal option)";
      break;
    case ChooserKind::random:
      out += " (picks drawn from the seed)";
      break;
    case ChooserKind::best:
      out += " (the best for the owner by ALL-1)";
      break;
    case ChooserKind::callback:
      out += " (a program chose, whoever ran it: only the outcome's replay records its choices)";
      break;
  }
  if (request.fallback) out += ", then " + std::string(chooser_name(*request.fallback));
  return out;
}

/// The seed and what it drew, in words.
std::string seed_words(const Verification& v) {
  const std::vector<std::string> drew = seed_drew(v);
  std::string out = std::to_string(v.request.seed);
  if (v.refused) return out + " (it drew nothing: the rules refuse the request, ALL-3)";
  if (drew.empty()) return out + " (it drew nothing here)";
  out += drew.front() == "dice" ? " (it drew the dice" : " (it drew the random chooser's picks";
  if (drew.size() == 2) out += " and the random chooser's picks";
  return out + ")";
}

/// Where the dice came from, in words.
std::string dice_words(const Verification& v) {
  switch (v.dice) {
    case DiceSource::given: {
      std::string faces;
      for (const int face : *v.request.dice)
        faces += (faces.empty() ? "" : ",") + std::to_string(face);
      return "[" + faces + "], given with the request in place of the scenario's (whoever " +
             "resolved it picked them)";
    }
    case DiceSource::scenario:
      return "the scenario's own \"dice\"";
    case DiceSource::seed:
      return "drawn from the seed";
    case DiceSource::none:
      break;
  }
  return "none (this game rolls no dice)";
}

/// The choices taken, in words, and where the outcome lists them.
std::string choices_words(const Verification& v) {
  if (v.refused) return "none (the rules refuse the request, ALL-3)";
  if (!v.choices) return "none (the outcome has no replay)";
  if (v.choices->empty()) return "none (no decision offered two options)";
  std::string listed;
  for (const std::string& choice : *v.choices)
    listed += (listed.empty() ? "" : ",") + choice;
  return std::to_string(v.choices->size()) + ", as the outcome's /replay/choices lists them: [" +
         listed + "]";
}

/// The parts named in `parts`, or the agreeable ones not in it (`absent`), joined by ", ".
std::string parts_list(const std::vector<std::string>& parts, bool absent) {
  std::string out;
  for (const std::string_view part : kAgreeable) {
    const bool in = std::find(parts.begin(), parts.end(), part) != parts.end();
    if (in != absent) out += (out.empty() ? "" : ", ") + std::string(part);
  }
  return out;
}

/// Why a part of the request that is not what was agreed matters, in a player's words.
std::string agreed_words(const Difference& d) {
  if (d.part == "agreed dice") {
    return "no dice were to be given with the request: they were to be drawn from the seed or "
           "listed in the scenario";
  }
  if (d.part == "agreed choices" && d.expected.empty()) {
    return "a choice after the agreed ones, made by a program: it was not agreed";
  }
  if (d.part == "agreed choices" && d.outcome.empty()) {
    return "an agreed choice the outcome did not take";
  }
  return "the " + d.part.substr(std::string_view("agreed ").size()) + " agreed before the turn";
}

/// What an identical outcome vouches for, after "identical".
std::string vouched_text(const Verification& v) {
  std::string out = "This is what skedaddle " + std::string(io::engine_version()) +
                    " gives for the scenario with the request the outcome records:\n";
  out += "  chooser: " + chooser_words(v.request) + "\n";
  out += "  seed:    " + seed_words(v) + "\n";
  out += "  dice:    " + dice_words(v) + "\n";
  out += "  choices: " + choices_words(v) + "\n";
  if (!v.agreed.empty()) out += "Agreed and checked: " + parts_list(v.agreed, false) + ".\n";
  if (const std::string open = parts_list(v.agreed, true); !open.empty()) {
    out += "Not checked against what was agreed: " + open +
           " (whether they are what the players agreed, verify cannot tell).\n";
  }
  for (const std::string& note : v.notes)
    out += "Note: " + note + ".\n";
  return out;
}

}  // namespace

std::string Verification::text() const {
  if (identical()) return "identical\n" + vouched_text(*this);
  std::string out;
  for (const Difference& d : differences) {
    out += d.part + " differs at " + d.pointer + ": ";
    if (!d.reason.empty()) {
      out += d.reason + "\n";
      continue;
    }
    out += "the outcome has " + (d.outcome.empty() ? std::string("nothing") : d.outcome) +
           ", expected " + (d.expected.empty() ? std::string("nothing") : d.expected);
    // Two strings of hex digits say nothing to a player by themselves.
    if (d.part == "hash") {
      out += " (the outcome was not resolved from this scenario with the request it records)";
    }
    if (d.part.starts_with("agreed ")) out += " (" + agreed_words(d) + ")";
    out += "\n";
  }
  return out;
}

std::string Verification::json() const {
  using Json = VerificationJson;
  Json list = Json::array();
  for (const Difference& d : differences) {
    Json entry = {{"part", d.part}, {"pointer", d.pointer}};
    entry["outcome"] = d.outcome.empty() ? Json(nullptr) : Json::parse(d.outcome);
    entry["expected"] = d.expected.empty() ? Json(nullptr) : Json::parse(d.expected);
    entry["reason"] = d.reason.empty() ? Json(nullptr) : Json(d.reason);
    list.push_back(std::move(entry));
  }
  Json taken(nullptr);
  if (choices) {
    taken = Json::array();
    for (const std::string& choice : *choices)
      taken.push_back(Json::parse(choice));
  }
  const Json doc = {{"format", kVerificationFormat},
                    {"identical", identical()},
                    {"differences", std::move(list)},
                    {"request", Json::parse(io::request_json(request))},
                    {"refused", refused},
                    {"dice", dice_name(dice)},
                    {"seed_drew", seed_drew(*this)},
                    {"choices", std::move(taken)},
                    {"agreed", agreed},
                    {"notes", notes}};
  return doc.dump(-1, ' ', false, Json::error_handler_t::replace) + "\n";
}

}  // namespace skedaddle
