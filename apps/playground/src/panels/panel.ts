import type { Page as App, Panel } from "../page.js";
import { confirmPanel } from "./confirm.js";
import { errorsPanel } from "./errors.js";
import { h, replaceChildren, type Child } from "../ui/dom.js";
import { icon } from "../ui/icons.js";
import { checkPanel } from "./check.js";
import { explainPanel } from "./explain.js";
import { hintPanel } from "./hint.js";
import { printPanel } from "./print.js";
import { revealPanel } from "./reveal.js";
import { sharePanel } from "./share.js";
import { statsPanel } from "./stats.js";
import { whyPanel } from "./why.js";

/** Draws the panel the app has open, with its close button. */
export function renderPanel(app: App): void {
  const panel = app.els.panel!;
  const t = app.t;
  const p = app.panel;
  panel.className = `panel ${p.kind}`;
  if (!app.loaded || !app.words || p.kind === "none") {
    replaceChildren(panel);
    return;
  }
  const close = h(
    "button",
    { type: "button", class: "icon close", title: t.close, aria: { label: t.close }, on: { click: () => app.closePanel() } },
    icon("close"),
  );
  const content = panelContent(app, p);
  if (content === undefined) return;
  replaceChildren(panel, content, close);
  if (p.kind === "confirm") panel.querySelector<HTMLButtonElement>(".confirm-cancel")?.focus();
}

function panelContent(app: App, p: Exclude<Panel, { kind: "none" }>): Child | undefined {
  switch (p.kind) {
    case "message":
      return h("p", { class: p.error ? "error" : "" }, p.text);
    case "check":
      return checkPanel(app);
    case "errors":
      return errorsPanel(app, p);
    case "hint":
      return hintPanel(app, p);
    case "explain":
      return explainPanel(app, p);
    case "why":
      return whyPanel(app, p);
    case "confirm":
      return confirmPanel(app, p.action, p.proceed);
    case "reveal":
      return revealPanel(app);
    case "share":
      return sharePanel(app, p);
    case "print":
      return printPanel(app);
    case "stats":
      return statsPanel(app);
  }
}
