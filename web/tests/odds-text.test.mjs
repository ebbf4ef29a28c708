// SPDX-License-Identifier: MIT
// The chances the page lays out itself from the odds JSON (web/odds-text.js, the Play tab's odds
// of each option) read as the engine's own odds text writes them: over every example, each
// fate's and each outcome's fraction and percent, and each outcome's line, as `skedaddle odds
// --per-option` prints them beside the same document's JSON; and a percentage's rounding as C's
// printf("%.1f") rounds the double exactly (a tie to the even tenth), on worked ties and random
// fractions.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { test } from "node:test";
import { chanceText, outcomeLine, percentText } from "../odds-text.js";
import { cli, examples } from "./support.mjs";

test("a percentage is rounded as the engine's text rounds it: to the nearest tenth, a tie to the even one", () => {
  // Worked by hand: 1/16 is 6.25% exactly, a tie, to the even 6.2; 3/16 is 18.75%, to 18.8; 1/8
  // is 12.5% (no rounding); 1/36 is 2.77...%, 2.8; 1/400 is 0.25%, 0.2; 3/400 is 0.75%, 0.8.
  const worked = [[1 / 16, "6.2%"], [3 / 16, "18.8%"], [1 / 8, "12.5%"], [1 / 36, "2.8%"], [1, "100.0%"], [0, "0.0%"]];
  for (const [value, text] of worked) assert.equal(percentText(value), text, String(value));
  // C's printf("%.1f") of the double value * 100 given exactly (its whole decimal expansion),
  // rounded by the C library: the engine's fmt rounds the same way.
  const values = [0.0025, 0.0075, 0.5, 0.9975, 0.4375, 0.6875];
  let seed = 7;
  const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
  for (let i = 0; i < 2000; i++) {
    const d = 1 + Math.floor(random() * (i % 2 ? 64 : 1_000_000));
    values.push(Math.floor(random() * (d + 1)) / d);
  }
  const exact = values.map((v) => (v * 100).toFixed(100));
  const printed = execFileSync("printf", ["%.1f\\n", ...exact], { encoding: "utf8" }).trim().split("\n");
  values.forEach((value, i) => assert.equal(percentText(value), `${printed[i]}%`, `${value}: ${exact[i]}`));
});

/** Each table of a `skedaddle odds --per-option` text: its fates' chances ("unit|fate" ->
 *  "fraction percent") and its outcomes' lines ("fraction percent line"). */
function textTables(text) {
  return text.split("\n\nwith ").map((block) => {
    const fates = new Map();
    const outcomes = [];
    let unit = null;
    let inOutcomes = false;
    for (const line of block.split("\n").slice(1)) {
      const bare = line.trimStart();
      if (bare.startsWith("outcomes, the most likely first:")) {
        inOutcomes = true;
        continue;
      }
      const chance = bare.match(/^(\d+(?:\/\d+)?)\s+(\d+\.\d%)  (.*)$/);
      if (inOutcomes && chance) {
        // The line, then two spaces and how to replay it (or nothing).
        outcomes.push(`${chance[1]} ${chance[2]} ${chance[3].split("  ")[0]}`);
      } else if (!inOutcomes && chance && unit !== null) {
        fates.set(`${unit}|${chance[3]}`, `${chance[1]} ${chance[2]}`);
      } else if (!inOutcomes && !chance) {
        unit = bare;
      }
    }
    return { fates, outcomes };
  });
}

/** The same tables of the JSON document, written by web/odds-text.js. */
function jsonTables(odds) {
  return [odds, ...odds.per_option].map((table) => {
    const fates = new Map();
    for (const u of table.units) for (const f of u.fates) fates.set(`${u.unit}|${f.fate}`, chanceText(f));
    return { fates, outcomes: table.outcomes.map((o) => `${chanceText(o)} ${outcomeLine(o)}`) };
  });
}

test("every example's odds, per option too, written from the JSON read as skedaddle odds prints them", () => {
  let fates = 0;
  let outcomes = 0;
  for (const example of examples()) {
    const text = cli(["odds", "--per-option", example.file]);
    const json = cli(["odds", "--per-option", "--json", example.file]);
    assert.equal(text.status, json.status, example.path);
    const odds = JSON.parse(json.out);
    if (odds.kind === "refused") continue;
    const fromText = textTables(text.out);
    const fromJson = jsonTables(odds);
    assert.equal(fromJson.length, fromText.length, example.path);
    fromJson.forEach((table, i) => {
      assert.deepEqual(table.fates, fromText[i].fates, `${example.path} table ${i}`);
      assert.deepEqual(table.outcomes, fromText[i].outcomes, `${example.path} table ${i}`);
      fates += table.fates.size;
      outcomes += table.outcomes.length;
    });
  }
  assert.ok(fates > 1000 && outcomes > 500, `${fates} fates, ${outcomes} outcomes`);
});
