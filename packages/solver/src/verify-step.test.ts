import { describe, expect, it } from "vitest";
import type { AtFact, Case, Clue, ClueCombinationStep, ContradictionStep, Fact, Puzzle, Step } from "@zebra/model";
import { deduce, entails, verifyStep } from "@zebra/solver";
import { einstein } from "./testing/fixtures.js";
import { randomPuzzle } from "./testing/random.js";

/** The first random puzzle (by seed) whose trace has a step of the given rule (that `accept` accepts). */
function findStep<R extends Step["rule"]>(
  rule: R,
  accept: (puzzle: Puzzle, step: Step) => boolean = () => true,
): { puzzle: Puzzle; step: Extract<Step, { rule: R }> } {
  for (let seed = 1; seed < 2000; seed++) {
    const { puzzle } = randomPuzzle(seed, { size: [4, 5], attrs: [2, 3], numericShare: 0 });
    const step = deduce(puzzle).steps.find((s) => s.rule === rule && accept(puzzle, s));
    if (step) return { puzzle, step: step as Extract<Step, { rule: R }> };
  }
  throw new Error(`no ${rule} step found`);
}

/** A grid fact as a clue. */
function factClue(fact: Fact): Clue {
  if (fact.kind === "at") return { type: "at", a: fact.entity, pos: fact.pos };
  if (fact.kind === "among") return { type: "any_of", options: fact.positions.map((pos) => [{ type: "at", a: fact.entity, pos }]) };
  return { type: "any_of", options: [fact.positions.map((pos): Clue => ({ type: "not_at", a: fact.entity, pos }))] };
}

/** Whether clue c and the step's premises alone force its conclusions, by the complete solver. */
function oneClueSuffices(puzzle: Puzzle, step: Step, c: number): boolean {
  const alone = { ...puzzle, clues: [puzzle.clues[c]!, ...step.premises.map(factClue)] };
  return step.conclusions.every((fact) => entails(alone, fact) === "entailed");
}

describe("verifyStep", () => {
  const puzzle = einstein();
  const steps = deduce(puzzle).steps;

  it("accepts the solver's steps", () => {
    for (const step of steps) expect(verifyStep(puzzle, step)).toEqual({ ok: true });
  });

  it("rejects a conclusion that does not follow", () => {
    const step = steps.find((s) => s.rule === "clue" && s.premises.length > 0)!;
    const c = step.conclusions[0]!;
    const wrong = c.kind === "at" ? { ...c, pos: (c.pos % 5) + 1 } : { ...c, positions: [1, 2, 3, 4, 5].filter((p) => !c.positions.includes(p)).slice(0, 1) };
    const check = verifyStep(puzzle, { ...step, conclusions: [wrong] });
    expect(check.ok).toBe(false);
  });

  it("rejects a step that leans on facts it does not cite, or on the wrong clue", () => {
    const step = steps.find((s) => s.rule === "clue" && s.premises.length > 0)!;
    expect(verifyStep(puzzle, { ...step, premises: [] }).ok).toBe(false);
    const other = step.clues[0] === 0 ? 1 : 0;
    expect(verifyStep(puzzle, { ...step, clues: [other] }).ok).toBe(false);
  });

  it("rejects malformed steps", () => {
    const step = steps[0]!;
    expect(verifyStep(puzzle, { ...step, conclusions: [] })).toEqual({ ok: false, reason: "the step concludes nothing" });
    expect(verifyStep(puzzle, { ...step, clues: [99] }).ok).toBe(false);
    expect(verifyStep(puzzle, { ...step, clues: [] }).ok).toBe(false);
    const single = steps.find((s) => s.rule === "hidden-single" || s.rule === "naked-single")!;
    expect(verifyStep(puzzle, { ...single, clues: [0] }).ok).toBe(false);
    expect(verifyStep(puzzle, { ...single, premises: single.premises.slice(1) }).ok).toBe(false);
    const bogus: Step = { rule: "clue", tier: 1, clues: [0], premises: [], conclusions: [{ kind: "at", entity: { attr: "Pet", value: "unicorn" }, pos: 1 }] };
    expect(verifyStep(puzzle, bogus).ok).toBe(false);
  });

  it("checks clue combinations", () => {
    // A combination that no clue of it gives alone (with its premises and the all-different
    // rule, some do: tier 1 does not reason across a clue's values as the complete solver does).
    const { puzzle: p, step } = findStep("clue-combination", (puzzle, s) => s.clues.every((c) => !oneClueSuffices(puzzle, s, c)));
    expect(verifyStep(p, step)).toEqual({ ok: true });
    // so verifyStep rejects it with one clue only
    for (const c of step.clues) expect(verifyStep(p, { ...step, rule: "clue", clues: [c] }).ok).toBe(false);
  });

  it("checks a combination's case argument: the cases cover the split value, and each ends in a clash or the conclusions", () => {
    const { puzzle: p, step } = findStep(
      "clue-combination",
      (_, s) => s.rule === "clue-combination" && s.split.cases.some((c) => c.clash) && s.split.cases.some((c) => !c.clash && c.steps.length > 0),
    );
    expect(verifyStep(p, step)).toEqual({ ok: true });
    const { split } = step;
    const withCases = (cases: readonly Case[]): ClueCombinationStep => ({ ...step, split: { ...split, cases } });
    // a case left out: the rest no longer covers every position of the split value
    expect(verifyStep(p, withCases(split.cases.slice(1))).ok).toBe(false);
    // a possible case without its steps does not reach the conclusions
    const possible = split.cases.findIndex((c) => !c.clash && c.steps.length > 0);
    expect(verifyStep(p, withCases(split.cases.map((c, i) => (i === possible ? { ...c, steps: [] } : c)))).ok).toBe(false);
    // an impossible case that does not say why
    const impossible = split.cases.findIndex((c) => c.clash);
    const { clash: _clash, ...open } = split.cases[impossible]!;
    expect(verifyStep(p, withCases(split.cases.map((c, i) => (i === impossible ? open : c)))).ok).toBe(false);
    // cases out of order
    expect(verifyStep(p, withCases([...split.cases].reverse())).ok).toBe(false);
  });

  it("checks proofs by contradiction: conclusion, sub-steps and the argument's chain", () => {
    const { puzzle: p, step } = findStep("contradiction");
    expect(verifyStep(p, step)).toEqual({ ok: true });
    const s = step as ContradictionStep;
    // a wrong conclusion
    expect(verifyStep(p, { ...s, conclusions: [{ kind: "not_at", entity: s.assumption.entity, positions: [(s.assumption.pos % p.size) + 1] }] }).ok).toBe(
      false,
    );
    // a wrong conflict
    const conflict =
      s.clash.conflict.kind === "no-position"
        ? { kind: "no-value" as const, attr: s.assumption.entity.attr, pos: s.assumption.pos }
        : { kind: "no-position" as const, entity: s.assumption.entity };
    expect(verifyStep(p, { ...s, clash: { conflict, facts: s.clash.facts } }).ok).toBe(false);
    // Dropping a sub-step that applies a clue breaks the chain. (A single the grid shows anyway,
    // once the facts before it are written in, may be left out.)
    const chained = findStep("contradiction", (_, c) => c.rule === "contradiction" && c.subSteps[0]?.rule === "clue" && c.subSteps.length > 1);
    expect(verifyStep(chained.puzzle, chained.step)).toEqual({ ok: true });
    expect(verifyStep(chained.puzzle, { ...chained.step, subSteps: chained.step.subSteps.slice(1) }).ok).toBe(false);
  });

  it("checks the clash a proof ends on: its facts are established, and all of them are needed to break its clue", () => {
    const { puzzle: p, step } = findStep(
      "contradiction",
      (_, s) => s.rule === "contradiction" && s.clash.conflict.kind === "clue" && s.clash.facts.length >= 2 && s.subSteps.length > 0,
    );
    expect(verifyStep(p, step)).toEqual({ ok: true });
    const { clash } = step;
    for (let i = 0; i < clash.facts.length; i++) {
      const fewer = clash.facts.filter((_, k) => k !== i);
      expect(verifyStep(p, { ...step, clash: { conflict: clash.conflict, facts: fewer } }).ok, `without fact ${i + 1}`).toBe(false);
    }
    // a fact the argument never established
    const last = step.subSteps.at(-1)!.conclusions[0]!;
    const unproven: Fact = last.kind === "at" ? { ...last, pos: (last.pos % p.size) + 1 } : { kind: "at", entity: last.entity, pos: last.positions[0]! };
    expect(verifyStep(p, { ...step, clash: { ...clash, facts: [...clash.facts, unproven] } }).ok).toBe(false);
    // another clue
    const other = step.clues.find((k) => clash.conflict.kind === "clue" && k !== clash.conflict.clue);
    if (other !== undefined) expect(verifyStep(p, { ...step, clash: { ...clash, conflict: { kind: "clue", clue: other } } }).ok).toBe(false);
  });

  it("checks the fact a broken clue forces: it follows from the clue and clashes with the other facts", () => {
    const { puzzle: p, step } = findStep("contradiction", (_, s) => s.rule === "contradiction" && s.clash.forced?.kind === "at");
    expect(verifyStep(p, step)).toEqual({ ok: true });
    const forced = step.clash.forced as AtFact;
    expect(verifyStep(p, { ...step, clash: { ...step.clash, forced: { ...forced, pos: (forced.pos % p.size) + 1 } } }).ok).toBe(false);
    // a fact the clue does not force (anywhere) clashes with nothing
    expect(
      verifyStep(p, {
        ...step,
        clash: { ...step.clash, forced: { kind: "among", entity: forced.entity, positions: Array.from({ length: p.size }, (_, i) => i + 1) } },
      }).ok,
    ).toBe(false);
  });
});
