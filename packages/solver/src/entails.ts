import { answerInGrid, type Clue, type Fact, type Grid, type Puzzle, type Question, type Value } from "@zebra/model";
import { coreFor, type SolvableInput } from "./count.js";
import { factMask } from "./internal/facts.js";
import { compileClue, unaryProp } from "./internal/props/compile.js";
import type { Prop } from "./internal/props/types.js";
import { searchSolutions } from "./internal/search.js";
import { compileShape, entityId, type Shape } from "./internal/shape.js";
import { gridOf } from "./internal/views.js";
import { toPuzzle, type PuzzleInput } from "./input.js";

/**
 * Whether the clues force a statement: `entailed` (true in every solution), `contradicted`
 * (false in every solution), `open` (true in some, false in others) or `unsatisfiable` (the
 * clues have no solution at all, so nothing can be said).
 */
export type Entailment = "entailed" | "contradicted" | "open" | "unsatisfiable";

/** One solution of the clues and the extra propagators, or undefined when there is none. */
function someSolution(shape: Shape, clues: readonly Clue[], extra: readonly Prop[]): Grid | undefined {
  const core = coreFor(shape, clues);
  for (const p of extra) core.addProp(p);
  let found: Grid | undefined;
  searchSolutions(core, (dom) => {
    found = gridOf(shape, dom);
    return false;
  });
  return found;
}

function satisfiable(shape: Shape, clues: readonly Clue[], extra: readonly Prop[]): boolean {
  return someSolution(shape, clues, extra) !== undefined;
}

function isFact(x: Fact | Clue): x is Fact {
  return "kind" in x;
}

/** Propagators for a statement, or for its negation. */
function statementProps(shape: Shape, statement: Fact | Clue, negated: boolean): Prop[] {
  if (isFact(statement)) {
    const id = entityId(shape, statement.entity);
    const mask = factMask(statement, shape.full);
    return [unaryProp(id, negated ? shape.full & ~mask : mask, -1)];
  }
  return compileClue(shape, statement, -1, negated);
}

/**
 * Decides whether a puzzle's clues entail a fact (`at`, `not_at`, `among`) or a clue.
 *
 * Use it to answer "must the Dane drink tea?", to check a player's claim, or to test whether a
 * clue is redundant. It runs two complete searches: clues ∧ statement, and clues ∧ ¬statement
 * (a clue's negation is compiled from the same definition: the negated relation). Cost: two
 * solution searches (stopping at the first solution).
 *
 * @param input a puzzle, a zebra-puzzle/1 document or its JSON text (see {@link PuzzleInput}; a document is validated, and an invalid one throws {@link InvalidPuzzleError}).
 * @param statement a fact or a clue over the puzzle's values.
 * @returns `entailed`, `contradicted`, `open`, or `unsatisfiable` when the clues have no solution.
 * @example
 * ```ts
 * entails(puzzle, { kind: "at", entity: { attr: "Pet", value: "zebra" }, pos: 4 }); // "entailed"
 * entails(puzzle, { type: "next_to", a: { attr: "Pet", value: "zebra" }, b: { pos: 1 } }); // "contradicted"
 * ```
 */
export function entails(input: PuzzleInput, statement: Fact | Clue): Entailment {
  const puzzle = toPuzzle(input);
  const shape = compileShape(puzzle);
  const canHold = satisfiable(shape, puzzle.clues, statementProps(shape, statement, false));
  const canFail = satisfiable(shape, puzzle.clues, statementProps(shape, statement, true));
  if (canHold && canFail) return "open";
  if (canHold) return "entailed";
  if (canFail) return "contradicted";
  return "unsatisfiable";
}

/** The answer to a puzzle's question, when the clues determine it. */
export type Answer =
  | { readonly status: "determined"; readonly value: Value }
  | { readonly status: "undetermined"; readonly candidates: readonly Value[] }
  | { readonly status: "unsatisfiable" };

/**
 * Answers a puzzle's question ("who owns the zebra?"): the value of `find.attr` of the person
 * `where`, when the clues determine it.
 *
 * Use it to check that a puzzle's question has an answer even when the whole grid is not
 * unique. It reads the answer of one solution ({@link answerInGrid}), then looks for a solution
 * with another answer, and so on. Cost: one complete search per candidate value, plus one.
 *
 * @param input a puzzle, a zebra-puzzle/1 document or its JSON text (see {@link PuzzleInput}; a document is validated, and an invalid one throws {@link InvalidPuzzleError}).
 * @param asked the question (default: the puzzle's own `question`).
 * @returns `determined` with the value, `undetermined` with the values still possible (in the
 *   attribute's value order), or `unsatisfiable`.
 * @throws TypeError when neither the argument nor the puzzle has a question (programmer misuse).
 * @example
 * ```ts
 * answerQuestion(einstein); // { status: "determined", value: "German" }
 * ```
 */
export function answerQuestion(input: PuzzleInput<SolvableInput & Pick<Puzzle, "question">>, asked?: Question): Answer {
  const puzzle = toPuzzle(input);
  const question = asked ?? puzzle.question;
  if (!question) throw new TypeError("answerQuestion: the puzzle has no question");
  const shape = compileShape(puzzle);
  const k = shape.attrIndex.get(question.find.attr);
  if (k === undefined) throw new RangeError(`answerQuestion: unknown attribute ${JSON.stringify(question.find.attr)}`);
  // Each solution found names one candidate; the next search excludes the candidates found.
  const found = new Set<Value>();
  const exclusions: Prop[] = [];
  for (;;) {
    const solution = someSolution(shape, puzzle.clues, exclusions);
    if (solution === undefined) break;
    const value = answerInGrid(solution, question)!;
    found.add(value);
    const other: Clue = { type: "not_same", a: question.where, b: { attr: question.find.attr, value } };
    exclusions.push(...compileClue(shape, other, -1));
  }
  const candidates = shape.attributes[k]!.values.filter((value) => found.has(value));
  if (candidates.length === 0) return { status: "unsatisfiable" };
  if (candidates.length === 1) return { status: "determined", value: candidates[0]! };
  return { status: "undetermined", candidates };
}
