import type { CandidateGrid, Grid, PartialGrid, Value } from "@zebra/model";
import type { Shape } from "./shape.js";

/** The grid view of domains: the value known at each position, or null. */
export function partialGridOf(shape: Shape, dom: Int32Array): PartialGrid {
  const n = shape.size;
  const grid: Record<string, (Value | null)[]> = {};
  shape.attributes.forEach((attribute, a) => {
    const row: (Value | null)[] = new Array(n).fill(null);
    for (let v = 0; v < n; v++) {
      const d = dom[a * n + v]!;
      if (d !== 0 && (d & (d - 1)) === 0) row[31 - Math.clz32(d)] = attribute.values[v]!;
    }
    grid[attribute.name] = row;
  });
  return grid;
}

/** The candidate view of domains: for each position, the values still possible there. */
export function candidateGridOf(shape: Shape, dom: Int32Array): CandidateGrid {
  const n = shape.size;
  const grid: Record<string, Value[][]> = {};
  shape.attributes.forEach((attribute, a) => {
    const cells: Value[][] = Array.from({ length: n }, () => []);
    for (let v = 0; v < n; v++) {
      const d = dom[a * n + v]!;
      for (let p = 0; p < n; p++) if (((d >>> p) & 1) === 1) cells[p]!.push(attribute.values[v]!);
    }
    grid[attribute.name] = cells;
  });
  return grid;
}

/** A full grid from domains that are all single positions. */
export function gridOf(shape: Shape, dom: Int32Array): Grid {
  return partialGridOf(shape, dom) as Grid;
}
