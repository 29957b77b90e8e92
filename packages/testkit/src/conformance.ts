import { readFileSync } from "node:fs";
import { candidatesOf, createCandidateGrid, wordedClueTypes, encodePositionCode, issueCodes, lexiconFor, parsePuzzle, stepRules } from "@zebra/model";
import { checkExplanation, clauseModes, displayWidth, explanationStyles, solutionItems, valueLabel, valueWord } from "@zebra/locale-kit";
import type { CaseSplit, Clue, Grid, Lexicon, LocaleWords, PartialGrid, Puzzle, Query, Step, Value, ValueRef } from "@zebra/model";
import type { ExplanationClaim, ExplanationStyle, GridKind, Locale, RenderContext, Renderer } from "@zebra/locale-kit";
import { deduce, verifyStep } from "@zebra/solver";
import { classicVocabulary, defaultVocabulary } from "@zebra/vocab";
import { describe, expect, it } from "vitest";
import { gridAlignmentProblems, markdownCellCounts } from "./grid-alignment.js";
import { issueCases } from "./issue-cases.js";
import { issueSummary } from "./issue-summary.js";
import { themeWordProblems, type ThemeCoverage } from "./theme-coverage.js";
import { uiStringProblems } from "./ui-strings.js";
import { randomPuzzle } from "./random-puzzle.js";
import { readingCases } from "./reading-cases.js";
import { readingRoundTrip } from "./reading.js";
import { createTestRng, type TestRng } from "./rng.js";
import { syntheticSteps } from "./synthetic-steps.js";
import { textProblems } from "./text-problems.js";

/** Options of {@link runLocaleConformance}. */
export interface ConformanceOptions {
  /** Which fields every built-in attribute's words must have, beyond its noun and its value words. */
  readonly coverage?: ThemeCoverage;
  /** How many random puzzles (sizes 2..12 in turn); 1000 by default. Each is rendered with and without a lexicon. */
  readonly puzzles?: number;
  /** The seed of the random puzzles; 1 by default. */
  readonly seed?: number;
  /** Every how many puzzles one also gets a real solver trace; 4 by default (0: none). */
  readonly traceEvery?: number;
  /** Extra checks of the locale, run on every sentence-like text; each returns problem names. */
  readonly checks?: (text: string) => string[];
  /**
   * How the locale starts the last line of a case argument, the line that says what holds in
   * every case ("Either way, …", "无论哪种情况，…"): every clue combination must end on a line
   * it matches.
   */
  readonly eitherWay: RegExp;
  /** How many random puzzles the reader reads back (`puzzles` by default). */
  readonly readerPuzzles?: number;
}

/** One rendered case: a puzzle, its hidden grid, a context (with or without lexicon) and steps. */
interface Case {
  readonly id: string;
  /** Whether to render twice (once from a deep copy) to check determinism; every fifth case. */
  readonly twice: boolean;
  readonly puzzle: Puzzle;
  readonly solution: Grid;
  readonly ctx: RenderContext;
  readonly steps: readonly Step[];
  readonly real: boolean;
}

const maxReported = 15;

/** A round trip of 1000 puzzles takes 10 to 60 s on a busy 2-core machine: more than the default test timeout. */
const readingTimeout = 180_000;

/**
 * Registers the locale conformance suite (vitest `describe`/`it`) for one locale: random
 * puzzles of every size from 2 to 12, with and without a lexicon, every clue type (as a
 * sentence and as main and embedded clauses), every step rule (synthetic steps and real solver
 * traces), solutions, grids, both query kinds and every issue code (from real broken inputs),
 * checked for leaked placeholders, broken spacing and punctuation, dangling sentences,
 * misaligned tables and non-determinism; the locale's words for every attribute and value of
 * every built-in theme, and every string of the apps.
 *
 * Call it at the top level of a locale package's test file. Cost: a few seconds for 1000
 * puzzles.
 *
 * @param locale - the locale (`locale` of the package).
 * @param options - number of puzzles, seed, extra locale checks, required theme words, the
 *   words that close a case argument.
 *
 * @example
 * ```ts
 * // packages/render-xx/src/conformance.test.ts
 * import { runLocaleConformance } from "@zebra/testkit";
 * import { locale } from "./index.js";
 * runLocaleConformance(locale, { puzzles: 1000, eitherWay: /^Either way, / });
 * ```
 */
export function runLocaleConformance(locale: Locale, options: ConformanceOptions): void {
  const { renderer } = locale;
  const count = options.puzzles ?? 1000;
  const seed = options.seed ?? 1;
  const traceEvery = options.traceEvery ?? 4;
  const extra = options.checks ?? (() => []);
  let memo: Case[] | undefined;
  const cases = (): Case[] => (memo ??= buildCases(locale.words, count, seed, traceEvery));

  /** Runs a check over every case; collects failures so one test reports many. */
  const each = (check: (c: Case, fail: (what: string, text?: string) => void) => void): void => {
    const failures: string[] = [];
    for (const c of cases()) {
      check(c, (what, text) => {
        if (failures.length < maxReported) failures.push(`${c.id}: ${what}${text === undefined ? "" : `\n    ${JSON.stringify(text)}`}`);
      });
    }
    expect(failures).toEqual([]);
  };

  const sentenceProblems = (text: string, o: Parameters<typeof textProblems>[1] = {}): string[] => [...textProblems(text, o), ...extra(text)];

  describe(`renderer conformance: ${renderer.locale} (${renderer.language})`, () => {
    it("has a locale code and a language name, the same in the locale, its renderer and its words", () => {
      expect(renderer.locale).toMatch(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/);
      expect(renderer.language.trim()).not.toBe("");
      expect([locale.code, locale.language, locale.words.locale]).toEqual([renderer.locale, renderer.language, renderer.locale]);
      expect(locale.htmlLang).toMatch(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/);
    });

    it("words every attribute and value of every built-in theme", () => {
      expect(themeWordProblems(locale, options.coverage)).toEqual([]);
    });

    it("has every string of the apps, clean, or none (the apps then speak English)", () => {
      expect(locale.ui === undefined ? [] : uiStringProblems(locale.ui)).toEqual([]);
    });

    it(`renders every clue of ${count} random puzzles as one clean sentence`, () => {
      const seen = new Set<string>();
      each((c, fail) => {
        for (const clue of c.puzzle.clues) {
          collectTypes(clue, seen);
          const text = renderer.clue(clue, c.ctx);
          const problems = sentenceProblems(text);
          if (problems.length > 0) fail(`clue ${clue.type}: ${problems.join(", ")}`, text);
          if (!/[.!?。！？]$/.test(text)) fail(`clue ${clue.type} does not end a sentence`, text);
          if (c.twice && renderer.clue(clue, structuredClone(c.ctx)) !== text) fail(`clue ${clue.type} is not deterministic`);
          for (const mode of clauseModes) {
            const clause = renderer.clause(clue, c.ctx, mode);
            const clauseProblems = textProblems(clause);
            if (clauseProblems.length > 0) fail(`clue ${clue.type} (${mode} clause): ${clauseProblems.join(", ")}`, clause);
          }
        }
      });
      expect([...seen].sort()).toEqual([...wordedClueTypes].sort());
    });

    it("renders the puzzle in text and Markdown, listing every value and every clue", () => {
      each((c, fail) => {
        for (const format of ["text", "markdown"] as const) {
          const text = renderer.puzzle(c.ctx, format);
          const problems = sentenceProblems(text, { multiline: true, blankLines: true });
          if (problems.length > 0) fail(`puzzle (${format}): ${problems.join(", ")}`, text);
          if (c.twice && renderer.puzzle(structuredClone(c.ctx), format) !== text) fail(`puzzle (${format}) is not deterministic`);
          if (format === "markdown") continue;
          for (const attribute of c.puzzle.attributes) {
            for (const value of attribute.values) {
              const label = valueLabel(c.ctx.lexicon, renderer.locale, attribute.name, value);
              // A label may stand capitalised, as a noun does in German ("Farbe: Rot, Grün").
              if (!text.includes(label) && !text.includes(label.charAt(0).toUpperCase() + label.slice(1)))
                fail(`puzzle text lacks the value ${JSON.stringify(label)} of ${attribute.name}`);
            }
          }
          c.puzzle.clues.forEach((clue, i) => {
            if (!text.includes(renderer.clue(clue, c.ctx))) fail(`puzzle text lacks clue ${i + 1}`);
          });
          if (c.puzzle.question !== undefined) {
            const q = renderer.question({ kind: "find", ...c.puzzle.question }, c.ctx);
            if (!text.includes(q)) fail("puzzle text lacks its question", q);
          }
        }
      });
    });

    for (const style of explanationStyles) {
      it(`renders every step rule (synthetic steps and real solver traces) in the ${style} style, citing its clues`, () => {
        const rules = new Set<string>();
        const conflicts = new Set<string>();
        let real = 0;
        const realRules = new Set<string>();
        each((c, fail) => {
          if (c.real) real += c.steps.length;
          if (c.real) for (const s of c.steps) realRules.add(s.rule);
          const visit = (step: Step, depth: number): void => {
            rules.add(step.rule);
            const text = renderer.step(step, c.ctx, style);
            const problems = sentenceProblems(text, { multiline: step.rule === "contradiction" || step.rule === "clue-combination" });
            if (problems.length > 0) fail(`${style} step ${step.rule}: ${problems.join(", ")}`, text);
            if (c.twice && renderer.step(step, c.ctx, style) !== text) fail(`${style} step ${step.rule} is not deterministic`);
            if (step.rule === "contradiction") {
              const conflict = step.clash.conflict;
              conflicts.add(conflict.kind);
              const last = text.split("\n").at(-1)!;
              if (conflict.kind === "clue" && !mentions(last, conflict.clue + 1)) {
                fail(`${style} contradiction does not cite the broken clue ${conflict.clue + 1} in its last line`, text);
              }
              // The last line names the clash's facts: without them, it would read the same.
              const unnamed = renderer
                .step({ ...step, clash: { ...step.clash, facts: [] } }, c.ctx, style)
                .split("\n")
                .at(-1)!;
              if (step.clash.facts.length > 0 && unnamed === last) fail(`${style} contradiction names none of its clash's facts in its last line`, text);
              step.subSteps.forEach((s) => {
                visit(s, depth + 1);
              });
              return;
            }
            if (step.rule === "clue-combination") {
              const cases = (split: CaseSplit): void => {
                for (const c of split.cases) {
                  c.steps.forEach((s) => {
                    visit(s, depth + 1);
                  });
                  if (c.split) cases(c.split);
                }
              };
              cases(step.split);
              // Both styles end a case argument on a line of its own that says what holds in every case.
              if (!options.eitherWay.test(text.split("\n").at(-1)!))
                fail(`${style} clue combination does not end on what holds in every case (${String(options.eitherWay)})`, text);
            }
            for (const i of step.clues) if (!mentions(text, i + 1)) fail(`${style} step ${step.rule} does not cite clue ${i + 1}`, text);
            for (const fact of step.conclusions)
              if (fact.kind === "at" && !mentions(text, fact.pos)) fail(`${style} step ${step.rule} does not name house ${fact.pos}`, text);
          };
          c.steps.forEach((s) => {
            visit(s, 0);
          });
        });
        expect([...rules].sort()).toEqual([...stepRules].sort());
        expect([...conflicts].sort()).toEqual(["clue", "no-position", "no-value"]);
        if (traceEvery > 0) expect(real).toBeGreaterThan(0);
        expect(realRules.has("contradiction") && realRules.has("clue-combination")).toBe(true);
      });

      it(`renders whole solutions in the ${style} style, in text and Markdown, with grids that never run ahead of the text`, () => {
        each((c, fail) => {
          for (const format of ["text", "markdown"] as const) {
            const gridEvery = c.steps.length % 3 === 0 ? 0 : style === "full" ? 4 : 2;
            const grid: GridKind = c.steps.length % 2 === 0 ? "values" : "candidates";
            const options = { format, gridEvery, style, grid };
            const text = renderer.solution(c.steps, c.ctx, options);
            if (c.twice && renderer.solution(c.steps, structuredClone(c.ctx), options) !== text) fail(`${style} solution (${format}) is not deterministic`);
            const { prose, problems: gridProblems } = checkGrids(renderer, c, text, style, grid, format);
            for (const problem of gridProblems) fail(`${style} solution (${format}, ${grid} grid): ${problem}`, text);
            const problems = sentenceProblems(prose, { multiline: true, blankLines: true });
            if (problems.length > 0) fail(`${style} solution (${format}): ${problems.join(", ")}`, prose);
            const items = solutionItems(c.puzzle, c.steps, style).length;
            for (let n = 1; n <= items; n++) if (!new RegExp(`^${n}\\. `, "m").test(text)) fail(`${style} solution (${format}) lacks item ${n} of ${items}`);
            if (items > c.steps.length) fail(`${style} solution has ${items} items for ${c.steps.length} steps`);
          }
        });
      });
    }

    it("explains real solutions so that every sentence holds (checkExplanation), in both styles", () => {
      let sentences = 0;
      each((c, fail) => {
        if (!c.real) return;
        for (const style of explanationStyles) {
          const claims: ExplanationClaim[] = [];
          renderer.solution(c.steps, c.ctx, { style, onClaim: (claim) => claims.push(claim) });
          sentences += claims.length;
          for (const v of checkExplanation(c.puzzle, claims, (step) => verifyStep(c.puzzle, step)))
            fail(`${style} explanation, item ${v.item}: ${v.rule}: ${v.detail}`);
        }
      });
      expect(sentences).toBeGreaterThan(0);
    });

    it("renders grids aligned (text) and well-formed (Markdown), blank cells included", () => {
      each((c, fail) => {
        const grid = holes(c.solution, c.puzzle, c.id.length + c.puzzle.clues.length);
        const text = renderer.grid(grid, c.ctx, "text");
        for (const block of text.split("\n\n")) {
          const problems = gridAlignmentProblems(block);
          if (problems.length > 0) fail(`grid: ${problems.join("; ")}`, text);
          if (block.split("\n").length !== c.puzzle.attributes.length + 2)
            fail("grid (text) does not have a header, a rule and one line per attribute in each block", text);
          if (block.split("\n").some((line) => displayWidth(line) > 100)) fail("grid (text) is wider than 100 columns", text);
        }
        for (const attribute of c.puzzle.attributes) {
          for (const value of grid[attribute.name] ?? []) {
            if (value === null) continue;
            const label = valueLabel(c.ctx.lexicon, renderer.locale, attribute.name, value);
            if (!text.includes(label) && !text.includes(label.charAt(0).toUpperCase() + label.slice(1))) fail(`grid lacks ${JSON.stringify(label)}`, text);
          }
        }
        if (/\b(undefined|null|NaN)\b|\[object /.test(text)) fail("grid leaks", text);
        const md = renderer.grid(grid, c.ctx, "markdown");
        const columns = md.split("\n\n").map((block) => {
          const counts = markdownCellCounts(block);
          if (counts.length !== c.puzzle.attributes.length + 2 || new Set(counts).size !== 1)
            fail(`grid (Markdown) has rows of ${counts.join(", ")} cells`, md);
          return (counts[0] ?? 1) - 1;
        });
        if (columns.reduce((a, b) => a + b, 0) !== c.puzzle.size)
          fail(`grid (Markdown) has ${columns.join(" + ")} house columns for ${c.puzzle.size} houses`, md);
      });
    });

    it("asks and answers both query kinds", () => {
      each((c, fail) => {
        const rng = createTestRng(c.puzzle.clues.length * 7919 + c.puzzle.size);
        const x = someValue(rng, c.puzzle);
        const y = rng.chance(0.1) ? x : someValue(rng, c.puzzle);
        const px = c.solution[x.attr]!.indexOf(x.value) + 1;
        const py = c.solution[y.attr]!.indexOf(y.value) + 1;
        const code: Query = { kind: "position-code", x, y };
        const answer = encodePositionCode(px, py, c.puzzle.size);
        const question = renderer.question(code, c.ctx);
        const said = renderer.answer({ query: code, answer }, c.ctx);
        for (const [what, text] of [
          ["position-code question", question],
          ["position-code answer", said],
        ] as const) {
          const problems = sentenceProblems(text);
          if (problems.length > 0) fail(`${what}: ${problems.join(", ")}`, text);
        }
        if (!/[?？]$/.test(question)) fail("position-code question does not end with a question mark", question);
        if (!mentions(question, c.puzzle.size + 1)) fail(`position-code question does not name the factor ${c.puzzle.size + 1}`, question);
        for (const n of [answer, px, py, c.puzzle.size + 1]) if (!mentions(said, n)) fail(`position-code answer lacks ${n}`, said);
        const where = c.puzzle.question ?? { find: { attr: c.puzzle.attributes[0]!.name }, where: { pos: 1 } };
        const find: Query = { kind: "find", find: where.find, where: where.where };
        const pos = "pos" in where.where ? where.where.pos : c.solution[where.where.attr]!.indexOf(where.where.value) + 1;
        const value: Value = c.solution[where.find.attr]![pos - 1]!;
        const fq = renderer.question(find, c.ctx);
        const fa = renderer.answer({ query: find, answer: value }, c.ctx);
        for (const [what, text] of [
          ["find question", fq],
          ["find answer", fa],
        ] as const) {
          const problems = sentenceProblems(text);
          if (problems.length > 0) fail(`${what}: ${problems.join(", ")}`, text);
        }
        if (!/[?？]$/.test(fq)) fail("find question does not end with a question mark", fq);
        const label = valueLabel(c.ctx.lexicon, renderer.locale, where.find.attr, value);
        // An inflected language may name the value in a form its word lists ("der Deutsche" for "Deutscher").
        const word = valueWord(c.ctx.lexicon, renderer.locale, where.find.attr, value);
        const forms = word === undefined || typeof word === "string" ? [] : Object.values(word.forms ?? {});
        if (![label, ...forms].some((form) => fa.includes(form))) fail(`find answer lacks ${JSON.stringify(label)}`, fa);
      });
    });

    const readerCount = options.readerPuzzles ?? count;
    it(
      `reads back every clue of ${readerCount} random puzzles, exactly as it wrote them`,
      () => {
        const result = readingRoundTrip(locale, { puzzles: readerCount, seed });
        expect(result.failures.slice(0, maxReported).map((f) => `${f.id}: ${f.problem}`)).toEqual([]);
        expect(result.exact).toBe(result.texts);
      },
      readingTimeout,
    );

    it("verbalises every issue code, from real broken inputs, as one line with its path", () => {
      const failures: string[] = [];
      const seen = new Set<string>();
      const cases = [
        ...issueCases.map((c) => ({ id: c.id, code: c.code, issues: c.issues })),
        ...readingCases.map((c) => ({ id: c.id, code: c.code, issues: () => c.issues(locale) })),
      ];
      for (const c of cases) {
        const issues = c.issues();
        if (!issues.some((i) => i.code === c.code)) failures.push(`${c.id}: no ${c.code} issue (got ${issues.map((i) => i.code).join(", ") || "none"})`);
        for (const issue of issues) {
          seen.add(issue.code);
          const text = renderer.issue(issue);
          // Messages may quote the input: null and NaN are values a user wrote.
          const problems = textProblems(text, { braces: true }).filter((p) => p !== "null" && p !== "NaN");
          if (problems.length > 0) failures.push(`${c.id}: ${problems.join(", ")}: ${text}`);
          if (issue.path !== "" && !text.includes(issue.path)) failures.push(`${c.id}: the path ${issue.path} is missing: ${text}`);
          if (renderer.issue(structuredClone(issue)) !== text) failures.push(`${c.id}: not deterministic`);
          if (failures.length >= maxReported) break;
        }
      }
      expect(failures).toEqual([]);
      expect(issueCodes.filter((code) => !seen.has(code))).toEqual([]);
    });
  });
}

/** Puzzles with a unique solution whose solver traces use every tier: the classic one and an expert one. */
function knownCases(words: LocaleWords): Case[] {
  const out: Case[] = [];
  for (const [name, file, vocabulary] of [
    ["the classic puzzle", "../../../fixtures/einstein.json", classicVocabulary],
    ["an expert 5×4 puzzle", "../fixtures/expert-5x4.json", defaultVocabulary],
  ] as const) {
    const parsed = parsePuzzle(readFileSync(new URL(file, import.meta.url), "utf8"));
    if (!parsed.ok) throw new Error(`${file}: ${parsed.issues.map(issueSummary).join("; ")}`);
    const puzzle = parsed.value;
    const solution = puzzle.solution ?? deduce(puzzle).grid;
    const steps = deduce(puzzle).steps;
    const lexicon = lexiconFor(vocabulary, words, puzzle);
    out.push({ id: `${name} (lexicon)`, twice: true, puzzle, solution: solution as Grid, ctx: { puzzle, lexicon }, steps, real: true });
    out.push({ id: `${name} (no lexicon)`, twice: true, puzzle, solution: solution as Grid, ctx: { puzzle }, steps, real: true });
  }
  return out;
}

function buildCases(words: LocaleWords, count: number, seed: number, traceEvery: number): Case[] {
  const rng = createTestRng(seed);
  const out: Case[] = knownCases(words);
  for (let i = 0; i < count; i++) {
    const size = 2 + (i % 11);
    const fromVocabulary = i % 2 === 0;
    const { puzzle, solution } = randomPuzzle(rng, {
      size,
      attributes: rng.chance(0.05) ? 1 : rng.between(2, 5),
      ...(fromVocabulary ? { vocabulary: defaultVocabulary } : {}),
    });
    const lexicon: Lexicon = lexiconFor(defaultVocabulary, words, puzzle);
    let steps: Step[] = syntheticSteps(rng, puzzle, solution, rng.between(5, 9));
    let real = false;
    if (traceEvery > 0 && i % traceEvery === 0) {
      // Tier 1 only: these clues leave much open, and searching them for proofs by
      // contradiction can be slow. The known puzzles below give real tier-2 and tier-3 steps.
      const trace = deduce(puzzle, { maxSteps: 25, maxTier: 1 }).steps;
      if (trace.length > 0) {
        steps = trace;
        real = true;
      }
    }
    const twice = i % 5 === 0;
    out.push({ id: `puzzle ${i} (size ${size}, lexicon)`, twice, puzzle, solution, ctx: { puzzle, lexicon }, steps, real });
    out.push({ id: `puzzle ${i} (size ${size}, no lexicon)`, twice, puzzle, solution, ctx: { puzzle }, steps, real });
  }
  return out;
}

function collectTypes(clue: Clue, seen: Set<string>): void {
  seen.add(clue.type);
  if (clue.type === "any_of") for (const option of clue.options) for (const inner of option) collectTypes(inner, seen);
}

/** Whether a text names a number on its own (not inside a longer number). */
function mentions(text: string, n: number): boolean {
  return new RegExp(`(?<![\\d.])${n}(?![\\d])`).test(text);
}

/**
 * Finds the grids of a rendered solution (runs of table blocks) and checks each against the
 * reader's grid after the last numbered item before it: a grid shows what the text has stated,
 * no more and no less. Returns the text without its grids, and the problems found.
 */
function checkGrids(
  renderer: Renderer,
  c: Case,
  text: string,
  style: ExplanationStyle,
  kind: GridKind,
  format: "text" | "markdown",
): { prose: string; problems: string[] } {
  const items = solutionItems(c.puzzle, c.steps, style);
  const stated: PartialGrid[] = [];
  const placed: Record<string, (Value | null)[]> = Object.fromEntries(
    c.puzzle.attributes.map((a) => [a.name, new Array<Value | null>(c.puzzle.size).fill(null)]),
  );
  for (const item of items) {
    for (const step of item.steps) {
      for (const f of step.conclusions) {
        if (f.kind !== "at") continue;
        const row = placed[f.entity.attr]!;
        const old = row.indexOf(f.entity.value);
        if (old >= 0) row[old] = null;
        row[f.pos - 1] = f.entity.value;
      }
    }
    stated.push(structuredClone(placed));
  }
  const empty = Object.fromEntries(c.puzzle.attributes.map((a) => [a.name, new Array<Value | null>(c.puzzle.size).fill(null)]));
  const expected = (n: number): string => {
    const grid = n === 0 ? empty : stated[n - 1]!;
    const state = n === 0 ? createCandidateGrid(c.puzzle) : items[n - 1]!.state;
    return kind === "candidates" ? renderer.candidateGrid(candidatesOf(state), grid, c.ctx, format) : renderer.grid(grid, c.ctx, format);
  };
  const isTable = (block: string): boolean => (format === "markdown" ? block.split("\n").every((l) => l.startsWith("|")) : /^.*\n-{3,}(\n|$)/.test(block));
  const blocks = text.split("\n\n");
  const problems: string[] = [];
  const prose: string[] = [];
  let last = 0;
  let grids = 0;
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!;
    if (!isTable(block)) {
      prose.push(block);
      for (const m of block.matchAll(/^(\d+)\. /gm)) last = Math.max(last, Number(m[1]));
      continue;
    }
    let j = i;
    while (j + 1 < blocks.length && isTable(blocks[j + 1]!)) j++;
    const shown = blocks.slice(i, j + 1).join("\n\n");
    grids++;
    if (shown !== expected(last)) problems.push(`the grid after item ${last} is not the reader's grid then (ahead of or behind the text)`);
    for (const b of blocks.slice(i, j + 1)) {
      const alignment = format === "text" ? gridAlignmentProblems(b) : [];
      if (alignment.length > 0) problems.push(`misaligned grid: ${alignment.join("; ")}`);
      if (b.split("\n").some((l) => displayWidth(l) > 100)) problems.push("a grid line wider than 100 columns");
    }
    i = j;
  }
  if (grids === 0) problems.push("shows no grid");
  return { prose: prose.join("\n\n"), problems };
}

/** The solution with about a third of its cells blanked, deterministically. */
function holes(solution: Grid, puzzle: Puzzle, salt: number): PartialGrid {
  const rng = createTestRng(salt);
  const out: Record<string, (Value | null)[]> = {};
  for (const a of puzzle.attributes) out[a.name] = solution[a.name]!.map((v) => (rng.chance(0.35) ? null : v));
  return out;
}

function someValue(rng: TestRng, puzzle: Puzzle): ValueRef {
  const attribute = rng.pick(puzzle.attributes);
  return { attr: attribute.name, value: rng.pick(attribute.values) };
}
