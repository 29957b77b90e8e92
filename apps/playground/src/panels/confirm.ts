import type { Conclusion } from "@zebra/model";
import type { App } from "../app.js";
import { renderClock } from "../shell/controls-view.js";
import { h } from "../ui/dom.js";
import { gameStrings } from "../ui/strings.js";
import { explain } from "./explain.js";
import { showWhy } from "./why.js";

/** What ends a game before it is solved: the solution, the explanation stepped through, or the steps to a fact. */
export type EndingAction = { kind: "reveal" } | { kind: "explain"; index: number } | { kind: "why"; fact: Conclusion; say: boolean };

/**
 * Runs an action that shows the solution or part of it. While a game is under way (not over,
 * and the player has marked something; Reveal whatever the marks) it asks first, saying what
 * it costs: the clock stops and the game no longer counts as solved on one's own.
 */
export function endGameThen(app: App, action: EndingAction): void {
  if (app.game.over || (action.kind !== "reveal" && !app.marks?.marked)) run(app, action);
  else app.setPanel({ kind: "confirm", action });
}

function run(app: App, action: EndingAction): void {
  // Explain and why? with nothing marked give nothing away of the player's; Reveal always ends the game.
  if (!app.game.over && (action.kind === "reveal" || action.kind === "explain" || app.marks?.marked)) {
    app.game.giveUp();
    app.saveProgress();
    renderClock(app);
  }
  if (action.kind === "reveal") app.setPanel({ kind: "reveal" });
  else if (action.kind === "explain") explain(app, action.index);
  else void showWhy(app, action.fact, action.say);
}

export function confirmPanel(app: App, action: EndingAction): HTMLElement {
  const t = app.t;
  const g = gameStrings(app.settings.locale);
  const [question, yes] =
    action.kind === "reveal" ? [t.revealConfirm, t.revealYes] : action.kind === "explain" ? [g.explainConfirm, g.explainYes] : [g.whyConfirm, g.whyYes];
  const id = action.kind;
  return h(
    "div",
    { class: "confirm", id: `${id}-confirm-box`, role: "alertdialog", aria: { label: yes } },
    h("p", null, question),
    h(
      "div",
      { class: "confirm-actions" },
      h("button", { type: "button", class: "primary", id: `${id}-confirm`, on: { click: () => run(app, action) } }, yes),
      h("button", { type: "button", class: "confirm-cancel", id: `${id}-cancel`, on: { click: () => app.closePanel() } }, t.revealNo),
    ),
  );
}
