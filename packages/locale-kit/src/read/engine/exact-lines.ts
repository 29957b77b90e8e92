import type { Value } from "@zebra/model";
import type { Lexicon } from "@zebra/model";
import type { LocaleWords } from "@zebra/model";
import type { Attribute } from "@zebra/model";
import type { Renderer } from "../../contract/renderer.js";
import { lexiconFor, type Vocabulary, type VocabularyAttribute } from "@zebra/model";
import { exact, framesOf } from "./frames.js";

/** An attribute line read exactly: the attribute, and the vocabulary whose words wrote it (none for generic wording). */
export interface ExactLine {
  readonly attribute: Attribute;
  readonly vocabulary?: Vocabulary;
}

/** How one vocabulary attribute's line is written: the text around its items, and its items. */
interface LineShape {
  readonly before: string;
  readonly separator: string;
  readonly last: string;
  readonly after: string;
  /** Item text → value, for every value of the attribute. */
  readonly items: ReadonlyMap<string, Value>;
  readonly attribute: VocabularyAttribute;
}

const shapes = new WeakMap<Renderer, WeakMap<Vocabulary, WeakMap<LocaleWords, Map<number, readonly LineShape[]>>>>();

/** The lexicon of one attribute of a vocabulary, for an attribute with these values. */
export function attributeLexicon(vocabulary: Vocabulary, words: LocaleWords, attribute: Attribute): Lexicon {
  return lexiconFor(vocabulary, words, { attributes: [attribute] });
}

/** Splits a line at its items: [before, separators…, after], or undefined. */
function around(text: string, items: readonly string[]): string[] | undefined {
  const out: string[] = [];
  let at = 0;
  for (const item of items) {
    const found = text.indexOf(item, at);
    if (found < 0 || item === "") return undefined;
    out.push(text.slice(at, found));
    at = found + item.length;
  }
  out.push(text.slice(at));
  return out;
}

/** The separators of a line split at its items: [separator, last separator] (for one item, none). */
function separatorsOf(parts: readonly string[]): [string, string] | undefined {
  if (parts.length <= 2) return ["", ""];
  const inner = parts.slice(1, -1);
  const last = inner[inner.length - 1]!;
  const separator = inner.length >= 2 ? inner[0]! : last;
  return inner.slice(0, -1).every((p) => p === separator) ? [separator, last] : undefined;
}

/**
 * How each attribute of a vocabulary is listed in a puzzle of `size` houses (a line may say
 * how many people there are: "3人はそれぞれ…"), learnt by rendering it, and kept.
 */
function shapesOf(renderer: Renderer, vocabulary: Vocabulary, words: LocaleWords, size: number): readonly LineShape[] {
  let byVocabulary = shapes.get(renderer);
  if (byVocabulary === undefined) shapes.set(renderer, (byVocabulary = new WeakMap()));
  let byWords = byVocabulary.get(vocabulary);
  if (byWords === undefined) byVocabulary.set(vocabulary, (byWords = new WeakMap()));
  let bySize = byWords.get(words);
  if (bySize === undefined) byWords.set(words, (bySize = new Map()));
  const cached = bySize.get(size);
  if (cached !== undefined) return cached;
  const frames = framesOf(renderer);
  const out: LineShape[] = [];
  for (const attribute of vocabulary.attributes) {
    if (attribute.values.length < size) continue;
    // The locale words may label more values than the theme has (one entry per attribute id serves every theme).
    const labelled = Object.keys(words.attributes[attribute.id]?.values ?? {}).map((k) => (attribute.numeric ? Number(k) : k));
    const all: Attribute = { name: attribute.name, values: [...new Set([...attribute.values, ...labelled])] };
    const lexicon = attributeLexicon(vocabulary, words, all);
    if (Object.keys(lexicon.attributes).length === 0) continue;
    const a: Attribute = { name: attribute.name, values: attribute.values.slice(0, size) };
    const line = frames.attributeLine(size, a, lexicon);
    if (line === undefined) continue;
    const ctx = { puzzle: { format: "zebra-puzzle/1" as const, size, attributes: [all], clues: [] }, lexicon };
    // A line may list numbers bare and give their unit once ("22, 25 and 30 years old"), where a value alone reads "22 years old".
    const itemsAs = [(v: Value) => renderer.value(a.name, v, ctx), ...(attribute.numeric ? [(v: Value) => String(v)] : [])];
    const item = itemsAs.find((text) => around(line, a.values.map(text)) !== undefined);
    const parts = item === undefined ? undefined : around(line, a.values.map(item));
    const separators = parts === undefined ? undefined : separatorsOf(parts);
    if (item === undefined || parts === undefined || separators === undefined) continue;
    const items = new Map<string, Value>();
    for (const v of all.values) items.set(item(v), v);
    out.push({ before: parts[0]!, separator: separators[0], last: separators[1], after: parts[parts.length - 1]!, items, attribute });
  }
  bySize.set(size, out);
  return out;
}

/** The items of a line body split by separators (the last one may differ), or undefined when the count is wrong. */
function splitItems(body: string, separator: string, last: string, count: number | undefined): string[] | undefined {
  const at = last === "" ? -1 : body.lastIndexOf(last);
  if (at < 0) return count === undefined || count === 1 ? [body] : undefined;
  const head = body.slice(0, at);
  const tail = body.slice(at + last.length);
  const items = [...(separator === "" ? [head] : head.split(separator)), tail];
  if (count !== undefined && items.length !== count) return undefined;
  return items.some((i) => i === "") ? undefined : items;
}

/** A value written like the known items: the item itself, or a number written with the same words around it. */
function valueOfItem(item: string, shape: LineShape, numeric: boolean): Value {
  const known = shape.items.get(item);
  if (known !== undefined) return known;
  if (numeric) {
    const m = /-?\d+(?:\.\d+)?/.exec(item);
    if (m !== null) {
      const n = Number(m[0]);
      const sample = [...shape.items.keys()][0];
      const sampleNumber = sample === undefined ? undefined : /-?\d+(?:\.\d+)?/.exec(sample);
      if (sampleNumber && sample!.replace(sampleNumber[0], "#") === item.replace(m[0], "#")) return n;
    }
  }
  return item;
}

/**
 * Reads a line that a renderer wrote for one attribute, exactly: with the words of a
 * vocabulary attribute ("Each person has a different pet: dog, cat and zebra."), or in its
 * generic wording ("Each person has a different Pet: dog, cat and zebra."). Each candidate is
 * checked by rendering it: only a line the renderer writes word for word is read here.
 */
export function readExactLine(
  line: string,
  size: number | undefined,
  renderer: Renderer,
  words: LocaleWords,
  vocabularies: readonly Vocabulary[],
): ExactLine | undefined {
  const frames = framesOf(renderer);
  const want = exact(line);
  // Themes share attributes (a pet in each): the one that knows every value listed wins.
  let best: (ExactLine & { known: number }) | undefined;
  for (const vocabulary of vocabularies) {
    for (const shape of shapesOf(renderer, vocabulary, words, size ?? 3)) {
      if (!want.startsWith(shape.before) || !want.endsWith(shape.after)) continue;
      const body = want.slice(shape.before.length, want.length - shape.after.length);
      const items = splitItems(body, shape.separator, shape.last, size);
      if (items === undefined) continue;
      const known = items.filter((i) => shape.items.has(i)).length;
      if (best !== undefined && known <= best.known) continue;
      const attribute: Attribute = { name: shape.attribute.name, values: items.map((i) => valueOfItem(i, shape, shape.attribute.numeric)) };
      if (new Set(attribute.values).size !== attribute.values.length) continue;
      const lexicon = attributeLexicon(vocabulary, words, attribute);
      if (frames.attributeLine(items.length, attribute, lexicon) === want) best = { attribute, vocabulary, known };
    }
  }
  if (best !== undefined) return { attribute: best.attribute, vocabulary: best.vocabulary };
  return readGenericLine(want, size, renderer);
}

/** How a renderer writes a line without words: learnt from a line of sentinel names. */
interface GenericShape {
  readonly before: string;
  readonly afterName: string;
  readonly separator: string;
  readonly last: string;
  readonly after: string;
}

const generic = new WeakMap<Renderer, Map<number, GenericShape | null>>();

/** How a renderer writes a line of `size` values without words, learnt from a line of sentinel names. */
function genericShape(renderer: Renderer, size: number): GenericShape | undefined {
  let bySize = generic.get(renderer);
  if (bySize === undefined) generic.set(renderer, (bySize = new Map()));
  const cached = bySize.get(size);
  if (cached !== undefined) return cached ?? undefined;
  const values = Array.from({ length: size }, (_, i) => `ⓥ${i + 1}`);
  const line = framesOf(renderer).attributeLine(size, { name: "Ⓝ", values }, undefined);
  const parts = line === undefined ? undefined : around(line, ["Ⓝ", ...values]);
  const separators = parts === undefined ? undefined : separatorsOf(parts.slice(1));
  const shape =
    parts !== undefined && separators !== undefined
      ? { before: parts[0]!, afterName: parts[1]!, separator: separators[0], last: separators[1], after: parts[parts.length - 1]! }
      : null;
  bySize.set(size, shape);
  return shape ?? undefined;
}

function readGenericLine(want: string, size: number | undefined, renderer: Renderer): ExactLine | undefined {
  const frames = framesOf(renderer);
  const shape = genericShape(renderer, size ?? 3);
  if (shape === undefined || !want.startsWith(shape.before) || !want.endsWith(shape.after) || shape.afterName === "") return undefined;
  const inner = want.slice(shape.before.length, want.length - shape.after.length);
  const at = inner.indexOf(shape.afterName);
  if (at <= 0) return undefined;
  const name = inner.slice(0, at);
  const items = splitItems(inner.slice(at + shape.afterName.length), shape.separator, shape.last, size);
  if (items === undefined) return undefined;
  const numeric = items.every((i) => /^-?\d+(\.\d+)?$/.test(i) && String(Number(i)) === i);
  const attribute: Attribute = { name, values: numeric ? items.map(Number) : items };
  if (new Set(attribute.values).size !== attribute.values.length) return undefined;
  return frames.attributeLine(items.length, attribute, undefined) === want ? { attribute } : undefined;
}
