import type { Conclusion } from "@zebra/model";
import { impliedPlacements } from "@zebra/model";
import type { FactExplanation } from "@zebra/solver";
import type { Page as App, Panel } from "../page.js";
import { uiOf } from "../locales.js";
import { factNotation, wordsLogicGrids } from "../notation.js";
import { factCells } from "../logic/steps.js";
import { h } from "../ui/dom.js";
import { Cancelled } from "../worker/client.js";
import { endGameThen } from "./confirm.js";
import { clueList, stepText } from "./words.js";

/**
 * Shows why a fact of the solution holds: the smallest chain of steps that derives it (found
 * in the worker), its clues highlighted as a hint's are. `say` puts the fact itself in words
 * above the steps (a hint's own text already says it).
 */
export function askWhy(app: App, fact: Conclusion, say: boolean): void {
  endGameThen(app, "why", () => void showWhy(app, fact, say));
}

/** Shows why a fact holds, at once (`askWhy` asks first while a game is under way). */
async function showWhy(app: App, fact: Conclusion, say: boolean): Promise<void> {
  const loaded = app.loaded;
  if (!loaded || !app.marks || !app.words || loaded.analysis.status !== "unique") return;
  const cells = factCells([fact], app.marks);
  const asked: Panel = { kind: "why", fact, say };
  app.setPanel(asked, [], [], cells);
  let result: FactExplanation;
  try {
    result = await app.engine.request("why", { puzzle: loaded.puzzle, fact });
  } catch (error) {
    if (!(error instanceof Cancelled) && app.panel === asked) app.showError(error);
    return;
  }
  if (app.panel !== asked) return;
  // What a step leaves with one house is said after it, as in a whole solution.
  const implied = result.status === "derived" ? impliedPlacements(loaded.puzzle, result.steps) : [];
  const steps = result.status === "derived" ? result.steps.flatMap((step, i) => [step, ...implied[i]!]) : [];
  app.setPanel({ ...asked, result, steps }, new Set(steps.flatMap((s) => s.clues)), [], cells);
}

export function whyPanel(app: App, p: Extract<Panel, { kind: "why" }>): HTMLElement {
  const t = app.t;
  const words = app.words!;
  const result = p.result;
  const cli = uiOf(app.settings.locale).cli;
  const puzzle = app.loaded!.puzzle;
  // A logic grid has no houses: a locale that does not word logic grids gets its facts in symbols.
  const symbols = puzzle.kind === "logic-grid" && !wordsLogicGrids(words);
  // Said as a clue would say it: "The Dane lives in house 3", or in a logic grid "The tart lover is Amy" (the key's value in the house's place).
  const key = puzzle.attributes[0]!;
  const about =
    p.say && p.fact.kind === "at"
      ? symbols
        ? factNotation(words, puzzle, p.fact)
        : puzzle.kind === "logic-grid"
          ? words.renderer.clue({ type: "same", a: p.fact.entity, b: { attr: key.name, value: key.values[p.fact.pos - 1]! } }, words.ctx)
          : words.renderer.clue({ type: "at", a: p.fact.entity, pos: p.fact.pos }, words.ctx)
      : undefined;
  const statement = about ?? (symbols ? factNotation(words, puzzle, p.fact) : words.renderer.fact(p.fact, words.ctx, "main"));
  const failed = { stuck: t.whyStuck, contradicted: cli.whyFalse(statement), open: cli.whyOpen(statement), unsatisfiable: cli.unsatisfiable(undefined) };
  const steps = p.steps ?? [];
  const clues = [...new Set(steps.flatMap((s) => s.clues))].sort((a, b) => a - b);
  const body = !result
    ? [h("p", { class: "muted" }, t.solving)]
    : result.status === "derived"
      ? [
          h("p", null, t.whySteps(steps.length)),
          steps.length
            ? h(
                "ol",
                { class: "why-steps", id: "why-steps" },
                steps.map((s) => h("li", null, stepText(app, s))),
              )
            : null,
          clueList(app, clues),
        ]
      : [h("p", { class: "why-failed" }, failed[result.status])];
  return h(
    "div",
    { class: "why-result", id: "why-result" },
    h("h3", null, t.why),
    about ? h("p", { class: "why-statement", id: "why-statement" }, about) : null,
    ...body,
  );
}
