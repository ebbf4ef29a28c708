# SPDX-License-Identifier: MIT
"""The Python examples of README.md and docs/python.md, run as a reader would run them.

Each ```python block runs, statement by statement, from the project's root (its paths are
relative to it), blocks of one file sharing their names as a reader's session would. A top-level
expression whose comment starts with a value, a Fraction, dict, list, tuple, string, number,
True, False or None (``x  # Fraction(4651, 7776), exact``, ``ok  # True``), must equal
that value; a dict or list ending in ``...`` must start with what it shows. The Dask block is
skipped: test_dask.py runs it on a LocalCluster.
"""

import ast
import contextlib
import io
import re
import sys
from fractions import Fraction

import pytest

from conftest import ROOT

sys.path.insert(0, str(ROOT / "tests" / "docs"))
from markdown_pages import fenced_blocks  # noqa: E402 (the documentation checks' reader)

DOCS = ["README.md", "docs/python.md"]

def promised_value(comment):
    """The value a comment starts with, and whether it is only a prefix (``...``); None if none."""
    text = comment.strip()
    if not (text.startswith(("Fraction(", "{", "[", "(", "'", '"', "True", "False", "None"))
            or text[:1].isdigit()):
        return None  # words, not a value ("the outcome document", "its name")
    partial = bool(re.search(r",\s*\.\.\.\s*[}\]]", text))
    text = re.sub(r",\s*\.\.\.\s*([}\]])", r"\1", text)
    for end in range(len(text), 0, -1):
        if text[end - 1] not in ")]}'\"0123456789e":  # e: True, False, None
            continue
        try:
            return eval(text[:end], {"__builtins__": {}, "Fraction": Fraction}), partial
        except Exception:  # not a value yet: try a shorter prefix
            continue
    return None


def fits(promised, partial, actual):
    if partial and isinstance(promised, dict):
        return all(k in actual and actual[k] == v for k, v in promised.items())
    if partial and isinstance(promised, list):
        return list(actual[: len(promised)]) == promised
    return actual == promised


@pytest.mark.parametrize("doc", DOCS)
def test_python_examples_run_and_say_what_they_print(doc, monkeypatch):
    monkeypatch.chdir(ROOT)
    blocks = fenced_blocks((ROOT / doc).read_text(encoding="utf-8"), "python")
    assert blocks, f"no python block in {doc}"
    names = {}
    checked = 0
    for start, source in blocks:
        if "dask" in source:
            continue
        lines = source.split("\n")
        for statement in ast.parse(source).body:
            code = compile(ast.Module([statement], []), f"{doc}:{start}", "exec")
            where = f"{doc}:{start + statement.lineno - 1}"
            comment = lines[statement.end_lineno - 1].partition("  # ")[2]
            promised = promised_value(comment) if isinstance(statement, ast.Expr) else None
            with contextlib.redirect_stdout(io.StringIO()):
                if promised is None:
                    exec(code, names)
                    continue
                actual = eval(compile(ast.Expression(statement.value), where, "eval"), names)
            checked += 1
            assert fits(*promised, actual), f"{where}: the comment says {comment.strip()!r}, got {actual!r}"
    if doc == "README.md":
        assert checked >= 1, "README.md's example shows no value to check"


def test_a_wrong_promise_is_caught():
    promised = promised_value("{'fate': 'retreats to F6', 'probability': Fraction(1, 2), ...}")
    assert promised == ({"fate": "retreats to F6", "probability": Fraction(1, 2)}, True)
    assert not fits(*promised, {"fate": "retreats to F6", "probability": Fraction(4651, 7776)})
    assert fits(*promised, {"fate": "retreats to F6", "probability": Fraction(1, 2), "more": 1})
    assert promised_value("its name") is None
    assert promised_value("True") == (True, False)
    assert promised_value("'agreed seed': the seed agreed was 8") == ("agreed seed", False)
    assert promised_value("1, {'distance': 5}") == ((1, {"distance": 5}), False)
    assert not fits(*promised_value('"jacobite", its name'), ("jacobite", "JR-1"))
    assert promised_value("Fraction(4651, 7776), exact") == (Fraction(4651, 7776), False)
