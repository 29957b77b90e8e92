import type { Loaded, Page as App } from "../page.js";
import { today } from "../state/daily.js";
import { dailyStreak, loadSolves, recordSolve, statsRows } from "../state/stats.js";
import { formatElapsed } from "../state/stopwatch.js";
import { h } from "../ui/dom.js";
import { gameStrings } from "../ui/strings.js";

/** Downloads every solve kept, as a JSON file. */
function exportSolves(app: App): void {
  const blob = new Blob([`${JSON.stringify({ format: "zebra-playground-statistics/1", solves: loadSolves(app.storage) }, null, 2)}\n`], {
    type: "application/json",
  });
  const url = URL.createObjectURL(blob);
  const link = h("a", { href: url, attrs: { download: `zebra-statistics-${today()}.json` } });
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The player's statistics: puzzles solved on their own, by size and level, and the daily streak. */
export function statsPanel(app: App): HTMLElement {
  const t = app.t;
  const g = gameStrings(app.settings.locale);
  const solves = loadSolves(app.storage);
  const rows = statsRows(solves);
  const streak = dailyStreak(solves, today());
  const heads = g.statsHeadings;
  return h(
    "div",
    { class: "stats-result", id: "stats-result" },
    h("h3", null, g.statsTitle),
    h("p", { id: "stats-summary" }, solves.length ? g.statsSummary(solves.length, streak.current, streak.best) : g.statsNone),
    rows.length
      ? h(
          "table",
          { class: "solution-table stats-table", id: "stats-table" },
          h(
            "thead",
            null,
            h(
              "tr",
              null,
              [heads.size, heads.level, heads.solved, heads.best, heads.average].map((x) => h("th", { attrs: { scope: "col" } }, x)),
            ),
          ),
          h(
            "tbody",
            null,
            rows.map((r) =>
              h(
                "tr",
                null,
                h("th", { attrs: { scope: "row" } }, `${r.size} × ${r.attributes}`),
                h("td", null, r.difficulty ? t.difficultyNames[r.difficulty as keyof typeof t.difficultyNames] : "—"),
                h("td", null, String(r.solved)),
                h("td", null, formatElapsed(r.bestMs)),
                h("td", null, formatElapsed(r.averageMs)),
              ),
            ),
          ),
        )
      : null,
    h("p", { class: "muted" }, g.statsPrivacy),
    solves.length ? h("button", { type: "button", id: "stats-export", on: { click: () => exportSolves(app) } }, g.statsExport) : null,
  );
}

/** Counts a puzzle just solved on one's own in the player's statistics. */
export function recordSolveOf(app: App, loaded: Loaded): void {
  const s = loaded.settings;
  recordSolve(app.storage, {
    id: loaded.id,
    on: today(),
    size: loaded.puzzle.size,
    attributes: loaded.puzzle.attributes.length,
    ms: Math.round(app.game.solvedMs ?? 0),
    hints: app.game.hints,
    ...(s && loaded.source === "generated" ? { difficulty: s.difficulty } : {}),
    ...(s?.daily ? { daily: s.daily } : {}),
  });
}
