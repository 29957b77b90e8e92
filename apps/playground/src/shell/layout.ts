import type { PlaygroundStrings } from "@zebra/locale-kit";
import type { Page as App } from "../page.js";
import { check } from "../panels/check.js";
import { explain } from "../panels/explain.js";
import { hint } from "../panels/hint.js";
import { toggleReveal } from "../panels/reveal.js";
import { openShare } from "../panels/share.js";
import type { AutoMarks } from "../state/marks.js";
import { h, replaceChildren, type Child } from "../ui/dom.js";
import { icon } from "../ui/icons.js";
import { logo } from "../ui/logo.js";

/** The toolbar's buttons, by id. */
type ToolName = "check" | "hint" | "explain" | "reveal" | "undo" | "redo" | "clear" | "share" | "print";

/** Builds the page's elements into `root`, wired to the app; returns them by name for rendering. */
export function buildPage(app: App, root: HTMLElement): Record<string, HTMLElement> {
  const els: Record<string, HTMLElement> = {};
  const el = <K extends keyof HTMLElementTagNameMap>(
    key: string,
    tag: K,
    props: Parameters<typeof h>[1] = null,
    ...children: Child[]
  ): HTMLElementTagNameMap[K] => {
    const e = h(tag, props, ...children);
    els[key] = e;
    return e;
  };
  const section = (key: string, ...children: HTMLElement[]): HTMLElement => {
    const s = el(key, "section", { class: key, id: key });
    for (const c of children) s.appendChild(c);
    return s;
  };
  const field = (key: string, label: keyof PlaygroundStrings): HTMLElement => {
    const control = el(key, "select", { id: key, name: key, on: { change: () => app.onSettingChanged() } });
    return h("div", { class: "field" }, el(`${key}Label`, "label", { for: key, dataset: { label } }), control);
  };
  const button = (key: ToolName, onClick: () => void): HTMLButtonElement => el(key, "button", { type: "button", id: key, on: { click: onClick } });

  const header = h(
    "header",
    { class: "top" },
    h("a", { class: "brand", href: "./" }, logo(), el("brandText", "span")),
    h(
      "nav",
      { class: "site-nav" },
      el("navPlayground", "a", { href: "./", aria: { current: "page" } }),
      el("navGuides", "a", { href: "docs/index.html" }),
      el("navApi", "a", { href: "docs/api/index.html" }),
    ),
    el("langSwitch", "div", { class: "lang", role: "group" }),
    el("styleSwitch", "div", { class: "segmented style-switch", role: "group", id: "style-switch" }),
  );
  const controls = h(
    "form",
    {
      class: "controls",
      id: "controls",
      on: {
        submit: (e) => {
          e.preventDefault();
          void app.onGenerateClicked();
        },
      },
    },
    h(
      "div",
      { class: "field" },
      el("kindLabel", "label", { for: "kind" }),
      el("kind", "select", { id: "kind", name: "kind", on: { change: () => app.onSettingChanged() } }),
    ),
    field("size", "houses"),
    field("attrs", "attributes"),
    field("difficulty", "difficulty"),
    field("theme", "theme"),
    h(
      "div",
      { class: "field seed-field" },
      el("seedLabel", "label", { for: "seed" }),
      h(
        "div",
        { class: "seed-row" },
        el("seed", "input", {
          id: "seed",
          name: "seed",
          type: "text",
          attrs: { inputmode: "numeric", autocomplete: "off", spellcheck: "false", maxlength: "40" },
        }),
        el("dice", "button", { type: "button", class: "icon", id: "new-seed", on: { click: () => app.newSeed() } }, icon("dice")),
      ),
    ),
    h(
      "div",
      { class: "field actions" },
      el("generate", "button", { type: "submit", class: "primary", id: "generate" }),
      el("daily", "button", { type: "button", id: "daily", on: { click: () => void app.openDaily() } }),
      el("stats", "button", { type: "button", id: "stats", on: { click: () => app.setPanel({ kind: "stats" }) } }),
    ),
  );
  const load = el(
    "load",
    "details",
    { class: "load", id: "load" },
    el("loadSummary", "summary"),
    h(
      "div",
      { class: "load-body" },
      el("loadHelp", "p", { class: "muted" }),
      el("paste", "textarea", { id: "paste", attrs: { rows: "8", spellcheck: "false", placeholder: '{ "format": "zebra-puzzle/1", … }' } }),
      h(
        "div",
        { class: "load-actions" },
        el("loadButton", "button", {
          type: "button",
          class: "primary",
          id: "load-button",
          on: { click: () => void app.loader.loadText((els.paste as HTMLTextAreaElement).value) },
        }),
        h(
          "label",
          { class: "file-label" },
          el("fileText", "span"),
          el("file", "input", {
            type: "file",
            id: "file",
            attrs: { accept: ".json,.txt,.md,.markdown,.text,application/json,text/plain,text/markdown" },
            on: { change: () => void app.loader.loadFile() },
          }),
        ),
      ),
      el("loadErrors", "div", { class: "load-errors", id: "load-errors", role: "alert" }),
    ),
  );
  const clock = h(
    "div",
    { class: "clock", id: "clock" },
    el("timer", "span", { class: "timer", id: "timer", role: "timer" }),
    el("pause", "button", { type: "button", class: "icon-text", id: "pause", on: { click: () => app.togglePause() } }),
    el("toggleTime", "button", { type: "button", class: "link-button", id: "toggle-time", on: { click: () => app.toggleTimeShown() } }),
  );
  const info = h(
    "div",
    { class: "info" },
    el("puzzleTitle", "h1", { id: "puzzle-title" }),
    el("puzzleMeta", "p", { class: "meta", id: "puzzle-meta" }),
    el("status", "p", { class: "status", id: "status" }),
    clock,
  );
  const notes = h(
    "div",
    { class: "notes" },
    el("notesLabel", "label", { for: "notes" }),
    el("notes", "textarea", { id: "notes", attrs: { rows: "3" }, on: { input: () => app.onNotes() } }),
    el("saveNote", "p", { class: "save-note muted", id: "save-note", hidden: true }),
  );
  const cluesPanel = h(
    "aside",
    { class: "clues-panel" },
    el("cluesHeading", "h2"),
    el("clueHelp", "p", { class: "clue-help muted" }),
    el("preamble", "p", { class: "preamble" }),
    el("clues", "ol", { class: "clues", id: "clues" }),
    el("question", "p", { class: "question", id: "question" }),
    notes,
  );
  const viewBar = h(
    "div",
    { class: "view-bar" },
    el("viewSwitch", "div", { class: "segmented", role: "group", id: "view-switch" }),
    h(
      "label",
      { class: "auto-field" },
      el("autoLabel", "span"),
      el("autoMarks", "select", {
        id: "auto-marks",
        on: { change: () => app.setAutoMarks((els.autoMarks as HTMLSelectElement).value as AutoMarks) },
      }),
    ),
  );
  const toolbar = h(
    "div",
    { class: "toolbar", role: "toolbar" },
    h(
      "div",
      { class: "group" },
      button("check", () => check(app)),
      button("hint", () => hint(app)),
      button("explain", () => explain(app, 0)),
      button("reveal", () => toggleReveal(app)),
    ),
    h(
      "div",
      { class: "group" },
      button("undo", () => app.undo()),
      button("redo", () => app.redo()),
      button("clear", () => app.clear()),
      button("share", () => void openShare(app)),
      button("print", () => app.setPanel({ kind: "print" })),
    ),
  );
  const board = h(
    "div",
    { class: "board" },
    viewBar,
    toolbar,
    el("panel", "div", { class: "panel", id: "panel", aria: { live: "polite" } }),
    el(
      "clueStrip",
      "div",
      { class: "clue-strip", id: "clue-strip", role: "region" },
      el("clueStripPrev", "button", { type: "button", id: "clue-prev", on: { click: () => app.showClue(-1) } }, icon("prev")),
      el("clueStripText", "p", { id: "clue-strip-text", aria: { live: "polite" } }),
      el("clueStripNext", "button", { type: "button", id: "clue-next", on: { click: () => app.showClue(1) } }, icon("next")),
    ),
    h("div", { class: "grid-scroll" }, app.grid.element),
    el("autoHelp", "p", { class: "help muted" }),
    el("gridHelp", "p", { class: "help muted" }),
  );
  const pausedCover = el(
    "pausedCover",
    "div",
    { class: "paused-cover", id: "paused-cover", hidden: true },
    el("pausedText", "p"),
    el("pausedHelp", "p", { class: "muted" }),
    el("resume", "button", { type: "button", class: "primary", id: "resume", on: { click: () => app.togglePause() } }),
  );
  const main = h(
    "main",
    { class: "page" },
    h("section", { class: "setup" }, el("tagline", "p", { class: "tagline" }), controls, load),
    section(
      "puzzle",
      info,
      el("layout", "div", { class: "layout" }, cluesPanel, board, pausedCover),
      el("busy", "div", { class: "busy", id: "busy", hidden: true }),
    ),
  );
  const printArea = el("printArea", "div", { class: "print-area", id: "print-area", hidden: true });
  // The first Tab stop: straight to the grid, past the header and the settings.
  const skip = el("skip", "a", {
    class: "skip-link",
    href: "#grid",
    on: {
      click: (e) => {
        e.preventDefault();
        app.grid.focusGrid();
      },
    },
  });
  replaceChildren(root, skip, header, main, printArea);
  return els;
}
