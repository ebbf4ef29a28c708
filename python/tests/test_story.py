# SPDX-License-Identifier: MIT
"""The story so far of a play (``State.story()``, C++ ``Resolution::events_so_far_text``, and
``State.story_events()``, ``Resolution::events_so_far_json``): at the first decision of GC-2,
worked by hand; and at every step of a play of every example, with every roll a chance node,
the first lines of the trace of the play's outcome (``Outcome.text()``), all of its events'
lines once over, and the first of the outcome's ``events``, all of them once over."""

import skedaddle
from conftest import GAMES

GC_02 = GAMES / "gcacw" / "examples" / "gc-02-stack-and-leader-move-together.json"


def test_the_first_decision_of_gc2_follows_the_forced_steps_and_hoods_elimination():
    # GC-2, GC-8 (the example's description): from 0101 the only way is 0201 (Chart 1 row 4b,
    # loss 2 to each combat unit: Hood eliminated, McLaws disorganized), then 0301 (row 2); the
    # owner is first asked at 0301.
    state = skedaddle.load(GC_02).new_state(seed=0)
    assert state.current_decision()["at"] == "0301"
    assert state.story() == (
        "[GC-1] retreat: Longstreet, Hood, McLaws from 0101, 2-4 hexes\n"
        "[GC-7] Longstreet, Hood, McLaws 0101 -> 0201: chart 1 row 4b (priority 4), loss 2\n"
        "[GC-8] Hood loses 2 manpower (0 left)\n"
        "[GC-2] Hood is eliminated (manpower 0)\n"
        "[GC-8] McLaws loses 2 manpower (3 left)\n"
        "[GC-2] McLaws is disorganized\n"
        "[GC-7] Longstreet, McLaws 0201 -> 0301: chart 1 row 2 (priority 2), loss 0\n")
    events = state.story_events()
    assert [(e["type"], e["rule"]) for e in events] == [
        ("retreat_started", "GC-1"), ("moved", "GC-7"), ("strength_lost", "GC-8"),
        ("removed", "GC-2"), ("strength_lost", "GC-8"), ("status", "GC-2"), ("moved", "GC-7")]
    assert events[3] == {"type": "removed", "unit": "Hood", "fate": "eliminated", "strength": 0,
                         "rule": "GC-2"}
    assert events[4] == {"type": "strength_lost", "unit": "McLaws", "amount": 2, "remaining": 3,
                         "rule": "GC-8"}
    assert events[6]["path"] == ["0201", "0301"] and events[6]["chart"]["row"] == "2"


def test_every_story_of_a_play_begins_the_trace_of_its_outcome(examples):
    for path in examples:
        state = skedaddle.load(path).new_state()
        stories = []
        story_events = []
        while not state.is_terminal():
            stories.append(state.story())
            story_events.append(state.story_events())
            state.apply_action(state.legal_actions()[-1])
        trace = state.outcome().text()
        told = state.story()
        # The events' lines, then the blank line before the units (a refusal has no events).
        assert trace.startswith(told), path
        assert told == "" or trace[len(told)] == "\n", path
        for k, story in enumerate(stories):
            assert told.startswith(story), (path, k)
        events = state.outcome().get("events", [])  # a refusal has none
        assert state.story_events() == events, path
        for k, (story, told_events) in enumerate(zip(stories, story_events)):
            assert told_events == events[:story.count("\n")], (path, k)
