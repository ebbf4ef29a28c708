// SPDX-License-Identifier: MIT
// The engine in a Web Worker, so that the page never freezes while a large option tree or the
// odds are computed. Messages: {id, verb, scenario, settings} in; {id, status, text, ms} out.
import createSkedaddle from "./skedaddle.mjs";
import { sha256 } from "./vendor/noble-hashes/sha2.js";
import { callEngine } from "./engine-call.js";

// The outcomes' verification hashes with SHA-256 (src/web/sha256.cpp asks Module.sha256); the
// .wasm lies beside this file (a module worker is neither of the environments Emscripten 3.1.6
// looks for, so it is told where).
const ready = createSkedaddle({ sha256, locateFile: (file) => new URL(file, import.meta.url).href });

self.onmessage = async (event) => {
  const { id, verb, scenario, settings } = event.data;
  try {
    const engine = await ready;
    const started = performance.now();
    const answer = callEngine(engine, verb, scenario, settings);
    self.postMessage({ id, ...answer, ms: performance.now() - started });
  } catch (error) {
    self.postMessage({ id, status: 1, text: JSON.stringify({ errors: [{ document: "", pointer: "", message: String(error) }] }) });
  }
};
