import type { Loaded, Page as App } from "../page.js";
import { seedNumber } from "../state/settings.js";
import { wordsFor, type Words } from "../text.js";
import { h } from "../ui/dom.js";
import { layoutPrint, type PrintPuzzle } from "../ui/print.js";
import { Cancelled } from "../worker/client.js";
import { answerText, stepText } from "./words.js";

function printItem(app: App, loaded: Loaded, words: Words): PrintPuzzle {
  const solution = app.solution();
  return { puzzle: loaded.puzzle, words, title: app.titleOf(loaded), meta: app.els.puzzleMeta!.textContent ?? "", ...(solution ? { solution } : {}) };
}

/** Lays out the puzzle on screen for printing: its clues and an empty grid, then its solution when chosen. */
export function preparePrint(app: App): number {
  const loaded = app.loaded;
  const words = app.words;
  if (!loaded || !words) return 0;
  const steps = loaded.analysis.status === "unique" ? loaded.analysis.steps : [];
  return layoutPrint(app.els.printArea!, [printItem(app, loaded, words)], {
    view: app.prefs.view,
    t: app.t,
    solutions: app.printSolution && loaded.analysis.status === "unique",
    details: (item) => [
      h("p", { class: "answer" }, answerText(app, item.solution!)),
      steps.length
        ? h(
            "ol",
            { class: "print-steps" },
            steps.map((s) => h("li", null, stepText(app, s))),
          )
        : null,
    ],
  });
}

function printPuzzle(app: App): void {
  if (preparePrint(app) > 0) window.print();
}

/** Generates `count` puzzles of the form's settings (seeds counting up from its seed) and prints them as a booklet. */
async function printBooklet(app: App, count: number): Promise<void> {
  const t = app.t;
  const n = Math.max(1, Math.min(50, Math.floor(Number.isFinite(count) ? count : 6)));
  const s = app.readForm();
  const base = seedNumber(s.seed);
  const items: PrintPuzzle[] = [];
  app.engine.cancel();
  try {
    for (let i = 0; i < n; i++) {
      app.setBusy(true, t.bookletProgress(i + 1, n));
      const seed = base + i;
      const result = await app.engine.request("generate", {
        request: { kind: s.kind, size: s.size, attributes: s.attributes, difficulty: s.difficulty, theme: s.theme, seed },
      });
      const solution = result.analysis.solution ?? result.puzzle.solution;
      items.push({
        puzzle: result.puzzle,
        words: wordsFor(result.puzzle, app.settings.locale),
        title: t.bookletPuzzle(i + 1),
        meta: t.generatedBy(String(seed), t.difficultyNames[s.difficulty]),
        ...(solution ? { solution } : {}),
      });
    }
  } catch (error) {
    if (!(error instanceof Cancelled)) {
      app.setBusy(false);
      app.showError(error);
    }
    return;
  }
  app.setBusy(false);
  layoutPrint(app.els.printArea!, items, { view: app.prefs.view, t, solutions: true });
  window.print();
}

export function printPanel(app: App): HTMLElement {
  const t = app.t;
  const hasSolution = !!app.solution();
  const withSolution = h("input", {
    type: "checkbox",
    id: "print-with-solution",
    on: { change: (ev) => (app.printSolution = (ev.target as HTMLInputElement).checked) },
  });
  withSolution.checked = app.printSolution && hasSolution;
  withSolution.disabled = !hasSolution;
  const count = h("input", { type: "number", id: "booklet-count", value: "6", attrs: { min: "1", max: "50", step: "1", inputmode: "numeric" } });
  return h(
    "div",
    { class: "print-options", id: "print-options" },
    h(
      "section",
      null,
      h("h3", null, t.printThis),
      h("p", { class: "muted" }, t.printHelp),
      h("label", { class: "check-label" }, withSolution, t.printWithSolution),
      h("button", { type: "button", class: "primary", id: "print-puzzle", on: { click: () => printPuzzle(app) } }, t.printButton),
    ),
    h(
      "section",
      null,
      h("h3", null, t.booklet),
      h("p", { class: "muted" }, t.bookletHelp),
      h("label", { class: "count-label" }, t.bookletCount, count),
      h("button", { type: "button", class: "primary", id: "print-booklet", on: { click: () => void printBooklet(app, Number(count.value)) } }, t.bookletButton),
    ),
  );
}
