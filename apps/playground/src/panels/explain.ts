import type { Page as App, Panel } from "../page.js";
import { conclusionCells, stepMarks } from "../logic/steps.js";
import { marksFor, type MarkGrid } from "../state/marks.js";
import { h } from "../ui/dom.js";
import { icon, type IconName } from "../ui/icons.js";
import { endGameThen } from "./confirm.js";
import { clueList, stepText } from "./words.js";

/** The marks after `index` steps of the explanation, from the nearest ones already worked out. */
function explainedGrid(app: App, index: number): MarkGrid {
  const loaded = app.loaded!;
  const explained = app.explained;
  const shown = marksFor(loaded.puzzle);
  shown.autoMarks = app.prefs.autoMarks;
  let k = Math.min(index, explained.length - 1);
  if (k >= 0) shown.decode(explained[k]!);
  else {
    explained[0] = shown.encode();
    k = 0;
  }
  for (; k < index; k++) {
    shown.apply(stepMarks(loaded.analysis.steps[k]!, shown));
    explained[k + 1] = shown.encode();
  }
  return shown;
}

/** Shows the whole solution step by step on a read-only grid, at step `index`. */
export function explain(app: App, index: number): void {
  const loaded = app.loaded;
  if (!loaded || !app.marks) return;
  const steps = loaded.analysis.steps;
  const i = Math.max(0, Math.min(steps.length, index));
  if (i > 0 && !app.game.over) {
    endGameThen(app, "explain", () => explain(app, i));
    return;
  }
  const shown = explainedGrid(app, i);
  const step = i > 0 ? steps[i - 1] : undefined;
  app.grid.show(shown, true);
  app.setPanel({ kind: "explain", index: i }, step?.clues ?? [], [], step ? conclusionCells(step, shown) : []);
}

/** Keeps the keyboard focus in the explanation after it is redrawn. */
export function focusExplainButton(app: App, selector: string): void {
  const panel = app.els.panel!;
  const button = panel.querySelector<HTMLButtonElement>(selector);
  if (button && !button.disabled) button.focus();
  else panel.querySelector<HTMLButtonElement>(".explain-nav button:not(:disabled)")?.focus();
}

export function explainPanel(app: App, p: Extract<Panel, { kind: "explain" }>): HTMLElement {
  const t = app.t;
  const loaded = app.loaded!;
  const steps = loaded.analysis.steps;
  const i = p.index;
  const text = i === 0 ? t.explainStart : stepText(app, steps[i - 1]!);
  const end = i === steps.length ? (loaded.analysis.complete ? t.explainEnd : t.explainIncomplete) : "";
  const navButton = (id: string, disabled: boolean, to: number, focus: string, name: IconName, label: string, iconFirst: boolean) =>
    h(
      "button",
      {
        type: "button",
        id,
        disabled,
        on: {
          click: () => {
            explain(app, to);
            focusExplainButton(app, focus);
          },
        },
      },
      iconFirst ? icon(name) : null,
      h("span", null, label),
      iconFirst ? null : icon(name),
    );
  const nav = h(
    "div",
    { class: "explain-nav" },
    navButton("explain-first", i === 0, 0, "#explain-next", "first", t.first, true),
    navButton("explain-prev", i === 0, i - 1, "#explain-prev", "prev", t.prev, true),
    h("span", { class: "explain-count", id: "explain-count" }, t.explainTitle(i, steps.length)),
    navButton("explain-next", i === steps.length, i + 1, "#explain-next", "next", t.next, false),
    navButton("explain-last", i === steps.length, steps.length, "#explain-prev", "last", t.last, false),
  );
  const step = i > 0 ? steps[i - 1] : undefined;
  return h(
    "div",
    { class: "explain-result", id: "explain-result" },
    nav,
    h("p", { class: "step-text", id: "explain-text" }, text),
    step ? clueList(app, step.clues) : null,
    end ? h("p", { class: "muted" }, end) : null,
  );
}
