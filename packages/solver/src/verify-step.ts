import type { Clue, Conclusion, Fact, Puzzle, Step } from "@zebra/model";
import { SmallCsp } from "./internal/csp.js";
import { factMask } from "./internal/facts.js";
import { attrOf, compileShape, entityId, type Shape } from "./internal/shape.js";

/** The outcome of {@link verifyStep}: ok, or why not. */
export type StepCheck = { readonly ok: true } | { readonly ok: false; readonly reason: string };

const ok: StepCheck = { ok: true };

/** Largest search space (product of domain sizes) checked directly for a proof by contradiction. */
const directSearchLimit = 200_000;
const fail = (reason: string): StepCheck => ({ ok: false, reason });

/**
 * Checks that a step is a valid argument on its own: its conclusions follow from the clues it
 * cites and the premises it cites, and nothing else (plus the rule that different values of one
 * attribute sit at different positions, and that each position holds one value of each
 * attribute).
 *
 * Use it to test solvers and to audit explanations. It searches, by complete enumeration over
 * the entities the step mentions, for a placement that satisfies the cited clues (read through
 * the model's `clueHolds`) and premises but breaks a conclusion; the step is valid when there is
 * none. A proof by contradiction is checked three ways: its conclusion follows from its clues
 * and premises; every sub-step is valid; and replaying the premises, the assumption and the
 * sub-steps' conclusions on a grid justifies each sub-step's premises and ends in the stated
 * conflict. Cost: small for tier-1 steps; exponential in the number of mentioned entities in
 * the worst case (fine for steps the solver produces).
 *
 * @param puzzle the puzzle the step belongs to (its shape and clues).
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
export function verifyStep(puzzle: Pick<Puzzle, "size" | "attributes" | "clues">, step: Step): StepCheck {
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
      break;
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

function baseCsp(shape: Shape, clues: readonly Clue[], cited: readonly number[], premises: readonly Fact[]): SmallCsp {
  const csp = new SmallCsp(shape);
  for (const i of cited) csp.addClue(clues[i]!);
  for (const f of premises) csp.restrict(entityId(shape, f.entity), factMask(f, shape.full));
  return csp;
}

function negate(shape: Shape, csp: SmallCsp, conclusion: Conclusion): void {
  const id = entityId(shape, conclusion.entity);
  if (conclusion.kind === "at") csp.restrict(id, shape.full & ~(1 << (conclusion.pos - 1)));
  else csp.restrict(id, shape.full & ~factMask(conclusion, shape.full));
}

function numericAttrs(clue: Clue): string[] {
  if (clue.type === "any_of") return clue.options.flatMap((o) => o.flatMap(numericAttrs));
  return clue.type === "less_than" || clue.type === "greater_than" || clue.type === "difference" ? [clue.attr] : [];
}

function describe(c: Conclusion): string {
  const who = `${c.entity.attr}=${String(c.entity.value)}`;
  return c.kind === "at" ? `${who} at ${c.pos}` : `${who} not at ${c.positions.join(",")}`;
}

function checkContradiction(shape: Shape, clues: readonly Clue[], step: Step & { rule: "contradiction" }): StepCheck {
  const { assumption } = step;
  if (step.conclusions.length !== 1) return fail("a proof by contradiction concludes one fact");
  const c = step.conclusions[0]!;
  if (c.kind !== "not_at" || c.positions.length !== 1 || c.positions[0] !== assumption.pos || c.entity.attr !== assumption.entity.attr || c.entity.value !== assumption.entity.value) {
    return fail("a proof by contradiction concludes the negation of its assumption");
  }
  // 1. The conclusion follows from the cited clues and premises: searched directly when the
  //    search is small; otherwise it follows from 2 and 3, which check the argument itself.
  const csp = baseCsp(shape, clues, step.clues, step.premises);
  csp.restrict(entityId(shape, assumption.entity), 1 << (assumption.pos - 1));
  if (csp.searchSize() <= directSearchLimit && csp.satisfiable()) return fail("the assumption is consistent with the cited clues and premises");
  // 2. Every sub-step is valid, and only cites clues the step cites.
  const cited = new Set(step.clues);
  for (const [i, sub] of step.subSteps.entries()) {
    const r = check(shape, clues, sub);
    if (!r.ok) return fail(`sub-step ${i + 1}: ${r.reason}`);
    for (const k of sub.clues) if (!cited.has(k)) return fail(`sub-step ${i + 1} uses clue ${k}, which the step does not cite`);
  }
  // 3. Replaying premises, assumption and sub-steps justifies each sub-step and ends in the conflict.
  const n = shape.size;
  const dom = new Int32Array(shape.valueCount).fill(shape.full);
  const place = (id: number, p: number): void => {
    const bit = 1 << (p - 1);
    dom[id]! &= bit;
    const a = attrOf(shape, id);
    for (let w = a * n; w < (a + 1) * n; w++) if (w !== id) dom[w]! &= ~bit;
  };
  for (const f of step.premises) {
    const id = entityId(shape, f.entity);
    if (f.kind === "at") place(id, f.pos);
    else dom[id]! &= factMask(f, shape.full);
  }
  place(entityId(shape, assumption.entity), assumption.pos);
  for (const [i, sub] of step.subSteps.entries()) {
    for (const f of sub.premises) {
      const m = dom[entityId(shape, f.entity)]!;
      const allowed = factMask(f, shape.full);
      const holds = f.kind === "at" ? m === allowed : (m & ~allowed) === 0;
      if (!holds) return fail(`sub-step ${i + 1} cites a premise the argument has not established`);
    }
    for (const f of sub.conclusions) {
      const id = entityId(shape, f.entity);
      if (f.kind === "at") place(id, f.pos);
      else dom[id]! &= factMask(f, shape.full);
    }
  }
  const conflict = step.conflict;
  switch (conflict.kind) {
    case "no-position":
      if (dom[entityId(shape, conflict.entity)] !== 0) return fail("the conflict's value still has a position");
      break;
    case "no-value": {
      const a = shape.attrIndex.get(conflict.attr);
      if (a === undefined) return fail("the conflict names an unknown attribute");
      for (let w = a * n; w < (a + 1) * n; w++) if ((dom[w]! >>> (conflict.pos - 1)) & 1) return fail("the conflict's cell still has a value");
      break;
    }
    case "clue": {
      if (!cited.has(conflict.clue)) return fail("the conflicting clue is not cited");
      const probe = new SmallCsp(shape);
      const clue = clues[conflict.clue]!;
      probe.addClue(clue);
      // the values of compared attributes are read at positions: bring in their replayed domains
      for (const attr of numericAttrs(clue)) {
        const a = shape.attrIndex.get(attr);
        if (a !== undefined) for (let w = a * n; w < (a + 1) * n; w++) probe.addEntity(w);
      }
      for (const id of [...probe.masks.keys()]) probe.restrict(id, dom[id]!);
      if (probe.satisfiable()) return fail("the conflicting clue can still hold");
      break;
    }
  }
  return ok;
}
