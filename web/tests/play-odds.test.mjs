// SPDX-License-Identifier: MIT
// The odds the Play tab shows beside each choice of a decision (and each outcome of a roll
// chosen by hand), in real headless Chromium, against computations made outside the page:
// - at the first decision, `skedaddle odds --per-option` of the native CLI (its text: the
//   fractions, the percents and the notes), with each chooser the page offers;
// - at a later decision rolled by the seed, `skedaddle odds --chooser script,best` of the
//   scenario with the choices so far and the option recorded (the script takes them in turn,
//   then the best chooser decides, as the step verb's odds fix the answers, ALL-5);
// - with the rolls chosen by hand, a brute force over the WebAssembly engine's step verb in
//   explicit chance, run here in node: every outcome of every roll followed with its exact
//   probability, the later decisions taken by the first or random chooser, the chances
//   multiplied down to each end (the end's fates named by the step verb's odds of the finished
//   resolution, chance 1); at GITM's first roll, the CLI's `odds` is also the rolls' mixture of
//   the odds shown;
// - an answer that comes after the player moved on is never shown; the chooser cannot be set to
//   anything the engine does not take; a bound reached shows the chance not run, as the CLI says.
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { sha256 as nobleSha256 } from "@noble/hashes/sha2.js";
import { callEngine, Status } from "../engine-call.js";
import { cli, examples, openPlayground, pickExample, settled, wasmDir } from "./support.mjs";

// Emscripten 3.1.6's ES module reads `require` and `__dirname` under node (corpus.test.mjs).
globalThis.require = createRequire(import.meta.url);
globalThis.__dirname = wasmDir;
const { default: createSkedaddle } = await import(join(wasmDir, "skedaddle.mjs"));

let page;
let engine;
let consoleErrors;
let playground;

before(async () => {
  engine = await createSkedaddle({ sha256: nobleSha256, wasmBinary: readFileSync(join(wasmDir, "skedaddle.wasm")) });
  playground = await openPlayground();
  ({ page, consoleErrors } = playground);
});

after(async () => {
  await playground?.close();
});

const GC_02 = "gcacw/gc-02-stack-and-leader-move-together.json";
const JR_08 = "jacobite/jr-08-leader-survives-casualty-check-and-lets-a-flag-go.json";
const ROTD_RETREAT = "gitm/rotd/gi-4-retreat-stops-short-at-impassable.json";
const example = (path) => examples().find((e) => e.path === path);

// ---- exact fractions ---------------------------------------------------------------------

const gcd = (a, b) => (b === 0n ? a : gcd(b, a % b));
function fraction(text) {
  const [n, d = "1"] = text.split("/");
  return { n: BigInt(n), d: BigInt(d) };
}
function reduced({ n, d }) {
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
}
const plus = (a, b) => reduced({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
const times = (a, b) => reduced({ n: a.n * b.n, d: a.d * b.d });
const fractionText = (f) => (f.d === 1n ? `${f.n}` : `${f.n}/${f.d}`);

// ---- what the page shows -----------------------------------------------------------------

/** Chooses the Play tab's Dice and odds chooser, and waits for the decision's odds. */
async function openPlay(path, { dice = "seeded", chooser = "best" } = {}) {
  await pickExample(page, path);
  await page.click('#tabs [data-tab="play"]');
  await page.selectOption("#play-chance", dice);
  await page.selectOption("#play-odds-chooser", chooser);
  await oddsShown();
}

/** Waits until the pending decision's odds are all shown. */
async function oddsShown() {
  await settled(page);
  await page.waitForSelector('#play-pending[data-odds="shown"]');
}

/** Clicks the `index`-th button of the pending decision or roll, and waits for its odds. */
async function take(index) {
  const before = await page.evaluate(() => window.playground.play.answer.history.length);
  await page.locator("#play-pending > button").nth(index).click();
  await page.waitForFunction((n) => window.playground.play.answer.history.length === n + 1, before);
  await oddsShown();
}

/** The odds shown under each button: its label, each unit's fates as "fraction percent", and
 *  the notes, read off the page's text. */
async function shownOdds() {
  return page.evaluate(() =>
    [...document.querySelectorAll("#play-pending .option-odds")].map((slot) => ({
      option: slot.dataset.option,
      state: slot.dataset.state,
      units: Object.fromEntries(
        [...slot.querySelectorAll(".unit-odds li")].map((li) => [
          li.querySelector(".unit").textContent,
          Object.fromEntries([...li.querySelectorAll(".fate")].map((f) => [f.querySelector(".fate-name").textContent, f.querySelector(".chance").textContent])),
        ]),
      ),
      notes: [...slot.querySelectorAll(".odds-note")].map((n) => n.textContent),
    })),
  );
}

/** Only the fractions of `units` ({unit: {fate: "fraction percent"}}). */
const fractionsOf = (units) =>
  Object.fromEntries(Object.entries(units).map(([unit, fates]) => [unit, Object.fromEntries(Object.entries(fates).map(([fate, chance]) => [fate, chance.split(" ")[0]]))]));

// ---- the CLI's text ----------------------------------------------------------------------

/** The units' fates of a table of `skedaddle odds` text ({unit: {fate: "fraction percent"}}),
 *  its lines indented by `indent`, and its notes (the lines that are neither). */
function cliTable(lines, indent) {
  const units = {};
  const notes = [];
  let unit = null;
  for (const line of lines) {
    if (line.startsWith(`${indent}outcomes, the most likely first:`)) break;
    const fate = line.match(/^\s+(\d+(?:\/\d+)?)\s+(\d+\.\d%)\s+(.+)$/);
    if (fate && unit !== null && line.startsWith(`${indent}  `)) {
      units[unit][fate[3]] = `${fate[1]} ${fate[2]}`;
    } else if (line.startsWith(indent) && !line.startsWith(`${indent} `)) {
      unit = line.slice(indent.length);
      units[unit] = {};
      notes.push(unit);
    }
  }
  // The lines before the units (the bound, the notes of an option, "certain: ...") are not units.
  for (const [name, fates] of Object.entries(units)) {
    if (Object.keys(fates).length === 0) delete units[name];
  }
  return { units, notes: notes.filter((n) => !(n in units)) };
}

/** `skedaddle odds --per-option` of the file: each option's name, units and notes. */
function cliPerOption(file, flags = []) {
  const run = cli(["odds", "--per-option", ...flags, file]);
  assert.equal(run.status, 0, run.err);
  return run.out
    .split("\n\nwith ")
    .slice(1)
    .map((block) => {
      const [head, ...lines] = block.split("\n");
      return { head, ...cliTable(lines, "  ") };
    });
}

/** `skedaddle odds` of the scenario (an object) with `flags`: its units. */
function cliOdds(scenario, flags = []) {
  const run = cli(["odds", ...flags, "-"], JSON.stringify(scenario));
  assert.equal(run.status, 0, run.err);
  return cliTable(run.out.split("\n").slice(1), "").units;
}

// ---- the brute force over the step verb --------------------------------------------------

/** Every way on from `history` in explicit chance, run with the step verb: each roll's outcomes
 *  with their exact probabilities, each later decision taken by `chooser` ("first": its first
 *  option; "random": each option alike), the chances multiplied down to each end: {unit: {fate:
 *  fraction}}, "unchanged" where a unit some end touches is left be. */
function bruteForce(scenarioText, history, chooser) {
  const ends = [];
  const walk = (steps, chance) => {
    const answer = callEngine(engine, "step", scenarioText, { chance: "explicit", history: steps });
    assert.equal(answer.status, Status.ok, answer.text);
    const step = JSON.parse(answer.text);
    if (step.done) {
      // The end's fates in the engine's words: the odds of a finished resolution, chance 1.
      const odds = JSON.parse(callEngine(engine, "step", scenarioText, { chance: "explicit", history: steps, odds: true }).text).odds;
      assert.equal(odds.outcomes.length, 1);
      assert.equal(odds.outcomes[0].probability, "1");
      ends.push({ chance, units: odds.outcomes[0].units });
    } else if (step.pending_chance) {
      step.pending_chance.outcomes.forEach((o, index) => walk([...steps, { kind: "chance", index }], times(chance, fraction(o.probability))));
    } else if (chooser === "first") {
      walk([...steps, { kind: "choice", index: 0 }], chance);
    } else {
      const each = { n: 1n, d: BigInt(step.pending.options.length) };
      step.pending.options.forEach((_, index) => walk([...steps, { kind: "choice", index }], times(chance, each)));
    }
  };
  walk(history, { n: 1n, d: 1n });
  const units = {};
  for (const end of ends) for (const u of end.units) units[u.unit] ??= {};
  for (const end of ends) {
    for (const name of Object.keys(units)) {
      const fate = end.units.find((u) => u.unit === name)?.fate ?? "unchanged";
      units[name][fate] = plus(units[name][fate] ?? { n: 0n, d: 1n }, end.chance);
    }
  }
  return Object.fromEntries(Object.entries(units).map(([unit, fates]) => [unit, Object.fromEntries(Object.entries(fates).map(([f, p]) => [f, fractionText(p)]))]));
}

/** The page's history of the play (the steps taken so far). */
const playHistory = () => page.evaluate(() => window.playground.play.answer.history);

/** Each option (or outcome) shown equals the brute force from the play's history with it taken. */
async function assertShownIsTheBruteForce(path, chooser) {
  const scenarioText = readFileSync(example(path).file, "utf8");
  const history = await playHistory();
  const step = await page.evaluate(() => window.playground.play.answer);
  const kind = step.pending ? "choice" : "chance";
  const shown = await shownOdds();
  assert.ok(shown.length >= 2, JSON.stringify(shown));
  shown.forEach((option, index) => {
    assert.equal(option.state, "shown");
    const expected = bruteForce(scenarioText, [...history, { kind, index }], chooser);
    assert.deepEqual(fractionsOf(option.units), expected, `${path} ${JSON.stringify(history)} ${kind} ${index} (${option.option}), then ${chooser}`);
  });
  return shown;
}

// ---- the tests ---------------------------------------------------------------------------

test("at the first decision each option's odds are skedaddle odds --per-option's: fractions, percents and notes, with each chooser offered", async () => {
  for (const path of [GC_02, JR_08]) {
    await openPlay(path);
    for (const chooser of ["best", "first", "random"]) {
      await page.selectOption("#play-odds-chooser", chooser);
      await oddsShown();
      const shown = await shownOdds();
      const native = cliPerOption(example(path).file, ["--chooser", chooser]);
      assert.equal(shown.length, native.length, path);
      shown.forEach((option, i) => {
        assert.ok(native[i].head.includes(`: ${option.option}: `), `${native[i].head} for ${option.option}`);
        assert.deepEqual(option.units, native[i].units, `${path}, ${option.option}, then ${chooser}`);
        assert.deepEqual(option.notes, native[i].notes, `${path}, ${option.option}, then ${chooser}`);
      });
      // Each button is described by its own option's odds (a screen reader reads them with it).
      const described = await page.evaluate(() =>
        [...document.querySelectorAll("#play-pending > button")].map((b) => [b.dataset.label, document.getElementById(b.getAttribute("aria-describedby"))?.dataset.option]),
      );
      assert.deepEqual(described, shown.map((o) => [o.option, o.option]));
      // JR-8: the leader's casualty check comes first: 1/36 of the chance never meets the flags.
      if (path === JR_08) assert.match(shown[0].notes.join("\n"), /with 1\/36 \(2\.8%\) of the chance[\s\S]*chances from the start, the dice before this choice included \(ALL-5\)/);
    }
  }
});

test("at a later decision rolled by the seed, each option's odds are the CLI's with the choices so far and the option recorded", async () => {
  for (const [path, firstChoice] of [[GC_02, 1], [JR_08, 0]]) {
    await openPlay(path);
    await take(firstChoice);
    const step = await page.evaluate(() => window.playground.play.answer);
    assert.ok(step.pending, `${path}: a second decision`);
    const scenario = JSON.parse(readFileSync(example(path).file, "utf8"));
    // A script names a Jacobite number of flags as a number, a place as its text.
    const scripted = (name) => (scenario.ruleset === "jacobite" && /^\d+$/.test(name) ? Number(name) : name);
    const shown = await shownOdds();
    assert.equal(shown.length, step.pending.options.length);
    step.pending.options.forEach((option, i) => {
      assert.equal(shown[i].option, option);
      const native = cliOdds({ ...scenario, choices: [...step.chosen, option].map(scripted) }, ["--chooser", "script,best"]);
      assert.deepEqual(shown[i].units, native, `${path}: ${step.chosen.join(", ")}, then ${option}`);
    });
  }
});

test("with each roll chosen by hand, each option's and each outcome's odds are a brute force over the step verb's rolls, given those rolled", async () => {
  // JR-8: the leader's casualty check (a roll), the flags to ignore given it, the retreat step,
  // then the rally dice; the later decisions taken by the first or the random chooser.
  for (const chooser of ["first", "random"]) {
    await openPlay(JR_08, { dice: "explicit", chooser });
    await assertShownIsTheBruteForce(JR_08, chooser); // the casualty check's outcomes
    await take(0); // fewer than 2 sabers: the leader lives
    await assertShownIsTheBruteForce(JR_08, chooser); // the flags to ignore
    await take(0);
    const later = await assertShownIsTheBruteForce(JR_08, chooser); // the retreat step at G5
    assert.deepEqual(later.map((o) => o.option), ["F6", "G6"]);
  }
  // GC-2 (no dice) with the random chooser: the first decision and the next.
  await openPlay(GC_02, { dice: "explicit", chooser: "random" });
  await assertShownIsTheBruteForce(GC_02, "random");
  await take(1);
  await assertShownIsTheBruteForce(GC_02, "random");
});

test("a ROTD retreat (GI-4): each outcome of the first roll (the direction) and of the next (the distance) shows the odds given it; the first roll's mixture is skedaddle odds", async () => {
  await openPlay(ROTD_RETREAT, { dice: "explicit" });
  const step = await page.evaluate(() => window.playground.play.answer);
  assert.ok(step.pending_chance, "GITM: the dice decide");
  const first = await assertShownIsTheBruteForce(ROTD_RETREAT, "first");
  // The CLI's odds of the whole are the outcomes' odds weighed by their probabilities.
  const native = fractionsOf(cliOdds(JSON.parse(readFileSync(example(ROTD_RETREAT).file, "utf8"))));
  const mixture = {};
  first.forEach((shown, i) => {
    const p = fraction(step.pending_chance.outcomes[i].probability);
    const add = (unit, fate, chance) => {
      mixture[unit] ??= {};
      mixture[unit][fate] = plus(mixture[unit][fate] ?? { n: 0n, d: 1n }, times(p, chance));
    };
    const units = fractionsOf(shown.units);
    for (const [unit, fates] of Object.entries(units)) {
      for (const [fate, chance] of Object.entries(fates)) add(unit, fate, fraction(chance));
    }
    // A unit no way after this outcome touches is left be on all of them.
    for (const unit of Object.keys(native)) if (!(unit in units)) add(unit, "unchanged", { n: 1n, d: 1n });
  });
  assert.ok(Object.keys(native).length > 0);
  const mixed = Object.fromEntries(Object.entries(mixture).map(([unit, fates]) => [unit, Object.fromEntries(Object.entries(fates).map(([f, p]) => [f, fractionText(p)]))]));
  assert.deepEqual(mixed, native);
  // A later roll: the first outcome rolled, the next point of chance.
  await take(0);
  const later = await page.evaluate(() => window.playground.play.answer);
  assert.ok(later.pending_chance, JSON.stringify(later).slice(0, 300));
  await assertShownIsTheBruteForce(ROTD_RETREAT, "first");
});

/** Holds each answer of the page's odds engine until the test lets it through, in the order the
 *  engine gave them, while `cases` runs; then the engine answers as before. */
async function withOddsAnswersHeld(cases) {
  await page.evaluate(() => {
    const odds = window.playground.oddsEngine;
    const call = odds.call.bind(odds);
    window.oddsCalls = { asked: 0, answered: 0, held: [] };
    odds.call = async (...args) => {
      window.oddsCalls.asked++;
      const answer = await call(...args);
      await new Promise((resolve) => window.oddsCalls.held.push(resolve));
      window.oddsCalls.answered++;
      return answer;
    };
  });
  const letOneThrough = async () => {
    const answered = await page.evaluate(() => {
      window.oddsCalls.held.shift()();
      return window.oddsCalls.answered + 1;
    });
    await page.waitForFunction((n) => window.oddsCalls.answered === n, answered);
  };
  try {
    await cases(letOneThrough);
  } finally {
    // The prototype's call again, and nothing left held, whatever happened.
    await page.evaluate(() => {
      delete window.playground.oddsEngine.call;
      for (const resolve of window.oddsCalls.held.splice(0)) resolve();
    });
  }
}

const oddsShownNow = () => page.locator('#play-pending .option-odds[data-state="shown"]').count();

test("an answer that comes after the player moved on is never shown: the odds shown are the new decision's", async () => {
  // The first decision's odds on their way when the player chooses, coming after the choice.
  await openPlay(GC_02);
  await withOddsAnswersHeld((letOneThrough) => heldAnswersNeverShown(letOneThrough));
  await page.selectOption("#play-odds-chooser", "best");
  await oddsShown();
  // A roll chosen by hand (JR-8's casualty check) asks the odds of its outcomes one by one: the
  // first outcome's on its way when the player rolls, the rest are never asked.
  await openPlay(JR_08, { dice: "explicit", chooser: "first" });
  await withOddsAnswersHeld(async (letOneThrough) => {
    await page.click("#play-start");
    await page.waitForFunction(() => window.oddsCalls.held.length === 1);
    await page.locator("#play-pending > button").first().click();
    await page.waitForFunction(() => window.oddsCalls.held.length === 2);
    await letOneThrough();
    assert.equal(await oddsShownNow(), 0);
    await letOneThrough();
    await oddsShown();
    assert.equal(await page.evaluate(() => window.oddsCalls.asked), 2);
    await assertShownIsTheBruteForce(JR_08, "first");
  });
  await page.selectOption("#play-chance", "seeded");
  await page.selectOption("#play-odds-chooser", "best");
  await oddsShown();
});

/** GC-2's two cases of the test above: a choice made while the odds are on their way, and the
 *  chooser changed while they are. */
async function heldAnswersNeverShown(letOneThrough) {
  await page.click("#play-start");
  await page.waitForFunction(() => window.oddsCalls.held.length === 1);
  // The first decision's odds are on their way: the player chooses 0401.
  assert.equal(await oddsShownNow(), 0);
  await page.locator("#play-pending > button").nth(1).click();
  await page.waitForFunction(() => window.oddsCalls.held.length === 2);
  const step = await page.evaluate(() => window.playground.play.answer);
  assert.deepEqual(step.chosen, ["0401"]);
  // The first decision's answer comes: nothing is shown of it, and the odds are still awaited.
  await letOneThrough();
  assert.equal(await oddsShownNow(), 0);
  assert.equal(await page.getAttribute("#play-pending", "data-odds"), "pending");
  await letOneThrough();
  await oddsShown();
  const scenario = JSON.parse(readFileSync(example(GC_02).file, "utf8"));
  const shown = await shownOdds();
  assert.equal(shown.length, step.pending.options.length);
  step.pending.options.forEach((option, i) => assert.deepEqual(shown[i].units, cliOdds({ ...scenario, choices: ["0401", option] }, ["--chooser", "script,best"]), option));
  // Started again, the first decision is asked again in the same buttons: the best chooser's odds
  // on their way, the player picks the first chooser; the best chooser's answer is not shown.
  await page.click("#play-start");
  await page.waitForFunction(() => window.oddsCalls.held.length === 1);
  await page.selectOption("#play-odds-chooser", "first");
  await page.waitForFunction(() => window.oddsCalls.held.length === 2);
  await letOneThrough();
  assert.equal(await oddsShownNow(), 0);
  await letOneThrough();
  await oddsShown();
  const native = cliPerOption(example(GC_02).file, ["--chooser", "first"]);
  // The best chooser's odds differ here (0401, then best play, ends at 0501; then the first
  // option, stops at 0401): shown, they would not be these.
  assert.notDeepEqual(cliPerOption(example(GC_02).file, ["--chooser", "best"])[1].units, native[1].units);
  const restarted = await shownOdds();
  restarted.forEach((option, i) => assert.deepEqual(option.units, native[i].units, option.option));
}

test("the odds are asked only while the Play tab is shown: none for an edit on another tab, then its decision's when the tab opens", async () => {
  await page.click('#tabs [data-tab="options"]');
  await page.evaluate(() => {
    const odds = window.playground.oddsEngine;
    const call = odds.call.bind(odds);
    window.oddsCalls = { asked: 0 };
    odds.call = (...args) => {
      window.oddsCalls.asked++;
      return call(...args);
    };
  });
  await pickExample(page, JR_08);
  await pickExample(page, GC_02);
  assert.equal(await page.evaluate(() => window.oddsCalls.asked), 0);
  assert.equal(await page.getAttribute("#play-pending", "data-odds"), "unasked");
  await page.click('#tabs [data-tab="play"]');
  await oddsShown();
  assert.equal(await page.evaluate(() => window.oddsCalls.asked), 1);
  const chooser = await page.inputValue("#play-odds-chooser");
  const native = cliPerOption(example(GC_02).file, ["--chooser", chooser]);
  const shown = await shownOdds();
  assert.equal(shown.length, native.length);
  shown.forEach((option, i) => assert.deepEqual(option.units, native[i].units, option.option));
  await page.evaluate(() => {
    delete window.playground.oddsEngine.call;
  });
});

test("the odds' chooser can only be one the engine takes: each offered is accepted, a misspelt one would be refused", async () => {
  await openPlay(GC_02);
  const offered = await page.evaluate(() => [...document.querySelectorAll("#play-odds-chooser option")].map((o) => o.value));
  assert.deepEqual(offered.toSorted(), ["best", "first", "random"]);
  // A select, not a field to type in.
  assert.equal(await page.evaluate(() => document.getElementById("play-odds-chooser").tagName), "SELECT");
  const scenarioText = readFileSync(example(GC_02).file, "utf8");
  for (const chooser of offered) {
    const answer = callEngine(engine, "step", scenarioText, { chance: "seeded", history: [], odds: true, per_option: true, chooser });
    assert.equal(answer.status, Status.ok, `${chooser}: ${answer.text}`);
  }
  // What a typo (or the recorded choices, which the play's own choices replace) would meet.
  for (const chooser of ["bset", "script"]) {
    const answer = callEngine(engine, "step", scenarioText, { chance: "seeded", history: [], odds: true, per_option: true, chooser });
    assert.equal(answer.status, Status.badInput, chooser);
    assert.equal(JSON.parse(answer.text).errors[0].pointer, "/chooser");
  }
});

test("odds cut short at the bound show the chance not run, as skedaddle odds --max-resolves says", async () => {
  await openPlay(JR_08);
  await page.evaluate(() => (window.playground.playOddsMaxResolves = 3));
  await page.selectOption("#play-odds-chooser", "first");
  await page.selectOption("#play-odds-chooser", "best");
  await oddsShown();
  const shown = await shownOdds();
  const run = cli(["odds", "--per-option", "--max-resolves", "3", example(JR_08).file]);
  const blocks = run.out.split("\n\nwith ").slice(1);
  assert.equal(shown.length, blocks.length);
  shown.forEach((option, i) => {
    const bound = blocks[i].match(/stopped at the bound: (\S+) \((\S+)\) of chance not run/);
    assert.ok(bound, blocks[i]);
    assert.ok(option.notes.includes(`not run: ${bound[1]} (${bound[2]}) of the chance, beyond the 3 runs these odds stop at; the chances above are exact as far as they go`), option.notes.join("\n"));
    assert.deepEqual(option.units, cliTable(blocks[i].split("\n").slice(1), "  ").units);
  });
  const hatched = await page.locator("#play-pending .option-odds .odds-bar .unexplored").count();
  assert.equal(hatched, shown.length);
  await page.evaluate(() => (window.playground.playOddsMaxResolves = 20_000));
});

test("no console errors", () => {
  assert.deepEqual(consoleErrors, []);
});
