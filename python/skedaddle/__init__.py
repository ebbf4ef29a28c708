# SPDX-License-Identifier: MIT
"""skedaddle: what happens to units forced off their ground after combat, for five rule systems.

Load a scenario, ask its options, resolve it, take its exact odds, draw it, or step through it
one decision at a time (an OpenSpiel-shaped state)::

    import skedaddle
    s = skedaddle.load("games/jacobite/examples/jr-01-retreat-toward-own-baseline-only.json")
    s.options()["ruleset"]                 # the documented options document, as a dict
    s.resolve(chooser="best", seed=7)      # the outcome document
    s.odds()["units"][0]["fates"]          # exact chances, as fractions.Fraction
    s.render()                             # SVG text (notebooks show the scenario itself)

Every answer has the content of the JSON the command line prints (docs/format.md), with each
probability a ``fractions.Fraction``.
"""

from __future__ import annotations

import json
import os
from fractions import Fraction
from typing import Any, Iterable, Optional, Sequence, Tuple, Union

from . import _skedaddle

__all__ = [
    "ScenarioError",
    "Scenario",
    "Outcome",
    "State",
    "load",
    "nested_tree",
    "resolve_many",
]


def nested_tree(document: dict, tree: Optional[dict] = None) -> Optional[dict]:
    """The nested root node of one option tree of an options document (docs/format.md,
    ``skedaddle-options/3``): ``tree`` is the document itself for GCACW (the default), one of
    its ``retreats`` or its ``leader`` for Jacobite; None when it has no tree. Every number of
    the tables is replaced by what it names, as in ``skedaddle-options/1``: each step's ``then``
    is the node it leads to. The nested tree may be far larger than the tables."""
    tree = document if tree is None else tree
    if tree.get("tree") is None:
        return None

    def step(item: Any) -> dict:
        index, then = item if isinstance(item, list) else (item, None)
        out: dict = {}
        for key, value in tree["steps"][index].items():
            if key == "chart_step":
                out.update(tree["chart_steps"][value])
            elif key in ("reason", "blocked"):
                out.update(document["reasons"][value])
            else:
                out[key] = value
        if then is not None:
            out["then"] = node(then)
        return out

    def node(i: int) -> dict:
        head, *items = tree["nodes"][i]
        out = dict(tree["heads"][head])
        for name, item in zip(tree["node_fields"], items):
            out[name] = node(item) if isinstance(item, int) else [step(s) for s in item]
        return out

    return node(tree["tree"])


class ScenarioError(ValueError):
    """A scenario or request that cannot be read: ``pointer`` (RFC 6901) says where,
    ``message`` what is wrong and what was expected; ``errors`` lists every (pointer, message)."""

    def __init__(self, errors: Sequence[Tuple[str, str]]):
        self.errors = [(p, m) for p, m in errors] or [("", "bad input")]
        self.pointer, self.message = self.errors[0]
        where = self.pointer if self.pointer else "(the document)"
        super().__init__(f"{where}: {self.message}")


def _raise_from(e: _skedaddle.BadInput) -> ScenarioError:
    _, errors = e.args
    return ScenarioError(errors)


def _with_fractions(value: Any) -> Any:
    """The JSON value with every "probability" field (an exact fraction "a/b") a Fraction."""
    if isinstance(value, dict):
        out = {}
        for k, v in value.items():
            if k == "probability" and isinstance(v, str):
                out[k] = Fraction(v)
            else:
                out[k] = _with_fractions(v)
        return out
    if isinstance(value, list):
        return [_with_fractions(v) for v in value]
    return value


class Outcome(dict):
    """A resolution's outcome: the outcome document (docs/format.md) as a dict, which
    ``Scenario.render(outcome)`` draws; ``text()`` is the trace for people."""

    def __init__(self, handle: _skedaddle.Outcome):
        super().__init__(json.loads(handle.json()))
        self._handle = handle

    def json(self) -> str:
        """The outcome JSON exactly as ``skedaddle resolve --json`` writes it."""
        return self._handle.json()

    def text(self) -> str:
        """The trace for people: one line per event with its ruling, then every unit."""
        return self._handle.text()

    @property
    def refused(self) -> bool:
        """True when the rules forbid the request (ALL-3); ``self["refusal"]`` says why."""
        return self._handle.refused()

    def __reduce__(self):
        return (dict, (dict(self),))


class Scenario:
    """A scenario read and checked: ask its options, resolve it, take its odds, draw it."""

    def __init__(self, text: str):
        try:
            self._handle = _skedaddle.Scenario.parse(text)
        except _skedaddle.BadInput as e:
            raise _raise_from(e) from None
        self._text = text

    # --- what it is ---------------------------------------------------------------------
    @property
    def ruleset(self) -> str:
        """The game, as scenarios name it: "gcacw", "jacobite", "gitm", "rotd", ..."""
        return self._handle.ruleset

    @property
    def name(self) -> str:
        """The scenario's name."""
        return self._handle.name

    @property
    def refusal(self) -> Optional[dict]:
        """The rule that forbids the request (ALL-3) as {rule, reason, pointer}, or None."""
        return self._handle.refusal

    @property
    def warnings(self) -> list:
        """Doubts about the valid scenario, as (pointer, message) pairs; they change nothing."""
        return self._handle.warnings

    @property
    def text(self) -> str:
        """The scenario document it was read from."""
        return self._text

    # --- what may happen ------------------------------------------------------------------
    def options(self) -> dict:
        """What the owner (or the dice) may do: the options document, as ``options --json``."""
        return _with_fractions(json.loads(self._call(self._handle.options_json)))

    def options_text(self, tree: bool = False) -> str:
        """The options for people, as ``skedaddle options`` (``--tree``) prints them."""
        return self._call(self._handle.options_text, tree)

    def resolve(self, chooser: str = "", seed: Optional[int] = None) -> Outcome:
        """Resolves the request. ``chooser``: script, first, random, best or script,POLICY
        (default: the scenario's recorded choices, else best); ``seed`` seeds the dice and the
        random chooser (default: the scenario's seed, else 0)."""
        return Outcome(self._call(self._handle.resolve, chooser, seed))

    def odds(self, per_option: bool = False, chooser: str = "",
             max_resolves: int = 1_000_000) -> dict:
        """The exact odds document (``skedaddle odds --json``), each probability a Fraction;
        ``per_option`` adds the odds with each option of the first decision taken."""
        text = self._call(self._handle.odds_json, per_option, chooser, max_resolves)
        return _with_fractions(json.loads(text))

    def render(self, outcome: Optional[Outcome] = None, options: Optional[bool] = None,
               whole: bool = False, odds: bool = False) -> str:
        """An SVG picture, as ``skedaddle render``: the position with the options (by default
        unless ``odds``), the outcome's paths when given, the exact odds shaded over it
        (``odds``), the whole board or the part around the action."""
        handle = outcome._handle if outcome is not None else None
        show_options = not odds if options is None else options
        return self._call(self._handle.render, handle, show_options, whole, odds)

    def _repr_svg_(self) -> str:
        return self.render()

    def __repr__(self) -> str:
        return f"<skedaddle.Scenario {self.ruleset}: {self.name!r}>"

    # --- step by step -------------------------------------------------------------------------
    def new_state(self, seed: Optional[int] = None) -> "State":
        """A state at the start of the resolution, for games-library style search, every
        choice made by the caller: with no seed each roll of the dice is a chance node with its
        exact probabilities; with a seed the dice roll from it. The scenario's recorded dice
        and choices are not used."""
        return State(self.unscripted(), seed)

    def unscripted(self) -> "Scenario":
        """This scenario without its recorded dice and choices (itself when it has none): the
        dice then roll from the seed, and the choosers choose."""
        doc = json.loads(self._text)
        if "dice" not in doc and "choices" not in doc:
            return self
        doc.pop("dice", None)
        doc.pop("choices", None)
        return Scenario(json.dumps(doc))

    def __reduce__(self):
        return (Scenario, (self._text,))

    @staticmethod
    def _call(fn, *args):
        try:
            return fn(*args)
        except _skedaddle.BadInput as e:
            raise _raise_from(e) from None


def load(source: Union[str, os.PathLike, dict]) -> Scenario:
    """A scenario from its JSON text, a path to a scenario file, or a dict of the document.
    Raises ScenarioError (a ValueError) naming the JSON pointer of each problem."""
    if isinstance(source, dict):
        return Scenario(json.dumps(source))
    if isinstance(source, os.PathLike) or (
            isinstance(source, str) and not source.lstrip().startswith("{")):
        try:
            with open(source, encoding="utf-8") as f:
                text = f.read()
        except OSError as e:
            raise ScenarioError([("", f"cannot read {os.fspath(source)}: {e.strerror}")]) from None
        return Scenario(text)
    if isinstance(source, str):
        return Scenario(source)
    raise TypeError("load() takes JSON text, a path or a dict, not " + type(source).__name__)


class State:
    """A resolution in progress, shaped like an OpenSpiel state: ``legal_actions()``,
    ``apply_action(a)``, ``is_terminal()``, ``is_chance_node()``, ``chance_outcomes()``,
    ``clone()``, ``history()``. With no seed every roll of the dice is a chance node whose
    outcomes carry their exact probabilities (the caller, or a search, applies one); with a seed
    the dice roll by themselves and only the decisions wait. An action is the index of an
    option (at a decision) or of an outcome (at a chance node). Pickles as its scenario, seed
    and history."""

    def __init__(self, scenario: Scenario, seed: Optional[int] = None,
                 history: Iterable[int] = ()):
        self._scenario = scenario
        self._seed = seed
        try:
            if seed is None:
                self._resolution = _skedaddle.Resolution.start_explicit(scenario._handle)
            else:
                self._resolution = _skedaddle.Resolution.start(scenario._handle, seed)
        except _skedaddle.BadInput as e:
            raise _raise_from(e) from None
        self._history = []
        for a in history:
            self.apply_action(a)

    @property
    def scenario(self) -> Scenario:
        """The scenario being resolved."""
        return self._scenario

    def is_terminal(self) -> bool:
        """True when the resolution is over: outcome() is then set."""
        return self._resolution.done()

    def is_chance_node(self) -> bool:
        """True when the dice are to be rolled: chance_outcomes() lists what they may give."""
        return self._resolution.is_chance()

    def chance_point(self) -> Optional[dict]:
        """The roll waiting: {what, who, rule, outcomes: [(label, Fraction)]}, or None."""
        point = self._resolution.chance()
        if point is None:
            return None
        point["outcomes"] = [(label, Fraction(p)) for label, p in point["outcomes"]]
        return point

    def chance_outcomes(self) -> list:
        """At a chance node, [(action, probability)] with exact Fractions summing to 1."""
        point = self.chance_point()
        if point is None:
            return []
        return [(i, p) for i, (_, p) in enumerate(point["outcomes"])]

    def current_decision(self) -> Optional[dict]:
        """The decision waiting: {actor, topic, at, options}, each option by its label in the
        game's words ("0504", "1", "Glengarry"); None at a chance node or the end."""
        return self._resolution.pending(self._scenario._handle)

    def current_player(self) -> str:
        """Who acts now: "owner" or "opponent" at a decision, "chance", or "terminal"."""
        if self.is_terminal():
            return "terminal"
        if self.is_chance_node():
            return "chance"
        return self.current_decision()["actor"]

    def legal_actions(self) -> list:
        """The indices of the pending decision's options or the chance node's outcomes (empty
        at the end)."""
        if self.is_chance_node():
            return list(range(len(self._resolution.chance()["outcomes"])))
        return list(range(self._resolution.options_count()))

    def action_to_string(self, action: int) -> str:
        """The decision and the option in the game's words, as the per-option odds name them
        ("retreat step: 0504", "ignore flags: 1"), or the roll and its outcome ("rally check:
        at least 1 flag")."""
        if action not in self.legal_actions():
            raise ValueError(f"action {action} is not legal here")
        point = self.chance_point()
        if point is not None:
            return f"{point['what']}: {point['outcomes'][action][0]}"
        d = self.current_decision()
        return f"{d['topic']}: {d['options'][action]}"

    def apply_action(self, action: int) -> None:
        """Applies ``action``: answers the decision, or gives the roll that outcome; the
        resolution goes on to the next decision, roll or the end."""
        legal = self.legal_actions()
        if action not in legal:
            raise ValueError(f"action {action} is not legal here: {legal}")
        try:
            if self.is_chance_node():
                self._resolution.apply_chance(action)
            else:
                self._resolution.answer(action)
        except _skedaddle.BadInput as e:
            raise _raise_from(e) from None
        self._history.append(action)

    def clone(self) -> "State":
        """An independent copy (searches branch by cloning)."""
        other = State.__new__(State)
        other._scenario = self._scenario
        other._seed = self._seed
        other._resolution = self._resolution.copy()
        other._history = list(self._history)
        return other

    def history(self) -> list:
        """The actions applied so far, decisions and chance outcomes, in order."""
        return list(self._history)

    def outcome(self) -> Optional[Outcome]:
        """The outcome once terminal, else None. With chance nodes, it is the outcome of the
        scenario with the applied dice scripted: ``resolve`` with those dice gives it."""
        o = self._resolution.outcome()
        return None if o is None else Outcome(o)

    def __reduce__(self):
        return (State, (self._scenario, self._seed, self.history()))

    def __str__(self) -> str:
        if self.is_terminal():
            return "terminal"
        if self.is_chance_node():
            point = self.chance_point()
            return f"chance: {point['what']} ({point['rule']}): " + ", ".join(
                f"{label} {p}" for label, p in point["outcomes"])
        d = self.current_decision()
        return f"{d['actor']} decides {d['topic']} at {d['at']}: " + ", ".join(d["options"])


def resolve_many(items: Iterable[Union[Scenario, Tuple[Scenario, str, Optional[int]]]],
                 threads: Optional[int] = None) -> list:
    """Resolves many scenarios in C++ threads with the GIL released, for Monte Carlo work.
    Each item is a Scenario or (scenario, chooser, seed); returns the outcome documents as
    dicts, in order; an item that cannot be resolved raises ScenarioError after all ran."""
    triples = []
    for item in items:
        if isinstance(item, Scenario):
            triples.append((item._handle, "", None))
        else:
            scenario, chooser, seed = item
            triples.append((scenario._handle, chooser or "", seed))
    n = threads if threads is not None else _skedaddle.hardware_threads()
    try:
        texts = _skedaddle.resolve_many(triples, max(1, int(n)))
    except _skedaddle.BadInput as e:
        raise _raise_from(e) from None
    out = []
    for i, text in enumerate(texts):
        if text.startswith("error: "):
            raise ScenarioError([(f"/{i}", text[len("error: "):])])
        out.append(json.loads(text))
    return out
