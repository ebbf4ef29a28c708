// SPDX-License-Identifier: MIT
// Remakes the playground's screenshots (docs/images/playground*.png) in headless Chromium:
// scripts/web.sh screenshots. Usage: node screenshots.mjs OUT_DIR
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { launchBrowser, pickExample, serveSite, settled } from "./tests/support.mjs";

const out = process.argv[2];
if (!out) {
  console.error("usage: node screenshots.mjs OUT_DIR");
  process.exit(2);
}
mkdirSync(out, { recursive: true });
const server = await serveSite();
const browser = await launchBrowser();
try {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1500, height: 1050 });
  await page.goto(server.url);
  await settled(page);

  // An option tree with its rejected choices, a mark hovered with its ruling's text.
  await pickExample(page, "gitm/rotd/gi-5-rout-across-closed-river-crossing-shatters.json");
  await page.locator("#picture svg path.invalid").first().dispatchEvent("mouseover");
  await page.screenshot({ path: join(out, "playground.png") });

  // The exact odds on the map and per option.
  await pickExample(page, "jacobite/jr-08-leader-killed-unit-rallies-first-then-retreats.json");
  await page.check("#show-odds");
  await page.click('#tabs [data-tab="odds"]');
  await settled(page);
  await page.waitForFunction(() => document.getElementById("odds-text").textContent.length > 0);
  await page.screenshot({ path: join(out, "playground-odds.png") });

  // Playing it yourself: the owner's choice and the dice, one click at a time.
  await page.uncheck("#show-odds");
  await page.click('#tabs [data-tab="play"]');
  await page.selectOption("#play-chance", "explicit");
  await settled(page);
  await page.locator("#play-pending button").first().click();
  await settled(page);
  // Each option with its odds from there.
  await page.waitForSelector('#play-pending[data-odds="shown"]');
  await page.locator("#tabs").evaluate((tabs) => tabs.scrollIntoView());
  await page.screenshot({ path: join(out, "playground-play.png") });

  // Verifying a published outcome: the page's own, tampered with as README's example does.
  await page.click('#tabs [data-tab="options"]');
  await pickExample(page, "gcacw/gc-02-stack-and-leader-move-together.json");
  const honest = await page.evaluate(() => window.playground.shown.outcomeJson);
  await page.click('#tabs [data-tab="verify"]');
  // Verified as it is pasted (in the page, once typing pauses).
  await page.fill("#verify-outcome", honest.replace('"option": "0401"', '"option": "0402"'));
  await page.waitForFunction(() => document.getElementById("verify-result").dataset.verdict === "differs");
  await page.screenshot({ path: join(out, "playground-verify.png") });
  console.log(`screenshots in ${out}`);
} finally {
  await browser.close();
  await server.close();
}
