/**
 * Joins items as a list in running text: `"a, b and c"`, `"甲、乙和丙"`.
 *
 * Use it for every list a renderer writes so that lists look the same everywhere (no Oxford
 * comma in English, `、` in Chinese). Cost: linear in the items.
 *
 * @param items - the items, already worded.
 * @param separator - between items but the last two, e.g. `", "` or `"、"`.
 * @param lastSeparator - between the last two items, e.g. `" and "`, `" or "`, `"和"`.
 * @returns the joined list; `""` for no items.
 *
 * @example
 * ```ts
 * joinList(["1", "3", "5"], ", ", " and "); // "1, 3 and 5"
 * joinList(["1", "3"], ", ", " or "); // "1 or 3"
 * ```
 */
export function joinList(items: readonly string[], separator: string, lastSeparator: string): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(separator)}${lastSeparator}${items[items.length - 1]!}`;
}
