// SPDX-License-Identifier: MIT
// A seed as the page reads it from a field. The engine's seeds are unsigned 64-bit integers
// (docs/format.md: 0 to 18446744073709551615), and a JavaScript number holds an integer exactly
// only up to 2^53: so a seed is a BigInt from the field's digits to the settings' JSON text,
// where engine-call.js writes it as its own digits.

/** The largest seed, 2^64-1. */
export const MAX_SEED = 2n ** 64n - 1n;

/** What a seed field that names no seed is told: the words of the CLI's `--seed` error. */
export const SEED_EXPECTED = `expected an integer from 0 to ${MAX_SEED}`;

/** The seed a field's `text` names: a BigInt for decimal digits from 0 to 2^64-1 (spaces
 *  around them aside, leading zeros as the CLI reads them), else null (a sign, a fraction, an
 *  exponent, anything beyond 2^64-1). */
export function parseSeed(text) {
  const digits = text.trim();
  if (!/^[0-9]+$/.test(digits)) return null;
  const seed = BigInt(digits);
  return seed <= MAX_SEED ? seed : null;
}
