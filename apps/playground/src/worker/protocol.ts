import type { Difficulty, Fact, Grid, Issue, Puzzle, Step } from "@zebra/model";
import type { FactExplanation } from "@zebra/solver";

/** What the generator is asked for. */
export interface GenerateRequest {
  /** Row puzzles (`zebra`, the default), or logic grids with no houses. */
  readonly kind?: "zebra" | "logic-grid";
  readonly size: number;
  readonly attributes: number;
  readonly difficulty: Difficulty;
  /** Vocabulary theme; empty for the default. */
  readonly theme: string;
  readonly seed: number;
}

/** How many solutions a puzzle has, at most two counted. */
export type SolutionStatus = "unique" | "several" | "none";

/** What the worker learns about a puzzle: its solution count, its deduction trace and answer. */
export interface Analysis {
  readonly status: SolutionStatus;
  /** The deduction steps, in order (empty when the puzzle has no solution). */
  readonly steps: readonly Step[];
  /** Whether the steps decide every cell. */
  readonly complete: boolean;
  /** The answer, when unique. */
  readonly solution?: Grid;
  /** When there is no solution: 0-based indexes of a smallest set of clues that contradict each other. */
  readonly conflict?: readonly number[];
}

/** Messages to the worker. */
export type EngineRequest =
  | { readonly id: number; readonly kind: "generate"; readonly request: GenerateRequest }
  | { readonly id: number; readonly kind: "analyze"; readonly puzzle: Puzzle }
  | { readonly id: number; readonly kind: "why"; readonly puzzle: Puzzle; readonly fact: Fact }
  | { readonly id: number; readonly kind: "count"; readonly puzzle: Puzzle }
  | { readonly id: number; readonly kind: "themes" };

/** A theme the generator can draw from. */
export interface ThemeInfo {
  readonly id: string;
  /** How many attributes it offers, and the smallest pool of values among them. */
  readonly attributes: number;
  readonly maxSize: number;
}

/** What each request kind answers. */
export interface EngineResults {
  generate: { readonly puzzle: Puzzle; readonly analysis: Analysis };
  analyze: Analysis;
  why: FactExplanation;
  count: SolutionStatus;
  themes: readonly ThemeInfo[];
}

/** Messages from the worker. */
export type EngineResponse =
  | { readonly id: number; readonly ok: true; readonly result: unknown }
  | { readonly id: number; readonly ok: false; readonly message: string; readonly issues?: readonly Issue[] };
