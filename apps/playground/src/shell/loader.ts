import { sentenceCounts, type CliStrings, type ReadingChoice } from "@zebra/locale-kit";
import type { Issue, Puzzle } from "@zebra/model";
import { parsePuzzle } from "@zebra/model";
import type { Page as App } from "../page.js";
import { loadAllLocales, loadLocale, localeOf, uiOf } from "../locales.js";
import { looksLikeJson, readText, withReadings, type TextRead } from "../read-text.js";
import { hasSeed, readSettings, seedNumber, settingIssues, type Settings } from "../state/settings.js";
import { puzzleId, readFragment } from "../state/share.js";
import { h, replaceChildren } from "../ui/dom.js";
import { gameStrings } from "../ui/strings.js";
import { Cancelled, EngineError } from "../worker/client.js";
import type { EngineResults, SolutionStatus } from "../worker/protocol.js";
import { renderSettings } from "./chrome.js";

function sameSettings(a: Settings, b: Settings | undefined): boolean {
  return !!b && a.seed === b.seed && a.size === b.size && a.attributes === b.attributes && a.difficulty === b.difficulty && a.theme === b.theme;
}

/**
 * Opening puzzles: the one the address names, a generated one, a pasted JSON document or
 * puzzle text (with what its reader made of it), and the problems found on the way.
 */
export class Loader {
  private loadIssues: readonly Issue[] = [];
  /** The last pasted puzzle text and what its reader made of it. */
  private textRead: TextRead | undefined;
  /** The ambiguous phrases of the text loaded, and the solutions under each reading. */
  private readingNotes: readonly { readonly choice: ReadingChoice; readonly counts: Parameters<CliStrings["readingCounts"]>[2] }[] = [];

  constructor(private readonly app: App) {}

  renderLoadErrors(): void {
    const box = this.app.els.loadErrors!;
    const { renderer } = localeOf(this.app.settings.locale);
    const ui = uiOf(this.app.settings.locale);
    const text = this.textRead;
    // A text's sentences: how many were read, and what its reader took from elsewhere (values from a theme).
    const counts = text ? sentenceCounts(text.reading) : undefined;
    const readLine = counts ? h("p", { class: "sentences-read", id: "sentences-read" }, ui.cli.sentencesRead(counts.read, counts.total)) : null;
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
      h("p", null, text ? this.app.t.readProblems(this.loadIssues.length) : this.app.t.loadErrors(this.loadIssues.length)),
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
        ? h(
            "button",
            { type: "button", id: "load-partial", on: { click: () => void this.loadPartial(partial, text!.reading.choices) } },
            this.app.t.loadPartial,
          )
        : null,
    );
  }

  /**
   * Opens what the address names: the puzzle its fragment carries (when the query's settings
   * regenerate that very puzzle, the generator's own explanation comes with it), else the
   * puzzle its settings generate. A fragment that cannot be read says why and falls back on
   * the settings.
   */
  async openUrl(first: boolean): Promise<void> {
    const params = new URLSearchParams(location.search);
    const hash = location.hash.replace(/^#/, "");
    const next = readSettings(params, this.app.settings.seed, this.app.settings.locale);
    await loadLocale(next.locale);
    const loaded = this.app.loaded;
    if (!first && loaded && (hash ? hash === this.app.address.fragment : loaded.source === "generated" && sameSettings(next, loaded.settings))) {
      this.app.setLocale(next.locale, false);
      this.app.setStyle(next.style, false);
      return;
    }
    if (next.locale !== this.app.settings.locale) this.app.setLocale(next.locale, false);
    if (next.style !== this.app.settings.style) this.app.setStyle(next.style, false);
    this.app.settings = this.app.fitToTheme(next);
    renderSettings(this.app);
    const g = gameStrings(this.app.settings.locale);
    const issues = settingIssues(params, this.app.settings).map((i) => g.badSetting(`${i.key}=${i.value}`, i.used));
    let notice: string | undefined = issues.length ? issues.join(" ") : undefined;
    const cached = hash ? this.app.address.cached(hash) : undefined;
    if (cached) {
      this.app.show(cached, false);
      this.notify(notice);
      return;
    }
    const read = hash ? await readFragment(hash) : undefined;
    if (read && "problem" in read) notice = this.app.t.linkProblems[read.problem];
    else if (read) {
      const parsed = parsePuzzle(read.text);
      if (!parsed.ok) {
        this.loadIssues = parsed.issues;
        this.forgetText();
        (this.app.els.load as HTMLDetailsElement).open = true;
        this.renderLoadErrors();
        notice = this.app.t.linkInvalid;
      } else {
        if (hasSeed(params)) {
          const generated = await this.requestGenerate(this.app.settings);
          if (generated === "cancelled") return;
          if (generated && puzzleId(generated.puzzle) === puzzleId(parsed.value)) {
            this.app.show({ ...generated, source: "generated", settings: this.app.settings, id: puzzleId(generated.puzzle) }, false);
            this.notify(notice);
            return;
          }
        }
        await this.analyzeAndShow(parsed.value, "shared", false);
        this.notify(notice);
        return;
      }
    }
    await this.generate(first && !hasSeed(params) ? "replace" : false);
    this.notify(notice);
  }

  /** Generates a puzzle in the worker; `undefined` when the generator failed (the error is shown). */
  private async requestGenerate(s: Settings): Promise<EngineResults["generate"] | "cancelled" | undefined> {
    this.app.engine.cancel();
    this.app.setBusy(true, this.app.t.generating);
    try {
      return await this.app.engine.request("generate", {
        request: { kind: s.kind, size: s.size, attributes: s.attributes, difficulty: s.difficulty, theme: s.theme, seed: seedNumber(s.seed) },
      });
    } catch (error) {
      if (error instanceof Cancelled) return "cancelled";
      this.app.showError(error);
      return undefined;
    } finally {
      if (!this.app.engine.busy) this.app.setBusy(false);
    }
  }

  /**
   * Generates the puzzle of the settings and shows it. `push` makes a history entry for it once it
   * is on screen: none when the generation is cancelled or fails, and none for the puzzle already
   * there (Generate pressed again, the daily puzzle opened twice), so that Back never repeats one.
   * `replace` names the settings in the address at once (a first visit's random seed).
   */
  async generate(url: "push" | "replace" | false): Promise<void> {
    const s = this.app.settings;
    if (url === "replace") {
      this.app.address.fragment = undefined;
      this.app.address.write("replace");
    }
    const result = await this.requestGenerate(s);
    if (!result || result === "cancelled") return;
    const id = puzzleId(result.puzzle);
    this.app.show({ ...result, source: "generated", settings: s, id }, url === "push" && id !== this.app.loaded?.id);
  }

  private async analyzeAndShow(puzzle: Puzzle, source: "pasted" | "shared", push: boolean): Promise<void> {
    this.app.engine.cancel();
    this.app.setBusy(true, this.app.t.solving);
    try {
      const analysis = await this.app.engine.request("analyze", { puzzle });
      this.app.show({ puzzle, analysis, source, id: puzzleId(puzzle) }, push);
    } catch (error) {
      if (error instanceof Cancelled) return;
      if (error instanceof EngineError && error.issues?.length) {
        this.loadIssues = error.issues;
        this.forgetText();
        this.renderLoadErrors();
      } else this.app.showError(error);
    }
    this.app.setBusy(false);
  }

  async loadFile(): Promise<void> {
    const input = this.app.els.file as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    const text = await file.text();
    (this.app.els.paste as HTMLTextAreaElement).value = text;
    input.value = "";
    await this.loadText(text);
  }

  /** Loads a pasted document: JSON when it looks like JSON, else a puzzle text in any of the page's languages. */
  async loadText(text: string): Promise<void> {
    if (looksLikeJson(text)) {
      const parsed = parsePuzzle(text);
      this.forgetText();
      this.loadIssues = parsed.ok ? [] : parsed.issues;
      this.renderLoadErrors();
      if (parsed.ok) await this.analyzeAndShow(parsed.value, "pasted", true);
      return;
    }
    const read = readText(text, this.app.settings.locale, await loadAllLocales());
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
    this.app.setBusy(true, this.app.t.solving);
    try {
      for (let mask = 0; mask < 1 << kinds.length; mask++)
        statuses.push(await this.app.engine.request("count", { puzzle: withReadings(puzzle, choices, flippedBy(mask)) }));
    } catch (error) {
      if (!(error instanceof Cancelled)) this.app.showError(error);
      return undefined;
    } finally {
      this.app.setBusy(false);
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

  /** Says what went wrong opening the address, over the puzzle shown instead. */
  private notify(notice: string | undefined): void {
    if (notice && this.app.loaded) this.app.setPanel({ kind: "message", text: notice, error: true });
  }
}
