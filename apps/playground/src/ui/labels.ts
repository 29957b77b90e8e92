import type { Attribute, Grid, Puzzle, Value } from "@zebra/model";
import type { PlaygroundStrings } from "@zebra/locale-kit";
import { attributeLabel, valueLabel, type Words } from "../text.js";
import type { Elem, PairCell } from "../state/marks.js";
import { h } from "./dom.js";
import type { GridLabels } from "./grid-view.js";

/** The grid's words for a puzzle: headings as shown, and cells as a screen reader says them ("Dane, house 3: no"). */
export function gridLabels(puzzle: Puzzle, words: Words, t: PlaygroundStrings): GridLabels {
  // A logic-grid puzzle's key attribute stands where the houses would.
  const keyed = puzzle.kind === "logic-grid";
  const dim = (d: number) => (d === 0 && !keyed ? t.house : attributeLabel(words, puzzle.attributes[Math.max(d, 1) - 1]!));
  const value = (e: Elem) => valueLabel(words, puzzle.attributes[Math.max(e.dim, 1) - 1]!, puzzle.attributes[Math.max(e.dim, 1) - 1]!.values[e.value]!);
  return {
    gridName: t.grid,
    dim,
    header: (e) => (e.dim === 0 && !keyed ? String(e.value + 1) : value(e)),
    cell: (a, b, view, flags) => t.cellLabel(...spokenPair(puzzle, words, t, a, b), t.cellStates[view], flags.clash, flags.highlighted),
  };
}

/** A cell's two values as one says them, houses last: ["Dane", "house 3"]. */
function spokenPair(puzzle: Puzzle, words: Words, t: PlaygroundStrings, a: Elem, b: Elem): [string, string] {
  return a.dim === 0 ? [spokenElem(puzzle, words, t, b), spokenElem(puzzle, words, t, a)] : [spokenElem(puzzle, words, t, a), spokenElem(puzzle, words, t, b)];
}

/** One value as the grid says it: "house 3", or a logic-grid puzzle's key value in the house's place. */
function spokenElem(puzzle: Puzzle, words: Words, t: PlaygroundStrings, e: Elem): string {
  if (e.dim === 0 && puzzle.kind !== "logic-grid") return t.houseName(e.value + 1);
  const attribute = puzzle.attributes[Math.max(e.dim, 1) - 1]!;
  return valueLabel(words, attribute, attribute.values[e.value]!);
}

/** A house as a sentence names it: "house 3", or a logic-grid puzzle's key value. */
function houseWords(puzzle: Puzzle, words: Words, t: PlaygroundStrings, pos: number): string {
  return spokenElem(puzzle, words, t, { dim: 0, value: pos - 1 });
}

/** A visitor's mark as the grid speaks it: "Dane, house 3: yes". */
export function markName(puzzle: Puzzle, words: Words, t: PlaygroundStrings, cell: PairCell, mark: "yes" | "no"): string {
  return t.cellLabel(...spokenPair(puzzle, words, t, cell.a, cell.b), t.cellStates[mark], false, false);
}

/** Asks why a value of the solution is in a house (`pos` from 1). */
export type AskWhy = (attr: string, value: Value, pos: number) => void;

/** A solution as a table: one row per attribute, one column per house; with `why`, each value is a button that asks why it is there. */
export function solutionTable(puzzle: Puzzle, solution: Grid, words: Words, t: PlaygroundStrings, id?: string, why?: AskWhy): HTMLTableElement {
  // A logic-grid puzzle's columns are its key's values, in the houses' place; the key's own row would repeat them.
  const keyed = puzzle.kind === "logic-grid";
  const cell = (a: Attribute, v: Value, i: number) => {
    const label = valueLabel(words, a, v);
    if (!why) return h("td", null, label);
    const name = t.whyCell(label, houseWords(puzzle, words, t, i + 1));
    return h(
      "td",
      null,
      h("button", { type: "button", class: "why-cell", title: name, aria: { label: name }, on: { click: () => why(a.name, v, i + 1) } }, label),
    );
  };
  return h(
    "table",
    { class: "solution-table", ...(id ? { id } : {}) },
    h(
      "thead",
      null,
      h(
        "tr",
        null,
        h("th", null, keyed ? attributeLabel(words, puzzle.attributes[0]!) : t.house),
        Array.from({ length: puzzle.size }, (_, i) => h("th", { attrs: { scope: "col" } }, keyed ? houseWords(puzzle, words, t, i + 1) : String(i + 1))),
      ),
    ),
    h(
      "tbody",
      null,
      puzzle.attributes.slice(keyed ? 1 : 0).map((a) =>
        h(
          "tr",
          null,
          h("th", { attrs: { scope: "row" } }, attributeLabel(words, a)),
          (solution[a.name] ?? []).map((v, i) => cell(a, v, i)),
        ),
      ),
    ),
  );
}
