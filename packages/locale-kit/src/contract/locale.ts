import { matchingClueTypes, type Clue, type ClueOf, type MatchingClueType, type WordedClueType } from "@zebra/model";
import type { LocaleWords } from "@zebra/model";
import type { SentenceAt } from "@zebra/model";
import type { Reader, ReadingName } from "./reader.js";
import type { ClashVerbalizers, ClauseMode, ExplanationStyle, RenderContext, Renderer, StepVerbalizers } from "./renderer.js";
import type { Clash, Difficulty, Fact, Step } from "@zebra/model";
import type { ExplanationRule } from "../plan/check-explanation.js";
import { pinnedPlacement } from "../plan/anchored-fact.js";
import { byTag } from "../internal/by-tag.js";

/**
 * One clause per clue type of the logic-grid genre ({@link MatchingClueType}), in the locale's
 * own grammar: a locale that words logic grids words every one of them, or does not compile
 * (declare its clauses as `ClueClauses<Clause> & MatchingClauses<Clause>`).
 */
export type MatchingClauses<Clause, C = RenderContext> = { readonly [K in MatchingClueType]: (clue: ClueOf<K>, ctx: C) => Clause };

/**
 * One clause per clue type, in the locale's own grammar (`Clause` is the locale's type: a
 * string for English, a subject–verb structure for German): a locale that misses a clue type
 * every locale words ({@link WordedClueType}) does not compile. The logic-grid genre's
 * ({@link MatchingClauses}) are there in the locales that word logic grids. A relation that
 * pins a value to one house reaches the clause of `at` or `not_at`, not its own ({@link clueClauseOf}).
 */
export type ClueClauses<Clause, C = RenderContext> = { readonly [K in WordedClueType]: (clue: ClueOf<K>, ctx: C) => Clause } & Partial<
  MatchingClauses<Clause, C>
>;

/**
 * Whether a locale's clauses word every clue type of the logic-grid genre, and so logic-grid
 * puzzles.
 *
 * @example
 * ```ts
 * wordsMatchingClues(clueClauses); // true for English
 * ```
 */
export function wordsMatchingClues<Clause, C>(clauses: ClueClauses<Clause, C>): clauses is ClueClauses<Clause, C> & MatchingClauses<Clause, C> {
  return matchingClueTypes.every((type) => clauses[type] !== undefined);
}

/**
 * A clue as a clause of the locale's grammar: the clause its type has in `clauses`. A relation
 * that pins a value to one house, or rules out just one, arrives as the `at` or `not_at` clue it
 * amounts to: "immediately to the left of the third house" is worded
 * "in the second house" in every locale.
 *
 * Use it wherever a locale turns any clue into words. Throws for a clue type of the logic-grid
 * genre that the locale does not word ({@link MatchingClauses}): callers check a puzzle's clue
 * types before asking for text.
 *
 * @param clauses - the locale's clauses.
 * @param given - the clue, as the puzzle states it.
 * @param ctx - the rendering context.
 * @returns the clause.
 * @example
 * ```ts
 * clueClauseOf(clueClauses, { type: "same", a: { attr: "Pet", value: "dog" }, b: { pos: 1 } }, ctx);
 * ```
 */
export function clueClauseOf<Clause, C extends Pick<RenderContext, "puzzle">>(clauses: ClueClauses<Clause, C>, given: Clue, ctx: C): Clause {
  const clue = pinnedPlacement(given, ctx.puzzle.size) ?? given;
  if (clauses[clue.type] === undefined) throw new Error(`text for ${clue.type} clues is not available yet in this language`);
  return byTag(clauses, clue.type, clue, ctx);
}

/** The fact of a given kind. */
export type FactOf<K extends Fact["kind"]> = Extract<Fact, { kind: K }>;

/** One clause per fact kind, in the locale's own grammar: a locale that misses one does not compile. */
export type FactClauses<Clause, C = RenderContext> = { readonly [K in Fact["kind"]]: (fact: FactOf<K>, ctx: C) => Clause };

/**
 * A fact as a clause of the locale's grammar: the clause its kind has in `clauses`. Use it (and
 * {@link stepTextOf}, {@link clashTextOf}) instead of indexing a table by a tag and casting.
 *
 * @example
 * ```ts
 * factClauseOf(factClauses, { kind: "at", entity: { attr: "Pet", value: "dog" }, pos: 2 }, ctx);
 * ```
 */
export function factClauseOf<Clause, C>(clauses: FactClauses<Clause, C>, fact: Fact, ctx: C): Clause {
  return byTag(clauses, fact.kind, fact, ctx);
}

/**
 * A step as the text its rule has in `steps` (one style's verbalisers).
 *
 * @example
 * ```ts
 * stepTextOf(fullSteps, step, ctx);
 * ```
 */
export function stepTextOf<C>(steps: StepVerbalizers<C>, step: Step, ctx: C): string {
  return byTag(steps, step.rule, step, ctx);
}

/**
 * A clash as the text its kind of conflict has in `clashes`.
 *
 * @example
 * ```ts
 * clashTextOf(clashTexts, clash, ctx);
 * ```
 */
export function clashTextOf<C>(clashes: ClashVerbalizers<C>, clash: Clash, ctx: C): string {
  return byTag(clashes, clash.conflict.kind, clash, ctx);
}

/**
 * The grammar a locale gives its clues and facts: clauses of its own type, and how a clause
 * is written in each mode. Step wordings use it to give reasons in the embedded form.
 */
export interface ClauseGrammar<Clause> {
  readonly clues: ClueClauses<Clause>;
  readonly facts: FactClauses<Clause>;
  /** Writes a clause as a main or an embedded clause (no capital letter, no final punctuation). */
  readonly write: (clause: Clause, mode: ClauseMode) => string;
  /** A main clause as a sentence: capital letter, final punctuation. */
  readonly sentence: (clause: string) => string;
}

/**
 * Where a generated puzzle comes from, for the line `zebra generate --verbose` prints under its
 * heading (see `CliStrings.puzzleDetails`): internals a reader of the puzzle does not need.
 */
export interface PuzzleDetails {
  /** The run's seed. */
  readonly seed: string;
  /** The puzzle's 0-based index in its run (`--start` remakes it). */
  readonly index: number;
  readonly houses: number;
  readonly attributes: number;
  readonly level: Difficulty;
}

/** A sentence that breaks a rule of `checkExplanation`, with its facts worded by the renderer, for `CliStrings.explanationViolation`. */
export interface ViolationWords {
  readonly rule: ExplanationRule;
  /** The facts it is about, as clauses ("the Dane lives in house 2"): see `ExplanationViolation.facts`. */
  readonly facts: readonly string[];
  /** The houses the text has left the value, or placed it in: see `ExplanationViolation.houses`. */
  readonly houses: readonly number[];
  /** The 1-based clue a clash is said to break. */
  readonly clue?: number;
}

/** The words the command-line tool prints around a renderer's text (headings, status lines). */
export interface CliStrings {
  /**
   * Heading of a generated puzzle, which names it by its 1-based number in its run and nothing
   * else: "Puzzle 3", "谜题3". Seed and size are `puzzleDetails`.
   */
  readonly puzzleTitle: (n: number) => string;
  /** The `--verbose` line under a generated puzzle's heading: "seed 7 · #2 · 5×5 · hard". */
  readonly puzzleDetails: (details: PuzzleDetails) => string;
  /** A heading above a block of text output, as the language sets it: "Solution:", "解答：". */
  readonly heading: (text: string) => string;
  /** Heading of a solution grid ("Solution"). */
  readonly solution: string;
  /** Heading of one of several solutions ("Solution 2"). */
  readonly solutionNumber: (n: number) => string;
  /** Heading of a step-by-step solution ("Step-by-step solution"). */
  readonly explanation: string;
  /** Heading of the grid the complete solver finishes when deduction alone stops early. */
  readonly completed: string;
  /** Heading of the questions ("Questions"). */
  readonly answers: string;
  /** The word over the house numbers of tables ("House"); the renderer's grids use it too. */
  readonly house: string;
  /** The difficulty levels. */
  readonly levels: { readonly [D in Difficulty]: string };
  /** `zebra check` on a valid puzzle with exactly one solution. */
  readonly unique: (houses: number, attributes: number, clues: number) => string;
  /** `zebra check` and `zebra solve` on a puzzle with several solutions. */
  readonly multiple: string;
  /**
   * `zebra check` and `zebra solve` on a puzzle without a solution, with the clues (1-based)
   * that cannot all hold together when they are known.
   */
  readonly unsatisfiable: (conflict: readonly number[] | undefined) => string;
  /** `zebra solve --why` on a false statement, given as the user wrote it (the locale quotes it): "\"Norwegian at 2\" is false: no solution of the puzzle has it". */
  readonly whyFalse: (statement: string) => string;
  /** `zebra solve --why` on a statement some solutions have and others do not. */
  readonly whyOpen: (statement: string) => string;
  /** `zebra solve --why` on a statement every solution has, which the step-by-step solver stops before. */
  readonly whyStuck: (statement: string) => string;
  /**
   * `zebra solve --why` on a statement that a clue says outright: the clue's sentence (as
   * `Renderer.clue` words it) with its number, "The Dane drinks tea (clue 3).".
   */
  readonly statedByClue: (sentence: string, clue: number) => string;
  /** `zebra check --explanation` on an explanation that holds: "full explanation: every one of its 42 sentences holds". */
  readonly explanationHolds: (style: ExplanationStyle, sentences: number) => string;
  /**
   * `zebra check --explanation` on one sentence that breaks a rule, at its item: "full
   * explanation, item 12: it uses “the Dane lives in house 2” before the text has said it".
   */
  readonly explanationViolation: (style: ExplanationStyle, item: number, violation: ViolationWords) => string;
  /** A puzzle text: how many of its sentences were read ("14 of 15 sentences read"). */
  readonly sentencesRead: (read: number, total: number) => string;
  /**
   * An ambiguous phrase of a text and the solutions under each of its readings ("the next
   * house", "in either order"; `chosen` is the one used, `capped` when counting stopped at a limit).
   */
  readonly readingCounts: (
    at: SentenceAt,
    phrase: string,
    counts: readonly { readonly reading: ReadingName; readonly solutions: number; readonly capped: boolean; readonly chosen: boolean }[],
  ) => string;
  /** `--partial`: the puzzle of the sentences that were read is used; these (1-based) were left out. */
  readonly partial: (left: readonly number[]) => string;
  /**
   * The language a puzzle text was read as, by its own name ("Deutsch"): `given` when `--lang`
   * chose it, otherwise found from the text ("language: Deutsch (found from the text; --lang sets another)").
   */
  readonly textLanguage: (language: string, given: boolean) => string;
}

/** What a cell of the playground's logic grid shows, for screen readers: a mark, or one that follows from the marks. */
export type CellState = "empty" | "no" | "yes" | "implied-no" | "implied-yes";

/** The playground's own words (clues, hints and explanations come from the renderer). */
export interface PlaygroundStrings {
  readonly title: string;
  readonly tagline: string;
  readonly navPlayground: string;
  readonly navGuides: string;
  readonly navApi: string;
  readonly language: string;
  readonly generate: string;
  readonly houses: string;
  readonly attributes: string;
  readonly difficulty: string;
  readonly theme: string;
  readonly seed: string;
  readonly randomSeed: string;
  readonly difficultyNames: { readonly [D in Difficulty]: string };
  readonly working: string;
  readonly generating: string;
  readonly solving: string;
  readonly clues: string;
  readonly grid: string;
  readonly gridHelp: string;
  readonly house: string;
  readonly check: string;
  readonly hint: string;
  readonly applyHint: string;
  /** Asks why a revealed value or a hint holds: the steps of the solution that derive it. */
  readonly why: string;
  /** The name of a revealed cell's "why?" button: the value (as written on its own) and the house ("house 3"). */
  readonly whyCell: (value: string, house: string) => string;
  /** What a "why?" answer lists: the steps of the solution it takes (0: it holds before any clue is read). */
  readonly whySteps: (steps: number) => string;
  /** A "why?" the step-by-step solver cannot answer: it stops before it (the complete solver finds it). */
  readonly whyStuck: string;
  readonly explain: string;
  readonly reveal: string;
  readonly hide: string;
  readonly undo: string;
  readonly redo: string;
  readonly clear: string;
  readonly print: string;
  readonly solution: string;
  readonly answer: string;
  /** Check found nothing wrong: how many cells are decided, of how many. */
  readonly checkOk: (decided: number, total: number) => string;
  /** Check found this many clues broken by the marks. */
  readonly checkViolated: (clues: number) => string;
  /** Check found this many "yes" marks clashing with another in their row or column. */
  readonly checkClashes: (marks: number) => string;
  /** Check found this many rows or columns with every cell crossed out. */
  readonly checkDead: (lines: number) => string;
  readonly solved: string;
  readonly hintNone: string;
  readonly hintFixFirst: string;
  readonly hintNoTrace: string;
  /** The title of a hint: the step it shows, of how many. */
  readonly hintTitle: (step: number, total: number) => string;
  /** The title of an explanation: the step it shows, of how many. */
  readonly explainTitle: (step: number, total: number) => string;
  readonly explainStart: string;
  readonly explainEnd: string;
  readonly explainIncomplete: string;
  readonly prev: string;
  readonly next: string;
  readonly first: string;
  readonly last: string;
  readonly close: string;
  readonly load: string;
  readonly loadHelp: string;
  readonly loadButton: string;
  readonly chooseFile: string;
  /** The heading of a loaded document's problems, with their number. */
  readonly loadErrors: (problems: number) => string;
  /** The heading of a pasted puzzle text's problems (sentences that could not be read, and others), with their number. */
  readonly readProblems: (problems: number) => string;
  /** Loads the puzzle of the sentences of a text that were read, leaving out those that were not. */
  readonly loadPartial: string;
  readonly statusUnique: string;
  readonly statusSeveral: string;
  readonly statusNone: string;
  /** How many deduction steps solve the puzzle. */
  readonly statusSteps: (steps: number) => string;
  /** How many deduction steps there are when deduction alone does not finish. */
  readonly statusStepsPartial: (steps: number) => string;
  readonly statusSeveralHelp: string;
  readonly statusNoneHelp: string;
  /** The seed and the difficulty level (already in words) a puzzle was made with. */
  readonly generatedBy: (seed: string, difficulty: string) => string;
  readonly loaded: string;
  /** The title of a generated puzzle: its houses and attributes. */
  readonly generatedTitle: (houses: number, attributes: number) => string;
  /** Clue numbers (1-based) that cannot all hold. */
  readonly conflictClues: (clues: readonly number[]) => string;
  readonly error: string;
  /** Something the playground cannot do yet. */
  readonly unavailable: (what: string) => string;
  readonly printPuzzle: string;
  readonly cancel: string;
  readonly cancelled: string;
  readonly copyLink: string;
  readonly linkCopied: string;
  /** The name of each built-in theme, by theme id (every theme of `@zebra/vocab` needs one: the conformance suite checks it). */
  readonly themeNames: Readonly<Record<string, string>>;
  /** A house as a screen reader says it ("house 3"). */
  readonly houseName: (house: number) => string;
  /** What each state of a grid cell is called. */
  readonly cellStates: { readonly [S in CellState]: string };
  /** A cell as a screen reader says it: its row and column (houses last), its state, and whether it clashes or is in the hint. */
  readonly cellLabel: (row: string, column: string, state: string, clash: boolean, highlighted: boolean) => string;
  readonly view: string;
  readonly viewNames: { readonly houses: string; readonly logic: string };
  /** The switch between the explanation styles of hints and explanations, and each style's name. */
  readonly explanationStyle: string;
  readonly styleNames: { readonly [S in ExplanationStyle]: string };
  readonly autoMarks: string;
  readonly autoMarkNames: { readonly off: string; readonly cross: string; readonly combine: string };
  readonly autoMarksHelp: string;
  readonly clueHelp: string;
  readonly strikeClue: string;
  readonly clueTags: { readonly used: string; readonly violated: string };
  readonly notes: string;
  readonly notesPlaceholder: string;
  readonly time: string;
  readonly pause: string;
  readonly resume: string;
  readonly hideTime: string;
  readonly showTime: string;
  readonly paused: string;
  readonly pausedHelp: string;
  /** The message of a solved puzzle: the time taken (already written out) and the hints used. */
  readonly solvedIn: (time: string, hints: number) => string;
  readonly solvedRevealed: string;
  readonly shareResult: string;
  /** The text a player shares about a solved puzzle: the time taken and the hints used. */
  readonly resultText: (time: string, hints: number) => string;
  readonly resultCopied: string;
  readonly saveFailed: string;
  readonly share: string;
  readonly shareTitle: string;
  readonly shareHelp: string;
  readonly shareVia: string;
  readonly sharedTitle: string;
  /** Why the puzzle of a shared link cannot be opened. */
  readonly linkProblems: { readonly encoding: string; readonly compression: string; readonly "too-large": string };
  readonly linkInvalid: string;
  readonly revealConfirm: string;
  readonly revealYes: string;
  readonly revealNo: string;
  readonly printTitle: string;
  readonly printThis: string;
  readonly printHelp: string;
  readonly printWithSolution: string;
  readonly printButton: string;
  readonly booklet: string;
  readonly bookletHelp: string;
  readonly bookletCount: string;
  readonly bookletButton: string;
  /** A booklet being made: the puzzle being generated, of how many. */
  readonly bookletProgress: (puzzle: number, total: number) => string;
  /** The heading of a booklet's puzzle. */
  readonly bookletPuzzle: (puzzle: number) => string;
  readonly bookletSolutions: string;
}

/** The strings of the apps, in one locale: a locale that misses one does not compile. */
export interface UiStrings {
  readonly cli: CliStrings;
  readonly playground: PlaygroundStrings;
}

/**
 * Everything a locale package gives (`locale` in `@zebra/render-xx`): its renderer, its reader,
 * its words for the built-in themes and, optionally, its strings for the apps. Plain exports:
 * importing a locale registers nothing; tools find locale packages by their name.
 */
export interface Locale {
  /** The locale code, e.g. "en" (the renderer's `locale`). */
  readonly code: string;
  /** The language's own name, e.g. "English", "中文". */
  readonly language: string;
  /** An HTML `lang` tag for pages in this locale, e.g. "en", "zh-CN". */
  readonly htmlLang: string;
  readonly renderer: Renderer;
  /** Reads puzzle texts in this language (the renderer's own wording, and the phrasings of its reading grammar). */
  readonly reader: Reader;
  readonly words: LocaleWords;
  /**
   * The strings of the apps, all of them or none: a locale that serves only the library leaves
   * them out, and the apps print their own words in English around its puzzle text (see {@link uiStringsOf}).
   */
  readonly ui?: UiStrings;
}

/**
 * The strings the apps print around a locale's text: the locale's own, or the fallback's (English)
 * when the locale has none. Read a locale's `ui` through it, never directly.
 *
 * @param locale - the locale whose text is shown.
 * @param fallback - the locale whose strings stand in (English).
 * @returns the strings of the apps.
 * @throws when neither locale has strings for the apps.
 * @example
 * ```ts
 * uiStringsOf(locale, english).cli.solution; // "Solution" for a locale without `ui`
 * ```
 */
export function uiStringsOf(locale: Locale, fallback: Locale): UiStrings {
  const ui = locale.ui ?? fallback.ui;
  if (ui === undefined) throw new Error(`neither locale '${locale.code}' nor '${fallback.code}' has strings for the apps`);
  return ui;
}
