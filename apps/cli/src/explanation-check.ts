// `zebra check FILE --explanation`: the step-by-step explanation checked sentence by sentence.
import {
  checkExplanation,
  type ExplanationClaim,
  type ExplanationStyle,
  type ExplanationViolation,
  type RenderContext,
  type Renderer,
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

/** The report as lines: one per violation ("FILE: full explanation, item 12: unstated-premise: …"), or one saying it holds. */
export function explanationLines(file: string, report: ExplanationReport): string[] {
  const where = `${file}: ${report.style} explanation`;
  if (report.violations.length === 0) return [`${where}: every one of its ${report.sentences} sentences holds`];
  return report.violations.map((v) => `${where}, item ${v.item}: ${v.rule}: ${v.detail}`);
}
