// SPDX-License-Identifier: MIT
// verify() held to what the players agreed before the turn (src/facade/agreement.cpp): each
// forgery a host can make with an honest engine (dice picked by hand, a seed changed after
// seeing what it gives, a program's choices in place of the owner's) verifies identical alone,
// and is caught by the matching part agreed; every example's honest outcome verifies with every
// part agreed at its true value; the verdict on choices is a plain comparison of the lists; a
// part agreed that decides nothing is explained; and identical says what it vouches for.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include <nlohmann/json.hpp>

#include "conformance/corpus.hpp"
#include "skedaddle/choice/named_chooser.hpp"
#include "skedaddle/skedaddle.hpp"
#include "support/difference_lines.hpp"
#include "support/examples.hpp"

namespace skedaddle {
namespace {

using Json = nlohmann::ordered_json;
using test::load_example;

constexpr const char* kStackAndLeader = "gcacw/examples/gc-02-stack-and-leader-move-together.json";
constexpr const char* kLeaderSweptAway =
    "jacobite/examples/jr-07-leader-swept-away-two-neighbours-check-in-owner-order.json";
constexpr const char* kRetireRefused =
    "jacobite/examples/jr-11-retire-without-a-free-path-is-refused.json";
constexpr const char* kMoraleCheck = "grande_tactique/examples/gt-1-failed-morale-check.json";

using test::difference_lines;
using test::DifferenceLines;

/// `outcome` verified against `s`, held to `agreed`; a test failure (and an empty
/// verification) when it is bad input.
Verification verified(const Scenario& s, const std::string& outcome, const Agreement& agreed) {
  Result<Verification> v = verify(s, outcome, agreed);
  if (!v.ok()) ADD_FAILURE() << corpus::describe(v.errors());
  return v.ok() ? std::move(v).value() : Verification{};
}

/// The outcome of `s` resolved by a program that answers option `index` at each decision (the
/// last when there are fewer): chooser "callback", whose choices only the replay records.
std::string programs_outcome(const Scenario& s, std::size_t index) {
  ResolveSettings settings{.chooser = ChooserKind::callback};
  settings.callback = [index](const Decision& d) -> std::optional<std::size_t> {
    return std::min(index, d.options.size() - 1);
  };
  Result<Outcome> outcome = resolve(s, settings);
  if (!outcome.ok()) ADD_FAILURE() << corpus::describe(outcome.errors());
  return outcome.ok() ? outcome.value().json() : "";
}

/// The committed outcome of `example` (relative to games/).
std::string committed_outcome(const std::string& example) {
  const std::optional<std::string> text =
      corpus::read_text(corpus::games_dir() / corpus::expected_file(example));
  if (!text) ADD_FAILURE() << "cannot read the outcome of " << example;
  return text.value_or("");
}

/// The replay's choices of an outcome document.
Json replay_choices_of(const std::string& outcome) {
  return Json::parse(outcome).at("replay").at("choices");
}

/// GT-1 with its scripted die taken away: the Morale Check's d6 is drawn from the seed.
Scenario seeded_morale_check() {
  const std::optional<std::string> text = corpus::read_text(corpus::games_dir() / kMoraleCheck);
  Json document = Json::parse(text.value_or("{}"));
  document.erase("dice");
  return Scenario::parse(document.dump()).value();
}

TEST(VerifyAgreement, DicePickedByHandVerifyAloneAndAreCaughtByNoDice) {
  // JR-7 resolved with faces given in place of its dice (resolve --dice): the outcome is what
  // the rules give for them, but the host picked them.
  const Scenario s = load_example(kLeaderSweptAway);
  const std::vector<int> picked = {1, 5, 5, 3, 1, 6, 1, 1, 1, 1};
  const std::string outcome = resolve(s, {.dice = picked}).value().json();
  const Verification alone = verified(s, outcome, {});
  EXPECT_TRUE(alone.identical()) << alone.text();
  EXPECT_EQ(alone.dice, DiceSource::given);

  const Verification held = verified(s, outcome, {.no_dice = true});
  EXPECT_EQ(difference_lines(held), DifferenceLines{"agreed dice | /verification/request/dice | "
                                                    "[1,5,5,3,1,6,1,1,1,1] | null"});
  EXPECT_EQ(held.text(),
            "agreed dice differs at /verification/request/dice: the outcome has "
            "[1,5,5,3,1,6,1,1,1,1], expected null (no dice were to be given with the request: "
            "they were to be drawn from the seed or listed in the scenario)\n");
  // Its own dice, from the scenario the players hold, are what was agreed.
  const std::string honest = resolve(s).value().json();
  EXPECT_TRUE(verified(s, honest, {.no_dice = true}).identical());
}

TEST(VerifyAgreement, ASeedChangedAfterTheFactVerifiesAloneAndIsCaughtByTheSeed) {
  // The host resolves with the agreed seed 1, dislikes the Morale Check, and publishes the
  // outcome of a seed that rolls another.
  const Scenario s = seeded_morale_check();
  const std::string agreed = resolve(s, {.seed = 1}).value().json();
  const auto first_roll = [](const std::string& outcome) {
    return Json::parse(outcome).at("events").at(0).at("faces");
  };
  std::uint64_t other = 2;
  while (first_roll(resolve(s, {.seed = other}).value().json()) == first_roll(agreed))
    ++other;
  const std::string forged = resolve(s, {.seed = other}).value().json();
  EXPECT_TRUE(verified(s, forged, {}).identical());

  const Verification held = verified(s, forged, {.seed = 1});
  EXPECT_EQ(difference_lines(held),
            DifferenceLines{"agreed seed | /verification/request/seed | \"" +
                            std::to_string(other) + "\" | \"1\""});
  EXPECT_EQ(held.text(), "agreed seed differs at /verification/request/seed: the outcome has \"" +
                             std::to_string(other) +
                             "\", expected \"1\" (the seed agreed before the turn)\n");
  EXPECT_TRUE(verified(s, agreed, {.seed = 1}).identical());
}

TEST(VerifyAgreement, AProgramsChoicesInPlaceOfTheOwnersVerifyAloneAndAreCaughtByTheChoices) {
  // GC-2 resolved through a program (chooser "callback"): the owner's orders were the first
  // option each time; the host's program took the last. Only the replay says which.
  const Scenario s = load_example(kStackAndLeader).unscripted();
  const std::string owners = programs_outcome(s, 0);
  const std::string hosts = programs_outcome(s, 99);
  EXPECT_TRUE(verified(s, hosts, {}).identical());

  const Json orders = replay_choices_of(owners);
  const Json taken = replay_choices_of(hosts);
  ASSERT_NE(orders, taken);
  std::size_t first = 0;
  while (orders[first] == taken[first])
    ++first;
  const Verification held = verified(s, hosts, {.choices = orders.dump()});
  EXPECT_EQ(difference_lines(held),
            DifferenceLines{"agreed choices | /replay/choices/" + std::to_string(first) + " | " +
                            taken[first].dump() + " | " + orders[first].dump()});
  EXPECT_EQ(verified(s, owners, {.choices = orders.dump()}).differences.size(), 0u);

  // Agreeing the script chooser catches the program too, whatever it chose.
  const Verification scripted =
      verified(s, owners, {.chooser = NamedChooser{ChooserKind::script, std::nullopt}});
  EXPECT_EQ(difference_lines(scripted),
            DifferenceLines{"agreed chooser | /verification/request/chooser | \"callback\" | "
                            "\"script\""});
}

TEST(VerifyAgreement, AProgramsChoiceBeyondTheAgreedOnesIsCaughtAPolicysIsNot) {
  const Scenario s = load_example(kStackAndLeader);
  const std::string programs = programs_outcome(s.unscripted(), 1);
  Json orders = replay_choices_of(programs);
  ASSERT_GE(orders.size(), 2u);
  const Json last = orders.back();
  orders.erase(orders.size() - 1);
  EXPECT_EQ(difference_lines(verified(s.unscripted(), programs, {.choices = orders.dump()})),
            DifferenceLines{"agreed choices | /replay/choices/" + std::to_string(orders.size()) +
                            " | " + last.dump() + " | "});
  // The example's own outcome: the best chooser made the choices; agreeing the first ones only
  // leaves the rest to it, and the re-adjudication checks them.
  const std::string scripted = committed_outcome(kStackAndLeader);
  Json first_only = replay_choices_of(scripted);
  first_only.erase(first_only.size() - 1);
  EXPECT_TRUE(verified(s, scripted, {.choices = first_only.dump()}).identical());
}

TEST(VerifyAgreement, AnAgreedChoiceTheOutcomeDidNotTakeIsCaught) {
  const Scenario s = load_example(kStackAndLeader);
  const std::string outcome = resolve(s).value().json();
  Json orders = replay_choices_of(outcome);
  const std::size_t taken = orders.size();
  orders.push_back("stop");
  const Verification v = verified(s, outcome, {.choices = orders.dump()});
  EXPECT_EQ(difference_lines(v), DifferenceLines{"agreed choices | /replay/choices/" +
                                                 std::to_string(taken) + " |  | \"stop\""});
  EXPECT_NE(v.text().find("(an agreed choice the outcome did not take)"), std::string::npos)
      << v.text();
}

TEST(VerifyAgreement, AChooserAgreedIsHeldWithItsFallback) {
  const Scenario s = load_example(kLeaderSweptAway);
  const std::string outcome =
      resolve(s, {.chooser = ChooserKind::script, .fallback = ChooserKind::best}).value().json();
  EXPECT_EQ(
      difference_lines(verified(s, outcome, {.chooser = NamedChooser{ChooserKind::script, {}}})),
      DifferenceLines{"agreed chooser | /verification/request/fallback | \"best\" | null"});
  EXPECT_TRUE(verified(s, outcome, {.chooser = parse_request_chooser("script,best")}).identical());
}

/// The agreement whose every part is what `outcome` (an example's committed outcome) records:
/// its chooser, seed, no dice given when it gave none, and its replay's choices (none for a
/// refusal, which takes none: "[]").
Agreement true_agreement(const Json& outcome) {
  const Json& request = outcome.at("verification").at("request");
  const std::string chooser =
      request.at("chooser").get<std::string>() +
      (request.at("fallback").is_null() ? std::string()
                                        : "," + request.at("fallback").get<std::string>());
  return {.chooser = parse_request_chooser(chooser),
          .seed = std::stoull(request.at("seed").get<std::string>()),
          .no_dice = request.at("dice").is_null(),
          .choices = outcome.contains("replay") ? outcome.at("replay").at("choices").dump() : "[]"};
}

TEST(VerifyAgreement, EveryExamplesHonestOutcomeVerifiesWithEveryPartAgreedAtItsTrueValue) {
  for (const std::string& example : corpus::scenario_files()) {
    const std::string outcome = committed_outcome(example);
    const Json document = Json::parse(outcome);
    const Agreement agreed = true_agreement(document);
    ASSERT_TRUE(agreed.chooser.has_value()) << example;
    const Verification v = verified(load_example(example), outcome, agreed);
    EXPECT_TRUE(v.identical()) << example << ": " << v.text();
    EXPECT_EQ(v.agreed, (std::vector<std::string>{"chooser", "seed", "dice", "choices"}))
        << example;
    EXPECT_EQ(v.choices.has_value(), document.contains("replay")) << example;
  }
}

/// Where `taken` departs from `agreed`, by the plain equality of their JSON values: the first
/// choice that differs, the first agreed one not taken, or, where a program chose, the first
/// taken beyond the agreed ones; nothing when it does not.
std::optional<std::string> plain_departure(const Json& agreed, const Json& taken, bool by_program) {
  const std::size_t common = std::min(agreed.size(), taken.size());
  for (std::size_t i = 0; i < common; ++i) {
    if (agreed[i] != taken[i]) return "/replay/choices/" + std::to_string(i);
  }
  if (taken.size() < agreed.size() || (taken.size() > agreed.size() && by_program)) {
    return "/replay/choices/" + std::to_string(common);
  }
  return std::nullopt;
}

/// Agreed lists near `taken`: without each choice, with one more, with each choice replaced by
/// the next (a choice of the same scenario, so still readable).
std::vector<Json> near_lists(const Json& taken) {
  std::vector<Json> out{taken};
  for (std::size_t i = 0; i < taken.size(); ++i) {
    Json dropped = taken;
    dropped.erase(i);
    out.push_back(dropped);
    Json replaced = taken;
    replaced[i] = taken[(i + 1) % taken.size()];
    out.push_back(replaced);
  }
  if (!taken.empty()) {
    Json longer = taken;
    longer.push_back(taken.back());
    out.push_back(longer);
  }
  return out;
}

TEST(VerifyAgreement, TheVerdictOnChoicesIsAPlainComparisonOfTheLists) {
  // Every example that takes choices, resolved as its outcome records (a script or a policy)
  // and by a program (every program's choice must be agreed), held to lists near the choices
  // taken: verify's "agreed choices" difference is where the plain comparison departs.
  std::size_t compared = 0;
  for (const std::string& example : corpus::scenario_files()) {
    const Scenario s = load_example(example);
    const std::string committed = committed_outcome(example);
    if (!Json::parse(committed).contains("replay") || replay_choices_of(committed).empty()) {
      continue;
    }
    const Scenario unscripted = s.unscripted();
    for (const auto& [scenario, outcome, by_program] :
         {std::tuple{&s, committed, false},
          std::tuple{&unscripted, programs_outcome(unscripted, 1), true}}) {
      const Json taken = replay_choices_of(outcome);
      for (const Json& agreed : near_lists(taken)) {
        const Verification v = verified(*scenario, outcome, {.choices = agreed.dump()});
        std::optional<std::string> found;
        for (const Difference& d : v.differences) {
          EXPECT_EQ(d.part, "agreed choices") << example << ": " << v.text();
          found = d.pointer;
        }
        EXPECT_LE(v.differences.size(), 1u) << example << ": " << v.text();
        EXPECT_EQ(found, plain_departure(agreed, taken, by_program))
            << example << " agreed " << agreed.dump() << " taken " << taken.dump();
        ++compared;
      }
    }
  }
  EXPECT_GT(compared, 300u);
}

TEST(VerifyAgreement, AgreedChoicesTheScenarioCannotTakeAreBadInputInTheList) {
  const Scenario s = load_example(kStackAndLeader);
  const std::string outcome = resolve(s).value().json();
  const auto first_error = [&](const Scenario& scenario, const std::string& choices) {
    const Result<Verification> v = verify(scenario, outcome, {.choices = choices});
    return v.ok() ? std::string("ok")
                  : v.errors().front().pointer + ": " + v.errors().front().message;
  };
  EXPECT_EQ(first_error(s, "[\"0401\", 7]"),
            "/choices/1: expected \"stop\" or a four-digit hex number such as \"1523\", got 7");
  EXPECT_EQ(first_error(s, "{\"0401\": 1}"),
            "/choices: expected an array of choices, got an object");
  EXPECT_EQ(first_error(s, "[\"0401\"").substr(0, 10), "/choices: ");
  // The agreed choices come before the outcome: even an outcome that is not JSON.
  EXPECT_EQ(verify(s, "not json", {.choices = "[7]"}).errors().front().pointer, "/choices/0");
  // A game whose rules leave the owner no choice takes none.
  const Scenario flight = load_example(kMoraleCheck);
  EXPECT_EQ(verify(flight, resolve(flight).value().json(), {.choices = "[\"stop\"]"})
                .errors()
                .front()
                .pointer,
            "/choices");
  // A scenario built in code has no document to read them in.
  const Scenario built = Scenario::validate(s.loaded()).value();
  EXPECT_EQ(first_error(built, "[]"),
            "/choices: the scenario was built in code: there is no document to read the agreed "
            "choices in");
}

TEST(VerifyAgreement, APartAgreedThatDecidesNothingIsExplained) {
  // A refusal takes no choice and draws nothing (ALL-3).
  const Scenario refused = load_example(kRetireRefused);
  const Verification r =
      verified(refused, resolve(refused).value().json(), {.seed = 0, .choices = "[\"stop\"]"});
  EXPECT_TRUE(r.identical()) << r.text();
  EXPECT_EQ(r.notes, (std::vector<std::string>{
                         "the rules refuse the request (ALL-3): the agreed seed drew nothing",
                         "the rules refuse the request (ALL-3): no decision was taken, so the "
                         "agreed choices were not needed"}));
  // GCACW rolls no dice, and its script draws no pick.
  const Scenario gc = load_example(kStackAndLeader);
  const Verification g = verified(gc, resolve(gc).value().json(), {.seed = 0, .no_dice = true});
  EXPECT_TRUE(g.identical()) << g.text();
  EXPECT_EQ(g.notes, (std::vector<std::string>{
                         "the agreed seed drew nothing here: this game rolls no dice and no "
                         "random chooser picked",
                         "this game rolls no dice: no request can give any"}));
  // JR-7 lists its dice.
  const Scenario jr = load_example(kLeaderSweptAway);
  EXPECT_EQ(verified(jr, resolve(jr).value().json(), {.seed = 0}).notes,
            std::vector<std::string>{"the agreed seed drew nothing here: the scenario lists its "
                                     "dice and no random chooser picked"});
  // A seed that draws the dice is no note.
  const Scenario seeded = seeded_morale_check();
  EXPECT_EQ(verified(seeded, resolve(seeded, {.seed = 3}).value().json(), {.seed = 3}).notes,
            std::vector<std::string>{});
}

TEST(VerifyAgreement, IdenticalSaysWhatItVouchesFor) {
  const std::string engine = "skedaddle " + std::string(io::engine_version());
  const Scenario s = load_example(kStackAndLeader).unscripted();
  const std::string outcome = programs_outcome(s, 0);
  const std::string choices = replay_choices_of(outcome).dump();
  const Verification v = verified(s, outcome, {.seed = 0, .choices = choices});
  EXPECT_EQ(v.text(),
            "identical\n"
            "This is what " +
                engine +
                " gives for the scenario with the request the outcome records:\n"
                "  chooser: callback (a program chose, whoever ran it: only the outcome's replay "
                "records its choices)\n"
                "  seed:    0 (it drew nothing here)\n"
                "  dice:    none (this game rolls no dice)\n"
                "  choices: " +
                std::to_string(replay_choices_of(outcome).size()) +
                ", as the outcome's /replay/choices lists them: " + choices +
                "\n"
                "Agreed and checked: seed, choices.\n"
                "Not checked against what was agreed: chooser, dice (whether they are what the "
                "players agreed, verify cannot tell).\n"
                "Note: the agreed seed drew nothing here: this game rolls no dice and no random "
                "chooser picked.\n");
  const Json json = Json::parse(v.json());
  EXPECT_EQ(json.at("identical"), true);
  EXPECT_EQ(json.at("request"), Json::parse(outcome).at("verification").at("request"));
  EXPECT_EQ(json.at("dice"), "none");
  EXPECT_EQ(json.at("seed_drew"), Json::array());
  EXPECT_EQ(json.at("choices"), replay_choices_of(outcome));
  EXPECT_EQ(json.at("agreed"), Json::parse(R"(["seed", "choices"])"));
  EXPECT_EQ(json.at("notes").size(), 1u);

  // Dice drawn from a seed, and a random chooser's picks.
  const Scenario seeded = seeded_morale_check();
  const Verification r = verified(
      seeded, resolve(seeded, {.chooser = ChooserKind::random, .seed = 5}).value().json(), {});
  EXPECT_NE(r.text().find("\n  seed:    5 (it drew the dice and the random chooser's picks)\n"
                          "  dice:    drawn from the seed\n"),
            std::string::npos)
      << r.text();
  EXPECT_NE(r.text().find("\nNot checked against what was agreed: chooser, seed, dice, choices "),
            std::string::npos)
      << r.text();
  EXPECT_EQ(Json::parse(r.json()).at("seed_drew"), Json::parse(R"(["dice", "choices"])"));
}

TEST(VerifyAgreement, ARequestsChooserIsNamedAsTheCommandLineNamesIt) {
  const auto named = [](std::string_view text) -> std::string {
    const std::optional<NamedChooser> c = parse_request_chooser(text);
    if (!c) return "none";
    return std::string(chooser_name(c->kind)) +
           (c->fallback ? "+" + std::string(chooser_name(*c->fallback)) : "");
  };
  EXPECT_EQ(named("callback"), "callback");
  EXPECT_EQ(named("callback,best"), "callback+best");
  EXPECT_EQ(named("script,random"), "script+random");
  EXPECT_EQ(named("first"), "first");
  for (const std::string_view bad : {"callback,", "callback,script", "callback,callback",
                                     "callbacks", "callback,best,first", "best,first", ""}) {
    EXPECT_EQ(named(bad), "none") << bad;
  }
}

}  // namespace
}  // namespace skedaddle
