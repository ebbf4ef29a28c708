// SPDX-License-Identifier: MIT
// The C interface's "verify" verb: a published outcome checked against the scenario.
#pragma once

#include "capi/call.hpp"

namespace skedaddle::capi {

/// `skedaddle verify [--json]` of the settings' "outcome" (an outcome document, or its JSON
/// text) against `scenario`, its request held to what the settings say was agreed ("chooser",
/// "seed", "no_dice", "choices", as the batch's verify takes them): the verification's text
/// ("form": "text", the default) or its `skedaddle-verification/1` document ("form": "json"),
/// status SKD_OK whether or not the outcome is identical (the answer says which). Bad input:
/// malformed settings at their pointers; an outcome that is no outcome document at its pointer
/// in the settings ("/outcome/...") when given as an object, in document "outcome" when given
/// as text; agreed choices that are not the scenario's at "/choices/N" in the settings.
Answer answer_verify(Call& call, const Scenario& scenario);

}  // namespace skedaddle::capi
