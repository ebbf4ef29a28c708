// SPDX-License-Identifier: MIT
// The engine compiled to WebAssembly against the native CLI over the whole example corpus: the
// same bytes (compared by SHA-256) and the same status for resolve, options, odds, render and
// render --odds of every example; and how long each took, WASM against native, reported (the
// target is within 2x; no test depends on a time).
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { performance } from "node:perf_hooks";
import { sha256 as nobleSha256 } from "@noble/hashes/sha2.js";
import { callEngine } from "../engine-call.js";
import { cli, examples, sha256, wasmDir } from "./support.mjs";

// Emscripten 3.1.6's ES module reads `require` and `__dirname` when it runs under node, which an
// ES module scope does not have: they are given to it, then it is imported.
globalThis.require = createRequire(import.meta.url);
globalThis.__dirname = wasmDir;
const { default: createSkedaddle } = await import(join(wasmDir, "skedaddle.mjs"));

const CASES = [
  { args: ["resolve", "--json"], verb: "resolve", settings: { form: "json" } },
  { args: ["resolve"], verb: "resolve", settings: {} },
  { args: ["options", "--json"], verb: "options", settings: { form: "json" } },
  { args: ["options"], verb: "options", settings: {} },
  { args: ["odds", "--json"], verb: "odds", settings: { form: "json" } },
  { args: ["render", "-o", "-"], verb: "render", settings: {} },
  { args: ["render", "--odds", "-o", "-"], verb: "render", settings: { odds: true } },
];

test("WASM gives the native CLI's bytes and status for every example", async () => {
  const engine = await createSkedaddle({
    sha256: nobleSha256,
    wasmBinary: readFileSync(join(wasmDir, "skedaddle.wasm")),
  });
  let wasmMs = 0;
  let nativeMs = 0;
  let startupMs = Infinity;
  let compared = 0;
  for (const example of examples()) {
    const scenario = readFileSync(example.file, "utf8");
    for (const c of CASES) {
      let started = performance.now();
      const native = cli([...c.args, example.file]);
      nativeMs += performance.now() - started;
      started = performance.now();
      const wasm = callEngine(engine, c.verb, scenario, c.settings);
      wasmMs += performance.now() - started;
      assert.equal(wasm.status, native.status, `${c.args.join(" ")} ${example.path}: ${wasm.text.slice(0, 300)}`);
      if (native.status === 0 || native.status === 3) {
        assert.equal(sha256(wasm.text), sha256(native.out), `${c.args.join(" ")} ${example.path}`);
      }
      compared++;
    }
  }
  // The native time counts a process start per call: the fastest run of `--version`, taken off
  // each call, leaves the engine's own time.
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    cli(["--version"]);
    startupMs = Math.min(startupMs, performance.now() - started);
  }
  const nativeEngineMs = Math.max(1, nativeMs - startupMs * compared);
  console.log(
    `corpus: ${compared} calls identical; WASM ${wasmMs.toFixed(0)} ms, native ${nativeMs.toFixed(0)} ms ` +
      `(${(startupMs * compared).toFixed(0)} ms of it process start-up), WASM/native ` +
      `${(wasmMs / nativeEngineMs).toFixed(2)}x without start-up, ${(wasmMs / nativeMs).toFixed(2)}x with`,
  );
});
