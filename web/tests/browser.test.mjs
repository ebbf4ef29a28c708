// SPDX-License-Identifier: MIT
// The playground in real headless Chromium (Debian's, driven by playwright-core): every example
// loads and renders, with the outcome JSON and the SVG the page shows byte-identical to the
// native CLI's (hash compared); an invalid edit is marked at the pointer the CLI names, a syntax
// error from its token to the end of its line; a long example name is its entry's tooltip; seeds up
// to 2^64-1 reach the engine exactly and anything else in a seed field is marked as the CLI
// words it; a resolution clicked through ends as the scripted CLI run of the same choices, shown
// as the CLI's text trace, and tells the story so far above each decision; a choice clicked right after a seed is typed counts, on that seed; "roll by the seed" rolls the seed's dice where the scenario scripts
// its own; the zoom makes the picture readable, the hover facts kept; the tabs follow the WAI-ARIA tabs pattern; the page stays responsive while the worker computes a
// large scenario; a published outcome, honest, tampered or against an agreed seed, verifies as
// `skedaddle verify` says, again at every edit of the agreed fields; and no console errors.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { cli, examples, linkHash, openPlayground, root, settled, sha256 } from "./support.mjs";

let server;
let browser;
let page;
let consoleErrors;
let playground;
/** The GC-2 example most tests play: a stack of three and a leader, one way on then a choice.
 * Named whole: other gc-02 examples sort before it. */
const GC_02 = "gcacw/gc-02-stack-and-leader-move-together.json";

before(async () => {
  playground = await openPlayground();
  ({ server, browser, page, consoleErrors } = playground);
});

after(async () => {
  await playground?.close();
});

/** Puts `text` in the editor as typing would, and waits for every answer. */
async function edit(text) {
  const before = await page.evaluate(() => window.playground.generation);
  await page.locator("#editor").fill(text);
  // The check starts once typing pauses: wait for it, then for its answers.
  await page.waitForFunction((n) => window.playground.generation > n, before);
  await settled(page);
}

async function pick(example) {
  await page.selectOption("#example", example.path);
  await page.waitForFunction((path) => document.getElementById("example").value === path, example.path);
  const text = readFileSync(example.file, "utf8");
  await page.waitForFunction((t) => document.getElementById("editor").value === t, text);
  await settled(page);
}

/** Sets the Resolve seed field to `text` (as typing, then leaving it, which applies it at once,
 *  does) and waits for every answer. */
async function setSeed(text) {
  await page.fill("#seed", text);
  await page.dispatchEvent("#seed", "change");
  await settled(page);
}

/** An outcome's JSON text without its verification (the last member, which names the chooser). */
const withoutVerification = (text) => text.slice(0, text.indexOf('"verification"'));

test("every example loads and renders, its outcome JSON and SVG as the CLI's", async () => {
  let count = 0;
  for (const example of examples()) {
    await pick(example);
    const render = cli(["render", example.file, "-o", "-"]);
    const resolve = cli(["resolve", "--json", example.file]);
    if (render.status === 0 || render.status === 3) {
      assert.equal(await page.locator("#picture > svg").count(), 1, `a picture for ${example.path}`);
      assert.equal(await linkHash(page, "save-svg"), sha256(render.out), `SVG of ${example.path}`);
    } else {
      assert.equal(await page.locator("#picture > svg").count(), 0, `no picture for ${example.path}`);
    }
    if (resolve.status === 0 || resolve.status === 3) {
      assert.equal(await linkHash(page, "save-outcome"), sha256(resolve.out), `outcome of ${example.path}`);
      assert.equal(sha256(await page.locator("#outcome-json").textContent()), sha256(resolve.out));
    }
    count++;
  }
  assert.equal(count, examples().length);
});

test("an invalid edit is marked at the pointer the CLI names", async () => {
  const example = examples().find((e) => e.path === GC_02);
  const text = readFileSync(example.file, "utf8");
  const broken = text.replace('"manpower": 5', '"manpower": "six"');
  assert.notEqual(broken, text);
  await edit(broken);
  const native = cli(["validate", "-"], broken);
  assert.equal(native.status, 2);
  const pointer = /<stdin>: (\/\S+): /.exec(native.err)[1];
  const item = page.locator("#problems li.error").first();
  assert.equal(await item.getAttribute("data-pointer"), pointer);
  // The mark in the editor covers the member at that pointer.
  const mark = page.locator(`#editor-marks mark[data-pointer="${pointer}"]`);
  assert.equal(await mark.textContent(), '"manpower": "six"');
  // A syntax error is marked at its line and column.
  await edit(text.replace("{", "{,"));
  assert.match(await page.locator("#problems li.error").first().textContent(), /malformed JSON/);
  assert.equal(await page.locator("#editor-marks mark").count(), 1);
  await edit(text);
  assert.equal(await page.locator("#problems li.valid").count(), 1);
});

test("a misspelt key is marked at its member, not under the mark of the object missing the key", async () => {
  const example = examples().find((e) => e.path === GC_02);
  const text = readFileSync(example.file, "utf8");
  const broken = text.replace('"manpower": 5', '"manpwer": 5');
  assert.notEqual(broken, text);
  await edit(broken);
  // Two errors, as the CLI names them: the unknown key, and the unit then missing "manpower".
  const native = cli(["validate", "-"], broken);
  assert.equal(native.status, 2);
  const pointers = [...native.err.matchAll(/<stdin>: (\/\S+): /g)].map((m) => m[1]);
  assert.deepEqual(pointers, ["/units/2/manpwer", "/units/2/manpower"]);
  assert.deepEqual(await page.locator("#problems li.error").evaluateAll((items) => items.map((i) => i.dataset.pointer)), pointers);
  // The unit's object holds the misspelt member: the member is marked, the one mark.
  assert.deepEqual(await page.locator("#editor-marks mark").evaluateAll((marks) => marks.map((m) => [m.dataset.pointer, m.textContent])), [["/units/2/manpwer", '"manpwer": 5']]);
  // The same at the top: "ruleset" misspelt, the document missing it.
  await edit(text.replace('"ruleset": "gcacw"', '"rulset": "gcacw"'));
  assert.deepEqual(await page.locator("#editor-marks mark").evaluateAll((marks) => marks.map((m) => [m.dataset.pointer, m.textContent])), [["/rulset", '"rulset": "gcacw"']]);
  await edit(text);
  assert.equal(await page.locator("#editor-marks mark").count(), 0);
});

test("an invalid scenario shows no answer and offers no download; valid again, all come back", async () => {
  const jacobite = examples().find((e) => e.path.startsWith("jacobite/"));
  const jacobiteName = JSON.parse(readFileSync(jacobite.file, "utf8")).name;
  await pick(jacobite);
  await page.click('#tabs [data-tab="odds"]');
  await settled(page);
  assert.ok((await page.locator("#right").textContent()).includes(jacobiteName));
  assert.notEqual(await page.locator("#odds-text").textContent(), "");
  assert.notEqual(await page.locator("#save-svg").getAttribute("href"), null);

  const gcacw = examples().find((e) => e.path === GC_02);
  const valid = readFileSync(gcacw.file, "utf8");
  const broken = valid.replace('"manpower": 5', '"manpower": "six"');
  await edit(broken);
  assert.equal(await page.locator("#problems li.error").count(), 1);
  // Nothing of the Jacobite scenario, nor any other answer, in any panel; nothing to save.
  assert.ok(!(await page.locator("#right").textContent()).includes(jacobiteName));
  assert.equal(await page.locator("#picture").innerHTML(), "");
  assert.equal(await page.locator("#options-text").textContent(), "");
  assert.equal(await page.locator("#events li").count(), 0);
  assert.equal(await page.locator("#units-text").textContent(), "");
  assert.equal(await page.locator("#outcome-json").textContent(), "");
  assert.equal(await page.locator("#play-pending").textContent(), "");
  assert.equal(await page.locator("#play-done").isHidden(), true);
  assert.equal(await page.locator("#odds-text").textContent(), "");
  for (const id of ["save-svg", "save-outcome"]) {
    assert.equal(await page.locator(`#${id}`).getAttribute("href"), null, id);
    assert.equal(await page.locator(`#${id}`).getAttribute("aria-disabled"), "true", id);
  }
  assert.deepEqual(await page.evaluate(() => window.playground.shown), { svg: "", outcomeJson: "", optionsText: "", playOutcomeJson: "" });
  assert.equal(await page.locator("#answers-note").textContent(), "the scenario has errors: showing nothing");
  // The controls show nothing either while the errors stand.
  await page.click("#show-whole");
  await page.click('#tabs [data-tab="play"]');
  await page.click("#play-start");
  await settled(page);
  assert.equal(await page.locator("#picture").innerHTML(), "");
  assert.equal(await page.locator("#play-pending button").count(), 0);
  await page.click("#show-whole");
  await page.click('#tabs [data-tab="odds"]');

  // Valid again: every panel shows the engine's answers for it, the downloads the CLI's bytes.
  await edit(valid);
  assert.equal(await page.locator("#answers-note").textContent(), "");
  assert.equal(await page.locator("#right").getAttribute("data-answers"), "current");
  assert.equal(await linkHash(page, "save-svg"), sha256(cli(["render", gcacw.file, "-o", "-"]).out));
  assert.equal(await linkHash(page, "save-outcome"), sha256(cli(["resolve", "--json", gcacw.file]).out));
  assert.equal(await page.locator("#options-text").textContent(), cli(["options", gcacw.file]).out);
  assert.notEqual(await page.locator("#odds-text").textContent(), "");
  assert.ok((await page.locator("#play-pending button").count()) > 0);
  await page.click('#tabs [data-tab="options"]');
  await settled(page);
});

test("from an edit until its answers come, the panels are marked and nothing can be saved", async () => {
  const example = examples().find((e) => e.path === GC_02);
  await pick(example);
  const before = await page.evaluate(() => window.playground.generation);
  // What the page shows at once, before the check of the edit starts.
  const marked = await page.evaluate(() => {
    const editor = document.getElementById("editor");
    editor.value = editor.value.replace('"manpower": 5', '"manpower": 4');
    editor.dispatchEvent(new Event("input"));
    return {
      svg: document.getElementById("save-svg").hasAttribute("href"),
      outcome: document.getElementById("save-outcome").hasAttribute("href"),
      answers: document.getElementById("right").dataset.answers,
      note: document.getElementById("answers-note")?.textContent,
    };
  });
  assert.deepEqual(marked, {
    svg: false,
    outcome: false,
    answers: "pending",
    note: "checking the scenario: the answers below are not yet those of the editor's text",
  });
  await page.waitForFunction((n) => window.playground.generation > n, before);
  await settled(page);
  assert.equal(await page.locator("#right").getAttribute("data-answers"), "current");
  assert.notEqual(await page.locator("#save-svg").getAttribute("href"), null);
  assert.notEqual(await page.locator("#save-outcome").getAttribute("href"), null);
});

test("settings the engine refuses leave no earlier answer on show, the finished play's neither", async () => {
  const example = examples().find((e) => e.path === GC_02);
  await pick(example);
  await page.click('#tabs [data-tab="play"]');
  while (!(await page.evaluate(() => window.playground.play.answer?.done))) {
    const before = await page.evaluate(() => window.playground.play.history.length);
    await page.locator("#play-pending button.play-choice").first().click();
    await page.waitForFunction((n) => window.playground.play.answer.history.length === n + 1, before);
  }
  assert.equal(await page.locator("#play-done").isVisible(), true);
  // A seed below 0 is bad settings for every verb that takes it.
  await setSeed("-1");
  assert.equal(await page.locator("#play-done").isHidden(), true);
  assert.match(await page.locator("#play-pending").textContent(), /got "-1"/);
  assert.equal(await page.locator("#picture svg").count(), 0);
  assert.equal(await page.locator("#events li").count(), 0);
  for (const id of ["save-svg", "save-outcome"]) assert.equal(await page.locator(`#${id}`).getAttribute("href"), null, id);
  assert.deepEqual(await page.evaluate(() => [window.playground.shown.svg, window.playground.shown.outcomeJson, window.playground.shown.playOutcomeJson]), ["", "", ""]);
  await setSeed("");
  await page.click('#tabs [data-tab="options"]');
  await settled(page);
});

// A prime below 2^64, far above 2^53: a JavaScript number holds it only as 18446744073709551616.
const BIG_SEED = "18446744073709551557";

test("a seed above 2^53 reaches the engine exactly: the Resolve tab's outcome and picture are the CLI's", async () => {
  // JR-4: the random chooser picks each retreat step by the seed, so each seed below ends apart.
  const example = examples().find((e) => e.path.startsWith("jacobite/jr-02-militia-two-flags-four-hexes"));
  await pick(example);
  await page.selectOption("#chooser", "random");
  await page.click('#tabs [data-tab="outcome"]');
  await settled(page);
  // 2^53 + 1 (a number rounds it to 2^53), BIG_SEED, and the largest seed.
  for (const seed of ["9007199254740993", BIG_SEED, "18446744073709551615", " 002 "]) {
    await setSeed(seed);
    const digits = String(BigInt(seed.trim()));
    const resolve = cli(["resolve", "--json", "--chooser", "random", "--seed", digits, example.file]);
    assert.equal(resolve.status, 0, resolve.err);
    assert.equal(await page.locator("#outcome-json").textContent(), resolve.out, `seed ${seed}`);
    assert.equal(await linkHash(page, "save-outcome"), sha256(resolve.out));
    const trace = cli(["resolve", "--chooser", "random", "--seed", digits, example.file]).out.split("\n\n")[0];
    assert.deepEqual(await page.locator("#events li").allTextContents(), trace.split("\n").filter((l) => l !== ""));
    const render = cli(["render", "--chooser", "random", "--seed", digits, example.file, "-o", "-"]);
    assert.equal(await linkHash(page, "save-svg"), sha256(render.out));
    assert.equal(await page.locator("#seed").getAttribute("aria-invalid"), "false");
  }
  await page.selectOption("#chooser", "");
  await setSeed("");
  await page.click('#tabs [data-tab="options"]');
  await settled(page);
});

test("a seed field with anything but an integer from 0 to 2^64-1 says so, as the CLI does, and shows no answer", async () => {
  const example = examples().find((e) => e.path === GC_02);
  await pick(example);
  for (const seed of ["abc", "-1", "1.5", "1e3", "0x10", "18446744073709551616", "99999999999999999999999"]) {
    const native = cli(["resolve", "--seed", seed, example.file]);
    assert.equal(native.status, 2);
    await setSeed(seed);
    // Beside the field, the CLI's words; the field marked and described by them.
    const field = page.locator("#seed");
    assert.equal(await field.getAttribute("aria-invalid"), "true", seed);
    const problem = page.locator(`#${await field.getAttribute("aria-describedby")}`);
    assert.equal(`--seed: ${await problem.textContent()}`, native.err.split("\n")[0]);
    // Every answer that takes the seed is the engine's error at /seed, none of another seed.
    const error = `/seed: expected a seed: an unsigned integer from 0 to 18446744073709551615, or its decimal digits as a string ("12", as an outcome's verification writes it), got ${JSON.stringify(seed)}`;
    assert.equal(await page.locator("#picture").textContent(), error);
    assert.equal(await page.locator("#units-text").textContent(), error);
    assert.equal(await page.locator("#play-pending").textContent(), error);
    assert.equal(await page.locator("#events li").count(), 0);
    for (const id of ["save-svg", "save-outcome"]) assert.equal(await page.locator(`#${id}`).getAttribute("href"), null, id);
  }
  await setSeed("");
  assert.equal(await page.locator("#seed").getAttribute("aria-invalid"), "false");
  assert.equal(await page.locator("#seed-problem").textContent(), "");
  assert.equal(await linkHash(page, "save-outcome"), sha256(cli(["resolve", "--json", example.file]).out));
});

test("the example list is grouped by ruleset, GITM's examples apart from ROTD's", async () => {
  // Each group's label is the "ruleset" its scenarios name; the five rulesets, in the order of
  // the corpus (games/gcacw, games/gitm/examples/{gitm,rotd}, grande_tactique, jacobite).
  const groups = await page.locator("#example optgroup").evaluateAll((list) =>
    list.map((g) => ({ label: g.label, paths: [...g.querySelectorAll("option")].map((o) => o.value) })),
  );
  assert.deepEqual(groups.map((g) => g.label), ["gcacw", "gitm", "rotd", "grande-tactique", "jacobite"]);
  let count = 0;
  for (const group of groups) {
    for (const path of group.paths) {
      const example = examples().find((e) => e.path === path);
      assert.equal(JSON.parse(readFileSync(example.file, "utf8")).ruleset, group.label, path);
      count++;
    }
  }
  assert.equal(count, examples().length);
});

test("an edit sets the example list to the user's scenario, and picking the example again loads it", async () => {
  const example = examples().find((e) => e.path.startsWith("jacobite/"));
  await pick(example);
  assert.equal(await page.locator("#example").inputValue(), example.path);
  const text = readFileSync(example.file, "utf8");
  await edit(text.replace('"name": "', '"name": "My own '));
  assert.equal(await page.locator("#example").inputValue(), "");
  assert.equal(await page.locator("#example option:checked").textContent(), "— your scenario —");
  // The same example as before: it loads.
  await pick(example);
  assert.equal(await page.locator("#editor").inputValue(), text);
  assert.equal(await page.locator("#example").inputValue(), example.path);
});

test("a resolution clicked through ends as the scripted CLI run of its choices, its seed above 2^53 exact", async () => {
  const example = examples().find((e) => e.path === GC_02);
  await pick(example);
  await setSeed(BIG_SEED);
  await page.click('#tabs [data-tab="play"]');
  let clicks = 0;
  while (!(await page.evaluate(() => window.playground.play.answer?.done))) {
    const before = await page.evaluate(() => window.playground.play.history.length);
    // The last option each time, so that the ending differs from the scenario's own choices.
    await page.locator("#play-pending button.play-choice").last().click();
    await page.waitForFunction((n) => window.playground.play.answer.history.length === n + 1, before);
    clicks++;
  }
  assert.ok(clicks >= 1);
  const outcome = await page.evaluate(() => window.playground.shown.playOutcomeJson);
  // The choices clicked, as the outcome's replay records them for a script.
  const scenario = JSON.parse(readFileSync(example.file, "utf8"));
  scenario.choices = JSON.parse(outcome).replay.choices;
  assert.equal(scenario.choices.length, clicks);
  const scripted = cli(["resolve", "--json", "--chooser", "script", "--seed", BIG_SEED, "-"], JSON.stringify(scenario));
  assert.equal(scripted.status, 0, scripted.err);
  // Byte for byte, the replay's seed too, up to the verification (it names the chooser: a
  // click, "callback", here; the script there).
  assert.equal(withoutVerification(outcome), withoutVerification(scripted.out));
  assert.match(outcome, new RegExp(`"seed": ${BIG_SEED}\\b`));
  // The scripted run the page names is that one, with the seed's own digits.
  assert.equal(
    await page.locator("#play-script").textContent(),
    `The same as: "choices": ${JSON.stringify(scenario.choices)} in the scenario, then skedaddle resolve --chooser script --seed ${BIG_SEED}`,
  );
  await setSeed("");
  await page.click('#tabs [data-tab="options"]');
  await settled(page);
});

/** The play tab's pending decision: its buttons' labels and figures, and the summary's line. */
async function playedDecision() {
  return page.evaluate(() => ({
    header: document.querySelector("#play-pending .summary-header")?.textContent ?? null,
    buttons: [...document.querySelectorAll("#play-pending button.play-choice")].map((b) => ({
      label: b.firstChild.textContent,
      figures: b.querySelector(".figures")?.textContent ?? null,
    })),
  }));
}

/** `skedaddle options FILE`'s first decision: its header line and each choice's line. */
function optionsSummary(file) {
  const lines = cli(["options", file]).out.split("\n");
  const at = lines.findIndex((l) => /^(owner|opponent) decides /.test(l));
  const choices = [];
  for (const line of lines.slice(at + 1)) {
    if (!line.startsWith("  ")) break;
    choices.push(line.trim());
  }
  return { header: lines[at], choices };
}

const spaced = (text) => text.replace(/ +/g, " ");

test("each option of the decision the options summarise shows their figures in play", async () => {
  // JR-3: the owner decides the flags to ignore first; JR-8: after the leader's casualty check.
  for (const [prefix, rolls] of [["jacobite/jr-03-ignore-cap-two-of-four-sources", 0], ["jacobite/jr-08-leader-survives-casualty-check-and-lets-a-flag-go", 1]]) {
    const example = examples().find((e) => e.path.startsWith(prefix));
    await pick(example);
    await page.click('#tabs [data-tab="play"]');
    await page.selectOption("#play-chance", "explicit");
    for (let roll = 0; roll < rolls; roll++) {
      const before = await page.evaluate(() => window.playground.play.answer.history.length);
      await page.locator("#play-pending button.play-chance").first().click();
      await page.waitForFunction((n) => window.playground.play.answer.history.length === n + 1, before);
    }
    await settled(page);
    const shown = await playedDecision();
    const summary = optionsSummary(example.file);
    // After a roll the chances are the ones given it (the options' are from the start); the
    // ways and ends are the summary's.
    const header = rolls === 0 ? summary.header : summary.header.replace(" (from the start, the dice before this choice included)", "") + " (given the dice rolled so far)";
    assert.equal(shown.header, `As the options show it: ${header}`);
    assert.equal(shown.buttons.length, summary.choices.length, example.path);
    const withoutChance = (text) => spaced(text).replace(/ [0-9.]+(-[0-9.]+)?%/, "");
    shown.buttons.forEach((button, i) => {
      // "ignore 2 flags  2 ways  72.1%  every way: ..." is the button "2" with its figures.
      const flags = `ignore ${button.label} ${button.label === "1" ? "flag" : "flags"}`;
      assert.ok(summary.choices[i].startsWith(flags), `${summary.choices[i]} for ${button.label}`);
      const line = summary.choices[i].slice(flags.length).trim();
      if (rolls === 0) assert.equal(spaced(button.figures), spaced(line));
      else assert.equal(withoutChance(button.figures), withoutChance(line));
    });
  }
  await page.selectOption("#play-chance", "seeded");
  await page.click('#tabs [data-tab="options"]');
  await settled(page);
});

/** Clicks the `index`-th option of the pending decision and waits for the next answer. */
async function choose(index) {
  const before = await page.evaluate(() => window.playground.play.answer.history.length);
  await page.locator("#play-pending button.play-choice").nth(index).click();
  await page.waitForFunction((n) => window.playground.play.answer.history.length === n + 1, before);
  await settled(page);
}

/** The buttons and header shown equal the figures of the engine's step answer, none missing. */
async function assertShowsTheAnswersFigures() {
  const shown = await playedDecision();
  const summary = await page.evaluate(() => window.playground.play.answer.pending.summary);
  assert.ok(shown.buttons.length >= 2);
  assert.equal(summary.from_options, false);
  assert.equal(shown.header, `As it stands now: ${summary.header}`);
  assert.deepEqual(shown.buttons.map((b) => b.figures), summary.figures);
  assert.ok(summary.figures.every((f) => /^\d+ ways? /.test(f)), summary.figures.join(" | "));
  return shown;
}

test("each later decision shows each option's figures as they stand there", async () => {
  // GC-2: the summary's decision has one choice, which nobody is asked; the first asked (0301:
  // stop, or on to 0401) and the next step after it show their own figures.
  await pick(examples().find((e) => e.path === GC_02));
  await page.click('#tabs [data-tab="play"]');
  await settled(page);
  const first = await assertShowsTheAnswersFigures();
  // The same figures as the native engine's step answer (tests/capi/c_api_test.cpp).
  assert.deepEqual(first.buttons.map((b) => spaced(b.figures)), [
    "1 way 1 unit lost, 4 manpower lost, 2 hexes from the enemy",
    "2 ways best: 1 unit lost, 4 manpower lost, 4 hexes from the enemy; worst: 1 unit lost, 4 manpower lost, 3 hexes from the enemy",
  ]);
  await choose(1);
  if (!(await page.evaluate(() => window.playground.play.answer.done))) await assertShowsTheAnswersFigures();
  // JR-3: after 2 flags ignored, the retreat step from G5 with its chance to stay.
  await pick(examples().find((e) => e.path.startsWith("jacobite/jr-03-ignore-cap-two-of-four-sources")));
  await page.click('#tabs [data-tab="play"]');
  await settled(page);
  await choose(0);
  const step = await assertShowsTheAnswersFigures();
  assert.deepEqual(step.buttons.map((b) => spaced(b.figures)), [
    "1 way 72.1% no loss on the retreat, 5 hexes from the enemy",
    "1 way 72.1% no loss on the retreat, 5 hexes from the enemy",
  ]);
  await page.click('#tabs [data-tab="options"]');
  await settled(page);
});

/** Each tab's name, whether it is selected and in the tab order, whether its panel shows, and
 *  which tab has the focus. */
async function tabStates() {
  return page.evaluate(() => ({
    tabs: [...document.querySelectorAll('[role="tab"]')].map((tab) => ({
      name: tab.textContent,
      selected: tab.getAttribute("aria-selected"),
      tabindex: tab.getAttribute("tabindex"),
      panelShown: !document.getElementById(tab.getAttribute("aria-controls")).hidden,
    })),
    focused: document.activeElement.getAttribute("role") === "tab" ? document.activeElement.textContent : null,
  }));
}

/** What tabStates() gives when `name` is selected and has the focus. */
function selectedStates(names, name) {
  return {
    tabs: names.map((n) => ({ name: n, selected: String(n === name), tabindex: n === name ? "0" : "-1", panelShown: n === name })),
    focused: name,
  };
}

test("the tabs follow the WAI-ARIA tabs pattern: each tab controls its panel, arrow keys move the selection", async () => {
  await pick(examples().find((e) => e.path === GC_02));
  const names = ["Options", "Resolve", "Play it yourself", "Odds", "Verify"];
  assert.equal(await page.getByRole("tablist").count(), 1);
  assert.ok((await page.getByRole("tablist").getAttribute("aria-label")).length > 0);
  assert.deepEqual(await page.getByRole("tab").allTextContents(), names);
  assert.deepEqual((await tabStates()).tabs, selectedStates(names, "Options").tabs);
  // Every tab names its panel, which is a tab panel named by the tab.
  for (const name of names) {
    const tab = page.getByRole("tab", { name, exact: true });
    const panel = page.locator(`#${await tab.getAttribute("aria-controls")}`);
    assert.equal(await panel.getAttribute("role"), "tabpanel", name);
    assert.equal(await panel.getAttribute("aria-labelledby"), await tab.getAttribute("id"), name);
    await tab.click();
    assert.equal(await page.getByRole("tabpanel").count(), 1, name);
    assert.equal(await page.getByRole("tabpanel", { name, exact: true }).isVisible(), true, name);
    assert.deepEqual(await tabStates(), selectedStates(names, name), name);
    await settled(page);
  }
  // From the keyboard: the arrows move the selection and the focus along the tabs, round at
  // either end; Home and End go to the first and the last.
  const keys = [
    ["ArrowRight", "Options"],
    ["ArrowRight", "Resolve"],
    ["ArrowLeft", "Options"],
    ["ArrowLeft", "Verify"],
    ["Home", "Options"],
    ["End", "Verify"],
    ["ArrowLeft", "Odds"],
  ];
  for (const [key, name] of keys) {
    await page.keyboard.press(key);
    assert.deepEqual(await tabStates(), selectedStates(names, name), `${key} to ${name}`);
    await settled(page);
  }
  // The odds the keyboard's tab shows are there, as a click's are.
  await page.waitForFunction(() => document.getElementById("odds-text").textContent.length > 0);
  // Tab leaves the tab list for the selected panel's content: one stop for the whole list.
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement.id), "tab-odds");
  await page.click('#tabs [data-tab="options"]');
  await settled(page);
});

test("the page stays responsive while the worker computes a large scenario", async () => {
  const large = execFileSync("python3", [join(root, "scripts", "large_scenario.py"), "grande-tactique", "1000", "--areas", "40", "--corners", "240"], { encoding: "utf8", maxBuffer: 1 << 28 });
  await page.evaluate(() => {
    window.frames_drawn = 0;
    const tick = () => {
      window.frames_drawn++;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  // Set without waiting for the answers: the worker is busy with the large scenario.
  await page.evaluate((text) => {
    const editor = document.getElementById("editor");
    editor.value = text;
    editor.dispatchEvent(new Event("input"));
  }, large);
  await page.waitForFunction(() => document.getElementById("engine-state").dataset.state === "busy");
  const start = await page.evaluate(() => window.frames_drawn);
  // The main thread draws frames and takes clicks while the engine is still working.
  await page.waitForFunction(
    (n) => window.frames_drawn > n + 10 && document.getElementById("engine-state").dataset.state === "busy",
    start,
    { polling: "raf" },
  );
  await page.click('#tabs [data-tab="outcome"]');
  assert.equal(await page.locator("#tab-outcome").isVisible(), true);
  await settled(page);
  assert.equal(await page.locator("#problems li.valid").count(), 1);
  await page.click('#tabs [data-tab="options"]');
});

test("hovering a mark shows its facts, its ruling and the ruling's text", async () => {
  const example = examples().find((e) => e.path.startsWith("gitm/rotd/gi-5"));
  await pick(example);
  // As the pointer entering the mark does (another mark may lie over its centre).
  await page.locator("#picture svg path.invalid").first().dispatchEvent("mouseover");
  const hover = page.locator("#hover");
  assert.match(await hover.textContent(), /GI-\d/);
  assert.ok((await page.locator("#hover .ruling-wording").first().textContent()).length > 20);
});

test("hovering a GCACW hex shows its number, terrain, the enemy's ZOC and its ruling", async () => {
  // GC-3: 0201 is in Burnside's ZOC (the example's description works it by hand).
  const example = examples().find((e) => e.path.startsWith("gcacw/gc-03"));
  await pick(example);
  const hex = page
    .locator("#picture svg #terrain polygon")
    .filter({ has: page.locator("title", { hasText: /^0201 / }) });
  assert.equal(await hex.count(), 1);
  // The ZOC tint lies over the hex: the event goes to the hex, as the pointer does through it.
  await hex.dispatchEvent("mouseover");
  assert.equal(
    await page.locator("#hover .hover-title").textContent(),
    "0201 clear, in the enemy's ZOC (GC-5)",
  );
  assert.equal(await page.locator("#hover .ruling-id").first().textContent(), "GC-5");
  assert.ok((await page.locator("#hover .ruling-wording").first().textContent()).length > 20);
});

test("hovering a GCACW hex lists each step the options reject into it with the hex it is taken from, as the whole tree has them", async () => {
  // A designer's board: 0203 is impassable (GC-3), a neighbour of the start hex 0304 and of 0303,
  // its first step, so the tree rejects a step into it from each of the two.
  const scenario = JSON.stringify({
    format: "skedaddle-scenario/1",
    ruleset: "gcacw",
    name: "Pickett falls back from the creek",
    board: {
      columns: 6, rows: 6,
      terrain: { "0303": "city", "0203": "impassable" },
      roads: [{ between: ["0303", "0302"], kind: "pike" }],
      prohibited: [{ between: ["0304", "0404"] }],
    },
    units: [
      { id: "Pickett", side: "confederate", type: "infantry", hex: "0304", manpower: 5, fatigue: 2 },
      { id: "Longstreet", side: "confederate", type: "leader", hex: "0304" },
      { id: "Hancock", side: "union", type: "infantry", hex: "0305", manpower: 8 },
      { id: "Gibbon", side: "union", type: "infantry", hex: "0204", manpower: 4 },
      { id: "Buford", side: "union", type: "cavalry", hex: "0502", manpower: 2 },
    ],
    request: { kind: "retreat", hex: "0304", active: ["Hancock", "Gibbon"] },
  }, null, 1);
  // The rejected steps into 0203 in `options --tree`, each under the node it is taken from.
  const tree = cli(["options", "--tree", "-"], scenario);
  assert.equal(tree.status, 0);
  const parents = [];
  const fromTree = [];
  for (const line of tree.out.split("\n")) {
    const match = /^( *)(x )?(\d{4}|-) ?(\S*)/.exec(line);
    if (!match || !line.startsWith(" ") && !/\(start\)/.test(line)) continue;
    const depth = match[1].length / 2;
    if (match[2]) {
      if (match[3] === "0203") fromTree.push(`from ${parents[depth - 1]}, dir ${match[4].replace(":", "")}`);
    } else {
      parents[depth] = match[3];
    }
  }
  assert.deepEqual(fromTree.sort(), ["from 0303, dir SW", "from 0304, dir NW"]);
  await edit(scenario);
  const hex = page.locator("#picture svg #terrain polygon").filter({ has: page.locator("title", { hasText: /^0203 / }) });
  await hex.dispatchEvent("mouseover");
  assert.equal(await page.locator("#hover .hover-title").textContent(), "0203 impassable");
  const facts = await page.locator("#hover .facts").allTextContents();
  assert.equal(facts.length, 2, facts.join("\n"));
  for (const fact of facts) assert.match(fact, /^0203: from \d{4}, dir [NS]?[EW]?, .*reason impassable terrain, \[GC-3\]$/);
  assert.deepEqual(facts.map((f) => /from \d{4}, dir \w+/.exec(f)[0]).sort(), fromTree.sort());
});

test("hovering a Jacobite hex lists a fact the two retreats (0 and 1 flag ignored) share once", async () => {
  const scenario = JSON.stringify({
    format: "skedaddle-scenario/1",
    ruleset: "jacobite",
    name: "Glengarry under the guns",
    board: { columns: 8, rows: 7, baselines: { government: "bottom", jacobite: "top" }, terrain: { D3: "impassable" } },
    units: [
      { id: "Glengarry", side: "jacobite", type: "highland", hex: "D5", blocks: 3 },
      { id: "Keppoch", side: "jacobite", type: "leader", hex: "D5" },
      { id: "Stewart of Appin", side: "jacobite", type: "highland", hex: "C4" },
      { id: "Barrell's Foot", side: "government", type: "regular", hex: "D6" },
    ],
    request: { kind: "combat", unit: "Glengarry", combat: "melee", attacker: "infantry", hits: 1, flags: 2 },
  }, null, 1);
  // JR-3: the attached leader lets Glengarry ignore 1 flag, so the options hold two retreats,
  // each of which rejects the step from D5 into C4, held by a friendly unit (JR-4).
  const tree = cli(["options", "--tree", "-"], scenario);
  assert.equal(tree.out.match(/^ {4}x C4 NW: a friendly unit \[JR-4\]$/gm)?.length, 2, tree.out);
  await edit(scenario);
  const hex = page.locator("#picture svg polygon").filter({ has: page.locator("title", { hasText: /^C4 / }) }).first();
  await hex.dispatchEvent("mouseover");
  assert.deepEqual(await page.locator("#hover .facts").allTextContents(), ["C4: from D5, dir NW, blocked a friendly unit, [JR-4]"]);
});

test("hovering a Jacobite retreat step shows which retreat, which hex and why, and its hexes' places in that retreat, not a bare depth", async () => {
  // JR-2, JR-4 (the example's description, worked by hand): Edinburgh, lowland, takes 1 flag in
  // G6: 2 hexes, none ignored; G6 is in an even row, so its first step NW is to G5, hex 1 of 2,
  // on a path that completes both hexes. The options had said of G5 only "depth 1".
  await pick(examples().find((e) => e.path === "jacobite/jr-02-lowland-two-hexes-per-flag.json"));
  const arrow = page.locator("#picture svg #path-steps line").filter({ has: page.locator("title", { hasText: /G6 to G5/ }) });
  assert.equal(await arrow.count(), 1);
  await arrow.dispatchEvent("mouseover");
  assert.equal(
    await page.locator("#hover .hover-title").textContent(),
    "Edinburgh, 1 flag, none ignored: 2 hexes (JR-2): hex 1, G6 to G5 (NW), on a path that completes the most hexes (JR-4)",
  );
  assert.deepEqual(await page.locator("#hover .facts").allTextContents(), [
    "G6: retreat of Edinburgh with 0 flags ignored, where it starts, [JR-4]",
    "G5: retreat of Edinburgh with 0 flags ignored, hex 1 of 2, [JR-4]",
    "G5: from G6, dir NW",
  ]);
  assert.deepEqual((await page.locator("#hover .ruling-id").allTextContents()).sort(), ["JR-2", "JR-4"]);
});

test("hovering a Jacobite lone leader's way off the board names him, his hex and its ruling", async () => {
  // JR-9 (the example's description): Cope retreats from G10 to G11 or H11 on his baseline, where
  // he may stop or leave the board over it, his second hex, for no banner.
  await pick(examples().find((e) => e.path === "jacobite/jr-09-leader-leaves-over-his-baseline.json"));
  const leave = page.locator("#picture svg line.leave").filter({ has: page.locator("title", { hasText: /from G11/ }) });
  await leave.dispatchEvent("mouseover");
  assert.equal(await page.locator("#hover .hover-title").textContent(), "Cope may leave the board from G11 over his baseline (hex 2 of his retreat): no banner (JR-9)");
  assert.deepEqual(await page.locator("#hover .facts").allTextContents(), [
    "G11: retreat of Cope, hex 2 of 1-3 (over his baseline, off the board), no banner, [JR-9]",
    "G11: retreat of Cope, hex 1 of 1-3 (a step), he may stop here, [JR-9]",
    "G11: from G10, dir SW, how step",
  ]);
});

test("the page opens on an example with something in every tab, not the list's first (a refused request)", async () => {
  const fresh = await browser.context.newPage();
  await fresh.goto(server.url);
  await settled(fresh);
  const example = examples().find((e) => e.path === GC_02);
  assert.equal(await fresh.locator("#example").inputValue(), GC_02);
  assert.equal(await fresh.locator("#editor").inputValue(), readFileSync(example.file, "utf8"));
  assert.equal(await fresh.locator("#problems li.refused").count(), 0);
  assert.equal(await fresh.locator("#problems li.valid").count(), 1);
  assert.equal(await fresh.locator("#options-text").textContent(), cli(["options", example.file]).out);
  await fresh.click('#tabs [data-tab="play"]');
  await settled(fresh);
  await fresh.waitForFunction(() => window.playground.play.answer?.pending != null);
  assert.ok((await fresh.locator("#play-pending button").count()) >= 2);
  await fresh.close();
});

test("a shared link opens the same scenario and settings", async () => {
  const example = examples().find((e) => e.path.startsWith("jacobite/"));
  await pick(example);
  await page.fill("#seed", "11");
  await page.dispatchEvent("#seed", "change");
  await settled(page);
  await page.click("#share");
  await page.waitForFunction(() => location.hash.startsWith("#s="));
  const url = page.url();
  const other = await browser.context.newPage();
  await other.goto(url);
  await settled(other);
  assert.equal(await other.locator("#editor").inputValue(), readFileSync(example.file, "utf8"));
  assert.equal(await other.locator("#seed").inputValue(), "11");
  await other.close();
});

/** Lets `edit` change a field of the Verify tab and waits for the engine's verdict on the
 *  fields as they are then (the page verifies again at every edit, ruling the verdict shown
 *  "pending" at once). */
async function verdict(edit) {
  await edit();
  await page.waitForFunction(() => !["", "pending"].includes(document.getElementById("verify-result").dataset.verdict));
  const result = page.locator("#verify-result");
  return { verdict: await result.getAttribute("data-verdict"), text: await result.textContent() };
}

test("the Verify tab checks a published outcome as skedaddle verify does", async () => {
  // JR-3: dice of the scenario's own and recorded choices, which the request in words names.
  const example = examples().find((e) => e.path.startsWith("jacobite/jr-03"));
  const honestFile = example.file.replace(/\.json$/, ".expected.json");
  const honest = readFileSync(honestFile, "utf8");
  await pick(example);
  await page.click('#tabs [data-tab="verify"]');
  assert.equal(await page.locator('#tabs [data-tab="verify"]').getAttribute("aria-selected"), "true");

  // The host's file, loaded: identical, with the request it vouches for in words.
  const loaded = await verdict(() => page.setInputFiles("#verify-file", honestFile));
  assert.equal(loaded.verdict, "identical");
  assert.equal(loaded.text, cli(["verify", example.file, honestFile]).out);
  assert.match(loaded.text, /^identical\n/);
  assert.match(loaded.text, /chooser: +script/);

  // Tampered (its last event dropped): the difference at its pointer.
  const forged = JSON.parse(honest);
  forged.events.pop();
  const forgedText = JSON.stringify(forged, null, 2);
  const tampered = await verdict(() => page.fill("#verify-outcome", forgedText));
  assert.equal(tampered.verdict, "differs");
  assert.equal(tampered.text, cli(["verify", example.file, "-"], forgedText).out);
  assert.match(tampered.text, new RegExp(`differs at /events/${forged.events.length}: the outcome has nothing`));

  // The honest outcome, but the players agreed another seed than the one it records.
  await verdict(() => page.fill("#verify-outcome", honest));
  const seed = await verdict(() => page.fill("#verify-seed", "9"));
  assert.equal(seed.verdict, "differs");
  assert.equal(seed.text, cli(["verify", "--seed", "9", example.file, "-"], honest).out);
  assert.match(seed.text, /^agreed seed differs at \/verification\/request\/seed: the outcome has "0", expected "9"/);
  await verdict(() => page.fill("#verify-seed", ""));

  // Not an outcome: the engine's error at its pointer in the pasted document.
  const wrong = await verdict(() => page.fill("#verify-outcome", '{"format": "skedaddle-outcome/1"}'));
  assert.equal(wrong.verdict, "error");
  assert.match(wrong.text, /^outcome \/verification: /);

  // An outcome the page's own Resolve made (with the page's chooser and seed), of another game:
  // identical.
  const gcacw = examples().find((e) => e.path === GC_02);
  await pick(gcacw);
  const own = await page.evaluate(() => window.playground.shown.outcomeJson);
  assert.match(own, /"verification"/);
  const resolved = await verdict(() => page.fill("#verify-outcome", own));
  assert.equal(resolved.verdict, "identical");
  assert.equal(resolved.text, cli(["verify", gcacw.file, "-"], own).out);
  await page.click('#tabs [data-tab="options"]');
});

test("the Verify tab verifies again as the agreed fields change, the verdict shown pending until then", async () => {
  const example = examples().find((e) => e.path.startsWith("jacobite/jr-03"));
  const honestFile = example.file.replace(/\.json$/, ".expected.json");
  const honest = readFileSync(honestFile, "utf8");
  await pick(example);
  await page.click('#tabs [data-tab="verify"]');
  assert.equal((await verdict(() => page.fill("#verify-outcome", honest))).verdict, "identical");
  // Each agreed field as the player edits it, and `skedaddle verify` with what is agreed then.
  const edits = [
    { edit: () => page.fill("#verify-seed", "9"), args: ["--seed", "9"] },
    { edit: () => page.fill("#verify-seed", ""), args: [] },
    { edit: () => page.selectOption("#verify-chooser", "first"), args: ["--chooser", "first"] },
    { edit: () => page.selectOption("#verify-chooser", ""), args: [] },
    { edit: () => page.check("#verify-no-dice"), args: ["--no-dice"] },
    { edit: () => page.uncheck("#verify-no-dice"), args: [] },
    { edit: () => page.fill("#verify-choices", "[1]"), args: ["--choices", "[1]"] },
    { edit: () => page.fill("#verify-choices", ""), args: [] },
  ];
  for (const { edit, args } of edits) {
    // At the edit itself, before any answer, the verdict shown is marked as not the fields'.
    const shown = await page.evaluate(() => document.getElementById("verify-result").dataset.verdict);
    assert.notEqual(shown, "pending");
    const marked = page.evaluate(() => new Promise((resolve) => {
      const result = document.getElementById("verify-result");
      const seen = () => resolve({ verdict: result.dataset.verdict, busy: result.getAttribute("aria-busy") });
      for (const id of ["verify-seed", "verify-chooser", "verify-no-dice", "verify-choices"]) {
        document.getElementById(id).addEventListener("input", () => queueMicrotask(seen), { once: true });
      }
    }));
    const got = await verdict(edit);
    assert.deepEqual(await marked, { verdict: "pending", busy: "true" }, args.join(" "));
    const native = cli(["verify", ...args, example.file, "-"], honest);
    assert.equal(got.text, native.out, args.join(" "));
    assert.equal(got.verdict, native.status === 0 ? "identical" : "differs", args.join(" "));
  }
  // A seed above 2^53 agreed: the page's own Resolve with it is identical, as skedaddle verify says.
  const gcacw = examples().find((e) => e.path === GC_02);
  await pick(gcacw);
  await setSeed(BIG_SEED);
  const own = await page.evaluate(() => window.playground.shown.outcomeJson);
  await verdict(() => page.fill("#verify-outcome", own));
  const agreed = await verdict(() => page.fill("#verify-seed", BIG_SEED));
  assert.equal(agreed.verdict, "identical");
  assert.equal(agreed.text, cli(["verify", "--seed", BIG_SEED, gcacw.file, "-"], own).out);
  // Not a seed: the engine's error in the settings, the field marked with the CLI's words.
  const bad = await verdict(() => page.fill("#verify-seed", "18446744073709551616"));
  assert.equal(bad.verdict, "error");
  assert.equal(bad.text, 'settings /seed: expected a seed: an unsigned integer from 0 to 18446744073709551615, or its decimal digits as a string ("12", as an outcome\'s verification writes it), got "18446744073709551616"');
  assert.equal(await page.locator("#verify-seed").getAttribute("aria-invalid"), "true");
  assert.equal(await page.locator("#verify-seed-problem").textContent(), 'expected an integer from 0 to 18446744073709551615, got "18446744073709551616"');
  await verdict(() => page.fill("#verify-seed", ""));
  await setSeed("");
  await page.click('#tabs [data-tab="options"]');
  await settled(page);
});

/** Clicks the option `pick(count)` of each decision of the play until it is over, and waits
 *  for every answer. */
async function playThrough(pick = () => 0) {
  while (!(await page.evaluate(() => window.playground.play.answer?.done))) {
    const before = await page.evaluate(() => window.playground.play.history.length);
    const buttons = page.locator("#play-pending button.play-choice");
    await buttons.nth(pick(await buttons.count())).click();
    await page.waitForFunction((n) => window.playground.play.answer.history.length === n + 1, before);
  }
  await settled(page);
}

/** `skedaddle resolve --chooser script --seed SEED` of `scenario` (a document): its trace for
 *  people and its outcome JSON. */
function scriptedRun(scenario, seed) {
  const run = (flags) => cli(["resolve", ...flags, "--chooser", "script", "--seed", seed, "-"], JSON.stringify(scenario));
  const [text, json] = [run([]), run(["--json"])];
  assert.equal(text.status, 0, text.err);
  return { text: text.out, json: json.out };
}

test("a finished play shows the engine's text trace, as skedaddle resolve prints it, its rulings linked", async () => {
  const example = examples().find((e) => e.path === GC_02);
  await pick(example);
  await page.click('#tabs [data-tab="play"]');
  await settled(page);
  await playThrough((count) => count - 1);
  const outcome = await page.evaluate(() => window.playground.shown.playOutcomeJson);
  const scenario = { ...JSON.parse(readFileSync(example.file, "utf8")), choices: JSON.parse(outcome).replay.choices };
  const trace = await page.locator("#play-outcome").textContent();
  // The same words as the CLI and the Resolve tab: "[GC-7] ... -> 0401: chart 1 row ...", then
  // every unit's state; not the events' type names.
  assert.equal(trace, scriptedRun(scenario, "0").text);
  assert.match(trace, /^\[GC-\d+\] .*->/m);
  const ids = trace.match(/\b(?:GC|JR|GI|GT|ALL)-\d+\b/g);
  assert.deepEqual(await page.locator("#play-outcome .rule-ref").allTextContents(), ids);
  await page.click('#tabs [data-tab="options"]');
  await settled(page);
});

/** The JR-8 example whose scripted dice kill the leader: its first decision is then the unit's
 *  retreat step, where dice of the seed may let him live and ask first which flags to ignore. */
const JR_08 = "jacobite/jr-08-leader-killed-unit-rallies-first-then-retreats.json";

/** The values of the play's dice modes offered (not hidden). */
const diceModes = () => page.evaluate(() => [...document.querySelectorAll("#play-chance option")].filter((o) => !o.hidden && !o.disabled).map((o) => o.value));

test("roll by the seed rolls the seed's dice where the scenario scripts its own; the scenario's dice play them", async () => {
  const example = examples().find((e) => e.path === JR_08);
  await pick(example);
  await page.click('#tabs [data-tab="play"]');
  await settled(page);
  assert.deepEqual(await diceModes(), ["scenario", "seeded", "explicit"]);
  assert.equal(await page.locator("#play-chance").inputValue(), "seeded");
  const casualtyChecks = [];
  for (const seed of ["1", "2"]) {
    await setSeed(seed);
    // The leader's casualty check by the seed: he lives, so the flags come first (JR-3, JR-8).
    const first = await page.evaluate(() => window.playground.play.answer.pending);
    assert.equal(first.topic, "ignore flags", `seed ${seed}`);
    await playThrough();
    const outcome = await page.evaluate(() => window.playground.shown.playOutcomeJson);
    const scenario = JSON.parse(readFileSync(example.file, "utf8"));
    delete scenario.dice;
    scenario.choices = JSON.parse(outcome).replay.choices;
    // The replay line names the run that gives the same outcome: without the scenario's dice.
    const scripted = scriptedRun(scenario, seed);
    assert.equal(withoutVerification(outcome), withoutVerification(scripted.json));
    const trace = await page.locator("#play-outcome").textContent();
    assert.equal(trace, scripted.text);
    assert.equal(
      await page.locator("#play-script").textContent(),
      `The same as: "choices": ${JSON.stringify(scenario.choices)} in the scenario and no "dice", then skedaddle resolve --chooser script --seed ${seed}`,
    );
    casualtyChecks.push(trace.split("\n").filter((line) => line.includes("casualty check")));
  }
  // Two seeds, two rolls of the leader's casualty check.
  assert.equal(casualtyChecks[0].length, 1);
  assert.notDeepEqual(casualtyChecks[0], casualtyChecks[1]);
  // The scenario's dice: the leader falls (saber, saber), and the unit's retreat step is first.
  await setSeed("");
  await page.click('#tabs [data-tab="play"]');
  await settled(page);
  await page.selectOption("#play-chance", "scenario");
  await page.waitForFunction(() => window.playground.play.answer?.pending?.topic === "retreat step");
  await playThrough((count) => count - 1);
  const outcome = await page.evaluate(() => window.playground.shown.playOutcomeJson);
  const scenario = { ...JSON.parse(readFileSync(example.file, "utf8")), choices: JSON.parse(outcome).replay.choices };
  const scripted = scriptedRun(scenario, "0");
  assert.equal(withoutVerification(outcome), withoutVerification(scripted.json));
  assert.equal(await page.locator("#play-outcome").textContent(), scripted.text);
  assert.equal(
    await page.locator("#play-script").textContent(),
    `The same as: "choices": ${JSON.stringify(scenario.choices)} in the scenario, then skedaddle resolve --chooser script --seed 0`,
  );
  // A scenario without "dice" has none to offer: the play rolls by the seed.
  await pick(examples().find((e) => e.path === GC_02));
  assert.deepEqual(await diceModes(), ["seeded", "explicit"]);
  assert.equal(await page.locator("#play-chance").inputValue(), "seeded");
  await page.click('#tabs [data-tab="options"]');
  await settled(page);
});

/** The labels of the play's choice buttons shown. */
const choiceLabels = () => page.locator("#play-pending button.play-choice").evaluateAll((buttons) => buttons.map((b) => b.firstChild.textContent));

/** Plays the rest by the first option of each decision and checks the whole play against the
 *  CLI's scripted run of the JR-8 example without its "dice", with `seed`: its first choice
 *  `first`. */
async function assertPlayedWithSeed(example, seed, first) {
  await playThrough();
  const outcome = await page.evaluate(() => window.playground.shown.playOutcomeJson);
  const scenario = JSON.parse(readFileSync(example.file, "utf8"));
  delete scenario.dice;
  scenario.choices = JSON.parse(outcome).replay.choices;
  assert.equal(String(scenario.choices[0]), first, `seed ${seed}`);
  assert.equal(withoutVerification(outcome), withoutVerification(scriptedRun(scenario, seed).json), `seed ${seed}`);
  assert.match(outcome, new RegExp(`"seed": ${seed}\\b`));
}

test("a seed typed, then a choice clicked at once: the click counts, on the seed typed", async () => {
  // JR-8 rolling by the seed: the leader's casualty check by the seed, then the flags (JR-3).
  const example = examples().find((e) => e.path === JR_08);
  await pick(example);
  await page.click('#tabs [data-tab="play"]');
  await setSeed("1");
  // Typed, and a button clicked straight away: leaving the field applies the seed and restarts
  // the play under the click.
  await page.fill("#seed", "2");
  const labels = await choiceLabels();
  assert.ok(labels.length >= 2, labels.join(" "));
  await page.locator("#play-pending button.play-choice").last().click();
  await settled(page);
  assert.deepEqual(await page.evaluate(() => window.playground.play.answer.history), [{ kind: "choice", index: labels.length - 1 }]);
  assert.equal(await page.locator("#play-note").textContent(), "");
  await assertPlayedWithSeed(example, "2", labels.at(-1));

  // A slower press: the button pressed, the seed applied and the play restarted while it is
  // down, then released: the same button, clicked.
  await page.click("#play-start");
  await settled(page);
  const button = page.locator("#play-pending button.play-choice").last();
  await button.hover();
  await page.fill("#seed", "1");
  await page.mouse.down();
  await settled(page);
  assert.equal(await page.evaluate(() => window.playground.play.answer.history.length), 0);
  await page.mouse.up();
  await settled(page);
  assert.deepEqual(await page.evaluate(() => window.playground.play.answer.history), [{ kind: "choice", index: labels.length - 1 }]);
  await assertPlayedWithSeed(example, "1", labels.at(-1));

  // Typed and left alone: the seed is applied once typing pauses, so leaving the field for a
  // button later restarts nothing.
  const before = await page.evaluate(() => window.playground.generation);
  await page.fill("#seed", "2");
  await page.waitForFunction((n) => window.playground.generation > n, before);
  await settled(page);
  const applied = await page.evaluate(() => window.playground.generation);
  await page.locator("#play-pending button.play-choice").last().click();
  await settled(page);
  assert.equal(await page.evaluate(() => window.playground.generation), applied);
  assert.deepEqual(await page.evaluate(() => window.playground.play.answer.history), [{ kind: "choice", index: labels.length - 1 }]);
  await assertPlayedWithSeed(example, "2", labels.at(-1));
  await setSeed("");
  await page.click('#tabs [data-tab="options"]');
  await settled(page);
});

test("a click the restarted play does not ask for is not taken for another question, and the page says so", async () => {
  // JR-8 rolling by the seed: with seed 1 the leader lives and the flags come first; with 136
  // he falls (saber, saber), the unit rallies, and its retreat step is first.
  const example = examples().find((e) => e.path === JR_08);
  await pick(example);
  await page.click('#tabs [data-tab="play"]');
  await setSeed("1");
  assert.equal(await page.evaluate(() => window.playground.play.answer.pending.topic), "ignore flags");
  const [label] = await choiceLabels();
  await page.fill("#seed", "136");
  await page.locator("#play-pending button.play-choice").first().click();
  await settled(page);
  const step = await page.evaluate(() => window.playground.play.answer);
  assert.equal(step.pending.topic, "retreat step");
  assert.deepEqual(step.history, []);
  assert.equal(await page.locator("#play-note").textContent(), `The play started again with the new settings, which ask something else here: your click on “${label}” (ignore flags at G5) was not taken.`);
  // The next click is the play's own: the note goes.
  await choose(0);
  assert.equal(await page.locator("#play-note").textContent(), "");
  await setSeed("");
  await page.click('#tabs [data-tab="options"]');
  await settled(page);
});

test("a decision's heading says who decides, where, and what, the engine's topic read as a name", async () => {
  // Not "decides the ignore flags at G5": a topic is a name, which "the" does not fit.
  for (const [path, heading] of [
    [GC_02, "The owner decides at 0301: retreat step"],
    [JR_08, "The owner decides at G5: ignore flags"],
  ]) {
    await pick(examples().find((e) => e.path === path));
    await page.click('#tabs [data-tab="play"]');
    await settled(page);
    assert.equal(await page.locator("#play-pending > p").first().textContent(), heading);
  }
  await page.click('#tabs [data-tab="options"]');
  await settled(page);
});

test("a finished play's picture goes once the play is undone or started again: the position is shown", async () => {
  // GC-2: "stop" at 0301 ends the play there; the scenario's best chooser goes on to 0501.
  // Until the play ends, the Play tab shows the position and its options, not that route.
  const example = examples().find((e) => e.path === GC_02);
  const resolvedPicture = sha256(cli(["render", example.file, "-o", "-"]).out);
  const scenarioPicture = sha256(cli(["render", example.file, "--no-resolve", "-o", "-"]).out);
  assert.notEqual(scenarioPicture, resolvedPicture);
  await pick(example);
  await page.click('#tabs [data-tab="outcome"]');
  await settled(page);
  assert.equal(await linkHash(page, "save-svg"), resolvedPicture);
  await page.click('#tabs [data-tab="play"]');
  await settled(page);
  assert.equal(await linkHash(page, "save-svg"), scenarioPicture);
  assert.ok(await page.locator("#show-resolve").isDisabled());
  assert.ok(await page.locator("#show-odds").isDisabled());
  for (const button of ["#play-undo", "#play-start"]) {
    await playThrough();
    const played = await page.evaluate(() => window.playground.play.answer.svg);
    assert.notEqual(sha256(played), scenarioPicture);
    assert.equal(await linkHash(page, "save-svg"), sha256(played));
    await page.click(button);
    await page.waitForFunction(() => window.playground.play.answer?.done === false);
    await settled(page);
    assert.equal(await linkHash(page, "save-svg"), scenarioPicture, button);
  }
  // The other tabs draw as their settings ask: the resolved path again.
  await page.click('#tabs [data-tab="options"]');
  await settled(page);
  assert.equal(await linkHash(page, "save-svg"), resolvedPicture);
  assert.ok(await page.locator("#show-resolve").isEnabled());
});

test("with exact odds, the options and resolved path boxes, which render --odds does not draw, are disabled and say why", async () => {
  // `render --odds` draws the odds "instead of the tree and a path": ticked and enabled, the
  // two boxes would claim a picture they do not make.
  const example = examples().find((e) => e.path === GC_02);
  await pick(example);
  const boxes = ["#show-options", "#show-resolve"];
  for (const box of boxes) assert.ok(await page.locator(box).isEnabled(), box);
  await page.check("#show-odds");
  await settled(page);
  assert.equal(await linkHash(page, "save-svg"), sha256(cli(["render", "--odds", example.file, "-o", "-"]).out));
  for (const box of boxes) {
    assert.ok(await page.locator(box).isDisabled(), `${box} with the odds`);
    assert.match(await page.locator(box).getAttribute("title"), /not with the exact odds/);
  }
  await page.uncheck("#show-odds");
  await settled(page);
  for (const box of boxes) {
    assert.ok(await page.locator(box).isEnabled(), `${box} without the odds`);
    assert.equal(await page.locator(box).getAttribute("title"), "");
  }
  assert.equal(await linkHash(page, "save-svg"), sha256(cli(["render", example.file, "-o", "-"]).out));
});

test("a refused request (ALL-3) has no events to step through and nothing to play: the page says so, with the CLI's line", async () => {
  const example = examples().find((e) => e.path === "gcacw/gc-01-cavalry-retreat-of-a-stack-with-infantry-is-refused.json");
  const native = cli(["resolve", example.file]);
  assert.equal(native.status, 3);
  await pick(example);
  await page.click('#tabs [data-tab="outcome"]');
  await settled(page);
  assert.equal(await page.locator("#event-count").textContent(), "no events: the request is refused");
  assert.equal(await page.locator("#events li").count(), 0);
  assert.equal(await page.locator("#units-text").textContent(), native.out.trim());
  await page.click('#tabs [data-tab="play"]');
  await settled(page);
  await page.waitForFunction(() => window.playground.play.answer?.done === true);
  assert.equal(await page.locator("#play-script").textContent(), "The request is refused (ALL-3): there is nothing to play.");
  assert.equal(await page.locator("#play-outcome").textContent(), native.out);
  // A scenario that is not refused steps through its events again.
  await pick(examples().find((e) => e.path === GC_02));
  await page.click('#tabs [data-tab="outcome"]');
  await settled(page);
  assert.match(await page.locator("#event-count").textContent(), /^event \d+ of \d+$/);
  await page.click('#tabs [data-tab="options"]');
  await settled(page);
});

test("a decision's button is named by its choice and its figures, two words apart (GC-2's 'stop 1 way ...')", async () => {
  await pick(examples().find((e) => e.path === GC_02));
  await page.click('#tabs [data-tab="play"]');
  await settled(page);
  await page.waitForFunction(() => window.playground.play.answer?.pending != null);
  const buttons = await page.locator("#play-pending button.play-choice").evaluateAll((all) =>
    all.map((b) => ({ label: b.firstChild.textContent, figures: b.querySelector(".figures")?.textContent })),
  );
  assert.ok(buttons.length >= 2 && buttons.every((b) => /^\d+ ways? /.test(b.figures)), JSON.stringify(buttons));
  for (const { label, figures } of buttons) {
    assert.equal(await page.getByRole("button", { name: `${label} ${figures}`, exact: true }).count(), 1, `${label} ${figures}`);
  }
  await page.click('#tabs [data-tab="options"]');
  await settled(page);
});

test("a roll chosen by hand is listed by its outcome's label, as its button showed it; Undo only when there is something to undo", async () => {
  // JR-8: the leader's casualty check, 2d6: "fewer than 2 sabers" (35/36) or "at least 2".
  await pick(examples().find((e) => e.path === JR_08));
  await page.click('#tabs [data-tab="play"]');
  await page.selectOption("#play-chance", "explicit");
  await settled(page);
  const roll = await page.evaluate(() => window.playground.play.answer.pending_chance);
  assert.deepEqual(roll.outcomes.map((o) => o.label), ["fewer than 2 sabers", "at least 2 sabers"]);
  const before = await page.evaluate(() => window.playground.play.answer.history.length);
  await page.locator("#play-pending button.play-chance").first().click();
  await page.waitForFunction((n) => window.playground.play.answer.history.length === n + 1, before);
  await settled(page);
  assert.deepEqual(await page.locator("#play-history li").allTextContents(), ["rolled fewer than 2 sabers"]);
  assert.equal(await page.locator("#play-undo").isEnabled(), true);
  await page.click("#play-undo");
  await page.waitForFunction(() => window.playground.play.answer.history.length === 0);
  await settled(page);
  assert.equal(await page.locator("#play-history li").count(), 0);
  // Back at the start: nothing to undo, and the button says so.
  assert.equal(await page.locator("#play-undo").isDisabled(), true);
  await page.selectOption("#play-chance", "seeded");
  await page.click('#tabs [data-tab="options"]');
  await settled(page);
});

test("the Resolve tab's stepper buttons are named, and step through the CLI's events one by one", async () => {
  const example = examples().find((e) => e.path === GC_02);
  const trace = cli(["resolve", example.file]).out.split("\n\n")[0].split("\n").filter((l) => l !== "");
  await pick(example);
  await page.click('#tabs [data-tab="outcome"]');
  await settled(page);
  const n = trace.length;
  assert.equal(await page.locator("#event-count").textContent(), `event ${n} of ${n}`);
  const step = async (name, at) => {
    await page.getByRole("button", { name, exact: true }).click();
    assert.equal(await page.locator("#event-count").textContent(), `event ${at} of ${n}`, name);
    // The current event is the trace's line `at`; those after it are later.
    if (at < n) assert.equal(await page.locator("#events li.current").textContent(), trace[at - 1]);
    assert.equal(await page.locator("#events li.later").count(), n - at);
  };
  await step("first event", 1);
  await step("next event", 2);
  await step("next event", 3);
  await step("previous event", 2);
  await step("last event", n);
  // Each names itself to a pointer as well (its tooltip).
  for (const name of ["first event", "previous event", "next event", "last event"]) {
    assert.equal(await page.getByRole("button", { name, exact: true }).getAttribute("title"), name);
  }
  await page.click('#tabs [data-tab="options"]');
  await settled(page);
});

test("on a phone's width (390 px) no tab needs the page scrolled sideways", async () => {
  // JR-8: the longest example names are wider than a phone. In the Verify tab, GC-2's outcome:
  // its verdict names two SHA-256 hashes, 64 characters without a break.
  await pick(examples().find((e) => e.path === JR_08));
  const gc02 = examples().find((e) => e.path === GC_02).file.replace(/\.json$/, ".expected.json");
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    for (const tab of ["options", "outcome", "play", "odds", "verify"]) {
      await page.click(`#tabs [data-tab="${tab}"]`);
      // The outcome JSON, open: lines of up to 200 characters and more.
      if (tab === "outcome") await page.click("#tab-outcome details summary");
      if (tab === "verify") {
        await page.fill("#verify-outcome", readFileSync(gc02, "utf8"));
        await page.waitForFunction(() => document.getElementById("verify-result").dataset.verdict === "differs");
        assert.match(await page.locator("#verify-result").textContent(), /hash differs at \/verification\/sha256: the outcome has "[0-9a-f]{64}"/);
      }
      await settled(page);
      // What reaches past the window (an element, or its text past its box), named.
      const wider = await page.evaluate(() =>
        [...document.querySelectorAll("body *")]
          .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 || (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX === "visible"))
          .map((e) => `${e.tagName.toLowerCase()}#${e.id}: ${e.textContent.slice(0, 200)}`),
      );
      assert.deepEqual(await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]), [390, 390], `${tab}: ${wider.join("; ")}`);
    }
  } finally {
    await page.setViewportSize({ width: 1400, height: 1000 });
    await page.evaluate(() => {
      const outcome = document.getElementById("verify-outcome");
      outcome.value = "";
      outcome.dispatchEvent(new Event("input"));
      document.querySelector("#tab-outcome details").open = false;
    });
  }
  await page.click('#tabs [data-tab="options"]');
  await settled(page);
});

test("a play chosen from the keyboard keeps the focus in the play, decision after decision", async () => {
  // JR-8 by the scenario's seed: the flags (the last button: ignore none, so retreat 1 hex),
  // then the retreat step, then the end.
  await pick(examples().find((e) => e.path === JR_08));
  await page.click('#tabs [data-tab="play"]');
  await settled(page);
  await page.locator("#play-pending button.play-choice").last().focus();
  const focused = () => page.evaluate(() => (document.activeElement.closest("#play-pending") ? "a choice" : document.activeElement.id || document.activeElement.tagName));
  let presses = 0;
  while (!(await page.evaluate(() => window.playground.play.answer.done))) {
    assert.equal(await focused(), "a choice", `after ${presses} presses`);
    const before = await page.evaluate(() => window.playground.play.answer.history.length);
    await page.keyboard.press("Enter");
    await page.waitForFunction((n) => window.playground.play.answer.history.length === n + 1, before);
    await settled(page);
    presses++;
  }
  assert.ok(presses >= 2, `${presses} presses`);
  // Over: the focus on the play's panel, from which Tab reaches what it shows.
  assert.equal(await focused(), "tab-play");
  await page.click('#tabs [data-tab="options"]');
  await settled(page);
});

test("two choices clicked before the engine answers the first: the first counts, the second was of a decision taken", async () => {
  const example = examples().find((e) => e.path === JR_08);
  await pick(example);
  await page.click('#tabs [data-tab="play"]');
  await settled(page);
  const labels = await choiceLabels();
  assert.ok(labels.length >= 2, labels.join(" "));
  // Both clicks in one task: the engine cannot answer between them.
  await page.evaluate(() => {
    const buttons = document.querySelectorAll("#play-pending button.play-choice");
    buttons[buttons.length - 1].click();
    buttons[0].click();
  });
  await settled(page);
  const step = await page.evaluate(() => window.playground.play.answer);
  assert.deepEqual(step.history, [{ kind: "choice", index: labels.length - 1 }]);
  assert.equal(step.done, false);
  await page.click('#tabs [data-tab="options"]');
  await settled(page);
});

test("the zoom shows the picture at 100% to 300%, scrolled in its panel, the hex labels readable, the hover facts at every zoom", async () => {
  // GC-3: 0201 is in Burnside's ZOC (the example's description works it by hand).
  await pick(examples().find((e) => e.path.startsWith("gcacw/gc-03")));
  const svg = page.locator("#picture > svg");
  const label = page.locator("#picture svg text").filter({ hasText: /^0201$/ });
  const hex = (number) => page.locator("#picture svg #terrain polygon").filter({ has: page.locator("title", { hasText: new RegExp(`^${number} `) }) });
  /** The pointer over the middle of the hex `number`, scrolled into the panel's view; then the
   *  hover panel's heading. */
  const pointAt = async (number) => {
    await hex(number).scrollIntoViewIfNeeded();
    const box = await hex(number).boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    return page.locator("#hover .hover-title").textContent();
  };
  const own = await svg.evaluate((element) => element.width.baseVal.value);
  const shown = {};
  for (const zoom of ["fit", "1", "1.5", "2", "3", "fit"]) {
    await page.selectOption("#zoom", zoom);
    shown[zoom] = { width: (await svg.boundingBox()).width, label: (await label.boundingBox()).height };
    // The picture scrolls in its panel: the page itself keeps the window's width.
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `zoom ${zoom}`);
    // Two hexes in turn (the panel keeps the last mark's facts): the marks under the pointer.
    assert.match(await pointAt("0101"), /^0101 /, `zoom ${zoom}`);
    assert.equal(await pointAt("0201"), "0201 clear, in the enemy's ZOC (GC-5)", `zoom ${zoom}`);
  }
  // Fitted, the board fills the panel at most at its own size: its labels no larger than at 100%
  // (here the same: this small board fits the panel at its own size).
  assert.ok(shown.fit.label <= shown["1"].label + 0.5, JSON.stringify(shown));
  assert.ok(Math.abs(shown["1"].width - own) < 1 && Math.abs(shown["2"].width - 2 * own) < 1, JSON.stringify(shown));
  assert.ok(shown["2"].label >= 10 && shown["3"].label > shown["2"].label, JSON.stringify(shown));
  // The engine's SVG is the CLI's at every zoom, and a picture drawn anew keeps the zoom.
  await page.selectOption("#zoom", "2");
  await page.click("#show-whole");
  await settled(page);
  assert.ok(Math.abs((await svg.boundingBox()).width - 2 * (await svg.evaluate((element) => element.width.baseVal.value))) < 1);
  assert.equal(await linkHash(page, "save-svg"), sha256(cli(["render", "--whole", examples().find((e) => e.path.startsWith("gcacw/gc-03")).file, "-o", "-"]).out));
  await page.click("#show-whole");
  await page.selectOption("#zoom", "fit");
  await settled(page);
});

test("in a 1024x768 window, \"fit\" draws a Jacobite board at the panel's width, at most its own size, its hex labels readable, the legend scrolled to", async () => {
  // The widest Jacobite pictures (two legend columns beside a cropped board): fitted whole to
  // the panel (617 px), their 7.5 px hex labels were drawn 3 px (jr-05, 1824 px wide) and 5 px
  // (jr-09, 1184 px) high.
  await page.setViewportSize({ width: 1024, height: 768 });
  try {
    await page.selectOption("#zoom", "fit");
    for (const name of ["jacobite/jr-05-blocked-loss-leader-casualty-check", "jacobite/jr-03-ignore-cap-two-of-four-sources", "jacobite/jr-09-leader-leaves-over-his-baseline"]) {
      await pick(examples().find((e) => e.path === `${name}.json`));
      const shown = await page.evaluate(() => {
        const picture = document.getElementById("picture");
        const svg = picture.querySelector(":scope > svg");
        const heights = [...svg.querySelectorAll("#hex-labels text")].map((t) => t.getBoundingClientRect().height);
        return {
          label: Math.min(...heights),
          board: svg.querySelector("#map").getBoundingClientRect().right,
          panel: picture.getBoundingClientRect().right,
          own: svg.width.baseVal.value,
          width: svg.getBoundingClientRect().width,
          pageFits: document.documentElement.scrollWidth <= window.innerWidth,
        };
      });
      // 7.5 px type at (about) its own size: a box about 9 px high.
      assert.ok(shown.label >= 8, `${name}: ${JSON.stringify(shown)}`);
      assert.ok(shown.width <= shown.own + 0.5, `${name}: ${JSON.stringify(shown)}`);
      assert.ok(shown.board <= shown.panel, `${name}: ${JSON.stringify(shown)}`);
      assert.ok(shown.pageFits, name);
    }
  } finally {
    await page.setViewportSize({ width: 1400, height: 1000 });
  }
});

test("the Play tab tells the story so far above the decision, as skedaddle resolve words it; an answer adds to it, Undo and Start again tell it anew", async () => {
  // GC-2, GC-8 (the example's description, worked by hand): before the owner is first asked, at
  // 0301, the stack is forced from 0101 to 0201 (Chart 1 row 4b, loss 2 to each combat unit:
  // Hood 2 -> 0, eliminated; McLaws 5 -> 3, disorganized), then on to 0301 (row 2, loss 0).
  const handWorked = [
    "[GC-1] retreat: Longstreet, Hood, McLaws from 0101, 2-4 hexes",
    "[GC-7] Longstreet, Hood, McLaws 0101 -> 0201: chart 1 row 4b (priority 4), loss 2",
    "[GC-8] Hood loses 2 manpower (0 left)",
    "[GC-2] Hood is eliminated (manpower 0)",
    "[GC-8] McLaws loses 2 manpower (3 left)",
    "[GC-2] McLaws is disorganized",
    "[GC-7] Longstreet, McLaws 0201 -> 0301: chart 1 row 2 (priority 2), loss 0",
  ];
  const example = examples().find((e) => e.path === GC_02);
  // The same lines as the CLI's trace begins with.
  assert.deepEqual(cli(["resolve", example.file]).out.split("\n").slice(0, 7), handWorked);
  await pick(example);
  await page.click('#tabs [data-tab="play"]');
  await settled(page);
  const story = () => page.locator("#play-story-lines li").allTextContents();
  const added = () => page.locator("#play-story-lines li.new").allTextContents();
  const answered = async (n) => {
    await page.waitForFunction((count) => window.playground.play.answer?.history.length === count, n);
    await settled(page);
  };
  assert.equal(await page.locator("#play-story").isVisible(), true);
  assert.deepEqual(await story(), handWorked);
  assert.equal(await page.locator("#play-story-count").textContent(), "(7 events)");
  assert.equal(await page.locator("#play-pending > p").first().textContent(), "The owner decides at 0301: retreat step");
  // Above the decision.
  const [told, asked] = [await page.locator("#play-story").boundingBox(), await page.locator("#play-pending").boundingBox()];
  assert.ok(told.y + told.height <= asked.y + 1, JSON.stringify([told, asked]));
  // 0401 taken: the choice and the step it leads to, the newest last and marked.
  await page.locator('#play-pending button.play-choice[data-label="0401"]').click();
  await answered(1);
  const on = await story();
  assert.deepEqual(on.slice(0, 7), handWorked);
  assert.equal(on.length, 9);
  assert.match(on[7], /^\[GC-7\] owner chose 0401 of 2 options/);
  assert.equal(on[8], "[GC-7] Longstreet, McLaws 0301 -> 0401: chart 1 row 2 (priority 2), loss 0");
  assert.deepEqual(await added(), on.slice(7));
  // Undo: the story before the choice again, nothing marked.
  await page.click("#play-undo");
  await answered(0);
  assert.deepEqual(await story(), handWorked);
  assert.deepEqual(await added(), []);
  // Taken again, then Start again: the start's story.
  await page.locator('#play-pending button.play-choice[data-label="0401"]').click();
  await answered(1);
  await page.click("#play-start");
  await answered(0);
  assert.deepEqual(await story(), handWorked);
  // Over: the whole trace is shown, as before; the story so far gives way to it.
  await playThrough();
  assert.equal(await page.locator("#play-story").isHidden(), true);
  assert.match(await page.locator("#play-outcome").textContent(), /\[GC-2\] Hood is eliminated \(manpower 0\)/);
  await page.click('#tabs [data-tab="options"]');
  await settled(page);
});

test("a syntax error is marked from its offending token to the end of its line", async () => {
  // A comma left out between two members of Hood's line: the parser stops at "manpower".
  const example = examples().find((e) => e.path === GC_02);
  const text = readFileSync(example.file, "utf8");
  const broken = text.replace('"hex": "0101", "manpower": 2', '"hex": "0101" "manpower": 2');
  assert.notEqual(broken, text);
  await edit(broken);
  assert.match(await page.locator("#problems li.error").first().textContent(), /malformed JSON/);
  const marks = page.locator("#editor-marks mark");
  assert.equal(await marks.count(), 1);
  assert.equal(await marks.first().textContent(), '"manpower": 2 },');
  await edit(text);
  assert.equal(await page.locator("#problems li.valid").count(), 1);
});

test("a long example name, cut short in the list, is there whole as the tooltip of its entry and of the list", async () => {
  // JR-8's: wider than the list shows it.
  const example = examples().find((e) => e.path === JR_08);
  const name = JSON.parse(readFileSync(example.file, "utf8")).name;
  await pick(example);
  const select = page.locator("#example");
  const cut = await select.evaluate((element, text) => {
    const context = document.createElement("canvas").getContext("2d");
    context.font = getComputedStyle(element).font;
    return context.measureText(text).width > element.clientWidth;
  }, name);
  assert.equal(cut, true, "the name is wider than the list");
  assert.equal(await select.getAttribute("title"), name);
  const entries = await page.locator("#example option").evaluateAll((options) => options.filter((o) => o.value).map((o) => [o.textContent, o.title]));
  assert.ok(entries.length > 50, `${entries.length} entries`);
  for (const [text, title] of entries) assert.equal(title, text);
  // Edited, the text is no longer the example's: the list names none, nor does its tooltip.
  const text = readFileSync(example.file, "utf8");
  await edit(text.replace('"name": "', '"name": "Edited: '));
  assert.equal(await select.getAttribute("title"), "");
  await pick(examples().find((e) => e.path === GC_02));
});

test("no console errors", () => {
  assert.deepEqual(consoleErrors, []);
});
