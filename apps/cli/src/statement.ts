// The statements `zebra solve --why` explains, in the attribute and value names of the puzzle:
// "Norwegian at 1", "tea same Dane", "Color=red next to Pet=zebra".
import type { Clue, Fact, Puzzle, Value, ValueRef } from "@zebra/model";
import { closest } from "./args.js";
import { CliError } from "./cli-error.js";
import { defaultInputLimits, inputTooLarge } from "./input-limits.js";

/** One form of statement: its words, and what it means given its two sides. */
interface Form {
  readonly words: string;
  /** The right side is a house number (true) or a value (false). */
  readonly house: boolean;
  readonly make: (a: ValueRef, b: ValueRef | number) => Fact | Clue;
}

const house = (b: ValueRef | number): number => b as number;
const value = (b: ValueRef | number): ValueRef => b as ValueRef;

/** Every form, longest words first (so "not at" is read before "at"). */
const forms: readonly Form[] = [
  { words: "immediately left of", house: false, make: (a, b) => ({ type: "immediately_left", a, b: value(b) }) },
  { words: "immediately right of", house: false, make: (a, b) => ({ type: "immediately_right", a, b: value(b) }) },
  { words: "not next to", house: false, make: (a, b) => ({ type: "not_next_to", a, b: value(b) }) },
  { words: "not same as", house: false, make: (a, b) => ({ type: "not_same", a, b: value(b) }) },
  { words: "not in house", house: true, make: (a, b) => ({ kind: "not_at", entity: a, positions: [house(b)] }) },
  { words: "same as", house: false, make: (a, b) => ({ type: "same", a, b: value(b) }) },
  { words: "not same", house: false, make: (a, b) => ({ type: "not_same", a, b: value(b) }) },
  { words: "next to", house: false, make: (a, b) => ({ type: "next_to", a, b: value(b) }) },
  { words: "left of", house: false, make: (a, b) => ({ type: "left_of", a, b: value(b) }) },
  { words: "right of", house: false, make: (a, b) => ({ type: "right_of", a, b: value(b) }) },
  { words: "in house", house: true, make: (a, b) => ({ kind: "at", entity: a, pos: house(b) }) },
  { words: "not at", house: true, make: (a, b) => ({ kind: "not_at", entity: a, positions: [house(b)] }) },
  { words: "not in", house: true, make: (a, b) => ({ kind: "not_at", entity: a, positions: [house(b)] }) },
  { words: "same", house: false, make: (a, b) => ({ type: "same", a, b: value(b) }) },
  { words: "at", house: true, make: (a, b) => ({ kind: "at", entity: a, pos: house(b) }) },
  { words: "in", house: true, make: (a, b) => ({ kind: "at", entity: a, pos: house(b) }) },
];

/** The statement forms, for help and errors. */
const statementForms = [
  "V at N",
  "V not at N",
  "V same V",
  "V not same V",
  "V next to V",
  "V not next to V",
  "V left of V",
  "V right of V",
  "V immediately left of V",
  "V immediately right of V",
];

/** The most words one side of a statement can have: the longest `Attribute = value` of the puzzle. */
function maxSideWords(puzzle: Puzzle): number {
  const count = (text: string): number => text.split(/\s+/).filter((w) => w.length > 0).length;
  let attribute = 0;
  let value = 0;
  for (const a of puzzle.attributes) {
    attribute = Math.max(attribute, count(a.name));
    for (const v of a.values) value = Math.max(value, count(String(v)));
  }
  return attribute + value + 2;
}

/**
 * Reads a statement about a puzzle: `VALUE at N`, `VALUE same VALUE`, … (see `statementForms`;
 * "in", "in house" and "same as" are read too). A value is written as in the puzzle, in any case
 * (`Norwegian`, `ice cream`, `42`), or as `Attribute=value` when two attributes share it.
 *
 * Cost: linear in the statement: a side is never longer than the longest value of the puzzle,
 * so only the first few words are tried as the place of the relation.
 *
 * @param limit - the most bytes of the statement (`--max-input` raises it).
 * @throws CliError (exit 2) with one line naming what was not understood, and the closest value.
 */
export function parseStatement(text: string, puzzle: Puzzle, limit: number = defaultInputLimits.statement): Fact | Clue {
  if (Buffer.byteLength(text, "utf8") > limit) throw inputTooLarge("--why", "statement", limit);
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0);
  const lower = words.map((w) => w.toLowerCase());
  const maxSide = maxSideWords(puzzle);
  const quoted = JSON.stringify(text);
  let problem: string | undefined;
  for (const form of forms) {
    const formWords = form.words.split(" ");
    const n = formWords.length;
    for (let i = 1; i <= maxSide && i + n < words.length + 1; i++) {
      if (!formWords.every((w, k) => lower[i + k] === w)) continue;
      const rightWords = words.length - i - n;
      if (rightWords === 0 || rightWords > maxSide) continue;
      const left = words.slice(0, i).join(" ");
      const right = words.slice(i + n).join(" ");
      const a = resolveValue(left, puzzle);
      const b = form.house ? resolveHouse(right, puzzle) : resolveValue(right, puzzle);
      if (typeof a !== "string" && typeof b !== "string") return form.make(a, b);
      problem ??= typeof a === "string" ? a : (b as string);
    }
  }
  throw new CliError(
    `--why ${quoted.length > 80 ? `${quoted.slice(0, 77)}…"` : quoted}: ${problem ?? `expected a statement such as "${statementForms[0]}" or "${statementForms[2]}", where V is a value of the puzzle and N a house number`}`,
  );
}

/** A house number of the puzzle, or what is wrong with it. */
function resolveHouse(text: string, puzzle: Puzzle): number | string {
  if (!/^\d+$/.test(text)) return `expected a house number after the value, got ${JSON.stringify(text)}`;
  const n = Number(text);
  return n >= 1 && n <= puzzle.size ? n : `there is no house ${n}: the houses are 1 to ${puzzle.size}`;
}

/** A value of the puzzle (`value` or `Attribute=value`), or what is wrong with it. */
function resolveValue(text: string, puzzle: Puzzle): ValueRef | string {
  const split = text.indexOf("=");
  if (split > 0) {
    const name = text.slice(0, split).trim();
    const attribute = puzzle.attributes.find((a) => a.name.toLowerCase() === name.toLowerCase());
    if (!attribute) {
      const hint = closest(
        name.toLowerCase(),
        puzzle.attributes.map((a) => a.name.toLowerCase()),
      );
      const named = hint === undefined ? undefined : puzzle.attributes.find((a) => a.name.toLowerCase() === hint)!.name;
      return `no attribute ${JSON.stringify(name)}${named ? ` (did you mean ${JSON.stringify(named)}?)` : `; the attributes are ${puzzle.attributes.map((a) => a.name).join(", ")}`}`;
    }
    return matchValue(text.slice(split + 1).trim(), attribute.values, attribute.name, puzzle);
  }
  const matches = puzzle.attributes.flatMap((a) => a.values.filter((v) => same(v, text)).map((v) => ({ attr: a.name, value: v })));
  if (matches.length === 1) return matches[0]!;
  if (matches.length > 1)
    return `${JSON.stringify(text)} is a value of ${matches.map((m) => m.attr).join(" and ")}: write ${matches.map((m) => `${m.attr}=${String(m.value)}`).join(" or ")}`;
  return matchValue(
    text,
    puzzle.attributes.flatMap((a) => a.values),
    undefined,
    puzzle,
  );
}

/** The value of `values` written `text`, or an error suggesting the closest one. */
function matchValue(text: string, values: readonly Value[], attr: string | undefined, puzzle: Puzzle): ValueRef | string {
  const found = values.find((v) => same(v, text));
  if (found !== undefined && attr !== undefined) return { attr, value: found };
  const names = values.map((v) => String(v));
  const hint =
    text === ""
      ? undefined
      : closest(
          text.toLowerCase(),
          names.map((n) => n.toLowerCase()),
        );
  const where = attr === undefined ? "no value" : `${attr} has no value`;
  const shown = text === "" ? "" : ` ${JSON.stringify(text)}`;
  if (hint !== undefined) return `${where}${shown} (did you mean ${JSON.stringify(names.find((n) => n.toLowerCase() === hint))}?)`;
  const sample = attr === undefined ? puzzle.attributes.map((a) => String(a.values[0])) : names;
  return `${where}${shown}; ${attr === undefined ? "values are written as in the puzzle, such as" : "its values are"} ${sample.slice(0, 6).join(", ")}${sample.length > 6 ? ", …" : ""}`;
}

function same(value: Value, text: string): boolean {
  return String(value).toLowerCase() === text.toLowerCase().replace(/\s+/g, " ");
}
