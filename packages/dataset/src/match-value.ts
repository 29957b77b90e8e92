import type { Attribute, Puzzle, Value } from "@zebra/model";

/**
 * Normalises text for lenient comparison: Unicode compatibility forms folded (NFKC), lower
 * case, underscores and the hyphens inside words read as spaces, whitespace collapsed,
 * surrounding quotes, backticks, asterisks and trailing punctuation removed. A minus sign in
 * front of a number is kept.
 *
 * Use it to compare an answer's words with a puzzle's values the way {@link parseAnswer}
 * does. Cost: linear in the text.
 *
 * @param text - any text.
 * @returns the normalised text.
 * @example
 * ```ts
 * normaliseWord("  **Pall-Mall**. "); // "pall mall"
 * ```
 */
export function normaliseWord(text: string): string {
  // Already normal (lower-case ASCII words, single spaces): the common case of a grader's reads.
  if (/^[a-z0-9]+(?: [a-z0-9]+)*$/.test(text)) return text;
  const folded = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/_+/g, " ")
    .replace(/(?<=[\p{L}\p{N}])[-‐‑–](?=\p{L})|(?<=\p{L})[-‐‑–](?=\p{N})/gu, " ")
    // Only runs and other whitespace are replaced: a replacement per single space is slow on long texts.
    .replace(/[^\S ]\s*| \s+/g, " ")
    .trim();
  return trimEdges(folded);
}

const leading = new Set(['"', "'", "`", "*", " ", "“", "”", "「", "」", "『", "』"]);
const trailing = new Set([...leading, ".", ",", ";", ":", "!", "?", "。", "，", "！", "？"]);

/** Drops quotes, emphasis and trailing punctuation from both ends, with a loop (a trimming regex backtracks on long runs). */
function trimEdges(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && leading.has(text[start]!)) start++;
  while (end > start && trailing.has(text[end - 1]!)) end--;
  return text.slice(start, end);
}

/** Longer than any name or value a puzzle has (with room for emphasis and an article): such a text names nothing, and is not normalised. */
export const maxNameLength = 300;

/** Each attribute's values, normalised once (a grader reads many answers against one puzzle). */
const normalisedValues = new WeakMap<Attribute, string[]>();

function normalisedValuesOf(attribute: Attribute): string[] {
  let names = normalisedValues.get(attribute);
  if (names === undefined) {
    names = attribute.values.map((v) => normaliseWord(String(v)));
    normalisedValues.set(attribute, names);
  }
  return names;
}

/** The values of an attribute whose normalised spelling satisfies `test`. */
function valuesWhere(attribute: Attribute, test: (name: string) => boolean): Value[] {
  const names = normalisedValuesOf(attribute);
  return attribute.values.filter((_, i) => test(names[i]!));
}

/**
 * The puzzle's spelling of a value given loosely, or undefined. The whole text must name the
 * value (never a part of it: "very short" is not "short"), after normalising; spaces may also
 * be left out ("bluemaster"), and a plural or an article added ("the thrillers"), when that
 * fits exactly one value.
 */
export function matchValue(attribute: Attribute, given: unknown): Value | undefined {
  if (typeof given === "number") return attribute.values.find((v) => v === given || String(v) === String(given));
  if (typeof given !== "string" || given.length > maxNameLength) return undefined;
  if (attribute.values.includes(given)) return given;
  const word = normaliseWord(given);
  const exact = valuesWhere(attribute, (name) => name === word);
  if (exact.length === 1) return exact[0];
  const joined = word.replace(/ /g, "");
  const unspaced = valuesWhere(attribute, (name) => name.replace(/ /g, "") === joined);
  if (unspaced.length === 1) return unspaced[0];
  const loose = word.replace(/^(the|a|an) /, "");
  const fits = valuesWhere(attribute, (name) => loose === name || loose === `${name}s` || loose === `${name}es` || `${loose}s` === name);
  return fits.length === 1 ? fits[0] : undefined;
}

/** Each puzzle's attribute names, normalised once, as given and with their spaces removed. */
const normalisedAttributes = new WeakMap<Puzzle, { readonly names: string[]; readonly unspaced: string[] }>();

/** The puzzle's attribute named loosely (case, spaces, hyphens, underscores), or undefined. */
export function matchAttribute(puzzle: Puzzle, given: string): Attribute | undefined {
  if (given.length > maxNameLength) return undefined;
  const verbatim = puzzle.attributes.find((a) => a.name === given);
  if (verbatim !== undefined) return verbatim;
  let known = normalisedAttributes.get(puzzle);
  if (known === undefined) {
    const names = puzzle.attributes.map((a) => normaliseWord(a.name));
    known = { names, unspaced: names.map((n) => n.replace(/ /g, "")) };
    normalisedAttributes.set(puzzle, known);
  }
  const word = normaliseWord(given);
  const at = known.names.indexOf(word);
  if (at >= 0) return puzzle.attributes[at];
  const unspaced = known.unspaced.indexOf(word.replace(/ /g, ""));
  return unspaced >= 0 ? puzzle.attributes[unspaced] : undefined;
}

/** A letter or digit at the start of a text, read by code point. */
const letterFirst = /^[\p{L}\p{N}]/u;
/** A letter or digit at the end of a text, read by code point. */
const letterLast = /[\p{L}\p{N}]$/u;

/** Where a whole-word occurrence of `name` at `at` ends (a plural "s" or "es" included), or -1 when a letter or digit is glued to it. */
function wordEnd(text: string, name: string, at: number): number {
  if (at > 0 && letterLast.test(text.slice(Math.max(0, at - 2), at))) return -1;
  const end = at + name.length;
  for (const plural of ["es", "s", ""]) {
    if (text.startsWith(plural, end) && !letterFirst.test(text.slice(end + plural.length, end + plural.length + 2))) return end + plural.length;
  }
  return -1;
}

/**
 * The one value of an attribute that a sentence names ("The German owns the zebra."), or
 * undefined when it names none or several. Values are found as whole words (a plural "s"
 * allowed); a value found only inside a longer value's words ("red" in "dark red") does not
 * count, so overlapping names never give credit for one another.
 */
export function namedValue(attribute: Attribute, sentence: string): Value | undefined {
  const text = normaliseWord(sentence.replace(/\*\*/g, ""));
  const names = normalisedValuesOf(attribute);
  const found: { value: Value; start: number; end: number }[] = [];
  attribute.values.forEach((value, i) => {
    const name = names[i]!;
    if (name === "") return;
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
      const end = wordEnd(text, name, at);
      if (end >= 0) found.push({ value, start: at, end });
    }
  });
  const standing = found.filter((f) => !found.some((g) => g !== f && g.start <= f.start && g.end >= f.end && g.end - g.start > f.end - f.start));
  const values = [...new Set(standing.map((f) => f.value))];
  return values.length === 1 ? values[0] : undefined;
}
