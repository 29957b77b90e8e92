import { isPositionRef, wordedClueTypes, type Clue, type Entity, type Fact, type Puzzle, type Step } from "@zebra/model";
import type { RenderContext, Renderer } from "@zebra/locale-kit";

/** The renderer and context of a puzzle in a locale (`Words` of text.ts, which builds on this file). */
interface Words {
  readonly renderer: Renderer;
  readonly ctx: RenderContext;
}

/*
 * Clues and steps of logic-grid puzzles in symbols, for as long as a locale has no words for
 * them: the page shows "Amy ∈ {tart, $5}" rather than failing. Values are written as the
 * locale writes them, so the symbols read in every language.
 */

/** Whether the locale words logic-grid puzzles: their clues, and steps without houses. */
export function wordsLogicGrids(words: Words): boolean {
  return words.renderer.logicGrids;
}

/** Whether the locale words a clue: every locale words the row puzzles' types, and the genre's only one that words logic grids. */
export function wordsClue(words: Words, clue: Clue): boolean {
  return (wordedClueTypes as readonly string[]).includes(clue.type) || wordsLogicGrids(words);
}

function entity(words: Words, e: Entity): string {
  if (isPositionRef(e)) return `#${e.pos}`;
  return words.renderer.value(e.attr, e.value, words.ctx);
}

function heading(words: Words, attr: string): string {
  return words.renderer.heading(attr, words.ctx);
}

/** A logic-grid clue in symbols: "A ∈ {B, C}", "{A, B} = {X, Y}", "Age(A) = 2 × Age(B)". */
export function clueNotation(words: Words, clue: Clue): string {
  const e = (x: Entity) => entity(words, x);
  switch (clue.type) {
    case "either":
      return `${e(clue.a)} ∈ {${e(clue.b)}, ${e(clue.c)}}`;
    case "neither":
      return `${e(clue.a)} ∉ {${e(clue.b)}, ${e(clue.c)}}`;
    case "one_each":
      return `{${e(clue.of[0])}, ${e(clue.of[1])}} = {${e(clue.a)}, ${e(clue.b)}}`;
    case "all_different":
      return clue.of.map(e).join(" ≠ ");
    case "ratio":
      return `${heading(words, clue.attr)}(${e(clue.a)}) = ${clue.factor} × ${heading(words, clue.attr)}(${e(clue.b)})`;
    case "least":
      return `${e(clue.a)} = min ${heading(words, clue.attr)}`;
    case "most":
      return `${e(clue.a)} = max ${heading(words, clue.attr)}`;
    default:
      return words.renderer.clue(clue, words.ctx);
  }
}

/** A fact of a logic grid in symbols, its key's values in the houses' place: "tart = Amy", "cake ≠ Bob, Cal", "pie ∈ {Amy, Cal}". */
export function factNotation(words: Words, puzzle: Puzzle, fact: Fact): string {
  const key = puzzle.attributes[0]!;
  const place = (pos: number) => words.renderer.value(key.name, key.values[pos - 1]!, words.ctx);
  const subject = entity(words, fact.entity);
  if (fact.kind === "at") return `${subject} = ${place(fact.pos)}`;
  if (fact.kind === "not_at") return `${subject} ≠ ${fact.positions.map(place).join(", ")}`;
  return `${subject} ∈ {${fact.positions.map(place).join(", ")}}`;
}

/** A step's conclusions in symbols, after the numbers of the clues it uses: "(3) tart = Amy; cake ≠ Bob, Cal". */
export function stepNotation(words: Words, puzzle: Puzzle, step: Step): string {
  const clues = step.clues.length > 0 ? `(${step.clues.map((i) => i + 1).join(", ")}) ` : "";
  return clues + step.conclusions.map((c) => factNotation(words, puzzle, c)).join("; ");
}
