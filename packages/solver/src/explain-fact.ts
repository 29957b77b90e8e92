import { InvalidArgumentError, isPuzzleShaped, type Clue, type Fact, type Step, type Tier } from "@zebra/model";
import { deduce } from "./deduce.js";
import { entails, type Entailment } from "./entails.js";
import { minimalFacts } from "./internal/clash.js";
import { applyFact } from "./internal/fact-grid.js";
import { factMask } from "./internal/facts.js";
import { mainVars } from "./internal/join.js";
import { compileClue } from "./internal/props/compile.js";
import { fixpoint } from "./internal/props/propagate.js";
import { compileShape, entityId, initialDomains, type Shape } from "./internal/shape.js";
import { Argument, needOf, type Need } from "./internal/sub-trace.js";
import type { SolvableInput } from "./count.js";

/**
 * The outcome of {@link explainFact}: the steps that derive the statement, or why there are none.
 *
 * - `derived`: `steps` is the smallest part of the solution that derives it (possibly empty,
 *   when the statement holds before any clue is read);
 * - `contradicted`: it is false in every solution;
 * - `open`: it is true in some solutions and false in others;
 * - `unsatisfiable`: the clues have no solution, so nothing follows from them;
 * - `stuck`: it is true in every solution, but the step-by-step solver stops before it.
 */
export type FactExplanation =
  | { readonly status: "derived"; readonly steps: readonly Step[] }
  | { readonly status: Exclude<Entailment, "entailed"> }
  | { readonly status: "stuck" };

/** Options of {@link explainFact}. */
export interface ExplainFactOptions {
  /** Highest reasoning tier of the solution the steps come from (default 3, as {@link deduce}). */
  readonly maxTier?: Tier;
}

/**
 * Explains why a statement about a puzzle is true: the smallest part of its step-by-step
 * solution that derives it.
 *
 * Use it to answer "why is the Norwegian in house 1?". The statement is a fact (`at`, `not_at`,
 * `among`) or a clue ("the zebra owner is the German": `{ type: "same", … }`). It solves the
 * puzzle with {@link deduce}, finds the facts of the solution that establish the statement
 * (for a clue, a minimal set of them under which it must hold), and keeps only the steps those
 * depend on, in their order: replaying them from an empty grid establishes each step's premises
 * in turn and then the statement, and each passes {@link verifyStep}. When no steps derive it,
 * the complete solver tells why (false, not forced, or no solution at all). Cost: one `deduce`,
 * plus two complete searches when the statement is not derived.
 *
 * @param puzzle a validated puzzle.
 * @param statement a fact or a clue over the puzzle's values.
 * @param options `maxTier` (default 3).
 * @returns `derived` with the steps, or `contradicted`, `open`, `unsatisfiable` or `stuck`.
 * @throws {@link @zebra/model!InvalidArgumentError} when `puzzle` is not a puzzle or `statement` not an object.
 * @throws RangeError when the statement names a value or position the puzzle does not have
 *   (programmer misuse: check user input first).
 * @example
 * ```ts
 * const why = explainFact(einstein, { kind: "at", entity: { attr: "Nationality", value: "Norwegian" }, pos: 1 });
 * if (why.status === "derived") console.log(why.steps.length); // 1: clue 10 says so
 * ```
 */
export function explainFact(puzzle: SolvableInput, statement: Fact | Clue, options: ExplainFactOptions = {}): FactExplanation {
  if (!isPuzzleShaped(puzzle)) throw new InvalidArgumentError("explainFact", "puzzle", "a validated puzzle", puzzle);
  if (typeof statement !== "object" || statement === null || Array.isArray(statement))
    throw new InvalidArgumentError("explainFact", "statement", "a fact or a clue object", statement);
  const shape = compileShape(puzzle);
  try {
    if (isFact(statement)) checkFact(shape, statement);
    else compileClue(shape, statement, -1); // throws on unknown values, before any solving
  } catch (error) {
    // A statement of the wrong shape (a clue without its sides) fails deep inside: say so here.
    if (error instanceof TypeError && !(error instanceof InvalidArgumentError))
      throw new InvalidArgumentError("explainFact", "statement", "a fact or a clue over the puzzle's values", statement);
    throw error;
  }
  const result = deduce(puzzle, { maxTier: options.maxTier ?? 3 });
  if (result.status !== "contradiction") {
    const argument = new Argument(shape, initialDomains(shape), result.steps);
    const goal = isFact(statement) ? factGoal(shape, argument, statement) : clueGoal(shape, argument, statement);
    const trace = goal && argument.subTrace(goal.needs, goal.stating);
    if (trace) return { status: "derived", steps: argument.stepsOf(trace.kept) };
  }
  const status = entails(puzzle, statement);
  return status === "entailed" ? { status: "stuck" } : { status };
}

function isFact(statement: Fact | Clue): statement is Fact {
  return "kind" in statement;
}

/** Throws a RangeError for a fact about an unknown value, or at a position out of range. */
function checkFact(shape: Shape, fact: Fact): void {
  entityId(shape, fact.entity);
  const positions = fact.kind === "at" ? [fact.pos] : fact.positions;
  for (const p of positions) if (!Number.isInteger(p) || p < 1 || p > shape.size) throw new RangeError(`position ${p} is outside 1..${shape.size}`);
}

/** What the derivation must establish, and the steps that state it (kept so that the argument ends on them). */
interface Goal {
  readonly needs: readonly Need[];
  readonly stating: readonly number[];
}

/** A fact's goal: the positions it rules out; the first step whose conclusions imply it states it. */
function factGoal(shape: Shape, argument: Argument, fact: Fact): Goal {
  const need = needOf(shape, fact);
  const stating: number[] = [];
  argument.steps.forEach((step, i) => {
    if (stating.length > 0) return;
    for (const c of step.conclusions) {
      if (entityId(shape, c.entity) !== need.id) continue;
      const ruled = shape.full & ~factMask(c, shape.full);
      if ((need.mask & ~ruled) === 0) stating.push(i);
    }
  });
  return { needs: [need], stating };
}

/**
 * A clue's goal: a minimal set of the solution's facts (about the clue's values, or placing a
 * value of their attributes) under which its negation cannot hold, and the steps that state them.
 * Null when the solution's facts do not force the clue.
 */
function clueGoal(shape: Shape, argument: Argument, clue: Clue): Goal | null {
  const negation = compileClue(shape, clue, -1, true);
  const about: number[] = [];
  for (const prop of compileClue(shape, clue, -1)) mainVars(shape, prop, about);
  const established = argument.established();
  const scratch = new Int32Array(shape.entityCount);
  const holds = (d: Int32Array): boolean => {
    scratch.set(d);
    return !fixpoint(shape, negation, scratch);
  };
  const end = initialDomains(shape);
  for (const e of established) applyFact(shape, end, e.fact);
  if (!holds(end)) return null;
  const chosen = minimalFacts(shape, established, about, holds);
  if (chosen === null) return null;
  return { needs: chosen.map((i) => needOf(shape, established[i]!.fact)), stating: chosen.map((i) => established[i]!.line).filter((line) => line >= 0) };
}
