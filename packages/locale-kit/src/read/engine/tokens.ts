import { isUnspacedChar } from "./fold.js";

/** A piece of a folded sentence: a word (each character of Chinese or Japanese is one), a number, or a punctuation mark. */
export interface Token {
  readonly text: string;
  readonly kind: "word" | "number" | "punct";
  /** Offsets in the folded text. */
  readonly start: number;
  readonly end: number;
}

/** Punctuation a pattern need not mention: it may stand anywhere between the pieces it matches. */
export const softPunctuation: ReadonlySet<string> = new Set([",", "-", "'", '"', "_", "/", "«", "»", "「", "」", "『", "』", "、", "*"]);

const wordPattern = /[\p{L}\p{N}\p{M}]/u;
const hanNumeralPattern = /[零〇一二两三四五六七八九十百]/;
const digit = /[0-9]/;

/** Whether a character is a letter, a digit or a mark (an ASCII one without a Unicode look-up: most text is ASCII). */
function isWordChar(ch: string): boolean {
  const code = ch.charCodeAt(0);
  if (code < 0x80) return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
  return wordPattern.test(ch);
}

/** Whether a character is a Chinese numeral (all of them come after U+3000). */
function isHanNumeral(ch: string): boolean {
  return ch.charCodeAt(0) > 0x3000 && hanNumeralPattern.test(ch);
}

/**
 * Splits folded text into tokens: runs of letters and digits (a run of digits alone is a
 * number, with a minus sign when one stands before it on its own, and a decimal part),
 * single characters of unspaced scripts, the possessive "'s", and single punctuation marks.
 */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    const ch = text[i]!;
    if (ch === " ") {
      i++;
      continue;
    }
    const code = text.codePointAt(i)!;
    const char = String.fromCodePoint(code);
    if (isHanNumeral(char)) {
      // A Chinese number ("十二", "两") is one word, not one per character.
      let j = i;
      while (j < n && isHanNumeral(text[j]!)) j++;
      out.push({ text: text.slice(i, j), kind: "word", start: i, end: j });
      i = j;
      continue;
    }
    if (isUnspacedChar(char)) {
      out.push({ text: char, kind: "word", start: i, end: i + char.length });
      i += char.length;
      continue;
    }
    const prev = i > 0 ? text[i - 1]! : " ";
    // A number starts a word: after a space, a mark, or a character of an unspaced script ("是58").
    const startsWord = !isWordChar(prev) || isUnspacedChar(prev);
    if ((digit.test(ch) || (ch === "-" && digit.test(text[i + 1] ?? ""))) && startsWord) {
      let j = ch === "-" ? i + 1 : i;
      while (j < n && digit.test(text[j]!)) j++;
      if (text[j] === "." && digit.test(text[j + 1] ?? "")) {
        j++;
        while (j < n && digit.test(text[j]!)) j++;
      }
      // Digits followed by letters ("3rd", "f150") are one word.
      if (j < n && isWordChar(text[j]!) && !isUnspacedChar(text[j]!)) {
        let k = j;
        while (k < n && isWordChar(text[k]!) && !isUnspacedChar(text[k]!)) k++;
        out.push({ text: text.slice(i, k), kind: "word", start: i, end: k });
        i = k;
        continue;
      }
      out.push({ text: text.slice(i, j), kind: "number", start: i, end: j });
      i = j;
      continue;
    }
    if (isWordChar(char)) {
      let j = i;
      while (j < n) {
        const c = String.fromCodePoint(text.codePointAt(j)!);
        if (!isWordChar(c) || isUnspacedChar(c)) break;
        j += c.length;
      }
      out.push({ text: text.slice(i, j), kind: "word", start: i, end: j });
      i = j;
      continue;
    }
    if (ch === "'" && text[i + 1] === "s" && !isWordChar(text[i + 2] ?? " ")) {
      out.push({ text: "'s", kind: "word", start: i, end: i + 2 });
      i += 2;
      continue;
    }
    out.push({ text: char, kind: "punct", start: i, end: i + char.length });
    i += char.length;
  }
  return out;
}

/** Token texts joined without what separates them ("Ford F-150" and "ford f150" both give "fordf150"), for matching names. */
export function compact(tokens: readonly Token[]): string {
  let out = "";
  for (const t of tokens) out += compacted(t);
  return out;
}

/** What a token adds to a compacted name: its text, or nothing for a hyphen, an underscore or an apostrophe. */
export function compacted(token: Token): string {
  return token.kind === "punct" && (token.text === "-" || token.text === "_" || token.text === "'") ? "" : token.text;
}
