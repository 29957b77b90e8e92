import { stepRules } from "@zebra/model";
import type { AtFact, Clash, Conclusion, Conflict, Fact, Grid, NotAtFact, Puzzle, Step, StepRule, ValueRef } from "@zebra/model";
import type { TestRng } from "./rng.js";

/**
 * Builds well-formed steps of every rule for a puzzle, with facts that are true of its hidden
 * grid (the assumption of a proof by contradiction is false, as it should be). They are not a
 * real argument: they exercise renderers on every step shape (premises or none, several
 * conclusions, nested proofs by contradiction, case splits with possible and impossible cases,
 * every kind of conflict, clashes with and without a forced fact).
 *
 * Use it next to real solver traces, which rarely contain every shape. Cost: linear in `count`.
 *
 * @param rng - the seeded generator.
 * @param puzzle - the puzzle (its clues are cited by index).
 * @param solution - its hidden grid.
 * @param count - how many steps; the rules cycle so that every rule appears once `count ≥ 5`.
 * @returns the steps.
 *
 * @example
 * ```ts
 * const steps = syntheticSteps(rng, puzzle, solution, 10);
 * ```
 */
export function syntheticSteps(rng: TestRng, puzzle: Puzzle, solution: Grid, count: number): Step[] {
  const steps: Step[] = [];
  const offset = rng.int(stepRules.length);
  for (let i = 0; i < count; i++) steps.push(syntheticStep(rng, puzzle, solution, stepRules[(i + offset) % stepRules.length]!, 0));
  return steps;
}

/**
 * One synthetic step of the given rule (see {@link syntheticSteps}).
 *
 * @param rng - the seeded generator.
 * @param puzzle - the puzzle.
 * @param solution - its hidden grid.
 * @param rule - the rule.
 * @param depth - nesting depth of proofs by contradiction (0 at the top).
 * @returns the step.
 *
 * @example
 * ```ts
 * const step = syntheticStep(rng, puzzle, solution, "contradiction", 0);
 * ```
 */
export function syntheticStep(rng: TestRng, puzzle: Puzzle, solution: Grid, rule: StepRule, depth: number): Step {
  const facts = new FactMaker(rng, puzzle, solution);
  const clueCount = puzzle.clues.length;
  const someClues = (n: number): number[] =>
    clueCount === 0
      ? []
      : rng
          .shuffled(Array.from({ length: clueCount }, (_, i) => i))
          .slice(0, Math.min(n, clueCount))
          .sort((x, y) => x - y);
  const premises = (max: number): Fact[] => Array.from({ length: rng.int(max + 1) }, () => facts.premise());
  const conclusions = (): Conclusion[] => Array.from({ length: rng.between(1, 3) }, () => facts.conclusion());
  switch (rule) {
    case "clue":
      return { rule, tier: 1, clues: someClues(1), premises: premises(2), conclusions: conclusions() };
    case "naked-single": {
      const at = facts.at();
      const others = puzzle.attributes.find((a) => a.name === at.entity.attr)!.values.filter((v) => v !== at.entity.value);
      return {
        rule,
        tier: 1,
        clues: [],
        premises: others.map((value): NotAtFact => ({ kind: "not_at", entity: { attr: at.entity.attr, value }, positions: [at.pos] })),
        conclusions: [at],
        attr: at.entity.attr,
        pos: at.pos,
      };
    }
    case "hidden-single": {
      const at = facts.at();
      const elsewhere = Array.from({ length: puzzle.size }, (_, i) => i + 1).filter((p) => p !== at.pos);
      return {
        rule,
        tier: 1,
        clues: [],
        premises: elsewhere.length === 0 ? [] : [{ kind: "not_at", entity: at.entity, positions: elsewhere }],
        conclusions: [at],
      };
    }
    case "clue-combination": {
      // A split on a value: its true position and one or two false ones (which end in a clash).
      const split = facts.at();
      const positions = [
        split.pos,
        ...rng.shuffled(Array.from({ length: puzzle.size }, (_, i) => i + 1).filter((p) => p !== split.pos)).slice(0, rng.between(0, 2)),
      ];
      const subRules = stepRules.filter((r) => r === "clue" || r === "naked-single" || r === "hidden-single");
      const cases = positions
        .sort((x, y) => x - y)
        .map((pos) => {
          const steps = Array.from({ length: rng.int(3) }, () => syntheticStep(rng, puzzle, solution, rng.pick(subRules), depth + 1));
          return pos === split.pos ? { pos, steps } : { pos, steps, clash: randomClash(rng, puzzle, split.entity, facts) };
        });
      return { rule, tier: 2, clues: someClues(rng.between(2, 3)), premises: premises(3), conclusions: conclusions(), split: { entity: split.entity, cases } };
    }
    case "contradiction": {
      const assumption = facts.falseAt();
      if (assumption === undefined) return syntheticStep(rng, puzzle, solution, "clue", depth);
      const subRules = stepRules.filter((r) => r !== "contradiction" || depth < 1);
      const subSteps = Array.from({ length: rng.int(4) }, () => syntheticStep(rng, puzzle, solution, rng.pick(subRules), depth + 1));
      const clash = randomClash(rng, puzzle, assumption.entity, facts);
      return {
        rule,
        tier: 3,
        clues: someClues(rng.int(3)),
        premises: premises(1),
        conclusions: rng.chance(0.9) ? [{ kind: "not_at", entity: assumption.entity, positions: [assumption.pos] }] : [],
        assumption,
        subSteps,
        clash,
      };
    }
  }
}

function randomConflict(rng: TestRng, puzzle: Puzzle, entity: ValueRef): Conflict {
  const kind = rng.pick(["clue", "no-position", "no-value"] as const);
  if (kind === "clue" && puzzle.clues.length > 0) return { kind, clue: rng.int(puzzle.clues.length) };
  if (kind === "no-value") return { kind, attr: rng.pick(puzzle.attributes).name, pos: rng.between(1, puzzle.size) };
  return { kind: "no-position", entity };
}

/** A clash: a conflict, one to three facts, and (for a clue, sometimes) a forced fact. */
function randomClash(rng: TestRng, puzzle: Puzzle, entity: ValueRef, facts: FactMaker): Clash {
  const conflict = randomConflict(rng, puzzle, entity);
  const named = Array.from({ length: rng.between(1, 3) }, () => facts.premise());
  return conflict.kind === "clue" && rng.chance(0.5) ? { conflict, facts: named, forced: facts.at() } : { conflict, facts: named };
}

class FactMaker {
  constructor(
    private readonly rng: TestRng,
    private readonly puzzle: Puzzle,
    private readonly solution: Grid,
  ) {}

  /** A random value and its true position. */
  private value(): { entity: ValueRef; pos: number } {
    const attr = this.rng.pick(this.puzzle.attributes);
    const pos = this.rng.between(1, this.puzzle.size);
    return { entity: { attr: attr.name, value: this.solution[attr.name]![pos - 1]! }, pos };
  }

  at(): AtFact {
    const { entity, pos } = this.value();
    return { kind: "at", entity, pos };
  }

  /** A false placement, or undefined when there is only one house. */
  falseAt(): AtFact | undefined {
    if (this.puzzle.size < 2) return undefined;
    const { entity, pos } = this.value();
    const wrong = this.rng.pick(Array.from({ length: this.puzzle.size }, (_, i) => i + 1).filter((p) => p !== pos));
    return { kind: "at", entity, pos: wrong };
  }

  notAt(): NotAtFact | AtFact {
    const { entity, pos } = this.value();
    const others = Array.from({ length: this.puzzle.size }, (_, i) => i + 1).filter((p) => p !== pos);
    if (others.length === 0) return { kind: "at", entity, pos };
    const positions = this.rng
      .shuffled(others)
      .slice(0, this.rng.between(1, others.length))
      .sort((x, y) => x - y);
    return { kind: "not_at", entity, positions };
  }

  among(): Fact {
    const { entity, pos } = this.value();
    const others = Array.from({ length: this.puzzle.size }, (_, i) => i + 1).filter((p) => p !== pos);
    const positions = [pos, ...this.rng.shuffled(others).slice(0, this.rng.int(others.length + 1))].sort((x, y) => x - y);
    return { kind: "among", entity, positions };
  }

  premise(): Fact {
    const pick = this.rng.int(3);
    return pick === 0 ? this.at() : pick === 1 ? this.notAt() : this.among();
  }

  conclusion(): Conclusion {
    return this.rng.chance(0.4) ? this.at() : this.notAt();
  }
}
