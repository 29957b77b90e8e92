import type { Vocabulary } from "@zebra/model";
import { classicVocabulary } from "./themes/classic.js";
import { defaultVocabulary } from "./themes/default.js";

/**
 * The names of the built-in themes, default first.
 *
 * Use it to list choices (a CLI flag, a playground menu) and to check a name with {@link isTheme}.
 *
 * @example
 * ```ts
 * themes; // ["default", "classic"]
 * ```
 */
export const themes = ["default", "classic"] as const;

/** The name of a built-in theme: `"default"` or `"classic"`. */
export type Theme = (typeof themes)[number];

/**
 * Whether a string names a built-in theme.
 *
 * Use it on user input before {@link getVocabulary}. Cost: constant.
 *
 * @param name - the candidate name.
 * @returns `true` for `"default"` and `"classic"`.
 *
 * @example
 * ```ts
 * isTheme("classic"); // true
 * isTheme("space"); // false
 * ```
 */
export function isTheme(name: string): name is Theme {
  return (themes as readonly string[]).includes(name);
}

const vocabularies: Readonly<Record<Theme, Vocabulary>> = { default: defaultVocabulary, classic: classicVocabulary };

/**
 * The built-in vocabulary of a theme.
 *
 * Use it to hand a sampler its attribute universe and renderers their words (through
 * `lexiconFor`). The same frozen object is returned on every call. Cost: constant.
 *
 * @param theme - `"default"` (25 categorical and 4 numeric attributes, up to 12 houses with any of
 *   them) or `"classic"` (the five attributes of the classic puzzle, up to 5 houses).
 * @returns the vocabulary, whose `id` is the theme name.
 * @throws RangeError when `theme` is not a theme name (check user input with {@link isTheme}).
 *
 * @example
 * ```ts
 * const vocabulary = getVocabulary("default");
 * vocabulary.attributes.length; // 29
 * ```
 */
export function getVocabulary(theme: Theme): Vocabulary {
  if (!isTheme(theme)) throw new RangeError(`Unknown theme ${JSON.stringify(theme)}; themes are ${themes.join(", ")}.`);
  return vocabularies[theme];
}
