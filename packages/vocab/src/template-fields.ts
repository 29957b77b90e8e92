/**
 * The template fields of `AttributeWords` and the placeholders each one takes.
 *
 * Use it to check or document templates: every placeholder of a field must be listed here, and
 * every placeholder listed must appear (a subject without `{value}` would name every value the
 * same way). `noun` and the value labels are plain text and take none. Placeholders follow
 * `fillTemplate` of `@zebra/locale-kit`: `{name}`, with `{{` and `}}` for literal braces.
 *
 * - `subject`, `predicate`, `unit`: `{value}`, the value's label (or the number, for numeric attributes);
 * - `less`, `greater`: `{a}`, `{b}`, referring phrases of two people;
 * - `difference`: `{a}`, `{b}` and `{d}`, the positive difference attr(a) − attr(b);
 * - `ratio`: `{a}`, `{b}` and `{times}`, the locale's word for the factor attr(a) ÷ attr(b) ("twice", "half");
 * - `least`, `most`: `{a}`, the person with the smallest or the largest value ("the youngest");
 * - `intro`: `{values}`, the list of the attribute's values (the line introducing it in a puzzle);
 * - `question`: `{a}`, the referring phrase of the person asked about.
 *
 * @example
 * ```ts
 * templateFields.difference; // ["a", "b", "d"]
 * ```
 */
export const templateFields = {
  subject: ["value"],
  predicate: ["value"],
  unit: ["value"],
  less: ["a", "b"],
  greater: ["a", "b"],
  difference: ["a", "b", "d"],
  ratio: ["a", "b", "times"],
  least: ["a"],
  most: ["a"],
  intro: ["values"],
  question: ["a"],
} as const satisfies Readonly<Record<string, readonly string[]>>;

/** A template field of `AttributeWords`: `"subject"`, `"predicate"`, `"unit"`, `"less"`, `"greater"`, `"difference"`, `"ratio"`, `"least"`, `"most"`, `"intro"` or `"question"`. */
export type TemplateField = keyof typeof templateFields;
