# SPDX-License-Identifier: MIT
"""The type stub of the extension (python/skedaddle/_skedaddle.pyi) declares every public class,
method and function the extension has, so that an editor or a type checker reading it does not
call a real method missing (a newcomer found Resolution.events_so_far_json, which
State.story_events() calls, missing from it)."""

import ast
import pathlib

from skedaddle import _skedaddle

STUB = pathlib.Path(__file__).resolve().parents[1] / "skedaddle" / "_skedaddle.pyi"


def declared():
    """{class name: its declared names} and the module's own declared names (key "")."""
    names = {"": set()}
    for node in ast.parse(STUB.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.ClassDef):
            names[node.name] = {n.name for n in node.body if isinstance(n, ast.FunctionDef)}
            names[""].add(node.name)
        elif isinstance(node, ast.FunctionDef):
            names[""].add(node.name)
        elif isinstance(node, ast.AnnAssign):
            names[""].add(node.target.id)
    return names


def test_the_stub_declares_everything_public_the_extension_has():
    stub = declared()
    public = [name for name in dir(_skedaddle) if not name.startswith("_")]
    assert sorted(set(public) - stub[""]) == [], "module names missing from _skedaddle.pyi"
    for name in public:
        value = getattr(_skedaddle, name)
        if not isinstance(value, type):
            continue
        members = {m for m in vars(value) if not m.startswith("_")}
        missing = sorted(members - stub.get(name, set()))
        assert missing == [], f"{name} members missing from the stub"


def test_the_stub_declares_nothing_the_extension_lacks():
    stub = declared()
    for name, members in stub.items():
        owner = _skedaddle if name == "" else getattr(_skedaddle, name)
        assert sorted(m for m in members if not hasattr(owner, m)) == [], name
