/** Ends text with a newline (adds one when it has none). */
export function ensureNewline(text: string): string {
  return text.endsWith("\n") ? text : `${text}\n`;
}
