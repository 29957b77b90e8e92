import type { Page as App, Panel } from "../page.js";
import { wrongMarks } from "../logic/wrong-marks.js";
import type { PairCell } from "../state/marks.js";
import { h } from "../ui/dom.js";
import { markName } from "../ui/labels.js";
import { gameStrings } from "../ui/strings.js";

/** The visitor's marks the solution contradicts; empty when the puzzle has no single solution. */
export function currentWrongMarks(app: App): PairCell[] {
  const solution = app.loaded?.analysis.status === "unique" ? app.solution() : undefined;
  return solution && app.marks ? wrongMarks(app.loaded!.puzzle, solution, app.marks) : [];
}

/** "Show my errors": names each mark the solution contradicts, outlined on the grid. It counts as a hint. */
function showErrors(app: App): void {
  if (!app.marks || app.loaded?.analysis.status !== "unique") return;
  const cells = currentWrongMarks(app);
  if (!app.game.over) app.game.hints++;
  app.saveProgress();
  app.setPanel({ kind: "errors", cells }, [], [], [], cells);
}

/** The wrong marks by name, with a button that clears them as one undoable action. */
export function wrongMarkList(app: App, cells: readonly PairCell[]): HTMLElement[] {
  const marks = app.marks!;
  const words = app.words!;
  const puzzle = app.loaded!.puzzle;
  const g = gameStrings(app.settings.locale);
  const clear = () => {
    marks.apply(cells.map((c) => [c, "empty"] as const));
    app.afterMarksChanged();
    app.grid.focusGrid();
  };
  return [
    h(
      "ul",
      { class: "wrong-marks", id: "wrong-marks" },
      cells.map((c) => h("li", null, markName(puzzle, words, app.t, c, marks.get(c) === "yes" ? "yes" : "no"))),
    ),
    h("button", { type: "button", id: "clear-errors", on: { click: clear } }, g.clearErrors(cells.length)),
  ];
}

export function errorsPanel(app: App, p: Extract<Panel, { kind: "errors" }>): HTMLElement {
  const g = gameStrings(app.settings.locale);
  return h(
    "div",
    { class: `errors-result ${p.cells.length ? "bad" : "good"}`, id: "errors-result" },
    h("h3", null, g.errorsTitle),
    h("p", null, p.cells.length ? g.errorsFound(p.cells.length) : g.errorsNone),
    p.cells.length ? wrongMarkList(app, p.cells) : null,
  );
}

/** The Check panel's offer to compare the marks with the solution, and what it costs. */
export function showErrorsOffer(app: App): HTMLElement | null {
  if (app.loaded?.analysis.status !== "unique" || !app.marks?.marked) return null;
  const g = gameStrings(app.settings.locale);
  return h(
    "p",
    { class: "show-errors" },
    h("button", { type: "button", id: "show-errors", on: { click: () => showErrors(app) } }, g.showErrors),
    " ",
    h("span", { class: "muted" }, g.showErrorsCost),
  );
}
