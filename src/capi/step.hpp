// SPDX-License-Identifier: MIT
// The C interface's "step" verb: a step-wise Resolution rebuilt from its history.
#pragma once

#include "capi/call.hpp"

namespace skedaddle::capi {

/// Starts a Resolution of `scenario` ("chance": "seeded" with "seed", or "explicit"; seeded,
/// "dice": "scenario" plays the scenario's scripted dice, "seed" rolls the seed's instead), applies
/// "history" ([{"kind": "choice"|"chance", "index": N}...]) and answers with what waits: the
/// pending decision (who, what, where, each option's label and the choices ruled out, and with
/// "figures": true a header and each option's figures as they stand there) or point
/// of chance (what is rolled, for whom, under which ruling, each outcome's label and exact
/// chance), the options answered so far ("chosen", as people read them), the story so far
/// ("story": the trace's lines of Resolution::events_so_far(), the events before what waits, all
/// of them once done; "story_events": the same events as the outcome JSON's "events" writes
/// them), and once done the outcome
/// JSON as text (its replay lists the choices as a script takes them), its trace for people
/// ("outcome_text", as `skedaddle resolve` prints it) and, with "svg": true, its picture. A step
/// that does not fit is bad input at its pointer in "history".
Answer answer_step(Call& call, const Scenario& scenario);

}  // namespace skedaddle::capi
