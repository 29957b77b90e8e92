/**
 * Escapes the characters Markdown would read as formatting, so that values such as `*star*`
 * or `a|b` show as written.
 *
 * Use it on every piece of puzzle data (values, names, free text) placed in Markdown output;
 * do not use it on Markdown you build yourself. Cost: one pass over the string.
 *
 * @param text - plain text.
 * @returns the text with `\ ` * _ [ ] < > |` and `#` escaped.
 *
 * @example
 * ```ts
 * escapeMarkdown("a*b|c"); // "a\\*b\\|c"
 * ```
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|#]/g, (ch) => `\\${ch}`);
}
