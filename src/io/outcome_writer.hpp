// SPDX-License-Identifier: MIT
// Private to io: the frame every game's outcome document shares (docs/format.md, "Outcome
// JSON"): "format", "ruleset", "scenario" and the events first; the game's own members; then
// the replay, which starts with the seed.
#pragma once

#include <vector>

#include "io/event_json.hpp"
#include "io/json_writer.hpp"
#include "skedaddle/io/outcome.hpp"
#include "skedaddle/io/scenario.hpp"

namespace skedaddle::io::detail {

/// Opens the document and writes its first members: "format", "ruleset", "scenario" and
/// "events", the events named by `names` (event_json.hpp).
template <class Names>
void begin_outcome(JsonWriter& w, const LoadedScenario& scenario, const Names& names,
                   const std::vector<Event>& events) {
  w.begin_object();
  w.key("format").string(kOutcomeFormat);
  w.key("ruleset").string(ruleset_name(scenario));
  w.key("scenario").string(scenario.name);
  w.key("events");
  write_events(w, names, events);
}

/// Opens the "replay" member and writes its "seed", when the scenario gives one.
inline void begin_replay(JsonWriter& w, const LoadedScenario& scenario) {
  w.key("replay").begin_object();
  if (scenario.seed) w.key("seed").unsigned_integer(*scenario.seed);
}

/// The replay's "dice" of a game whose dice are all in its Rolled events: every face, in the
/// order drawn.
inline void write_rolled_dice(JsonWriter& w, const std::vector<Event>& events) {
  w.key("dice").begin_array();
  for (const Event& event : events) {
    if (const auto* rolled = std::get_if<Rolled>(&event)) {
      for (const int face : rolled->faces)
        w.integer(face);
    }
  }
  w.end_array();
}

/// Closes the replay and the document, and ends it (json_writer.hpp).
inline void end_outcome(JsonWriter& w) {
  w.end_object();
  w.end_object();
  w.finish();
}

}  // namespace skedaddle::io::detail
