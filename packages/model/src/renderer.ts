import type { Clue, ClueOf, ClueType } from "./clue.js";
import type { Entity, Value, ValueRef } from "./entity.js";
import type { Issue, IssueCode } from "./issue.js";
import type { Lexicon } from "./lexicon.js";
import type { PartialGrid, Puzzle } from "./puzzle.js";
import type { Fact, Step, StepOf, StepRule } from "./step.js";

/** Output formats of renderers. */
export type TextFormat = "text" | "markdown";

/** What a renderer is given besides the thing it renders. */
export interface RenderContext {
  readonly puzzle: Puzzle;
  /** Words for the puzzle's attributes in the renderer's locale; generic wording when absent. */
  readonly lexicon?: Lexicon;
}

/**
 * A question whose answer can be checked by machine.
 *
 * - `position-code`: "if X is at position x and Y at position y, what is (n+1)·y + x?"; the
 *   answer is a number from which both positions can be recovered.
 * - `find`: "which `find.attr` belongs to `where`?" ("who owns the zebra?"); the answer is a value.
 */
export type Query =
  | { readonly kind: "position-code"; readonly x: ValueRef; readonly y: ValueRef }
  | { readonly kind: "find"; readonly find: { readonly attr: string }; readonly where: Entity };

/** A query and its answer (a number for `position-code`, a value for `find`). */
export interface QuestionAnswer {
  readonly query: Query;
  readonly answer: Value;
}

/** Options of a rendered solution. */
export interface SolutionOptions {
  readonly format?: TextFormat;
  /** Show the grid after this many steps (and at the end); 0 shows it only at the end. */
  readonly gridEvery?: number;
}

/**
 * A renderer turns puzzle data into words for one locale. A locale package
 * (`@zebra/render-xx`) exports one as `renderer`.
 */
export interface Renderer {
  /** The locale code, e.g. "en". */
  readonly locale: string;
  /** The language's own name, e.g. "English", "中文". */
  readonly language: string;
  /** The puzzle: introduction, one line per attribute listing its values, numbered clues, the question. */
  puzzle(ctx: RenderContext, format?: TextFormat): string;
  /** One clue as a sentence. */
  clue(clue: Clue, ctx: RenderContext): string;
  /** One solver step as sentences (a contradiction step includes its sub-steps). */
  step(step: Step, ctx: RenderContext): string;
  /** The whole step-by-step solution, with the grid shown at sensible points. */
  solution(steps: readonly Step[], ctx: RenderContext, options?: SolutionOptions): string;
  /** An answer grid as an aligned plain-text or Markdown table; unknown cells are blank. */
  grid(grid: PartialGrid, ctx: RenderContext, format?: TextFormat): string;
  /** The question of a query. */
  question(query: Query, ctx: RenderContext): string;
  /** The answer of a query, with a short justification (the arithmetic for `position-code`). */
  answer(qa: QuestionAnswer, ctx: RenderContext): string;
  /** An issue (error) message. */
  issue(issue: Issue): string;
}

/** One verbaliser per clue type: a renderer that misses one does not compile. */
export type ClueVerbalizers<C = RenderContext> = { readonly [K in ClueType]: (clue: ClueOf<K>, ctx: C) => string };

/** One verbaliser per step rule: a renderer that misses one does not compile. */
export type StepVerbalizers<C = RenderContext> = { readonly [R in StepRule]: (step: StepOf<R>, ctx: C) => string };

/** One verbaliser per fact kind. */
export type FactVerbalizers<C = RenderContext> = { readonly [K in Fact["kind"]]: (fact: Extract<Fact, { kind: K }>, ctx: C) => string };

/** One message per issue code: a renderer that misses one does not compile. */
export type IssueVerbalizers = { readonly [K in IssueCode]: (issue: Issue & { readonly code: K }) => string };

/** One verbaliser per query kind. */
export type QueryVerbalizers<C = RenderContext> = { readonly [K in Query["kind"]]: (query: Extract<Query, { kind: K }>, ctx: C) => string };
