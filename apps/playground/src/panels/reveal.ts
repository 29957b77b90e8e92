import type { App } from "../app.js";
import { renderClock } from "../shell/controls-view.js";
import { h } from "../ui/dom.js";
import { solutionTable, type AskWhy } from "../ui/labels.js";
import { askWhy } from "./why.js";
import { answerText } from "./words.js";

/** Reveal: shows the solution, asking first while the game is still on. */
export function toggleReveal(app: App): void {
  const kind = app.panel.kind;
  if (kind === "reveal" || kind === "confirm-reveal") app.setPanel({ kind: "none" });
  else if (app.game.over) app.setPanel({ kind: "reveal" });
  else app.setPanel({ kind: "confirm-reveal" });
}

function confirmReveal(app: App): void {
  app.game.giveUp();
  app.saveProgress();
  renderClock(app);
  app.setPanel({ kind: "reveal" });
}

export function confirmRevealPanel(app: App): HTMLElement {
  const t = app.t;
  return h(
    "div",
    { class: "confirm", id: "reveal-confirm-box", role: "alertdialog", aria: { label: t.reveal } },
    h("p", null, t.revealConfirm),
    h(
      "div",
      { class: "confirm-actions" },
      h("button", { type: "button", class: "primary", id: "reveal-confirm", on: { click: () => confirmReveal(app) } }, t.revealYes),
      h("button", { type: "button", id: "reveal-cancel", on: { click: () => app.closePanel() } }, t.revealNo),
    ),
  );
}

export function revealPanel(app: App): HTMLElement | undefined {
  const solution = app.solution();
  if (!solution) return undefined;
  const onWhy: AskWhy = (attr, value, pos) => void askWhy(app, { kind: "at", entity: { attr, value }, pos }, true);
  return h(
    "div",
    { class: "reveal-result", id: "reveal-result" },
    h("h3", null, app.t.solution),
    solutionTable(app.loaded!.puzzle, solution, app.words!, app.t, "solution-table", onWhy),
    h("p", { class: "answer" }, answerText(app, solution)),
  );
}
