// SPDX-License-Identifier: MIT
// Chances written as the engine's odds text writes them (the Odds tab, `skedaddle odds`:
// src/io/odds_text.cpp), for the odds the page lays out itself from the odds JSON: the Play
// tab's odds of each option. Shared by the page and its node tests.

/** `value` (a chance from 0 to 1) as a percentage with one decimal, rounded as the engine's text
 *  rounds it: fmt's "{:.1f}" of value * 100, to the nearest, a tie to the even tenth. The only
 *  ties a double can hold are quarters (6.25, 6.75; a tenth's half is not a binary fraction
 *  otherwise), which toFixed would round up: 6.25 is 6.2 in the engine's text. */
export function percentText(value) {
  const percent = value * 100;
  const quarters = percent * 4;
  const tieDown = Number.isInteger(quarters) && quarters % 4 === 1;
  return `${(tieDown ? percent - 0.05 : percent).toFixed(1)}%`;
}

/** A chance as the Odds tab lists it: its exact fraction and its percentage ("91/216 42.1%"). */
export function chanceText(chance) {
  return `${chance.probability} ${percentText(chance.value)}`;
}

/** A chance in a sentence, as the Odds tab words it: "1/36 (2.8%)". */
export function chanceWords(chance) {
  return `${chance.probability} (${percentText(chance.value)})`;
}

/** One outcome of the odds JSON in a line, as the Odds tab words it: "Blakeney routed (-1), Huske
 *  routed; banners to the jacobite: 2" (each unit's fate and strength lost, then the scores). */
export function outcomeLine(outcome) {
  let out = "";
  for (const u of outcome.units) out += `${out ? ", " : ""}${u.unit} ${u.fate}${u.strength_lost ? ` (-${u.strength_lost})` : ""}`;
  for (const score of outcome.scores) out += `${out ? "; " : ""}${score.name}: ${score.value}`;
  return out || "nothing changes";
}
