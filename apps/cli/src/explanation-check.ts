// `zebra check FILE --explanation`: the step-by-step explanation checked sentence by sentence.
import {
  checkExplanation,
  type CliStrings,
  type ExplanationClaim,
  type ExplanationStyle,
  type ExplanationViolation,
  type RenderContext,
  type Renderer,
  type ViolationWords,
} from "@zebra/locale-kit";
import type { Puzzle } from "@zebra/model";
import { verifyStep } from "@zebra/solver";
import { deduceSteps } from "./engine.js";

/** What the check of one style's explanation found. */
export interface ExplanationReport {
  readonly style: ExplanationStyle;
  /** How many sentences (claims) the explanation has. */
  readonly sentences: number;
  readonly violations: readonly ExplanationViolation[];
}

/**
 * Words the puzzle's solution in `style` with the renderer, as `solve --explain` prints it, and
 * replays it with `checkExplanation`: every premise stated before it is used, every step
 * verified by the solver, every back-reference, list, case split and clash as the text has them.
 */
export function checkPuzzleExplanation(puzzle: Puzzle, renderer: Renderer, ctx: RenderContext, style: ExplanationStyle): ExplanationReport {
  const claims: ExplanationClaim[] = [];
  renderer.solution(deduceSteps(puzzle).steps, ctx, { style, onClaim: (claim) => claims.push(claim) });
  return { style, sentences: claims.length, violations: checkExplanation(puzzle, claims, (step) => verifyStep(puzzle, step)) };
}

/**
 * The report as lines in the locale's words: one per violation ("FILE: full explanation, item
 * 12: it uses "the Dane lives in house 2" before the text says so"), its facts worded by the
 * renderer, or one saying it holds.
 */
export function explanationLines(file: string, report: ExplanationReport, renderer: Renderer, ctx: RenderContext, words: CliStrings): string[] {
  if (report.violations.length === 0) return [`${file}: ${words.explanationHolds(report.style, report.sentences)}`];
  return report.violations.map((v) => `${file}: ${words.explanationViolation(report.style, v.item, violationWords(v, renderer, ctx))}`);
}

/** A violation with its facts as the renderer words them. */
export function violationWords(v: ExplanationViolation, renderer: Renderer, ctx: RenderContext): ViolationWords {
  return { rule: v.rule, facts: v.facts.map((f) => renderer.fact(f, ctx, "main")), houses: v.houses, ...(v.clue === undefined ? {} : { clue: v.clue }) };
}
