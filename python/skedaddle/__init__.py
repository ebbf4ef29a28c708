# SPDX-License-Identifier: MIT
"""skedaddle: what happens to units forced off their ground after combat, for five rule systems.

Load a scenario, ask its options, resolve it, take its exact odds, draw it, check an outcome, or
step through it one decision at a time (an OpenSpiel-shaped state)::

    import skedaddle
    s = skedaddle.load("games/jacobite/examples/jr-01-retreat-toward-own-baseline-only.json")
    s.options()["ruleset"]                 # the documented options document, as a dict
    s.resolve(chooser="best", seed=7)      # the outcome document
    s.odds()["units"][0]["fates"]          # exact chances, as fractions.Fraction
    s.render()                             # SVG text (notebooks show the scenario itself)
    s.verify(outcome_json)["identical"]    # an outcome checked, as `skedaddle verify` does

Every answer has the content of the JSON the command line prints (docs/format.md), with each
probability a ``fractions.Fraction``.
"""

from __future__ import annotations

import collections.abc
import difflib
import gc
import itertools
import json
import math
import numbers
import os
import re
import reprlib
from fractions import Fraction
from typing import Any, Iterable, Optional, Sequence, Tuple, Union

from . import _skedaddle

__version__ = _skedaddle.engine_version
"""The engine's version, as outcomes write it in "engine" (the CMake project's)."""

__all__ = [
    "__version__",
    "ScenarioError",
    "Scenario",
    "Outcome",
    "State",
    "default_limits",
    "explain",
    "load",
    "nested_tree",
    "resolve_many",
]


def _step_facts(document: dict, tree: dict, index: int) -> dict:
    """Step ``index`` of a tree's table with its chart step and reason spelled out, without
    the node it leads to."""
    out: dict = {}
    for key, value in tree["steps"][index].items():
        if key == "chart_step":
            out.update(tree["chart_steps"][value])
        elif key in ("reason", "blocked"):
            out.update(document["reasons"][value])
        else:
            out[key] = value
    return out


def nested_tree(document: dict, tree: Optional[dict] = None) -> Optional[dict]:
    """The nested root node of one option tree of an options document (docs/format.md,
    ``skedaddle-options/5``): ``tree`` is the document itself for GCACW (the default), one of
    its ``retreats`` or its ``leader`` for Jacobite; None when it has no tree. Every number of
    the tables is replaced by what it names, as in ``skedaddle-options/1``: each step's ``then``
    is the node it leads to, and a head's ``stop_ruled_out`` (since ``/4``) the words and ruling
    of why the retreat may not stop there, or None where it may. The tree's ``groups`` are read
    once, each entry by its (head, place) with its references summed from the columns'
    differences; the root is ``tree["tree"]``, ``[head, place]``. The nested tree may be far
    larger than the tables."""
    tree = document if tree is None else tree
    if tree.get("tree") is None:
        return None

    # entries[head][place]: (the fields of the entry's shape, the places its references lead to
    # in order, the group's steps and then_heads); each shape's entries in the order of its
    # columns, shape after shape.
    entries: list = []
    for steps, then_heads, shapes in tree["groups"]:
        group: list = []
        for *fields, columns in shapes:
            rows = zip(*(itertools.accumulate(column) for column in columns)) if columns else [()]
            group.extend((fields, refs, steps, then_heads) for refs in rows)
        entries.append(group)

    def step(index: int, then: Optional[Tuple[int, int]]) -> dict:
        out = _step_facts(document, tree, index)
        if then is not None:
            out["then"] = node(then[0], then[1])
        return out

    def node(head: int, place: int) -> dict:
        fields, refs, steps, then_heads = entries[head][place]
        leads = iter(refs)  # the places the entry's references lead to, taken in order
        out = dict(tree["heads"][head])
        if out.get("stop_ruled_out") is not None:
            out["stop_ruled_out"] = dict(document["reasons"][out["stop_ruled_out"]])
        for name, field in zip(tree["node_fields"], fields):
            if isinstance(field, int):  # leave: the local head of the node that leaves the board
                out[name] = node(then_heads[field], next(leads))
            else:
                out[name] = [step(steps[s[0]], (then_heads[s[1]], next(leads)))
                             if isinstance(s, list) else step(steps[s], None) for s in field]
        return out

    head, place = tree["tree"]
    return node(head, place)


class ScenarioError(ValueError):
    """A scenario or request that cannot be read: ``pointer`` (RFC 6901) says where,
    ``message`` what is wrong and what was expected; ``errors`` lists every (pointer, message).
    Its text is every error, one a line, as the command line prints them: "POINTER: MESSAGE",
    or the message alone for the whole document, with the control characters of the input
    escaped (a newline in a key as ``\\n``, an escape byte as ``\\u001b``) so that printing
    it cannot break its lines or drive a terminal; ``errors`` keeps them as they are."""

    def __init__(self, errors: Sequence[Tuple[str, str]]):
        self.errors = [(p, m) for p, m in errors] or [("", "bad input")]
        self.pointer, self.message = self.errors[0]
        printable = _skedaddle.printable
        super().__init__("\n".join(f"{printable(p)}: {printable(m)}" if p else printable(m)
                                   for p, m in self.errors))


# The engine's hint at a limit names the command line's flag; Python raises it with load()'s
# ``limits``, by the name the flag has without "--max-" ("--max-string-bytes": string_bytes).
_FLAG_HINT = re.compile(r"raise it with --max-([a-z-]+)\)")


def _raise_from(e: _skedaddle.BadInput) -> ScenarioError:
    _, errors = e.args
    return ScenarioError([(pointer, _FLAG_HINT.sub(
        lambda m: "raise it with load(..., limits={'" + m.group(1).replace("-", "_") + "': ...}))",
        message)) for pointer, message in errors])


# --- arguments: checked here, so that a wrong one is named with what was expected (as the
# command line's messages do), never pybind11's "incompatible function arguments" -------------

_MAX_UINT64 = 2**64 - 1  # the largest seed (--seed) and bound on the runs (--max-resolves)
_CHOOSERS = "script, first, random, best or script,POLICY"


def _described(value: Any) -> str:
    """A wrong argument as a message shows it: its type and (shortened) value."""
    return f"{type(value).__name__} {reprlib.repr(value)}"


def _is_integer(value: Any) -> bool:
    """True for an int (or a NumPy integer), not for a bool."""
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


def _seed_argument(seed: Any) -> Optional[int]:
    """``seed`` as the engine takes it: None, or an integer from 0 to 2^64-1 (as ``--seed``)."""
    if seed is None:
        return None
    if not _is_integer(seed):
        raise TypeError(f"seed: expected an integer from 0 to {_MAX_UINT64} or None, "
                        f"got {_described(seed)}")
    if not 0 <= seed <= _MAX_UINT64:
        raise ValueError(f"seed: expected an integer from 0 to {_MAX_UINT64}, got {seed}")
    return int(seed)


def _chooser_argument(chooser: Any) -> str:
    """``chooser`` as the engine takes it: a name (the engine checks it), "" for None."""
    if chooser is None:
        return ""
    if not isinstance(chooser, str):
        raise TypeError(f"chooser: expected a string ({_CHOOSERS}) or None, "
                        f"got {_described(chooser)}")
    return chooser


def _dice_argument(dice: Any) -> Optional[list]:
    """``dice`` as the engine takes them: None, or faces from 1 to 99 (as ``--dice``)."""
    if dice is None:
        return None
    if not isinstance(dice, (list, tuple)):
        raise TypeError("dice: expected a list of faces (integers from 1 to 99) or None, "
                        f"got {_described(dice)}")
    for i, face in enumerate(dice):
        if not _is_integer(face):
            raise TypeError(f"dice[{i}]: expected a face (an integer from 1 to 99), "
                            f"got {_described(face)}")
        if not 1 <= face <= 99:
            raise ValueError(f"dice[{i}]: expected a face from 1 to 99, got {face}")
    return [int(face) for face in dice]


def _bool_argument(name: str, value: Any) -> bool:
    """A flag as the engine takes it: True or False (a NumPy bool too), never a truthy stand-in:
    ``tree="no"`` would otherwise be read as True."""
    if isinstance(value, bool) or (type(value).__module__ == "numpy"
                                   and type(value).__name__ in ("bool_", "bool")):
        return bool(value)
    raise TypeError(f"{name}: expected True or False, got {_described(value)}")


_MAX_THREADS = 1024  # as the command line's batch -j


def _integer_from_one(name: str, value: Any, largest: int, expected: str) -> int:
    """``value`` as an integer from 1 to ``largest``; else a TypeError or ValueError naming
    ``name`` with what was ``expected`` and what was given."""
    if not _is_integer(value):
        raise TypeError(f"{name}: {expected}, got {_described(value)}")
    if not 1 <= value <= largest:
        raise ValueError(f"{name}: {expected}, got {value}")
    return int(value)


def _threads_argument(threads: Any) -> int:
    """``threads`` as the engine takes it: None (every core), or an integer from 1 to 1024."""
    if threads is None:
        return _skedaddle.hardware_threads()
    return _integer_from_one("threads", threads, _MAX_THREADS,
                             f"expected an integer from 1 to {_MAX_THREADS} or None (every core)")


def _max_resolves_argument(max_resolves: Any) -> int:
    """``max_resolves`` as the engine takes it: an integer from 1 to 2^64-1."""
    return _integer_from_one("max_resolves", max_resolves, _MAX_UINT64,
                             f"expected an integer from 1 to {_MAX_UINT64}")


_LIMITS = {name: (default, largest) for name, default, largest in _skedaddle.limits()}


def default_limits() -> dict:
    """The limits a scenario is loaded under unless ``load(..., limits=...)`` says otherwise,
    by name: ``input_bytes``, ``depth``, ``string_bytes``, ``key_bytes``, ``units``,
    ``polygon_corners``, ``terrain_corners`` (as ``skedaddle --max-input-bytes ...``)."""
    return {name: default for name, (default, _) in _LIMITS.items()}


def _limits_argument(limits: Any) -> dict:
    """``limits`` as the engine takes it: a dict of some of default_limits()'s names, each an
    integer from 1 to its largest (``depth`` at most 10,000); {} for None."""
    if limits is None:
        return {}
    if not isinstance(limits, dict):
        raise TypeError(f"limits: expected a dict such as {{'units': 50000}} or None, "
                        f"got {_described(limits)}")
    out = {}
    for name, value in limits.items():
        if name not in _LIMITS:
            nearest = difflib.get_close_matches(str(name), list(_LIMITS), n=1)
            hint = f" (did you mean {nearest[0]!r}?)" if nearest else ""
            raise ValueError(f"limits: no limit named {name!r}{hint}; the limits are "
                             + ", ".join(_LIMITS))
        largest = _LIMITS[name][1]
        if not _is_integer(value):
            raise TypeError(f"limits[{name!r}]: expected an integer from 1 to {largest}, "
                            f"got {_described(value)}")
        if not 1 <= value <= largest:
            raise ValueError(f"limits[{name!r}]: expected an integer from 1 to {largest}, "
                             f"got {value}")
        out[name] = int(value)
    return out


_FRACTION_KEYS = ("probability", "probability_high")  # exact fractions "a/b" in the documents


def _with_fractions(value: Any) -> Any:
    """The JSON value with every exact fraction "a/b" (a "probability", or the "probability_high"
    of a bounded walk's step) a Fraction."""
    if isinstance(value, dict):
        out = {}
        for k, v in value.items():
            if k in _FRACTION_KEYS and isinstance(v, str):
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
        """True when the rules forbid the request (ALL-3); its "rule" and "reason" say why."""
        return self._handle.refused()

    def __reduce__(self):
        return (dict, (dict(self),))


_ITSELF = object()  # a Scenario's unscripted() when it records neither dice nor choices


class Scenario:
    """A scenario read and checked: ask its options, resolve it, take its odds, draw it."""

    def __init__(self, text: str, limits: Optional[dict] = None):
        self._limits = _limits_argument(limits)
        try:
            self._handle = _skedaddle.Scenario.parse(text, self._limits)
        except _skedaddle.BadInput as e:
            raise _raise_from(e) from None
        self._text = text
        # read once, at the first unscripted(); _ITSELF rather than self, which would be a cycle
        self._unscripted: Any = None

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
        return self._call(self._handle.options_text, _bool_argument("tree", tree))

    def resolve(self, chooser: Optional[str] = None, seed: Optional[int] = None,
                dice: Optional[Sequence[int]] = None) -> Outcome:
        """Resolves the request, as ``skedaddle resolve``. ``chooser``: script, first, random,
        best, or script,POLICY to play the recorded choices and let POLICY make the rest
        (default: the scenario's recorded choices, else best); ``seed`` (0 to 2^64-1) seeds the
        dice and the random chooser (default: the scenario's seed, else 0); ``dice``, faces
        from 1 to 99 rolled in order in place of the scenario's dice (``--dice``: the replay
        of an odds outcome, ``resolve(chooser="best", dice=o["replay"]["dice"])``); a game that
        rolls no dice (GCACW) refuses any face."""
        return Outcome(self._call(self._handle.resolve, _chooser_argument(chooser),
                                  _seed_argument(seed), _dice_argument(dice)))

    def verify(self, outcome: Union[str, os.PathLike, dict], chooser: Optional[str] = None,
               seed: Optional[int] = None, no_dice: bool = False,
               choices: Optional[list] = None) -> dict:
        """Checks an outcome document (its JSON text, a path to its file, a dict, or an Outcome)
        against this scenario, as ``skedaddle verify`` does: its format, engine and hash, then the scenario
        resolved again as its request says, compared member by member. The verification
        document (docs/format.md) as a dict: ``identical``, ``differences`` (each with its
        ``part``, ``pointer``, ``outcome``, ``expected`` and ``reason``), and what it vouches
        for: the ``request``, where its ``dice`` came from, what the seed drew, the
        ``choices`` taken. ``chooser``, ``seed``, ``no_dice`` and ``choices`` (a list written
        as a scenario's "choices") hold the request to what the players agreed before the
        turn, as ``verify --chooser --seed --no-dice --choices``: a part that differs is a
        difference. An outcome that cannot be read (a file that cannot be opened, not JSON, no
        readable ``verification.request``), or agreed choices the scenario cannot take, raise
        ScenarioError. The outcome is read under the limits this scenario was loaded under."""
        if isinstance(outcome, dict):  # an Outcome too: what it says now, edits included
            text = json.dumps(outcome)
        elif _is_path(outcome):  # as load() takes one, and `skedaddle verify` an outcome file
            text = _read_file(outcome)
        elif isinstance(outcome, str):
            text = outcome
        else:
            raise TypeError("outcome: expected the outcome document as JSON text, a path, a dict "
                            f"or an Outcome, got {_described(outcome)}")
        if chooser is not None and not isinstance(chooser, str):
            raise TypeError("chooser: expected a string (script, first, random, best or "
                            "callback, or script,POLICY / callback,POLICY) or None, got "
                            f"{_described(chooser)}")
        no_dice = _bool_argument("no_dice", no_dice)
        try:
            agreed_choices = None if choices is None else json.dumps(choices)
        except (TypeError, ValueError):
            raise TypeError("choices: expected a list written as a scenario's \"choices\" "
                            f"(such as [1, 'F4']) or None, got {_described(choices)}") from None
        return json.loads(self._call(self._handle.verify, text, chooser or "",
                                     _seed_argument(seed), no_dice, agreed_choices,
                                     self._limits))

    def odds(self, per_option: bool = False, chooser: Optional[str] = None,
             max_resolves: int = 1_000_000) -> dict:
        """The exact odds document (``skedaddle odds --json``), each probability a Fraction;
        ``per_option`` adds the odds with each option of the first decision taken; ``chooser``
        as for resolve (default: best); ``max_resolves`` bounds the runs."""
        text = self._call(self._handle.odds_json, _bool_argument("per_option", per_option),
                          _chooser_argument(chooser), _max_resolves_argument(max_resolves))
        return _with_fractions(json.loads(text))

    def render(self, outcome: Optional[Outcome] = None, options: Optional[bool] = None,
               whole: bool = False, odds: bool = False, chooser: Optional[str] = None,
               seed: Optional[int] = None, max_resolves: int = 1_000_000) -> str:
        """An SVG picture, as ``skedaddle render``: the position with the options (by default
        unless ``odds``), the paths of ``outcome`` or, given ``chooser`` or ``seed``, of the
        outcome resolve(chooser, seed) gives (``render --chooser --seed``), the whole board or
        the part around the action. ``odds`` shades the exact odds over it instead (``render
        --odds``), ``chooser`` and ``max_resolves`` then being the odds' own, as for odds()."""
        chooser = _chooser_argument(chooser)
        seed = _seed_argument(seed)
        whole = _bool_argument("whole", whole)
        odds = _bool_argument("odds", odds)
        if options is not None:
            options = _bool_argument("options", options)
        if outcome is not None and not isinstance(outcome, Outcome):
            raise TypeError(f"outcome: expected an Outcome of resolve() or None, "
                            f"got {_described(outcome)}")
        if odds and seed is not None:
            raise TypeError("seed: the odds (odds=True) take every way of the dice, not a seed "
                            "(render --odds takes no --seed)")
        if not odds and (chooser or seed is not None):
            if outcome is not None:
                raise TypeError("outcome: give the outcome to draw, or the chooser and seed to "
                                "resolve one with, not both")
            outcome = self.resolve(chooser=chooser, seed=seed)
        handle = outcome._handle if outcome is not None else None
        show_options = not odds if options is None else options
        return self._call(self._handle.render, handle, show_options, whole, odds,
                          chooser if odds else "", _max_resolves_argument(max_resolves))

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
        dice then roll from the seed, and the choosers choose. Read once and kept, so that a
        loop asking it for every seed (and new_state(), which starts from it) reads no JSON."""
        if self._unscripted is None:
            doc = json.loads(self._text)
            if "dice" not in doc and "choices" not in doc:
                self._unscripted = _ITSELF
            else:
                doc.pop("dice", None)
                doc.pop("choices", None)
                self._unscripted = Scenario(json.dumps(doc), self._limits)
        return self if self._unscripted is _ITSELF else self._unscripted

    def __reduce__(self):
        return (Scenario, (self._text, self._limits or None))

    @staticmethod
    def _call(fn, *args):
        try:
            return fn(*args)
        except _skedaddle.BadInput as e:
            raise _raise_from(e) from None


def _pointer_token(key: str) -> str:
    """A key as an RFC 6901 pointer writes it."""
    return key.replace("~", "~0").replace("/", "~1")


def _plain_json(value: Any, pointer: str) -> Any:
    """``value`` with every number JSON holds as a plain int or float (a NumPy integer or
    float is one), or ScenarioError at the pointer of the first value or key JSON cannot hold
    (a Fraction, a set, NaN, a tuple key)."""
    if isinstance(value, dict):
        out = {}
        for key, item in value.items():
            if not isinstance(key, (str, int, float, bool)) and key is not None:
                raise ScenarioError([(pointer, f"expected an object's key to be a string, got "
                                      f"the key {_described(key)}")])
            key = key if isinstance(key, str) else json.dumps(key)
            out[key] = _plain_json(item, f"{pointer}/{_pointer_token(key)}")
        return out
    if isinstance(value, (list, tuple)):
        return [_plain_json(item, f"{pointer}/{i}") for i, item in enumerate(value)]
    if value is None or isinstance(value, (str, bool)):
        return value
    if _is_integer(value):
        return int(value)
    if isinstance(value, numbers.Real) and not isinstance(value, numbers.Rational):
        number = float(value)
        if math.isfinite(number):
            return number
        raise ScenarioError([(pointer, f"expected a finite number, got {number}")])
    raise ScenarioError([(pointer, "expected a JSON value (an object, array, string, number, "
                          f"true, false or null), got {_described(value)}")])


def _is_path(source: Any) -> bool:
    """True for a path: a PathLike, or a string that is no JSON object's or array's text."""
    return isinstance(source, os.PathLike) or (
        isinstance(source, str) and not source.lstrip().startswith(("{", "[")))


def _read_file(path: Union[str, os.PathLike]) -> str:
    """The text of the file at ``path``, or ScenarioError saying why it cannot be read."""
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError as e:
        raise ScenarioError([("", f"cannot read {os.fspath(path)}: {e.strerror}")]) from None


def load(source: Union[str, os.PathLike, dict], limits: Optional[dict] = None) -> Scenario:
    """A scenario from its JSON text, a path to a scenario file, or a dict of the document (its
    numbers may be NumPy's). Raises ScenarioError (a ValueError) naming the JSON pointer of
    each problem, a value of the dict that JSON cannot hold (a Fraction, a set, NaN) too.
    ``limits`` bounds what the scenario may ask (a dict of default_limits()'s names, as the
    command line's ``--max-units`` ...; the defaults for the rest): a scenario over one is a
    ScenarioError naming the limit; the scenario keeps them, for its copies and what it
    verifies."""
    limits = _limits_argument(limits)
    if isinstance(source, dict):
        try:
            return Scenario(json.dumps(source, allow_nan=False), limits)
        except (TypeError, ValueError) as e:
            if isinstance(e, ScenarioError):
                raise
        return Scenario(json.dumps(_plain_json(source, "")), limits)
    if _is_path(source):
        return Scenario(_read_file(source), limits)
    if isinstance(source, str):
        return Scenario(source, limits)
    raise TypeError("load() takes JSON text, a path or a dict, not " + type(source).__name__)


def _action_argument(action: Any) -> int:
    """``action`` as a State takes it: an integer (an index of legal_actions())."""
    if not _is_integer(action):
        raise TypeError("action: expected an integer, an index of legal_actions(), "
                        f"got {_described(action)}")
    return int(action)


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
        self._seed = seed = _seed_argument(seed)
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
        """The roll waiting, or None: ``what`` is rolled ("rally check"), for ``who`` (a unit's
        id), under which ``rule`` ("JR-6"); ``dice`` dice of ``sides`` sides each (0 and 0
        for a random pick); its ``outcomes`` [(label, Fraction)] as the rules read the dice
        ("no flag", "at least 1 flag"); and ``faces``, in the same order, the faces each
        outcome stands for (a list per outcome, as a replay's "dice" lists them)."""
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
        """The decision waiting: {actor, topic, at, options, best, rejected}, each option by
        its label in the game's words ("0504", "1", "Glengarry"), ``best`` the best end each
        option can still reach ({units_lost, strength_lost, distance}, ALL-1; for a number,
        JR-3's flags to ignore, ``count`` in place of ``distance``, the larger ranked first;
        None for options ALL-1 does not rank, a rally order, where ``best`` takes the first),
        ``rejected`` the choices ruled out ({place, reason, rule}); None at a chance node or
        the end."""
        return self._resolution.pending(self._scenario._handle)

    def figures(self) -> Optional[list]:
        """What each option of the pending decision stands for, as ``skedaddle options``
        words it for the first decision, with the choices made and the dice applied so far
        fixed (C++ ``skedaddle::decision_figures``, the C interface's ``step`` with
        ``"figures": true``); None at a chance node or the end. One dict per option, in the
        order of ``current_decision()["options"]``: ``ways``, the complete ways on through it
        (every later choice of the same player on the same topic; 0 for a number, JR-3's flags
        to ignore, whose ways are the retreat's that follows); ``best`` and ``worst``, the best
        and worst of their ends ({units_lost, strength_lost, distance}, ALL-1; None without
        ways); ``all_ways``, False when the bound (20,000 resolutions a walk) stopped it;
        ``chance``, None where no dice are left to roll, else the chance that the unit stays on
        the map with the option taken and the best chooser deciding the rest: {low, high}
        (Fractions, equal unless the walk stopped, the range it lies in), ``from_start`` (True
        when dice rolled before the choice are counted in, ALL-5: seeded play) and
        ``given_outcomes`` (True when it is the chance given the outcomes applied). It walks
        every way on from the decision: far more work than a step. Raises ScenarioError when
        the figures cannot be made (a way that cannot be resolved, a tree too large)."""
        try:
            figures = self._resolution.figures()
        except _skedaddle.BadInput as e:
            raise _raise_from(e) from None
        if figures is None:
            return None
        for f in figures:
            if f["chance"] is not None:
                f["chance"]["low"] = Fraction(f["chance"]["low"])
                f["chance"]["high"] = Fraction(f["chance"]["high"])
        return figures

    def odds(self, per_option: bool = False, chooser: Optional[str] = None,
             max_resolves: int = 1_000_000) -> dict:
        """The exact odds document from where the resolution stands, shaped as
        ``Scenario.odds`` returns it (each probability a Fraction), with the steps so far
        fixed (C++ ``skedaddle::odds(const Resolution&)``, the C interface's ``step`` with
        ``"odds": true``): each decision met takes the answer given, and with chance nodes the
        outcomes applied are given, the chances being the ones given them (as ``figures()``'s
        ``given_outcomes``); with a seed the dice rolled so far are not known, and every roll
        is counted from the start (``from_start``, ALL-5). ``per_option`` adds the odds with
        each option of the pending decision taken there (``options``; none at a chance node or
        the end); ``chooser`` decides the rest (first, best or random; default best);
        ``max_resolves`` bounds the runs, the rest reported unexplored. At the start it is
        ``scenario.odds(...)``. Raises ScenarioError when the odds cannot be taken."""
        per_option = _bool_argument("per_option", per_option)
        chooser = _chooser_argument(chooser)
        max_resolves = _max_resolves_argument(max_resolves)
        try:
            text = self._resolution.odds_json(per_option, chooser, max_resolves)
        except _skedaddle.BadInput as e:
            raise _raise_from(e) from None
        return _with_fractions(json.loads(text))

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
        """The decision and the option in the game's words ("retreat step: 0504", "ignore
        flags: 1"; the per-option odds add where the decision is taken), or the roll and its
        outcome ("rally check: at least 1 flag")."""
        action = _action_argument(action)
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
        action = _action_argument(action)
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

    def story(self) -> str:
        """The story so far: the events before the pending decision or chance node, as the
        text trace of ``skedaddle resolve`` (and ``Outcome.text()``) writes them, one line per
        event ("[GC-2] Hood is eliminated (manpower 0)"); all of the outcome's once terminal."""
        return self._resolution.events_so_far_text()

    def story_events(self) -> list:
        """The story so far as data: the same events as ``story()``, each a dict exactly as the
        outcome's ``events`` (``Outcome["events"]``, the outcome JSON) writes it, e.g.
        ``{"type": "removed", "unit": "Hood", "fate": "eliminated", "strength": 0, "rule":
        "GC-2"}``; all of the outcome's once terminal."""
        return json.loads(self._resolution.events_so_far_json())

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


def explain(ruling: Optional[str] = None) -> Union[dict, list]:
    """The published ruling `ruling` ("GC-7", the `rule` of an event or a refusal) as
    ``skedaddle explain --json`` gives it: a dict of its ``id``, ``title``, ``section``,
    ``wording`` and the scenario ``options`` that change it; every ruling, as a list of such
    dicts, when None. An id that is none raises ValueError naming the nearest."""
    if ruling is None:
        return json.loads(_skedaddle.rulings_json(""))["rulings"]
    if not isinstance(ruling, str) or not ruling:
        raise TypeError(f"ruling: expected a ruling id such as 'GC-7', or None for every one, "
                        f"got {_described(ruling)}")
    return json.loads(_skedaddle.rulings_json(ruling))["rulings"][0]


def resolve_many(items: Iterable[Union[Scenario, Tuple[Scenario, str, Optional[int]]]],
                 threads: Optional[int] = None, fates: bool = False) -> list:
    """Resolves many scenarios in C++ threads with the GIL released, for Monte Carlo work.
    Each item is a Scenario or (scenario, chooser, seed); ``threads``, from 1 to 1024, is how
    many C++ threads resolve them (None: one per core); returns the outcome documents as
    dicts, in order; an item that cannot be resolved raises ScenarioError after all ran, each
    error located within its item ("/3/dice": the dice of item 3), as is a chooser that is not
    one ("/3/chooser"). With ``fates``, each outcome is only what became of the units, as the
    odds document files an outcome (``odds()["outcomes"][i]``'s ``units`` and ``scores``):
    {"units": [{unit, fate, strength_lost, at}], "scores": [{name, value}]}, ``at`` where the
    unit ends in the game's notation or None off the map, every unit the resolution changed
    or the request names, in scenario order (none for a refused request); no outcome document
    is written or read, which makes a tally several times faster."""
    n = _threads_argument(threads)
    fates = _bool_argument("fates", fates)
    if isinstance(items, (str, bytes, dict, Scenario)) or not isinstance(items, collections.abc.Iterable):
        raise TypeError("items: expected a list of Scenario or (scenario, chooser, seed), "
                        f"got {_described(items)}")
    triples = []
    for i, item in enumerate(items):
        if isinstance(item, Scenario):
            triples.append((item._handle, "", None))
            continue
        if not (isinstance(item, (tuple, list)) and len(item) == 3 and isinstance(item[0], Scenario)):
            raise TypeError(f"items[{i}]: expected a Scenario or (scenario, chooser, seed), "
                            f"got {_described(item)}")
        scenario, chooser, seed = item
        try:
            triples.append((scenario._handle, _chooser_argument(chooser), _seed_argument(seed)))
        except (TypeError, ValueError) as e:
            raise type(e)(f"items[{i}]: {e}") from None
    try:
        texts = _skedaddle.resolve_many(triples, n, fates)
    except _skedaddle.BadInput as e:
        raise _raise_from(e) from None
    # Thousands of outcome documents parsed make millions of small containers, and each pass of
    # Python's cyclic garbage collector walks every one made so far: four to five times the
    # parsing for 20,000 outcomes. They hold no cycles, so the collector waits for the loop.
    collecting = gc.isenabled()
    gc.disable()
    try:
        out = []
        for i, answer in enumerate(texts):
            if isinstance(answer, list):  # the item's errors, located within it
                raise ScenarioError([(f"/{i}{pointer}", message) for pointer, message in answer])
            out.append(answer if fates else json.loads(answer))
        return out
    finally:
        if collecting:
            gc.enable()
