// SPDX-License-Identifier: MIT
// The Python extension `skedaddle._skedaddle`: the facade (skedaddle/skedaddle.hpp) for the pure
// Python package python/skedaddle/, which turns its JSON into Python objects. Every answer is
// the documented JSON text the command line prints, so the two cannot drift apart, but for
// what has no such text: the step-wise play's decisions, points of chance and figures, and
// resolve_many's fates, dicts made here from the facade's structs with the field names of the
// C interface's `step`, C++ and the odds document. The GIL is released around the engine's
// work, so Python threads and resolve_many run in parallel.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <tuple>
#include <utility>
#include <vector>

#include "skedaddle/choice/named_chooser.hpp"
#include "skedaddle/core/rulings.hpp"
#include "skedaddle/io/limits.hpp"
#include "skedaddle/io/printable.hpp"
#include "skedaddle/io/rulings.hpp"
#include "skedaddle/io/verification.hpp"
#include "skedaddle/odds/decision_figures.hpp"
#include "skedaddle/odds/fates.hpp"
#include "skedaddle/skedaddle.hpp"

namespace py = pybind11;

namespace skedaddle::python {
namespace {

/// Raised for a scenario or request that cannot be read: (message, [(pointer, message)...]).
/// The Python package wraps it into skedaddle.ScenarioError, a ValueError.
struct BadInput : std::runtime_error {
  explicit BadInput(Errors e)
      : std::runtime_error(e.empty() ? std::string("bad input") : e.front().message),
        errors(std::move(e)) {}
  Errors errors;
};

/// The value of `result`, or BadInput with its errors.
template <class T>
T value_or_raise(Result<T> result) {
  if (!result.ok()) throw BadInput(result.errors());
  return std::move(result).value();
}

/// Reads `text` ("best", "script,best", ...; empty: the scenario's own), or raises BadInput.
std::optional<NamedChooser> chooser_named(const std::string& text) {
  if (text.empty()) return std::nullopt;
  std::optional<NamedChooser> named = parse_chooser(text);
  if (!named) {
    throw BadInput({{"/chooser", "chooser \"" + text +
                                     "\" is not script, first, random, best or "
                                     "script,POLICY (POLICY one of first, random, best)"}});
  }
  return named;
}

/// A resolution's settings from the Python arguments: `dice`, when given, are rolled in place
/// of the scenario's (an odds way's replay, as `resolve --dice`).
ResolveSettings settings_of(const std::string& chooser, std::optional<std::uint64_t> seed,
                            std::optional<std::vector<int>> dice = std::nullopt) {
  ResolveSettings s;
  if (const std::optional<NamedChooser> named = chooser_named(chooser)) {
    s.chooser = named->kind;
    s.fallback = named->fallback;
  }
  s.seed = seed;
  s.dice = std::move(dice);
  return s;
}

/// The odds' settings from the Python arguments (`chooser` as for settings_of()).
OddsSettings odds_settings_of(const std::string& chooser, std::uint64_t max_resolves) {
  OddsSettings settings{.max_resolves = max_resolves};
  if (const std::optional<NamedChooser> named = chooser_named(chooser)) {
    settings.chooser = named->kind;
    settings.fallback = named->fallback;
  }
  return settings;
}

/// The loader's limits by the names Python gives them (io::Limits' members), each with the
/// largest value it may take.
struct NamedLimit {
  const char* name;
  std::size_t io::Limits::*member;
  std::size_t max;
};
constexpr std::size_t kAnyLimit = static_cast<std::size_t>(-1);
constexpr NamedLimit kNamedLimits[] = {
    {"input_bytes", &io::Limits::input_bytes, kAnyLimit},
    {"depth", &io::Limits::depth, io::kMaxDepthLimit},
    {"string_bytes", &io::Limits::string_bytes, kAnyLimit},
    {"key_bytes", &io::Limits::key_bytes, kAnyLimit},
    {"units", &io::Limits::units, kAnyLimit},
    {"polygon_corners", &io::Limits::polygon_corners, kAnyLimit},
    {"terrain_corners", &io::Limits::terrain_corners, kAnyLimit},
};

/// io::Limits with the members `named` sets (the package checked names and ranges); the
/// defaults for the others. An unknown name or a value out of range raises ValueError.
io::Limits limits_of(const std::map<std::string, std::size_t>& named) {
  io::Limits limits;
  for (const auto& [name, value] : named) {
    const auto* it = std::find_if(std::begin(kNamedLimits), std::end(kNamedLimits),
                                  [&](const NamedLimit& l) { return name == l.name; });
    if (it == std::end(kNamedLimits)) throw py::value_error("limits: no limit named " + name);
    if (value < 1 || value > it->max)
      throw py::value_error("limits: " + name + " out of range: " + std::to_string(value));
    limits.*(it->member) = value;
  }
  return limits;
}

/// One item of resolve_many: a scenario and how to resolve it.
struct ManyItem {
  Scenario scenario;
  ResolveSettings settings;
};

/// One unit's fate as resolve_many gives it (UnitFate, its place named in the game's notation,
/// empty when it is off the map), made without the GIL.
struct NamedFate {
  std::string unit;
  std::string fate;
  int strength_lost = 0;
  std::string at;
};

/// What resolve_many gives for one item: its outcome's JSON, or with `fates` its units' fates
/// and its scores, or the errors that stopped it.
struct ManyAnswer {
  std::string json;
  std::vector<NamedFate> units;
  std::vector<FateScore> scores;
  Errors errors;
};

/// What resolve_many answers for each item.
enum class ManyForm : std::uint8_t {
  json,   ///< the outcome's JSON
  fates,  ///< the fates alone (Outcome::fates()), no JSON written
};

/// The fates of `outcome` into `answer`, each place named as `scenario` names it.
void write_fates(const Scenario& scenario, const Outcome& outcome, ManyAnswer& answer) {
  Fates fates = outcome.fates();
  if (fates.units.empty() && fates.scores.empty()) return;
  const auto name = io::place_names(scenario.loaded());
  answer.units.reserve(fates.units.size());
  for (UnitFate& f : fates.units)
    answer.units.push_back(
        {std::move(f.unit), std::move(f.fate), f.strength_lost, f.at ? name(*f.at) : ""});
  answer.scores = std::move(fates.scores);
}

/// Each item resolved, in order, by `threads` C++ threads (the GIL released by the caller),
/// answered in `form`.
std::vector<ManyAnswer> resolve_items(const std::vector<ManyItem>& items, unsigned threads,
                                      ManyForm form) {
  std::vector<ManyAnswer> out(items.size());
  std::atomic<std::size_t> next{0};
  const auto work = [&] {
    for (std::size_t i = next++; i < items.size(); i = next++) {
      Result<Outcome> r = resolve(items[i].scenario, items[i].settings);
      if (!r.ok()) {
        out[i].errors = r.errors();
      } else if (form == ManyForm::fates) {
        write_fates(items[i].scenario, r.value(), out[i]);
      } else {
        out[i].json = r.value().json();
      }
    }
  };
  const unsigned n = std::max(1U, std::min<unsigned>(threads, static_cast<unsigned>(items.size())));
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < n; ++t)
    pool.emplace_back(work);
  work();
  for (std::thread& t : pool)
    t.join();
  return out;
}

/// An answer's fates as the odds document writes an outcome's: {"units": [{unit, fate,
/// strength_lost, at (None off the map)}...], "scores": [{name, value}...]}.
py::dict fates_dict(const ManyAnswer& a) {
  py::list units;
  for (const NamedFate& f : a.units) {
    py::dict unit;
    unit["unit"] = f.unit;
    unit["fate"] = f.fate;
    unit["strength_lost"] = f.strength_lost;
    unit["at"] = f.at.empty() ? py::object(py::none()) : py::object(py::str(f.at));
    units.append(std::move(unit));
  }
  py::list scores;
  for (const FateScore& score : a.scores) {
    py::dict entry;
    entry["name"] = score.name;
    entry["value"] = score.value;
    scores.append(std::move(entry));
  }
  py::dict out;
  out["units"] = std::move(units);
  out["scores"] = std::move(scores);
  return out;
}

/// `errors` located within the item at `index` of a list: "/dice" of item 3 is "/3/dice".
Errors within_item(std::size_t index, Errors errors) {
  for (Error& e : errors)
    e.pointer = "/" + std::to_string(index) + e.pointer;
  return errors;
}

/// A score (ALL-1) as a dict, its third member named `third` (what Score::distance holds), or
/// None for none.
py::object score_dict(const std::optional<Score>& score, const char* third = "distance") {
  if (!score) return py::none();
  py::dict out;
  out["units_lost"] = score->units_lost;
  out["strength_lost"] = score->strength_lost;
  out[third] = score->distance;
  return out;
}

/// An option's ALL-1 key as a dict, its third member named for what it holds (ScoreKey), or
/// None for an option ALL-1 does not rank.
py::object option_score_dict(const Option& option) {
  const ScoreKey key = score_key(option.kind);
  if (key == ScoreKey::none) return py::none();
  return score_dict(option.best, key == ScoreKey::count ? "count" : "distance");
}

/// The decision waiting in `r` as a dict: who decides, what, where, each option's label and
/// the best end it can still reach (ALL-1), and the choices ruled out with their reasons and
/// rulings (as the C interface's "step" gives them).
py::dict decision_dict(const Scenario& scenario, const Decision& d) {
  py::dict out;
  out["actor"] = d.actor == Actor::owner ? "owner" : "opponent";
  out["topic"] = std::string(d.topic);
  const auto name = io::place_names(scenario.loaded());
  out["at"] = name(d.at);
  py::list options;
  py::list best;
  for (const Option& o : d.options) {
    options.append(scenario.ruleset().option_name(scenario.loaded(), o));
    best.append(option_score_dict(o));
  }
  out["options"] = options;
  out["best"] = best;
  py::list rejected;
  for (const Rejected& r : d.rejected) {
    py::dict entry;
    entry["place"] = name(r.place);
    entry["reason"] = std::string(r.reason);
    entry["rule"] = std::string(r.rule);
    rejected.append(entry);
  }
  out["rejected"] = rejected;
  return out;
}

/// A point of chance as a dict: what is rolled, for whom, under which ruling,
/// how many dice of how many sides, each outcome's label and exact chance (the fraction's
/// text), and, in the same order, the faces a replay's "dice" lists for each outcome.
py::dict chance_dict(const ChancePoint& point) {
  py::dict out;
  out["what"] = point.what;
  out["who"] = point.who;
  out["rule"] = point.rule;
  out["dice"] = point.dice;
  out["sides"] = point.sides;
  py::list outcomes;
  py::list faces;
  for (std::size_t i = 0; i < point.branches.size(); ++i) {
    outcomes.append(py::make_tuple(point.branches[i].label, point.probability(i).fraction));
    faces.append(py::cast(point.branches[i].faces));
  }
  out["outcomes"] = outcomes;
  out["faces"] = faces;
  return out;
}

/// The figures of each option of the decision `resolution` waits on (decision_figures), on the
/// game it checked once (GCACW: the retreat tree its steps walk); the chance is that the units
/// the options summary names stay on the map, as the C interface's `step` takes it.
std::vector<OptionFigures> figures_of(const Resolution& resolution) {
  const Scenario& scenario = resolution.scenario();
  const AnyChecked& checked = *resolution.checked();
  // Only its words are read: its chances are not walked.
  const OptionsSummary first = value_or_raise(
      scenario.ruleset().checked_options_summary_without_chances(scenario.loaded(), checked));
  return value_or_raise(decision_figures(scenario.loaded(), checked, *resolution.pending(),
                                         resolution.steps_so_far(), first.chance_units));
}

/// One option's figures as a dict: its ways, whether all were walked, its best and worst end
/// (ALL-1) and the chance to stay on the map ({low, high: the fractions' text, from_start,
/// given_outcomes}, or None).
py::dict figures_dict(const OptionFigures& f) {
  py::dict out;
  out["ways"] = f.ways;
  out["all_ways"] = f.all_ways;
  out["best"] = score_dict(f.best);
  out["worst"] = score_dict(f.worst);
  if (f.chance) {
    py::dict chance;
    chance["low"] = f.chance->low.fraction;
    chance["high"] = f.chance->high.fraction;
    chance["from_start"] = f.chance->from_start;
    chance["given_outcomes"] = f.chance->given_outcomes;
    out["chance"] = chance;
  } else {
    out["chance"] = py::none();
  }
  return out;
}

}  // namespace
}  // namespace skedaddle::python

PYBIND11_MODULE(_skedaddle, m) {
  using namespace skedaddle;
  using namespace skedaddle::python;
  m.doc() = "skedaddle's engine; use the package `skedaddle`, which wraps this module.";

  static py::exception<BadInput> bad_input(m, "BadInput", PyExc_ValueError);
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const BadInput& e) {
      py::list errors;
      for (const Error& err : e.errors)
        errors.append(py::make_tuple(err.pointer, err.message));
      PyErr_SetObject(bad_input.ptr(), py::make_tuple(e.what(), errors).ptr());
    }
  });

  py::class_<Outcome>(m, "Outcome", "A resolution's outcome (its JSON in Outcome.json()).")
      .def(
          "json", [](const Outcome& o) { return o.json(); }, "The documented outcome JSON.")
      .def("text", &Outcome::text, "The trace for people.")
      .def("refused", &Outcome::refused, "True when the rules forbid the request (ALL-3).");

  py::class_<Scenario>(m, "Scenario", "A scenario read and checked.")
      .def_static(
          "parse",
          [](const std::string& text, const std::map<std::string, std::size_t>& limits) {
            const io::Limits bounds = limits_of(limits);
            py::gil_scoped_release release;
            return value_or_raise(Scenario::parse(text, bounds));
          },
          py::arg("text"), py::arg("limits") = std::map<std::string, std::size_t>{},
          "Parses and validates a scenario document (JSON text) under the loader's limits "
          "(io::Limits' members by name; the defaults for those not given).")
      .def_property_readonly("ruleset",
                             [](const Scenario& s) { return std::string(s.ruleset_name()); })
      .def_property_readonly("name", [](const Scenario& s) { return s.loaded().name; })
      .def_property_readonly("refusal",
                             [](const Scenario& s) -> std::optional<py::dict> {
                               if (!s.refusal()) return std::nullopt;
                               py::dict d;
                               d["rule"] = s.refusal()->rule;
                               d["reason"] = s.refusal()->reason;
                               d["pointer"] = s.refusal()->pointer;
                               return d;
                             })
      .def_property_readonly("warnings",
                             [](const Scenario& s) {
                               std::vector<std::pair<std::string, std::string>> out;
                               for (const auto& w : s.warnings())
                                 out.emplace_back(w.pointer, w.message);
                               return out;
                             })
      .def(
          "options_json",
          [](const Scenario& s) {
            py::gil_scoped_release release;
            return value_or_raise(options(s, OptionsView{.form = Form::json}));
          },
          "The options document (JSON text), as `skedaddle options --json`.")
      .def(
          "options_text",
          [](const Scenario& s, bool tree) {
            py::gil_scoped_release release;
            return value_or_raise(options(s, OptionsView{.form = Form::text, .tree = tree}));
          },
          py::arg("tree") = false, "The options for people, as `skedaddle options`.")
      .def(
          "resolve",
          [](const Scenario& s, const std::string& chooser, std::optional<std::uint64_t> seed,
             std::optional<std::vector<int>> dice) {
            const ResolveSettings settings = settings_of(chooser, seed, std::move(dice));
            py::gil_scoped_release release;
            return value_or_raise(resolve(s, settings));
          },
          py::arg("chooser") = "", py::arg("seed") = py::none(), py::arg("dice") = py::none(),
          "Resolves the request; the outcome.")
      .def(
          "verify",
          [](const Scenario& s, const std::string& outcome_json, const std::string& chooser,
             std::optional<std::uint64_t> seed, bool no_dice, std::optional<std::string> choices,
             const std::map<std::string, std::size_t>& limits) {
            const io::Limits bounds = limits_of(limits);
            // What the players agreed before the turn, as `verify --chooser ...` takes it.
            Agreement agreed{.seed = seed, .no_dice = no_dice, .choices = std::move(choices)};
            if (!chooser.empty()) {
              agreed.chooser = parse_request_chooser(chooser);
              if (!agreed.chooser) {
                throw BadInput({{"/chooser", "chooser \"" + chooser +
                                                 "\" is not script, first, random, best or "
                                                 "callback, or script,POLICY / callback,POLICY"}});
              }
            }
            py::gil_scoped_release release;
            return value_or_raise(verify(s, outcome_json, agreed, bounds)).json();
          },
          py::arg("outcome_json"), py::arg("chooser") = "", py::arg("seed") = py::none(),
          py::arg("no_dice") = false, py::arg("choices") = py::none(),
          py::arg("limits") = std::map<std::string, std::size_t>{},
          "The verification document (JSON text) of an outcome document read under `limits`, "
          "its request held to what was agreed (choices: JSON text of a list), as `skedaddle "
          "verify`.")
      .def(
          "odds_json",
          [](const Scenario& s, bool per_option, const std::string& chooser,
             std::uint64_t max_resolves) {
            const OddsSettings settings = odds_settings_of(chooser, max_resolves);
            py::gil_scoped_release release;
            return value_or_raise(per_option ? odds_per_option(s, settings) : odds(s, settings))
                .json();
          },
          py::arg("per_option") = false, py::arg("chooser") = "",
          py::arg("max_resolves") = 1'000'000, "The exact odds document (JSON text).")
      .def(
          "render",
          [](const Scenario& s, const Outcome* outcome, bool show_options, bool whole,
             bool with_odds, const std::string& odds_chooser, std::uint64_t max_resolves) {
            const OddsSettings settings = odds_settings_of(odds_chooser, max_resolves);
            py::gil_scoped_release release;
            std::optional<Odds> table;
            if (with_odds && !s.refusal()) table = value_or_raise(odds(s, settings));
            RenderView view;
            view.options = show_options;
            view.whole = whole;
            view.odds = table ? &table->table() : nullptr;
            return value_or_raise(render(s, outcome, view));
          },
          py::arg("outcome") = nullptr, py::arg("options") = true, py::arg("whole") = false,
          py::arg("odds") = false, py::arg("odds_chooser") = "",
          py::arg("max_resolves") = 1'000'000,
          "An SVG picture, as `skedaddle render` (the odds' chooser and bound as for odds_json).");

  py::class_<Resolution>(m, "Resolution", "A resolution taken one decision at a time.")
      .def_static(
          "start",
          [](const Scenario& s, std::optional<std::uint64_t> seed) {
            return value_or_raise(Resolution::start(s, seed));
          },
          py::arg("scenario"), py::arg("seed") = py::none())
      .def_static(
          "start_explicit",
          [](const Scenario& s) {
            return value_or_raise(Resolution::start(s, ChanceMode::explicit_));
          },
          py::arg("scenario"), "Every point of chance waits to be applied.")
      .def("is_chance", &Resolution::is_chance)
      .def("chance",
           [](const Resolution& r) -> std::optional<py::dict> {
             if (!r.pending_chance()) return std::nullopt;
             return chance_dict(*r.pending_chance());
           })
      .def("apply_chance",
           [](Resolution& r, std::size_t index) {
             const Errors errors = r.apply_chance(index);
             if (!errors.empty()) throw BadInput(errors);
           })
      .def("done", &Resolution::done)
      .def("pending",
           [](const Resolution& r, const Scenario& s) -> std::optional<py::dict> {
             if (!r.pending()) return std::nullopt;
             return decision_dict(s, *r.pending());
           })
      .def(
          "figures",
          [](const Resolution& r) -> std::optional<py::list> {
            if (!r.pending() || r.checked() == nullptr) return std::nullopt;
            // Copied while the GIL is held: another Python thread may step `r` meanwhile (the
            // copy shares the checked game, which no step changes).
            const Resolution kept = r;
            std::vector<OptionFigures> figures;
            {
              py::gil_scoped_release release;
              figures = figures_of(kept);
            }
            py::list out;
            for (const OptionFigures& f : figures)
              out.append(figures_dict(f));
            return out;
          },
          "Each option's figures at the pending decision (decision_figures), or None.")
      .def(
          "odds_json",
          [](const Resolution& r, bool per_option, const std::string& chooser,
             std::uint64_t max_resolves) {
            const OddsSettings settings = odds_settings_of(chooser, max_resolves);
            // Copied while the GIL is held, as for the figures.
            const Resolution kept = r;
            py::gil_scoped_release release;
            return value_or_raise(per_option ? odds_per_option(kept, settings)
                                             : odds(kept, settings))
                .json();
          },
          py::arg("per_option") = false, py::arg("chooser") = "best",
          py::arg("max_resolves") = 1'000'000,
          "The odds document (JSON text) from where the resolution stands, the steps so far "
          "fixed (skedaddle::odds(const Resolution&)); per_option: with each option of the "
          "pending decision taken.")
      .def("options_count",
           [](const Resolution& r) { return r.pending() ? r.pending()->options.size() : 0; })
      .def("answer",
           [](Resolution& r, std::size_t index) {
             const Errors errors = r.answer(index);
             if (!errors.empty()) throw BadInput(errors);
           })
      .def("outcome",
           [](const Resolution& r) -> std::optional<Outcome> {
             if (!r.outcome()) return std::nullopt;
             return *r.outcome();
           })
      .def("events_so_far_text", &Resolution::events_so_far_text,
           "The trace's lines of the events before the pending decision or point of chance (all "
           "of the outcome's once done), as `skedaddle resolve` prints them.")
      .def("events_so_far_json", &Resolution::events_so_far_json,
           "The same events as the outcome JSON's \"events\" array writes them, on one line.")
      .def("answers",
           [](const Resolution& r) {
             return std::vector<std::size_t>(r.answers().begin(), r.answers().end());
           })
      .def("copy", [](const Resolution& r) { return Resolution(r); });

  m.def(
      "resolve_many",
      [](const std::vector<std::tuple<Scenario, std::string, std::optional<std::uint64_t>>>& items,
         unsigned threads, bool fates) {
        std::vector<ManyItem> many;
        many.reserve(items.size());
        for (const auto& [scenario, chooser, seed] : items) {
          try {
            many.push_back({scenario, settings_of(chooser, seed)});
          } catch (const BadInput& e) {
            throw BadInput(within_item(many.size(), e.errors));
          }
        }
        std::vector<ManyAnswer> answers;
        {
          py::gil_scoped_release release;
          answers = resolve_items(many, threads, fates ? ManyForm::fates : ManyForm::json);
        }
        // Each outcome's JSON text (or fates), or the list of the item's (pointer, message)
        // errors.
        py::list out;
        for (const ManyAnswer& a : answers) {
          if (a.errors.empty()) {
            out.append(fates ? py::object(fates_dict(a)) : py::object(py::str(a.json)));
            continue;
          }
          py::list errors;
          for (const Error& e : a.errors)
            errors.append(py::make_tuple(e.pointer, e.message));
          out.append(errors);
        }
        return out;
      },
      py::arg("items"), py::arg("threads") = 0, py::arg("fates") = false,
      "Resolves (scenario, chooser, seed) items in C++ threads: each outcome's JSON text (with "
      "`fates`, its fates as a dict {units, scores}), or the item's errors as a list of "
      "(pointer, message).");
  m.def(
      "printable", [](const std::string& text) { return io::printable(text, 4096); },
      py::arg("text"),
      "`text` as the command line prints a pointer or message of the input: control "
      "characters escaped (\\n, \\u001b), bytes past 4096 elided in the middle.");
  m.def(
      "limits",
      [] {
        const io::Limits defaults;
        std::vector<std::tuple<std::string, std::size_t, std::size_t>> out;
        for (const NamedLimit& l : kNamedLimits)
          out.emplace_back(l.name, defaults.*(l.member), l.max);
        return out;
      },
      "The loader's limits: (name, default, largest allowed) each, in io::Limits' order.");
  m.def("hardware_threads", [] { return std::max(1U, std::thread::hardware_concurrency()); });
  // The published rulings as `skedaddle explain --json` writes them: the one of `id`, or every
  // one when `id` is empty; an id that is none is a ValueError naming the nearest, as the CLI's.
  m.def("rulings_json", [](const std::string& id) {
    std::vector<const Ruling*> chosen;
    if (id.empty()) {
      for (const Ruling& r : rulings())
        chosen.push_back(&r);
    } else if (const Ruling* ruling = find_ruling(id)) {
      chosen.push_back(ruling);
    } else {
      std::string near;
      for (const std::string& n : nearest_ruling_ids(id))
        near += (near.empty() ? "" : ", ") + n;
      throw py::value_error("no ruling \"" + id + "\"" +
                            (near.empty() ? std::string() : "; nearest: " + near) +
                            " (explain() lists them)");
    }
    return io::rulings_json(chosen);
  });
  m.attr("engine_version") = std::string(io::engine_version());
}
