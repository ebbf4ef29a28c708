# SPDX-License-Identifier: MIT
"""The player's Python check of docs/play-by-mail.md, run as a player would run it.

The page's files (the scenarios and the turn file, each under a ``<!-- file: NAME -->`` line)
are written to a scratch folder, the host's batch answers the turn there, and the page's
```python block runs in that folder statement by statement; a value its comment shows
(``[True, True]``, the dishonest host's difference) must be what the statement gives, as
test_doc_examples.py holds README.md and docs/python.md. The console blocks of the page are
run by ctest's DocConsoleBlocksHold."""

import ast
import contextlib
import io
import re

from conftest import ROOT, cli
from test_doc_examples import fits, promised_value

PAGE = ROOT / "docs" / "play-by-mail.md"
FILE_MARK = re.compile(r"<!-- file: (\S+) -->")


def page_files_and_python(text):
    """({name: text} of the page's named files, [python blocks]) in page order."""
    files, blocks = {}, []
    name, lines, language = None, None, None
    for line in text.split("\n"):
        if lines is None:
            fence = re.fullmatch(r"```(\w*)\s*", line.strip())
            if fence:
                lines, language = [], fence.group(1)
                continue
            mark = FILE_MARK.fullmatch(line.strip())
            name = mark.group(1) if mark else None
        elif line.strip() == "```":
            if name is not None:
                files[name] = "\n".join(lines) + "\n"
            elif language == "python":
                blocks.append("\n".join(lines))
            name, lines = None, None
        else:
            lines.append(line)
    return files, blocks


def test_the_players_python_check_says_what_it_shows(tmp_path, monkeypatch):
    files, blocks = page_files_and_python(PAGE.read_text(encoding="utf-8"))
    assert {"meade.json", "lochiel.json", "turn7.jsonl"} <= set(files), sorted(files)
    assert len(blocks) == 1, "docs/play-by-mail.md should have one python block"
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    (tmp_path / "answers.jsonl").write_text(cli("batch", tmp_path / "turn7.jsonl"), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    names = {}
    checked = 0
    lines = blocks[0].split("\n")
    for statement in ast.parse(blocks[0]).body:
        where = f"docs/play-by-mail.md python block, line {statement.lineno}"
        comment = lines[statement.end_lineno - 1].partition("  # ")[2]
        promised = promised_value(comment) if isinstance(statement, ast.Expr) else None
        with contextlib.redirect_stdout(io.StringIO()):
            if promised is None:
                exec(compile(ast.Module([statement], []), where, "exec"), names)
                continue
            actual = eval(compile(ast.Expression(statement.value), where, "eval"), names)
        checked += 1
        assert fits(*promised, actual), f"{where}: the comment says {comment.strip()!r}, got {actual!r}"
    assert checked == 2, "the honest turn's verdicts and the dishonest host's difference"
