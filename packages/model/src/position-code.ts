/**
 * The number a `position-code` question asks for: `(size + 1)·y + x`, where `x` and `y` are
 * 1-based positions. Both positions can be read back from it ({@link decodePositionCode}).
 *
 * Use it wherever a position-code answer is computed, so that generators, checkers and
 * renderers agree. Cost: constant.
 *
 * @param x - the first entity's position, 1..size.
 * @param y - the second entity's position, 1..size.
 * @param size - the number of positions.
 * @returns the code.
 *
 * @example
 * ```ts
 * encodePositionCode(5, 2, 5); // 17 (6·2 + 5)
 * ```
 */
export function encodePositionCode(x: number, y: number, size: number): number {
  return (size + 1) * y + x;
}

/**
 * Reads the two positions back from a position code, or `undefined` when the number is not
 * the code of two positions 1..size.
 *
 * Use it to explain an answer ("6 × 2 + 5 = 17") or to check one. Cost: constant.
 *
 * @param code - the number.
 * @param size - the number of positions.
 * @returns `{ x, y }`, 1-based, or `undefined`.
 *
 * @example
 * ```ts
 * decodePositionCode(17, 5); // { x: 5, y: 2 }
 * decodePositionCode(18, 5); // undefined (x would be 0)
 * ```
 */
export function decodePositionCode(code: number, size: number): { readonly x: number; readonly y: number } | undefined {
  if (!Number.isInteger(code) || !Number.isInteger(size) || size < 1) return undefined;
  const y = Math.floor(code / (size + 1));
  const x = code - (size + 1) * y;
  if (x < 1 || x > size || y < 1 || y > size) return undefined;
  return { x, y };
}
