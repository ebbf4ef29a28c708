#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Validates what the command-line tool prints against the JSON Schemas, for every example.

For each scenario games/<game>/examples/**/<name>.json: `skedaddle options --json` against
schema/options.schema.json, `skedaddle resolve --json` (as the scenario says, and with
`--chooser best` and seeded dice, its recorded dice and choices left out) and the committed <name>.expected.json
against schema/outcome.schema.json, `skedaddle odds --json` against schema/odds.schema.json; once, `skedaddle explain --json` against
schema/rulings.schema.json. Every violation is printed as

  games/gcacw/examples/gc-09-x.json: resolve --json: /events/3: 'zzz' was unexpected
      (schema rule additionalProperties at #/$defs/moved/additionalProperties)

and the exit status is 1 when there is any. Needs Debian's python3-jsonschema
(scripts/setup.sh installs it). ctest runs it as OutputsMatchSchemas.
"""
import argparse
import concurrent.futures
import json
import os
import subprocess
import sys

try:
    import jsonschema
except ImportError:
    sys.exit("check_outputs.py: needs python3-jsonschema (scripts/setup.sh installs it)")


def pointer(path):
    """A JSON pointer (RFC 6901) for a jsonschema error path."""
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in path) or "/"


def schema_path(error, names):
    """Where the rule is: the definition that holds it when there is one ($ref hides it from
    the path), else the path from the schema's root."""
    name = names.get(id(error.schema))
    if name is not None:
        return f"#/$defs/{name}/{error.validator}"
    return "#/" + "/".join(str(p) for p in error.absolute_schema_path)


def leaf_errors(error):
    """The errors that say what is wrong. Inside anyOf/oneOf, those of the branch that got
    deepest into the document: for {"anyOf": [{"$ref": "#/$defs/node"}, {"type": "null"}]} a
    node with an unknown key is reported as such, not as "is not of type 'null'"."""
    if error.context:
        deepest = max(error.context, key=lambda e: (len(e.absolute_path), e.validator != "type"))
        return leaf_errors(deepest)
    return [error]


def message(error):
    """The validator's message, without the copy of a large instance some messages start with."""
    text = error.message
    return text if len(text) <= 300 else text[:140] + " ... " + text[-140:]


def check(validator, document, where, what):
    names = {id(d): n for n, d in validator.schema.get("$defs", {}).items()}
    problems = []
    for error in sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path)):
        for leaf in leaf_errors(error):
            problems.append(
                f"{where}: {what}: {pointer(leaf.absolute_path)}: {message(leaf)}\n"
                f"    (schema rule {leaf.validator} at {schema_path(leaf, names)})"
            )
    return problems


def run(cli, args, stdin=None):
    done = subprocess.run([cli, *args], capture_output=True, text=True, input=stdin)
    return done.returncode, done.stdout, done.stderr


def unscripted(path):
    """The scenario at `path` without its recorded dice and choices, as JSON text: the dice
    then roll from the seed and the chooser makes every choice."""
    with open(path, encoding="utf-8") as f:
        doc = json.load(f)
    doc.pop("dice", None)
    doc.pop("choices", None)
    return json.dumps(doc)


def without(schema, pointer_text):
    """The schema with the member at a JSON pointer removed (to show the check can fail)."""
    *parents, last = [p.replace("~1", "/").replace("~0", "~") for p in pointer_text.split("/")[1:]]
    node = schema
    for p in parents:
        node = node[p]
    del node[last]


def validator_for(path, removed=None):
    with open(path, encoding="utf-8") as f:
        schema = json.load(f)
    if removed:
        without(schema, removed)
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema)


def check_batch(args, scenarios, verb_schemas):
    """`skedaddle batch` over every example with each verb (and a reference, a bad line): each
    request line against schema/batch-request.schema.json, each answer line against
    schema/batch-answer.schema.json and its document against the verb's schema (validate's
    and verify's against the answer schema's $defs/validation and $defs/verification)."""
    request = validator_for(os.path.join(args.schemas, "batch-request.schema.json"))
    answer = validator_for(os.path.join(args.schemas, "batch-answer.schema.json"))
    defs = {}
    for verb, name in (("validate", "validation"), ("verify", "verification")):
        schema = dict(answer.schema["$defs"][name])
        schema["$defs"] = answer.schema["$defs"]
        defs[verb] = jsonschema.validators.validator_for(schema)(schema)
    verb_schemas = dict(verb_schemas, **defs)
    lines = []
    for verb in ("resolve", "options", "odds", "validate"):
        for path in scenarios:
            lines.append({"verb": verb, "scenario_file": os.path.abspath(path)})
    with open(scenarios[0], encoding="utf-8") as f:
        lines.append({"verb": "resolve", "id": "whole", "scenario": json.load(f), "seed": 3,
                      "chooser": "random"})
    lines.append({"verb": "odds", "scenario_ref": "whole", "per_option": True, "max_resolves": 10})
    # verify, held to what was agreed: the outcome of the line above, and one of a refusal.
    for path, agreed in ((scenarios[0], {"chooser": "random", "seed": 3}),
                         (next((p for p in scenarios if "refused" in p), scenarios[-1]),
                          {"no_dice": True, "choices": []})):
        resolved = subprocess.run([args.cli, "resolve", "--json", "--chooser", "random",
                                   "--seed", "3", path], capture_output=True, text=True)
        if resolved.stdout:
            lines.append(dict({"verb": "verify", "scenario_file": os.path.abspath(path),
                               "outcome": json.loads(resolved.stdout)}, **agreed))
    problems = []
    for number, line in enumerate(lines, 1):
        problems += check(request, line, f"batch request line {number}", "request")
    text = "".join(json.dumps(line) + "\n" for line in lines) + '{"verb": "resolv"}\n'
    done = subprocess.run([args.cli, "batch", "-j", "2", "-"], input=text, capture_output=True,
                          text=True)
    answers = [json.loads(a) for a in done.stdout.splitlines()]
    if len(answers) != len(lines) + 1:
        return problems + [f"batch: {len(answers)} answers to {len(lines) + 1} lines: {done.stderr}"]
    for number, got in enumerate(answers, 1):
        where = f"batch answer line {number}"
        problems += check(answer, got, where, "answer")
        if "answer" in got:
            # ALL-3: options answers a refused request with the refused outcome, as it prints it.
            verb = "resolve" if got["verb"] == "options" and got["status"] == "refused" else got["verb"]
            problems += check(verb_schemas[verb], got["answer"], where, got["verb"])
    if answers[-1].get("status") != "error":
        problems.append("batch: the bad last line was not answered as an error")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", required=True, help="the skedaddle executable")
    parser.add_argument("--examples", required=True,
                        help="the games directory: its games' examples/ folders are read")
    parser.add_argument("--schemas", required=True, help="the schema directory")
    parser.add_argument("--only", help="only the examples whose path contains this")
    parser.add_argument(
        "--outcome-without",
        metavar="POINTER",
        help="remove this member of the outcome schema first (a self-check that must fail)",
    )
    args = parser.parse_args()

    options = validator_for(os.path.join(args.schemas, "options.schema.json"))
    outcome = validator_for(os.path.join(args.schemas, "outcome.schema.json"), args.outcome_without)
    rulings = validator_for(os.path.join(args.schemas, "rulings.schema.json"))
    odds = validator_for(os.path.join(args.schemas, "odds.schema.json"))

    scenarios = []
    for root, _, files in os.walk(args.examples):
        if "examples" not in os.path.relpath(root, args.examples).split(os.sep):
            continue
        for name in files:
            if name.endswith(".json") and not name.endswith(".expected.json"):
                path = os.path.join(root, name)
                if args.only is None or args.only in path:
                    scenarios.append(path)
    scenarios.sort()
    if not scenarios:
        sys.exit(f"check_outputs.py: no scenario under {args.examples}")

    def one(path):
        where = os.path.relpath(path, os.path.dirname(os.path.abspath(args.examples)))
        problems = []
        # resolve also with the best chooser and seeded dice, whose reasons (the "best" of
        # "chose" events: distances, counts, unranked options) the recorded choices skip.
        for verb, validator, best in (("options", options, False), ("resolve", outcome, False),
                                      ("resolve", outcome, True), ("odds", odds, False)):
            what = f"{verb} --json" + (" --chooser best" if best else "")
            if best:
                status, out, err = run(args.cli, [verb, "--json", "--chooser", "best", "-"],
                                       unscripted(path))
            else:
                status, out, err = run(args.cli, [verb, "--json", path])
            if status == 3:
                # ALL-3: a refused request; options and resolve print the refused outcome, odds
                # an odds document of kind "refused" (one format for a program reading odds).
                problems += check(odds if verb == "odds" else outcome, json.loads(out), where,
                                  f"{what} (refused)")
                continue
            if status != 0:
                problems.append(f"{where}: {what}: exit {status}: {err.strip()}")
                continue
            problems += check(validator, json.loads(out), where, what)
        expected = path[: -len(".json")] + ".expected.json"
        if os.path.exists(expected):
            with open(expected, encoding="utf-8") as f:
                problems += check(outcome, json.load(f), where, os.path.basename(expected))
        else:
            problems.append(f"{where}: no {os.path.basename(expected)}")
        return problems

    problems = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        for result in pool.map(one, scenarios):
            problems += result
    problems += check_batch(args, scenarios, {"resolve": outcome, "options": options, "odds": odds})
    status, out, err = run(args.cli, ["explain", "--json"])
    if status != 0:
        problems.append(f"explain --json: exit {status}: {err.strip()}")
    else:
        problems += check(rulings, json.loads(out), "rulings", "explain --json")

    for p in problems:
        print(p)
    print(f"check_outputs.py: {len(scenarios)} examples, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
