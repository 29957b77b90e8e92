import type { Locale } from "@zebra/locale-kit";

// Every locale package of the workspace (`packages/render-*`), found at build time: a new
// locale appears in the language switch once its package exists, with no change here. Vite
// reads each package from its sources, as it reads every package of the workspace.
const found = import.meta.glob<Locale>("../../../packages/render-*/src/index.ts", { eager: true, import: "locale" });

/** The locales the playground speaks: English first, then by code. */
export const locales: readonly Locale[] = Object.values(found)
  .filter((locale): locale is Locale => typeof locale?.code === "string")
  .sort((a, b) => (a.code === "en" ? -1 : b.code === "en" ? 1 : a.code.localeCompare(b.code)));

/** The locale codes, in the switch's order. */
export const localeCodes: readonly string[] = locales.map((locale) => locale.code);

/** The locale of a code; English for a code the playground does not have. */
export function localeOf(code: string): Locale {
  return locales.find((locale) => locale.code === code) ?? locales.find((locale) => locale.code === "en") ?? locales[0]!;
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
