import type { Grid, Issue, Puzzle, Step } from "@zebra/model";
import { parsePuzzle } from "@zebra/model";
import { checkMarks } from "./logic/check-marks.js";
import { conclusionCells, nextStep, stepMarks } from "./logic/steps.js";
import { MarkGrid, type Cell, type CellView } from "./state/marks.js";
import { hasSeed, limits, locales, readSettings, seedNumber, writeSettings, type Locale, type Settings } from "./state/settings.js";
import { attributeLabel, defaultTheme, languageName, valueLabel, wordsFor, type Words } from "./text.js";
import { h, must, replaceChildren } from "./ui/dom.js";
import { GridView, type GridLabels } from "./ui/grid-view.js";
import { logo } from "./ui/logo.js";
import { strings, type Strings } from "./ui/strings.js";
import { Cancelled, EngineClient, EngineError } from "./worker/client.js";
import type { Analysis, ThemeInfo } from "./worker/protocol.js";
import { difficulties } from "@zebra/model";

type Panel = { kind: "none" } | { kind: "check" } | { kind: "hint"; step?: Step; index?: number; reason?: "fix" | "none" | "no-trace" | "stuck" } | { kind: "explain"; index: number } | { kind: "reveal" } | { kind: "message"; text: string; error?: boolean };

interface Loaded {
  readonly puzzle: Puzzle;
  readonly analysis: Analysis;
  readonly source: "generated" | "pasted";
  readonly settings?: Settings;
}

function randomSeed(): string {
  return String(Math.floor(Math.random() * 1_000_000));
}

function browserLocale(): Locale {
  return typeof navigator !== "undefined" && navigator.language.toLowerCase().startsWith("zh") ? "zh" : "en";
}

/** The playground page: settings, the clue list, the logic grid and the tools around it. */
export class App {
  private settings: Settings;
  private t: Strings;
  private themes: readonly ThemeInfo[] = [];
  private loaded: Loaded | undefined;
  private words: Words | undefined;
  private marks: MarkGrid | undefined;
  private panel: Panel = { kind: "none" };
  private violated = new Set<number>();
  private usedClues = new Set<number>();
  private readonly engine = new EngineClient();
  private readonly grid: GridView;
  private busy = false;
  private busyLabel: "working" | "generating" | "solving" = "working";
  private loadIssues: readonly Issue[] = [];

  // Elements filled by render().
  private readonly root: HTMLElement;
  private readonly els: Record<string, HTMLElement> = {};

  constructor(root: HTMLElement) {
    this.root = root;
    const params = new URLSearchParams(location.search);
    this.settings = readSettings(params, randomSeed(), browserLocale());
    this.t = strings(this.settings.locale);
    this.grid = new GridView({
      mark: (cell, mark) => {
        if (this.marks?.set(cell, mark)) this.afterMarksChanged();
      },
      undo: () => this.undo(),
      redo: () => this.redo(),
    });
    this.layout();
    document.addEventListener("keydown", (e) => this.onGlobalKey(e));
    window.addEventListener("popstate", () => {
      const p = new URLSearchParams(location.search);
      const next = readSettings(p, this.settings.seed, this.settings.locale);
      const localeOnly = next.seed === this.settings.seed && next.size === this.settings.size && next.attributes === this.settings.attributes && next.difficulty === this.settings.difficulty && next.theme === this.settings.theme;
      this.settings = this.fitToTheme(next);
      if (localeOnly) this.setLocale(next.locale, false);
      else void this.generate(false);
    });
  }

  /** Starts the page: loads the theme list and generates the puzzle the URL names. */
  async start(): Promise<void> {
    this.renderAll();
    try {
      this.themes = await this.engine.request("themes", {});
    } catch (error) {
      this.showError(error);
    }
    this.settings = this.fitToTheme(this.settings);
    this.renderSettings();
    await this.generate(!hasSeed(new URLSearchParams(location.search)) ? "replace" : false);
  }

  /** Settings with a known theme, and sizes that theme can fill. */
  private fitToTheme(settings: Settings): Settings {
    if (this.themes.length === 0) return settings;
    const theme = this.themes.find((th) => th.id === settings.theme) ?? this.themes.find((th) => th.id === defaultTheme(this.themes))!;
    return { ...settings, theme: theme.id, size: Math.min(settings.size, theme.maxSize), attributes: Math.min(settings.attributes, theme.attributes) };
  }

  // ----- layout -------------------------------------------------------------------------

  private el<K extends keyof HTMLElementTagNameMap>(key: string, tag: K, props: Parameters<typeof h>[1] = null): HTMLElementTagNameMap[K] {
    const e = h(tag, props);
    this.els[key] = e;
    return e;
  }

  private layout(): void {
    const header = h(
      "header",
      { class: "top no-print" },
      h("a", { class: "brand", href: "./" }, logo(), this.el("brandText", "span")),
      h("nav", { class: "site-nav" }, this.el("navPlayground", "a", { href: "./", aria: { current: "page" } }), this.el("navGuides", "a", { href: "docs/index.html" }), this.el("navApi", "a", { href: "docs/api/index.html" })),
      this.el("langSwitch", "div", { class: "lang", role: "group" }),
    );
    const controls = h(
      "form",
      { class: "controls no-print", id: "controls", on: { submit: (e) => (e.preventDefault(), void this.onGenerateClicked()) } },
      this.field("size", "select", "houses"),
      this.field("attrs", "select", "attributes"),
      this.field("difficulty", "select", "difficulty"),
      this.field("theme", "select", "theme"),
      h("div", { class: "field seed-field" }, this.el("seedLabel", "label", { for: "seed" }), h("div", { class: "seed-row" }, this.el("seed", "input", { id: "seed", name: "seed", type: "text", attrs: { inputmode: "numeric", autocomplete: "off", spellcheck: "false", maxlength: "40" } }), this.el("dice", "button", { type: "button", class: "icon", id: "new-seed", on: { click: () => this.newSeed() } }))),
      h("div", { class: "field actions" }, this.el("generate", "button", { type: "submit", class: "primary", id: "generate" })),
    );
    const load = h(
      "details",
      { class: "load no-print", id: "load" },
      this.el("loadSummary", "summary"),
      h(
        "div",
        { class: "load-body" },
        this.el("loadHelp", "p", { class: "muted" }),
        this.el("paste", "textarea", { id: "paste", attrs: { rows: "8", spellcheck: "false", placeholder: '{ "format": "zebra-puzzle/1", … }' } }),
        h(
          "div",
          { class: "load-actions" },
          this.el("loadButton", "button", { type: "button", class: "primary", id: "load-button", on: { click: () => void this.loadText((this.els.paste as HTMLTextAreaElement).value) } }),
          h("label", { class: "file-label" }, this.el("fileText", "span"), this.el("file", "input", { type: "file", id: "file", attrs: { accept: ".json,application/json" }, on: { change: () => void this.loadFile() } })),
        ),
        this.el("loadErrors", "div", { class: "load-errors", id: "load-errors", role: "alert" }),
      ),
    );
    const info = h("div", { class: "info" }, this.el("puzzleTitle", "h1", { id: "puzzle-title" }), this.el("puzzleMeta", "p", { class: "meta", id: "puzzle-meta" }), this.el("status", "p", { class: "status", id: "status" }));
    const cluesPanel = h("aside", { class: "clues-panel" }, this.el("cluesHeading", "h2"), this.el("preamble", "p", { class: "preamble" }), this.el("clues", "ol", { class: "clues", id: "clues" }), this.el("question", "p", { class: "question", id: "question" }));
    const toolbar = h(
      "div",
      { class: "toolbar no-print", role: "toolbar" },
      h("div", { class: "group" }, this.button("check", () => this.check()), this.button("hint", () => this.hint()), this.button("explain", () => this.explain(0)), this.button("reveal", () => this.toggleReveal())),
      h("div", { class: "group" }, this.button("undo", () => this.undo()), this.button("redo", () => this.redo()), this.button("clear", () => this.clear()), this.button("print", () => window.print())),
    );
    const board = h("div", { class: "board" }, toolbar, this.el("panel", "div", { class: "panel", id: "panel", aria: { live: "polite" } }), this.grid.element, this.el("gridHelp", "p", { class: "help muted no-print" }));
    const main = h("main", { class: "page" }, h("section", { class: "setup no-print" }, this.el("tagline", "p", { class: "tagline" }), controls, load), this.section("puzzle", info, h("div", { class: "layout" }, cluesPanel, board), this.el("busy", "div", { class: "busy", id: "busy", hidden: true })));
    const printSolution = this.el("printSolution", "section", { class: "print-solution print-only", id: "print-solution" });
    replaceChildren(this.root, header, main, printSolution);
  }

  private section(key: string, ...children: HTMLElement[]): HTMLElement {
    const s = this.el(key, "section", { class: key, id: key });
    for (const c of children) s.appendChild(c);
    return s;
  }

  private field(key: string, tag: "select", label: keyof Strings): HTMLElement {
    const control = this.el(key, tag, { id: key, name: key, on: { change: () => this.onSettingChanged() } });
    return h("div", { class: "field" }, this.el(`${key}Label`, "label", { for: key, dataset: { label } }), control);
  }

  private button(key: "check" | "hint" | "explain" | "reveal" | "undo" | "redo" | "clear" | "print", onClick: () => void): HTMLButtonElement {
    return this.el(key, "button", { type: "button", id: key, on: { click: onClick } });
  }

  // ----- rendering ------------------------------------------------------------------------

  private renderAll(): void {
    this.renderChrome();
    this.renderSettings();
    this.renderPuzzle();
  }

  private renderChrome(): void {
    const t = this.t;
    const e = this.els;
    document.documentElement.lang = this.settings.locale === "zh" ? "zh-CN" : "en";
    document.title = t.title;
    e.brandText!.textContent = "Zebra";
    e.navPlayground!.textContent = t.navPlayground;
    e.navGuides!.textContent = t.navGuides;
    e.navApi!.textContent = t.navApi;
    e.langSwitch!.setAttribute("aria-label", t.language);
    replaceChildren(
      e.langSwitch!,
      locales.map((l) => h("button", { type: "button", class: l === this.settings.locale ? "active" : "", dataset: { locale: l }, aria: { pressed: String(l === this.settings.locale) }, on: { click: () => this.setLocale(l, true) } }, languageName(l))),
    );
    e.tagline!.textContent = t.tagline;
    for (const key of ["size", "attrs", "difficulty", "theme"]) {
      const label = e[`${key}Label`]!;
      label.textContent = t[label.dataset.label as "houses"] as string;
    }
    e.seedLabel!.textContent = t.seed;
    e.dice!.textContent = "⟳";
    e.dice!.title = t.randomSeed;
    e.dice!.setAttribute("aria-label", t.randomSeed);
    e.generate!.textContent = t.generate;
    e.loadSummary!.textContent = t.load;
    e.loadHelp!.textContent = t.loadHelp;
    e.loadButton!.textContent = t.loadButton;
    e.fileText!.textContent = t.chooseFile;
    e.cluesHeading!.textContent = t.clues;
    for (const key of ["check", "hint", "explain", "reveal", "undo", "redo", "clear", "print"] as const) e[key]!.textContent = t[key];
    if (this.panel.kind === "reveal") e.reveal!.textContent = t.hide;
    e.gridHelp!.textContent = t.gridHelp;
    this.renderLoadErrors();
  }

  private renderSettings(): void {
    const s = this.settings;
    const t = this.t;
    const theme = this.themes.find((th) => th.id === s.theme);
    const maxAttrs = Math.min(limits.maxAttributes, theme?.attributes ?? limits.maxAttributes);
    const maxSize = Math.min(limits.maxSize, theme?.maxSize ?? limits.maxSize);
    const options = (select: HTMLElement, items: readonly (readonly [string, string])[], selected: string) => {
      replaceChildren(select, items.map(([value, label]) => h("option", { value }, label)));
      (select as HTMLSelectElement).value = selected;
    };
    const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => [String(from + i), String(from + i)] as const);
    options(this.els.size!, range(limits.minSize, maxSize), String(Math.min(s.size, maxSize)));
    options(this.els.attrs!, range(limits.minAttributes, maxAttrs), String(Math.min(s.attributes, maxAttrs)));
    options(this.els.difficulty!, difficulties.map((d) => [d, t.difficultyNames[d]] as const), s.difficulty);
    options(this.els.theme!, this.themes.length ? this.themes.map((th) => [th.id, th.id] as const) : [[s.theme, s.theme || "—"] as const], s.theme);
    (this.els.seed as HTMLInputElement).value = s.seed;
  }

  private labels(): GridLabels {
    const words = this.words!;
    const puzzle = this.loaded!.puzzle;
    const cellWords: Record<CellView, string> = this.settings.locale === "zh" ? { empty: "空", no: "否", yes: "是", "implied-no": "否（推出）" } : { empty: "blank", no: "no", yes: "yes", "implied-no": "no (implied)" };
    return {
      attribute: (attr) => attributeLabel(words, puzzle.attributes[attr]!),
      value: (attr, value) => valueLabel(words, puzzle.attributes[attr]!, puzzle.attributes[attr]!.values[value]!),
      house: (pos) => String(pos + 1),
      cell: (view) => cellWords[view],
    };
  }

  private renderPuzzle(): void {
    const e = this.els;
    const loaded = this.loaded;
    if (!loaded) {
      e.puzzleTitle!.textContent = this.t.generating;
      replaceChildren(e.clues!);
      return;
    }
    const { puzzle, analysis } = loaded;
    const t = this.t;
    this.words = wordsFor(puzzle, this.settings.locale);
    e.puzzleTitle!.textContent = puzzle.title ?? (loaded.source === "pasted" ? t.loaded : t.generatedTitle(puzzle.size, puzzle.attributes.length));
    e.puzzleMeta!.textContent = loaded.source === "generated" && loaded.settings ? t.generatedBy(loaded.settings.seed, t.difficultyNames[loaded.settings.difficulty]) : "";
    const status = analysis.status === "unique" ? t.statusUnique : analysis.status === "several" ? t.statusSeveral : t.statusNone;
    const steps = analysis.status === "unique" ? (analysis.complete ? t.statusSteps(analysis.steps.length) : t.statusStepsPartial(analysis.steps.length)) : "";
    const help = analysis.status === "several" ? t.statusSeveralHelp : analysis.status === "none" ? t.statusNoneHelp + (analysis.conflict?.length ? ` ${t.conflictClues(analysis.conflict.map((i) => i + 1))}` : "") : "";
    replaceChildren(e.status!, h("span", { class: `badge ${analysis.status}`, dataset: { status: analysis.status } }, status), steps ? h("span", { class: "muted" }, steps) : null, help ? h("span", { class: "status-help", id: "status-help" }, help) : null);
    e.preamble!.textContent = puzzle.preamble ?? "";
    e.preamble!.hidden = !puzzle.preamble;
    replaceChildren(
      e.clues!,
      puzzle.clues.map((clue, i) => h("li", { dataset: { clue: String(i) } }, h("span", { class: "num" }, `${i + 1}`), h("span", { class: "text" }, this.words!.renderer.clue(clue, this.words!.ctx)))),
    );
    const q = puzzle.question;
    e.question!.textContent = q ? this.words.renderer.question({ kind: "find", find: q.find, where: q.where }, this.words.ctx) : "";
    e.question!.hidden = !q;
    this.grid.build(this.marks!, this.labels());
    this.renderClueMarks();
    this.renderPanel();
    this.renderPrintSolution();
    this.renderButtons();
  }

  private renderClueMarks(): void {
    let first: HTMLElement | undefined;
    for (const li of this.els.clues!.querySelectorAll<HTMLElement>("li")) {
      const i = Number(li.dataset.clue);
      li.classList.toggle("violated", this.violated.has(i));
      li.classList.toggle("used", this.usedClues.has(i));
      if (!first && (this.usedClues.has(i) || this.violated.has(i))) first = li;
    }
    // Bring the first highlighted clue into view inside the clue list (not the page).
    const panel = this.els.clues!.closest<HTMLElement>(".clues-panel");
    if (first && panel && panel.scrollHeight > panel.clientHeight) {
      const top = first.offsetTop;
      if (top < panel.scrollTop || top + first.offsetHeight > panel.scrollTop + panel.clientHeight) panel.scrollTop = Math.max(0, top - panel.clientHeight / 3);
    }
  }

  private renderButtons(): void {
    const e = this.els;
    const has = !!this.loaded;
    const unique = this.loaded?.analysis.status === "unique";
    const inExplain = this.panel.kind === "explain";
    (e.check as HTMLButtonElement).disabled = !has || inExplain;
    (e.hint as HTMLButtonElement).disabled = !unique || inExplain;
    (e.explain as HTMLButtonElement).disabled = !unique || (this.loaded?.analysis.steps.length ?? 0) === 0;
    (e.reveal as HTMLButtonElement).disabled = !unique || !this.solution();
    (e.undo as HTMLButtonElement).disabled = !this.marks?.canUndo || inExplain;
    (e.redo as HTMLButtonElement).disabled = !this.marks?.canRedo || inExplain;
    (e.clear as HTMLButtonElement).disabled = !has || inExplain;
    (e.print as HTMLButtonElement).disabled = !has;
    e.explain!.setAttribute("aria-pressed", String(inExplain));
    e.reveal!.setAttribute("aria-pressed", String(this.panel.kind === "reveal"));
    e.reveal!.textContent = this.panel.kind === "reveal" ? this.t.hide : this.t.reveal;
    e.generate!.toggleAttribute("disabled", false);
    this.els.busy!.hidden = !this.busy;
    this.els.puzzle?.classList.toggle("is-busy", this.busy);
  }

  private solution(): Grid | undefined {
    return this.loaded?.analysis.solution ?? this.loaded?.puzzle.solution;
  }

  private solutionTable(solution: Grid, id?: string): HTMLElement {
    const puzzle = this.loaded!.puzzle;
    const words = this.words!;
    return h(
      "table",
      { class: "solution-table", ...(id ? { id } : {}) },
      h("thead", null, h("tr", null, h("th", null, this.t.house), Array.from({ length: puzzle.size }, (_, i) => h("th", { attrs: { scope: "col" } }, String(i + 1))))),
      h(
        "tbody",
        null,
        puzzle.attributes.map((a) => h("tr", null, h("th", { attrs: { scope: "row" } }, attributeLabel(words, a)), (solution[a.name] ?? []).map((v) => h("td", null, valueLabel(words, a, v))))),
      ),
    );
  }

  private answerText(solution: Grid): string {
    const puzzle = this.loaded!.puzzle;
    const q = puzzle.question;
    if (!q) return "";
    const words = this.words!;
    const where = "pos" in q.where ? q.where.pos : (solution[q.where.attr]?.indexOf(q.where.value) ?? -1) + 1;
    const answer = solution[q.find.attr]?.[where - 1];
    if (answer === undefined) return "";
    return words.renderer.answer({ query: { kind: "find", find: q.find, where: q.where }, answer }, words.ctx);
  }

  private renderPanel(): void {
    const panel = this.els.panel!;
    const t = this.t;
    const p = this.panel;
    const words = this.words;
    const loaded = this.loaded;
    panel.className = `panel ${p.kind}`;
    if (!loaded || !words || p.kind === "none") {
      replaceChildren(panel);
      return;
    }
    const close = h("button", { type: "button", class: "icon close", title: t.close, aria: { label: t.close }, on: { click: () => this.closePanel() } }, "×");
    switch (p.kind) {
      case "message":
        replaceChildren(panel, h("p", { class: p.error ? "error" : "" }, p.text), close);
        return;
      case "check": {
        const c = checkMarks(loaded.puzzle, this.marks!);
        const lines: string[] = [];
        if (c.solved) lines.push(t.solved);
        else {
          if (c.violated.length) lines.push(t.checkViolated(c.violated.length));
          if (c.clashes) lines.push(t.checkClashes(c.clashes));
          if (c.deadLines) lines.push(t.checkDead(c.deadLines));
          if (!lines.length) lines.push(t.checkOk(c.decided, c.total));
        }
        const bad = c.violated.length + c.clashes + c.deadLines > 0;
        replaceChildren(
          panel,
          h("div", { class: `check-result ${c.solved ? "good solved" : bad ? "bad" : "good"}`, id: "check-result", dataset: { violated: c.violated.map((i) => i + 1).join(",") } }, lines.map((l) => h("p", null, l)), c.violated.length ? h("ul", { class: "violated-list" }, c.violated.map((i) => h("li", null, h("b", null, `${i + 1}. `), words.renderer.clue(loaded.puzzle.clues[i]!, words.ctx)))) : null),
          close,
        );
        return;
      }
      case "hint": {
        const total = loaded.analysis.steps.length;
        if (!p.step) {
          const text = p.reason === "fix" ? t.hintFixFirst : p.reason === "no-trace" ? t.hintNoTrace : p.reason === "stuck" ? t.explainIncomplete : t.hintNone;
          replaceChildren(panel, h("div", { class: "hint-result", id: "hint-result" }, h("p", null, text)), close);
          return;
        }
        const step = p.step;
        replaceChildren(
          panel,
          h("div", { class: "hint-result", id: "hint-result" }, h("h3", null, t.hintTitle((p.index ?? 0) + 1, total)), h("p", { class: "step-text" }, words.renderer.step(step, words.ctx)), this.usedClueList(step), h("button", { type: "button", id: "apply-hint", on: { click: () => this.applyHint(step) } }, t.applyHint)),
          close,
        );
        return;
      }
      case "explain": {
        const steps = loaded.analysis.steps;
        const i = p.index;
        const text = i === 0 ? t.explainStart : words.renderer.step(steps[i - 1]!, words.ctx);
        const end = i === steps.length ? (loaded.analysis.complete ? t.explainEnd : t.explainIncomplete) : "";
        const nav = h(
          "div",
          { class: "explain-nav" },
          h("button", { type: "button", id: "explain-first", disabled: i === 0, on: { click: () => (this.explain(0), this.focusExplainButton("#explain-next")) } }, "⏮ ", t.first),
          h("button", { type: "button", id: "explain-prev", disabled: i === 0, on: { click: () => (this.explain(i - 1), this.focusExplainButton("#explain-prev")) } }, "◀ ", t.prev),
          h("span", { class: "explain-count", id: "explain-count" }, t.explainTitle(i, steps.length)),
          h("button", { type: "button", id: "explain-next", disabled: i === steps.length, on: { click: () => (this.explain(i + 1), this.focusExplainButton("#explain-next")) } }, t.next, " ▶"),
          h("button", { type: "button", id: "explain-last", disabled: i === steps.length, on: { click: () => (this.explain(steps.length), this.focusExplainButton("#explain-prev")) } }, t.last, " ⏭"),
        );
        const step = i > 0 ? steps[i - 1] : undefined;
        replaceChildren(panel, h("div", { class: "explain-result", id: "explain-result" }, nav, h("p", { class: "step-text", id: "explain-text" }, text), step ? this.usedClueList(step) : null, end ? h("p", { class: "muted" }, end) : null), close);
        return;
      }
      case "reveal": {
        const solution = this.solution();
        if (!solution) return;
        replaceChildren(panel, h("div", { class: "reveal-result", id: "reveal-result" }, h("h3", null, t.solution), this.solutionTable(solution, "solution-table"), h("p", { class: "answer" }, this.answerText(solution))), close);
        return;
      }
    }
  }

  /** The clues a step uses, quoted under its text (the clue list may be scrolled away). */
  private usedClueList(step: Step): HTMLElement | null {
    const words = this.words;
    const puzzle = this.loaded?.puzzle;
    if (!words || !puzzle || step.clues.length === 0) return null;
    return h(
      "ul",
      { class: "used-clues" },
      step.clues.map((i) => h("li", { dataset: { clue: String(i) } }, h("span", { class: "num" }, `${i + 1}`), h("span", null, words.renderer.clue(puzzle.clues[i]!, words.ctx)))),
    );
  }

  private renderPrintSolution(): void {
    const el = this.els.printSolution!;
    const solution = this.solution();
    if (!this.loaded || !solution || this.loaded.analysis.status !== "unique") {
      replaceChildren(el);
      return;
    }
    const words = this.words!;
    const steps = this.loaded.analysis.steps;
    replaceChildren(
      el,
      h("h2", null, `${this.t.solution}: ${this.els.puzzleTitle!.textContent ?? ""}`),
      this.solutionTable(solution),
      h("p", { class: "answer" }, this.answerText(solution)),
      steps.length ? h("ol", { class: "print-steps" }, steps.map((s) => h("li", null, words.renderer.step(s, words.ctx)))) : null,
    );
  }

  private renderLoadErrors(): void {
    const box = this.els.loadErrors!;
    if (this.loadIssues.length === 0) {
      replaceChildren(box);
      return;
    }
    const words = this.words;
    replaceChildren(
      box,
      h("p", null, this.t.loadErrors(this.loadIssues.length)),
      h(
        "ul",
        null,
        this.loadIssues.map((issue) => h("li", { dataset: { code: issue.code } }, issue.path ? h("code", { class: "path" }, issue.path) : null, issue.path ? " " : null, h("span", null, words ? words.renderer.issue(issue) : issue.message))),
      ),
    );
  }

  // ----- actions --------------------------------------------------------------------------

  private setBusy(busy: boolean, label: "working" | "generating" | "solving" = this.busyLabel): void {
    this.busy = busy;
    this.busyLabel = label;
    replaceChildren(this.els.busy!, h("span", { id: "busy-label" }, this.t[label]), h("button", { type: "button", id: "cancel", on: { click: () => this.cancel() } }, this.t.cancel));
    this.renderButtons();
  }

  /** Stops a generation or a solve in progress; the page keeps the puzzle it had. */
  private cancel(): void {
    this.engine.cancel();
    this.setBusy(false);
    if (!this.loaded) this.els.puzzleTitle!.textContent = this.t.cancelled;
  }

  private setLocale(locale: Locale, push: boolean): void {
    if (locale === this.settings.locale && !push) return;
    this.settings = { ...this.settings, locale };
    this.t = strings(locale);
    if (push) this.writeUrl("replace");
    this.renderChrome();
    this.renderSettings();
    if (this.loaded) this.renderPuzzle();
    else this.renderButtons();
    if (this.busy) this.setBusy(true);
  }

  private readForm(): Settings {
    const v = (k: string) => (this.els[k] as HTMLInputElement | HTMLSelectElement).value;
    const p = new URLSearchParams({ size: v("size"), attrs: v("attrs"), difficulty: v("difficulty"), theme: v("theme"), lang: this.settings.locale, seed: v("seed") });
    return readSettings(p, randomSeed(), this.settings.locale);
  }

  private onSettingChanged(): void {
    this.settings = this.readForm();
    this.renderSettings();
  }

  private newSeed(): void {
    (this.els.seed as HTMLInputElement).value = randomSeed();
    void this.onGenerateClicked();
  }

  private async onGenerateClicked(): Promise<void> {
    this.settings = this.readForm();
    await this.generate("push");
  }

  private writeUrl(mode: "push" | "replace"): void {
    const url = `${location.pathname}?${writeSettings(this.settings).toString()}`;
    if (mode === "push") history.pushState(null, "", url);
    else history.replaceState(null, "", url);
  }

  private async generate(url: "push" | "replace" | false): Promise<void> {
    const s = this.settings;
    if (url) this.writeUrl(url);
    this.engine.cancel();
    this.setBusy(true, "generating");
    try {
      const result = await this.engine.request("generate", { request: { size: s.size, attributes: s.attributes, difficulty: s.difficulty, theme: s.theme, seed: seedNumber(s.seed) } });
      this.show({ puzzle: result.puzzle, analysis: result.analysis, source: "generated", settings: s });
    } catch (error) {
      if (error instanceof Cancelled) return;
      this.showError(error);
    }
    this.setBusy(false);
  }

  private show(loaded: Loaded): void {
    this.loaded = loaded;
    this.marks = new MarkGrid(loaded.puzzle.attributes, loaded.puzzle.size);
    this.panel = { kind: "none" };
    this.violated = new Set(loaded.analysis.conflict ?? []);
    this.usedClues.clear();
    this.grid.show(this.marks, false);
    this.grid.highlight([]);
    this.renderPuzzle();
  }

  private showError(error: unknown): void {
    const text = `${this.t.error} ${error instanceof Error ? error.message : String(error)}`;
    if (this.loaded) {
      this.panel = { kind: "message", text, error: true };
      this.renderPanel();
    } else {
      this.els.puzzleTitle!.textContent = text;
    }
  }

  private async loadFile(): Promise<void> {
    const input = this.els.file as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    const text = await file.text();
    (this.els.paste as HTMLTextAreaElement).value = text;
    input.value = "";
    await this.loadText(text);
  }

  private async loadText(text: string): Promise<void> {
    const parsed = parsePuzzle(text);
    if (!parsed.ok) {
      this.loadIssues = parsed.issues;
      this.renderLoadErrors();
      return;
    }
    this.loadIssues = [];
    this.renderLoadErrors();
    this.engine.cancel();
    this.setBusy(true, "solving");
    try {
      const analysis = await this.engine.request("analyze", { puzzle: parsed.value });
      this.show({ puzzle: parsed.value, analysis, source: "pasted" });
      history.replaceState(null, "", `${location.pathname}?lang=${this.settings.locale}`);
    } catch (error) {
      if (error instanceof Cancelled) return;
      if (error instanceof EngineError && error.issues?.length) {
        this.loadIssues = error.issues;
        this.renderLoadErrors();
      } else this.showError(error);
    }
    this.setBusy(false);
  }

  private afterMarksChanged(): void {
    if (this.loaded && this.marks?.complete() && checkMarks(this.loaded.puzzle, this.marks).solved) {
      // The last mark solved it: say so at once.
      this.grid.refresh();
      this.setPanel({ kind: "check" });
      return;
    }
    if (this.panel.kind === "hint" || this.panel.kind === "check") {
      this.panel = { kind: "none" };
      this.usedClues.clear();
      this.violated.clear();
      this.grid.highlight([]);
      this.renderClueMarks();
      this.renderPanel();
    }
    this.grid.refresh();
    this.renderButtons();
  }

  private undo(): void {
    if (this.panel.kind === "explain") return;
    if (this.marks?.undo()) this.afterMarksChanged();
  }

  private redo(): void {
    if (this.panel.kind === "explain") return;
    if (this.marks?.redo()) this.afterMarksChanged();
  }

  private clear(): void {
    if (this.marks?.clear()) this.afterMarksChanged();
  }

  private setPanel(panel: Panel, clues: Iterable<number> = [], violated: Iterable<number> = [], cells: readonly Cell[] = []): void {
    const wasExplain = this.panel.kind === "explain";
    this.panel = panel;
    this.usedClues = new Set(clues);
    this.violated = new Set(violated);
    if (wasExplain && panel.kind !== "explain") this.grid.show(this.marks!, false);
    this.grid.highlight(cells);
    this.renderClueMarks();
    this.renderPanel();
    this.renderButtons();
  }

  private closePanel(): void {
    this.setPanel({ kind: "none" });
    this.grid.focusGrid();
  }

  private check(): void {
    if (!this.loaded || !this.marks) return;
    const c = checkMarks(this.loaded.puzzle, this.marks);
    this.setPanel({ kind: "check" }, [], c.violated);
  }

  private hint(): void {
    const loaded = this.loaded;
    if (!loaded || !this.marks || loaded.analysis.status !== "unique") return;
    const c = checkMarks(loaded.puzzle, this.marks);
    if (c.violated.length || c.clashes || c.deadLines) {
      this.setPanel({ kind: "hint", reason: "fix" }, [], c.violated);
      return;
    }
    if (loaded.analysis.steps.length === 0) {
      this.setPanel({ kind: "hint", reason: "no-trace" });
      return;
    }
    const next = nextStep(loaded.analysis.steps, this.marks);
    if (!next) {
      this.setPanel({ kind: "hint", reason: loaded.analysis.complete ? "none" : "stuck" });
      return;
    }
    this.setPanel({ kind: "hint", step: next.step, index: next.index }, next.step.clues, [], conclusionCells(next.step, this.marks));
  }

  private applyHint(step: Step): void {
    if (!this.marks) return;
    this.marks.apply(stepMarks(step, this.marks));
    this.afterMarksChanged();
    this.grid.focusGrid();
  }

  private explain(index: number): void {
    const loaded = this.loaded;
    if (!loaded || !this.marks) return;
    const steps = loaded.analysis.steps;
    const i = Math.max(0, Math.min(steps.length, index));
    const shown = new MarkGrid(loaded.puzzle.attributes, loaded.puzzle.size);
    for (let k = 0; k < i; k++) shown.apply(stepMarks(steps[k]!, shown));
    const step = i > 0 ? steps[i - 1] : undefined;
    this.grid.show(shown, true);
    this.setPanel({ kind: "explain", index: i }, step?.clues ?? [], [], step ? conclusionCells(step, shown) : []);
  }

  /** Keeps the keyboard focus in the explanation after it is redrawn. */
  private focusExplainButton(selector: string): void {
    const button = this.els.panel!.querySelector<HTMLButtonElement>(selector);
    if (button && !button.disabled) button.focus();
    else this.els.panel!.querySelector<HTMLButtonElement>(".explain-nav button:not(:disabled)")?.focus();
  }

  private toggleReveal(): void {
    if (this.panel.kind === "reveal") this.setPanel({ kind: "none" });
    else this.setPanel({ kind: "reveal" });
  }

  private onGlobalKey(e: KeyboardEvent): void {
    const target = e.target as HTMLElement;
    const editing = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
    if (this.panel.kind === "explain" && !editing && !e.ctrlKey && !e.metaKey && !e.altKey) {
      const inGrid = !!target.closest?.("#grid");
      if (e.key === "ArrowRight" && !inGrid) {
        e.preventDefault();
        this.explain(this.panel.index + 1);
        this.focusExplainButton("#explain-next");
      } else if (e.key === "ArrowLeft" && !inGrid) {
        e.preventDefault();
        this.explain(this.panel.index - 1);
        this.focusExplainButton("#explain-prev");
      } else if (e.key === "Escape") this.closePanel();
    } else if (e.key === "Escape" && this.panel.kind !== "none" && !editing) this.closePanel();
    if (!editing && (e.ctrlKey || e.metaKey) && !target.closest?.("#grid")) {
      const k = e.key.toLowerCase();
      if (k === "z" && !e.shiftKey) {
        e.preventDefault();
        this.undo();
      } else if (k === "y" || (k === "z" && e.shiftKey)) {
        e.preventDefault();
        this.redo();
      }
    }
  }
}
