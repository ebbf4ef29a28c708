// SPDX-License-Identifier: MIT
// One call of the engine's C interface (include/skedaddle/c_api.h) on a loaded Emscripten
// module: the strings copied in, skd_call, the answer copied out and freed. Shared by the
// page's worker and the node tests, so both call the engine the same way.

/** Answers `verb` of `scenario` (JSON text) with `settings` (an object): {status, text}. */
export function callEngine(module, verb, scenario, settings = {}) {
  const owned = [];
  const cString = (text) => {
    const size = module.lengthBytesUTF8(text) + 1;
    const at = module._malloc(size);
    module.stringToUTF8(text, at, size);
    owned.push(at);
    return at;
  };
  try {
    const answerAt = module._malloc(4);
    owned.push(answerAt);
    const status = module._skd_call(
      cString(verb),
      cString(scenario),
      cString(JSON.stringify(settings)),
      answerAt,
    );
    const text = module.getValue(answerAt, "*");
    const answer = module.UTF8ToString(text);
    module._skd_free(text);
    return { status, text: answer };
  } finally {
    for (const at of owned) module._free(at);
  }
}

/** The statuses of skd_call (skd_status). */
export const Status = Object.freeze({ ok: 0, internal: 1, badInput: 2, refused: 3 });
