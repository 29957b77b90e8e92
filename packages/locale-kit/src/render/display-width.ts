/**
 * How many terminal columns a string takes: East Asian wide and fullwidth characters (Han,
 * kana, Hangul, fullwidth punctuation such as `，`) count 2, combining marks and zero-width
 * characters 0, everything else 1.
 *
 * Use it to align plain-text tables that may hold Chinese, Japanese or Korean text; `length`
 * counts UTF-16 units and misaligns them. Cost: one pass over the string.
 *
 * @param text - the text, on one line.
 * @returns its display width in columns.
 *
 * @example
 * ```ts
 * displayWidth("red"); // 3
 * displayWidth("红色"); // 4
 * ```
 */
export function displayWidth(text: string): number {
  // Most cells are printable ASCII, one column per character.
  if (printableAscii.test(text)) return text.length;
  let width = 0;
  for (const ch of text) width += charWidth(ch.codePointAt(0)!);
  return width;
}

/**
 * Pads a string with spaces to a display width (see {@link displayWidth}).
 *
 * Use it to lay out columns. Text already as wide or wider is returned unchanged.
 * Cost: one pass over the string.
 *
 * @param text - the text.
 * @param width - the width to reach, in columns.
 * @param align - `"left"` (pad on the right, the default) or `"right"`.
 * @returns the padded text.
 *
 * @example
 * ```ts
 * padToWidth("红", 4); // "红  "
 * padToWidth("7", 3, "right"); // "  7"
 * ```
 */
export function padToWidth(text: string, width: number, align: "left" | "right" = "left"): string {
  const pad = " ".repeat(Math.max(0, width - displayWidth(text)));
  return align === "left" ? text + pad : pad + text;
}

const printableAscii = /^[\x20-\x7e]*$/;

const zeroWidth = /^[\p{Mn}\p{Me}\p{Cf}]$/u;

function charWidth(cp: number): number {
  if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0)) return 0;
  if (cp < 0x300) return 1;
  if (zeroWidth.test(String.fromCodePoint(cp))) return 0;
  if (cp >= 0xfe00 && cp <= 0xfe0f) return 0;
  return isWide(cp) ? 2 : 1;
}

function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0x303e) ||
    (cp >= 0x3041 && cp <= 0x33ff) ||
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0xa000 && cp <= 0xa4cf) ||
    (cp >= 0xa960 && cp <= 0xa97f) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe10 && cp <= 0xfe19) ||
    (cp >= 0xfe30 && cp <= 0xfe6f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x1f300 && cp <= 0x1f64f) ||
    (cp >= 0x1f900 && cp <= 0x1f9ff) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  );
}
