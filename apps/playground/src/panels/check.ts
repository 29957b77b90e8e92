import type { Page as App } from "../page.js";
import { checkMarks } from "../logic/check-marks.js";
import { formatElapsed } from "../state/stopwatch.js";
import { clueWords } from "../text.js";
import { h } from "../ui/dom.js";
import { showErrorsOffer } from "./errors.js";
import { shareResult } from "./share.js";

/** Check: the clues the marks break, clashing marks and lines left with no open cell; or "Solved in". */
export function check(app: App): void {
  if (!app.loaded || !app.marks) return;
  const c = checkMarks(app.loaded.puzzle, app.marks);
  app.setPanel({ kind: "check" }, [], c.violated, [], app.marks.conflicts());
}

export function checkPanel(app: App): HTMLElement {
  const t = app.t;
  const loaded = app.loaded!;
  const words = app.words!;
  const c = checkMarks(loaded.puzzle, app.marks!);
  const lines: string[] = [];
  if (c.solved) lines.push(t.solved);
  else {
    if (c.violated.length) lines.push(t.checkViolated(c.violated.length));
    if (c.clashes) lines.push(t.checkClashes(c.clashes));
    if (c.deadLines) lines.push(t.checkDead(c.deadLines));
    if (!lines.length) lines.push(t.checkOk(c.decided, c.total));
  }
  const bad = c.violated.length + c.clashes + c.deadLines > 0;
  return h(
    "div",
    {
      class: `check-result ${c.solved ? "good solved" : bad ? "bad" : "good"}`,
      id: "check-result",
      dataset: { violated: c.violated.map((i) => i + 1).join(",") },
    },
    lines.map((l) => h("p", null, l)),
    c.solved ? solvedLine(app) : showErrorsOffer(app),
    c.violated.length
      ? h(
          "ul",
          { class: "violated-list" },
          c.violated.map((i) => h("li", null, h("b", null, `${i + 1}. `), clueWords(words, loaded.puzzle.clues[i]!))),
        )
      : null,
  );
}

/** "Solved in 4:12", with a button that shares it, once the puzzle is solved. */
function solvedLine(app: App): HTMLElement | null {
  const t = app.t;
  const game = app.game;
  if (game.solvedMs === undefined) return null;
  if (game.revealed) return h("p", { class: "solved-time", id: "solved-time" }, t.solvedRevealed);
  const time = formatElapsed(game.solvedMs);
  const result = `${t.resultText(time, game.hints)} ${location.href}`;
  return h(
    "div",
    { class: "solved-line" },
    h("p", { class: "solved-time", id: "solved-time" }, t.solvedIn(time, game.hints)),
    h("button", { type: "button", id: "share-result", on: { click: () => void shareResult(app, result) } }, t.shareResult),
    h("span", { class: "copy-status", id: "result-status", role: "status" }),
  );
}
