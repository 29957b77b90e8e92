import type { Page as App, Panel } from "../page.js";
import { h } from "../ui/dom.js";

/** Copies text to the clipboard, or the selected field where the page has no clipboard access. */
async function copy(app: App, text: string, field: HTMLInputElement | undefined, done: string): Promise<boolean> {
  let ok = false;
  try {
    await navigator.clipboard.writeText(text);
    ok = true;
  } catch {
    // No clipboard access (an insecure page, a denied permission): copy the selected field.
    if (field) {
      field.select();
      ok = document.execCommand("copy");
    }
  }
  if (ok && app.panel.kind === "share") {
    app.panel = { kind: "share", status: done };
    const status = app.els.panel!.querySelector("#copy-status");
    if (status) status.textContent = done;
  }
  return ok;
}

/** Shares "Solved in …" with the system's share sheet, or copies it. */
export async function shareResult(app: App, text: string): Promise<void> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ text });
      return;
    } catch {
      // Cancelled, or not allowed here: copy instead.
    }
  }
  if (await copy(app, text, undefined, app.t.resultCopied)) {
    const status = app.els.panel!.querySelector("#result-status");
    if (status) status.textContent = app.t.resultCopied;
  }
}

/** Opens (or closes) the share panel once the address carries the puzzle, with the link selected. */
export async function openShare(app: App): Promise<void> {
  if (app.panel.kind === "share") {
    app.closePanel();
    return;
  }
  await app.address.ready;
  app.setPanel({ kind: "share" });
  const field = app.els.panel!.querySelector<HTMLInputElement>("#share-link");
  field?.focus();
  field?.select();
}

export function sharePanel(app: App, p: Extract<Panel, { kind: "share" }>): HTMLElement {
  const t = app.t;
  const link = location.href;
  const input = h("input", { id: "share-link", type: "text", value: link, attrs: { readonly: "", "aria-label": t.shareTitle } });
  const nativeShare = typeof navigator.share === "function";
  const title = app.titleOf(app.loaded!);
  return h(
    "div",
    { class: "share-result", id: "share-result" },
    h("h3", null, t.shareTitle),
    h("p", { class: "muted" }, t.shareHelp),
    h(
      "div",
      { class: "share-row" },
      input,
      h("button", { type: "button", class: "primary", id: "copy-link", on: { click: () => void copy(app, link, input, t.linkCopied) } }, t.copyLink),
      nativeShare
        ? h(
            "button",
            { type: "button", id: "share-native", on: { click: () => void navigator.share({ title, url: link }).catch(() => undefined) } },
            t.shareVia,
          )
        : null,
    ),
    h("p", { class: "copy-status", id: "copy-status", role: "status" }, p.status ?? ""),
  );
}
