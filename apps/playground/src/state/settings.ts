import { difficulties, type Difficulty } from "@zebra/model";
import { explanationStyles, type ExplanationStyle } from "@zebra/locale-kit";
import { browserLocale, localeCodes } from "../locales.js";
import { dailySettings, isDailyDate, today } from "./daily.js";

/** What the generator makes: people in a row of houses, or a logic-grid puzzle with no houses. */
export type PuzzleKind = "zebra" | "logic-grid";
export const puzzleKinds: readonly PuzzleKind[] = ["zebra", "logic-grid"];

/** Generator settings, carried in the page's query string so that a link reproduces the puzzle. */
export interface Settings {
  readonly kind: PuzzleKind;
  /** Number of houses (positions), or a logic grid's values per attribute. */
  readonly size: number;
  /** Number of attributes. */
  readonly attributes: number;
  readonly difficulty: Difficulty;
  /** Vocabulary theme name. */
  readonly theme: string;
  /** The locale code, one of the workspace's locale packages. */
  readonly locale: string;
  /** How hints and explanations are worded: `full` prose, or `concise` puzzle-book lines. */
  readonly style: ExplanationStyle;
  /** The generator's seed, as typed (digits or any short text). */
  readonly seed: string;
  /** The date of the daily puzzle these settings make (`YYYY-MM-DD`), which the address names instead of them. */
  readonly daily?: string;
}

/** Bounds of the generator settings the playground offers, per kind (a logic grid's are the genre's sizes, 3 × 4 to 6 × 7). */
export const kindLimits = {
  zebra: { minSize: 2, maxSize: 12, minAttributes: 2, maxAttributes: 12 },
  "logic-grid": { minSize: 4, maxSize: 7, minAttributes: 3, maxAttributes: 6 },
} as const;

const defaultSettings: Omit<Settings, "seed"> = {
  kind: "zebra",
  size: 5,
  attributes: 5,
  difficulty: "medium",
  theme: "",
  locale: "en",
  style: "full",
};

function clampInt(text: string | null, min: number, max: number, fallback: number): number {
  if (text === null || !/^\d{1,3}$/.test(text.trim())) return fallback;
  return Math.min(max, Math.max(min, Number.parseInt(text, 10)));
}

/** Whether a query string names a puzzle to generate (it has a seed, or the date of a daily puzzle). */
export function hasSeed(params: URLSearchParams): boolean {
  return (params.get("seed") ?? params.get("daily") ?? "").trim() !== "";
}

/**
 * Reads settings from a query string, falling back to defaults (and to `fallbackSeed`) for
 * anything missing or out of range.
 */
export function readSettings(params: URLSearchParams, fallbackSeed: string, fallbackLocale = "en"): Settings {
  const kind = (puzzleKinds as readonly string[]).includes(params.get("kind") ?? "") ? (params.get("kind") as PuzzleKind) : defaultSettings.kind;
  const bounds = kindLimits[kind];
  const size = clampInt(params.get("size"), bounds.minSize, bounds.maxSize, defaultSettings.size);
  const attributes = clampInt(params.get("attrs"), bounds.minAttributes, bounds.maxAttributes, Math.min(defaultSettings.attributes, bounds.maxAttributes));
  const d = params.get("difficulty");
  const difficulty = (difficulties as readonly string[]).includes(d ?? "") ? (d as Difficulty) : defaultSettings.difficulty;
  const l = params.get("lang");
  const locale = localeCodes.includes(l ?? "") ? l! : fallbackLocale;
  const st = params.get("style");
  const style = (explanationStyles as readonly string[]).includes(st ?? "") ? (st as ExplanationStyle) : defaultSettings.style;
  const daily = params.get("daily")?.trim();
  if (daily) {
    // A date that is not one gives today's puzzle (and the address says so).
    const date = isDailyDate(daily) ? daily : today();
    return { kind: defaultSettings.kind, ...dailySettings(date), locale, style, daily: date };
  }
  const theme = (params.get("theme") ?? "").trim().slice(0, 40);
  const seed = (params.get("seed") ?? "").trim().slice(0, 40) || fallbackSeed;
  return { kind, size, attributes, difficulty, theme, locale, style, seed };
}

/** A setting the address names that the page could not use, and what it uses instead. */
export interface SettingIssue {
  readonly key: string;
  readonly value: string;
  readonly used: string;
}

/**
 * The settings a query string names that `settings` (what the page made of it) does not
 * keep: out of range, unknown, or not offered by the theme. Settings it leaves out are not
 * issues.
 */
export function settingIssues(params: URLSearchParams, settings: Settings): SettingIssue[] {
  if (settings.daily) {
    const asked = params.get("daily")!.trim();
    return asked === settings.daily ? [] : [{ key: "daily", value: asked.slice(0, 40), used: settings.daily }];
  }
  const used: Record<string, string> = {
    kind: settings.kind,
    size: String(settings.size),
    attrs: String(settings.attributes),
    difficulty: settings.difficulty,
    theme: settings.theme,
    lang: settings.locale,
    style: settings.style,
  };
  const issues: SettingIssue[] = [];
  for (const [key, value] of Object.entries(used)) {
    const asked = params.get(key)?.trim();
    if (asked && asked !== value) issues.push({ key, value: asked.slice(0, 40), used: value });
  }
  return issues;
}

/** Writes settings as a query string (stable key order). */
export function writeSettings(settings: Settings): URLSearchParams {
  if (settings.daily) return new URLSearchParams([["daily", settings.daily], ...presentation(settings)]);
  const p = new URLSearchParams();
  // The default kind is left out, so row puzzles keep the addresses they always had.
  if (settings.kind !== defaultSettings.kind) p.set("kind", settings.kind);
  p.set("size", String(settings.size));
  p.set("attrs", String(settings.attributes));
  p.set("difficulty", settings.difficulty);
  if (settings.theme) p.set("theme", settings.theme);
  for (const [key, value] of presentation(settings)) p.set(key, value);
  p.set("seed", settings.seed);
  return p;
}

/** How the page speaks, for every address (a pasted puzzle's too): the language, and the explanation style unless it is the default. */
export function presentation(settings: Pick<Settings, "locale" | "style">): URLSearchParams {
  const p = new URLSearchParams({ lang: settings.locale });
  if (settings.style !== defaultSettings.style) p.set("style", settings.style);
  return p;
}

/** A seed as the generator wants it: the number for digits, else a stable 32-bit hash of the text. */
export function seedNumber(seed: string): number {
  if (/^\d{1,15}$/.test(seed)) return Number(seed);
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** A seed for a puzzle nobody asked for by seed. */
export function randomSeed(): string {
  return String(Math.floor(Math.random() * 1_000_000));
}

/** The settings the page opens with: the address's, in the browser's language when it names none. */
export function initialSettings(): Settings {
  const languages = typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);
  return readSettings(new URLSearchParams(location.search), randomSeed(), browserLocale(languages));
}
