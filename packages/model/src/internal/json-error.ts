import type { JsonChar, JsonSyntaxProblem } from "../issue.js";

/** Where a JSON text first goes wrong: 0-based offset, 1-based line and column, and why. */
export interface JsonErrorLocation {
  readonly offset: number;
  readonly line: number;
  readonly column: number;
  readonly problem: JsonSyntaxProblem;
}

const whitespace = new Set([" ", "\t", "\n", "\r"]);

function found(char: string | undefined): JsonChar {
  return char === undefined ? null : char;
}

/**
 * Finds the first syntax error in a JSON text (RFC 8259), scanning iteratively so that deep
 * nesting cannot overflow the stack. Returns `undefined` when the text is valid JSON.
 * Used only after `JSON.parse` has failed, to report a line and column on every engine.
 */
export function locateJsonError(text: string): JsonErrorLocation | undefined {
  let i = 0;
  const n = text.length;
  const stack: ("[" | "{")[] = [];

  const fail = (offset: number, problem: JsonSyntaxProblem): JsonErrorLocation => {
    let line = 1;
    let lineStart = 0;
    for (let k = 0; k < offset && k < n; k++) {
      if (text[k] === "\n") {
        line++;
        lineStart = k + 1;
      }
    }
    const column = Array.from(text.slice(lineStart, offset)).length + 1;
    return { offset, line, column, problem };
  };
  const skipWhitespace = () => {
    while (i < n && whitespace.has(text[i]!)) i++;
  };
  // Scans a string starting at text[i] === '"'; returns an error or undefined.
  const scanString = (): JsonErrorLocation | undefined => {
    const start = i;
    i++;
    for (;;) {
      if (i >= n) return fail(start, { kind: "unclosed-string" });
      const c = text[i]!;
      if (c === '"') {
        i++;
        return undefined;
      }
      if (c.charCodeAt(0) < 0x20) return fail(i, { kind: "unescaped-control", found: c });
      if (c === "\\") {
        const e = text[i + 1];
        if (e === undefined) return fail(i, { kind: "unclosed-string" });
        if ('"\\/bfnrt'.includes(e)) {
          i += 2;
          continue;
        }
        if (e === "u") {
          const hex = text.slice(i + 2, i + 6);
          if (!/^[0-9A-Fa-f]{4}$/.test(hex)) return fail(i, { kind: "bad-unicode-escape" });
          i += 6;
          continue;
        }
        return fail(i, { kind: "bad-escape", found: found(e) });
      }
      i++;
    }
  };
  const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";
  const scanNumber = (): JsonErrorLocation | undefined => {
    if (text[i] === "-") i++;
    if (text[i] === "0") {
      i++;
      if (isDigit(text[i])) return fail(i, { kind: "leading-zero" });
    } else if (isDigit(text[i])) {
      while (isDigit(text[i])) i++;
    } else {
      return fail(i, { kind: "expected", expected: "digit", found: found(text[i]) });
    }
    if (text[i] === ".") {
      i++;
      if (!isDigit(text[i])) return fail(i, { kind: "expected", expected: "fraction-digit", found: found(text[i]) });
      while (isDigit(text[i])) i++;
    }
    if (text[i] === "e" || text[i] === "E") {
      i++;
      if (text[i] === "+" || text[i] === "-") i++;
      if (!isDigit(text[i])) return fail(i, { kind: "expected", expected: "exponent-digit", found: found(text[i]) });
      while (isDigit(text[i])) i++;
    }
    return undefined;
  };

  // "value": a value is expected at i; "key": a property name is expected; "after": a value ended.
  let mode: "value" | "key" | "after" = "value";
  for (;;) {
    skipWhitespace();
    if (mode === "value") {
      const c = text[i];
      if (c === undefined) return fail(i, { kind: "expected", expected: "value", found: null });
      if (c === "{") {
        i++;
        stack.push("{");
        skipWhitespace();
        if (text[i] === "}") {
          i++;
          stack.pop();
          mode = "after";
        } else mode = "key";
      } else if (c === "[") {
        i++;
        stack.push("[");
        skipWhitespace();
        if (text[i] === "]") {
          i++;
          stack.pop();
          mode = "after";
        }
      } else if (c === '"') {
        const error = scanString();
        if (error) return error;
        mode = "after";
      } else if (c === "-" || isDigit(c)) {
        const error = scanNumber();
        if (error) return error;
        mode = "after";
      } else {
        const word = ["true", "false", "null"].find((w) => w[0] === c);
        if (word === undefined) {
          const hint = c === "'" ? "string-quotes" : c === "]" || c === "}" ? "trailing-comma" : undefined;
          return fail(i, hint === undefined ? { kind: "expected", expected: "value", found: c } : { kind: "expected", expected: "value", found: c, hint });
        }
        for (let k = 0; k < word.length; k++) {
          if (text[i + k] !== word[k]) return fail(i + k, { kind: "expected", expected: word as "true" | "false" | "null", found: found(text[i + k]) });
        }
        i += word.length;
        mode = "after";
      }
    } else if (mode === "key") {
      const c = text[i];
      if (c !== '"') {
        const hint = c === "}" ? "trailing-comma" : c === "'" ? "name-quotes" : undefined;
        return fail(
          i,
          hint === undefined
            ? { kind: "expected", expected: "property-name", found: found(c) }
            : { kind: "expected", expected: "property-name", found: found(c), hint },
        );
      }
      const error = scanString();
      if (error) return error;
      skipWhitespace();
      if (text[i] !== ":") return fail(i, { kind: "expected", expected: "colon", found: found(text[i]) });
      i++;
      mode = "value";
    } else {
      const top = stack[stack.length - 1];
      if (top === undefined) {
        if (i < n) return fail(i, { kind: "trailing", found: text[i]! });
        return undefined;
      }
      const close = top === "[" ? "]" : "}";
      const c = text[i];
      if (c === ",") {
        i++;
        mode = top === "[" ? "value" : "key";
      } else if (c === close) {
        i++;
        stack.pop();
      } else {
        return fail(i, { kind: "expected", expected: top === "[" ? "comma-or-bracket" : "comma-or-brace", found: found(c) });
      }
    }
  }
}
