import type { Grid } from "@zebra/model";
import type { ExplanationStyle, PlaygroundStrings } from "@zebra/locale-kit";
import { Game } from "./game.js";
import { checkMarks } from "./logic/check-marks.js";
import { isLoaded, loadLocale, uiOf } from "./locales.js";
import { explain } from "./panels/explain.js";
import { renderPanel } from "./panels/panel.js";
import type { Loaded, Page, Panel } from "./page.js";
import { preparePrint } from "./panels/print.js";
import { Address } from "./shell/address.js";
import { renderChrome, renderSettings } from "./shell/chrome.js";
import { renderButtons, renderClock } from "./shell/controls-view.js";
import { onGlobalKey } from "./shell/keys.js";
import { buildPage } from "./shell/layout.js";
import { Loader } from "./shell/loader.js";
import { puzzleTitle, renderClueMarks, renderPuzzle } from "./shell/puzzle-view.js";
import { recordSolveOf } from "./panels/stats.js";
import { marksFor, type AutoMarks, type Cell, type MarkGrid, type PairCell } from "./state/marks.js";
import { loadPrefs, savePrefs, type GridKind, type Prefs } from "./state/prefs.js";
import { browserStorage, ProgressStore } from "./state/progress.js";
import { today } from "./state/daily.js";
import { initialSettings, presentation, randomSeed, readSettings, type Settings } from "./state/settings.js";
import { defaultTheme, type Words } from "./text.js";
import { h, replaceChildren } from "./ui/dom.js";
import { GridView } from "./ui/grid-view.js";
import { gridLabels } from "./ui/labels.js";
import { EngineClient } from "./worker/client.js";
import type { ThemeInfo } from "./worker/protocol.js";

export type { Loaded } from "./page.js";

/**
 * The playground page's shell: the settings, the puzzle loaded and the game on it, the panel
 * open, and the actions that change them. The page's parts are drawn by `shell/` and `panels/`.
 */
export class App implements Page {
  settings: Settings;
  t: PlaygroundStrings;
  prefs: Prefs;
  themes: readonly ThemeInfo[] = [];
  loaded: Loaded | undefined;
  words: Words | undefined;
  marks: MarkGrid | undefined;
  panel: Panel = { kind: "none" };
  /** Clues the panel shows broken, and those its step uses. */
  violated = new Set<number>();
  usedClues = new Set<number>();
  readonly engine = new EngineClient();
  readonly grid: GridView;
  readonly game = new Game();
  readonly loader: Loader = new Loader(this);
  readonly address: Address = new Address(this);
  /** The marks after each explanation step, encoded, filled as the explanation is stepped through. */
  explained: string[] = [];
  printSolution = true;
  /** The language chosen last, shown as soon as its chunk is loaded. */
  private wantedLocale: string;
  /** The clue tapped last, highlighted in the list (on a phone, the clue drawer). */
  currentClue: number | undefined;
  readonly els: Record<string, HTMLElement>;
  busy = false;
  private busyText = "";
  readonly storage = browserStorage();
  private readonly store = new ProgressStore(this.storage);
  private saveFailed = false;
  private notesTimer: ReturnType<typeof setTimeout> | undefined;
  private saveTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(root: HTMLElement) {
    this.settings = initialSettings();
    this.wantedLocale = this.settings.locale;
    this.t = uiOf(this.settings.locale).playground;
    this.prefs = loadPrefs(this.storage);
    this.grid = new GridView({
      mark: (cell, mark) => {
        if (!this.game.paused && this.marks?.set(cell, mark)) this.afterMarksChanged();
      },
      undo: () => this.undo(),
      redo: () => this.redo(),
    });
    this.els = buildPage(this, root);
    document.addEventListener("keydown", (e) => onGlobalKey(this, e));
    window.addEventListener("popstate", () => void this.loader.openUrl(false));
    window.addEventListener("hashchange", () => {
      if (location.hash.replace(/^#/, "") !== (this.address.fragment ?? "")) void this.loader.openUrl(false);
    });
    document.addEventListener("visibilitychange", () => {
      this.game.pageHidden(document.hidden);
      if (document.hidden) this.saveProgress();
      else renderClock(this);
    });
    window.addEventListener("pagehide", () => this.saveProgress());
    window.addEventListener("beforeprint", () => {
      if (!this.els.printArea!.hasChildNodes()) preparePrint(this);
    });
    window.addEventListener("afterprint", () => {
      replaceChildren(this.els.printArea!);
      this.els.printArea!.hidden = true;
    });
    setInterval(() => this.tick(), 1000);
  }

  /** Starts the page: loads the theme list and opens the puzzle the URL names. */
  async start(): Promise<void> {
    renderChrome(this);
    renderSettings(this);
    renderPuzzle(this);
    try {
      this.themes = await this.engine.request("themes", {});
    } catch (error) {
      this.showError(error);
    }
    await this.loader.openUrl(true);
  }

  /** Settings with a known theme, and sizes that theme can fill. */
  fitToTheme(settings: Settings): Settings {
    if (this.themes.length === 0) return settings;
    const theme = this.themes.find((th) => th.id === settings.theme) ?? this.themes.find((th) => th.id === defaultTheme(this.themes))!;
    return { ...settings, theme: theme.id, size: Math.min(settings.size, theme.maxSize), attributes: Math.min(settings.attributes, theme.attributes) };
  }

  titleOf(loaded: Loaded): string {
    return puzzleTitle(this, loaded);
  }

  solution(): Grid | undefined {
    return this.loaded?.analysis.solution ?? this.loaded?.puzzle.solution;
  }

  setBusy(busy: boolean, text: string = this.busyText): void {
    this.busy = busy;
    this.busyText = text;
    replaceChildren(
      this.els.busy!,
      h("span", { id: "busy-label" }, text),
      h("button", { type: "button", id: "cancel", on: { click: () => this.cancel() } }, this.t.cancel),
    );
    renderButtons(this);
  }

  /** Stops a generation or a solve in progress; the page keeps the puzzle it had. */
  private cancel(): void {
    this.engine.cancel();
    this.setBusy(false);
    if (!this.loaded) this.els.puzzleTitle!.textContent = this.t.cancelled;
  }

  setLocale(locale: string, push: boolean): void {
    this.wantedLocale = locale;
    if (locale === this.settings.locale && !push) return;
    if (!isLoaded(locale)) {
      // Its chunk is fetched now, the first time it is chosen: switch once it is here, unless
      // another language was chosen meanwhile (the last choice wins, whichever chunk comes first).
      this.els.langSwitch!.setAttribute("aria-busy", "true");
      loadLocale(locale).then(
        () => {
          if (this.wantedLocale === locale) this.setLocale(locale, push);
        },
        (error: unknown) => {
          this.els.langSwitch!.removeAttribute("aria-busy");
          this.showError(error);
        },
      );
      return;
    }
    this.els.langSwitch!.removeAttribute("aria-busy");
    this.settings = { ...this.settings, locale };
    this.t = uiOf(locale).playground;
    if (push) this.address.write("replace");
    renderChrome(this);
    renderSettings(this);
    if (this.loaded) renderPuzzle(this);
    else renderButtons(this);
    if (this.busy) this.setBusy(true, this.t.generating);
  }

  /** Words hints, explanations and printed solutions in a style; the address keeps it, as it keeps the language. */
  setStyle(style: ExplanationStyle, push: boolean): void {
    if (style === this.settings.style && !push) return;
    this.settings = { ...this.settings, style };
    if (push) this.address.write("replace");
    for (const b of this.els.styleSwitch!.querySelectorAll<HTMLElement>("button")) b.setAttribute("aria-pressed", String(b.dataset.style === style));
    renderPanel(this);
  }

  /** The generator form's settings, in the page's language and style. */
  readForm(): Settings {
    const v = (k: string) => (this.els[k] as HTMLInputElement | HTMLSelectElement).value;
    const p = new URLSearchParams({
      kind: v("kind"),
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

  onSettingChanged(): void {
    this.settings = this.readForm();
    renderSettings(this);
  }

  newSeed(): void {
    (this.els.seed as HTMLInputElement).value = randomSeed();
    void this.onGenerateClicked();
  }

  /** Opens today's daily puzzle (in the player's calendar). */
  async openDaily(): Promise<void> {
    this.settings = readSettings(new URLSearchParams([["daily", today()], ...presentation(this.settings)]), randomSeed(), this.settings.locale);
    renderSettings(this);
    await this.loader.generate("push");
  }

  async onGenerateClicked(): Promise<void> {
    this.settings = this.readForm();
    await this.loader.generate("push");
  }

  /** Puts a puzzle on screen with its saved game, if any; `push` makes a new history entry for it. */
  show(loaded: Loaded, push: boolean): void {
    this.saveProgress();
    this.loaded = loaded;
    this.marks = marksFor(loaded.puzzle);
    this.marks.autoMarks = this.prefs.autoMarks;
    this.game.restore(this.store.load(loaded.id), this.marks, loaded.puzzle.clues.length, document.hidden);
    this.panel = { kind: "none" };
    this.violated = new Set(loaded.analysis.conflict ?? []);
    this.usedClues.clear();
    this.explained = [];
    this.currentClue = undefined;
    this.grid.show(this.marks, false);
    this.grid.highlight([]);
    this.grid.outline([]);
    renderPuzzle(this);
    if (this.game.solvedMs !== undefined) this.setPanel({ kind: "check" });
    renderClock(this);
    this.address.show(loaded, push);
  }

  showError(error: unknown): void {
    const text = `${this.t.error} ${error instanceof Error ? error.message : String(error)}`;
    if (this.loaded) {
      this.panel = { kind: "message", text, error: true };
      renderPanel(this);
    } else {
      this.els.puzzleTitle!.textContent = text;
    }
  }

  saveProgress(): void {
    clearTimeout(this.saveTimer);
    if (!this.loaded || !this.marks) return;
    const ok = this.store.save(this.loaded.id, this.game.progress(this.marks));
    if (ok === this.saveFailed) {
      this.saveFailed = !ok;
      this.els.saveNote!.hidden = ok;
    }
  }

  /** Saves after a burst of marks, outside the frame that draws them (leaving the page saves at once). */
  private saveSoon(): void {
    clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => this.saveProgress(), 250);
  }

  private tick(): void {
    if (!this.game.clock.running) return;
    renderClock(this);
    if (Math.floor(this.game.clock.elapsed() / 1000) % 10 === 0) this.saveProgress();
  }

  togglePause(): void {
    if (!this.loaded || !this.game.togglePause()) return;
    this.saveProgress();
    renderClock(this);
    if (!this.game.paused) this.grid.focusGrid();
    else (this.els.resume as HTMLButtonElement).focus();
  }

  toggleTimeShown(): void {
    this.updatePrefs({ timerHidden: !this.prefs.timerHidden });
    renderClock(this);
  }

  private updatePrefs(change: Partial<Prefs>): void {
    this.prefs = { ...this.prefs, ...change };
    savePrefs(this.storage, this.prefs);
  }

  /** Steps the clue strip to the next clue (1) or the previous one (−1), round the list. */
  showClue(step: number): void {
    const n = this.loaded?.puzzle.clues.length ?? 0;
    if (n === 0) return;
    this.currentClue = ((((this.currentClue ?? 0) + step) % n) + n) % n;
    renderClueMarks(this);
  }

  toggleStrike(i: number): void {
    this.game.toggleStrike(i);
    this.currentClue = i;
    renderClueMarks(this);
    this.saveProgress();
  }

  onNotes(): void {
    this.game.notes = (this.els.notes as HTMLTextAreaElement).value;
    clearTimeout(this.notesTimer);
    this.notesTimer = setTimeout(() => this.saveProgress(), 400);
  }

  setView(kind: GridKind): void {
    if (kind === this.prefs.view) return;
    this.updatePrefs({ view: kind });
    if (this.loaded && this.words) {
      this.grid.build(this.marks!, gridLabels(this.loaded.puzzle, this.words, this.t), kind);
      if (this.panel.kind === "explain") explain(this, this.panel.index);
    }
    renderButtons(this);
  }

  setAutoMarks(level: AutoMarks): void {
    this.updatePrefs({ autoMarks: level });
    if (this.marks) this.marks.autoMarks = level;
    if (this.panel.kind === "explain") explain(this, this.panel.index);
    else this.grid.refresh();
  }

  afterMarksChanged(): void {
    if (this.loaded && this.marks?.complete() && checkMarks(this.loaded.puzzle, this.marks).solved) {
      // The last mark solved it: say so at once, and count it when it was solved on one's own.
      const first = this.game.solvedMs === undefined;
      this.game.solve();
      if (first && !this.game.revealed) recordSolveOf(this, this.loaded);
      this.saveProgress();
      renderClock(this);
      this.grid.refresh();
      this.setPanel({ kind: "check" });
      // However far down the last mark was, the player sees the result (and hears it: the panel is a live region).
      this.els.panel!.scrollIntoView({ block: "nearest" });
      return;
    }
    this.saveSoon();
    if (this.panel.kind === "hint" || this.panel.kind === "check" || this.panel.kind === "errors") {
      this.panel = { kind: "none" };
      this.usedClues.clear();
      this.violated.clear();
      this.grid.highlight([]);
      this.grid.outline([]);
      renderClueMarks(this);
      renderPanel(this);
    }
    this.grid.refresh();
    renderButtons(this);
  }

  undo(): void {
    if (this.panel.kind === "explain") return;
    if (this.marks?.undo()) this.afterMarksChanged();
  }

  redo(): void {
    if (this.panel.kind === "explain") return;
    if (this.marks?.redo()) this.afterMarksChanged();
  }

  clear(): void {
    if (this.marks?.clear()) this.afterMarksChanged();
  }

  /** Opens a panel, with the clues it uses or finds broken and the cells it points at or finds clashing. */
  setPanel(
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
    renderClueMarks(this);
    renderPanel(this);
    renderButtons(this);
  }

  closePanel(): void {
    this.setPanel({ kind: "none" });
    this.grid.focusGrid();
  }
}
