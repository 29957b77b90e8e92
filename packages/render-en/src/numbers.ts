const ordinalWords = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
const cardinalWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/**
 * An English ordinal in figures: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd, 101st, 111th.
 *
 * Use it for positions above ten and wherever figures read better than words.
 * Cost: constant.
 *
 * @param n - a whole number (negative numbers keep their sign).
 * @returns the number with its suffix.
 * @throws RangeError when `n` is not a whole number.
 *
 * @example
 * ```ts
 * ordinal(21); // "21st"
 * ordinal(111); // "111th"
 * ```
 */
export function ordinal(n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`ordinal: ${n} is not a whole number.`);
  const abs = Math.abs(n);
  const lastTwo = abs % 100;
  const last = abs % 10;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? "th" : last === 1 ? "st" : last === 2 ? "nd" : last === 3 ? "rd" : "th";
  return `${n}${suffix}`;
}

/**
 * An English ordinal as a word up to ten ("first" … "tenth"), in figures above ("11th").
 *
 * Use it for positions in clues: "the third house", "the 12th house". Cost: constant.
 *
 * @param n - a whole number.
 * @returns the ordinal.
 *
 * @example
 * ```ts
 * ordinalWord(3); // "third"
 * ordinalWord(12); // "12th"
 * ```
 */
export function ordinalWord(n: number): string {
  return n >= 1 && n <= ordinalWords.length && Number.isInteger(n) ? ordinalWords[n - 1]! : ordinal(n);
}

/**
 * An English cardinal as a word up to ten ("one" … "ten"), in figures above ("12").
 *
 * Use it for counts in running text: "there are two houses between…". Cost: constant.
 *
 * @param n - a number.
 * @returns the number as a word or in figures.
 *
 * @example
 * ```ts
 * numberWord(2); // "two"
 * numberWord(12); // "12"
 * ```
 */
export function numberWord(n: number): string {
  return n >= 0 && n <= 10 && Number.isInteger(n) ? cardinalWords[n]! : String(n);
}
