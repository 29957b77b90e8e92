import type { EndingAction, Page as App } from "../page.js";
import { renderClock } from "../shell/controls-view.js";
import { h } from "../ui/dom.js";
import { gameStrings } from "../ui/strings.js";

/**
 * Runs an action that shows the solution or part of it (`proceed`). While a game is under way
 * (not over, and the player has marked something; Reveal whatever the marks) it asks first,
 * saying what it costs: the clock stops and the game no longer counts as solved on one's own.
 */
export function endGameThen(app: App, action: EndingAction, proceed: () => void): void {
  if (app.game.over || (action !== "reveal" && !app.marks?.marked)) run(app, action, proceed);
  else app.setPanel({ kind: "confirm", action, proceed });
}

function run(app: App, action: EndingAction, proceed: () => void): void {
  // Explain and why? with nothing marked give nothing away of the player's; Reveal always ends the game.
  if (!app.game.over && (action !== "why" || app.marks?.marked)) {
    app.game.giveUp();
    app.saveProgress();
    renderClock(app);
  }
  proceed();
}

export function confirmPanel(app: App, action: EndingAction, proceed: () => void): HTMLElement {
  const t = app.t;
  const g = gameStrings(app.settings.locale);
  const [question, yes] =
    action === "reveal" ? [t.revealConfirm, t.revealYes] : action === "explain" ? [g.explainConfirm, g.explainYes] : [g.whyConfirm, g.whyYes];
  return h(
    "div",
    { class: "confirm", id: `${action}-confirm-box`, role: "alertdialog", aria: { label: yes } },
    h("p", null, question),
    h(
      "div",
      { class: "confirm-actions" },
      h("button", { type: "button", class: "primary", id: `${action}-confirm`, on: { click: () => run(app, action, proceed) } }, yes),
      h("button", { type: "button", class: "confirm-cancel", id: `${action}-cancel`, on: { click: () => app.closePanel() } }, t.revealNo),
    ),
  );
}
