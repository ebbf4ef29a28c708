// SPDX-License-Identifier: MIT
// The playground page: an editor checked as you type, the engine's own picture with its marks
// explained on hover, the outcome stepped event by event, a resolution played by clicking, the
// exact odds, a published outcome verified, and a link that holds the scenario. Every answer comes from the engine (the C
// interface, compiled to WebAssembly, in a worker: engine.js); this file only shows them.
import { Engine } from "./engine.js";
import { Status } from "./engine-call.js";
import { locatePointers, locateError } from "./json-locate.js";
import { parseSeed, SEED_EXPECTED } from "./seed.js";
import { chanceText, chanceWords, outcomeLine } from "./odds-text.js";

const $ = (id) => document.getElementById(id);
const engine = new Engine();
// The odds beside a play's choices come from an engine of their own (a second worker), so that
// working them out never holds up the answer to the player's next click.
const oddsEngine = new Engine();
const RULE_ID = /\b(?:GC|JR|GI|GT|ALL)-\d+\b/g;

/** A play from its start: the choices and rolls taken (`history`) and the labels of their
 *  buttons (`labels`), the engine's step answer shown (`answer`), the edit generation and the
 *  step asked that it answers (`generation`, `shown`), a click on one of its buttons held
 *  until the play shown is the current one (`held`), and the scenario and settings that step
 *  was asked with, which its odds are asked with too (`asked`). */
function newPlay() {
  return { history: [], labels: [], answer: null, generation: -1, shown: 0, held: null, asked: null };
}

/** What the page shows now; `shown` holds the engine's exact answers (the tests read them). */
const state = {
  generation: 0, // each edit starts a new one; answers of older ones are dropped
  settled: -1, // the last generation whose answers are all shown
  answers: "pending", // what the answer panels show: ANSWERS_NOTE's keys
  rulings: new Map(), // id -> {title, section, wording}
  placeFacts: new Map(), // place -> [facts], from the options JSON
  unitIds: [],
  scriptedDice: false, // the scenario lists "dice": its play may roll them or the seed's
  events: [],
  eventAt: 0,
  refused: false, // the Resolve tab's outcome is a refusal (ALL-3): no events, only its line
  play: newPlay(),
  shown: { svg: "", outcomeJson: "", optionsText: "", playOutcomeJson: "" },
  // The play's odds: their engine (the tests hold its answers back, as a slow machine would) and
  // the most runs one table of them may take (the options' own figures stop at 20,000 too); the
  // chance beyond it is shown as not run.
  oddsEngine,
  playOddsMaxResolves: 20_000,
};
window.playground = state;

const callsUnderWay = { engine: 0, odds: 0 };

function showEngineState() {
  const calls = callsUnderWay.engine + callsUnderWay.odds;
  const badge = $("engine-state");
  badge.dataset.state = calls > 0 ? "busy" : "ready";
  badge.textContent = calls > 0 ? "the engine is working…" : "engine ready";
}
engine.onbusy = (calls) => {
  callsUnderWay.engine = calls;
  showEngineState();
};
oddsEngine.onbusy = (calls) => {
  callsUnderWay.odds = calls;
  showEngineState();
};

// ---- helpers -------------------------------------------------------------------------------

function errorsOf(answer) {
  try {
    return JSON.parse(answer.text).errors ?? [];
  } catch {
    return [{ document: "", pointer: "", message: answer.text }];
  }
}

/** The seed the field `id` names: undefined when it is empty, else a BigInt (exact beyond
 *  2^53: seed.js), or null when it names none; then the field is marked invalid and told why
 *  beside it, in the CLI's words. */
function readSeedField(id) {
  const field = $(id);
  const seed = field.value.trim() === "" ? undefined : parseSeed(field.value);
  field.setAttribute("aria-invalid", String(seed === null));
  $(`${id}-problem`).textContent =
    seed === null ? `${SEED_EXPECTED}, got ${JSON.stringify(field.value)}` : "";
  return seed;
}

/** The seed field `id` as the settings' "seed": undefined when it is empty, the seed it names,
 *  or else the field's text, which the engine answers with its error at /seed, so that no panel
 *  shows an answer of another seed. */
function seedSetting(id) {
  const seed = readSeedField(id);
  return seed === null ? $(id).value : seed;
}

/** The settings the resolve-like verbs share: the chooser and the seed, when set. */
function resolveSettings({ seed = true } = {}) {
  const settings = {};
  if ($("chooser").value) settings.chooser = $("chooser").value;
  const value = seed ? seedSetting("seed") : undefined;
  if (value !== undefined) settings.seed = value;
  return settings;
}

/** `text` as DOM nodes, each ruling id a hoverable reference. */
function withRuleRefs(text) {
  const fragment = document.createDocumentFragment();
  let last = 0;
  for (const match of text.matchAll(RULE_ID)) {
    fragment.append(text.slice(last, match.index));
    const ref = document.createElement("span");
    ref.className = "rule-ref";
    ref.dataset.rule = match[0];
    ref.textContent = match[0];
    fragment.append(ref);
    last = match.index + match[0].length;
  }
  fragment.append(text.slice(last));
  return fragment;
}

function rulingNode(id) {
  const ruling = state.rulings.get(id);
  const node = $("ruling-template").content.firstElementChild.cloneNode(true);
  node.querySelector(".ruling-id").textContent = id;
  node.querySelector(".ruling-title").textContent = ruling ? ruling.title : "";
  node.querySelector(".ruling-wording").textContent = ruling ? ruling.wording : "";
  return node;
}

/** Shows `lines` of facts and the rulings named in them in the hover panel. */
function showHover(heading, facts) {
  const panel = $("hover");
  panel.replaceChildren();
  const title = document.createElement("p");
  title.className = "hover-title";
  title.textContent = heading;
  panel.append(title);
  for (const fact of facts) {
    const line = document.createElement("div");
    line.className = "facts";
    line.textContent = fact;
    panel.append(line);
  }
  const ids = new Set([heading, ...facts].flatMap((t) => t.match(RULE_ID) ?? []));
  for (const id of ids) panel.append(rulingNode(id));
}

/** Offers `text` as the download link `id`'s file. */
function offerDownload(id, text, type) {
  withdrawDownload(id);
  const link = $(id);
  link.href = URL.createObjectURL(new Blob([text], { type }));
  link.removeAttribute("aria-disabled");
}

/** Takes the download link `id` away: an answer that is not the editor's is never saved. */
function withdrawDownload(id) {
  const link = $(id);
  if (link.href.startsWith("blob:")) URL.revokeObjectURL(link.href);
  link.removeAttribute("href");
  link.setAttribute("aria-disabled", "true");
}

// ---- whether the answers shown are the editor's ---------------------------------------------

/** What the panels of the engine's answers show, as the line above them says. */
const ANSWERS_NOTE = {
  current: "",
  pending: "checking the scenario: the answers below are not yet those of the editor's text",
  errors: "the scenario has errors: showing nothing",
};

function setAnswers(answers) {
  state.answers = answers;
  $("right").dataset.answers = answers;
  $("answers-note").textContent = ANSWERS_NOTE[answers];
}

/** From an edit or a new setting until its answers are shown: the panels are greyed and the
 *  downloads withdrawn, since what they show is of the text or settings before. */
function answersPending() {
  if (state.answers === "errors") return;
  setAnswers("pending");
  withdrawDownload("save-svg");
  withdrawDownload("save-outcome");
}

/** A scenario with errors has no answers: every panel of the engine's answers is emptied. */
function showNoAnswers() {
  setAnswers("errors");
  state.shown = { svg: "", outcomeJson: "", optionsText: "", playOutcomeJson: "" };
  withdrawDownload("save-svg");
  withdrawDownload("save-outcome");
  $("picture").replaceChildren();
  pictureOfPlay = false;
  hovered = null;
  $("hover").replaceChildren(hoverHint);
  state.placeFacts = new Map();
  $("options-text").replaceChildren();
  state.events = [];
  state.eventAt = 0;
  state.refused = false;
  $("events").replaceChildren();
  $("units-text").textContent = "";
  $("outcome-json").textContent = "";
  updateStepper();
  state.play = newPlay();
  ++playOddsAsked;
  $("play-undo").disabled = true;
  for (const id of ["play-note", "play-pending", "play-history", "play-script", "play-outcome", "play-outcome-json", "play-story-lines"]) $(id).replaceChildren();
  $("play-story").hidden = true;
  $("play-done").hidden = true;
  $("odds-text").replaceChildren();
  showVerdict("", "");
}

/** `handler`, run only while the scenario has no errors (nothing to show otherwise). */
function whenValid(handler) {
  return (...args) => (state.answers === "errors" ? undefined : handler(...args));
}

// ---- the editor and its problems -------------------------------------------------------------

const editor = $("editor");
let checkTimer = 0;

function scheduleCheck() {
  clearTimeout(checkTimer);
  checkTimer = setTimeout(check, 200);
}

function markProblems(problems) {
  const text = editor.value;
  const located = locatePointers(text);
  const spans = problems
    .map((p) => ({ ...p, at: locateError(text, located, p) }))
    .filter((p) => p.at)
    .sort((a, b) => a.at.start - b.at.start);
  // Marks do not nest: where one problem's text holds another's (an object missing a key, and
  // the misspelt key in it), the inner one is marked, the more precise.
  const holdsAnother = (p) =>
    spans.some((q) => q.at.start >= p.at.start && q.at.end <= p.at.end && q.at.end - q.at.start < p.at.end - p.at.start);
  const marks = $("editor-marks");
  marks.replaceChildren();
  let last = 0;
  for (const p of spans.filter((p) => !holdsAnother(p))) {
    if (p.at.start < last) continue;
    marks.append(text.slice(last, p.at.start));
    const mark = document.createElement("mark");
    mark.className = p.kind;
    mark.dataset.pointer = p.pointer;
    mark.textContent = text.slice(p.at.start, p.at.end);
    marks.append(mark);
    last = p.at.end;
  }
  marks.append(text.slice(last) + "\n");
  marks.scrollTop = editor.scrollTop;
  return new Map(spans.map((p) => [p, p.at]));
}

function showProblems(problems, verdict) {
  const spans = markProblems(problems);
  const list = $("problems");
  list.replaceChildren();
  for (const p of problems) {
    const item = document.createElement("li");
    item.className = p.kind;
    item.dataset.pointer = p.pointer;
    const pointer = document.createElement("code");
    pointer.textContent = p.pointer === "" ? "(document)" : p.pointer;
    item.append(pointer, ": ", withRuleRefs(p.message));
    const at = spans.get(p);
    if (at) {
      item.addEventListener("click", () => {
        editor.focus();
        editor.setSelectionRange(at.start, at.end);
      });
    }
    list.append(item);
  }
  if (verdict) {
    const item = document.createElement("li");
    item.className = "valid";
    item.textContent = verdict;
    list.append(item);
  }
}

let seedTimer = 0; // set from an input of the Resolve seed until the check that applies it

function applySeed() {
  if (seedTimer !== 0) check();
}

async function check() {
  // Every check reads the seed field as it is: a seed typed and not yet applied is, now.
  clearTimeout(seedTimer);
  seedTimer = 0;
  const generation = ++state.generation;
  const text = editor.value;
  answersPending();
  const answer = await engine.call("validate", text);
  if (generation !== state.generation) return;
  if (answer.status === Status.badInput || answer.status === Status.internal) {
    showProblems(errorsOf(answer).map((e) => ({ ...e, kind: "error" })));
    showNoAnswers();
    state.settled = generation;
    return;
  }
  setAnswers("pending"); // after errors too: its answers are on their way
  const verdict = JSON.parse(answer.text);
  const problems = verdict.warnings.map((w) => ({ ...w, kind: "warning" }));
  if (verdict.refused) {
    const r = verdict.refused;
    problems.push({ pointer: r.pointer, message: `[${r.rule}] refused: ${r.reason}`, kind: "refused" });
  }
  showProblems(problems, verdict.refused ? "" : "valid");
  const scenario = JSON.parse(text);
  state.unitIds = (scenario.units ?? []).map((u) => u.id).filter((id) => typeof id === "string");
  offerScenarioDice(Object.hasOwn(scenario, "dice"));
  await refresh(generation);
}

/** Everything the scenario shows, for the edit `generation`. */
async function refresh(generation) {
  await Promise.all([drawPicture(generation), showOptions(generation), showOutcome(generation), startPlay(generation)]);
  if (!$("tab-odds").hidden) await showOdds(generation);
  if (!$("tab-verify").hidden) await showVerification(generation);
  if (generation === state.generation) setAnswers("current");
  state.settled = generation;
}

// ---- the picture and its hover -------------------------------------------------------------

/** Whether the current play has ended: its own picture is then the Play tab's. */
function playFinished() {
  return state.play.answer?.done === true && state.play.generation === state.generation;
}

/** Draws the scenario's picture as the settings ask; in the Play tab, the position and its
 *  options without a resolved path, which would give away (or pass for) the player's own. */
async function drawPicture(generation = state.generation) {
  const play = !$("tab-play").hidden;
  const odds = !play && $("show-odds").checked;
  const settings = {
    options: $("show-options").checked,
    resolve: !play && $("show-resolve").checked,
    whole: $("show-whole").checked,
    ...(odds ? { odds: true, ...resolveSettings({ seed: false }) } : resolveSettings()),
  };
  const answer = await engine.call("render", editor.value, settings);
  if (generation !== state.generation) return;
  // A play that ended meanwhile shows its own picture (playStep): the position gives way.
  if (play && (playFinished() || $("tab-play").hidden)) return;
  if (answer.status === Status.ok || answer.status === Status.refused) {
    showSvg(answer.text);
  } else {
    pictureOfPlay = false;
    state.shown.svg = "";
    withdrawDownload("save-svg");
    $("picture").textContent = errorsOf(answer).map((e) => `${e.pointer}: ${e.message}`).join("\n");
  }
}

/** Whether the picture shown is a finished play's (its step answer's), not the scenario's. */
let pictureOfPlay = false;

/** Shows the engine's picture `svg`; `ofPlay` when it is a finished play's. */
function showSvg(svg, { ofPlay = false } = {}) {
  pictureOfPlay = ofPlay;
  state.shown.svg = svg;
  $("picture").innerHTML = svg;
  applyZoom();
  hovered = null;
  $("hover").replaceChildren(hoverHint);
  offerDownload("save-svg", svg, "image/svg+xml");
  markEvent();
}

/** The picture at the zoom chosen: a factor scales the SVG's own size (its width attribute, in
 *  px); "fit" draws its board (the group #map, with the margin left of it on its right too) at
 *  the panel's width, at most at its own size. The legend beside the board is scrolled to: the
 *  whole picture at the panel's width drew a Jacobite board, whose legend is wider than a
 *  cropped board, at about half its size, its labels 3 to 5 px high in a 1024x768 window. The
 *  panel scrolls; the engine's SVG is untouched: the page only sizes it. */
function applyZoom() {
  const picture = $("picture");
  const zoom = $("zoom").value;
  picture.dataset.zoom = zoom;
  const svg = picture.querySelector(":scope > svg");
  if (!svg) return;
  const own = svg.width.baseVal.value;
  const scale = zoom === "fit" ? Math.min(1, picture.clientWidth / boardWidth(svg)) : Number(zoom);
  svg.style.width = `${scale * own}px`;
}
$("zoom").onchange = applyZoom;
// "fit" follows the panel's width as the window changes.
new ResizeObserver(() => {
  if ($("zoom").value === "fit") applyZoom();
}).observe($("picture"));

/** The width, in the SVG's px, from its left edge to the right of its board with the board's
 *  left margin again; the whole picture where it has no #map (or it is not laid out). */
function boardWidth(svg) {
  const own = svg.width.baseVal.value;
  const map = svg.querySelector("#map");
  const box = map?.getBBox();
  if (!box || box.width <= 0) return own;
  return Math.min(own, 2 * Math.max(0, box.x) + box.width);
}

/** The element's own <title> text, if it has one. */
function ownTitle(element) {
  for (const child of element.children) if (child.tagName === "title") return child.textContent;
  return null;
}

let hovered = null;
const hoverHint = $("hover").firstElementChild;
$("picture").addEventListener("mouseover", (event) => {
  let element = event.target;
  while (element && element.id !== "picture" && ownTitle(element) === null) element = element.parentElement;
  if (!element || element.id === "picture" || element === hovered) return;
  hovered?.classList.remove("hovered");
  hovered = element;
  element.classList.add("hovered");
  const title = ownTitle(element);
  const facts = [];
  for (const token of new Set(title.split(/[\s,;:()]+/))) {
    for (const fact of state.placeFacts.get(token) ?? []) facts.push(`${token}: ${fact}`);
  }
  showHover(title, facts.slice(0, 12));
});

document.addEventListener("mouseover", (event) => {
  const ref = event.target.closest?.(".rule-ref");
  if (ref) showHover(ref.dataset.rule, []);
});

// ---- options -------------------------------------------------------------------------------

const PLACE_KEYS = ["hex", "square", "place", "at", "to"];

/** Every object of the options document that names a place, as facts about that place: what an
 *  option costs, or why it is rejected and under which ruling. */
function indexPlaces(document) {
  const facts = new Map();
  const walk = (value) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (value === null || typeof value !== "object") return;
    for (const key of PLACE_KEYS) {
      if (typeof value[key] !== "string" || value[key] === "-") continue;
      const scalars = Object.entries(value)
        .filter(([k, v]) => k !== key && v !== null && typeof v !== "object" && v !== false)
        .map(([k, v]) => (k === "rule" ? `[${v}]` : `${k} ${v}`));
      // The same fact once: a Jacobite retreat for each number of flags ignored repeats
      // the steps the two have in common.
      const fact = scalars.join(", ");
      if (scalars.length > 0 && !facts.get(value[key])?.includes(fact)) {
        const list = facts.get(value[key]) ?? [];
        list.push(fact);
        facts.set(value[key], list);
      }
    }
    Object.values(value).forEach(walk);
  };
  walk(document);
  return facts;
}

/** The document with each option tree's steps spelled out (docs/format.md, skedaddle-options/5):
 *  every step's chart classification and reason in the place of its code, as the nested tree
 *  has them, each head's stop_ruled_out as its reason's words and ruling (ALL-1), and no groups
 *  of entries (arrays of numbers, which name no place). Each step is listed once for every hex it
 *  is taken from (its `from`): a table's step is shared by every node that takes it, and a
 *  rejected step into a hex is read with the hex it would leave. */
function spellTables(document) {
  const reasons = document.reasons ?? [];
  const spell = (tree) => {
    if (tree === null || !Array.isArray(tree.heads) || !Array.isArray(tree.steps)) return tree;
    const steps = tree.steps.map((step) => {
      const out = {};
      for (const [key, value] of Object.entries(step)) {
        if (key === "chart_step") Object.assign(out, tree.chart_steps[value]);
        else if (key === "reason" || key === "blocked") Object.assign(out, reasons[value]);
        else out[key] = value;
      }
      return out;
    });
    const heads = tree.heads.map((head) => {
      const why = head.stop_ruled_out == null ? null : reasons[head.stop_ruled_out];
      const spelt = why ? { ...head, stop_ruled_out: `${why.reason ?? why.blocked} [${why.rule}]` } : head;
      return document.ruleset === "jacobite" ? jacobiteHead(spelt, tree, document.request ?? {}) : spelt;
    });
    // The entries of head h's group show the steps its list names (docs/format.md,
    // skedaddle-options/5), each taken from the head's hex.
    const taken = new Map();
    (tree.groups ?? []).forEach(([stepNumbers], head) => {
      const from = tree.heads[head]?.hex;
      for (const index of stepNumbers ?? []) {
        const step = steps[index];
        const key = `${from}\n${index}`;
        if (step && !taken.has(key)) taken.set(key, from === undefined ? step : { from, ...step });
      }
    });
    return { ...tree, heads, steps: [...taken.values()], chart_steps: [], groups: [] };
  };
  const out = spell({ ...document, reasons: [] });
  if (Array.isArray(document.retreats)) out.retreats = document.retreats.map(spell);
  if (document.leader) out.leader = spell(document.leader);
  return out;
}

/** A Jacobite node head in words: whose retreat it is, which of its hexes (a "depth" alone told
 *  a designer little), with how many flags ignored (JR-2, JR-3), whether it may end or stop
 *  there and why not (JR-4, JR-9). Its ALL-1 score, an object, names no place and is dropped. */
function jacobiteHead(head, tree, request) {
  const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;
  if (tree.leader !== undefined) {
    const how = head.how === "leave" ? "over his baseline, off the board" : head.how === "escape" ? "escaping through the enemy" : "a step";
    const retreat = `of ${tree.leader}, ${head.depth === 0 ? "where he starts" : `hex ${head.depth} of 1-3 (${how})`}, `;
    // A stop ruled out says its ruling.
    if (head.how !== "leave" && !head.can_stop && head.stop_ruled_out) return { hex: head.hex, retreat: `${retreat}he may not stop here: ${head.stop_ruled_out}` };
    return { hex: head.hex, retreat: retreat + (head.how === "leave" ? "no banner" : head.can_stop ? "he may stop here" : "he may not stop here"), rule: "JR-9" };
  }
  const unit = request.unit ?? "the unit";
  const ignored = request.kind === "retire_and_rally" ? "retire and rally" : `${plural(tree.ignored, "flag", "flags")} ignored`;
  const end = head.joins_leader
    ? ", the lone leader here attaches and it stops"
    : head.passes_leader
      ? ", a lone friendly leader here: it passes, may not end here"
      : "";
  return { hex: head.hex, retreat: `of ${unit} with ${ignored}, ${head.depth === 0 ? "where it starts" : `hex ${head.depth} of ${tree.hexes}`}${end}`, rule: request.kind === "retire_and_rally" ? "JR-11" : "JR-4" };
}

async function showOptions(generation = state.generation) {
  const tree = $("options-tree").checked;
  const [text, json] = await Promise.all([
    engine.call("options", editor.value, { tree }),
    engine.call("options", editor.value, { form: "json" }),
  ]);
  if (generation !== state.generation) return;
  state.shown.optionsText = text.text;
  const out = $("options-text");
  out.replaceChildren(
    text.status === Status.badInput ? errorsOf(text).map((e) => e.message).join("\n") : withRuleRefs(text.text),
  );
  state.placeFacts = json.status === Status.ok ? indexPlaces(spellTables(JSON.parse(json.text))) : new Map();
}

// ---- the outcome, event by event -----------------------------------------------------------

async function showOutcome(generation = state.generation) {
  const settings = resolveSettings();
  const [text, json] = await Promise.all([
    engine.call("resolve", editor.value, settings),
    engine.call("resolve", editor.value, { ...settings, form: "json" }),
  ]);
  if (generation !== state.generation) return;
  const list = $("events");
  list.replaceChildren();
  if (json.status !== Status.ok && json.status !== Status.refused) {
    state.events = [];
    state.refused = false;
    $("units-text").textContent = errorsOf(json).map((e) => `${e.pointer}: ${e.message}`).join("\n");
    $("outcome-json").textContent = "";
    state.shown.outcomeJson = "";
    withdrawDownload("save-outcome");
    updateStepper();
    return;
  }
  state.shown.outcomeJson = json.text;
  $("outcome-json").textContent = json.text;
  offerDownload("save-outcome", json.text, "application/json");
  // A refused request (ALL-3) has no events to step through: its one line is the refusal.
  state.refused = JSON.parse(json.text).kind === "refused";
  if (state.refused) {
    state.events = [];
    $("units-text").replaceChildren(withRuleRefs(text.text.trim()));
    updateStepper();
    return;
  }
  const [trace, units = ""] = text.text.split("\n\n");
  const lines = trace.split("\n").filter((l) => l !== "");
  const events = JSON.parse(json.text).events ?? [];
  state.events = lines.map((line, i) => ({ line, event: events.length === lines.length ? events[i] : null }));
  for (const e of state.events) {
    const item = document.createElement("li");
    item.append(withRuleRefs(e.line));
    list.append(item);
  }
  $("units-text").textContent = units.trim();
  state.eventAt = state.events.length;
  updateStepper();
}

/** The names an event mentions: its units and places (every string in it). */
function namesIn(value, out = new Set()) {
  if (typeof value === "string") out.add(value);
  else if (value && typeof value === "object") Object.values(value).forEach((v) => namesIn(v, out));
  return out;
}

/** Marks on the picture the units and places of the current event. */
function markEvent() {
  for (const marked of $("picture").querySelectorAll(".event-mark")) marked.classList.remove("event-mark");
  const current = state.events[state.eventAt - 1];
  if (!current || state.eventAt === state.events.length) return;
  const names = current.event ? namesIn(current.event) : new Set(state.unitIds.filter((id) => current.line.includes(id)));
  names.delete(current.event?.rule);
  names.delete(current.event?.type);
  for (const title of $("picture").querySelectorAll("title")) {
    const tokens = title.textContent.split(/[\s,;:()]+/);
    if (tokens.some((t) => names.has(t))) title.parentElement.classList.add("event-mark");
  }
}

function updateStepper() {
  const n = state.events.length;
  const none = state.refused ? "no events: the request is refused" : "no events";
  $("event-count").textContent = n === 0 ? none : `event ${state.eventAt} of ${n}`;
  [...$("events").children].forEach((item, i) => {
    item.classList.toggle("current", i === state.eventAt - 1 && state.eventAt < n);
    item.classList.toggle("later", i >= state.eventAt);
  });
  markEvent();
}

function stepTo(at) {
  state.eventAt = Math.max(1, Math.min(state.events.length, at));
  updateStepper();
}
$("event-first").onclick = () => stepTo(1);
$("event-prev").onclick = () => stepTo(state.eventAt - 1);
$("event-next").onclick = () => stepTo(state.eventAt + 1);
$("event-last").onclick = () => stepTo(state.events.length);

// ---- playing it yourself: the step-wise Resolution -------------------------------------------

async function startPlay(generation = state.generation) {
  state.play.history = [];
  state.play.labels = [];
  await playStep(generation);
}

/** The play's dice: "the scenario's dice" is offered only when the scenario scripts its dice;
 *  chosen, then gone with them, the play rolls by the seed. */
function offerScenarioDice(scripted) {
  state.scriptedDice = scripted;
  const select = $("play-chance");
  const option = select.querySelector('option[value="scenario"]');
  option.hidden = option.disabled = !scripted;
  if (!scripted && select.value === "scenario") select.value = "seeded";
}

let playStepsAsked = 0; // every step asked of the engine counts one
let playOddsAsked = 0; // every decision or roll whose odds are asked counts one; only the last one's show

/** Whether the play shown answers the last step asked for the scenario and settings as they
 *  are: no restart and no step on its way. */
function playIsCurrent() {
  return state.play.generation === state.generation && state.play.shown === playStepsAsked;
}

/** What the step answer asks now: the question, in words (`words`), and its buttons' labels,
 *  or null when done. */
function questionOf(step) {
  if (step?.pending) {
    const d = step.pending;
    return { kind: "choice", question: `${d.actor} ${d.topic} ${d.at}`, words: `${d.topic} at ${d.at}`, labels: d.options };
  }
  if (step?.pending_chance) {
    const c = step.pending_chance;
    return { kind: "chance", question: `${c.what} ${c.who} ${c.rule}`, words: c.who ? `${c.what} of ${c.who}` : c.what, labels: c.outcomes.map((o) => o.label) };
  }
  return null;
}

/** The step verb's settings of the play as the Dice setting and the seed have it, with the
 *  choices and rolls taken: `chance`, `history`, and `dice` ("seed": "roll by the seed" rolls the
 *  seed's dice even where the scenario scripts its own) and `seed` in seeded play. */
function playSettings() {
  const mode = $("play-chance").value; // "scenario" (its dice), "seeded" (the seed's), "explicit"
  const chance = mode === "explicit" ? "explicit" : "seeded";
  const settings = { chance, history: [...state.play.history] };
  if (mode === "seeded" && state.scriptedDice) settings.dice = "seed";
  const seed = chance === "seeded" ? seedSetting("seed") : undefined;
  if (seed !== undefined) settings.seed = seed;
  return settings;
}

async function playStep(generation = state.generation) {
  const asked = ++playStepsAsked;
  const settings = { ...playSettings(), svg: true, figures: true };
  const chance = settings.chance;
  const dropsDice = settings.dice === "seed";
  const scenarioText = editor.value;
  const answer = await engine.call("step", scenarioText, settings);
  if (generation !== state.generation) return;
  state.play.generation = generation;
  state.play.shown = asked;
  $("play-note").replaceChildren();
  const pending = $("play-pending");
  if (answer.status === Status.badInput || answer.status === Status.internal) {
    // Nothing of an earlier play stays on show: only the errors.
    state.play.answer = null;
    $("play-undo").disabled = true;
    state.play.held = null;
    state.shown.playOutcomeJson = "";
    $("play-history").replaceChildren();
    $("play-done").hidden = true;
    showStory(null);
    pending.dataset.odds = "none";
    pending.textContent = errorsOf(answer).map((e) => `${e.pointer}: ${e.message}`).join("\n");
    return;
  }
  const step = JSON.parse(answer.text);
  const before = state.play.answer;
  state.play.answer = step;
  // Nothing chosen or rolled yet: nothing to undo.
  $("play-undo").disabled = step.history.length === 0;
  showPlayHistory(step);
  showStory(step, before);
  $("play-done").hidden = !step.done;
  if (!step.done) state.shown.playOutcomeJson = "";
  // A play started again or undone is no longer the one finished: nor is its picture shown.
  if (!step.done && pictureOfPlay) drawPicture(generation);
  showPending(pending, decisionNodes(step, generation));
  // What the step was asked with, for its odds, asked now or once the Play tab is shown.
  state.play.asked = { scenarioText, settings };
  showPlayOdds(step, scenarioText, settings, generation);
  if (step.done) {
    state.shown.playOutcomeJson = step.outcome;
    $("play-outcome-json").textContent = step.outcome;
    const outcome = JSON.parse(step.outcome);
    // The engine's own trace, as the Resolve tab and `skedaddle resolve` print it.
    $("play-outcome").replaceChildren(withRuleRefs(step.outcome_text));
    // The seed as the outcome's request writes it, in digits: its replay's number, parsed,
    // would be rounded beyond 2^53.
    const seed = outcome.verification?.request?.seed ?? "0";
    const choices = JSON.stringify(outcome.replay?.choices ?? []);
    const withoutDice = dropsDice ? ' and no "dice"' : "";
    // A refused request (ALL-3) has nothing to play, nor a scripted run to name.
    if (outcome.kind === "refused") {
      $("play-script").replaceChildren(withRuleRefs("The request is refused (ALL-3): there is nothing to play."));
    } else {
      $("play-script").textContent =
        chance === "seeded"
          ? `The same as: "choices": ${choices} in the scenario${withoutDice}, then skedaddle resolve --chooser script --seed ${seed}`
          : `The same as: skedaddle resolve --dice ${(outcome.verification?.request?.dice ?? []).join(",")} with "choices": ${choices}`;
    }
    if (!$("tab-play").hidden && step.svg) showSvg(step.svg, { ofPlay: true });
  }
  if (state.play.held && playIsCurrent()) {
    const held = state.play.held;
    state.play.held = null;
    takeClick(held);
  }
}

/** The pending decision or roll of `step` as nodes: its heading, and a button per option. */
function decisionNodes(step, generation) {
  const nodes = document.createElement("div");
  const asks = questionOf(step);
  const click = (index) => ({ ...asks, index, label: asks.labels[index], depth: step.history.length, generation });
  if (step.pending) {
    const d = step.pending;
    const heading = document.createElement("p");
    heading.textContent = `The ${d.actor} decides at ${d.at}: ${d.topic}`;
    nodes.append(heading);
    // Each option's figures as they stand here, from the engine: the options summary's where
    // it speaks of this decision, else the same figures with the steps so far fixed.
    if (d.summary) {
      const summary = document.createElement("p");
      summary.className = "summary-header";
      summary.textContent = `${d.summary.from_options ? "As the options show it" : "As it stands now"}: ${d.summary.header}`;
      nodes.append(summary);
    }
    nodes.append(oddsHeader(step));
    d.options.forEach((label, index) => nodes.append(...withOdds(choiceButton(label, click(index), d.summary?.figures[index]), index)));
    for (const r of d.rejected) {
      const line = document.createElement("div");
      line.className = "rejected";
      line.append(`✗ ${r.place}: ${r.reason} `, withRuleRefs(`[${r.rule}]`));
      nodes.append(line);
    }
  } else if (step.pending_chance) {
    const c = step.pending_chance;
    const heading = document.createElement("p");
    const dice = c.dice > 0 ? ` (${c.dice}d${c.sides})` : "";
    heading.append(`Roll: the ${c.what || "roll"}${c.who ? " of " + c.who : ""}${dice} `, withRuleRefs(c.rule ? `[${c.rule}]` : ""));
    nodes.append(heading);
    nodes.append(oddsHeader(step));
    c.outcomes.forEach((o, index) => nodes.append(...withOdds(choiceButton(`${o.label}  (${o.probability})`, click(index)), index)));
  }
  nodes.dataset.depth = String(step.history.length);
  return nodes;
}

/** What the decision shown asks, its figures and summary line aside: the same for a restarted
 *  play whose first question is the one shown. */
function decisionShape(nodes) {
  const children = [...nodes.children].map((node) => {
    if (node.matches("button")) return `${node.className} ${node.dataset.label}`;
    if (node.matches(".option-odds")) return "odds";
    return node.matches(".summary-header, .odds-header") ? "summary" : node.textContent;
  });
  return `${nodes.dataset.depth ?? ""}\n${children.join("\n")}`;
}

/** Shows `fresh` (decisionNodes) in the panel `pending`. When it asks what is shown already (a
 *  seed applied as the player leaves its field for a button, restarting the play), the buttons
 *  and their figures stay the same elements, only their texts and actions change: a press
 *  begun on one (on its figures too) still ends as a click on it. */
function showPending(pending, fresh) {
  if (pending.children.length > 0 && decisionShape(pending) === decisionShape(fresh)) {
    [...fresh.children].forEach((node, i) => {
      const shown = pending.children[i];
      if (node.matches("button")) {
        shown.firstChild.textContent = node.firstChild.textContent;
        const [before, after] = [shown, node].map((button) => button.querySelector(".figures"));
        if (before && after) before.textContent = after.textContent;
        else if (before || after) shown.replaceChildren(...node.childNodes);
        shown.onclick = node.onclick;
      } else if (node.matches(".summary-header, .odds-header")) {
        shown.textContent = node.textContent;
      }
    });
    return;
  }
  // A choice made from the keyboard leaves the focus in the play: on the next decision's first
  // button, or on the panel when the play is over (else it falls to the page's start).
  const hadFocus = pending.contains(document.activeElement);
  pending.replaceChildren(...fresh.childNodes);
  pending.dataset.depth = fresh.dataset.depth;
  if (hadFocus) (pending.querySelector("button") ?? $("tab-play")).focus();
}

/** A button that takes the option or outcome `click` describes; `figures`, when given, beside
 *  its label. */
function choiceButton(text, click, figures = null) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = `play-${click.kind}`;
  button.dataset.label = click.label;
  button.textContent = text;
  if (figures) {
    const span = document.createElement("span");
    span.className = "figures";
    span.textContent = figures;
    // The space keeps the label and its figures two words in the button's name ("stop 1 way",
    // not "stop1 way"), as a screen reader reads it and a copy pastes it.
    button.append(" ", span);
  }
  button.onclick = () => takeClick(click);
  return button;
}

/** A click on a play's button: taken at once when the play shown is current; else held until
 *  it is (a restart by a new seed, chooser or edit, or a step on its way), then taken if the
 *  play asks the same question at the same point, by its label. The player's click is the
 *  choice that counts, on the settings they typed; a click on a decision already taken (a
 *  second click before the answer) is dropped. */
function takeClick(click) {
  if (!playIsCurrent()) {
    state.play.held = click;
    return;
  }
  const asks = questionOf(state.play.answer);
  const same = asks && asks.kind === click.kind && asks.question === click.question && state.play.history.length === click.depth;
  const index = !same ? -1 : asks.labels[click.index] === click.label ? click.index : asks.labels.indexOf(click.label);
  if (index < 0) {
    if (click.generation !== state.generation) {
      $("play-note").textContent = `The play started again with the new settings, which ask something else here: your click on “${click.label}” (${click.words}) was not taken.`;
    }
    return;
  }
  state.play.history.push({ kind: click.kind, index });
  state.play.labels.push(asks.labels[index]);
  playStep();
}

/** The story so far of `step` (the engine's trace lines of the events before its decision or
 *  roll), above the decision, the newest last and in view; the lines added since `before`, the
 *  step this one goes on from by one answer or roll, marked. None once the play is over (its
 *  whole trace is shown then) or for no step. */
function showStory(step, before = null) {
  const section = $("play-story");
  const list = $("play-story-lines");
  const lines = step && !step.done ? step.story : [];
  // A step on from the one shown marks what it added; a restart, an undo or a new scenario not.
  const wentOn = before && !before.done && step.history.length === before.history.length + 1 && step.story.length >= before.story.length;
  const fresh = wentOn ? before.story.length : lines.length;
  list.replaceChildren(
    ...lines.map((line, i) => {
      const item = document.createElement("li");
      item.append(withRuleRefs(line));
      if (i >= fresh) item.className = "new";
      return item;
    }),
  );
  $("play-story-count").textContent = lines.length === 1 ? "(1 event)" : `(${lines.length} events)`;
  section.hidden = lines.length === 0;
  list.scrollTop = list.scrollHeight;
}

function showPlayHistory(step) {
  const list = $("play-history");
  list.replaceChildren();
  let choice = 0;
  step.history.forEach((s, i) => {
    const item = document.createElement("li");
    // A roll by the outcome's label, as its button showed it ("fewer than 2 sabers").
    const rolled = state.play.labels[i] ?? `outcome ${s.index + 1}`;
    item.textContent = s.kind === "choice" ? `chose ${step.chosen[choice++]}` : `rolled ${rolled}`;
    list.append(item);
  });
}

$("play-start").onclick = whenValid(() => startPlay());
$("play-undo").onclick = whenValid(() => {
  state.play.history.pop();
  state.play.labels.length = state.play.history.length;
  playStep();
});
$("play-chance").onchange = whenValid(() => startPlay());

// ---- the odds of each option of the play's decision ------------------------------------------

/** Who makes the later decisions in the play's odds, in words (the select's values are the step
 *  verb's choosers: a setting the engine does not know cannot be picked). */
const PLAY_ODDS_CHOOSER = {
  best: "best play making every later decision (the best chooser, ALL-1)",
  first: "the first option taken at every later decision (the first chooser)",
  random: "every later decision a random pick, each option equally likely (the random chooser)",
};

/** The line above the options' odds: what they count and who decides after the option. */
function oddsHeader(step) {
  const header = document.createElement("p");
  header.className = "odds-header";
  const then = PLAY_ODDS_CHOOSER[$("play-odds-chooser").value];
  // Rolled by hand, the chances are given the rolls; rolled by the seed, which the page does not
  // show before the end, each option's note says when they count the dice from the start.
  const rolled = step.chance === "explicit" && step.history.some((s) => s.kind === "chance");
  const what = step.pending ? "The odds of each option from here, with it taken" : "The odds of each outcome of this roll, with it rolled";
  header.append(withRuleRefs(`${what}, then ${then}${rolled ? ", given the dice rolled so far" : ""}:`));
  return header;
}

/** The button of the `index`-th option and the place of its odds under it, which describes it
 *  (a screen reader reads the odds after the button's name), until they come. */
function withOdds(button, index) {
  const slot = document.createElement("div");
  slot.className = "option-odds";
  slot.id = `play-odds-${index}`;
  slot.dataset.option = button.dataset.label;
  slot.dataset.state = "pending";
  slot.textContent = "working out the odds…";
  button.setAttribute("aria-describedby", slot.id);
  return [button, slot];
}

function element(tag, className, ...children) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

/** One table of odds (the skedaddle-odds/1 document's, or one option's: `coverage`, `units`,
 *  `outcomes`, and for an option `not_met` and `after_chance`) as nodes: a bar of its outcomes,
 *  each unit's fates with their chances, what the chances count, and the outcomes on demand. */
function oddsTableNodes(table) {
  const bar = element("div", "odds-bar");
  bar.setAttribute("aria-hidden", "true");
  for (const outcome of table.outcomes) {
    const part = element("span", "");
    part.style.width = `${outcome.value * 100}%`;
    part.title = `${chanceText(outcome)}  ${outcomeLine(outcome)}`;
    bar.append(part);
  }
  const unexplored = table.coverage.unexplored;
  if (!table.coverage.complete) {
    const part = element("span", "unexplored");
    part.style.width = `${unexplored.value * 100}%`;
    part.title = `${chanceText(unexplored)}  not run`;
    bar.append(part);
  }
  const units = element("ul", "unit-odds");
  for (const unit of table.units) {
    const line = element("li", "", element("span", "unit", unit.unit), ": ");
    line.dataset.unit = unit.unit;
    unit.fates.forEach((fate, i) => {
      if (i > 0) line.append(" · ");
      // As the Odds tab has it: the chance, then the fate.
      line.append(element("span", "fate", element("span", "chance", chanceText(fate)), " ", element("span", "fate-name", fate.fate)));
    });
    units.append(line);
  }
  const nodes = [bar, units];
  const note = (text) => nodes.push(element("p", "odds-note", withRuleRefs(text)));
  // What the chances count, in the engine's words (the Odds tab's, `skedaddle odds`).
  if (table.not_met && table.not_met.value > 0) {
    note(`this option cannot be taken on ways with ${chanceWords(table.not_met)} of the chance (its decision does not come, or comes without it): there the chooser decides everything`);
  }
  if (table.after_chance) note("chances from the start, the dice before this choice included (ALL-5)");
  if (!table.coverage.complete) {
    note(`not run: ${chanceWords(unexplored)} of the chance, beyond the ${table.coverage.resolves} runs these odds stop at; the chances above are exact as far as they go`);
  }
  const outcomes = element("ol", "odds-outcomes", ...table.outcomes.map((o) => element("li", "", element("span", "chance", chanceText(o)), " ", outcomeLine(o))));
  const count = table.outcomes.length;
  nodes.push(element("details", "", element("summary", "", count === 1 ? "1 outcome" : `${count} outcomes, the most likely first`), outcomes));
  return nodes;
}

/** Fills the slot with `table`, or with the engine's errors when `answer` is one. */
function fillOddsSlot(slot, answer, tableOf) {
  if (answer.status !== Status.ok && answer.status !== Status.refused) {
    slot.dataset.state = "error";
    slot.textContent = errorsOf(answer).map((e) => `${e.pointer}: ${e.message}`).join("\n");
    return;
  }
  const odds = JSON.parse(answer.text).odds;
  const table = tableOf(odds);
  slot.dataset.state = "shown";
  if (!odds || odds.kind === "refused" || !table) {
    slot.textContent = "no odds here";
    return;
  }
  slot.replaceChildren(...oddsTableNodes(table));
}

/** Asks the odds of each option of the decision `step` shows (one answer: the step verb's odds
 *  per option) or of each outcome of its roll (one answer per outcome, with it applied), as the
 *  play stands (`settings`: its chance, dice, seed and history) with the chooser picked, and
 *  shows each under its button. Asked only when the decision is shown; an answer that comes
 *  after the player moved on (another decision, Undo, a restart, another chooser) is dropped. */
async function showPlayOdds(step, scenarioText, settings, generation = state.generation) {
  const asked = ++playOddsAsked;
  const pending = $("play-pending");
  const slots = [...pending.querySelectorAll(".option-odds")];
  pending.dataset.odds = slots.length > 0 ? "pending" : "none";
  if (slots.length === 0) return;
  for (const slot of slots) slot.dataset.state = "pending";
  // Not worked out for a tab not shown (every edit restarts the play): asked when it is shown.
  if ($("tab-play").hidden) {
    pending.dataset.odds = "unasked";
    return;
  }
  const header = pending.querySelector(".odds-header");
  if (header) header.replaceWith(oddsHeader(step));
  const current = () => asked === playOddsAsked && generation === state.generation;
  const odds = {
    chance: settings.chance,
    ...(settings.dice ? { dice: settings.dice } : {}),
    ...(settings.seed !== undefined ? { seed: settings.seed } : {}),
    odds: true,
    chooser: $("play-odds-chooser").value,
    max_resolves: state.playOddsMaxResolves,
  };
  if (step.pending) {
    const answer = await state.oddsEngine.call("step", scenarioText, { ...odds, history: settings.history, per_option: true });
    if (!current()) return;
    slots.forEach((slot, i) => fillOddsSlot(slot, answer, (o) => o?.per_option?.[i]));
  } else {
    for (const [i, slot] of slots.entries()) {
      const history = [...settings.history, { kind: "chance", index: i }];
      const answer = await state.oddsEngine.call("step", scenarioText, { ...odds, history });
      if (!current()) return;
      fillOddsSlot(slot, answer, (o) => o);
    }
  }
  pending.dataset.odds = "shown";
}

/** Asks again the odds of the decision shown, as its step was asked, when it is current (a step
 *  on its way asks them itself once answered). */
function askPlayOddsAgain() {
  const step = state.play.answer;
  if (step && !step.done && playIsCurrent() && state.play.asked) showPlayOdds(step, state.play.asked.scenarioText, state.play.asked.settings);
}

$("play-odds-chooser").onchange = whenValid(askPlayOddsAgain);

// ---- odds ----------------------------------------------------------------------------------

async function showOdds(generation = state.generation) {
  const settings = { per_option: true, ...resolveSettings({ seed: false }) };
  let answer = await engine.call("odds", editor.value, settings);
  // Recorded choices fix the first decision: then the odds of the whole alone.
  if (answer.status === Status.badInput) answer = await engine.call("odds", editor.value, resolveSettings({ seed: false }));
  if (generation !== state.generation) return;
  $("odds-text").replaceChildren(
    answer.status === Status.badInput ? errorsOf(answer).map((e) => e.message).join("\n") : withRuleRefs(answer.text),
  );
}

// ---- verify a published outcome ------------------------------------------------------------

/** What the players agreed before the turn, as the verify verb takes it; a choices field that
 *  is not JSON is the page's own error, named by its field. */
function agreedSettings() {
  const settings = {};
  if ($("verify-chooser").value) settings.chooser = $("verify-chooser").value;
  const seed = seedSetting("verify-seed");
  if (seed !== undefined) settings.seed = seed;
  if ($("verify-no-dice").checked) settings.no_dice = true;
  const choices = $("verify-choices").value.trim();
  if (choices !== "") {
    try {
      settings.choices = JSON.parse(choices);
    } catch (e) {
      return { error: `choices: expected a JSON list, as a scenario's "choices" (["0401", "stop"]): ${e.message}` };
    }
  }
  return { settings };
}

let verification = 0; // each verification started counts one; only the last one's answer shows
let verifyTimer = 0;

/** The verdict panel shows `content` (text or nodes) as `verdict` ("identical", "differs",
 *  "error", or "" for nothing). */
function showVerdict(verdict, content) {
  const result = $("verify-result");
  result.dataset.verdict = verdict;
  result.setAttribute("aria-busy", "false");
  result.replaceChildren(content);
}

/** Until the engine's verdict on the fields as they are now comes, the one shown is marked as
 *  not theirs (greyed, and busy for a screen reader). */
function verificationPending() {
  const result = $("verify-result");
  result.dataset.verdict = "pending";
  result.setAttribute("aria-busy", "true");
}

/** The engine's verification of the host's outcome against the editor's scenario, as
 *  `skedaddle verify` prints it: "identical" and the request in words, or each difference at
 *  its JSON pointer. */
async function showVerification(generation = state.generation) {
  const asked = ++verification;
  const outcome = $("verify-outcome").value;
  if (outcome.trim() === "") return showVerdict("", "");
  const agreed = agreedSettings();
  if (agreed.error) return showVerdict("error", agreed.error);
  verificationPending();
  const answer = await engine.call("verify", editor.value, { outcome, ...agreed.settings });
  if (generation !== state.generation || asked !== verification) return;
  if (answer.status === Status.ok) {
    showVerdict(answer.text.startsWith("identical\n") ? "identical" : "differs", withRuleRefs(answer.text));
  } else {
    // The outcome pasted is the document "outcome"; the agreed fields are the settings'.
    const errors = errorsOf(answer).map((e) => `${e.document} ${e.pointer === "" ? "(document)" : e.pointer}: ${e.message}`);
    showVerdict("error", errors.join("\n"));
  }
}

/** An edit of the host's outcome or of what was agreed: the verdict shown is no longer that of
 *  the fields, so it is marked pending at once, and the outcome is verified again once typing
 *  pauses, as the editor's scenario is checked. A player reads the verdict as the fields' (as
 *  every other panel follows the editor and the settings), and verifying costs one resolve. */
const reverify = whenValid(() => {
  // An answer still on its way is of the fields as they were: it must not replace the pending
  // mark (a tab opened on an old outcome, then a new one pasted at once, showed the old verdict).
  ++verification;
  verificationPending();
  clearTimeout(verifyTimer);
  verifyTimer = setTimeout(whenValid(() => showVerification()), 200);
});
for (const id of ["verify-outcome", "verify-chooser", "verify-seed", "verify-no-dice", "verify-choices"]) {
  $(id).addEventListener("input", reverify);
}
$("verify-file").onchange = async () => {
  const file = $("verify-file").files[0];
  if (!file) return;
  if (state.answers !== "errors") verificationPending();
  $("verify-outcome").value = await file.text();
  if (state.answers !== "errors") await showVerification();
};

// ---- tabs, settings, examples, sharing -------------------------------------------------------

/** The picture's boxes that the picture drawn ignores are disabled and say why: the Play tab
 *  draws no resolved path and no odds (drawPicture); the exact odds are drawn in the place of
 *  the option tree and the path (`render --odds`), so those boxes, still ticked, draw nothing. */
function updatePictureBoxes() {
  const play = !$("tab-play").hidden;
  const odds = !play && $("show-odds").checked;
  const playing = "not while playing: the picture is the position, then your play's";
  const oddsInstead = "not with the exact odds, which are drawn in the place of the options and the path (render --odds)";
  const ignored = {
    "show-odds": play ? playing : "",
    "show-resolve": play ? playing : odds ? oddsInstead : "",
    "show-options": odds ? oddsInstead : "",
  };
  for (const [id, why] of Object.entries(ignored)) {
    $(id).disabled = why !== "";
    $(id).title = why;
  }
}

/** The picture and odds a tab shows, when there are answers to show. */
const showTabAnswers = whenValid((name) => {
  if (name === "odds") showOdds();
  if (name === "verify") showVerification();
  updatePictureBoxes();
  if (name === "play" && playFinished()) showSvg(state.play.answer.svg, { ofPlay: true });
  else drawPicture();
  if (name === "play" && $("play-pending").dataset.odds === "unasked") askPlayOddsAgain();
});

// The WAI-ARIA tabs pattern: the selected tab alone is in the tab order and its panel alone
// shown; the arrow keys select the tab before or after (round at the ends), Home and End the
// first and the last, each at once, as a click does (the panels show without delay).
const tabs = [...document.querySelectorAll('#tabs [role="tab"]')];

function selectTab(tab) {
  for (const other of tabs) {
    const selected = other === tab;
    other.setAttribute("aria-selected", String(selected));
    other.tabIndex = selected ? 0 : -1;
    $(other.getAttribute("aria-controls")).hidden = !selected;
  }
  showTabAnswers(tab.dataset.tab);
}

for (const tab of tabs) tab.onclick = () => selectTab(tab);
$("tabs").addEventListener("keydown", (event) => {
  const at = tabs.indexOf(event.target);
  const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (at < 0 || to === undefined) return;
  event.preventDefault();
  const tab = tabs[(to + tabs.length) % tabs.length];
  tab.focus();
  selectTab(tab);
});

editor.addEventListener("input", () => {
  // The text is no longer the example's: picking any example, this one too, loads it.
  $("example").value = "";
  showExampleName();
  answersPending();
  scheduleCheck();
});
editor.addEventListener("scroll", () => ($("editor-marks").scrollTop = editor.scrollTop));
for (const id of ["show-options", "show-resolve", "show-whole", "show-odds"]) $(id).onchange = whenValid(() => drawPicture());
$("show-odds").addEventListener("change", updatePictureBoxes);
$("options-tree").onchange = whenValid(() => showOptions());
$("chooser").onchange = () => check();
// A seed field says at once whether it names a seed, even while the scenario has errors.
for (const id of ["seed", "verify-seed"]) $(id).addEventListener("input", () => readSeedField(id));
// The Resolve seed is applied as it is typed, once typing pauses, as the editor's text is: the
// field's "change" as the player leaves it (for a button of the play, say) applies only a seed
// typed and not yet applied, and changes nothing otherwise.
$("seed").addEventListener("input", () => {
  answersPending();
  clearTimeout(seedTimer);
  seedTimer = setTimeout(applySeed, 200);
});
$("seed").onchange = applySeed;

async function loadExamples() {
  const examples = await (await fetch("examples/index.json")).json();
  const select = $("example");
  // Grouped by ruleset, as the scenarios name it: GITM's and ROTD's examples share a folder
  // and their GI-n names, and only their "ruleset" tells them apart.
  const groups = new Map();
  for (const e of examples) {
    if (!groups.has(e.ruleset)) {
      const group = document.createElement("optgroup");
      group.label = e.ruleset;
      groups.set(e.ruleset, group);
      select.append(group);
    }
    const option = document.createElement("option");
    option.value = e.path;
    option.textContent = e.name || e.path;
    // The whole name where the list cuts a long one short.
    option.title = option.textContent;
    groups.get(e.ruleset).append(option);
  }
  select.onchange = async () => {
    showExampleName();
    if (!select.value) return;
    const text = await (await fetch(`examples/${select.value}`)).text();
    editor.value = text;
    check();
  };
  return examples;
}

/** The chosen example's whole name as the list's tooltip: a long one is cut short in it. */
function showExampleName() {
  const select = $("example");
  select.title = select.selectedOptions[0]?.title ?? "";
}

/** The scenario and settings as a URL fragment: deflated, base64url. */
async function shareFragment() {
  const bytes = new TextEncoder().encode(editor.value);
  const deflated = await new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate-raw"))).arrayBuffer();
  let binary = "";
  for (const b of new Uint8Array(deflated)) binary += String.fromCharCode(b);
  const params = new URLSearchParams({ s: btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "") });
  if ($("chooser").value) params.set("chooser", $("chooser").value);
  if ($("seed").value !== "") params.set("seed", $("seed").value);
  return params.toString();
}

async function fromFragment(fragment) {
  const params = new URLSearchParams(fragment);
  if (!params.has("s")) return false;
  const binary = atob(params.get("s").replaceAll("-", "+").replaceAll("_", "/"));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const inflated = new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw")));
  editor.value = await inflated.text();
  $("chooser").value = params.get("chooser") ?? "";
  $("seed").value = params.get("seed") ?? "";
  return true;
}

$("share").onclick = async () => {
  const url = `${location.origin}${location.pathname}#${await shareFragment()}`;
  history.replaceState(null, "", url);
  try {
    await navigator.clipboard.writeText(url);
    $("share").textContent = "Link copied";
  } catch {
    $("share").textContent = "Link in the address bar";
  }
  setTimeout(() => ($("share").textContent = "Share link"), 2000);
};

/** The example the page opens on: a retreat with something in every tab (forced steps, a
 *  leader eliminated, then the owner's choice, GC-2). The list's first, GC-1's cavalry retreat
 *  of a stack with infantry, is a refused request (ALL-3): no options, nothing to play. */
const FIRST_EXAMPLE = "gcacw/gc-02-stack-and-leader-move-together.json";

async function main() {
  const [examples, rulings] = await Promise.all([loadExamples(), engine.call("explain", "", {})]);
  for (const r of JSON.parse(rulings.text).rulings) state.rulings.set(r.id, r);
  if (!(await fromFragment(location.hash.slice(1)))) {
    const first = examples.find((e) => e.path === FIRST_EXAMPLE) ?? examples[0];
    $("example").value = first.path;
    showExampleName();
    editor.value = await (await fetch(`examples/${first.path}`)).text();
  }
  await check();
  document.body.dataset.ready = "true";
}

main();
