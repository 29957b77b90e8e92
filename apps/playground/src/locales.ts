import { type Locale, type UiStrings, uiStringsOf } from "@zebra/locale-kit";

// Every locale package of the workspace (`packages/render-*`), found at build time: a new
// locale appears in the language switch once its package exists, with no change here. Vite
// reads each package from its sources, as it reads every package of the workspace. English,
// the fallback, comes with the page; every other locale is a chunk of its own, loaded when it
// is shown or when a pasted text needs its reader.
const english = import.meta.glob<Locale>("../../../packages/render-en/src/index.ts", { eager: true, import: "locale" });
const others = import.meta.glob<Locale>(["../../../packages/render-*/src/index.ts", "!../../../packages/render-en/src/index.ts"], { import: "locale" });

// "../../../packages/render-de/src/index.ts" → "de" (string steps: a pattern here would backtrack on long paths).
const codeOf = (path: string) => path.split("/").at(-3)!.slice("render-".length);
const loaded = new Map<string, Locale>(Object.values(english).map((locale) => [locale.code, locale]));
const loaders = new Map<string, () => Promise<Locale>>(Object.entries(others).map(([path, load]) => [codeOf(path), load]));

/** The locale codes, in the switch's order: English first, then by code. */
export const localeCodes: readonly string[] = [...new Set([...loaded.keys(), ...loaders.keys()])].sort((a, b) =>
  a === "en" ? -1 : b === "en" ? 1 : a.localeCompare(b),
);

/** A language's name in itself ("Deutsch", "日本語"), before its locale is loaded. */
export function languageName(code: string): string {
  const locale = loaded.get(code);
  if (locale) return locale.language;
  try {
    return new Intl.DisplayNames([code], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Loads a locale's chunk (once); English for a code the playground does not have. */
export async function loadLocale(code: string): Promise<Locale> {
  const ready = loaded.get(code);
  if (ready) return ready;
  const load = loaders.get(code);
  if (!load) return localeOf(code);
  const locale = await load();
  loaded.set(code, locale);
  return locale;
}

/** Whether a locale can be shown at once (loaded, or a code the playground does not have, which shows English). */
export function isLoaded(code: string): boolean {
  return loaded.has(code) || !loaders.has(code);
}

/** Loads every locale, for reading a pasted text in any language. */
export async function loadAllLocales(): Promise<readonly Locale[]> {
  return Promise.all(localeCodes.map(loadLocale));
}

/** The locale of a code, once loaded; English for a code the playground does not have or has not loaded. */
export function localeOf(code: string): Locale {
  return loaded.get(code) ?? loaded.get("en") ?? [...loaded.values()][0]!;
}

/** The strings of the playground around a locale's text: the locale's own, or English's when it has none. */
export function uiOf(code: string): UiStrings {
  return uiStringsOf(localeOf(code), localeOf("en"));
}

/** The locale a browser asks for (by primary language), else English. */
export function browserLocale(languages: readonly string[]): string {
  for (const language of languages) {
    const primary = language.toLowerCase().split(/[-_]/)[0];
    const match = localeCodes.find((code) => code.toLowerCase().split(/[-_]/)[0] === primary);
    if (match !== undefined) return match;
  }
  return "en";
}
