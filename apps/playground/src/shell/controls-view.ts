import type { Page as App } from "../page.js";
import { formatElapsed } from "../state/stopwatch.js";
import { h, replaceChildren } from "../ui/dom.js";
import { icon } from "../ui/icons.js";

/** Which of the toolbar's buttons can be used now, and which are pressed. */
export function renderButtons(app: App): void {
  const e = app.els;
  const has = !!app.loaded;
  const unique = app.loaded?.analysis.status === "unique";
  const inExplain = app.panel.kind === "explain";
  (e.check as HTMLButtonElement).disabled = !has || inExplain;
  (e.hint as HTMLButtonElement).disabled = !unique || inExplain;
  (e.explain as HTMLButtonElement).disabled = !unique || (app.loaded?.analysis.steps.length ?? 0) === 0;
  (e.reveal as HTMLButtonElement).disabled = !unique || !app.solution();
  (e.undo as HTMLButtonElement).disabled = !app.marks?.canUndo || inExplain;
  (e.redo as HTMLButtonElement).disabled = !app.marks?.canRedo || inExplain;
  (e.clear as HTMLButtonElement).disabled = !has || inExplain;
  (e.share as HTMLButtonElement).disabled = !has;
  (e.print as HTMLButtonElement).disabled = !has;
  e.explain!.setAttribute("aria-pressed", String(inExplain));
  e.reveal!.setAttribute("aria-pressed", String(app.panel.kind === "reveal"));
  e.reveal!.textContent = app.panel.kind === "reveal" ? app.t.hide : app.t.reveal;
  e.share!.setAttribute("aria-pressed", String(app.panel.kind === "share"));
  e.print!.setAttribute("aria-pressed", String(app.panel.kind === "print"));
  for (const b of e.viewSwitch!.querySelectorAll<HTMLElement>("button")) b.setAttribute("aria-pressed", String(b.dataset.view === app.prefs.view));
  // A logic-grid puzzle has no houses, so only the logic grid shows it.
  e.viewSwitch!.hidden = app.marks?.keyed === true;
  e.generate!.toggleAttribute("disabled", false);
  app.els.busy!.hidden = !app.busy;
  app.els.puzzle?.classList.toggle("is-busy", app.busy);
}

/** The clock, its pause button and the cover over a paused puzzle. */
export function renderClock(app: App): void {
  const t = app.t;
  const e = app.els;
  const over = app.game.over;
  const ms = app.game.elapsed();
  const text = app.prefs.timerHidden ? "" : formatElapsed(ms);
  if (e.timer!.textContent !== text) e.timer!.textContent = text;
  e.timer!.setAttribute("aria-label", t.time);
  e.timer!.hidden = app.prefs.timerHidden;
  const pause = e.pause as HTMLButtonElement;
  pause.disabled = !app.loaded || over;
  pause.hidden = app.prefs.timerHidden;
  const paused = app.game.paused && !over;
  // Redrawn only when it changes: the clock ticks every second, and a screen reader would re-read it.
  const face = `${app.settings.locale}:${paused}`;
  if (pause.dataset.face !== face) {
    pause.dataset.face = face;
    replaceChildren(pause, icon(paused ? "play" : "pause"), h("span", null, paused ? t.resume : t.pause));
  }
  pause.setAttribute("aria-pressed", String(paused));
  e.toggleTime!.textContent = app.prefs.timerHidden ? t.showTime : t.hideTime;
  e.pausedCover!.hidden = !paused;
  e.layout!.classList.toggle("paused", paused);
  // While paused, nothing under the cover takes a click, a key or the focus (Tab skips it).
  for (const part of e.layout!.children) if (part !== e.pausedCover) (part as HTMLElement).inert = paused;
}
