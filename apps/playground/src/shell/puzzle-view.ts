import type { Loaded, Page as App } from "../page.js";
import { localeOf } from "../locales.js";
import { gameStrings } from "../ui/strings.js";
import { renderAutoHelp } from "./chrome.js";
import { renderButtons } from "./controls-view.js";
import { explain } from "../panels/explain.js";
import { renderPanel } from "../panels/panel.js";
import { clueWords, wordsFor } from "../text.js";
import { h, replaceChildren } from "../ui/dom.js";
import { gridLabels } from "../ui/labels.js";

/** Draws the puzzle loaded: its title and status, clues, question, notes and grid. */
export function renderPuzzle(app: App): void {
  const e = app.els;
  const loaded = app.loaded;
  if (!loaded) {
    e.puzzleTitle!.textContent = app.t.generating;
    replaceChildren(e.clues!);
    return;
  }
  const { puzzle, analysis } = loaded;
  const t = app.t;
  app.words = wordsFor(puzzle, app.settings.locale);
  e.puzzleTitle!.textContent = app.titleOf(loaded);
  e.puzzleMeta!.textContent =
    loaded.source === "generated" && loaded.settings ? t.generatedBy(loaded.settings.seed, t.difficultyNames[loaded.settings.difficulty]) : "";
  const status = analysis.status === "unique" ? t.statusUnique : analysis.status === "several" ? t.statusSeveral : t.statusNone;
  const steps = analysis.status === "unique" ? (analysis.complete ? t.statusSteps(analysis.steps.length) : t.statusStepsPartial(analysis.steps.length)) : "";
  const help =
    analysis.status === "several"
      ? t.statusSeveralHelp
      : analysis.status === "none"
        ? t.statusNoneHelp + (analysis.conflict?.length ? ` ${t.conflictClues(analysis.conflict.map((i) => i + 1))}` : "")
        : "";
  replaceChildren(
    e.status!,
    h("span", { class: `badge ${analysis.status}`, dataset: { status: analysis.status } }, status),
    steps ? h("span", { class: "muted" }, steps) : null,
    help ? h("span", { class: "status-help", id: "status-help" }, help) : null,
  );
  e.preamble!.textContent = puzzle.preamble ?? "";
  e.preamble!.hidden = !puzzle.preamble;
  replaceChildren(
    e.clues!,
    puzzle.clues.map((clue, i) =>
      h(
        "li",
        { dataset: { clue: String(i) } },
        h(
          "button",
          { type: "button", class: "clue", title: t.strikeClue, aria: { pressed: "false" }, on: { click: () => app.toggleStrike(i) } },
          h("span", { class: "num" }, `${i + 1}`),
          h("span", { class: "text" }, clueWords(app.words!, clue)),
          h("span", { class: "tag" }),
        ),
      ),
    ),
  );
  const q = puzzle.question;
  e.question!.textContent = q ? app.words.renderer.question({ kind: "find", find: q.find, where: q.where }, app.words.ctx) : "";
  e.question!.hidden = !q;
  (e.notes as HTMLTextAreaElement).value = app.game.notes;
  app.grid.build(app.marks!, gridLabels(puzzle, app.words, t), app.prefs.view);
  renderAutoHelp(app);
  if (app.panel.kind === "explain") explain(app, app.panel.index);
  renderClueMarks(app);
  renderPanel(app);
  renderButtons(app);
}

/** Marks each clue as struck, used by the panel's step, or broken by the marks. */
export function renderClueMarks(app: App): void {
  let first: HTMLElement | undefined;
  const tags = app.t.clueTags;
  for (const li of app.els.clues!.querySelectorAll<HTMLElement>("li")) {
    const i = Number(li.dataset.clue);
    const violated = app.violated.has(i);
    const used = app.usedClues.has(i);
    const struck = app.game.struck.has(i);
    li.classList.toggle("violated", violated);
    li.classList.toggle("used", used);
    li.classList.toggle("struck", struck);
    li.classList.toggle("current", i === app.currentClue);
    li.querySelector(".clue")?.setAttribute("aria-pressed", String(struck));
    const tag = li.querySelector(".tag")!;
    tag.textContent = violated ? tags.violated : used ? tags.used : "";
    if (!first && (used || violated)) first = li;
  }
  renderClueStrip(app);
  // Bring the first highlighted clue into view inside the clue list (not the page).
  const panel = app.els.clues!.closest<HTMLElement>(".clues-panel");
  if (first && panel && panel.scrollHeight > panel.clientHeight) {
    const top = first.offsetTop;
    if (top < panel.scrollTop || top + first.offsetHeight > panel.scrollTop + panel.clientHeight) panel.scrollTop = Math.max(0, top - panel.clientHeight / 3);
  }
}

/** The clue strip over the grid (phones): the current clue, the one tapped or stepped to last. */
function renderClueStrip(app: App): void {
  const e = app.els;
  const clues = app.loaded?.puzzle.clues ?? [];
  const i = Math.min(app.currentClue ?? 0, Math.max(0, clues.length - 1));
  const clue = clues[i];
  e.clueStrip!.hidden = !clue;
  e.clueStrip!.classList.toggle("struck", app.game.struck.has(i));
  e.clueStrip!.setAttribute("aria-label", app.t.clues);
  e.clueStripText!.textContent = clue && app.words ? `${i + 1}. ${clueWords(app.words, clue)}` : "";
  for (const [button, label] of [
    [e.clueStripPrev!, app.t.prev],
    [e.clueStripNext!, app.t.next],
  ] as const) {
    button.title = label;
    button.setAttribute("aria-label", label);
  }
}

/** A puzzle's title: its own, the daily puzzle's with its date, or what the page calls it. */
export function puzzleTitle(app: App, loaded: Loaded): string {
  const t = app.t;
  const daily = loaded.settings?.daily;
  if (daily) {
    const date = new Intl.DateTimeFormat(localeOf(app.settings.locale).htmlLang, { dateStyle: "full", timeZone: "UTC" }).format(
      Date.parse(`${daily}T00:00:00Z`),
    );
    return gameStrings(app.settings.locale).dailyTitle(date);
  }
  return (
    loaded.puzzle.title ??
    (loaded.source === "pasted"
      ? t.loaded
      : loaded.source === "shared"
        ? t.sharedTitle
        : loaded.puzzle.kind === "logic-grid"
          ? gameStrings(app.settings.locale).logicGridTitle(loaded.puzzle.size, loaded.puzzle.attributes.length)
          : t.generatedTitle(loaded.puzzle.size, loaded.puzzle.attributes.length))
  );
}
