import type { CaseSplit, Clash, Clue, Conclusion, Fact, Step } from "@zebra/model";
import { SmallCsp } from "./csp.js";
import { applyFact, domainsOf, showsFact } from "./fact-grid.js";
import { factMask } from "./facts.js";
import { entityId, initialDomains, type Shape } from "./shape.js";
import type { StepCheck } from "./step-check.js";

// Checks of the arguments inside steps (the sub-steps of a proof by contradiction, the cases of a
// clue combination), by replaying them on a grid: the facts the argument starts from, then its
// assumptions and its steps' conclusions, each checked against what the grid shows so far.

/** The outcome of a check: ok, or why not. */
type Check = StepCheck;

export const ok: Check = { ok: true };
export const fail = (reason: string): Check => ({ ok: false, reason });

/** What an argument's check needs: the puzzle, the clues its step cites, and how to check one step. */
export interface ArgumentContext {
  readonly shape: Shape;
  readonly clues: readonly Clue[];
  readonly cited: ReadonlySet<number>;
  readonly checkStep: (step: Step) => Check;
}

/**
 * A grid being replayed: one mask of positions per entity (see `fact-grid.ts`), and beside it what
 * the argument has said of each value in so many words. An `at` fact rules its position out for
 * the rest of the attribute, so in an argument heading for a clash a later fact can empty a value
 * an earlier one placed ("8 at 4", then "17 at 4"); the earlier fact was still established.
 */
export class ReplayGrid {
  private constructor(
    readonly shape: Shape,
    readonly dom: Int32Array,
    private readonly stated: Int32Array,
  ) {}

  /** The grid the facts alone give. */
  static of(shape: Shape, facts: readonly Fact[]): ReplayGrid {
    const stated = initialDomains(shape);
    for (const f of facts) stated[entityId(shape, f.entity)]! &= factMask(f, shape.full);
    return new ReplayGrid(shape, domainsOf(shape, facts), stated);
  }

  copy(): ReplayGrid {
    return new ReplayGrid(this.shape, this.dom.slice(), this.stated.slice());
  }

  apply(fact: Fact): void {
    applyFact(this.shape, this.dom, fact);
    this.stated[entityId(this.shape, fact.entity)]! &= factMask(fact, this.shape.full);
  }

  holds(fact: Fact): boolean {
    return showsFact(this.shape, this.dom, fact) || showsFact(this.shape, this.stated, fact);
  }
}

/**
 * Replays steps on the grid in order: each is valid on its own, cites only the argument's clues,
 * and starts from facts the grid already shows; then its conclusions are written in.
 */
export function checkLines(ctx: ArgumentContext, grid: ReplayGrid, steps: readonly Step[]): Check {
  for (const [i, sub] of steps.entries()) {
    const r = ctx.checkStep(sub);
    if (!r.ok) return fail(`sub-step ${i + 1}: ${r.reason}`);
    for (const k of sub.clues) if (!ctx.cited.has(k)) return fail(`sub-step ${i + 1} uses clue ${k}, which the step does not cite`);
    for (const f of sub.premises) if (!grid.holds(f)) return fail(`sub-step ${i + 1} cites a premise the argument has not established`);
    for (const f of sub.conclusions) grid.apply(f);
  }
  return ok;
}

/**
 * A clash at the end of an argument: its facts are on the grid, and they break what it says. A
 * broken clue: the facts can all hold, but not with the clue (and, with `forced`, the clue and
 * the facts about its own values give `forced`, which the other facts rule out). A value with no
 * position, or a cell with no value: the facts alone leave none.
 */
export function checkClash(ctx: ArgumentContext, grid: ReplayGrid, clash: Clash): Check {
  const { shape, clues } = ctx;
  for (const f of clash.facts) if (!grid.holds(f)) return fail("the clash names a fact the argument has not established");
  const conflict = clash.conflict;
  const after = domainsOf(shape, clash.facts);
  switch (conflict.kind) {
    case "no-position":
      if (clash.forced) return fail("only a broken clue forces a fact");
      if (after[entityId(shape, conflict.entity)] !== 0) return fail("the clash's facts leave the value a position");
      return ok;
    case "no-value": {
      if (clash.forced) return fail("only a broken clue forces a fact");
      const a = shape.attrIndex.get(conflict.attr);
      if (a === undefined) return fail("the clash names an unknown attribute");
      if (!Number.isInteger(conflict.pos) || conflict.pos < 1 || conflict.pos > shape.size) return fail(`position ${conflict.pos} is out of range`);
      const bit = 1 << (conflict.pos - 1);
      for (let w = a * shape.size; w < (a + 1) * shape.size; w++) if ((after[w]! & bit) !== 0) return fail("the clash's facts leave the cell a value");
      return ok;
    }
    case "clue": {
      if (!ctx.cited.has(conflict.clue)) return fail("the broken clue is not cited");
      const clue = clues[conflict.clue];
      if (clue === undefined) return fail(`clue index ${conflict.clue} is out of range`);
      if (search(shape, [], clash.facts) === false) return fail("the clash's facts cannot all hold even without the clue");
      const broken = clueCanHold(shape, clue, clash.facts);
      if (broken === undefined) return fail("the clash is too large to check");
      if (broken) return fail("the broken clue can still hold with the clash's facts");
      return clash.forced ? checkForced(shape, clue, clash.facts, clash.forced) : ok;
    }
  }
}

/**
 * `forced` is about one of the clue's values, clashes with the other facts, and follows from the
 * clue and the facts about its values (searched when the search is small).
 */
function checkForced(shape: Shape, clue: Clue, facts: readonly Fact[], forced: Fact): Check {
  const probe = new SmallCsp(shape);
  probe.addClue(clue);
  const own = new Set(probe.masks.keys());
  if (!own.has(entityId(shape, forced.entity))) return fail("the forced fact is not about one of the clue's values");
  const mine = facts.filter((f) => own.has(entityId(shape, f.entity)));
  const others = facts.filter((f) => !own.has(entityId(shape, f.entity)));
  if (search(shape, [], [...others, forced]) === true) return fail("the forced fact does not clash with the other facts");
  const negated: Fact =
    forced.kind === "at"
      ? { kind: "not_at", entity: forced.entity, positions: [forced.pos] }
      : { kind: "among", entity: forced.entity, positions: positionsOutside(shape, forced) };
  if (clueCanHold(shape, clue, [...mine, negated]) === true) return fail("the forced fact does not follow from the clue and the facts about its values");
  return ok;
}

/** The positions a fact rules out. */
function positionsOutside(shape: Shape, fact: Fact): number[] {
  const allowed = factMask(fact, shape.full);
  return Array.from({ length: shape.size }, (_, i) => i + 1).filter((p) => ((allowed >> (p - 1)) & 1) === 0);
}

/** Largest search space (product of domain sizes) searched directly: larger ones are argued by replay instead. */
export const directSearchLimit = 200_000;

/**
 * Whether a clue can hold with the facts, or undefined when the search is too large to run. An
 * `any_of` holds when one of its options does: each option is searched on its own (the values
 * only other options mention can always take the positions left).
 */
function clueCanHold(shape: Shape, clue: Clue, facts: readonly Fact[]): boolean | undefined {
  if (clue.type !== "any_of") return search(shape, [clue], facts);
  let unknown = false;
  for (const option of clue.options) {
    const r = search(shape, option, facts);
    if (r === true) return true;
    if (r === undefined) unknown = true;
  }
  return unknown ? undefined : false;
}

/** Whether the clues and facts can all hold, or undefined when the search is too large to run. */
function search(shape: Shape, clues: readonly Clue[], facts: readonly Fact[]): boolean | undefined {
  const csp = new SmallCsp(shape);
  for (const c of clues) csp.addClue(c);
  for (const f of facts) csp.restrict(entityId(shape, f.entity), factMask(f, shape.full));
  return csp.searchSize() <= directSearchLimit ? csp.satisfiable() : undefined;
}

/**
 * A case argument on the grid: the cases cover every position the split value may take there;
 * each case, replayed from "the value is at its position", either ends in a clash, splits again,
 * or shows every conclusion.
 */
export function checkSplit(ctx: ArgumentContext, grid: ReplayGrid, split: CaseSplit, conclusions: readonly Conclusion[]): Check {
  const shape = ctx.shape;
  const id = entityId(shape, split.entity);
  let covered = 0;
  for (const [i, c] of split.cases.entries()) {
    if (!Number.isInteger(c.pos) || c.pos < 1 || c.pos > shape.size) return fail(`position ${c.pos} is out of range`);
    if (i > 0 && c.pos <= split.cases[i - 1]!.pos) return fail("the cases must be in position order, one per position");
    covered |= 1 << (c.pos - 1);
  }
  if ((grid.dom[id]! & ~covered) !== 0) return fail("the cases do not cover every position the split value may take");
  for (const c of split.cases) {
    const where = `case ${split.entity.attr}=${String(split.entity.value)} at ${c.pos}`;
    const g = grid.copy();
    g.apply({ kind: "at", entity: split.entity, pos: c.pos });
    const lines = checkLines(ctx, g, c.steps);
    if (!lines.ok) return fail(`${where}: ${lines.reason}`);
    let end: Check = ok;
    if (c.clash && c.split) end = fail("a case ends either in a clash or in a further split");
    else if (c.clash) end = checkClash(ctx, g, c.clash);
    else if (c.split) end = checkSplit(ctx, g, c.split, conclusions);
    else if (!conclusions.every((f) => g.holds(f))) end = fail("the case does not establish the step's conclusions");
    if (!end.ok) return fail(`${where}: ${end.reason}`);
  }
  return ok;
}

/** Every entity the facts of an argument mention: its steps' and sub-steps', its cases' and its clashes'. */
export function argumentEntities(shape: Shape, step: Step, into: Set<number> = new Set()): Set<number> {
  const facts = (fs: readonly Fact[]): void => {
    for (const f of fs) into.add(entityId(shape, f.entity));
  };
  const clash = (c: Clash | undefined): void => {
    if (!c) return;
    facts(c.facts);
    if (c.forced) facts([c.forced]);
  };
  const split = (s: CaseSplit): void => {
    facts([{ kind: "at", entity: s.entity, pos: 1 }]);
    for (const c of s.cases) {
      for (const sub of c.steps) argumentEntities(shape, sub, into);
      clash(c.clash);
      if (c.split) split(c.split);
    }
  };
  facts(step.premises);
  facts(step.conclusions);
  if (step.rule === "contradiction") {
    facts([step.assumption]);
    for (const sub of step.subSteps) argumentEntities(shape, sub, into);
    clash(step.clash);
  } else if (step.rule === "clue-combination") {
    split(step.split);
  }
  return into;
}
