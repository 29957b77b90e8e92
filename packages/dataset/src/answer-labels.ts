import type { Attribute, Puzzle, Value } from "@zebra/model";
import { isObject } from "./internal/is-object.js";
import { matchAttribute, matchValue, maxNameLength, namedValue, normaliseWord } from "./match-value.js";

/**
 * The words a locale shows for a puzzle's attributes and values, as a record's prompt names
 * them: `attributes` maps each attribute's name to its heading ("Travel destination", "旅行目的地"),
 * `values` each attribute's values (by their JSON text: `"58"` for 58) to their labels
 * ("58 years old", "58岁"). A grader reads these words as the puzzle's own.
 */
export interface AnswerLabels {
  readonly attributes: Readonly<Record<string, string>>;
  readonly values: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** How an answer's words are read against one puzzle: its own names, and the labels of every locale the record has. */
export interface Reading {
  readonly puzzle: Puzzle;
  /** The attribute a heading or name stands for, or undefined. */
  attribute(given: string): Attribute | undefined;
  /** The value of an attribute that a cell gives, or undefined. */
  value(attribute: Attribute, given: unknown): Value | undefined;
  /** The one value of an attribute that a sentence names, or undefined. */
  named(attribute: Attribute, sentence: string): Value | undefined;
}

/**
 * A {@link Reading} of a puzzle's answers in one locale: the locale's labels first (a German
 * "Limousine" is a sedan, whatever the puzzle calls "limousine"), then the puzzle's own names.
 * A label that two attributes (or two values of one attribute) share is ambiguous and left out.
 */
export function readingOf(puzzle: Puzzle, labels?: AnswerLabels): Reading {
  const attributes = uniqueMap<Attribute>();
  const values = new Map<string, ReturnType<typeof uniqueMap<Value>>>();
  for (const attribute of puzzle.attributes) values.set(attribute.name, uniqueMap<Value>());
  for (const attribute of labels === undefined ? [] : puzzle.attributes) {
    const heading = labels!.attributes[attribute.name];
    if (heading !== undefined) attributes.add(heading, attribute);
    const byValue = labels!.values[attribute.name];
    if (byValue === undefined) continue;
    for (const value of attribute.values) {
      const label = byValue[String(value)];
      if (label !== undefined) values.get(attribute.name)!.add(label, value);
    }
  }
  return {
    puzzle,
    attribute: (given) => attributes.get(given) ?? matchAttribute(puzzle, given),
    value: (attribute, given) => (typeof given === "string" ? values.get(attribute.name)?.get(given) : undefined) ?? matchValue(attribute, given),
    named: (attribute, sentence) => namedLabel(values.get(attribute.name), sentence) ?? namedValue(attribute, sentence),
  };
}

/** A map from normalised words (also with their spaces removed) to one thing each; a word given for two things maps to neither. */
function uniqueMap<T>(): { add(word: string, thing: T): void; get(word: string): T | undefined; entries(): [string, T][] } {
  const map = new Map<string, T | null>();
  // Words as given, so that an answer that copies the prompt's spelling is found without normalising.
  const verbatim = new Map<string, T | null>();
  const put = (into: Map<string, T | null>, key: string, thing: T): void => {
    if (key === "") return;
    const had = into.get(key);
    into.set(key, had === undefined || had === thing ? thing : null);
  };
  return {
    add(word, thing) {
      const key = normaliseWord(word);
      put(verbatim, word, thing);
      put(map, key, thing);
      put(map, key.replace(/ /g, ""), thing);
    },
    get(word) {
      const exact = verbatim.get(word);
      if (exact !== undefined) return exact ?? undefined;
      if (word.length > maxNameLength) return undefined;
      const key = normaliseWord(word);
      return map.get(key) ?? map.get(key.replace(/ /g, "")) ?? undefined;
    },
    entries: () => [...map].filter((e): e is [string, T] => e[1] !== null),
  };
}

/**
 * The one value whose label a sentence contains, or undefined: a label inside a longer label
 * that the sentence also contains does not count, and a label in a script written with spaces
 * must stand as a whole word ("red" is not in "bored"), as in {@link namedValue}.
 */
function namedLabel(labels: ReturnType<typeof uniqueMap<Value>> | undefined, sentence: string): Value | undefined {
  if (labels === undefined) return undefined;
  const text = normaliseWord(sentence);
  const found = labels.entries().filter(([word]) => containsWord(text, word));
  const standing = found.filter(([word]) => !found.some(([other]) => other.length > word.length && other.includes(word)));
  const named = new Set(standing.map(([, value]) => value));
  return named.size === 1 ? [...named][0] : undefined;
}

/** Whether `word` occurs in `text` with no letter of a spaced script glued to either end. */
function containsWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (!gluedLetters(text[at - 1], word[0]) && !gluedLetters(word.at(-1), text[at + word.length])) return true;
  }
  return false;
}

function gluedLetters(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && spacedLetter.test(a) && spacedLetter.test(b);
}

/** A letter or digit of a script that separates words with spaces (not Chinese or Japanese). */
const spacedLetter = /^(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[\p{L}\p{N}]$/u;

/** Reads `labels` of a record (its own, or under `locales`), or undefined when they are not a valid {@link AnswerLabels}. */
export function readLabels(json: unknown): AnswerLabels | undefined {
  if (!isObject(json) || !isObject(json["attributes"]) || !isObject(json["values"])) return undefined;
  const attributes = json["attributes"];
  const values = json["values"];
  if (!Object.values(attributes).every((v) => typeof v === "string")) return undefined;
  for (const byValue of Object.values(values)) if (!isObject(byValue) || !Object.values(byValue).every((v) => typeof v === "string")) return undefined;
  return { attributes: attributes as Record<string, string>, values: values as Record<string, Record<string, string>> };
}
