// SPDX-License-Identifier: MIT
// Assembles the static site (scripts/web.sh): the page, the engine built by the wasm preset,
// the SHA-256 the engine asks of JavaScript (@noble/hashes), and every example scenario with an
// index. Usage: node assemble.mjs SITE_DIR WASM_DIR
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const web = dirname(fileURLToPath(import.meta.url));
const root = dirname(web);
const [site, wasm] = process.argv.slice(2);
if (!site || !wasm) {
  console.error("usage: node assemble.mjs SITE_DIR WASM_DIR");
  process.exit(2);
}

rmSync(site, { recursive: true, force: true });
mkdirSync(site, { recursive: true });
for (const file of ["index.html", "style.css", "app.js", "engine.js", "engine-worker.js", "engine-call.js", "json-locate.js", "seed.js", "odds-text.js"]) {
  cpSync(join(web, file), join(site, file));
}
for (const file of ["skedaddle.mjs", "skedaddle.wasm"]) cpSync(join(wasm, file), join(site, file));
const noble = join(web, "node_modules", "@noble", "hashes");
mkdirSync(join(site, "vendor", "noble-hashes"), { recursive: true });
for (const file of readdirSync(noble)) {
  if (file.endsWith(".js") || file === "LICENSE") cpSync(join(noble, file), join(site, "vendor", "noble-hashes", file));
}

/** Every example scenario under games/<game>/examples/ (not the expected outcomes), sorted. */
function examples(dir, out = []) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) examples(path, out);
    else if (name.endsWith(".json") && !name.endsWith(".expected.json") && path.split(sep).includes("examples")) out.push(path);
  }
  return out;
}

const index = [];
const games = join(root, "games");
for (const file of examples(games)) {
  // games/gcacw/examples/gc-01.json -> gcacw/gc-01.json; the game's folder names the group.
  const path = relative(games, file).split(sep).filter((part) => part !== "examples").join("/");
  const scenario = JSON.parse(readFileSync(file, "utf8"));
  mkdirSync(dirname(join(site, "examples", path)), { recursive: true });
  cpSync(file, join(site, "examples", path));
  index.push({ path, game: path.split("/")[0], ruleset: scenario.ruleset ?? "", name: scenario.name ?? "", source: relative(root, file).split(sep).join("/") });
}
writeFileSync(join(site, "examples", "index.json"), JSON.stringify(index, null, 1) + "\n");
console.log(`site: ${site} (${index.length} examples)`);
