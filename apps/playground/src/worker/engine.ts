import type { Grid, Issue, Puzzle } from "@zebra/model";
import { generatePuzzle } from "@zebra/sampler";
import { deduce, solve } from "@zebra/solver";
import { getVocabulary, isTheme, largestSize, themes as themeNames } from "@zebra/vocab";
import type { Analysis, EngineResults, GenerateRequest, SolutionStatus, ThemeInfo } from "./protocol.js";

/** An expected failure (bad options, a budget that ran out), carried to the page with its issues. */
class EngineFailure extends Error {
  constructor(
    message: string,
    readonly issues: readonly Issue[] = [],
  ) {
    super(message);
  }
}

/** The built-in themes, with how many attributes and houses each can fill. */
export function themes(): ThemeInfo[] {
  return themeNames.map((id) => {
    const vocabulary = getVocabulary(id);
    return { id, attributes: vocabulary.attributes.length, maxSize: largestSize(vocabulary) };
  });
}

/** Generates a puzzle from the page's settings; the sampler's trace is its explanation. */
export function generate(req: GenerateRequest): EngineResults["generate"] {
  const vocabulary = getVocabulary(isTheme(req.theme) ? req.theme : "default");
  const size = Math.min(req.size, largestSize(vocabulary));
  const attributes = Math.min(req.attributes, vocabulary.attributes.length);
  const result = generatePuzzle({
    ...(req.kind === "logic-grid" ? { kind: "logic-grid" } : {}),
    size,
    attributes,
    vocabulary,
    seed: req.seed,
    difficulty: req.difficulty,
  });
  if (!result.ok) {
    const first = result.issues[0];
    throw new EngineFailure(first ? first.message : "the generator gave up");
  }
  const puzzle = result.puzzle;
  const analysis: Analysis = { status: "unique", steps: result.steps, complete: true, ...(puzzle.solution ? { solution: puzzle.solution } : {}) };
  return { puzzle, analysis };
}

/** Whether a puzzle has one solution, several or none (the complete solver, which stops at two). */
export function count(puzzle: Puzzle): SolutionStatus {
  const counted = solve(puzzle);
  return counted.status === "unsatisfiable" ? "none" : counted.status === "multiple" ? "several" : "unique";
}

/**
 * Solves a puzzle: whether it has one solution, several or none (the complete solver, which
 * stops at two), and the deduction trace a person can follow.
 */
export function analyze(puzzle: Puzzle): Analysis {
  const counted = solve(puzzle);
  const trace = deduce(puzzle);
  const complete = trace.status === "solved";
  if (counted.status === "unsatisfiable") return { status: "none", steps: trace.steps, complete: false, conflict: counted.conflict ?? [] };
  if (counted.status === "multiple") return { status: "several", steps: trace.steps, complete: false };
  const solution: Grid = counted.solutions[0]!;
  return { status: "unique", steps: trace.steps, complete, solution };
}
