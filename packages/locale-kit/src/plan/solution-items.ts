import { applyStep, cloneCandidateState, createCandidateGrid } from "@zebra/model";
import type { CandidateState, Fact, Puzzle, Step } from "@zebra/model";
import type { ExplanationStyle } from "../contract/renderer.js";
import { Reader } from "./reader-grid.js";
import { ValueIds } from "./value-ids.js";

/** One numbered item of a worded solution: the steps it words, in order. */
export interface SolutionItem {
  /**
   * The steps the item words, in order: steps of the solution, and after a step the placements
   * it leaves implied (a value left with one house), as hidden singles with their premises.
   */
  readonly steps: readonly Step[];
  /** The 0-based indexes, in the solution, of the item's steps that are the solution's own. */
  readonly indexes: readonly number[];
  /** The reader's grid after the item: what the items so far have stated, and nothing more. */
  readonly state: CandidateState;
}

/** An item before the dead ends are dropped: its grid is replayed afterwards, from the steps kept. */
type DraftItem = Pick<SolutionItem, "steps" | "indexes">;

/**
 * Groups a solution's steps into the numbered items of its explanation, in a style:
 *
 * - `full`: one item per step of the solution, in the solver's order, and after a step that
 *   places a value (itself or through a value it leaves with one house) what that placement
 *   forces, as in `concise`; after a proof or a clue combination, only the values it leaves with
 *   one house.
 * - `concise`: lines of a puzzle book. Eliminations accumulate until a step places a value.
 *
 * In both, the placements and single-clue consequences a placement forces are folded into the
 * item that makes it: naked and hidden singles, and steps of one clue that start only from
 * placed values, pulled forward from later in the solution as soon as everything they start
 * from is stated, in the full style up to eight steps an item (what is left over follows in
 * the items after it). A value left with one house is placed in words at once, and a step that tells
 * the reader nothing new (every conclusion already stated) is left out, as is one that only
 * rules out what no later step relies on. Proofs by contradiction and clue combinations start
 * items of their own.
 *
 * Every step keeps its own premises and conclusions, so each still passes the solver's
 * `verifyStep`, and every step's premises hold in the reader's grid where it stands (steps only
 * move earlier once what they start from is stated). Implied placements carry their premises
 * (the houses ruled out, or taken by another value), so they pass it too.
 *
 * Use it to word a solution item by item (`layoutSolution` does; the playground can step
 * through the same items). Cost: each placement scans the steps not yet worded, so quadratic in
 * the worst case (a few hundred steps at most).
 *
 * @param puzzle - the puzzle being solved (`size` and `attributes`; with its `clues`, a clash is named in the terms of the clue it breaks).
 * @param steps - the top-level steps of the solution, in order.
 * @param style - `full` or `concise`.
 * @returns the items, in reading order, each with the reader's grid after it.
 *
 * @example
 * ```ts
 * for (const item of solutionItems(puzzle, deduce(puzzle).steps, "concise")) {
 *   console.log(item.steps.map((s) => renderer.step(s, ctx, "concise")).join(" "));
 * }
 * ```
 */
export function solutionItems(
  puzzle: Pick<Puzzle, "size" | "attributes"> & Partial<Pick<Puzzle, "clues">>,
  steps: readonly Step[],
  style: ExplanationStyle,
): SolutionItem[] {
  const ids = new ValueIds(puzzle);
  const reader = new Reader(puzzle, ids);
  const used = new Array<boolean>(steps.length).fill(false);
  const items: DraftItem[] = [];
  // The solution's step behind each step restated in the reader's terms.
  const originals = new Map<Step, Step>();
  let next = 0;
  while (next < steps.length) {
    const worded: Step[] = [];
    const indexes: number[] = [];
    const take = (i: number): void => {
      used[i] = true;
      reader.restate(steps[i]!, (step) => {
        if (step !== steps[i]) originals.set(step, steps[i]!);
        worded.push(step, ...reader.apply(step));
      });
      indexes.push(i);
    };
    let placed = false;
    // A full item starts from one step. In a concise line, eliminations accumulate until a step
    // places a value, a proof starts a line of its own, or the line holds enough of them.
    for (; next < steps.length; next++) {
      if (used[next]) continue;
      const step = steps[next]!;
      if (!reader.tells(step)) {
        used[next] = true;
        continue;
      }
      if (indexes.length > 0 && (style === "full" || standsAlone(step) || (indexes.length >= eliminationsPerLine && !places(step)))) break;
      take(next);
      if (style === "full" || standsAlone(step) || places(step)) {
        // A full item goes on with what its step places through a value it leaves with one house;
        // a proof ends its own, so that what follows does not read as part of it.
        placed = style === "full" ? !standsAlone(step) && worded.some(places) : places(step);
        next++;
        break;
      }
    }
    // Then what the placements force, pulled forward as soon as what it starts from is stated,
    // while a full item is short enough to read in one go (the rest follows in the next items;
    // a concise line's parts are short).
    const most = style === "full" ? maxStepsPerItem : Infinity;
    for (let pulled = placed; pulled && worded.length < most; ) {
      pulled = false;
      for (let j = next; j < steps.length && worded.length < most; j++) {
        if (used[j]) continue;
        const step = steps[j]!;
        if (!isConsequence(step) || !step.premises.every((f) => reader.holds(f))) continue;
        if (reader.tells(step)) take(j);
        else used[j] = true;
        pulled = true;
      }
    }
    if (indexes.length > 0) items.push({ steps: worded, indexes });
  }
  return withoutDeadEnds(puzzle, ids, steps, items, originals);
}

/**
 * The items without the steps that only rule out what no later step relies on (an elimination
 * no premise of a kept step needs), and without items left empty; the reader's grids replayed
 * from the steps kept. Placements are always kept, so every premise a kept step starts from is
 * still stated before it.
 */
function withoutDeadEnds(
  puzzle: Pick<Puzzle, "size" | "attributes">,
  ids: ValueIds,
  solution: readonly Step[],
  items: readonly DraftItem[],
  originals: ReadonlyMap<Step, Step>,
): SolutionItem[] {
  // Per value, the houses (as a bit mask) that a kept step starts from the value being ruled out of.
  const needed = new Map<number, number>();
  const everyHouse = (1 << puzzle.size) - 1;
  // The cells an elimination or a choice of houses rules out, as a value and a bit mask of houses.
  // The items' conclusions were applied, so they name the puzzle's values; a premise that names
  // another value can match none of them and is passed over.
  const ruledOut = (fact: Fact): { id: number; houses: number } | undefined => {
    if (fact.kind === "at") return undefined;
    const id = ids.of(fact.entity.attr, fact.entity.value);
    if (id === undefined) return undefined;
    let listed = 0;
    for (const p of fact.positions) if (Number.isInteger(p) && p >= 1 && p <= puzzle.size) listed |= 1 << (p - 1);
    return { id, houses: fact.kind === "not_at" ? listed : everyHouse & ~listed };
  };
  const kept = items.map((item) => item.steps.map(() => false));
  for (let i = items.length - 1; i >= 0; i--) {
    const steps = items[i]!.steps;
    for (let j = steps.length - 1; j >= 0; j--) {
      const step = steps[j]!;
      let keep = places(step);
      for (const c of step.conclusions) {
        const cells = keep ? undefined : ruledOut(c);
        if (cells !== undefined && ((needed.get(cells.id) ?? 0) & cells.houses) !== 0) keep = true;
      }
      if (!keep) continue;
      kept[i]![j] = true;
      for (const premise of step.premises) {
        const cells = ruledOut(premise);
        if (cells !== undefined) needed.set(cells.id, (needed.get(cells.id) ?? 0) | cells.houses);
      }
    }
  }
  const state = createCandidateGrid(puzzle);
  const out: SolutionItem[] = [];
  items.forEach((item, i) => {
    const steps = item.steps.filter((_, j) => kept[i]![j]);
    if (steps.length === 0) return;
    for (const step of steps) applyStep(state, step);
    const own = new Set(steps.map((step) => originals.get(step) ?? step));
    out.push({ steps, indexes: item.indexes.filter((index) => own.has(solution[index]!)), state: cloneCandidateState(state) });
  });
  return out;
}

/** How many steps that only rule values out a concise line gathers before a placement. */
const eliminationsPerLine = 3;

/**
 * How many steps a full item pulls forward up to: one placement can force a dozen more, and an
 * item that says them all runs to ten sentences and more.
 */
const maxStepsPerItem = 8;

/** A proof by contradiction or a clue combination: a line of its own. */
function standsAlone(step: Step): boolean {
  return step.rule === "contradiction" || step.rule === "clue-combination";
}

function places(step: Step): boolean {
  return step.conclusions.some((c) => c.kind === "at");
}

/** What a placement forces: a single, or a step of one clue that starts only from placed values. */
function isConsequence(step: Step): boolean {
  if (step.rule === "naked-single" || step.rule === "hidden-single") return true;
  return step.rule === "clue" && step.clues.length === 1 && step.premises.length > 0 && step.premises.every((f) => f.kind === "at");
}
