/**
 * Fills a template's `{name}` placeholders from `values`, failing loudly on anything it cannot fill.
 *
 * Use it for every lexicon template ("the {value} owner") and every sentence pattern a renderer
 * keeps as data, so that a misspelt or missing placeholder is an error at once instead of a
 * `{value}` or `undefined` in a rendered puzzle. Placeholders are `{` + letters, digits or `_` + `}`;
 * write `{{` and `}}` for literal braces. Values are inserted as they are (never re-scanned).
 * Cost: one pass over the template.
 *
 * @param template - the pattern, e.g. `"the {value} owner"`.
 * @param values - the text for each placeholder; numbers are written with `String`.
 * @returns the filled text.
 * @throws Error when the template names a placeholder that `values` lacks, when a value is
 *   `undefined`, `null` or `NaN`, or when a brace does not open or close a placeholder.
 *
 * @example
 * ```ts
 * fillTemplate("the {value} owner", { value: "zebra" }); // "the zebra owner"
 * fillTemplate("the {valeu} owner", { value: "zebra" }); // throws: unknown placeholder {valeu}
 * ```
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  let out = "";
  let i = 0;
  while (i < template.length) {
    const ch = template[i]!;
    if (ch === "{" || ch === "}") {
      if (template[i + 1] === ch) {
        out += ch;
        i += 2;
        continue;
      }
      if (ch === "}") throw new Error(`Template ${JSON.stringify(template)}: unmatched "}" at ${i}.`);
      const end = template.indexOf("}", i);
      const name = end < 0 ? "" : template.slice(i + 1, end);
      if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Template ${JSON.stringify(template)}: malformed placeholder at ${i}.`);
      if (!Object.prototype.hasOwnProperty.call(values, name)) {
        throw new Error(`Template ${JSON.stringify(template)}: unknown placeholder {${name}} (known: ${Object.keys(values).join(", ") || "none"}).`);
      }
      const value = values[name];
      if (value === undefined || value === null || (typeof value === "number" && Number.isNaN(value))) {
        throw new Error(`Template ${JSON.stringify(template)}: placeholder {${name}} has no value.`);
      }
      out += String(value);
      i = end + 1;
      continue;
    }
    out += ch;
    i++;
  }
  return out;
}

/**
 * The placeholder names a template uses, in order of first use.
 *
 * Use it to check templates ahead of time (a vocabulary's tests, a lexicon editor).
 * Cost: one pass over the template.
 *
 * @param template - the pattern.
 * @returns the distinct placeholder names; `{{`/`}}` escapes are not placeholders.
 *
 * @example
 * ```ts
 * templatePlaceholders("{a} is {d} years older than {b}"); // ["a", "d", "b"]
 * ```
 */
export function templatePlaceholders(template: string): string[] {
  const names: string[] = [];
  const re = /\{\{|\}\}|\{([A-Za-z0-9_]+)\}/g;
  for (const m of template.matchAll(re)) {
    const name = m[1];
    if (name !== undefined && !names.includes(name)) names.push(name);
  }
  return names;
}
