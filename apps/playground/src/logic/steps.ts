import type { Conclusion, Step } from "@zebra/model";
import type { Cell, MarkGrid } from "../state/marks.js";

/** The cells a step's conclusions talk about. */
export function conclusionCells(step: Step, marks: MarkGrid): Cell[] {
  const out: Cell[] = [];
  for (const c of step.conclusions) {
    const positions = c.kind === "at" ? [c.pos] : c.positions;
    for (const pos of positions) {
      const cell = marks.cellOf(c.entity.attr, c.entity.value, pos - 1);
      if (cell) out.push(cell);
    }
  }
  return out;
}

/** Whether the marks already show a conclusion (directly or by crossing-out). */
export function conclusionShown(c: Conclusion, marks: MarkGrid): boolean {
  if (c.kind === "at") {
    const cell = marks.cellOf(c.entity.attr, c.entity.value, c.pos - 1);
    if (!cell) return true;
    if (marks.get(cell) === "yes") return true;
    const open = marks.openPositions(cell.attr, cell.value);
    if (open.length === 1 && open[0] === c.pos) return true;
    let openValues = 0;
    for (let value = 0; value < marks.size; value++) if (!marks.excluded({ attr: cell.attr, value, pos: cell.pos })) openValues++;
    return openValues === 1 && !marks.excluded(cell);
  }
  return c.positions.every((pos) => {
    const cell = marks.cellOf(c.entity.attr, c.entity.value, pos - 1);
    return !cell || marks.excluded(cell);
  });
}

/**
 * The first step of a solution trace whose conclusions the marks do not show yet, with its
 * index; `undefined` when the marks show every conclusion.
 */
export function nextStep(steps: readonly Step[], marks: MarkGrid): { readonly step: Step; readonly index: number } | undefined {
  for (let index = 0; index < steps.length; index++) {
    const step = steps[index]!;
    if (!step.conclusions.every((c) => conclusionShown(c, marks))) return { step, index };
  }
  return undefined;
}

/** The marks that write a step's conclusions into the grid: "yes" for placements, "no" for eliminations. */
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
  return out;
}
