import type { Step } from "@zebra/model";
import type { Page as App, Panel } from "../page.js";
import { checkMarks } from "../logic/check-marks.js";
import { conclusionCells, nextStep, stepMarks } from "../logic/steps.js";
import { h } from "../ui/dom.js";
import { gameStrings } from "../ui/strings.js";
import { currentWrongMarks, wrongMarkList } from "./errors.js";
import { askWhy } from "./why.js";
import { clueList, stepText } from "./words.js";

/** Hint: the next step the marks do not show yet, with the clues it uses; or why there is none. */
export function hint(app: App): void {
  const loaded = app.loaded;
  const marks = app.marks;
  if (!loaded || !marks || loaded.analysis.status !== "unique") return;
  // A wrong mark first: every step after it would build on it.
  const wrong = currentWrongMarks(app);
  if (wrong.length) {
    if (!app.game.over) app.game.hints++;
    app.saveProgress();
    app.setPanel({ kind: "hint", reason: "wrong", wrong }, [], [], [], wrong);
    return;
  }
  const c = checkMarks(loaded.puzzle, marks);
  if (c.violated.length || c.clashes || c.deadLines) {
    app.setPanel({ kind: "hint", reason: "fix" }, [], c.violated, [], marks.conflicts());
    return;
  }
  if (loaded.analysis.steps.length === 0) {
    app.setPanel({ kind: "hint", reason: "no-trace" });
    return;
  }
  const next = nextStep(loaded.analysis.steps, marks);
  if (!next) {
    app.setPanel({ kind: "hint", reason: loaded.analysis.complete ? "none" : "stuck" });
    return;
  }
  if (app.game.solvedMs === undefined) app.game.hints++;
  app.saveProgress();
  app.setPanel({ kind: "hint", step: next.step, index: next.index }, next.step.clues, [], conclusionCells(next.step, marks));
}

function applyHint(app: App, step: Step): void {
  if (!app.marks) return;
  app.marks.apply(stepMarks(step, app.marks));
  app.afterMarksChanged();
  app.grid.focusGrid();
}

export function hintPanel(app: App, p: Extract<Panel, { kind: "hint" }>): HTMLElement {
  const t = app.t;
  const total = app.loaded!.analysis.steps.length;
  if (p.reason === "wrong" && p.wrong)
    return h(
      "div",
      { class: "hint-result", id: "hint-result" },
      h("p", null, gameStrings(app.settings.locale).hintWrong(p.wrong.length)),
      wrongMarkList(app, p.wrong),
    );
  if (!p.step) {
    const text = p.reason === "fix" ? t.hintFixFirst : p.reason === "no-trace" ? t.hintNoTrace : p.reason === "stuck" ? t.explainIncomplete : t.hintNone;
    return h("div", { class: "hint-result", id: "hint-result" }, h("p", null, text));
  }
  const step = p.step;
  return h(
    "div",
    { class: "hint-result", id: "hint-result" },
    h("h3", null, t.hintTitle((p.index ?? 0) + 1, total)),
    h("p", { class: "step-text" }, stepText(app, step)),
    clueList(app, step.clues),
    h(
      "div",
      { class: "hint-actions" },
      h("button", { type: "button", id: "apply-hint", on: { click: () => applyHint(app, step) } }, t.applyHint),
      step.conclusions[0] ? h("button", { type: "button", id: "hint-why", on: { click: () => askWhy(app, step.conclusions[0]!, false) } }, t.why) : null,
    ),
  );
}
