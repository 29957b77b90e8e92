import type { Clue } from "@zebra/model";
import type { Query, QuestionAnswer, Value } from "@zebra/model";
import type { Issue, IssueCode } from "@zebra/model";
import type { Lexicon } from "@zebra/model";
import type { CandidateGrid, PartialGrid, Puzzle } from "@zebra/model";
import type { ClashOf, Conflict, Fact, Step, StepOf, StepRule } from "@zebra/model";
import type { ExplanationClaim } from "../plan/explanation-claim.js";

/**
 * How a clause is written out:
 *
 * - `main`: a statement on its own ("The Dane lives in house 2", "Der Däne wohnt in Haus 2");
 * - `embedded`: a clause inside another, after "because", "so that", "if" or as a condition
 *   ("… weil der Däne in Haus 2 wohnt", "デンマーク人が2軒目に住んでいるので").
 *
 * Languages whose word order does not change (English, Chinese) write both alike.
 */
export const clauseModes = ["main", "embedded"] as const;

/** A clause mode. */
export type ClauseMode = (typeof clauseModes)[number];

/** Output formats of renderers. */
export type TextFormat = "text" | "markdown";

/** What a renderer is given besides the thing it renders. */
export interface RenderContext {
  readonly puzzle: Puzzle;
  /** Words for the puzzle's attributes in the renderer's locale; generic wording when absent. */
  readonly lexicon?: Lexicon;
  /**
   * The clues (0-based indexes) whose words the text before a step has already given: a
   * solution's layout passes the clues its earlier items cite, so that a full-style step may cite
   * those by number instead of restating them. Absent: every clue is worded in full.
   */
  readonly statedClues?: ReadonlySet<number>;
  /**
   * The facts the text just before a step stated (the conclusions of the step's numbered item so
   * far, or of the item before when the step opens one), when no grid comes between: a step that
   * starts from those alone may take them as read ("So by clue 2, …"). A solution's layout passes
   * them; absent, a step names what it starts from.
   */
  readonly justSaid?: readonly Fact[];
}

/**
 * How an explanation is worded, from the same verified steps:
 *
 * - `full`: prose a reader can follow without the clue list; every step says what it uses
 *   (the clue's content, the facts it starts from) and what follows;
 * - `concise`: puzzle-book style; short labels ("ice cream = Portuguese (2)"), clue numbers
 *   cited without restating the clue, and the placements and single-clue consequences a step
 *   forces folded into the line of that step.
 */
export const explanationStyles = ["full", "concise"] as const;

/** An explanation style. */
export type ExplanationStyle = (typeof explanationStyles)[number];

/**
 * Which grid a solution shows part-way and at the end:
 *
 * - `values`: one row per attribute, the placed value in each house's column;
 * - `candidates`: one row per value, ✗ in the houses ruled out for it and ✓ where it is placed.
 */
export const gridKinds = ["values", "candidates"] as const;

/** A grid kind. */
export type GridKind = (typeof gridKinds)[number];

/** Options of a rendered puzzle. */
export interface PuzzleOptions {
  /** The title to print above the puzzle instead of its own (a page's, a dataset's heading). */
  readonly title?: string;
  /**
   * A line under the title, about where the puzzle comes from rather than the puzzle itself
   * (the seed and size that `zebra generate --verbose` prints); printed only under a title.
   */
  readonly details?: string;
}

/** Options of a rendered solution. */
export interface SolutionOptions {
  readonly format?: TextFormat;
  /** `full` (the default) or `concise`. */
  readonly style?: ExplanationStyle;
  /**
   * Show the grid after every this many numbered items (steps in the full style, lines in the
   * concise one), when it changed, and always at the end; 0 shows it only at the end. The
   * default is 10 for the full style and 0 for the concise one.
   */
  readonly gridEvery?: number;
  /** `values` (the default) or `candidates`. */
  readonly grid?: GridKind;
  /**
   * Called with each sentence's claim, in reading order (see {@link ExplanationClaim}), so that
   * the text can be checked (`checkExplanation`) exactly as it was worded.
   */
  readonly onClaim?: (claim: ExplanationClaim) => void;
}

/**
 * A renderer turns puzzle data into words for one locale. A locale package
 * (`@zebra/render-xx`) exports one as `renderer` (and, with its words and app strings, as
 * `locale`).
 */
export interface Renderer {
  /** The locale code, e.g. "en". */
  readonly locale: string;
  /** The language's own name, e.g. "English", "中文". */
  readonly language: string;
  /**
   * Whether the locale words logic-grid puzzles (`kind: "logic-grid"`): the clues of the genre,
   * a puzzle text and explanations without houses. Callers check it before asking for text.
   */
  readonly logicGrids: boolean;
  /**
   * The puzzle: its title (always in Markdown; in text when it has one in the locale's
   * language, or when `options.title` gives one), introduction, one line per attribute listing
   * its values, numbered clues, the question.
   */
  puzzle(ctx: RenderContext, format?: TextFormat, options?: PuzzleOptions): string;
  /** The puzzle's title in this locale: its own when written in the locale's language, else the locale's title for a zebra puzzle ("Zebra puzzle", "斑马谜题"). */
  title(ctx: RenderContext): string;
  /** One clue as a sentence. */
  clue(clue: Clue, ctx: RenderContext): string;
  /**
   * One clue as a clause: `main` as it would stand on its own, `embedded` as it reads inside a
   * reason or a condition ("because …"). No capital letter, no final punctuation.
   */
  clause(clue: Clue, ctx: RenderContext, mode: ClauseMode): string;
  /** One fact as a clause, `main` or `embedded` (as after "because" or "so that"). */
  fact(fact: Fact, ctx: RenderContext, mode: ClauseMode): string;
  /** One solver step as sentences, in the `full` style unless told (a contradiction step includes its sub-steps). */
  step(step: Step, ctx: RenderContext, style?: ExplanationStyle): string;
  /**
   * The mark a sub-step line of {@link Renderer.step} starts with, after its indentation: `"- "`
   * in most locales, `"・"` in Japanese. Pass it to `numberedStep` to number steps outside a
   * solution (its Markdown makes such lines list items).
   */
  readonly subStepBullet: string;
  /** The whole step-by-step solution, with the grid shown at sensible points. */
  solution(steps: readonly Step[], ctx: RenderContext, options?: SolutionOptions): string;
  /**
   * An answer grid as an aligned plain-text or Markdown table, headed by the houses; unknown
   * cells are blank. A table wider than 100 columns is split into blocks of houses.
   */
  grid(grid: PartialGrid, ctx: RenderContext, format?: TextFormat): string;
  /**
   * A candidate grid as a table: one row per value under its attribute's heading, one column
   * per house; ✗ where the value is ruled out, ✓ where `placed` has it. `candidates` lists, for
   * every attribute and house, the values still possible there.
   */
  candidateGrid(candidates: CandidateGrid, placed: PartialGrid, ctx: RenderContext, format?: TextFormat): string;
  /** An attribute as a table heading ("Pet", "宠物"). */
  heading(attr: string, ctx: RenderContext): string;
  /** A value as it reads on its own, in lists and grid cells ("zebra", "斑马", "30岁"). */
  value(attr: string, value: Value, ctx: RenderContext): string;
  /** The question of a query. */
  question(query: Query, ctx: RenderContext): string;
  /** The answer of a query, with a short justification (the arithmetic for `position-code`). */
  answer(qa: QuestionAnswer, ctx: RenderContext): string;
  /** An issue (error) as one line: its path and its message. */
  issue(issue: Issue): string;
}

/** One verbaliser per step rule: a renderer that misses one does not compile. */
export type StepVerbalizers<C = RenderContext> = { readonly [R in StepRule]: (step: StepOf<R>, ctx: C) => string };

/** The step verbalisers of every explanation style: a locale that misses a style, or a rule in one, does not compile. */
export type StyledStepVerbalizers<C = RenderContext> = { readonly [S in ExplanationStyle]: StepVerbalizers<C> };
/**
 * One wording per kind of clash, the sentence an impossible line of argument ends on (a proof by
 * contradiction, an impossible case of a clue combination): it names the clash's facts and what
 * they break ("But then the tea drinker lives in house 3 and the yellow house is house 3, which
 * contradicts clue 6"). A locale that misses a kind does not compile.
 */
export type ClashVerbalizers<C = RenderContext> = { readonly [K in Conflict["kind"]]: (clash: ClashOf<K>, ctx: C) => string };

/** One message per issue code, from the issue's typed details (without its path): a locale that misses one does not compile. */
export type IssueMessages = { readonly [K in IssueCode]: (issue: Issue<K>) => string };

/** One verbaliser per query kind. */
export type QueryVerbalizers<C = RenderContext> = { readonly [K in Query["kind"]]: (query: Extract<Query, { kind: K }>, ctx: C) => string };
