// SPDX-License-Identifier: MIT
// What the playground's tests share: the site served from build/web on a loopback port, Debian's
// Chromium driven by playwright-core (it cannot download a browser here), the native CLI, and
// the example corpus.
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { dirname, extname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const site = join(root, "build", "web");
export const wasmDir = join(root, "build", "wasm");

export function sha256(text) {
  return createHash("sha256").update(text).digest("hex");
}

/** Every example scenario: {file (absolute), path (as the site's index names it)}, sorted. */
export function examples() {
  return JSON.parse(readFileSync(join(site, "examples", "index.json"), "utf8")).map((e) => ({
    ...e,
    file: join(root, e.source),
  }));
}

/** The native CLI (SKEDADDLE_CLI, which scripts/web.sh sets). */
export function cliPath() {
  const cli = process.env.SKEDADDLE_CLI;
  if (!cli) throw new Error("set SKEDADDLE_CLI to the native skedaddle (scripts/web.sh test does)");
  return cli;
}

/** Times the calls listed in `file` natively (bench/capi_calls, SKEDADDLE_CAPI_CALLS, which
 * scripts/web.sh sets): {calls, ms}. */
export function capiCalls(file) {
  const tool = process.env.SKEDADDLE_CAPI_CALLS;
  if (!tool) throw new Error("set SKEDADDLE_CAPI_CALLS to skedaddle_capi_calls (scripts/web.sh test does)");
  return JSON.parse(execFileSync(tool, [file], { encoding: "utf8" }));
}

/** Runs the native CLI: {status, out}. */
export function cli(args, input) {
  const run = spawnSync(cliPath(), args, { input, maxBuffer: 1 << 30, encoding: "utf8" });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

const TYPES = { ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript", ".css": "text/css", ".json": "application/json", ".wasm": "application/wasm", ".svg": "image/svg+xml" };

/** Serves build/web on 127.0.0.1 (an ephemeral port): {url, close()}. */
export async function serveSite() {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, "http://x").pathname);
    const file = join(site, path.endsWith("/") ? path + "index.html" : path);
    if (relative(site, file).startsWith("..")) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = readFileSync(file);
      response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((r) => server.close(r)) };
}

/** Debian's Chromium, headless, with a fresh profile: {context, close()}. */
export async function launchBrowser() {
  const profile = mkdtempSync(join(tmpdir(), "skedaddle-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: "/usr/bin/chromium",
    headless: true,
    viewport: { width: 1400, height: 1000 },
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The site served and opened in a new page of a new browser, every answer of its first
 *  scenario shown; `consoleErrors` collects what the page reports as an error, `close()` ends
 *  browser and server. */
export async function openPlayground() {
  const server = await serveSite();
  const browser = await launchBrowser();
  const page = await browser.context.newPage();
  const consoleErrors = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(String(error)));
  await page.goto(server.url);
  await settled(page);
  return {
    server,
    browser,
    page,
    consoleErrors,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/** Waits until the page has shown every answer for its current scenario. */
export async function settled(page) {
  await page.waitForFunction(() => {
    const s = window.playground;
    return s && document.body.dataset.ready === "true" && s.settled === s.generation && document.getElementById("engine-state").dataset.state === "ready";
  }, null, { timeout: 120_000 });
}

/** Picks the example `path` in the page's list and waits for its answers: the page fetches the
 *  example before it checks it, so first for its check to start (a new generation), then for
 *  every answer of it. */
export async function pickExample(page, path) {
  const before = await page.evaluate(() => window.playground.generation);
  await page.selectOption("#example", path);
  await page.waitForFunction((n) => window.playground.generation > n, before);
  await settled(page);
}

/** The SHA-256 of what a download link of the page holds (its blob, fetched in the page). */
export async function linkHash(page, id) {
  return page.evaluate(async (linkId) => {
    const text = await (await fetch(document.getElementById(linkId).href)).arrayBuffer();
    const digest = await crypto.subtle.digest("SHA-256", text);
    return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  }, id);
}
