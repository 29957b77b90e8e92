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

/** The values of an attribute whose normalised spelling satisfies `test`. */
function valuesWhere(attribute: Attribute, test: (name: string) => boolean): Value[] {
  let names = normalisedValues.get(attribute);
  if (names === undefined) {
    names = attribute.values.map((v) => normaliseWord(String(v)));
    normalisedValues.set(attribute, names);
  }
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

/** The puzzle's attribute named loosely (case, spaces, hyphens, underscores), or undefined. */
export function matchAttribute(puzzle: Puzzle, given: string): Attribute | undefined {
  if (given.length > maxNameLength) return undefined;
  const verbatim = puzzle.attributes.find((a) => a.name === given);
  if (verbatim !== undefined) return verbatim;
  const word = normaliseWord(given);
  return (
    puzzle.attributes.find((a) => normaliseWord(a.name) === word) ??
    puzzle.attributes.find((a) => normaliseWord(a.name).replace(/ /g, "") === word.replace(/ /g, ""))
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The one value of an attribute that a sentence names ("The German owns the zebra."), or
 * undefined when it names none or several. Values are found as whole words (a plural "s"
 * allowed); a value found only inside a longer value's words ("red" in "dark red") does not
 * count, so overlapping names never give credit for one another.
 */
export function namedValue(attribute: Attribute, sentence: string): Value | undefined {
  const text = normaliseWord(sentence.replace(/\*\*/g, ""));
  const found: { value: Value; start: number; end: number }[] = [];
  for (const value of attribute.values) {
    const name = normaliseWord(String(value));
    if (name === "") continue;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?:e?s)?(?![\\p{L}\\p{N}])`, "gu");
    for (const match of text.matchAll(pattern)) found.push({ value, start: match.index, end: match.index + match[0].length });
  }
  const standing = found.filter((f) => !found.some((g) => g !== f && g.start <= f.start && g.end >= f.end && g.end - g.start > f.end - f.start));
  const values = [...new Set(standing.map((f) => f.value))];
  return values.length === 1 ? values[0] : undefined;
}
