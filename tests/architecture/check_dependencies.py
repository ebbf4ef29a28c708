#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Checks the dependency rule of the source tree (issue 13, "one game, one folder") on the
#include lines of every C++ file (.cpp, .hpp, .h and their .in templates):

  1. a game never includes another game: nothing under games/A/ includes "skedaddle/B/..." nor
     B's private headers "B/...";
  2. the core never includes a game: nothing under include/, src/, apps/, bench/, tests/ or fuzz/
     includes "skedaddle/<game>/..." or "<game>/...";
  3. rules code never includes io or render: games/<game>/rules/, the game's public rules.hpp
     and the core's engine (include/skedaddle/ and src/ for core, geometry, dice, choice, events)
     include neither the core's io, render and ruleset headers ("skedaddle/io/...", "io/...",
     "render/...", "skedaddle/ruleset/...") nor a game's ("skedaddle/<game>/io.hpp",
     "skedaddle/<game>/svg.hpp", "<game>/io/...", "<game>/render/..."), nor nlohmann JSON, fmt
     or CLI11.

The games are those registered in games/games.cmake (its `skedaddle_game(name)` lines) and any
other folder under games/. An include by a path relative to the including file ("../x.hpp",
or a header beside it) is judged by the file it names. Each violation is printed as

  games/gitm/rules/rout.cpp:7: rules code includes io or render: includes "skedaddle/io/scenario.hpp"

and the exit status is 1 when there is any. With --expect FILE the check passes only when the
violations are exactly the lines of FILE (the self-test on tests/architecture/fixtures/).
ctest runs it as DependencyRule.
"""
import argparse
import os
import re
import sys

SOURCE_SUFFIXES = (".cpp", ".hpp", ".h", ".cpp.in", ".hpp.in", ".h.in")
CORE_FOLDERS = ("include", "src", "apps", "bench", "tests", "fuzz")
ENGINE_PARTS = ("core", "geometry", "dice", "choice", "events")
# The self-test's tree breaks every rule on purpose.
SKIPPED = ("tests/architecture/fixtures",)
INCLUDE = re.compile(r'^\s*#\s*include\s*(?:"([^"]+)"|<([^>]+)>)')
GAME_LINE = re.compile(r"^\s*skedaddle_game\(\s*([A-Za-z0-9_]+)\s*\)", re.MULTILINE)
CROSS_GAME = "game includes another game"
CORE_GAME = "core includes a game"
RULES_IO = "rules code includes io or render"


def games_of(root):
    """The games: registered in games/games.cmake, plus any other folder under games/."""
    games_dir = os.path.join(root, "games")
    names = set()
    cmake = os.path.join(games_dir, "games.cmake")
    if os.path.exists(cmake):
        with open(cmake, encoding="utf-8") as f:
            names.update(GAME_LINE.findall(f.read()))
    if os.path.isdir(games_dir):
        names.update(d for d in os.listdir(games_dir) if os.path.isdir(os.path.join(games_dir, d)))
    return names


def sources(root):
    """Every C++ source under the scanned folders, as a path relative to root with '/'."""
    for top in CORE_FOLDERS + ("games",):
        for folder, dirs, files in os.walk(os.path.join(root, top)):
            rel = os.path.relpath(folder, root).replace(os.sep, "/")
            if rel in SKIPPED:
                dirs[:] = []
                continue
            dirs.sort()
            for name in sorted(files):
                if name.endswith(SOURCE_SUFFIXES):
                    yield f"{rel}/{name}"


def owner(path, games):
    """The game a file belongs to, or None for the core."""
    parts = path.split("/")
    return parts[1] if parts[0] == "games" and len(parts) > 2 and parts[1] in games else None


def is_rules_code(path, game):
    """Whether a file is rules code: a game's engine or public rules header, or the core's
    engine."""
    parts = path.split("/")
    if game is not None:
        return parts[2] == "rules" or path == f"games/{game}/include/skedaddle/{game}/rules.hpp"
    if parts[0] == "src":
        return len(parts) > 2 and parts[1] in ENGINE_PARTS
    if parts[0] == "include":
        return len(parts) > 3 and parts[1] == "skedaddle" and parts[2] in ENGINE_PARTS
    return False


def as_include(path, games):
    """How a file under root is named by an #include from the include paths (include/, src/,
    games/ and games/<game>/include/), for an include written relative to the including file."""
    parts = path.split("/")
    if parts[0] == "games" and len(parts) > 2:
        if parts[2] == "include":
            return "/".join(parts[3:])
        return "/".join(parts[1:])
    if parts[0] in ("include", "src"):
        return "/".join(parts[1:])
    return path


def named_game(header, games):
    """The game a header belongs to: "skedaddle/<game>/..." or "<game>/...", else None."""
    parts = header.split("/")
    if len(parts) > 2 and parts[0] == "skedaddle" and parts[1] in games:
        return parts[1]
    if len(parts) > 1 and parts[0] in games:
        return parts[0]
    return None


def is_io_or_render(header, games):
    """Whether a header is io, render or a library only io uses."""
    parts = header.split("/")
    if parts[0] in ("io", "render", "nlohmann", "fmt", "CLI"):
        return True
    if parts[0] == "skedaddle" and len(parts) > 2:
        if parts[1] in ("io", "ruleset"):
            return True
        if parts[1] in games and len(parts) == 3 and parts[2] in ("io.hpp", "svg.hpp"):
            return True
    return len(parts) > 2 and parts[0] in games and parts[1] in ("io", "render")


def violation(path, header, relative, games):
    """The rule an #include of `header` in `path` breaks, or None."""
    game = owner(path, games)
    if relative:
        resolved = os.path.normpath(os.path.join(os.path.dirname(path), header)).replace(os.sep, "/")
        header = as_include(resolved, games)
    included = named_game(header, games)
    if game is not None and included not in (None, game):
        return CROSS_GAME
    if game is None and included is not None:
        return CORE_GAME
    if is_rules_code(path, game) and is_io_or_render(header, games):
        return RULES_IO
    return None


def check(root):
    """The violations under root, one line each."""
    games = games_of(root)
    found = []
    for path in sources(root):
        with open(os.path.join(root, path), encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                match = INCLUDE.match(line)
                if not match:
                    continue
                quoted, angled = match.groups()
                header = quoted or angled
                # A quoted include is looked up first beside the including file.
                relative = quoted is not None and (
                    header.startswith(("./", "../"))
                    or os.path.isfile(os.path.join(root, os.path.dirname(path), header)))
                rule = violation(path, header, relative, games)
                if rule:
                    written = f'"{header}"' if quoted else f"<{header}>"
                    found.append(f"{path}:{number}: {rule}: includes {written}")
    return found


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", default=os.path.dirname(os.path.dirname(here)),
                        help="the source tree to check (default: this project's)")
    parser.add_argument("--expect", help="a file listing exactly the violations expected")
    args = parser.parse_args()
    found = check(args.root)
    if args.expect is None:
        for line in found:
            print(line)
        return 1 if found else 0
    with open(args.expect, encoding="utf-8") as f:
        expected = [line.rstrip("\n") for line in f if line.strip()]
    missed = [line for line in expected if line not in found]
    unexpected = [line for line in found if line not in expected]
    for line in missed:
        print(f"not found: {line}")
    for line in unexpected:
        print(f"not expected: {line}")
    if not expected or missed or unexpected:
        return 1
    print(f"{len(found)} violations found, as expected")
    return 0


if __name__ == "__main__":
    sys.exit(main())
