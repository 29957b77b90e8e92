import type { Clue, Conclusion, Fact, Step } from "@zebra/model";
import { SmallCsp } from "./internal/csp.js";
import { factMask } from "./internal/facts.js";
import { compileShape, entityId, type Shape } from "./internal/shape.js";
import type { StepCheck } from "./internal/step-check.js";
import {
  argumentEntities,
  checkClash,
  checkLines,
  checkSplit,
  directSearchLimit,
  fail,
  ok,
  ReplayGrid,
  type ArgumentContext,
} from "./internal/verify-argument.js";
import { toPuzzle, type PuzzleInput } from "./input.js";

export type { StepCheck } from "./internal/step-check.js";

/**
 * Checks that a step is a valid argument on its own: its conclusions follow from the clues it
 * cites and the premises it cites, and nothing else (plus the rule that different values of one
 * attribute sit at different positions, and that each position holds one value of each
 * attribute).
 *
 * Use it to test solvers and to audit explanations. It searches, by complete enumeration over
 * the entities the step mentions, for a placement that satisfies the cited clues (read through
 * the model's `clueHolds`) and premises but breaks a conclusion; the step is valid when there is
 * none. The argument inside a step is checked too, by replaying it on a grid that starts from the
 * step's premises: every sub-step is valid on its own, cites only the step's clues, and starts
 * from facts the replay has established. A proof by contradiction, replayed from its assumption,
 * ends in its clash: the clash's facts are established and break the named clue or rule. A clue
 * combination's cases cover every position its split value may take, and each case, replayed
 * from its position, ends in a clash, splits again, or establishes every conclusion. Cost: small
 * for tier-1 steps; exponential in the number of mentioned entities in the worst case (fine for
 * steps the solver produces).
 *
 * @param input the puzzle the step belongs to, or its document or JSON text (see {@link PuzzleInput}).
 * @param step the step to check.
 * @returns `{ ok: true }`, or `{ ok: false, reason }`.
 * @example
 * ```ts
 * for (const step of deduce(puzzle).steps) {
 *   const check = verifyStep(puzzle, step);
 *   if (!check.ok) throw new Error(check.reason);
 * }
 * ```
 */
export function verifyStep(input: PuzzleInput, step: Step): StepCheck {
  const puzzle = toPuzzle(input);
  let shape: Shape;
  try {
    shape = compileShape(puzzle);
  } catch (error) {
    return fail(`invalid puzzle shape: ${(error as Error).message}`);
  }
  try {
    return check(shape, puzzle.clues, step);
  } catch (error) {
    // Unknown values or positions out of range in the step's facts.
    return fail((error as Error).message);
  }
}

function check(shape: Shape, clues: readonly Clue[], step: Step): StepCheck {
  if (step.conclusions.length === 0) return fail("the step concludes nothing");
  for (let i = 0; i < step.clues.length; i++) {
    const c = step.clues[i]!;
    if (!Number.isInteger(c) || c < 0 || c >= clues.length) return fail(`clue index ${c} is out of range`);
    if (i > 0 && c <= step.clues[i - 1]!) return fail("clue indexes must be ascending and distinct");
  }
  for (const f of [...step.premises, ...step.conclusions]) {
    entityId(shape, f.entity);
    const positions = f.kind === "at" ? [f.pos] : f.positions;
    for (const p of positions) if (!Number.isInteger(p) || p < 1 || p > shape.size) return fail(`position ${p} is out of range`);
  }
  switch (step.rule) {
    case "naked-single":
    case "hidden-single":
      if (step.clues.length !== 0) return fail("a single cites no clue");
      break;
    case "clue":
      if (step.clues.length !== 1) return fail("a clue step cites exactly one clue");
      break;
    case "clue-combination":
      if (step.clues.length < 2) return fail("a clue combination cites at least two clues");
      return checkCombination(shape, clues, step);
    case "contradiction":
      return checkContradiction(shape, clues, step);
  }
  const base = baseCsp(shape, clues, step.clues, step.premises);
  for (const conclusion of step.conclusions) {
    const csp = base.copy();
    negate(shape, csp, conclusion);
    if (csp.satisfiable()) return fail(`${describe(conclusion)} does not follow from the cited clues and premises`);
  }
  if (step.rule === "naked-single") {
    const c = step.conclusions[0]!;
    if (step.conclusions.length !== 1 || c.kind !== "at" || c.entity.attr !== step.attr || c.pos !== step.pos) {
      return fail("a naked single concludes one value at its cell");
    }
  }
  return ok;
}

/**
 * The search of the cited clues and premises, with every entity the step's argument mentions (so
 * that the rules of the grid cover them too: an argument may reason about a whole attribute).
 */
function baseCsp(shape: Shape, clues: readonly Clue[], cited: readonly number[], premises: readonly Fact[], argument?: Step): SmallCsp {
  const csp = new SmallCsp(shape);
  for (const i of cited) csp.addClue(clues[i]!);
  if (argument) for (const id of argumentEntities(shape, argument)) csp.addEntity(id);
  for (const f of premises) csp.restrict(entityId(shape, f.entity), factMask(f, shape.full));
  return csp;
}

function negate(shape: Shape, csp: SmallCsp, conclusion: Conclusion): void {
  const id = entityId(shape, conclusion.entity);
  if (conclusion.kind === "at") csp.restrict(id, shape.full & ~(1 << (conclusion.pos - 1)));
  else csp.restrict(id, shape.full & ~factMask(conclusion, shape.full));
}

function describe(c: Conclusion): string {
  const who = `${c.entity.attr}=${String(c.entity.value)}`;
  return c.kind === "at" ? `${who} at ${c.pos}` : `${who} not at ${c.positions.join(",")}`;
}

function argumentContext(shape: Shape, clues: readonly Clue[], step: Step): ArgumentContext {
  return { shape, clues, cited: new Set(step.clues), checkStep: (sub) => check(shape, clues, sub) };
}

/**
 * A clue combination: its conclusions follow from its clues and premises (searched directly when
 * the search is small), and its case argument, replayed from the premises, proves them.
 */
function checkCombination(shape: Shape, clues: readonly Clue[], step: Step & { rule: "clue-combination" }): StepCheck {
  const base = baseCsp(shape, clues, step.clues, step.premises, step);
  if (base.searchSize() <= directSearchLimit) {
    for (const conclusion of step.conclusions) {
      const csp = base.copy();
      negate(shape, csp, conclusion);
      if (csp.satisfiable()) return fail(`${describe(conclusion)} does not follow from the cited clues and premises`);
    }
  }
  const r = checkSplit(argumentContext(shape, clues, step), ReplayGrid.of(shape, step.premises), step.split, step.conclusions);
  return r.ok ? ok : fail(`the case argument: ${r.reason}`);
}

/**
 * A proof by contradiction: it concludes its assumption's negation, which follows from its clues
 * and premises (searched directly when the search is small), and its sub-steps, replayed from the
 * premises and the assumption, end in its clash.
 */
function checkContradiction(shape: Shape, clues: readonly Clue[], step: Step & { rule: "contradiction" }): StepCheck {
  const { assumption } = step;
  if (step.conclusions.length !== 1) return fail("a proof by contradiction concludes one fact");
  const c = step.conclusions[0]!;
  if (
    c.kind !== "not_at" ||
    c.positions.length !== 1 ||
    c.positions[0] !== assumption.pos ||
    c.entity.attr !== assumption.entity.attr ||
    c.entity.value !== assumption.entity.value
  ) {
    return fail("a proof by contradiction concludes the negation of its assumption");
  }
  const csp = baseCsp(shape, clues, step.clues, step.premises, step);
  csp.restrict(entityId(shape, assumption.entity), 1 << (assumption.pos - 1));
  if (csp.searchSize() <= directSearchLimit && csp.satisfiable()) return fail("the assumption is consistent with the cited clues and premises");
  const ctx = argumentContext(shape, clues, step);
  const grid = ReplayGrid.of(shape, step.premises);
  grid.apply(assumption);
  const lines = checkLines(ctx, grid, step.subSteps);
  if (!lines.ok) return lines;
  return checkClash(ctx, grid, step.clash);
}
