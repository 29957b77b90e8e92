import type { Conclusion, Step } from "@zebra/model";
import type { Cell, MarkGrid } from "../state/marks.js";
import { ImpliedMarks } from "./implied-marks.js";

/** The cells a step's conclusions talk about. */
export function conclusionCells(step: Step, marks: MarkGrid): Cell[] {
  return factCells(step.conclusions, marks);
}

/** The cells facts talk about. */
export function factCells(facts: readonly Conclusion[], marks: MarkGrid): Cell[] {
  const out: Cell[] = [];
  for (const c of facts) {
    const positions = c.kind === "at" ? [c.pos] : c.positions;
    for (const pos of positions) {
      const cell = marks.cellOf(c.entity.attr, c.entity.value, pos - 1);
      if (cell) out.push(cell);
    }
  }
  return out;
}

/**
 * Whether the marks already show a conclusion: directly, by crossing-out, or because the grid
 * leaves a single open cell in a row or column of a block (which a logic grid reads as a "yes").
 */
export function conclusionShown(c: Conclusion, marks: MarkGrid): boolean {
  return shownIn(c, marks, new ImpliedMarks(marks));
}

function shownIn(c: Conclusion, marks: MarkGrid, implied: ImpliedMarks): boolean {
  const positions = c.kind === "at" ? [c.pos] : c.positions;
  const want = c.kind === "at" ? "yes" : "no";
  return positions.every((pos) => {
    const cell = marks.cellOf(c.entity.attr, c.entity.value, pos - 1);
    return !cell || implied.get(cell) === want;
  });
}

/**
 * The first step of a solution trace whose conclusions the marks do not show yet, with its
 * index; `undefined` when the marks show every conclusion.
 */
export function nextStep(steps: readonly Step[], marks: MarkGrid): { readonly step: Step; readonly index: number } | undefined {
  const implied = new ImpliedMarks(marks);
  for (let index = 0; index < steps.length; index++) {
    const step = steps[index]!;
    if (!step.conclusions.every((c) => shownIn(c, marks, implied))) return { step, index };
  }
  return undefined;
}

/**
 * The marks that write a step's conclusions into the grid: "yes" for placements, "no" for
 * eliminations, and "yes" wherever that leaves a row or column of a block touched by the step
 * with a single open cell (a value whose other houses are excluded, or a house whose other
 * values are), followed through until nothing more follows inside those blocks. A solver's
 * trace states such placements only as premises of later steps, so without them the grid
 * would never fill in.
 */
export function stepMarks(step: Step, marks: MarkGrid): [Cell, "yes" | "no"][] {
  const out: [Cell, "yes" | "no"][] = [];
  for (const c of step.conclusions) {
    if (c.kind === "at") {
      const cell = marks.cellOf(c.entity.attr, c.entity.value, c.pos - 1);
      if (cell) out.push([cell, "yes"]);
    } else {
      for (const pos of c.positions) {
        const cell = marks.cellOf(c.entity.attr, c.entity.value, pos - 1);
        if (cell && marks.get(cell) !== "yes") out.push([cell, "no"]);
      }
    }
  }
  const blocks = new Set(out.map(([cell]) => cell.attr));
  const written = new Set(out.map(([cell]) => `${cell.attr}/${cell.value}/${cell.pos}`));
  // Each block on its own, as the step's conclusions are about its house blocks alone.
  const implied = new ImpliedMarks(marks, out, false);
  for (const attr of blocks) {
    for (let value = 0; value < marks.size; value++) {
      for (let pos = 0; pos < marks.size; pos++) {
        const cell = { attr, value, pos };
        if (implied.get(cell) === "yes" && marks.get(cell) !== "yes" && !written.has(`${attr}/${value}/${pos}`)) out.push([cell, "yes"]);
      }
    }
  }
  return out;
}
