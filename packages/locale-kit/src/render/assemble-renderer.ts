import type { Clue } from "@zebra/model";
import type { Query, QuestionAnswer, Value } from "@zebra/model";
import type { Issue } from "@zebra/model";
import type { PartialGrid } from "@zebra/model";
import { clueClauseOf, factClauseOf, stepTextOf, wordsMatchingClues, type ClauseGrammar } from "../contract/locale.js";
import { byTag } from "../internal/by-tag.js";
import type { ExplanationStyle, IssueMessages, QueryVerbalizers, RenderContext, Renderer, StyledStepVerbalizers, TextFormat } from "../contract/renderer.js";
import type { Fact, Step } from "@zebra/model";
import { extend } from "../internal/extend.js";
import { withoutGivenPremises } from "../plan/given-premises.js";
import { answerInGrid, decodePositionCode } from "@zebra/model";
import { candidateGridTable, valueGridTable, type GridWords } from "./grid-table.js";
import { oncePerValue } from "./once-per-lexicon.js";
import type { LocaleWords } from "./locale-words.js";
import { layoutPuzzle, puzzleTitle, type PuzzleWords } from "./puzzle-layout.js";
import { defaultSubStepBullet, layoutSolution, type SolutionWording } from "./solution-layout.js";

/** A position-code answer read back: the code, and the houses of the question's `x` and `y` (1-based). */
export interface PositionCodeAnswer {
  readonly code: number;
  readonly x: number;
  readonly y: number;
}

/** The answer the wording of a query kind is given: the value found, or a position code already decoded. */
export type AnswerOf<K extends Query["kind"]> = K extends "position-code" ? PositionCodeAnswer : Value;

/** One answer wording per query kind: a new kind is a compile error in every locale. */
export type AnswerVerbalizers = {
  readonly [K in Query["kind"]]: (query: Extract<Query, { kind: K }>, answer: AnswerOf<K>, ctx: RenderContext) => string;
};

/** A position code as the houses it stands for; a number that is not one is a caller's error. */
function positionCodeAnswer(answer: Value, size: number): PositionCodeAnswer {
  const houses = typeof answer === "number" ? decodePositionCode(answer, size) : undefined;
  if (houses === undefined) throw new RangeError(`${String(answer)} is not a position code for ${size} positions.`);
  return { code: answer as number, ...houses };
}

/** The words of a solution, for {@link assembleRenderer}: {@link SolutionWording} less what the assembler supplies. */
export interface SolutionWords extends Omit<SolutionWording, "step" | "singles" | "grid" | "candidateGrid" | "closing"> {
  /**
   * The closing sentence, from the answer to the puzzle's question ("So the German keeps the
   * zebra."): the answer as written, and the question and value it answers, for a locale that
   * builds the closing in a word order of its own ("Also hält der Deutsche das Zebra.").
   */
  readonly closing: (answer: string, qa: QuestionAnswer, ctx: RenderContext) => string;
}

/**
 * What a locale supplies to {@link assembleRenderer}: its grammar (clauses of its own type
 * `Clause` for every clue type and fact kind, and how to write them as main or embedded
 * clauses), and its words for every other kind of thing.
 */
export interface RendererParts<Clause> {
  /** The locale code, e.g. "en". */
  readonly locale: string;
  /** The language's own name, e.g. "English". */
  readonly language: string;
  /** Clauses for clues and facts, and how they are written. */
  readonly grammar: ClauseGrammar<Clause>;
  /** One step as sentences, for every explanation style and step rule. */
  readonly steps: StyledStepVerbalizers;
  /** Per style, singles in a row as one sentence (see `SolutionWording.singles`); each on its own where absent. */
  readonly singles?: Partial<Record<ExplanationStyle, (steps: readonly Step[], ctx: RenderContext) => string | undefined>>;
  /** The word over the house numbers of grids ("House", "房子"). */
  readonly house: string;
  /** An attribute as a table heading. */
  readonly heading: (attr: string, ctx: RenderContext) => string;
  /**
   * The locale's word accessors (`localeWords`): a value as it reads on its own, in lists,
   * grids and answers, is their `valueText`.
   */
  readonly words: LocaleWords;
  /** The words of the puzzle text and its title (see {@link PuzzleWords}). */
  readonly puzzle: PuzzleWords;
  /** The question of each query kind. */
  readonly questions: QueryVerbalizers;
  /** The answer of each query kind, with its justification. */
  readonly answers: AnswerVerbalizers;
  /** The message of each issue code. */
  readonly issues: IssueMessages;
  /** An issue's line from its path (`""` for the document itself) and its message ("clues[3].b: …."). */
  readonly issueLine: (path: string, message: string) => string;
  /** The words around a step-by-step solution. */
  readonly solution: SolutionWords;
}

/** Options of a renderer, the same in every locale (`createEnglishRenderer(options)`, `createGermanRenderer(options)`, …). */
export interface RendererOptions {
  /**
   * Which sentence to print for a clue that carries its author's `text`: `"ours"` (the
   * default) words every clue the same way from its data; `"author"` prints the author's
   * sentence when it reads in the locale's language (`PuzzleWords.readsInLocale`), and ours
   * otherwise.
   */
  readonly clueText?: "ours" | "author";
}

/** Whether the cells of one grid row, as a value grid shows them, are `size` cells of `cells` from `from` on. */
function sameRow(cells: readonly (Value | null | undefined)[], from: number, row: readonly (Value | null)[] | undefined, size: number): boolean {
  for (let i = 0; i < size; i++) if (cells[from + i] !== row?.[i]) return false;
  return true;
}

/**
 * Assembles a `Renderer` from a locale's grammar and words, so that every locale dispatches
 * clues, facts, steps, queries and issues, reads the puzzle's question, lays out solutions and
 * closes them with the answer the same way.
 *
 * Use it in a locale package (`@zebra/render-xx`) to build its `renderer`. Cost: constant;
 * rendering is linear in the size of what is rendered.
 *
 * @param parts - the locale's grammar and words (see {@link RendererParts}).
 * @param options - see {@link RendererOptions}.
 * @returns the locale's `Renderer`.
 *
 * @example
 * ```ts
 * export const renderer = assembleRenderer<string>({
 *   locale: "xx", language: "Xx",
 *   grammar: { clues, facts, write: (clause) => clause, sentence: (text) => `${text}.` },
 *   steps: { full, concise }, house: "House", heading, words: localeWords("xx"), puzzle, questions, answers, issues,
 *   issueLine: (path, message) => (path === "" ? message : `${path}: ${message}`),
 *   solution: { heading: "Solution", gridCaption: (n) => `After step ${n}:`, finalCaption: () => "Solved:", noSteps: "None.", closing: (a) => a },
 * });
 * ```
 */
export function assembleRenderer<Clause>(parts: RendererParts<Clause>, options: RendererOptions = {}): Renderer {
  const { grammar } = parts;
  const value = (attr: string, v: Value, ctx: RenderContext): string => parts.words.valueText(ctx, attr, v);
  const clueClause = (clue: Clue, ctx: RenderContext): Clause => clueClauseOf(grammar.clues, clue, ctx);
  const factClause = (fact: Fact, ctx: RenderContext): Clause => factClauseOf(grammar.facts, fact, ctx);
  const authored = (c: Clue): string | undefined => (options.clueText === "author" && parts.puzzle.readsInLocale(c.text) ? c.text.trim() : undefined);
  const clue = (c: Clue, ctx: RenderContext): string => authored(c) ?? grammar.sentence(grammar.write(clueClause(c, ctx), "main"));
  const step = (s: Step, ctx: RenderContext, style: ExplanationStyle = "full"): string =>
    stepTextOf(parts.steps[style], withoutGivenPremises(s, ctx.puzzle), ctx);
  // A grid's cells name the same values in every grid of a solution (and of both its styles): each is worded once.
  const gridWords = (ctx: RenderContext): GridWords => ({
    house: parts.house,
    heading: (a) => parts.heading(a, ctx),
    value: (a, v) => oncePerValue(ctx, "grid cell", { attr: a, value: v }, () => value(a, v, ctx)),
  });
  // The last value grid a solution showed and its cells: the two styles of one puzzle's
  // explanation end on the same grid, which is then laid out once.
  let lastGrid:
    | { readonly ctx: RenderContext; readonly format: TextFormat; readonly cells: readonly (Value | null | undefined)[]; readonly text: string }
    | undefined;
  const solutionGrid = (g: PartialGrid, ctx: RenderContext, words: GridWords, format: TextFormat): string => {
    const { attributes, size } = ctx.puzzle;
    const last = lastGrid;
    if (last !== undefined && last.ctx === ctx && last.format === format && attributes.every((a, k) => sameRow(last.cells, k * size, g[a.name], size)))
      return last.text;
    const text = valueGridTable(ctx.puzzle, g, words, format);
    const cells: (Value | null | undefined)[] = [];
    for (const a of attributes) for (let i = 0; i < size; i++) cells.push(g[a.name]?.[i]);
    lastGrid = { ctx, format, cells, text };
    return text;
  };
  const question = (query: Query, ctx: RenderContext): string =>
    query.kind === "position-code" ? parts.questions["position-code"](query, ctx) : parts.questions.find(query, ctx);
  const answer = (query: Query, value: Value, ctx: RenderContext): string =>
    query.kind === "position-code"
      ? parts.answers["position-code"](query, positionCodeAnswer(value, ctx.puzzle.size), ctx)
      : parts.answers.find(query, value, ctx);
  const puzzleQuery = (ctx: RenderContext): Query | undefined => {
    const q = ctx.puzzle.question;
    return q === undefined ? undefined : { kind: "find", find: q.find, where: q.where };
  };
  return {
    locale: parts.locale,
    language: parts.language,
    logicGrids: wordsMatchingClues(grammar.clues) && parts.puzzle.logicGridIntroduction !== undefined,
    puzzle(ctx, format = "text", options = {}) {
      const query = puzzleQuery(ctx);
      return layoutPuzzle(ctx, format, (c) => clue(c, ctx), query === undefined ? undefined : question(query, ctx), options, parts.puzzle);
    },
    title: (ctx) => puzzleTitle(ctx, parts.puzzle),
    clue,
    clause: (c, ctx, mode) => grammar.write(clueClause(c, ctx), mode),
    fact: (f, ctx, mode) => grammar.write(factClause(f, ctx), mode),
    step,
    subStepBullet: parts.solution.subStepBullet ?? defaultSubStepBullet,
    solution(steps, ctx, options = {}) {
      const query = puzzleQuery(ctx);
      const { closing, ...words } = parts.solution;
      const style = options.style ?? "full";
      const grid = gridWords(ctx);
      return layoutSolution(ctx.puzzle, steps, options, {
        ...words,
        step: (s, statedClues, justSaid) => step(s, extend(ctx, { statedClues, justSaid }), style),
        singles: (run, justSaid) => parts.singles?.[style]?.(run, extend(ctx, { justSaid })),
        grid: (g, format) => solutionGrid(g, ctx, grid, format),
        candidateGrid: (c, placed, format) => candidateGridTable(ctx.puzzle, c, placed, grid, format),
        closing: (g) => {
          if (query?.kind !== "find") return undefined;
          const value = answerInGrid(g, query);
          return value === undefined ? undefined : closing(answer(query, value, ctx), { query, answer: value }, ctx);
        },
      });
    },
    grid: (g, ctx, format = "text") => valueGridTable(ctx.puzzle, g, gridWords(ctx), format),
    candidateGrid: (c, placed, ctx, format = "text") => candidateGridTable(ctx.puzzle, c, placed, gridWords(ctx), format),
    heading: parts.heading,
    value,
    question,
    answer: (qa, ctx) => answer(qa.query, qa.answer, ctx),
    issue(issue: Issue) {
      return parts.issueLine(issue.path, byTag<Issue, [], string>(parts.issues, issue.code, issue));
    },
  };
}
