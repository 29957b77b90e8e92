// Whether the generator can make each cell of a plan, judged before the run: from the sampler's
// measured tables (levels, single ratings and any level, 2x1 to 8x6) and, for larger sizes, by a
// probe: a few puzzles of the cell made from fixed seeds, the same on every run. A cell the
// generator rarely makes is refused with the reason, since its puzzles could exhaust their
// replacement seeds mid-run.
import { difficulties, difficultyOfRating, difficultyRatings, ratingRange } from "@zebra/model";
import { deriveSeed, generatePuzzle, levelReach, ratingReach, type LevelReach } from "@zebra/sampler";
import { getVocabulary } from "@zebra/vocab";
import { CliError } from "../cli-error.js";
import { andList } from "../text.js";
import type { CellLevel, PlanCell } from "./plan.js";
import { requestIssues } from "./produce.js";

/** A measured cell is refused when fewer of its tries than this share made a puzzle … */
const minReachShare = 1 / 8;
/** … or fewer than this many did (one or two puzzles in a few tries tell little). */
const minMade = 3;
/** Puzzles a probe tries to make of a cell above the tables; one made is enough. */
const probeTries = 4;
/** The seed a probe's puzzles are derived from: fixed, so a plan is judged alike on every run. */
const probeSeed = 20261208;

/** What the tables say of a size and level, or undefined above them. */
function measuredReach(houses: number, attributes: number, level: CellLevel): LevelReach | undefined {
  return typeof level === "string" ? levelReach(houses, attributes, level) : ratingReach(houses, attributes, level);
}

function reachable(reach: LevelReach | undefined): boolean {
  return reach !== undefined && reach.made >= Math.max(minMade, reach.tries * minReachShare);
}

/**
 * Makes up to {@link probeTries} puzzles of a cell with the default theme and budget, stopping at
 * the first made; undefined when the sampler refuses the request itself (the run then says why).
 */
function probeReach(cell: PlanCell): LevelReach | undefined {
  const vocabulary = getVocabulary("default");
  for (let tries = 1; tries <= probeTries; tries++) {
    const result = generatePuzzle({
      size: cell.houses,
      attributes: cell.attributes,
      vocabulary,
      seed: deriveSeed(probeSeed, tries),
      ...(cell.level !== undefined ? { difficulty: cell.level } : {}),
    });
    if (result.ok) return { made: 1, tries };
    if (result.issues.some((issue) => requestIssues.has(issue.code))) return undefined;
  }
  return { made: 0, tries: probeTries };
}

/** "hard", "rating-6", "" (any level): the words before "puzzle". */
function levelAdjective(level: CellLevel): string {
  return level === undefined ? "" : typeof level === "number" ? `rating-${level} ` : `${level} `;
}

/** "1–4 and 7–9": whole numbers in runs. */
function runs(numbers: readonly number[]): string {
  const parts: string[] = [];
  for (let k = 0; k < numbers.length; ) {
    let end = k;
    while (end + 1 < numbers.length && numbers[end + 1] === numbers[end]! + 1) end++;
    parts.push(end === k ? `${numbers[k]}` : `${numbers[k]}–${numbers[end]}`);
    k = end + 1;
  }
  return andList(parts);
}

/** What the generator does make at a measured size, for the message: "; it makes easy ones there". */
function madeThere(cell: PlanCell): string {
  const { houses, attributes } = cell;
  if (typeof cell.level === "string") {
    const levels = difficulties.filter((level) => reachable(levelReach(houses, attributes, level)));
    return levels.length === 0 ? "" : `; it makes ${andList(levels)} ones there`;
  }
  const ratings: number[] = [];
  for (let r = ratingRange[0]; r <= ratingRange[1]; r++) if (reachable(ratingReach(houses, attributes, r))) ratings.push(r);
  return ratings.length === 0 ? "" : `; it makes ${ratings.length === 1 ? "rating" : "ratings"} ${runs(ratings)} there`;
}

/** What to ask for instead: a rating's level when the table says that level is made at the size, else another size. */
function instead(cell: PlanCell, measured: boolean): string {
  const otherSize = measured ? "a larger size" : "another size";
  if (typeof cell.level !== "number") return cell.level === undefined ? `choose ${otherSize}` : `leave that level out or choose ${otherSize}`;
  const level = difficultyOfRating(cell.level);
  const [lo, hi] = difficultyRatings[level];
  return reachable(levelReach(cell.houses, cell.attributes, level))
    ? `leave that rating out or ask for ${level} (ratings ${lo}–${hi})`
    : "leave that rating out or choose another size";
}

/**
 * Refuses a plan that has a size and level (a level, one rating or any level) the generator
 * cannot make, before anything is made. Sizes up to 8x6 are judged by the sampler's measured
 * tables (`levelReach`, `ratingReach`), larger ones by a probe of up to four puzzles.
 *
 * @param option - how the user asked for the cells, for the message (`--size 3x2 --difficulty expert`, `plan.txt`).
 * @throws {@link CliError} naming the first cell that cannot be made, and why.
 */
export function checkReach(cells: readonly PlanCell[], option: (cell: PlanCell) => string): void {
  for (const cell of cells) {
    const measured = measuredReach(cell.houses, cell.attributes, cell.level);
    const reach = measured ?? probeReach(cell);
    if (reach === undefined || (measured === undefined ? reach.made > 0 : reachable(measured))) continue;
    const size = `${cell.houses}×${cell.attributes}`;
    const puzzle = `${levelAdjective(cell.level)}puzzle`;
    const article = /^[aeiou]/.test(puzzle) ? "an" : "a";
    const why =
      measured === undefined
        ? `made no ${puzzle} of size ${size} in ${reach.tries} tries before the run`
        : `${reach.made === 0 ? `makes no ${puzzle}` : `rarely makes ${article} ${puzzle}`} of size ${size} (${reach.made} in ${reach.tries} measured tries${madeThere(cell)})`;
    throw new CliError(`${option(cell)}: the generator ${why}; ${instead(cell, measured !== undefined)}`);
  }
}
