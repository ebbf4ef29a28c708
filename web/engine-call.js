// SPDX-License-Identifier: MIT
// One call of the engine's C interface (include/skedaddle/c_api.h) on a loaded Emscripten
// module: the strings copied in, skd_call, the answer copied out and freed. Shared by the
// page's worker and the node tests, so both call the engine the same way. The copies use the
// platform's TextEncoder and TextDecoder on the module's memory: Emscripten's own helpers
// (stringToUTF8, UTF8ToString) walk the text one character at a time in JavaScript, which cost
// a small call as much as the engine's work (docs/web.md, "Measurements").

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** `value` (the settings: objects, arrays, strings, numbers, booleans, null) as JSON text, each
 *  BigInt as its own digits: a seed is an unsigned 64-bit integer (seed.js), which a number
 *  holds exactly only up to 2^53 and which JSON.stringify refuses as a BigInt. Undefined is
 *  left out of an object and null in an array, as JSON.stringify has it. */
export function settingsJson(value) {
  if (typeof value === "bigint") return value.toString();
  if (Array.isArray(value)) return `[${value.map((item) => settingsJson(item) ?? "null").join(",")}]`;
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  const members = Object.entries(value).filter(([, member]) => member !== undefined);
  return `{${members.map(([key, member]) => `${JSON.stringify(key)}:${settingsJson(member)}`).join(",")}}`;
}

/** Answers `verb` of `scenario` (JSON text) with `settings` (an object; a seed may be a BigInt):
 *  {status, text}. */
export function callEngine(module, verb, scenario, settings = {}) {
  const owned = [];
  // `text` as UTF-8 and a NUL in the module's memory; the view is taken after the allocation,
  // which may grow the memory and replace it.
  // UTF-8 takes at most three bytes per UTF-16 unit: encoded straight into the module's memory.
  const cString = (text) => {
    const at = module._malloc(text.length * 3 + 1);
    owned.push(at);
    const { written } = encoder.encodeInto(text, module.HEAPU8.subarray(at));
    module.HEAPU8[at + written] = 0;
    return at;
  };
  try {
    const answerAt = module._malloc(4);
    owned.push(answerAt);
    const status = module._skd_call(
      cString(verb),
      cString(scenario),
      cString(settingsJson(settings)),
      answerAt,
    );
    const text = module.getValue(answerAt, "*");
    const heap = module.HEAPU8;
    const answer = text === 0 ? "" : decoder.decode(heap.subarray(text, heap.indexOf(0, text)));
    module._skd_free(text);
    return { status, text: answer };
  } finally {
    for (const at of owned) module._free(at);
  }
}

/** The statuses of skd_call (skd_status). */
export const Status = Object.freeze({ ok: 0, internal: 1, badInput: 2, refused: 3 });
