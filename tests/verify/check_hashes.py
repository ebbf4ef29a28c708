#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Recomputes the verification hash of every example's expected outcome independently of the
engine: a plain RFC 8785 canonical form written here from the RFC alone, and Python's hashlib
SHA-256, over the bytes docs/format.md ("Verification") names:

    SHA-256( UTF-8( JCS( {"request": outcome.verification.request, "scenario": SCENARIO} ) ) )

SCENARIO being the scenario file as parsed. Prints each mismatch and exits 1 when there is any;
with --corrupt, changes one scenario value before hashing, so that every hash must mismatch
(the check can fail)."""

import argparse
import decimal
import hashlib
import json
import math
import pathlib
import sys


def es6_number(value):
    """A number as ECMAScript's Number::toString writes it (RFC 8785 section 3.2.2.3)."""
    value = float(value)  # every JSON number is a double to RFC 8785, integers too
    if not math.isfinite(value):
        raise ValueError("NaN and the infinities are not JSON")
    if value == 0:
        return "0"
    # repr() gives the shortest digits that read back, as ECMAScript's: DIGITS x 10^exponent.
    _, digit_tuple, exponent = decimal.Decimal(repr(abs(value))).as_tuple()
    digits = "".join(map(str, digit_tuple)).rstrip("0")  # "120" x 10^-1 is "12" x 10^0
    exponent += len(digit_tuple) - len(digits)
    sign = "-" if value < 0 else ""
    k, n = len(digits), len(digits) + exponent  # n: digits before the decimal point
    if k <= n <= 21:
        return sign + digits + "0" * (n - k)
    if 0 < n <= 21:
        return sign + digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return sign + "0." + "0" * (-n) + digits
    e = n - 1
    return sign + digits[0] + ("." + digits[1:] if k > 1 else "") + ("e+" if e >= 0 else "e-") + str(abs(e))


def jcs(value):
    """RFC 8785 canonical JSON of a parsed value, as text."""
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, (int, float)):
        return es6_number(value)
    if isinstance(value, str):
        # json.dumps escapes exactly '"', '\\' and the control characters (\b \t \n \f \r or
        # lowercase \u00xx) when ensure_ascii is off: what RFC 8785 section 3.2.2.2 asks.
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ",".join(jcs(v) for v in value) + "]"
    members = sorted(value.items(), key=lambda kv: kv[0].encode("utf-16-be"))
    return "{" + ",".join(jcs(k) + ":" + jcs(v) for k, v in members) + "}"


def self_test():
    """A few of RFC 8785's own samples, so that a broken checker cannot pass everything."""
    table = {0x4430000000000000: "295147905179352830000", 0x44B52D02C7E14AF6: "1e+23",
             0x3EB0C6F7A0B5ED8C: "9.999999999999997e-7", 0x3EB0C6F7A0B5ED8D: "0.000001",
             0x41B3DE4355555554: "333333333.33333325", 0xBECBF647612F3696: "-0.0000033333333333333333",
             0x0000000000000001: "5e-324", 0x7FEFFFFFFFFFFFFF: "1.7976931348623157e+308"}
    import struct
    for bits, text in table.items():
        got = es6_number(struct.unpack(">d", bits.to_bytes(8, "big"))[0])
        assert got == text, f"{bits:016x}: {got} != {text}"
    assert jcs(json.loads('[56, {"d": true, "10": null, "1": [ ]}]')) == '[56,{"1":[],"10":null,"d":true}]'
    assert jcs({"\ufb33": 1, "\U0001F600": 2}) == '{"\U0001F600":2,"\ufb33":1}'
    assert hashlib.sha256(b"abc").hexdigest() == \
        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--examples", required=True, help="the games folder")
    parser.add_argument("--version", required=True, help="the engine version (CMake project)")
    parser.add_argument("--corrupt", action="store_true", help="change each scenario first")
    args = parser.parse_args()
    self_test()
    root = pathlib.Path(args.examples)
    problems = 0
    checked = 0
    for outcome_path in sorted(root.glob("*/examples/**/*.expected.json")):
        scenario_path = outcome_path.with_name(outcome_path.name.replace(".expected.json", ".json"))
        scenario = json.loads(scenario_path.read_text(encoding="utf-8"))
        outcome = json.loads(outcome_path.read_text(encoding="utf-8"))
        if args.corrupt:
            scenario["name"] = scenario.get("name", "") + "!"
        verification = outcome.get("verification", {})
        request = verification.get("request")
        text = jcs({"request": request, "scenario": scenario})
        digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
        where = outcome_path.relative_to(root)
        if verification.get("sha256") != digest:
            print(f"{where}: sha256 {verification.get('sha256')}, recomputed {digest}")
            problems += 1
        if verification.get("engine") != "skedaddle " + args.version:
            print(f"{where}: engine {verification.get('engine')!r}, expected 'skedaddle {args.version}'")
            problems += 1
        checked += 1
    print(f"{checked} outcomes checked, {problems} problems")
    return 1 if problems or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
