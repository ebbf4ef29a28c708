// SPDX-License-Identifier: MIT
// Events as text with every field, one line each, so that the property tests can compare two
// outcomes' events (a resolution against another, a kept one against a fresh one) as text and
// print where they differ.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "skedaddle/core/place.hpp"
#include "skedaddle/events/event.hpp"

namespace skedaddle::test {

/// How a game's tests write a place (a GCACW hex number, a GITM square).
using PlaceText = std::function<std::string(const Place&)>;

/// A place in a form every game can read in a failure message: `(q,r)`, `[col,row]`, `(x,y)`.
std::string any_place_text(const Place& place);

/// One event with every one of its fields and its rule, on one line.
std::string event_text(const Event& event, const PlaceText& place = any_place_text);

/// Every event of `events`, one line each.
std::string events_text(const std::vector<Event>& events, const PlaceText& place = any_place_text);

}  // namespace skedaddle::test
