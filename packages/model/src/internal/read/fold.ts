/**
 * Folds text for matching: compatibility forms (full-width letters and digits, ligatures),
 * lower case, Latin diacritics dropped ("crème" → "creme"), curly quotes and dashes made
 * plain, backticks (which quote values in some prompts) dropped, and runs of white space made
 * one space. Both a sentence and the words it is matched against are folded the same way.
 */
export function fold(text: string): string {
  // Plain ASCII needs no Unicode normalisation (most text is; normalising is slow).
  if (/^[\x20-\x7e\n\t]*$/.test(text)) return text.toLowerCase().replace(/`/g, "").replace(/\s+/g, " ").trim();
  return text
    .normalize("NFKC")
    .toLowerCase()
    .normalize("NFD")
    .replace(/(\p{Script=Latin})\p{M}+/gu, "$1")
    .normalize("NFC")
    .replace(/[\u2018\u2019\u02bc\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/`/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether a character is written in a script without spaces between words (Chinese, Japanese). */
export function isUnspacedChar(ch: string): boolean {
  return /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc\u3005]/u.test(ch);
}
