import type { Locale } from "@zebra/locale-kit";

/** Each locale's words in Latin letters, gathered once: its theme words and the strings of its interface. */
const wordsOf = new WeakMap<Locale, ReadonlySet<string>>();

function latinWords(text: string): string[] {
  return text.toLowerCase().match(/\p{Script=Latin}{2,}/gu) ?? [];
}

/**
 * How many of a text's words in Latin letters a locale uses itself (in its themes' words and
 * the sentences of its interface): the evidence that the text is written in its language, used
 * to tell English from German when neither reader reads the text.
 */
export function languageEvidence(text: string, locale: Locale): number {
  let words = wordsOf.get(locale);
  if (words === undefined) {
    const strings: string[] = [];
    JSON.stringify([locale.words, locale.ui], (_key, value: unknown) => {
      if (typeof value === "string") strings.push(value);
      else if (typeof value === "function") strings.push(String(value));
      return value;
    });
    words = new Set(strings.flatMap(latinWords));
    wordsOf.set(locale, words);
  }
  let found = 0;
  for (const word of latinWords(text)) if (words.has(word)) found++;
  return found;
}
