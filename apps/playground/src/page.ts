// What the page's parts (`shell/`, `panels/`) see of the app: its state and its actions.
// A leaf module, so that the parts and the app that holds them depend on it, not on each other.
import type { ExplanationStyle, PlaygroundStrings } from "@zebra/locale-kit";
import type { Conclusion, Grid, Puzzle, Step } from "@zebra/model";
import type { FactExplanation } from "@zebra/solver";
import type { Game } from "./game.js";
import type { AutoMarks, Cell, MarkGrid, PairCell } from "./state/marks.js";
import type { GridKind, Prefs } from "./state/prefs.js";
import type { KeyValueStorage } from "./state/progress.js";
import type { Settings } from "./state/settings.js";
import type { Words } from "./text.js";
import type { GridView } from "./ui/grid-view.js";
import type { EngineClient } from "./worker/client.js";
import type { Analysis, ThemeInfo } from "./worker/protocol.js";

/** A puzzle on screen, with what the engine found out about it. */
export interface Loaded {
  readonly puzzle: Puzzle;
  readonly analysis: Analysis;
  readonly source: "generated" | "pasted" | "shared";
  readonly settings?: Settings;
  /** Names the puzzle for its saved progress. */
  readonly id: string;
}

/** What ends a game before it is solved: the solution, the explanation stepped through, or the steps to a fact. */
export type EndingAction = "reveal" | "explain" | "why";

/** What the panel above the grid shows. */
export type Panel =
  | { kind: "none" }
  | { kind: "check" }
  /** The marks the solution contradicts (Show my errors). */
  | { kind: "errors"; cells: readonly PairCell[] }
  | { kind: "hint"; step?: Step; index?: number; reason?: "wrong" | "fix" | "none" | "no-trace" | "stuck"; wrong?: readonly PairCell[] }
  | { kind: "explain"; index: number }
  /** Why a fact holds: the steps that derive it, once the worker has found them; `say`: the fact is put in words above them. */
  | { kind: "why"; fact: Conclusion; say: boolean; result?: FactExplanation; steps?: readonly Step[] }
  /** Asks before an action that ends a game under way: Reveal, stepping through Explain, or "why?". */
  | { kind: "confirm"; action: EndingAction; proceed: () => void }
  | { kind: "reveal" }
  | { kind: "share"; status?: string }
  | { kind: "print" }
  | { kind: "stats" }
  | { kind: "message"; text: string; error?: boolean };

/** Opening puzzles (`shell/loader.ts`), as the page's parts use it. */
interface PuzzleLoader {
  openUrl(first: boolean): Promise<void>;
  generate(url: "push" | "replace" | false): Promise<void>;
  loadText(text: string): Promise<void>;
  loadFile(): Promise<void>;
  renderLoadErrors(): void;
}

/** The address bar (`shell/address.ts`), as the page's parts use it. */
interface PageAddress {
  fragment: string | undefined;
  readonly ready: Promise<void>;
  cached(fragment: string): Loaded | undefined;
  write(mode: "push" | "replace"): void;
  show(loaded: Loaded, push: boolean): void;
}

/** The app, as its parts see it. */
export interface Page {
  settings: Settings;
  readonly t: PlaygroundStrings;
  readonly prefs: Prefs;
  readonly themes: readonly ThemeInfo[];
  readonly loaded: Loaded | undefined;
  words: Words | undefined;
  readonly marks: MarkGrid | undefined;
  panel: Panel;
  readonly violated: ReadonlySet<number>;
  readonly usedClues: ReadonlySet<number>;
  readonly engine: EngineClient;
  readonly grid: GridView;
  readonly game: Game;
  readonly loader: PuzzleLoader;
  readonly address: PageAddress;
  readonly explained: string[];
  printSolution: boolean;
  readonly currentClue: number | undefined;
  readonly els: Record<string, HTMLElement>;
  readonly busy: boolean;
  readonly storage: KeyValueStorage | undefined;
  fitToTheme(settings: Settings): Settings;
  titleOf(loaded: Loaded): string;
  solution(): Grid | undefined;
  setBusy(busy: boolean, text?: string): void;
  setLocale(locale: string, push: boolean): void;
  setStyle(style: ExplanationStyle, push: boolean): void;
  readForm(): Settings;
  onSettingChanged(): void;
  newSeed(): void;
  openDaily(): Promise<void>;
  onGenerateClicked(): Promise<void>;
  show(loaded: Loaded, push: boolean): void;
  showError(error: unknown): void;
  saveProgress(): void;
  togglePause(): void;
  toggleTimeShown(): void;
  showClue(step: number): void;
  toggleStrike(i: number): void;
  onNotes(): void;
  setView(kind: GridKind): void;
  setAutoMarks(level: AutoMarks): void;
  afterMarksChanged(): void;
  undo(): void;
  redo(): void;
  clear(): void;
  setPanel(panel: Panel, clues?: Iterable<number>, violated?: Iterable<number>, cells?: readonly (Cell | PairCell)[], clashes?: readonly PairCell[]): void;
  closePanel(): void;
}
