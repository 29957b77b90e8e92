import { wordedClueTypes, type Clue, type Puzzle } from "@zebra/model";
import type { Renderer } from "@zebra/locale-kit";
import { CliError } from "./cli-error.js";

/** Ends text with a newline (adds one when it has none). */
export function ensureNewline(text: string): string {
  return text.endsWith("\n") ? text : `${text}\n`;
}

/** Items listed in an English sentence: "a", "a and b", "a, b and c". */
export function andList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * Refuses to write text about a puzzle the locale does not word yet: a logic grid (no houses),
 * or one with a clue of the logic-grid genre, in a locale without words for them. `instead`
 * says what the user can do.
 */
export function requireText(name: string, puzzle: Puzzle, renderer: Renderer, instead: string): void {
  if (renderer.logicGrids) return;
  const unworded = (clue: Clue): boolean =>
    clue.type === "any_of" ? clue.options.some((option) => option.some(unworded)) : !(wordedClueTypes as readonly string[]).includes(clue.type);
  const where = `in locale ${renderer.locale} (--locale en has it)`;
  if (puzzle.kind === "logic-grid") throw new CliError(`${name}: text output is not available yet for logic-grid puzzles ${where}; ${instead}`);
  const clue = puzzle.clues.findIndex(unworded);
  if (clue >= 0) throw new CliError(`${name}: text output is not available yet for ${puzzle.clues[clue]!.type} clues (clue ${clue + 1}) ${where}; ${instead}`);
}
