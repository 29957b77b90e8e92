import type { Conclusion, Grid, Issue, Puzzle, Step } from "@zebra/model";
import type { CliStrings, PlaygroundStrings, ReadingChoice } from "@zebra/locale-kit";
import { answerInGrid, impliedPlacements, parsePuzzle } from "@zebra/model";
import type { FactExplanation } from "@zebra/solver";
import { checkMarks } from "./logic/check-marks.js";
import { conclusionCells, factCells, nextStep, stepMarks } from "./logic/steps.js";
import { browserLocale, localeOf, locales } from "./locales.js";
import { looksLikeJson, readText, withReadings, type TextRead } from "./read-text.js";
import { autoMarkLevels, MarkGrid, type AutoMarks, type Cell, type PairCell } from "./state/marks.js";
import { gridKinds, loadPrefs, savePrefs, type GridKind, type Prefs } from "./state/prefs.js";
import { ProgressStore, type KeyValueStorage, type Progress } from "./state/progress.js";
import { hasSeed, limits, presentation, readSettings, seedNumber, writeSettings, type Settings } from "./state/settings.js";
import { puzzleFragment, puzzleId, readFragment } from "./state/share.js";
import { formatElapsed, Stopwatch } from "./state/stopwatch.js";
import { defaultTheme, wordsFor, type Words } from "./text.js";
import { h, replaceChildren, type Child } from "./ui/dom.js";
import { GridView } from "./ui/grid-view.js";
import { icon, type IconName } from "./ui/icons.js";
import { gridLabels, solutionTable } from "./ui/labels.js";
import { logo } from "./ui/logo.js";
import { layoutPrint, type PrintPuzzle } from "./ui/print.js";
import { Cancelled, EngineClient, EngineError } from "./worker/client.js";
import type { Analysis, EngineResults, SolutionStatus, ThemeInfo } from "./worker/protocol.js";
import { difficulties } from "@zebra/model";
import { explanationStyles, type ExplanationStyle } from "@zebra/locale-kit";

type Panel =
  | { kind: "none" }
  | { kind: "check" }
  | { kind: "hint"; step?: Step; index?: number; reason?: "fix" | "none" | "no-trace" | "stuck" }
  | { kind: "explain"; index: number }
  /** Why a fact holds: the steps that derive it, once the worker has found them; `say`: the fact is put in words above them. */
  | { kind: "why"; fact: Conclusion; say: boolean; result?: FactExplanation; steps?: readonly Step[] }
  | { kind: "confirm-reveal" }
  | { kind: "reveal" }
  | { kind: "share"; status?: string }
  | { kind: "print" }
  | { kind: "message"; text: string; error?: boolean };

interface Loaded {
  readonly puzzle: Puzzle;
  readonly analysis: Analysis;
  readonly source: "generated" | "pasted" | "shared";
  readonly settings?: Settings;
  /** Names the puzzle for its saved progress. */
  readonly id: string;
}

/** The URLs of the puzzles met in this visit, so that Back shows them again without solving them again. */
const cacheSize = 20;

function randomSeed(): string {
  return String(Math.floor(Math.random() * 1_000_000));
}

function browserStorage(): KeyValueStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function sameSettings(a: Settings, b: Settings | undefined): boolean {
  return !!b && a.seed === b.seed && a.size === b.size && a.attributes === b.attributes && a.difficulty === b.difficulty && a.theme === b.theme;
}

/** The playground page: settings, the clue list, the logic grid and the tools around it. */
export class App {
  private settings: Settings;
  private t: PlaygroundStrings;
  private prefs: Prefs;
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
  private busyText = "";
  private loadIssues: readonly Issue[] = [];
  /** The last pasted puzzle text and what its reader made of it. */
  private textRead: TextRead | undefined;
  /** The ambiguous phrases of the text loaded, and the solutions under each reading. */
  private readingNotes: readonly { readonly choice: ReadingChoice; readonly counts: Parameters<CliStrings["readingCounts"]>[2] }[] = [];

  // The game: what is saved per puzzle.
  private readonly storage = browserStorage();
  private readonly store = new ProgressStore(this.storage);
  private readonly clock = new Stopwatch();
  private struck = new Set<number>();
  private notes = "";
  private hints = 0;
  private revealed = false;
  private solvedMs: number | undefined;
  private paused = false;
  private hiddenPause = false;
  private saveFailed = false;
  private notesTimer: ReturnType<typeof setTimeout> | undefined;
  /** The marks after each explanation step, encoded, filled as the explanation is stepped through. */
  private explained: string[] = [];
  private printSolution = true;

  // The address: the puzzle on screen as a fragment, once compressed.
  private fragment: string | undefined;
  private fragmentReady: Promise<void> = Promise.resolve();
  private readonly cache = new Map<string, Loaded>();

  // Elements filled by render().
  private readonly root: HTMLElement;
  private readonly els: Record<string, HTMLElement> = {};

  constructor(root: HTMLElement) {
    this.root = root;
    const params = new URLSearchParams(location.search);
    this.settings = readSettings(params, randomSeed(), browserLocale(typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language])));
    this.t = localeOf(this.settings.locale).ui.playground;
    this.prefs = loadPrefs(this.storage);
    this.grid = new GridView({
      mark: (cell, mark) => {
        if (this.marks?.set(cell, mark)) this.afterMarksChanged();
      },
      undo: () => this.undo(),
      redo: () => this.redo(),
    });
    this.layout();
    document.addEventListener("keydown", (e) => this.onGlobalKey(e));
    window.addEventListener("popstate", () => void this.openUrl(false));
    window.addEventListener("hashchange", () => {
      if (location.hash.replace(/^#/, "") !== (this.fragment ?? "")) void this.openUrl(false);
    });
    document.addEventListener("visibilitychange", () => this.onVisibility());
    window.addEventListener("pagehide", () => this.saveProgress());
    window.addEventListener("beforeprint", () => {
      if (!this.els.printArea!.hasChildNodes()) this.preparePrint();
    });
    window.addEventListener("afterprint", () => {
      replaceChildren(this.els.printArea!);
      this.els.printArea!.hidden = true;
    });
    setInterval(() => this.tick(), 1000);
  }

  /** Starts the page: loads the theme list and opens the puzzle the URL names. */
  async start(): Promise<void> {
    this.renderAll();
    try {
      this.themes = await this.engine.request("themes", {});
    } catch (error) {
      this.showError(error);
    }
    await this.openUrl(true);
  }

  /** Settings with a known theme, and sizes that theme can fill. */
  private fitToTheme(settings: Settings): Settings {
    if (this.themes.length === 0) return settings;
    const theme = this.themes.find((th) => th.id === settings.theme) ?? this.themes.find((th) => th.id === defaultTheme(this.themes))!;
    return { ...settings, theme: theme.id, size: Math.min(settings.size, theme.maxSize), attributes: Math.min(settings.attributes, theme.attributes) };
  }

  // ----- layout -------------------------------------------------------------------------

  private el<K extends keyof HTMLElementTagNameMap>(
    key: string,
    tag: K,
    props: Parameters<typeof h>[1] = null,
    ...children: Child[]
  ): HTMLElementTagNameMap[K] {
    const e = h(tag, props, ...children);
    this.els[key] = e;
    return e;
  }

  private layout(): void {
    const header = h(
      "header",
      { class: "top" },
      h("a", { class: "brand", href: "./" }, logo(), this.el("brandText", "span")),
      h(
        "nav",
        { class: "site-nav" },
        this.el("navPlayground", "a", { href: "./", aria: { current: "page" } }),
        this.el("navGuides", "a", { href: "docs/index.html" }),
        this.el("navApi", "a", { href: "docs/api/index.html" }),
      ),
      this.el("langSwitch", "div", { class: "lang", role: "group" }),
      this.el("styleSwitch", "div", { class: "segmented style-switch", role: "group", id: "style-switch" }),
    );
    const controls = h(
      "form",
      { class: "controls", id: "controls", on: { submit: (e) => (e.preventDefault(), void this.onGenerateClicked()) } },
      this.field("size", "houses"),
      this.field("attrs", "attributes"),
      this.field("difficulty", "difficulty"),
      this.field("theme", "theme"),
      h(
        "div",
        { class: "field seed-field" },
        this.el("seedLabel", "label", { for: "seed" }),
        h(
          "div",
          { class: "seed-row" },
          this.el("seed", "input", {
            id: "seed",
            name: "seed",
            type: "text",
            attrs: { inputmode: "numeric", autocomplete: "off", spellcheck: "false", maxlength: "40" },
          }),
          this.el("dice", "button", { type: "button", class: "icon", id: "new-seed", on: { click: () => this.newSeed() } }, icon("dice")),
        ),
      ),
      h("div", { class: "field actions" }, this.el("generate", "button", { type: "submit", class: "primary", id: "generate" })),
    );
    const load = this.el(
      "load",
      "details",
      { class: "load", id: "load" },
      this.el("loadSummary", "summary"),
      h(
        "div",
        { class: "load-body" },
        this.el("loadHelp", "p", { class: "muted" }),
        this.el("paste", "textarea", { id: "paste", attrs: { rows: "8", spellcheck: "false", placeholder: '{ "format": "zebra-puzzle/1", … }' } }),
        h(
          "div",
          { class: "load-actions" },
          this.el("loadButton", "button", {
            type: "button",
            class: "primary",
            id: "load-button",
            on: { click: () => void this.loadText((this.els.paste as HTMLTextAreaElement).value) },
          }),
          h(
            "label",
            { class: "file-label" },
            this.el("fileText", "span"),
            this.el("file", "input", {
              type: "file",
              id: "file",
              attrs: { accept: ".json,.txt,.md,.markdown,.text,application/json,text/plain,text/markdown" },
              on: { change: () => void this.loadFile() },
            }),
          ),
        ),
        this.el("loadErrors", "div", { class: "load-errors", id: "load-errors", role: "alert" }),
      ),
    );
    const clock = h(
      "div",
      { class: "clock", id: "clock" },
      this.el("timer", "span", { class: "timer", id: "timer", role: "timer" }),
      this.el("pause", "button", { type: "button", class: "icon-text", id: "pause", on: { click: () => this.togglePause() } }),
      this.el("toggleTime", "button", { type: "button", class: "link-button", id: "toggle-time", on: { click: () => this.toggleTimeShown() } }),
    );
    const info = h(
      "div",
      { class: "info" },
      this.el("puzzleTitle", "h1", { id: "puzzle-title" }),
      this.el("puzzleMeta", "p", { class: "meta", id: "puzzle-meta" }),
      this.el("status", "p", { class: "status", id: "status" }),
      clock,
    );
    const notes = h(
      "div",
      { class: "notes" },
      this.el("notesLabel", "label", { for: "notes" }),
      this.el("notes", "textarea", { id: "notes", attrs: { rows: "3" }, on: { input: () => this.onNotes() } }),
      this.el("saveNote", "p", { class: "save-note muted", id: "save-note", hidden: true }),
    );
    const cluesPanel = h(
      "aside",
      { class: "clues-panel" },
      this.el("cluesHeading", "h2"),
      this.el("clueHelp", "p", { class: "clue-help muted" }),
      this.el("preamble", "p", { class: "preamble" }),
      this.el("clues", "ol", { class: "clues", id: "clues" }),
      this.el("question", "p", { class: "question", id: "question" }),
      notes,
    );
    const viewBar = h(
      "div",
      { class: "view-bar" },
      this.el("viewSwitch", "div", { class: "segmented", role: "group", id: "view-switch" }),
      h(
        "label",
        { class: "auto-field" },
        this.el("autoLabel", "span"),
        this.el("autoMarks", "select", {
          id: "auto-marks",
          on: { change: () => this.setAutoMarks((this.els.autoMarks as HTMLSelectElement).value as AutoMarks) },
        }),
      ),
    );
    const toolbar = h(
      "div",
      { class: "toolbar", role: "toolbar" },
      h(
        "div",
        { class: "group" },
        this.button("check", () => this.check()),
        this.button("hint", () => this.hint()),
        this.button("explain", () => this.explain(0)),
        this.button("reveal", () => this.toggleReveal()),
      ),
      h(
        "div",
        { class: "group" },
        this.button("undo", () => this.undo()),
        this.button("redo", () => this.redo()),
        this.button("clear", () => this.clear()),
        this.button("share", () => void this.openShare()),
        this.button("print", () => this.setPanel({ kind: "print" })),
      ),
    );
    const board = h(
      "div",
      { class: "board" },
      viewBar,
      toolbar,
      this.el("panel", "div", { class: "panel", id: "panel", aria: { live: "polite" } }),
      h("div", { class: "grid-scroll" }, this.grid.element),
      this.el("autoHelp", "p", { class: "help muted" }),
      this.el("gridHelp", "p", { class: "help muted" }),
    );
    const pausedCover = this.el(
      "pausedCover",
      "div",
      { class: "paused-cover", id: "paused-cover", hidden: true },
      this.el("pausedText", "p"),
      this.el("pausedHelp", "p", { class: "muted" }),
      this.el("resume", "button", { type: "button", class: "primary", id: "resume", on: { click: () => this.togglePause() } }),
    );
    const main = h(
      "main",
      { class: "page" },
      h("section", { class: "setup" }, this.el("tagline", "p", { class: "tagline" }), controls, load),
      this.section(
        "puzzle",
        info,
        this.el("layout", "div", { class: "layout" }, cluesPanel, board, pausedCover),
        this.el("busy", "div", { class: "busy", id: "busy", hidden: true }),
      ),
    );
    const printArea = this.el("printArea", "div", { class: "print-area", id: "print-area", hidden: true });
    replaceChildren(this.root, header, main, printArea);
  }

  private section(key: string, ...children: HTMLElement[]): HTMLElement {
    const s = this.el(key, "section", { class: key, id: key });
    for (const c of children) s.appendChild(c);
    return s;
  }

  private field(key: string, label: keyof PlaygroundStrings): HTMLElement {
    const control = this.el(key, "select", { id: key, name: key, on: { change: () => this.onSettingChanged() } });
    return h("div", { class: "field" }, this.el(`${key}Label`, "label", { for: key, dataset: { label } }), control);
  }

  private button(key: "check" | "hint" | "explain" | "reveal" | "undo" | "redo" | "clear" | "share" | "print", onClick: () => void): HTMLButtonElement {
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
    document.documentElement.lang = localeOf(this.settings.locale).htmlLang;
    document.title = t.title;
    e.brandText!.textContent = "Zebra";
    e.navPlayground!.textContent = t.navPlayground;
    e.navGuides!.textContent = t.navGuides;
    e.navApi!.textContent = t.navApi;
    e.langSwitch!.setAttribute("aria-label", t.language);
    replaceChildren(
      e.langSwitch!,
      locales.map(({ code, language }) =>
        h(
          "button",
          {
            type: "button",
            class: code === this.settings.locale ? "active" : "",
            dataset: { locale: code },
            aria: { pressed: String(code === this.settings.locale) },
            on: { click: () => this.setLocale(code, true) },
          },
          language,
        ),
      ),
    );
    e.styleSwitch!.setAttribute("aria-labelledby", "style-label");
    replaceChildren(
      e.styleSwitch!,
      h("span", { class: "segmented-label", id: "style-label" }, t.explanationStyle),
      explanationStyles.map((style) =>
        h(
          "button",
          {
            type: "button",
            id: `style-${style}`,
            dataset: { style },
            aria: { pressed: String(style === this.settings.style) },
            on: { click: () => this.setStyle(style, true) },
          },
          t.styleNames[style],
        ),
      ),
    );
    e.tagline!.textContent = t.tagline;
    for (const key of ["size", "attrs", "difficulty", "theme"]) {
      const label = e[`${key}Label`]!;
      label.textContent = t[label.dataset.label as "houses"] as string;
    }
    e.seedLabel!.textContent = t.seed;
    e.dice!.title = t.randomSeed;
    e.dice!.setAttribute("aria-label", t.randomSeed);
    e.generate!.textContent = t.generate;
    e.loadSummary!.textContent = t.load;
    e.loadHelp!.textContent = t.loadHelp;
    e.loadButton!.textContent = t.loadButton;
    e.fileText!.textContent = t.chooseFile;
    e.cluesHeading!.textContent = t.clues;
    e.clueHelp!.textContent = t.clueHelp;
    e.notesLabel!.textContent = t.notes;
    e.notes!.setAttribute("placeholder", t.notesPlaceholder);
    e.saveNote!.textContent = t.saveFailed;
    for (const key of ["check", "hint", "explain", "reveal", "undo", "redo", "clear", "share", "print"] as const) e[key]!.textContent = t[key];
    e.viewSwitch!.setAttribute("aria-labelledby", "view-label");
    replaceChildren(
      e.viewSwitch!,
      h("span", { class: "segmented-label", id: "view-label" }, t.view),
      gridKinds.map((kind) =>
        h(
          "button",
          {
            type: "button",
            id: `view-${kind}`,
            dataset: { view: kind },
            aria: { pressed: String(kind === this.prefs.view) },
            on: { click: () => this.setView(kind) },
          },
          t.viewNames[kind],
        ),
      ),
    );
    e.autoLabel!.textContent = t.autoMarks;
    replaceChildren(
      e.autoMarks!,
      autoMarkLevels.map((level) => h("option", { value: level }, t.autoMarkNames[level])),
    );
    (e.autoMarks as HTMLSelectElement).value = this.prefs.autoMarks;
    e.autoHelp!.textContent = t.autoMarksHelp;
    e.gridHelp!.textContent = t.gridHelp;
    e.pausedText!.textContent = t.paused;
    e.pausedHelp!.textContent = t.pausedHelp;
    e.resume!.textContent = t.resume;
    this.renderClock();
    this.renderLoadErrors();
  }

  private renderSettings(): void {
    const s = this.settings;
    const t = this.t;
    const theme = this.themes.find((th) => th.id === s.theme);
    const maxAttrs = Math.min(limits.maxAttributes, theme?.attributes ?? limits.maxAttributes);
    const maxSize = Math.min(limits.maxSize, theme?.maxSize ?? limits.maxSize);
    const options = (select: HTMLElement, items: readonly (readonly [string, string])[], selected: string) => {
      replaceChildren(
        select,
        items.map(([value, label]) => h("option", { value }, label)),
      );
      (select as HTMLSelectElement).value = selected;
    };
    const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => [String(from + i), String(from + i)] as const);
    options(this.els.size!, range(limits.minSize, maxSize), String(Math.min(s.size, maxSize)));
    options(this.els.attrs!, range(limits.minAttributes, maxAttrs), String(Math.min(s.attributes, maxAttrs)));
    options(
      this.els.difficulty!,
      difficulties.map((d) => [d, t.difficultyNames[d]] as const),
      s.difficulty,
    );
    options(
      this.els.theme!,
      this.themes.length ? this.themes.map((th) => [th.id, t.themeNames[th.id] ?? th.id] as const) : [[s.theme, s.theme || "—"] as const],
      s.theme,
    );
    (this.els.seed as HTMLInputElement).value = s.seed;
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
    e.puzzleTitle!.textContent = this.titleOf(loaded);
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
            { type: "button", class: "clue", title: t.strikeClue, aria: { pressed: "false" }, on: { click: () => this.toggleStrike(i) } },
            h("span", { class: "num" }, `${i + 1}`),
            h("span", { class: "text" }, this.words!.renderer.clue(clue, this.words!.ctx)),
            h("span", { class: "tag" }),
          ),
        ),
      ),
    );
    const q = puzzle.question;
    e.question!.textContent = q ? this.words.renderer.question({ kind: "find", find: q.find, where: q.where }, this.words.ctx) : "";
    e.question!.hidden = !q;
    (e.notes as HTMLTextAreaElement).value = this.notes;
    this.grid.build(this.marks!, gridLabels(puzzle, this.words, t), this.prefs.view);
    if (this.panel.kind === "explain") this.explain(this.panel.index);
    this.renderClueMarks();
    this.renderPanel();
    this.renderButtons();
  }

  private titleOf(loaded: Loaded): string {
    const t = this.t;
    return (
      loaded.puzzle.title ??
      (loaded.source === "pasted"
        ? t.loaded
        : loaded.source === "shared"
          ? t.sharedTitle
          : t.generatedTitle(loaded.puzzle.size, loaded.puzzle.attributes.length))
    );
  }

  private renderClueMarks(): void {
    let first: HTMLElement | undefined;
    const tags = this.t.clueTags;
    for (const li of this.els.clues!.querySelectorAll<HTMLElement>("li")) {
      const i = Number(li.dataset.clue);
      const violated = this.violated.has(i);
      const used = this.usedClues.has(i);
      const struck = this.struck.has(i);
      li.classList.toggle("violated", violated);
      li.classList.toggle("used", used);
      li.classList.toggle("struck", struck);
      li.querySelector(".clue")?.setAttribute("aria-pressed", String(struck));
      const tag = li.querySelector(".tag")!;
      tag.textContent = violated ? tags.violated : used ? tags.used : "";
      if (!first && (used || violated)) first = li;
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
    (e.share as HTMLButtonElement).disabled = !has;
    (e.print as HTMLButtonElement).disabled = !has;
    e.explain!.setAttribute("aria-pressed", String(inExplain));
    e.reveal!.setAttribute("aria-pressed", String(this.panel.kind === "reveal"));
    e.reveal!.textContent = this.panel.kind === "reveal" ? this.t.hide : this.t.reveal;
    e.share!.setAttribute("aria-pressed", String(this.panel.kind === "share"));
    e.print!.setAttribute("aria-pressed", String(this.panel.kind === "print"));
    for (const b of e.viewSwitch!.querySelectorAll<HTMLElement>("button")) b.setAttribute("aria-pressed", String(b.dataset.view === this.prefs.view));
    e.generate!.toggleAttribute("disabled", false);
    this.els.busy!.hidden = !this.busy;
    this.els.puzzle?.classList.toggle("is-busy", this.busy);
  }

  private renderClock(): void {
    const t = this.t;
    const e = this.els;
    const over = this.solvedMs !== undefined || this.revealed;
    const ms = this.solvedMs ?? this.clock.elapsed();
    const text = this.prefs.timerHidden ? "" : formatElapsed(ms);
    if (e.timer!.textContent !== text) e.timer!.textContent = text;
    e.timer!.setAttribute("aria-label", t.time);
    e.timer!.hidden = this.prefs.timerHidden;
    const pause = e.pause as HTMLButtonElement;
    pause.disabled = !this.loaded || over;
    pause.hidden = this.prefs.timerHidden;
    const paused = this.paused && !over;
    // Redrawn only when it changes: the clock ticks every second, and a screen reader would re-read it.
    const face = `${this.settings.locale}:${paused}`;
    if (pause.dataset.face !== face) {
      pause.dataset.face = face;
      replaceChildren(pause, icon(paused ? "play" : "pause"), h("span", null, paused ? t.resume : t.pause));
    }
    pause.setAttribute("aria-pressed", String(paused));
    e.toggleTime!.textContent = this.prefs.timerHidden ? t.showTime : t.hideTime;
    e.pausedCover!.hidden = !paused;
    e.layout!.classList.toggle("paused", paused);
  }

  private solution(): Grid | undefined {
    return this.loaded?.analysis.solution ?? this.loaded?.puzzle.solution;
  }

  private solutionTable(solution: Grid, id?: string): HTMLElement {
    return solutionTable(
      this.loaded!.puzzle,
      solution,
      this.words!,
      this.t,
      id,
      (attr, value, pos) => void this.askWhy({ kind: "at", entity: { attr, value }, pos }, true),
    );
  }

  /**
   * Shows why a fact of the solution holds: the smallest chain of steps that derives it (found
   * in the worker), its clues highlighted as a hint's are. `say` puts the fact itself in words
   * above the steps (a hint's own text already says it).
   */
  private async askWhy(fact: Conclusion, say: boolean): Promise<void> {
    const loaded = this.loaded;
    if (!loaded || !this.marks || !this.words || loaded.analysis.status !== "unique") return;
    const cells = factCells([fact], this.marks);
    const asked: Panel = { kind: "why", fact, say };
    this.setPanel(asked, [], [], cells);
    let result: FactExplanation;
    try {
      result = await this.engine.request("why", { puzzle: loaded.puzzle, fact });
    } catch (error) {
      if (!(error instanceof Cancelled) && this.panel === asked) this.showError(error);
      return;
    }
    if (this.panel !== asked) return;
    // What a step leaves with one house is said after it, as in a whole solution.
    const implied = result.status === "derived" ? impliedPlacements(loaded.puzzle, result.steps) : [];
    const steps = result.status === "derived" ? result.steps.flatMap((step, i) => [step, ...implied[i]!]) : [];
    this.setPanel({ ...asked, result, steps }, new Set(steps.flatMap((s) => s.clues)), [], cells);
  }

  private answerText(solution: Grid): string {
    const puzzle = this.loaded!.puzzle;
    const q = puzzle.question;
    if (!q) return "";
    const words = this.words!;
    const answer = answerInGrid(solution, q);
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
    const close = h(
      "button",
      { type: "button", class: "icon close", title: t.close, aria: { label: t.close }, on: { click: () => this.closePanel() } },
      icon("close"),
    );
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
          h(
            "div",
            {
              class: `check-result ${c.solved ? "good solved" : bad ? "bad" : "good"}`,
              id: "check-result",
              dataset: { violated: c.violated.map((i) => i + 1).join(",") },
            },
            lines.map((l) => h("p", null, l)),
            c.solved ? this.solvedLine() : null,
            c.violated.length
              ? h(
                  "ul",
                  { class: "violated-list" },
                  c.violated.map((i) => h("li", null, h("b", null, `${i + 1}. `), words.renderer.clue(loaded.puzzle.clues[i]!, words.ctx))),
                )
              : null,
          ),
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
          h(
            "div",
            { class: "hint-result", id: "hint-result" },
            h("h3", null, t.hintTitle((p.index ?? 0) + 1, total)),
            h("p", { class: "step-text" }, this.stepText(step)),
            this.usedClueList(step),
            h(
              "div",
              { class: "hint-actions" },
              h("button", { type: "button", id: "apply-hint", on: { click: () => this.applyHint(step) } }, t.applyHint),
              step.conclusions[0]
                ? h("button", { type: "button", id: "hint-why", on: { click: () => void this.askWhy(step.conclusions[0]!, false) } }, t.why)
                : null,
            ),
          ),
          close,
        );
        return;
      }
      case "explain": {
        const steps = loaded.analysis.steps;
        const i = p.index;
        const text = i === 0 ? t.explainStart : this.stepText(steps[i - 1]!);
        const end = i === steps.length ? (loaded.analysis.complete ? t.explainEnd : t.explainIncomplete) : "";
        const navButton = (id: string, disabled: boolean, to: number, focus: string, name: IconName, label: string, iconFirst: boolean) =>
          h(
            "button",
            { type: "button", id, disabled, on: { click: () => (this.explain(to), this.focusExplainButton(focus)) } },
            iconFirst ? icon(name) : null,
            h("span", null, label),
            iconFirst ? null : icon(name),
          );
        const nav = h(
          "div",
          { class: "explain-nav" },
          navButton("explain-first", i === 0, 0, "#explain-next", "first", t.first, true),
          navButton("explain-prev", i === 0, i - 1, "#explain-prev", "prev", t.prev, true),
          h("span", { class: "explain-count", id: "explain-count" }, t.explainTitle(i, steps.length)),
          navButton("explain-next", i === steps.length, i + 1, "#explain-next", "next", t.next, false),
          navButton("explain-last", i === steps.length, steps.length, "#explain-prev", "last", t.last, false),
        );
        const step = i > 0 ? steps[i - 1] : undefined;
        replaceChildren(
          panel,
          h(
            "div",
            { class: "explain-result", id: "explain-result" },
            nav,
            h("p", { class: "step-text", id: "explain-text" }, text),
            step ? this.usedClueList(step) : null,
            end ? h("p", { class: "muted" }, end) : null,
          ),
          close,
        );
        return;
      }
      case "why": {
        const result = p.result;
        const cli = localeOf(this.settings.locale).ui.cli;
        const about = p.say && p.fact.kind === "at" ? words.renderer.clue({ type: "at", a: p.fact.entity, pos: p.fact.pos }, words.ctx) : undefined;
        const statement = about ?? words.renderer.fact(p.fact, words.ctx, "main");
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
                      steps.map((s) => h("li", null, this.stepText(s))),
                    )
                  : null,
                this.clueList(clues),
              ]
            : [h("p", { class: "why-failed" }, failed[result.status])];
        replaceChildren(
          panel,
          h(
            "div",
            { class: "why-result", id: "why-result" },
            h("h3", null, t.why),
            about ? h("p", { class: "why-statement", id: "why-statement" }, about) : null,
            ...body,
          ),
          close,
        );
        return;
      }
      case "confirm-reveal":
        replaceChildren(
          panel,
          h(
            "div",
            { class: "confirm", id: "reveal-confirm-box", role: "alertdialog", aria: { label: t.reveal } },
            h("p", null, t.revealConfirm),
            h(
              "div",
              { class: "confirm-actions" },
              h("button", { type: "button", class: "primary", id: "reveal-confirm", on: { click: () => this.confirmReveal() } }, t.revealYes),
              h("button", { type: "button", id: "reveal-cancel", on: { click: () => this.closePanel() } }, t.revealNo),
            ),
          ),
          close,
        );
        (panel.querySelector("#reveal-cancel") as HTMLButtonElement).focus();
        return;
      case "reveal": {
        const solution = this.solution();
        if (!solution) return;
        replaceChildren(
          panel,
          h(
            "div",
            { class: "reveal-result", id: "reveal-result" },
            h("h3", null, t.solution),
            this.solutionTable(solution, "solution-table"),
            h("p", { class: "answer" }, this.answerText(solution)),
          ),
          close,
        );
        return;
      }
      case "share": {
        const link = location.href;
        const input = h("input", { id: "share-link", type: "text", value: link, attrs: { readonly: "", "aria-label": t.shareTitle } });
        const nativeShare = typeof navigator.share === "function";
        replaceChildren(
          panel,
          h(
            "div",
            { class: "share-result", id: "share-result" },
            h("h3", null, t.shareTitle),
            h("p", { class: "muted" }, t.shareHelp),
            h(
              "div",
              { class: "share-row" },
              input,
              h("button", { type: "button", class: "primary", id: "copy-link", on: { click: () => void this.copy(link, input, t.linkCopied) } }, t.copyLink),
              nativeShare
                ? h(
                    "button",
                    {
                      type: "button",
                      id: "share-native",
                      on: { click: () => void navigator.share({ title: this.titleOf(loaded), url: link }).catch(() => undefined) },
                    },
                    t.shareVia,
                  )
                : null,
            ),
            h("p", { class: "copy-status", id: "copy-status", role: "status" }, p.status ?? ""),
          ),
          close,
        );
        return;
      }
      case "print": {
        const withSolution = h("input", {
          type: "checkbox",
          id: "print-with-solution",
          on: { change: (ev) => (this.printSolution = (ev.target as HTMLInputElement).checked) },
        });
        withSolution.checked = this.printSolution && !!this.solution();
        withSolution.disabled = !this.solution();
        const count = h("input", { type: "number", id: "booklet-count", value: "6", attrs: { min: "1", max: "50", step: "1", inputmode: "numeric" } });
        replaceChildren(
          panel,
          h(
            "div",
            { class: "print-options", id: "print-options" },
            h(
              "section",
              null,
              h("h3", null, t.printThis),
              h("p", { class: "muted" }, t.printHelp),
              h("label", { class: "check-label" }, withSolution, t.printWithSolution),
              h("button", { type: "button", class: "primary", id: "print-puzzle", on: { click: () => this.printPuzzle() } }, t.printButton),
            ),
            h(
              "section",
              null,
              h("h3", null, t.booklet),
              h("p", { class: "muted" }, t.bookletHelp),
              h("label", { class: "count-label" }, t.bookletCount, count),
              h(
                "button",
                { type: "button", class: "primary", id: "print-booklet", on: { click: () => void this.printBooklet(Number(count.value)) } },
                t.bookletButton,
              ),
            ),
          ),
          close,
        );
        return;
      }
    }
  }

  /** A step in the page's words and explanation style. */
  private stepText(step: Step): string {
    const words = this.words!;
    return words.renderer.step(step, words.ctx, this.settings.style);
  }

  /** "Solved in 4:12", with a button that shares it, once the puzzle is solved. */
  private solvedLine(): HTMLElement | null {
    const t = this.t;
    if (this.solvedMs === undefined) return null;
    if (this.revealed) return h("p", { class: "solved-time", id: "solved-time" }, t.solvedRevealed);
    const time = formatElapsed(this.solvedMs);
    const result = `${t.resultText(time, this.hints)} ${location.href}`;
    return h(
      "div",
      { class: "solved-line" },
      h("p", { class: "solved-time", id: "solved-time" }, t.solvedIn(time, this.hints)),
      h("button", { type: "button", id: "share-result", on: { click: () => void this.shareResult(result) } }, t.shareResult),
      h("span", { class: "copy-status", id: "result-status", role: "status" }),
    );
  }

  /** The clues a step uses, quoted under its text (the clue list may be scrolled away). */
  private usedClueList(step: Step): HTMLElement | null {
    return this.clueList(step.clues);
  }

  /** Clues quoted by number, under a hint or an answer that uses them. */
  private clueList(clues: readonly number[]): HTMLElement | null {
    const words = this.words;
    const puzzle = this.loaded?.puzzle;
    if (!words || !puzzle || clues.length === 0) return null;
    return h(
      "ul",
      { class: "used-clues" },
      clues.map((i) =>
        h(
          "li",
          { dataset: { clue: String(i) } },
          h("span", { class: "num" }, `${i + 1}`),
          h("span", { class: "text" }, words.renderer.clue(puzzle.clues[i]!, words.ctx)),
        ),
      ),
    );
  }

  private renderLoadErrors(): void {
    const box = this.els.loadErrors!;
    const { renderer, ui } = localeOf(this.settings.locale);
    const text = this.textRead;
    // A text's sentences: how many were read, and what its reader took from elsewhere (values from a theme).
    const sentences = text?.reading.sentences.filter((s) => s.role !== "title" && s.role !== "heading") ?? [];
    const readLine = text
      ? h("p", { class: "sentences-read", id: "sentences-read" }, ui.cli.sentencesRead(sentences.filter((s) => s.status !== "unread").length, sentences.length))
      : null;
    const noticeLines = [
      ...(text?.reading.notices ?? []).map((n) => h("li", { dataset: { code: n.code } }, renderer.issue(n))),
      ...this.readingNotes.map(({ choice, counts }) =>
        h("li", { class: "reading", dataset: { ambiguity: choice.ambiguity } }, ui.cli.readingCounts(choice, choice.phrase, counts)),
      ),
    ];
    const notices = noticeLines.length ? h("ul", { class: "load-notices", id: "load-notices" }, noticeLines) : null;
    if (this.loadIssues.length === 0) {
      box.setAttribute("role", "status");
      replaceChildren(box, readLine, notices);
      return;
    }
    box.setAttribute("role", "alert");
    const partial = text?.partial;
    // The path is shown on its own, so each message is written for the document itself.
    replaceChildren(
      box,
      h("p", null, text ? this.t.readProblems(this.loadIssues.length) : this.t.loadErrors(this.loadIssues.length)),
      readLine,
      h(
        "ul",
        null,
        this.loadIssues.map((issue) => {
          const line = renderer.issue(issue);
          // The renderer's line starts with the path: set that part in code, once.
          const withPath = issue.path !== "" && line.startsWith(issue.path);
          return h(
            "li",
            { dataset: { code: issue.code } },
            withPath ? h("code", { class: "path" }, issue.path) : null,
            h("span", null, withPath ? line.slice(issue.path.length) : line),
          );
        }),
      ),
      notices,
      partial
        ? h("button", { type: "button", id: "load-partial", on: { click: () => void this.loadPartial(partial, text!.reading.choices) } }, this.t.loadPartial)
        : null,
    );
  }

  // ----- opening puzzles -------------------------------------------------------------------

  private setBusy(busy: boolean, text: string = this.busyText): void {
    this.busy = busy;
    this.busyText = text;
    replaceChildren(
      this.els.busy!,
      h("span", { id: "busy-label" }, text),
      h("button", { type: "button", id: "cancel", on: { click: () => this.cancel() } }, this.t.cancel),
    );
    this.renderButtons();
  }

  /** Stops a generation or a solve in progress; the page keeps the puzzle it had. */
  private cancel(): void {
    this.engine.cancel();
    this.setBusy(false);
    if (!this.loaded) this.els.puzzleTitle!.textContent = this.t.cancelled;
  }

  private setLocale(locale: string, push: boolean): void {
    if (locale === this.settings.locale && !push) return;
    this.settings = { ...this.settings, locale };
    this.t = localeOf(locale).ui.playground;
    if (push) this.writeUrl("replace");
    this.renderChrome();
    this.renderSettings();
    if (this.loaded) this.renderPuzzle();
    else this.renderButtons();
    if (this.busy) this.setBusy(true, this.t.generating);
  }

  /** Words hints, explanations and printed solutions in a style; the address keeps it, as it keeps the language. */
  private setStyle(style: ExplanationStyle, push: boolean): void {
    if (style === this.settings.style && !push) return;
    this.settings = { ...this.settings, style };
    if (push) this.writeUrl("replace");
    for (const b of this.els.styleSwitch!.querySelectorAll<HTMLElement>("button")) b.setAttribute("aria-pressed", String(b.dataset.style === style));
    this.renderPanel();
  }

  private readForm(): Settings {
    const v = (k: string) => (this.els[k] as HTMLInputElement | HTMLSelectElement).value;
    const p = new URLSearchParams({
      size: v("size"),
      attrs: v("attrs"),
      difficulty: v("difficulty"),
      theme: v("theme"),
      lang: this.settings.locale,
      style: this.settings.style,
      seed: v("seed"),
    });
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

  /** The address of the puzzle on screen: a generated one's settings, and the puzzle itself in the fragment. */
  private currentUrl(): string {
    const generated = !this.loaded || this.loaded.source === "generated";
    const query = (generated ? writeSettings(this.settings) : presentation(this.settings)).toString();
    return `${location.pathname}?${query}${this.fragment ? `#${this.fragment}` : ""}`;
  }

  private writeUrl(mode: "push" | "replace"): void {
    const url = this.currentUrl();
    if (mode === "push") history.pushState(null, "", url);
    else history.replaceState(null, "", url);
  }

  /**
   * Opens what the address names: the puzzle its fragment carries (when the query's settings
   * regenerate that very puzzle, the generator's own explanation comes with it), else the
   * puzzle its settings generate. A fragment that cannot be read says why and falls back on
   * the settings.
   */
  private async openUrl(first: boolean): Promise<void> {
    const params = new URLSearchParams(location.search);
    const hash = location.hash.replace(/^#/, "");
    const next = readSettings(params, this.settings.seed, this.settings.locale);
    const loaded = this.loaded;
    if (!first && loaded && (hash ? hash === this.fragment : loaded.source === "generated" && sameSettings(next, loaded.settings))) {
      this.setLocale(next.locale, false);
      this.setStyle(next.style, false);
      return;
    }
    if (next.locale !== this.settings.locale) this.setLocale(next.locale, false);
    if (next.style !== this.settings.style) this.setStyle(next.style, false);
    this.settings = this.fitToTheme(next);
    this.renderSettings();
    let notice: string | undefined;
    const cached = hash ? this.cache.get(hash) : undefined;
    if (cached) {
      this.show(cached, false);
      return;
    }
    const read = hash ? await readFragment(hash) : undefined;
    if (read && "problem" in read) notice = this.t.linkProblems[read.problem];
    else if (read) {
      const parsed = parsePuzzle(read.text);
      if (!parsed.ok) {
        this.loadIssues = parsed.issues;
        this.forgetText();
        (this.els.load as HTMLDetailsElement).open = true;
        this.renderLoadErrors();
        notice = this.t.linkInvalid;
      } else {
        if (hasSeed(params)) {
          const generated = await this.requestGenerate(this.settings);
          if (generated === "cancelled") return;
          if (generated && puzzleId(generated.puzzle) === puzzleId(parsed.value)) {
            this.show({ ...generated, source: "generated", settings: this.settings, id: puzzleId(generated.puzzle) }, false);
            return;
          }
        }
        await this.analyzeAndShow(parsed.value, "shared", false);
        return;
      }
    }
    await this.generate(first && !hasSeed(params) ? "replace" : false);
    if (notice && this.loaded) this.setPanel({ kind: "message", text: notice, error: true });
  }

  /** Generates a puzzle in the worker; `undefined` when the generator failed (the error is shown). */
  private async requestGenerate(s: Settings): Promise<EngineResults["generate"] | "cancelled" | undefined> {
    this.engine.cancel();
    this.setBusy(true, this.t.generating);
    try {
      return await this.engine.request("generate", {
        request: { size: s.size, attributes: s.attributes, difficulty: s.difficulty, theme: s.theme, seed: seedNumber(s.seed) },
      });
    } catch (error) {
      if (error instanceof Cancelled) return "cancelled";
      this.showError(error);
      return undefined;
    } finally {
      if (!this.engine.busy) this.setBusy(false);
    }
  }

  private async generate(url: "push" | "replace" | false): Promise<void> {
    const s = this.settings;
    if (url) {
      this.fragment = undefined;
      this.writeUrl(url);
    }
    const result = await this.requestGenerate(s);
    if (result && result !== "cancelled") this.show({ ...result, source: "generated", settings: s, id: puzzleId(result.puzzle) }, false);
  }

  private async analyzeAndShow(puzzle: Puzzle, source: "pasted" | "shared", push: boolean): Promise<void> {
    this.engine.cancel();
    this.setBusy(true, this.t.solving);
    try {
      const analysis = await this.engine.request("analyze", { puzzle });
      this.show({ puzzle, analysis, source, id: puzzleId(puzzle) }, push);
    } catch (error) {
      if (error instanceof Cancelled) return;
      if (error instanceof EngineError && error.issues?.length) {
        this.loadIssues = error.issues;
        this.forgetText();
        this.renderLoadErrors();
      } else this.showError(error);
    }
    this.setBusy(false);
  }

  private show(loaded: Loaded, push: boolean): void {
    this.saveProgress();
    this.loaded = loaded;
    this.marks = new MarkGrid(loaded.puzzle.attributes, loaded.puzzle.size);
    this.marks.autoMarks = this.prefs.autoMarks;
    this.restoreProgress(this.store.load(loaded.id));
    this.panel = { kind: "none" };
    this.violated = new Set(loaded.analysis.conflict ?? []);
    this.usedClues.clear();
    this.explained = [];
    this.grid.show(this.marks, false);
    this.grid.highlight([]);
    this.grid.outline([]);
    this.renderPuzzle();
    if (this.solvedMs !== undefined) this.setPanel({ kind: "check" });
    this.renderClock();
    this.fragment = undefined;
    this.fragmentReady = this.updateFragment(loaded, push);
  }

  /** Puts the puzzle on screen into the address bar, compressed into the fragment. */
  private async updateFragment(loaded: Loaded, push: boolean): Promise<void> {
    const fragment = await puzzleFragment(loaded.puzzle);
    if (this.loaded !== loaded) return;
    this.fragment = fragment;
    this.cache.delete(fragment);
    this.cache.set(fragment, loaded);
    if (this.cache.size > cacheSize) this.cache.delete(this.cache.keys().next().value!);
    this.writeUrl(push ? "push" : "replace");
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

  /** Loads a pasted document: JSON when it looks like JSON, else a puzzle text in any of the page's languages. */
  private async loadText(text: string): Promise<void> {
    if (looksLikeJson(text)) {
      const parsed = parsePuzzle(text);
      this.forgetText();
      this.loadIssues = parsed.ok ? [] : parsed.issues;
      this.renderLoadErrors();
      if (parsed.ok) await this.analyzeAndShow(parsed.value, "pasted", true);
      return;
    }
    const read = readText(text, this.settings.locale);
    this.textRead = read;
    this.loadIssues = read.issues;
    this.readingNotes = [];
    this.renderLoadErrors();
    if (!read.puzzle) return;
    const puzzle = await this.settleReadings(read.puzzle, read.reading.choices);
    if (puzzle) await this.analyzeAndShow(puzzle, "pasted", true);
  }

  /**
   * Reads the text's ambiguous phrases ("on the left of": the next house, or any house on that
   * side) the way that gives one solution, when the reader's default does not: a puzzle's
   * author means it to have one. Each phrase is then listed with the solutions under each
   * reading. `undefined` when cancelled.
   */
  private async settleReadings(puzzle: Puzzle, choices: readonly ReadingChoice[]): Promise<Puzzle | undefined> {
    if (choices.length === 0) return puzzle;
    const kinds = [...new Set(choices.map((c) => c.ambiguity))];
    const flippedBy = (mask: number) => new Set(kinds.filter((_, i) => mask & (1 << i)));
    const statuses: SolutionStatus[] = [];
    this.setBusy(true, this.t.solving);
    try {
      for (let mask = 0; mask < 1 << kinds.length; mask++)
        statuses.push(await this.engine.request("count", { puzzle: withReadings(puzzle, choices, flippedBy(mask)) }));
    } catch (error) {
      if (!(error instanceof Cancelled)) this.showError(error);
      return undefined;
    } finally {
      this.setBusy(false);
    }
    const picked = Math.max(0, statuses.indexOf("unique"));
    const solutions = (mask: number) => ({
      solutions: statuses[mask] === "unique" ? 1 : statuses[mask] === "several" ? 2 : 0,
      capped: statuses[mask] === "several",
    });
    this.readingNotes = choices.map((choice) => {
      const bit = 1 << kinds.indexOf(choice.ambiguity);
      return {
        choice,
        counts: [
          { reading: choice.chosen, ...solutions(picked & ~bit), chosen: (picked & bit) === 0 },
          { reading: choice.alternative.reading, ...solutions(picked | bit), chosen: (picked & bit) !== 0 },
        ],
      };
    });
    this.renderLoadErrors();
    return withReadings(puzzle, choices, flippedBy(picked));
  }

  /** Forgets the text read last, for a document that is not one. */
  private forgetText(): void {
    this.textRead = undefined;
    this.readingNotes = [];
  }

  /** Plays the sentences of a text that were read, leaving out those that were not. */
  private async loadPartial(puzzle: Puzzle, choices: readonly ReadingChoice[]): Promise<void> {
    this.loadIssues = [];
    this.renderLoadErrors();
    const settled = await this.settleReadings(puzzle, choices);
    if (settled) await this.analyzeAndShow(settled, "pasted", true);
  }

  // ----- the game: progress, clock, clues, notes -------------------------------------------

  private restoreProgress(saved: Progress | undefined): void {
    const clues = this.loaded!.puzzle.clues.length;
    if (saved && !this.marks!.decode(saved.marks)) saved = { ...saved, marks: "" };
    this.struck = new Set((saved?.struck ?? []).filter((i) => i < clues));
    this.notes = saved?.notes ?? "";
    this.hints = saved?.hints ?? 0;
    this.revealed = saved?.revealed ?? false;
    this.solvedMs = saved?.solvedMs;
    this.clock.reset(saved?.elapsedMs ?? 0);
    this.paused = false;
    this.hiddenPause = false;
    if (this.solvedMs === undefined && !this.revealed) {
      if (document.hidden) this.hiddenPause = true;
      else this.clock.start();
    }
  }

  private saveProgress(): void {
    const loaded = this.loaded;
    if (!loaded || !this.marks) return;
    const progress: Progress = {
      marks: this.marks.encode(),
      struck: [...this.struck].sort((a, b) => a - b),
      notes: this.notes,
      elapsedMs: Math.round(this.solvedMs ?? this.clock.elapsed()),
      hints: this.hints,
      revealed: this.revealed,
      ...(this.solvedMs !== undefined ? { solvedMs: Math.round(this.solvedMs) } : {}),
    };
    const ok = this.store.save(loaded.id, progress);
    if (ok === this.saveFailed) {
      this.saveFailed = !ok;
      this.els.saveNote!.hidden = ok;
    }
  }

  private tick(): void {
    if (!this.clock.running) return;
    this.renderClock();
    if (Math.floor(this.clock.elapsed() / 1000) % 10 === 0) this.saveProgress();
  }

  private onVisibility(): void {
    if (document.hidden) {
      if (this.clock.running) {
        this.clock.pause();
        this.hiddenPause = true;
      }
      this.saveProgress();
    } else if (this.hiddenPause) {
      this.hiddenPause = false;
      if (!this.paused && this.solvedMs === undefined && !this.revealed) this.clock.start();
      this.renderClock();
    }
  }

  private togglePause(): void {
    if (!this.loaded || this.solvedMs !== undefined || this.revealed) return;
    this.paused = !this.paused;
    if (this.paused) this.clock.pause();
    else this.clock.start();
    this.saveProgress();
    this.renderClock();
    if (!this.paused) this.grid.focusGrid();
    else (this.els.resume as HTMLButtonElement).focus();
  }

  private toggleTimeShown(): void {
    this.updatePrefs({ timerHidden: !this.prefs.timerHidden });
    this.renderClock();
  }

  private updatePrefs(change: Partial<Prefs>): void {
    this.prefs = { ...this.prefs, ...change };
    savePrefs(this.storage, this.prefs);
  }

  private toggleStrike(i: number): void {
    if (this.struck.has(i)) this.struck.delete(i);
    else this.struck.add(i);
    this.renderClueMarks();
    this.saveProgress();
  }

  private onNotes(): void {
    this.notes = (this.els.notes as HTMLTextAreaElement).value;
    clearTimeout(this.notesTimer);
    this.notesTimer = setTimeout(() => this.saveProgress(), 400);
  }

  private setView(kind: GridKind): void {
    if (kind === this.prefs.view) return;
    this.updatePrefs({ view: kind });
    if (this.loaded && this.words) {
      this.grid.build(this.marks!, gridLabels(this.loaded.puzzle, this.words, this.t), kind);
      if (this.panel.kind === "explain") this.explain(this.panel.index);
    }
    this.renderButtons();
  }

  private setAutoMarks(level: AutoMarks): void {
    this.updatePrefs({ autoMarks: level });
    if (this.marks) this.marks.autoMarks = level;
    if (this.panel.kind === "explain") this.explain(this.panel.index);
    else this.grid.refresh();
  }

  private onSolved(): void {
    if (this.solvedMs === undefined) {
      this.clock.pause();
      this.solvedMs = this.clock.elapsed();
      this.paused = false;
    }
    this.saveProgress();
    this.renderClock();
  }

  private async copy(text: string, field: HTMLInputElement | undefined, done: string): Promise<boolean> {
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
    if (ok && this.panel.kind === "share") {
      this.panel = { kind: "share", status: done };
      const status = this.els.panel!.querySelector("#copy-status");
      if (status) status.textContent = done;
    }
    return ok;
  }

  private async shareResult(text: string): Promise<void> {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ text });
        return;
      } catch {
        // Cancelled, or not allowed here: copy instead.
      }
    }
    if (await this.copy(text, undefined, this.t.resultCopied)) {
      const status = this.els.panel!.querySelector("#result-status");
      if (status) status.textContent = this.t.resultCopied;
    }
  }

  private async openShare(): Promise<void> {
    if (this.panel.kind === "share") {
      this.closePanel();
      return;
    }
    await this.fragmentReady;
    this.setPanel({ kind: "share" });
    const field = this.els.panel!.querySelector<HTMLInputElement>("#share-link");
    field?.focus();
    field?.select();
  }

  // ----- printing --------------------------------------------------------------------------

  private printItem(loaded: Loaded, words: Words): PrintPuzzle {
    const solution = this.solution();
    return { puzzle: loaded.puzzle, words, title: this.titleOf(loaded), meta: this.els.puzzleMeta!.textContent ?? "", ...(solution ? { solution } : {}) };
  }

  /** Lays out the puzzle on screen for printing: its clues and an empty grid, then its solution when chosen. */
  private preparePrint(): number {
    const loaded = this.loaded;
    const words = this.words;
    if (!loaded || !words) return 0;
    const steps = loaded.analysis.status === "unique" ? loaded.analysis.steps : [];
    return layoutPrint(this.els.printArea!, [this.printItem(loaded, words)], {
      view: this.prefs.view,
      t: this.t,
      solutions: this.printSolution && loaded.analysis.status === "unique",
      details: (item) => [
        h("p", { class: "answer" }, this.answerText(item.solution!)),
        steps.length
          ? h(
              "ol",
              { class: "print-steps" },
              steps.map((s) => h("li", null, this.stepText(s))),
            )
          : null,
      ],
    });
  }

  private printPuzzle(): void {
    if (this.preparePrint() > 0) window.print();
  }

  /** Generates `count` puzzles of the form's settings (seeds counting up from its seed) and prints them as a booklet. */
  private async printBooklet(count: number): Promise<void> {
    const n = Math.max(1, Math.min(50, Math.floor(Number.isFinite(count) ? count : 6)));
    const s = this.readForm();
    const base = seedNumber(s.seed);
    const items: PrintPuzzle[] = [];
    this.engine.cancel();
    try {
      for (let i = 0; i < n; i++) {
        this.setBusy(true, this.t.bookletProgress(i + 1, n));
        const seed = base + i;
        const result = await this.engine.request("generate", {
          request: { size: s.size, attributes: s.attributes, difficulty: s.difficulty, theme: s.theme, seed },
        });
        const solution = result.analysis.solution ?? result.puzzle.solution;
        items.push({
          puzzle: result.puzzle,
          words: wordsFor(result.puzzle, this.settings.locale),
          title: this.t.bookletPuzzle(i + 1),
          meta: this.t.generatedBy(String(seed), this.t.difficultyNames[s.difficulty]),
          ...(solution ? { solution } : {}),
        });
      }
    } catch (error) {
      if (!(error instanceof Cancelled)) {
        this.setBusy(false);
        this.showError(error);
      }
      return;
    }
    this.setBusy(false);
    layoutPrint(this.els.printArea!, items, { view: this.prefs.view, t: this.t, solutions: true });
    window.print();
  }

  // ----- actions --------------------------------------------------------------------------

  private afterMarksChanged(): void {
    if (this.loaded && this.marks?.complete() && checkMarks(this.loaded.puzzle, this.marks).solved) {
      // The last mark solved it: say so at once.
      this.onSolved();
      this.grid.refresh();
      this.setPanel({ kind: "check" });
      return;
    }
    this.saveProgress();
    if (this.panel.kind === "hint" || this.panel.kind === "check") {
      this.panel = { kind: "none" };
      this.usedClues.clear();
      this.violated.clear();
      this.grid.highlight([]);
      this.grid.outline([]);
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

  private setPanel(
    panel: Panel,
    clues: Iterable<number> = [],
    violated: Iterable<number> = [],
    cells: readonly (Cell | PairCell)[] = [],
    clashes: readonly PairCell[] = [],
  ): void {
    const wasExplain = this.panel.kind === "explain";
    this.panel = panel;
    this.usedClues = new Set(clues);
    this.violated = new Set(violated);
    if (wasExplain && panel.kind !== "explain") this.grid.show(this.marks!, false);
    this.grid.highlight(cells);
    this.grid.outline(clashes);
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
    this.setPanel({ kind: "check" }, [], c.violated, [], this.marks.conflicts());
  }

  private hint(): void {
    const loaded = this.loaded;
    if (!loaded || !this.marks || loaded.analysis.status !== "unique") return;
    const c = checkMarks(loaded.puzzle, this.marks);
    if (c.violated.length || c.clashes || c.deadLines) {
      this.setPanel({ kind: "hint", reason: "fix" }, [], c.violated, [], this.marks.conflicts());
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
    if (this.solvedMs === undefined) this.hints++;
    this.saveProgress();
    this.setPanel({ kind: "hint", step: next.step, index: next.index }, next.step.clues, [], conclusionCells(next.step, this.marks));
  }

  private applyHint(step: Step): void {
    if (!this.marks) return;
    this.marks.apply(stepMarks(step, this.marks));
    this.afterMarksChanged();
    this.grid.focusGrid();
  }

  /** The marks after `index` steps of the explanation, from the nearest ones already worked out. */
  private explainedGrid(index: number): MarkGrid {
    const loaded = this.loaded!;
    const shown = new MarkGrid(loaded.puzzle.attributes, loaded.puzzle.size);
    shown.autoMarks = this.prefs.autoMarks;
    let k = Math.min(index, this.explained.length - 1);
    if (k >= 0) shown.decode(this.explained[k]!);
    else {
      this.explained[0] = shown.encode();
      k = 0;
    }
    for (; k < index; k++) {
      shown.apply(stepMarks(loaded.analysis.steps[k]!, shown));
      this.explained[k + 1] = shown.encode();
    }
    return shown;
  }

  private explain(index: number): void {
    const loaded = this.loaded;
    if (!loaded || !this.marks) return;
    const steps = loaded.analysis.steps;
    const i = Math.max(0, Math.min(steps.length, index));
    const shown = this.explainedGrid(i);
    const step = i > 0 ? steps[i - 1] : undefined;
    if (i > 0 && this.solvedMs === undefined && !this.revealed) {
      this.revealed = true;
      this.saveProgress();
    }
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
    if (this.panel.kind === "reveal" || this.panel.kind === "confirm-reveal") this.setPanel({ kind: "none" });
    else if (this.solvedMs !== undefined || this.revealed) this.setPanel({ kind: "reveal" });
    else this.setPanel({ kind: "confirm-reveal" });
  }

  private confirmReveal(): void {
    this.revealed = true;
    this.clock.pause();
    this.paused = false;
    this.saveProgress();
    this.renderClock();
    this.setPanel({ kind: "reveal" });
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
