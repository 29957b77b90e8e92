import type { Page as App } from "../page.js";
import { explain, focusExplainButton } from "../panels/explain.js";

/** The page's keys outside the grid: stepping through an explanation, Escape, undo and redo. */
export function onGlobalKey(app: App, e: KeyboardEvent): void {
  // A paused game takes no keys: its puzzle is hidden.
  if (app.game.paused) return;
  const target = e.target as HTMLElement;
  const editing = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
  if (app.panel.kind === "explain" && !editing && !e.ctrlKey && !e.metaKey && !e.altKey) {
    const inGrid = !!target.closest?.("#grid");
    if (e.key === "ArrowRight" && !inGrid) {
      e.preventDefault();
      explain(app, app.panel.index + 1);
      focusExplainButton(app, "#explain-next");
    } else if (e.key === "ArrowLeft" && !inGrid) {
      e.preventDefault();
      explain(app, app.panel.index - 1);
      focusExplainButton(app, "#explain-prev");
    } else if (e.key === "Escape") app.closePanel();
  } else if (e.key === "Escape" && app.panel.kind !== "none" && !editing) app.closePanel();
  if (!editing && (e.ctrlKey || e.metaKey) && !target.closest?.("#grid")) {
    const k = e.key.toLowerCase();
    if (k === "z" && !e.shiftKey) {
      e.preventDefault();
      app.undo();
    } else if (k === "y" || (k === "z" && e.shiftKey)) {
      e.preventDefault();
      app.redo();
    }
  }
}
