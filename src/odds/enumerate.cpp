// SPDX-License-Identifier: MIT
// The odds of a request: a depth-first walk over every way chance can go (ChancePlan), one
// resolution per way, each way's chance the exact product of its branches' weights, the
// outcomes grouped by their fates (fate_groups.cpp). Exact fractions throughout: 64-bit where
// they fit, Boost.Multiprecision beyond (exact_chance.hpp, chance_sum.hpp).
#include "skedaddle/odds/odds.hpp"

#include <algorithm>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "odds/chance_sum.hpp"
#include "odds/fate_groups.hpp"
#include "odds/rational.hpp"
#include "odds/walk_storage.hpp"
#include "skedaddle/dice/chance.hpp"
#include "skedaddle/dice/dice.hpp"
#include "skedaddle/odds/state_odds.hpp"
#include "skedaddle/ruleset/ruleset.hpp"

namespace skedaddle {
namespace {

using exact::ExactChance;
using exact::probability;
using exact::Rational;

/// `a + b`, saturating at the largest uint64.
std::uint64_t saturating_add(std::uint64_t a, std::uint64_t b) {
  return a > std::numeric_limits<std::uint64_t>::max() - b
             ? std::numeric_limits<std::uint64_t>::max()
             : a + b;
}

/// `a * b`, saturating at the largest uint64.
std::uint64_t saturating_times(std::uint64_t a, std::uint64_t b) {
  if (a != 0 && b > std::numeric_limits<std::uint64_t>::max() / a) {
    return std::numeric_limits<std::uint64_t>::max();
  }
  return a * b;
}

/// The decision an option of the per-option odds names, known on every way by who takes it,
/// what is decided and where, and the option to take at it.
struct NamedDecision {
  Actor actor = Actor::owner;
  std::string topic;
  Place at{};
  Option option{};
};

/// True when `decision` is the decision `named` names.
bool is_named(const NamedDecision& named, const Decision& decision) {
  return decision.actor == named.actor && decision.topic == named.topic && decision.at == named.at;
}

/// The index of `option` among the options of `decision`, by what it does (kind, place, number).
std::optional<std::size_t> index_of(const Decision& decision, const Option& option) {
  for (std::size_t i = 0; i < decision.options.size(); ++i) {
    const Option& o = decision.options[i];
    if (o.kind == option.kind && o.place == option.place && o.value == option.value) return i;
  }
  return std::nullopt;
}

/// What one run saw of the choices.
struct RunState {
  std::size_t next_recorded = 0;  // the recorded choice this run plays next
  bool off_record = false;        // a recorded choice did not fit this way (ALL-5)
  bool named_met = false;         // the named decision came
  bool named_taken = false;       // ... and its option was taken
  std::size_t next_answer = 0;    // the answer so far this run plays next
  bool answers_off = false;       // an answer so far did not fit this way (seeded play, ALL-5)
  std::optional<Error> error{};   // a recorded choice that does not fit, without a fallback
};

/// How the owner's choices are made on every way, and what the runs saw of them.
struct Policy {
  ChooserKind kind = ChooserKind::best;    // first, best, script, or random (chance)
  std::optional<ChooserKind> fallback{};   // after a script, or where it does not fit
  std::vector<ScriptedChoice> recorded{};  // the scenario's choices, for a script
  std::optional<NamedDecision> named{};    // per option: the decision and its option
  bool named_after_chance = false;         // dice came before the named decision on some way
  Rational named_not_met = 0;              // the chance of the ways where it did not come
  bool keep_first = false;                 // keep the first decision (odds per option)
  std::optional<Decision> first{};         // the first decision of the first run
  std::vector<std::size_t> answers{};      // the answers so far, played first on every way
  std::vector<int> given{};                // the outcomes applied so far: the first points
  RunState run{};                          // of the run under way
};

/// The answer so far that `decision` takes on this run, the next in turn; nothing once they
/// are played, or when it is not among the options (the run leaves them there: ALL-5).
std::optional<std::size_t> play_answer(Policy& policy, const Decision& decision) {
  RunState& run = policy.run;
  if (run.answers_off || run.next_answer == policy.answers.size()) return std::nullopt;
  const std::size_t answer = policy.answers[run.next_answer];
  if (answer >= decision.options.size()) {
    run.answers_off = true;
    return std::nullopt;
  }
  ++run.next_answer;
  return answer;
}

/// True when this run has played every answer so far: the decisions after them are the
/// chooser's (and the named one may come).
bool answers_played(const Policy& policy) {
  return !policy.run.answers_off && policy.run.next_answer == policy.answers.size();
}

/// A point of chance with one branch per option: a random chooser's pick.
std::size_t random_pick(ChancePlan& plan, const Decision& decision) {
  if (const ChanceBranch* fixed = plan.take_fixed()) {
    return static_cast<std::size_t>(fixed->faces.front());
  }
  ChancePoint point = plan.reused_point();
  point.kind = ChanceKind::choice;
  point.total = point.sequences = decision.options.size();
  // A branch per option, written over those a reused point holds.
  point.branches.resize(decision.options.size());
  for (std::size_t i = 0; i < decision.options.size(); ++i) {
    ChanceBranch& branch = point.branches[i];
    branch.faces.assign(1, static_cast<int>(i));
    branch.weight = 1;
    branch.label.clear();
  }
  return static_cast<std::size_t>(plan.take(std::move(point)).faces.front());
}

/// The recorded choice that fits `decision` on this run, its index among the options; else
/// nothing, the run being off the record from there on (ALL-5), or in error without a fallback.
std::optional<std::size_t> play_recorded(Policy& policy, const Decision& decision,
                                         const std::function<std::string(const Place&)>& name) {
  RunState& run = policy.run;
  if (run.off_record || run.next_recorded == policy.recorded.size()) return std::nullopt;
  const ScriptedChoice& choice = policy.recorded[run.next_recorded];
  for (std::size_t i = 0; i < decision.options.size(); ++i) {
    if (matches(choice, decision.options[i])) {
      ++run.next_recorded;
      return i;
    }
  }
  run.off_record = true;
  if (!policy.fallback) {
    run.error = Error{choice.pointer, "recorded choice " + std::to_string(run.next_recorded + 1) +
                                          " does not fit the " + std::string(decision.topic) +
                                          " at " + name(decision.at)};
  }
  return std::nullopt;
}

/// The chooser of every run under `policy`: a callback that sees each decision, takes the
/// named option at the named decision, plays the recorded choices where they fit, makes a
/// random chooser's picks points of chance, and leaves the rest to the policy's chooser.
ChooserDef chooser_for(const io::LoadedScenario& scenario, Policy& policy, ChancePlan& plan) {
  ChooserDef def;
  def.place_name = io::place_names(scenario);
  if (!policy.keep_first && !policy.named && policy.answers.empty() &&
      (policy.kind == ChooserKind::best || policy.kind == ChooserKind::first)) {
    // Nothing to see at the decisions: the policy's chooser alone, as resolve() takes it (a
    // callback would also have every decision list the places it rules out, for nothing).
    def.kind = policy.kind;
    return def;
  }
  def.kind = ChooserKind::callback;
  const std::optional<ChooserKind> after =
      policy.kind == ChooserKind::script ? policy.fallback : std::optional(policy.kind);
  if (after != ChooserKind::random) def.fallback = after;
  def.callback = [&policy, &plan, after,
                  name = def.place_name](const Decision& d) -> std::optional<std::size_t> {
    if (!policy.first) policy.first = d;
    if (const std::optional<std::size_t> i = play_answer(policy, d)) return i;
    if (policy.named && !policy.run.named_met && answers_played(policy) &&
        is_named(*policy.named, d)) {
      policy.run.named_met = true;
      // The outcomes applied so far are given: only dice beyond them come before it by chance.
      if (plan.met() > policy.given.size()) policy.named_after_chance = true;
      if (const std::optional<std::size_t> i = index_of(d, policy.named->option)) {
        policy.run.named_taken = true;
        return i;
      }
    }
    if (policy.kind == ChooserKind::script) {
      if (const std::optional<std::size_t> i = play_recorded(policy, d, name)) return i;
      if (policy.run.error) return std::nullopt;
    }
    if (after == ChooserKind::random) return random_pick(plan, d);
    return std::nullopt;
  };
  return def;
}

/// Faces as "1,6,2", or "none".
std::string faces_text(const std::vector<int>& faces) {
  std::string out;
  for (const int f : faces)
    out += (out.empty() ? "" : ",") + std::to_string(f);
  return out.empty() ? "none" : out;
}

}  // namespace

namespace {

/// Every way chance can go under `policy`, run once each, grouped by fates, written over
/// `table` (through `storage`, which is written over too).
Errors enumerate(const io::LoadedScenario& scenario, Policy& policy, std::uint64_t max_resolves,
                 odds_table::WalkStorage& storage, OddsTable& table) {
  const Ruleset& ruleset = *scenario.ruleset;
  // Checked once: every way resolves the same scenario (GT's check is quadratic in its bases).
  Result<AnyChecked> checked = ruleset.check_once(scenario);
  if (!checked.ok()) return checked.errors();
  // The outcomes applied so far are the first points of every way, never advanced.
  const std::size_t given = policy.given.size();
  ChancePlan plan = given > 0 ? ChancePlan::following(policy.given) : ChancePlan{};
  // One resolution, one Dice and one Fates for every way: a way costs its run, not the making
  // of a chooser, dice (a seeded engine) and the fates' strings anew.
  const std::unique_ptr<KeptResolution> resolution =
      ruleset.kept_resolution(scenario, checked.value(), chooser_for(scenario, policy, plan));
  Dice dice = Dice::enumerating(plan);
  Fates& way_fates = storage.way_fates;
  std::vector<std::uint64_t>& codes = storage.codes;
  odds_table::FateGroups& groups = storage.groups;
  groups.clear();
  groups.set_given(given);
  exact::ChanceSum off_record;  // the ways where a recorded choice did not fit (ALL-5)
  exact::ChanceSum not_met;     // the ways where the named decision did not come
  table.coverage = OddsCoverage{};
  table.off_record.reset();
  do {
    if (table.coverage.resolves == max_resolves) {
      table.coverage.complete = false;
      break;
    }
    policy.run = RunState{};
    dice.rewind();
    // The run goes on from where the last way, whose first points this one shares, left off
    // where the game keeps its state (GITM/ROTD: a unit's fall back; no chooser to restart).
    Errors run_errors = resolution->run_next_way(dice, plan.shared());
    if (!run_errors.empty() || policy.run.error) {
      Errors errors = policy.run.error ? Errors{*policy.run.error} : std::move(run_errors);
      if (policy.kind == ChooserKind::script) {
        errors.front().message +=
            " (on the way of the dice " + faces_text(plan.dice_faces()) +
            "; recorded choices fit one way of the dice: for the odds of every way, choose with "
            "--chooser script,best (ALL-5), best, first or random)";
      }
      return errors;
    }
    // Every way follows the steps so far, so it meets every outcome applied; one that did not
    // would weigh nothing sensible.
    if (plan.steps().size() < given) {
      return Errors{{"", "the outcomes applied so far do not fit a way of the resolution: it met " +
                             std::to_string(plan.steps().size()) + " points of chance, not " +
                             std::to_string(given)}};
    }
    const std::span<const ChanceStep> weighed = plan.steps().subspan(given);
    if (policy.run.off_record) off_record.add(weighed);
    if (policy.named && !policy.run.named_taken) not_met.add(weighed);
    if (const std::optional<std::string>& error = dice.error()) return Errors{{"", *error}};
    ++table.coverage.resolves;
    std::uint64_t sequences = 1;
    for (const ChanceStep& step : weighed) {
      const ChanceBranch& b = step.point.branches[static_cast<std::size_t>(step.branch)];
      sequences = saturating_times(sequences, b.weight);
    }
    table.coverage.points += plan.steps().size();
    table.coverage.sequences = saturating_add(table.coverage.sequences, sequences);
    // The way's group found by its units' fate codes when the game gives them (the text of a
    // code not met before written alone); else, and for the first way, by its fates' text.
    codes.clear();
    if (resolution->fate_codes(codes) &&
        groups.add_by_codes(codes, *resolution, plan, policy.run.off_record)) {
      continue;
    }
    resolution->fates(way_fates);
    groups.add(way_fates, codes, plan, policy.run.off_record);
  } while (plan.advance() && plan.shared() >= given);

  const ExactChance explored = groups.finish(table);
  table.coverage.unexplored = (ExactChance(1, 1) - explored).probability();
  if (policy.kind == ChooserKind::script && policy.fallback && !policy.recorded.empty()) {
    table.off_record = probability(off_record.value());
  }
  if (policy.named) policy.named_not_met = not_met.value();
  return {};
}

Policy policy_of(const io::LoadedScenario& scenario, const OddsSettings& settings) {
  Policy policy;
  // Recorded choices fit the one way of the dice they were made on: the odds of every way take
  // the best chooser unless a script is asked for.
  policy.kind = settings.chooser.value_or(ChooserKind::best);
  policy.fallback = settings.fallback;
  if (policy.kind == ChooserKind::script) policy.recorded = scenario.choices;
  return policy;
}

/// The odds with each option of `decision` taken at it (NamedDecision), on every way `base`
/// walks, each from a copy of `base`.
Result<std::vector<OptionOdds>> odds_of_each_option(const io::LoadedScenario& scenario,
                                                    const Decision& decision, const Policy& base,
                                                    std::uint64_t max_resolves,
                                                    odds_table::WalkStorage& storage) {
  // Named with the place it is taken at: forced steps may come before it, so that it is not
  // where the retreat starts (GCACW: the summary's first step at 0304, this one at 0302).
  const std::string decision_name =
      std::string(decision.topic) + " at " + io::place_names(scenario)(decision.at) + ": ";
  std::vector<OptionOdds> out;
  for (const Option& option : decision.options) {
    Policy policy = base;
    policy.named = NamedDecision{decision.actor, std::string(decision.topic), decision.at, option};
    OddsTable table;
    if (Errors errors = enumerate(scenario, policy, max_resolves, storage, table);
        !errors.empty()) {
      return errors;
    }
    out.push_back(OptionOdds{decision_name + scenario.ruleset->option_name(scenario, option),
                             option, std::move(table), probability(policy.named_not_met),
                             policy.named_after_chance});
  }
  return out;
}

}  // namespace

Result<OddsTable> enumerate_odds(const io::LoadedScenario& scenario, const OddsSettings& settings) {
  // The walk's storage (its groups, entries and indexes) kept on this thread from one call to
  // the next, as a caller's OddsWorkspace keeps it: a call allocates and frees little more than
  // the table it returns. Storage grown past a few hundred groups is let go, so that one large
  // request does not hold it for the thread's life; a call within a call (none today) would
  // take storage of its own.
  constexpr std::size_t kMostGroupsKept = 256;
  thread_local odds_table::WalkStorage kept;
  thread_local bool kept_in_use = false;
  std::optional<odds_table::WalkStorage> own;
  if (kept_in_use) own.emplace();
  odds_table::WalkStorage& storage = own ? *own : kept;
  struct Release {
    bool& in_use;
    odds_table::WalkStorage* kept;  // null when the call has storage of its own
    ~Release() {
      if (kept == nullptr) return;
      if (kept->groups.groups_held() > kMostGroupsKept) *kept = odds_table::WalkStorage{};
      in_use = false;
    }
  } release{kept_in_use, own ? nullptr : &kept};
  kept_in_use = true;
  Policy policy = policy_of(scenario, settings);
  OddsTable table;
  Errors errors = enumerate(scenario, policy, settings.max_resolves, storage, table);
  if (!errors.empty()) return errors;
  return table;
}

Errors enumerate_odds(const io::LoadedScenario& scenario, const OddsSettings& settings,
                      OddsWorkspace& workspace, OddsTable& out) {
  Policy policy = policy_of(scenario, settings);
  Errors errors = enumerate(scenario, policy, settings.max_resolves, workspace.storage(), out);
  if (!errors.empty()) {
    // Nothing of a table that could not be made: no outcome, no unit, nothing covered.
    out.outcomes.clear();
    out.units.clear();
    out.coverage = OddsCoverage{};
    out.off_record.reset();
  }
  return errors;
}

Result<std::vector<OptionOdds>> enumerate_odds_per_option(const io::LoadedScenario& scenario,
                                                          const OddsSettings& settings) {
  Policy probe = policy_of(scenario, settings);
  if (probe.kind == ChooserKind::script) {
    return Errors{{"/choices",
                   "the recorded choices fix the first decision: odds per option need the "
                   "first, best or random chooser"}};
  }
  // One run, every point of chance on its first branch, to meet the first decision.
  probe.keep_first = true;
  odds_table::WalkStorage storage;
  OddsTable first;
  if (Errors errors = enumerate(scenario, probe, 1, storage, first); !errors.empty()) {
    return errors;
  }
  if (!probe.first) return std::vector<OptionOdds>{};
  return odds_of_each_option(scenario, *probe.first, policy_of(scenario, settings),
                             settings.max_resolves, storage);
}

namespace {

/// The policy of `settings` from the state `so_far` leads to; an error for recorded choices.
Result<Policy> policy_from(const io::LoadedScenario& scenario, const StepsSoFar& so_far,
                           const OddsSettings& settings) {
  Policy policy = policy_of(scenario, settings);
  if (policy.kind == ChooserKind::script) {
    return Errors{{"/chooser",
                   "the steps so far are the choices: odds from a resolution's state need the "
                   "first, best or random chooser"}};
  }
  policy.answers = so_far.answers;
  policy.given = so_far.outcomes;
  return policy;
}

}  // namespace

Result<OddsTable> enumerate_odds_from(const io::LoadedScenario& scenario, const StepsSoFar& so_far,
                                      const OddsSettings& settings) {
  Result<Policy> made = policy_from(scenario, so_far, settings);
  if (!made.ok()) return made.errors();
  Policy policy = std::move(made).value();
  odds_table::WalkStorage storage;
  OddsTable table;
  if (Errors errors = enumerate(scenario, policy, settings.max_resolves, storage, table);
      !errors.empty()) {
    return errors;
  }
  return table;
}

Result<std::vector<OptionOdds>> enumerate_odds_per_option_from(const io::LoadedScenario& scenario,
                                                               const Decision& pending,
                                                               const StepsSoFar& so_far,
                                                               const OddsSettings& settings) {
  Result<Policy> probe = policy_from(scenario, so_far, settings);
  if (!probe.ok()) return probe.errors();
  odds_table::WalkStorage storage;
  return odds_of_each_option(scenario, pending, probe.value(), settings.max_resolves, storage);
}

}  // namespace skedaddle
