// SPDX-License-Identifier: MIT
// Where each value of a JSON text is: a map from JSON pointer (RFC 6901) to the value's
// [start, end) offsets in the text, so that the editor can mark an error at its pointer. Reads
// as far as the text is well formed (a broken text still locates what comes before the break);
// the engine, not this, decides what is valid.

/** Map pointer -> {start, end} (UTF-16 offsets into `text`). */
export function locatePointers(text) {
  const found = new Map();
  let at = 0;
  const space = () => {
    while (at < text.length && " \t\r\n".includes(text[at])) at++;
  };
  const fail = () => {
    throw new SyntaxError(`unexpected ${at < text.length ? JSON.stringify(text[at]) : "end"} at ${at}`);
  };
  const string = () => {
    const start = at;
    at++; // the opening quote
    while (at < text.length && text[at] !== '"') at += text[at] === "\\" ? 2 : 1;
    if (at >= text.length) fail();
    at++;
    return JSON.parse(text.slice(start, at));
  };
  const escape = (key) => key.replaceAll("~", "~0").replaceAll("/", "~1");
  const value = (pointer) => {
    space();
    const start = at;
    const c = text[at];
    if (c === "{") {
      at++;
      space();
      if (text[at] === "}") at++;
      else {
        for (;;) {
          space();
          if (text[at] !== '"') fail();
          const keyStart = at;
          const key = string();
          const child = `${pointer}/${escape(key)}`;
          space();
          if (text[at] !== ":") fail();
          at++;
          value(child);
          // An error about a key (unknown, duplicate) points at the key and its value.
          found.set(child, { start: keyStart, end: found.get(child).end });
          space();
          if (text[at] === ",") { at++; continue; }
          if (text[at] === "}") { at++; break; }
          fail();
        }
      }
    } else if (c === "[") {
      at++;
      space();
      if (text[at] === "]") at++;
      else {
        for (let i = 0; ; i++) {
          value(`${pointer}/${i}`);
          space();
          if (text[at] === ",") { at++; continue; }
          if (text[at] === "]") { at++; break; }
          fail();
        }
      }
    } else if (c === '"') {
      string();
    } else {
      const literal = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(at, at + 400));
      if (!literal) fail();
      at += literal[0].length;
    }
    found.set(pointer, { start, end: at });
  };
  try {
    value("");
  } catch {
    // A broken text: what was read before the break is located.
  }
  return found;
}

/** The offset of `line` (from 1) and `column` (from 1) in `text`. */
export function offsetOf(text, line, column) {
  let at = 0;
  for (let l = 1; l < line && at >= 0; l++) at = text.indexOf("\n", at) + 1;
  return Math.min(text.length, Math.max(0, at) + Math.max(0, column - 1));
}

/** The start of the token whose last character is at `at`: a string from its opening quote, a
 *  number or a word (true, an unquoted key...) from its first character, else that character. */
function tokenStart(text, at) {
  if (text[at] === '"') {
    // Back to the opening quote on the same line (a string holds no raw line break).
    for (let i = at - 1; i >= 0 && text[i] !== "\n"; i--) {
      if (text[i] === '"' && text[i - 1] !== "\\") return i;
    }
    return at;
  }
  let start = at;
  while (start > 0 && /[\w.+-]/.test(text[start]) && /[\w.+-]/.test(text[start - 1])) start--;
  return start;
}

/** Where an error is in `text`: a syntax error's "line L, column C" (the last character the
 *  parser read) as the token it ends and the rest of its line, so that the mark shows what is
 *  wrong and is seen; else its pointer's value or the nearest enclosing value that was located;
 *  null when none. */
export function locateError(text, located, error) {
  const lineColumn = /line (\d+), column (\d+)/.exec(error.message);
  if (lineColumn) {
    const [line, column] = [Number(lineColumn[1]), Number(lineColumn[2])];
    // Column 0: the last character read was the line break before the line.
    let at = Math.min(column === 0 ? offsetOf(text, line, 1) - 1 : offsetOf(text, line, column), text.length - 1);
    // Read up to a line break or the end of the text: the last thing written is marked.
    while (at > 0 && " \t\r\n".includes(text[at])) at--;
    at = Math.max(0, at);
    const lineEnd = text.indexOf("\n", at);
    return { start: tokenStart(text, at), end: Math.max(at + 1, lineEnd < 0 ? text.length : lineEnd) };
  }
  for (let p = error.pointer; ; p = p.slice(0, p.lastIndexOf("/"))) {
    if (located.has(p)) return located.get(p);
    if (p === "") return null;
  }
}
