import { fold } from "./fold.js";
import { numberedItem } from "./numbering.js";

/** One line of a puzzle text, its list or heading marker taken off. */
export interface Line {
  /** Its number in the text, from 1. */
  readonly number: number;
  /** The line's text without its marker, Markdown escapes undone. */
  readonly text: string;
  readonly kind: "blank" | "heading" | "bullet" | "numbered" | "table" | "plain";
  /** For a numbered line, its number ("3." → 3). */
  readonly marker?: number;
  /** For a heading, its level (`#` is 1); other lines 0. */
  readonly level: number;
  /** For a table line, its cells. */
  readonly cells?: readonly string[];
  /** The index of its block (lines between blank lines). */
  readonly block: number;
}

const markdownEscapes = /\\([\\`*_[\]<>|#])/g;

/** Whether a text is Markdown: it has a heading line, or a table. */
function isMarkdown(lines: readonly string[]): boolean {
  return lines.some((l) => /^\s{0,3}#{1,6}\s/.test(l) || /^\s*\|.*\|\s*$/.test(l));
}

const isSpace = (ch: string): boolean => /\s/.test(ch);

/**
 * A Markdown heading ("## Clues ##"): its level and its text, the closing hashes and spaces
 * taken off; undefined for any other line. A scan, not a pattern: the spaces around the text
 * and the closing hashes would let a pattern backtrack over long runs of them.
 */
function headingOf(line: string): { level: number; text: string } | undefined {
  let level = 0;
  while (line[level] === "#") level++;
  if (level < 1 || level > 6 || !isSpace(line[level] ?? "")) return undefined;
  let start = level;
  while (start < line.length && isSpace(line[start]!)) start++;
  let end = line.length;
  while (end > start && isSpace(line[end - 1]!)) end--;
  while (end > start && line[end - 1] === "#") end--;
  while (end > start && isSpace(line[end - 1]!)) end--;
  const text = line.slice(start, end);
  // A heading is one line: a line break inside its text makes it none.
  return /[\n\r\u2028\u2029]/.test(text) ? undefined : { level, text };
}

/** The lines of a text, with their markers (headings, bullets, numbers, table cells) and blocks. */
export function splitLines(text: string): Line[] {
  const raw = text.replace(/\r\n?/g, "\n").split("\n");
  const markdown = isMarkdown(raw);
  const unescapeMarkdown = (s: string): string => (markdown ? s.replace(markdownEscapes, "$1") : s);
  const out: Line[] = [];
  let block = 0;
  let previousBlank = true;
  raw.forEach((line, i) => {
    const number = i + 1;
    const trimmed = line.trim();
    if (trimmed === "" || /^(-{3,}|\*{3,}|_{3,}|```.*|~~~.*)$/.test(trimmed)) {
      if (!previousBlank) block++;
      previousBlank = true;
      out.push({ number, text: "", kind: "blank", level: 0, block });
      return;
    }
    previousBlank = false;
    const heading = headingOf(trimmed);
    if (heading) {
      out.push({ number, text: unescapeMarkdown(stripEmphasis(heading.text)), kind: "heading", level: heading.level, block });
      return;
    }
    if (/^\|.*\|$/.test(trimmed)) {
      const cells = splitCells(trimmed).map((c) => unescapeMarkdown(stripEmphasis(c)));
      if (cells.every((c) => /^:?-{2,}:?$/.test(c))) return;
      out.push({ number, text: cells.join(" | "), kind: "table", level: 0, cells, block });
      return;
    }
    const numbered = numberedItem(trimmed);
    if (numbered) {
      out.push({ number, text: unescapeMarkdown(stripEmphasis(numbered.text)), kind: "numbered", marker: numbered.marker, level: 0, block });
      return;
    }
    const bullet = /^[-*+•·]\s+(?!\s)(.*)$/.exec(trimmed);
    if (bullet) {
      out.push({ number, text: unescapeMarkdown(stripEmphasis(bullet[1]!)), kind: "bullet", level: 0, block });
      return;
    }
    out.push({ number, text: unescapeMarkdown(stripEmphasis(trimmed)), kind: "plain", level: 0, block });
  });
  return out;
}

/** Markdown emphasis around whole words (`**Clues:**`, `_note_`) taken off. */
function stripEmphasis(text: string): string {
  return text.replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, "$2").replace(/(^|[\s(])\*(?=\S)([^*]+?)(?<=\S)\*(?=$|[\s).,;:!?])/g, "$1$2");
}

/** The cells of a Markdown table row (escaped pipes stay in their cell). */
function splitCells(row: string): string[] {
  const inner = row.slice(1, -1);
  const cells: string[] = [];
  let cell = "";
  for (let i = 0; i < inner.length; i++) {
    const ch = inner[i]!;
    if (ch === "\\" && inner[i + 1] === "|") {
      cell += "\\|";
      i++;
      continue;
    }
    if (ch === "|") {
      cells.push(cell.trim());
      cell = "";
      continue;
    }
    cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

/**
 * Splits a line into sentences at the locale's sentence ends, but not after an abbreviation
 * ("Mr."), inside a number ("1.5"), in an ordinal written as a figure ("im 3. Stock", when
 * `ordinalNouns` has the word after it), or inside a name the text lists (`protected`, folded).
 */
export function splitSentences(
  text: string,
  ends: string,
  abbreviations: ReadonlySet<string>,
  protectedNames: readonly string[],
  ordinalNouns: ReadonlySet<string> = new Set(),
): string[] {
  const out: string[] = [];
  const folded = text.toLowerCase();
  const guarded: [number, number][] = [];
  for (const name of protectedNames) {
    let at = folded.indexOf(name);
    while (at >= 0) {
      guarded.push([at, at + name.length]);
      at = folded.indexOf(name, at + 1);
    }
  }
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (!ends.includes(ch)) continue;
    // A run of ends ("?!", "...") ends once; closing quotes and brackets stay with the sentence.
    let j = i + 1;
    while (j < text.length && ends.includes(text[j]!)) j++;
    while (j < text.length && /["'”’)\]」』）]/.test(text[j]!)) j++;
    const next = text[j];
    const spacedEnd = next === undefined || /\s/.test(next);
    const wide = /[。！？]/.test(ch);
    if (!spacedEnd && !wide) continue;
    if (ch === "." && !wide) {
      const word = /(?<![\p{L}.])([\p{L}.]+)$/u.exec(text.slice(start, i))?.[1]?.toLowerCase();
      if (word !== undefined && abbreviations.has(fold(word))) continue;
      if (/\d$/.test(text.slice(0, i)) && /^\d/.test(text.slice(i + 1))) continue;
      if (ordinalNouns.size > 0 && /\d$/.test(text.slice(start, i)) && ordinalNouns.has(fold(/^\s*(\p{L}+)/u.exec(text.slice(i + 1))?.[1] ?? ""))) continue;
    }
    if (guarded.some(([a, b]) => a <= i && i < b - 1)) continue;
    const sentence = text.slice(start, j).trim();
    if (sentence !== "") out.push(sentence);
    start = j;
    i = j - 1;
  }
  const rest = text.slice(start).trim();
  if (rest !== "") out.push(rest);
  return out;
}
