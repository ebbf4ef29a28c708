# SPDX-License-Identifier: MIT
"""The step-wise play (State) against the C interface's ``step`` (src/capi/step.cpp, run by
python/tests/c_calls/ through skd_call): each option's figures at every decision
(``State.figures()``, C++ ``decision_figures``) against the lines ``step`` words them in with
``"figures": true``, and each point of chance (``State.chance_point()``: its dice, sides and
outcomes) against ``step``'s ``pending_chance``; the faces of the outcomes against the outcome's
replay, and the figures of a decision worked by hand."""

import re
from fractions import Fraction

import skedaddle
from conftest import c_calls, example_files

def _walk(path, figures):
    """One way through the example at ``path``, every roll a chance node: at its k-th step the
    action k modulo the number of actions. For each state met before the end: the ``step``
    settings that reach it, and what the state says of it: with ``figures`` its figures (None
    at a chance node), else at each chance node its point of chance."""
    state = skedaddle.load(path).new_state()
    history = []
    seen = []
    while not state.is_terminal():
        settings = {"chance": "explicit", "history": list(history), "figures": figures}
        if figures:
            seen.append((settings, "figures", state.figures()))
        elif state.is_chance_node():
            seen.append((settings, "chance", state.chance_point()))
        actions = state.legal_actions()
        kind = "chance" if state.is_chance_node() else "choice"
        action = actions[len(history) % len(actions)]
        state.apply_action(action)
        history.append({"kind": kind, "index": action})
    return seen, state


def _score(text):
    """The numbers a score's words show ("1 unit lost, 4 manpower lost, 2 hexes from the
    enemy"): units_lost (0 unless said), strength_lost and distance when they are shown."""
    score = {"units_lost": 0}
    for part in text.split(", "):
        # What the loss covers ("no loss on the retreat": the rally check comes after).
        part = part.removesuffix(" on the retreat")
        number = re.match(r"(\d+) ", part)
        if part == "no loss" or part == "out of the enemy's reach":
            continue
        assert number, text
        if re.fullmatch(r"\d+ units? lost", part):
            score["units_lost"] = int(number.group(1))
        elif part.endswith(" from the enemy"):
            score["distance"] = int(number.group(1))
        else:
            score["strength_lost"] = int(number.group(1))
    return score


def _shown(score, figure):
    """``score`` (a figure's dict) reduced to what ``_score`` reads off its words."""
    return {k: v for k, v in score.items() if k in figure}


def _percent(chance):
    """A chance as the lines write it: "72.1%", or the range "12.0-14.5%"."""
    low, high = (f"{100 * float(chance[k]):.1f}" for k in ("low", "high"))
    return f"{low}%" if chance["low"] == chance["high"] else f"{low}-{high}%"


def _check_line(line, figure, from_options):
    """One option's line of ``step`` ("2 ways  72.1%  best: ...; worst: ...") against the
    option's figures: the same ways, chance and ends. At the decision the options summarise
    (``from_options``) a number's line (JR-3) shows the summary's ways of the retreat after it,
    which the figures leave out (no ways, no ends): its chance alone is compared."""
    parts = line.split("  ")
    if figure["ways"] > 0:
        ways = parts.pop(0)
        assert ways == f"{figure['ways']} {'way' if figure['ways'] == 1 else 'ways'}", line
    elif from_options and parts and re.fullmatch(r"\d+ ways?", parts[0]):
        assert figure["best"] is None, line
        parts.pop(0)
        parts = [p for p in parts if p.endswith("%")]
    if figure["chance"] is not None:
        assert parts.pop(0) == _percent(figure["chance"]), line
    ends = "  ".join(parts)
    if figure["best"] is None:
        assert not re.search(r"loss|lost|from the enemy", ends), line
        return
    if ends.startswith("best: "):
        best, worst = ends[len("best: "):].split("; worst: ")
        worst = worst.split("; ")[0]
        assert figure["best"] != figure["worst"], line
    else:
        best = worst = ends.removeprefix("every way: ").split("; ")[0]
        assert figure["best"] == figure["worst"], line
    assert _shown(figure["best"], _score(best)) == _score(best), line
    assert _shown(figure["worst"], _score(worst)) == _score(worst), line


def test_the_figures_at_every_decision_are_the_c_interfaces(examples):
    # GITM/ROTD and Grande Tactique ask no decision step by step (the dice and the rules
    # decide): there every state has no figures, as step has no pending decision.
    decisions = {}
    for path in examples:
        game = next(g for g in ("gcacw", "jacobite", "gitm", "grande_tactique") if g in path.parts)
        seen, _ = _walk(path, figures=True)
        if not seen:
            continue
        answers = c_calls("step", path, [settings for settings, _, _ in seen])
        for (settings, _, figures), (status, answer) in zip(seen, answers):
            assert status == 0, (path, answer)
            pending = answer["pending"]
            if pending is None:
                assert figures is None, (path, settings)
                continue
            summary = pending["summary"]
            assert summary is not None, (path, settings)
            assert len(figures) == len(pending["options"]) == len(summary["figures"]), path
            walked_all = all(f["all_ways"] for f in figures)
            assert walked_all == ("the ways counted within" not in summary["header"]), path
            for line, figure in zip(summary["figures"], figures):
                if line is not None:
                    _check_line(line, figure, summary["from_options"])
            decisions[game] = decisions.get(game, 0) + 1
    assert decisions["gcacw"] > 30 and decisions["jacobite"] > 80, decisions


def test_every_point_of_chance_is_the_c_interfaces_and_its_faces_replay_it(examples):
    points = 0
    for path in examples:
        seen, state = _walk(path, figures=False)
        chances = [(settings, point) for settings, kind, point in seen if kind == "chance"]
        if not chances:
            continue
        answers = c_calls("step", path, [settings for settings, _ in chances])
        faces = []
        for (settings, point), (status, answer) in zip(chances, answers):
            assert status == 0, (path, answer)
            c = answer["pending_chance"]
            assert {k: point[k] for k in ("what", "who", "rule", "dice", "sides")} == \
                {k: c[k] for k in ("what", "who", "rule", "dice", "sides")}, path
            assert point["outcomes"] == [(o["label"], Fraction(o["probability"]))
                                         for o in c["outcomes"]], path
            assert len(point["faces"]) == len(point["outcomes"]), path
            for f in point["faces"]:
                assert len(f) == point["dice"] and all(1 <= x <= point["sides"] for x in f), path
            taken = state.history()[len(settings["history"])]
            faces += point["faces"][taken]
            points += 1
        # The faces of the outcomes taken, in order, are the dice the outcome's replay lists.
        assert state.outcome()["replay"]["dice"] == faces, path
    assert points > 100


def test_the_figures_of_a_retreat_step_worked_by_hand():
    # JR-3, JR-6: Howard's Grenadiers ignore 2 of 3 flags and retreat 1 hex, to F6 or G6; either
    # way the retreat ends there, no block lost, 5 hexes from the Jacobite guns, and the rally
    # check rolls 7 dice (4 blocks, +1 at four blocks, +1 Hawley, +1 grenadier) of which any
    # flag (1 face in 6) rallies: 1 - (5/6)^7.
    path = next(p for p in example_files() if p.name.startswith("jr-03-ignore-cap"))
    state = skedaddle.load(path).new_state()
    assert state.current_decision()["options"] == ["2", "1", "0"]
    state.apply_action(0)
    assert state.current_decision()["options"] == ["F6", "G6"]
    stays = 1 - Fraction(5, 6) ** 7
    assert stays == Fraction(201811, 279936)
    end = {"units_lost": 0, "strength_lost": 0, "distance": 5}
    each = {"ways": 1, "all_ways": True, "best": end, "worst": end,
            "chance": {"low": stays, "high": stays, "from_start": False,
                       "given_outcomes": False}}
    assert state.figures() == [each, each]
    # At the rally check no decision waits; at the end neither.
    state.apply_action(0)
    assert state.is_chance_node() and state.figures() is None
    assert state.chance_point()["dice"] == 7 and state.chance_point()["sides"] == 6


def test_figures_of_clones_in_four_threads_equal_the_sequential_ones(examples):
    # figures() releases the GIL while it counts (module.cpp): each thread takes one clone of
    # a state at a decision, and every clone must answer as its state did on one thread, so no
    # count leans on anything the threads share.
    from concurrent.futures import ThreadPoolExecutor
    states = []
    for path in examples:
        state = skedaddle.load(path).new_state()
        while not state.is_terminal():
            if not state.is_chance_node():
                states.append(state.clone())
            state.apply_action(state.legal_actions()[-1])
    assert len(states) > 100
    sequential = [s.figures() for s in states]
    clones = [s.clone() for s in states for _ in range(2)]
    with ThreadPoolExecutor(max_workers=4) as pool:
        threaded = list(pool.map(lambda s: s.figures(), clones))
    assert threaded == [f for f in sequential for _ in range(2)]
    assert any(f and len(f) > 1 for f in sequential)
