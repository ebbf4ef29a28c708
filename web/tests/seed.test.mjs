// SPDX-License-Identifier: MIT
// The page's seeds (web/seed.js) and the settings' JSON text (web/engine-call.js): a seed field
// names a seed exactly when its text is decimal digits from 0 to 2^64-1, as `skedaddle --seed`
// takes it, checked against a plain reference over random texts; the settings are written as
// JSON.stringify writes them, a BigInt as its own digits.
import assert from "node:assert/strict";
import { test } from "node:test";
import { settingsJson } from "../engine-call.js";
import { MAX_SEED, parseSeed, SEED_EXPECTED } from "../seed.js";

/** A small seeded generator (mulberry32), so that a failure repeats. */
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The reference: the digits, character by character, compared with 2^64-1's as text. */
function referenceSeed(text) {
  const digits = text.replace(/^[ \t\n\r\f\v]+|[ \t\n\r\f\v]+$/g, "");
  if (digits === "") return null;
  for (const c of digits) if (c < "0" || c > "9") return null;
  const significant = digits.replace(/^0+(?=.)/, "");
  const max = "18446744073709551615";
  if (significant.length > max.length) return null;
  if (significant.length === max.length && significant > max) return null;
  return significant;
}

test("a seed is decimal digits from 0 to 2^64-1, as the CLI takes it", () => {
  assert.equal(MAX_SEED, 18446744073709551615n);
  assert.equal(SEED_EXPECTED, "expected an integer from 0 to 18446744073709551615");
  const cases = [
    ["0", 0n],
    ["7", 7n],
    ["007", 7n],
    [" 42\n", 42n],
    ["9007199254740993", 9007199254740993n],
    ["18446744073709551557", 18446744073709551557n],
    ["18446744073709551615", 18446744073709551615n],
    ["000000018446744073709551615", 18446744073709551615n],
    ["18446744073709551616", null],
    ["99999999999999999999999", null],
    ["", null],
    [" ", null],
    ["-1", null],
    ["-0", null],
    ["+5", null],
    ["1.5", null],
    ["1e3", null],
    ["0x10", null],
    ["5 5", null],
    ["5_000", null],
    ["abc", null],
    ["\uff15", null], // a fullwidth 5
    ["\u0663", null], // an Arabic-Indic 3
  ];
  for (const [text, seed] of cases) assert.equal(parseSeed(text), seed, JSON.stringify(text));
});

test("parseSeed agrees with a plain reference over random texts", () => {
  const random = generator(20261130);
  const alphabet = ["0", "1", "5", "9", "0", "1", "8", "4", " ", "-", "+", ".", "e", "x", "a", "\n"];
  let seeds = 0;
  for (let i = 0; i < 20000; i++) {
    const length = Math.floor(random() * 26);
    let text = "";
    // Half the texts are digits alone, which lie around 2^64 when they have twenty.
    const digitsOnly = random() < 0.5;
    for (let j = 0; j < length; j++) {
      text += digitsOnly ? String(Math.floor(random() * 10)) : alphabet[Math.floor(random() * alphabet.length)];
    }
    if (digitsOnly && length === 20 && random() < 0.5) text = "1844674407370955" + text.slice(16);
    const expected = referenceSeed(text);
    const got = parseSeed(text);
    assert.equal(got === null ? null : got.toString(), expected, JSON.stringify(text));
    if (got !== null) seeds++;
  }
  assert.ok(seeds > 1000, `${seeds} seeds among the texts`);
});

test("the settings are written as JSON.stringify writes them, a BigInt as its own digits", () => {
  assert.equal(
    settingsJson({ chance: "seeded", seed: MAX_SEED, history: [{ kind: "choice", index: 1 }], svg: true }),
    '{"chance":"seeded","seed":18446744073709551615,"history":[{"kind":"choice","index":1}],"svg":true}',
  );
  assert.equal(settingsJson({ seed: 9007199254740993n }), '{"seed":9007199254740993}');
  assert.equal(settingsJson({ seed: undefined, form: "json" }), '{"form":"json"}');
  const random = generator(7);
  const value = (depth) => {
    const pick = Math.floor(random() * (depth > 2 ? 5 : 7));
    if (pick === 0) return null;
    if (pick === 1) return random() < 0.5;
    if (pick === 2) return Math.floor(random() * 1e6) - 5e5;
    if (pick === 3) return random() * 10;
    if (pick === 4) return ["F6", "stop", 'a "quoted" \\ line\n', "é ✓"][Math.floor(random() * 4)];
    if (pick === 5) return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
    return Object.fromEntries(Array.from({ length: Math.floor(random() * 4) }, (_, i) => [`k${i}`, value(depth + 1)]));
  };
  for (let i = 0; i < 2000; i++) {
    const settings = { form: "json", choices: value(0), history: value(0), nested: value(0) };
    assert.equal(settingsJson(settings), JSON.stringify(settings));
  }
});
