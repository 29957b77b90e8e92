import type { Page as App } from "../page.js";
import { h } from "../ui/dom.js";
import { solutionTable, type AskWhy } from "../ui/labels.js";
import { endGameThen } from "./confirm.js";
import { askWhy } from "./why.js";
import { answerText } from "./words.js";

/** Reveal: shows the solution (or hides it), asking first while the game is still on. */
export function toggleReveal(app: App): void {
  const p = app.panel;
  if (p.kind === "reveal" || (p.kind === "confirm" && p.action === "reveal")) app.setPanel({ kind: "none" });
  else endGameThen(app, "reveal", () => app.setPanel({ kind: "reveal" }));
}

export function revealPanel(app: App): HTMLElement | undefined {
  const solution = app.solution();
  if (!solution) return undefined;
  const onWhy: AskWhy = (attr, value, pos) => askWhy(app, { kind: "at", entity: { attr, value }, pos }, true);
  return h(
    "div",
    { class: "reveal-result", id: "reveal-result" },
    h("h3", null, app.t.solution),
    solutionTable(app.loaded!.puzzle, solution, app.words!, app.t, "solution-table", onWhy),
    h("p", { class: "answer" }, answerText(app, solution)),
  );
}
