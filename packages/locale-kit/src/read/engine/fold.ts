/**
 * Folds text for matching: compatibility forms (full-width letters and digits, ligatures),
 * lower case, Latin diacritics dropped ("crème" → "creme"), curly quotes and dashes made
 * plain, backticks (which quote values in some prompts) dropped, and runs of white space made
 * one space. Both a sentence and the words it is matched against are folded the same way.
 */
export function fold(text: string): string {
  // Plain ASCII needs no Unicode normalisation (most text is; normalising is slow), and neither
  // does text whose only other characters are Latin-1 letters (German, French, Spanish): each
  // of those folds on its own, by a table made with the full folding.
  if (!plainOrLatin1.test(text)) return foldFully(text);
  if (!ascii.test(text)) text = text.replace(latin1Letter, (letter) => latin1Folds.get(letter)!);
  return text.toLowerCase().replace(/`/g, "").replace(/\s+/g, " ").trim();
}

/** {@link fold} without its shortcuts: every step of the normalisation, for any text. */
export function foldFully(text: string): string {
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

const ascii = /^[\x20-\x7e\n\t]*$/;
const plainOrLatin1 = /^[\x20-\x7e\n\t\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff]*$/;
const latin1Letter = /[\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff]/g;
/** Each Latin-1 letter (À to ÿ, but × and ÷) folded: "Ä" → "a", "ß" → "ß". None is a combining mark or combines with its neighbours. */
const latin1Folds = new Map<string, string>();
for (let code = 0xc0; code <= 0xff; code++) {
  if (code === 0xd7 || code === 0xf7) continue;
  const letter = String.fromCharCode(code);
  latin1Folds.set(letter, foldFully(letter));
}

/** Whether a character is written in a script without spaces between words (Chinese, Japanese). */
export function isUnspacedChar(ch: string): boolean {
  // No character of those scripts comes before the Hangul Jamo (U+1100): Latin text needs no Unicode look-up.
  return ch.charCodeAt(0) >= 0x1100 && unspaced.test(ch);
}

const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc\u3005]/u;
