import type { TemplateProblem } from "@zebra/model";
import { wordFeatures, wordText, type Word, type WordFeature } from "@zebra/model";

/** One placeholder of a template: its name and the features its slot asks for (`{value:dat}`). */
export interface TemplateSlot {
  readonly name: string;
  readonly features: readonly WordFeature[];
}

/** What a template holds: its slots in order of first use, or why it cannot be filled. */
export type TemplateScan = { readonly ok: true; readonly slots: readonly TemplateSlot[] } | { readonly ok: false; readonly problem: TemplateProblem };

/**
 * How a locale writes a word in a slot that asks for features (`{value:acc.indef}`): the
 * locale's own inflection, given the word and the slot's features.
 */
export type Inflect = (word: Word, features: readonly WordFeature[]) => string;

type Part = string | TemplateSlot;

const knownFeatures: ReadonlySet<string> = new Set(wordFeatures);
const compiled = new Map<string, readonly Part[] | TemplateProblem>();

/** Reads a template into literal text and slots, or the reason it cannot be read. */
function compile(template: string): readonly Part[] | TemplateProblem {
  const cached = compiled.get(template);
  if (cached !== undefined) return cached;
  const parts: Part[] = [];
  let text = "";
  let result: readonly Part[] | TemplateProblem = parts;
  let i = 0;
  while (i < template.length) {
    const ch = template[i]!;
    if (ch !== "{" && ch !== "}") {
      text += ch;
      i++;
      continue;
    }
    if (template[i + 1] === ch) {
      text += ch;
      i += 2;
      continue;
    }
    if (ch === "}") {
      result = { kind: "unmatched-brace", at: i };
      break;
    }
    const end = template.indexOf("}", i);
    const inside = end < 0 ? "" : template.slice(i + 1, end);
    const match = /^([A-Za-z0-9_]+)(?::([a-z]+(?:\.[a-z]+)*))?$/.exec(inside);
    if (match === null) {
      result = { kind: "malformed", at: i };
      break;
    }
    const features = match[2] === undefined ? [] : match[2].split(".");
    const unknown = features.find((f) => !knownFeatures.has(f));
    if (unknown !== undefined) {
      result = { kind: "unknown-feature", at: i, feature: unknown };
      break;
    }
    if (text !== "") parts.push(text);
    text = "";
    parts.push({ name: match[1]!, features: features as WordFeature[] });
    i = end + 1;
  }
  if (result === parts && text !== "") parts.push(text);
  compiled.set(template, result);
  return result;
}

/** A template problem for the error thrown by `fillTemplate` (a programming error, so in English). */
function problemText(problem: TemplateProblem): string {
  if (problem.kind === "unmatched-brace") return `unmatched "}" at ${problem.at}`;
  if (problem.kind === "malformed") return `malformed placeholder at ${problem.at}`;
  return `unknown feature "${problem.feature}" at ${problem.at} (features: ${wordFeatures.join(", ")})`;
}

/**
 * Reads a template with the grammar of {@link fillTemplate}, without filling it: its slots, or
 * why it cannot be filled.
 *
 * Use it to check templates ahead of time (a vocabulary's validation, a locale's tests).
 * Cost: one pass over the template (cached).
 *
 * @param template - the pattern.
 * @returns the distinct slots in order of first use (a name used twice is listed once, with
 *   the features of its first use), or the problem.
 *
 * @example
 * ```ts
 * scanTemplate("hält {value:acc.indef}"); // { ok: true, slots: [{ name: "value", features: ["acc", "indef"] }] }
 * scanTemplate("{value:akk}"); // { ok: false, problem: { kind: "unknown-feature", at: 0, feature: "akk" } }
 * ```
 */
export function scanTemplate(template: string): TemplateScan {
  const parts = compile(template);
  if (!Array.isArray(parts)) return { ok: false, problem: parts as TemplateProblem };
  const slots: TemplateSlot[] = [];
  for (const part of parts) if (typeof part !== "string" && !slots.some((s) => s.name === part.name)) slots.push(part);
  return { ok: true, slots };
}

/**
 * Fills a template's placeholders from `values`, failing loudly on anything it cannot fill.
 *
 * Use it for every lexicon template ("the {value} owner") and every sentence pattern a renderer
 * keeps as data, so that a misspelt or missing placeholder is an error at once instead of a
 * `{value}` or `undefined` in a rendered puzzle. A placeholder is `{name}` or, when the slot
 * needs a grammatical form, `{name:features}` with features from `wordFeatures` joined by dots
 * (`{value:dat}`, `{value:acc.indef}`); the locale's `inflect` writes the word in that form.
 * Write `{{` and `}}` for literal braces. Values are inserted as they are (never re-scanned); a
 * {@link Word} without features is its base form. Cost: one pass over the template (templates
 * are read once and cached).
 *
 * @param template - the pattern, e.g. `"the {value} owner"`.
 * @param values - the text (or word) for each placeholder; numbers are written with `String`.
 * @param inflect - the locale's inflection, needed when a slot has features.
 * @returns the filled text.
 * @throws Error when the template names a placeholder that `values` lacks, when a value is
 *   `undefined`, `null` or `NaN`, when a brace does not open or close a placeholder, when a
 *   feature is unknown, or when a slot has features and no `inflect` is given.
 *
 * @example
 * ```ts
 * fillTemplate("the {value} owner", { value: "zebra" }); // "the zebra owner"
 * fillTemplate("the {valeu} owner", { value: "zebra" }); // throws: unknown placeholder {valeu}
 * ```
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number | Word>>, inflect?: Inflect): string {
  const parts = compile(template);
  if (!Array.isArray(parts)) throw new Error(`Template ${JSON.stringify(template)}: ${problemText(parts as TemplateProblem)}.`);
  let out = "";
  for (const part of parts) {
    if (typeof part === "string") {
      out += part;
      continue;
    }
    const { name, features } = part;
    if (!Object.hasOwn(values, name)) {
      throw new Error(`Template ${JSON.stringify(template)}: unknown placeholder {${name}} (known: ${Object.keys(values).join(", ") || "none"}).`);
    }
    const value = values[name];
    if (value === undefined || value === null || (typeof value === "number" && Number.isNaN(value))) {
      throw new Error(`Template ${JSON.stringify(template)}: placeholder {${name}} has no value.`);
    }
    if (features.length === 0) out += typeof value === "number" ? String(value) : wordText(value);
    else if (inflect === undefined) throw new Error(`Template ${JSON.stringify(template)}: {${name}:${features.join(".")}} needs the locale's inflection.`);
    else out += inflect(typeof value === "number" ? String(value) : value, features);
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
  const re = /\{\{|\}\}|\{([A-Za-z0-9_]+)(?::[a-z.]*)?\}/g;
  for (const m of template.matchAll(re)) {
    const name = m[1];
    if (name !== undefined && !names.includes(name)) names.push(name);
  }
  return names;
}
