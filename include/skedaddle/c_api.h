/* SPDX-License-Identifier: MIT */
/* skedaddle's C interface: text in, text out, for foreign-function callers and the browser build
 * (web/, docs/web.md). One call answers one verb of one scenario with the bytes the command line
 * prints for it (the documented JSON, the text for people, or the SVG). */
#ifndef SKEDADDLE_C_API_H
#define SKEDADDLE_C_API_H

#ifdef __cplusplus
extern "C" {
#endif

/** What a call gave, as the command line's exit statuses say it. */
enum skd_status {
  SKD_OK = 0,        /**< the answer */
  SKD_INTERNAL = 1,  /**< a bug, never the input: the answer is {"errors": [...]} */
  SKD_BAD_INPUT = 2, /**< the answer is {"errors": [{"document", "pointer", "message"}...]} */
  SKD_REFUSED = 3    /**< the rules forbid the request (ALL-3): the answer is the refusal */
};

/**
 * Answers `verb` of the scenario `scenario` (its JSON text) with `settings` (a JSON object of
 * the verb's settings; NULL or "" for none) and returns its status; `*answer` receives a
 * NUL-terminated text that the caller frees with skd_free(), or NULL when memory for it ran out
 * (`answer` may be NULL: the status alone). A NULL `verb` or `scenario` reads as "" (an error
 * at the "verb", or malformed JSON in the "scenario"). The verbs and their settings
 * (docs/web.md):
 * - "validate" {}: {"valid":true,"warnings":[...]} (with "refused" for a forbidden request);
 *   bad input when the recorded choices or dice do not fit the resolution, as "resolve" says;
 * - "options" {"form":"text"|"json","tree":bool,"depth":N}: as `skedaddle options`;
 * - "resolve" {"form","chooser","seed","dice"}: as `skedaddle resolve [--json] [--dice]`;
 * - "odds" {"form","per_option","chooser","max_resolves"}: as `skedaddle odds [--json]`;
 * - "render" {"options","resolve","whole","odds","chooser","seed","max_resolves"}: the SVG of
 *   `skedaddle render`;
 * - "explain" {"id"}: the rulings JSON of `skedaddle explain --json [ID]` (scenario unused);
 * - "step" {"chance":"seeded"|"explicit","seed","dice":"scenario"|"seed","history":[{"kind",
 *   "index"}...],"svg":bool,"figures":bool,"odds":bool,"per_option":bool,"chooser",
 *   "max_resolves"}: the step-wise resolution after `history` (seeded,
 *   "dice": "seed" rolls the seed's dice where the scenario scripts its own): its pending
 *   decision (with "figures": true, each option's figures as they stand there, as `options`
 *   words them; they walk every way on (GCACW counts them from its retreat tree), so they cost
 *   far more than the step) or point of chance, or its outcome (its JSON, and its trace as
 *   `skedaddle resolve` prints it); and "story", the story so far: the trace's lines (as
 *   `skedaddle resolve` prints them) of the events before the pending decision or point of
 *   chance, all of the outcome's once it is over; with "odds": true, "odds": the odds document
 *   (skedaddle-odds/1, as the "odds" verb's JSON) from where it stands, the steps so far fixed
 *   (skedaddle::odds(const Resolution&): explicit chance, given the outcomes applied; seeded,
 *   the dice weighed from the start), "per_option" with each option of the pending decision
 *   taken, "chooser" (first, best, random) and "max_resolves" as for "odds" (they apply only
 *   with "odds": true);
 * - "verify" {"outcome","form","chooser","seed","no_dice","choices"}: `skedaddle verify
 *   [--json]` of "outcome" (the outcome document, or its JSON text) against the scenario, its
 *   request held to what was agreed (`--chooser --seed --no-dice --choices`); SKD_OK whether or
 *   not it is identical (the answer says which).
 * Errors name the document ("scenario", "settings", or "outcome" for an outcome given as text)
 * and the JSON pointer in it.
 */
int skd_call(const char* verb, const char* scenario, const char* settings, char** answer);

/** Frees an answer of skd_call() (NULL is allowed). */
void skd_free(char* answer);

#ifdef __cplusplus
}
#endif

#endif /* SKEDADDLE_C_API_H */
