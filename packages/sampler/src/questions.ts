import { isPositionRef, sameEntity, type Entity, type Grid, type Puzzle, type QuestionAnswer, type Step, type ValueRef } from "@zebra/model";

/** The placements ("x is at p") a step concludes, in order. */
function placements(step: Step): ValueRef[] {
  const out: ValueRef[] = [];
  for (const c of step.conclusions) if (c.kind === "at") out.push(c.entity);
  return out;
}

function positionIn(solution: Grid, ref: ValueRef): number {
  const index = solution[ref.attr]?.indexOf(ref.value) ?? -1;
  if (index < 0) throw new Error(`the solution has no value ${JSON.stringify(ref.value)} for ${ref.attr}`);
  return index + 1;
}

/**
 * The two questions of a solved puzzle, with their answers, derived from its solution trace.
 *
 * - `position-code`: with x the first placement of the last step that places something, and y the
 *   first placement of the middle step (or the next step forward that places something, skipping
 *   x's entity), "if X is at position x and Y at position y, what is (size + 1)·y + x?". The pair
 *   can be read back from the answer, since 1 ≤ x ≤ size. Left out when the trace places fewer
 *   than two distinct entities.
 * - `find`: "which value of attribute F has the person who has X?" ("who owns the zebra?"), with X
 *   the last placement of the trace and F the first other attribute; for a one-attribute puzzle,
 *   "what is the value at X's house?".
 *
 * Use it to pose a question about a puzzle whose trace you have (the sampler calls it for every
 * puzzle it makes). Cost: linear in the trace.
 *
 * @param puzzle - the puzzle, with its `solution`.
 * @param steps - its solution trace (top-level steps, as `deduce` returns them with `trace`).
 * @returns zero, one or two question/answer pairs (`position-code` first; a logic grid has only the `find` one).
 * @throws Error when the puzzle has no solution, or the trace names a value the solution lacks.
 * @example
 * ```ts
 * const qa = deriveQuestions(puzzle, deduce(puzzle, { trace: true }).steps);
 * qa[0]?.answer; // e.g. 21 for a 5-house puzzle with y = 3, x = 3
 * ```
 */
export function deriveQuestions(puzzle: Pick<Puzzle, "size" | "attributes" | "solution" | "kind">, steps: readonly Step[]): QuestionAnswer[] {
  const solution = puzzle.solution;
  if (solution === undefined) throw new Error("deriveQuestions needs a puzzle with a solution");
  const qa: QuestionAnswer[] = [];
  let xStep = -1;
  for (let i = steps.length - 1; i >= 0; i--) {
    if (placements(steps[i]!).length > 0) {
      xStep = i;
      break;
    }
  }
  if (xStep < 0) return findOnly(puzzle, solution, undefined);
  const x = placements(steps[xStep]!)[0]!;
  // A logic grid has no houses to number: only "who has …?".
  if (puzzle.kind === "logic-grid") return findOnly(puzzle, solution, x);
  // y: the middle step's first placement, else the next placement forward (then backward) that is not x.
  const middle = Math.floor(steps.length / 2);
  let y: ValueRef | undefined;
  const order = [...range(middle, steps.length), ...range(0, middle).reverse()];
  for (const i of order) {
    y = placements(steps[i]!).find((ref) => !sameEntity(ref, x));
    if (y !== undefined) break;
  }
  if (y !== undefined) {
    const px = positionIn(solution, x);
    const py = positionIn(solution, y);
    qa.push({ query: { kind: "position-code", x, y }, answer: (puzzle.size + 1) * py + px });
  }
  return [...qa, ...findOnly(puzzle, solution, x)];
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i < to; i++) out.push(i);
  return out;
}

function findOnly(puzzle: Pick<Puzzle, "size" | "attributes">, solution: Grid, last: ValueRef | undefined): QuestionAnswer[] {
  const first = puzzle.attributes[0];
  if (first === undefined) return [];
  const where: Entity = last ?? { attr: first.name, value: solution[first.name]![0]! };
  const other = puzzle.attributes.find((a) => isPositionRef(where) || a.name !== where.attr);
  let find: string;
  let target: Entity;
  if (other !== undefined) {
    find = other.name;
    target = where;
  } else {
    // One attribute only: ask what is at that person's house.
    find = first.name;
    target = { pos: positionIn(solution, where as ValueRef) };
  }
  const pos = isPositionRef(target) ? target.pos : positionIn(solution, target);
  return [{ query: { kind: "find", find: { attr: find }, where: target }, answer: solution[find]![pos - 1]! }];
}
