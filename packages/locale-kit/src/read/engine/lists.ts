import type { Value } from "@zebra/model";
import type { CompiledGrammar } from "./compiled-grammar.js";
import { fold, isUnspacedChar } from "./fold.js";
import type { Unit } from "./mentions.js";
import { matchPattern, type SlotEnds } from "./pattern.js";
import { softPunctuation, tokenize } from "./tokens.js";

/** An attribute as a text lists it: its name and its values as written. */
export interface ListedAttribute {
  readonly name: string;
  readonly values: readonly Value[];
  /** The words that introduced it ("Each person has a unique favorite drink"), for reading its clues. */
  readonly description: string;
}

// The items are trimmed after the split, so the separators take no spaces: `\s*` on both sides
// would rescan a long run of spaces from each of its characters. The lookbehinds below start a
// match only at the first of a run of marks, for the same reason.
const separators = /[,;、，；]/;

/** Words as units, for matching a grammar's list patterns. */
function plainUnits(text: string): Unit[] {
  return tokenize(fold(text)).filter((t) => !(t.kind === "punct" && softPunctuation.has(t.text)));
}

/** `{noun}` and `{values}` of list patterns take any words. */
const anyWords: SlotEnds = (name, units, start) => {
  if (name !== "noun" && name !== "values") return [];
  const out: number[] = [];
  for (let end = start + 1; end <= units.length; end++) out.push(end);
  return out;
};

/** Capitalises a name written with spaces ("favorite drink" → "Favorite drink"). */
function nameOf(noun: string): string {
  const first = noun.codePointAt(0);
  if (first === undefined) return noun;
  const ch = String.fromCodePoint(first);
  return isUnspacedChar(ch) ? noun : ch.toUpperCase() + noun.slice(ch.length);
}

/** The items of a written list: split at commas (and 、), the last joined by "and" or "or"; articles and quotes taken off. */
function listItems(text: string, grammar: CompiledGrammar): string[] {
  const body = trimMarks(text.trim(), "", sentenceEnds).trim();
  let parts = body
    .split(separators)
    .map((p) => p.trim())
    .filter((p) => p !== "");
  if (parts.length === 0) return [];
  const last = parts[parts.length - 1]!;
  // "a, b and c", "a, b, and c", "a and b"
  const joined = splitLastAnd(last, grammar);
  // An "and" inside an earlier item ("poetry, comics and westerns, romance") joins two values
  // too: read as one, it would be a value the text never named. A quoted item stays whole.
  const earlier = parts.slice(0, -1).flatMap((p) => (grammar.source.spaced && !/^[`"'“‘«]/.test(p) ? splitLastAnd(p, grammar) : [p]));
  parts = [...earlier, ...joined];
  return parts.map((p) => stripItem(p, grammar)).filter((p) => p !== "");
}

function splitLastAnd(text: string, grammar: CompiledGrammar): string[] {
  if (!grammar.source.spaced) {
    for (const word of grammar.listAnd) {
      const at = text.lastIndexOf(word);
      if (at > 0 && at + word.length < text.length) return [text.slice(0, at), text.slice(at + word.length)];
    }
    return [text];
  }
  const words = text.split(/\s+/);
  const first = fold(words[0] ?? "");
  if (words.length >= 2 && grammar.listAnd.has(first)) return [words.slice(1).join(" ")];
  for (let i = words.length - 2; i >= 1; i--) {
    if (grammar.listAnd.has(fold(words[i]!))) return [words.slice(0, i).join(" "), words.slice(i + 1).join(" ")];
  }
  return [text];
}

/** An item without quotes, backticks and a leading article. */
function stripItem(item: string, grammar: CompiledGrammar): string {
  let out = trimMarks(item.trim(), openingQuotes, closingQuotes).trim();
  if (grammar.source.spaced) {
    const words = out.split(/\s+/);
    if (words.length > 1 && grammar.articles.has(fold(words[0]!))) out = words.slice(1).join(" ");
  }
  return trimMarks(out, openingQuotes, closingQuotes).trim();
}

/** Values from written items: numbers when every item is a number (with the same unit after it, if any), else the items as written. */
function valuesOf(items: readonly string[]): Value[] {
  const numbers = items.map((item) => /^(-?\d+(?:\.\d+)?)(?!\d)(?:\s*(\S.*))?$/.exec(item));
  if (numbers.every((m) => m !== null)) {
    const units = new Set(numbers.map((m) => m![2] ?? ""));
    if (units.size === 1) return numbers.map((m) => Number(m![1]));
  }
  return [...items];
}

/**
 * A line of the form `lead: a, b, c` ("Color: red, green, blue", "Each person has a unique
 * name: `Peter`, `Eric`"), its name taken from the lead by the grammar's list leads.
 */
export function leadList(text: string, grammar: CompiledGrammar): ListedAttribute | undefined {
  const colon = /[:：]/.exec(text);
  if (colon === null) return undefined;
  const lead = text.slice(0, colon.index).trim();
  const rest = text.slice(colon.index + 1).trim();
  if (lead === "" || rest === "") return undefined;
  const items = listItems(rest, grammar);
  if (items.length < 2 && !(items.length === 1 && /^[`"]/.test(rest))) return undefined;
  if (items.some((i) => i.split(/\s+/).length > 6)) return undefined;
  // A sentence ending inside the lead or the items is prose that has a colon ("Known: A is not a
  // doctor, B is not a teacher. Who …?", "One other thing: in statement 6, …"), never a list.
  if (endsASentence(lead) || items.some((i) => endsASentence(trimMarks(i, "", sentenceEnds)))) return undefined;
  const units = plainUnits(lead);
  for (const compiled of grammar.listLeads) {
    const m = matchPattern(compiled, units, anyWords)[0];
    const span = m?.spans.get("noun");
    if (span === undefined) continue;
    const noun = units
      .slice(span[0], span[1])
      .map((u) => u.text)
      .join(grammar.source.spaced ? " " : "");
    return { name: nameOf(noun), values: valuesOf(items), description: lead };
  }
  const words = trimMarks(lead, emphasis, emphasis).split(/\s+/);
  if (!grammar.source.spaced) return lead.length > 8 ? undefined : { name: lead, values: valuesOf(items), description: lead };
  // A long lead ("Each mother is accompanied by their child") names its attribute last.
  if (words.length > 12) return undefined;
  const name = words.length > 4 ? words[words.length - 1]! : words.join(" ");
  return { name: nameOf(name), values: valuesOf(items), description: lead };
}

/** Whether a piece of text ends a sentence inside it: "。", "？", "!", or a full stop before a capital. */
function endsASentence(text: string): boolean {
  return /[。！？!?]|\.\s+\p{Lu}/u.test(text);
}

/** The words of a span as the text writes them ("Nationalitäten", where the folded units say "nationalitaten"), when folding kept the text's length. */
function writtenSpan(text: string, units: readonly Unit[], span: readonly [number, number]): string | undefined {
  const folded = fold(text);
  if (folded.length !== text.length) return undefined;
  const from = units[span[0]]!.start;
  const to = units[span[1] - 1]!.end;
  return fold(text.slice(from, to)) === folded.slice(from, to) ? text.slice(from, to) : undefined;
}

/** A sentence that lists values by a pattern of the grammar ("The houses are red, green and blue."). */
export function sentenceList(text: string, grammar: CompiledGrammar): ListedAttribute | undefined {
  const units = plainUnits(text.replace(/(?<![.。!！])[.。!！]+\s*$/, ""));
  for (const { compiled, name } of grammar.listSentences) {
    const m = matchPattern(compiled, units, anyWords)[0];
    const span = m?.spans.get("values");
    if (span === undefined) continue;
    const first = units[span[0]]!.text;
    const at = fold(text).indexOf(first, units[span[0]]!.start);
    const start = at >= 0 ? at : units[span[0]]!.start;
    // Words after the values ("… gestrichen", 「…です」) are the pattern's, not the last value's.
    const after = units[span[1]];
    const items = listItems(text.slice(start, after === undefined ? undefined : after.start), grammar);
    if (items.length < 2) continue;
    const noun = m!.spans.get("noun");
    const named =
      name !== ""
        ? name
        : noun === undefined
          ? ""
          : nameOf(
              writtenSpan(text, units, noun) ??
                units
                  .slice(noun[0], noun[1])
                  .map((u) => u.text)
                  .join(grammar.source.spaced ? " " : ""),
            );
    if (named === "") continue;
    return { name: named, values: valuesOf(items), description: text };
  }
  return undefined;
}

/**
 * The attributes a Markdown table lists: rows `name | values` (a first header such as
 * "Attribute"), or one attribute per column (its name in the header, a value per row; a first
 * column of house numbers is skipped).
 */
export function tableLists(rows: readonly (readonly string[])[], grammar: CompiledGrammar): ListedAttribute[] {
  if (rows.length < 2) return [];
  const header = rows[0]!;
  const body = rows.slice(1);
  const out: ListedAttribute[] = [];
  const twoColumns = header.length === 2 && body.every((r) => r.length === 2 && listItems(r[1]!, grammar).length >= 2);
  if (twoColumns) {
    for (const [name, cell] of body) out.push({ name: name!, values: valuesOf(listItems(cell!, grammar)), description: name! });
    return out;
  }
  const skipFirst = /^(house|#|no\.?|position|)$/i.test(fold(header[0] ?? "")) && body.every((r) => /^\d+$/.test((r[0] ?? "").trim()));
  header.forEach((name, c) => {
    if (skipFirst && c === 0) return;
    const items = body.map((r) => stripItem(r[c] ?? "", grammar)).filter((x) => x !== "");
    if (name.trim() !== "" && items.length > 0) out.push({ name: name.trim(), values: valuesOf(items), description: name });
  });
  return out;
}

const openingQuotes = "`\"'“”‘’«»「『";
const closingQuotes = "`\"'“”‘’«»」』";
const emphasis = "`\"'*_";
const sentenceEnds = ".。!！";

/**
 * Text without the marks around it: `leading` at its start, `trailing` at its end ("**Colours**"
 * → "Colours", "「赤」" → "赤"). A scan: a pattern anchored at the end would rescan a run of marks.
 */
function trimMarks(text: string, leading: string, trailing: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && leading.includes(text[start]!)) start++;
  while (end > start && trailing.includes(text[end - 1]!)) end--;
  return text.slice(start, end);
}
