/** What {@link textProblems} may let through, for texts that are allowed more. */
export interface TextProblemOptions {
  /** Allow several lines separated by single newlines (steps); blank lines are still refused unless `blankLines`. */
  readonly multiline?: boolean;
  /** Allow blank lines between blocks (whole puzzles, solutions). */
  readonly blankLines?: boolean;
  /** Allow `{` and `}` (issue messages quote JSON). */
  readonly braces?: boolean;
}

const checks: readonly { readonly name: string; readonly re: RegExp; readonly unlessBraces?: boolean }[] = [
  { name: "placeholder brace", re: /[{}]/, unlessBraces: true },
  { name: "undefined", re: /\bundefined\b/ },
  { name: "NaN", re: /\bNaN\b/ },
  { name: "null", re: /\bnull\b/ },
  { name: "[object …]", re: /\[object /i },
  { name: "double space", re: /\S {2,}(?=\S)/ },
  { name: "space before punctuation", re: / [,.;:!?，。；：、！？)）]/ },
  { name: "space after opening bracket", re: /[(（] / },
  // An ordinal's full stop before a comma is German ("im 5., 6. oder 8. Stock").
  { name: "repeated punctuation", re: /[,;:，；：、][,.;:，。；：、]|(?<!\d)[.。][,;，；、。]|\d\.[;，；、。]|,\s+[,.;]|;\s+[,.;]/ },
  { name: "empty brackets", re: /\(\s*\)|（\s*）/ },
  { name: "doubled article", re: /\b(?:the|a|an) (?:the|a|an)(?=\s|$)/i },
  { name: "comma before a bracket", re: /,\s*\(/ },
  { name: "trailing whitespace", re: /(?<![ \t])[ \t]+$/m },
  { name: "tab", re: /\t/ },
  { name: "control character", re: /[\u0000-\u0008\u000b-\u001f\u007f]/ },
  { name: "line ending with a comma, semicolon or conjunction", re: /(?:[,;，；、]|\b(?:and|or|so|that|the|a|an))$/m },
];

/**
 * The problems a rendered text has that no locale should ever print: leaked placeholders and
 * `undefined`/`NaN`/`null`/`[object …]`, double spaces, a space before punctuation, repeated or
 * dangling punctuation, trailing whitespace, stray blank lines.
 *
 * Use it on every sentence a renderer produces (tables aside: they align with spaces).
 * Cost: linear in the text.
 *
 * @param text - the rendered text.
 * @param options - what this kind of text may contain.
 * @returns the names of the problems found, empty when the text is clean.
 *
 * @example
 * ```ts
 * textProblems("Hence, we have that ."); // ["space before punctuation"]
 * ```
 */
export function textProblems(text: string, options: TextProblemOptions = {}): string[] {
  const found: string[] = [];
  if (text.trim() === "") return ["empty text"];
  if (text !== text.trim()) found.push("leading or trailing blank");
  for (const check of checks) {
    if (check.unlessBraces && options.braces) continue;
    if (check.re.test(text)) found.push(check.name);
  }
  if (!options.multiline && !options.blankLines && text.includes("\n")) found.push("several lines");
  if (!options.blankLines && /\n\s*\n/.test(text)) found.push("blank line");
  if (/\n\s*\n\s*\n/.test(text)) found.push("two blank lines in a row");
  return found;
}
