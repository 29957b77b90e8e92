const digits = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九"];

/**
 * A whole number from 0 to 9999 in Chinese numerals, as a book writes it: 三, 十二, 二十, 一百零五.
 *
 * Use it for numbers read as words; Zebra writes house numbers in figures (第3座房子) and
 * counts in words (五座房子). Numbers outside 0..9999 (or not whole) are written in figures.
 * Cost: constant.
 *
 * @param n - the number.
 * @returns the numeral.
 *
 * @example
 * ```ts
 * chineseNumber(12); // "十二"
 * chineseNumber(105); // "一百零五"
 * ```
 */
export function chineseNumber(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 9999) return String(n);
  if (n < 10) return digits[n]!;
  if (n < 20) return `十${n === 10 ? "" : digits[n - 10]!}`;
  const units = ["", "十", "百", "千"];
  const parts = String(n).split("").map(Number);
  let out = "";
  let zero = false;
  parts.forEach((d, i) => {
    const unit = units[parts.length - 1 - i]!;
    if (d === 0) {
      zero = true;
      return;
    }
    if (zero && out !== "") out += "零";
    zero = false;
    out += digits[d]! + unit;
  });
  return out;
}

/**
 * A count before a measure word: 两 for 2 (两座房子), otherwise {@link chineseNumber}.
 *
 * Use it for "how many": 隔着两座房子, 有五座房子. Cost: constant.
 *
 * @param n - the count.
 * @returns the numeral for a count.
 *
 * @example
 * ```ts
 * chineseCount(2); // "两"
 * chineseCount(5); // "五"
 * ```
 */
export function chineseCount(n: number): string {
  return n === 2 ? "两" : chineseNumber(n);
}
