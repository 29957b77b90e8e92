// A generation plan: several sizes and levels in one run. A plan is a list of cells (a size, a
// level, a count), from `--size 3x3..6x6 --difficulty easy,hard --count K` or from a plan file;
// its puzzles are interleaved so that every stretch of the run holds each cell in proportion,
// and puzzle i's cell depends only on the plan and i (so shards, workers and --resume agree).
import { createHash } from "node:crypto";
import { difficulties, ratingRange, type Difficulty } from "@zebra/model";
import { CliError, OptionError } from "../cli-error.js";
import { didYouMean, parseSize, type Size } from "../options.js";

/** A level a cell's puzzles are made at: a level, one rating, or undefined for whatever grade comes. */
export type CellLevel = Difficulty | number | undefined;

/** One row of a plan: `count` puzzles of one size at one level. */
export interface PlanCell {
  readonly houses: number;
  readonly attributes: number;
  readonly level: CellLevel;
  readonly count: number;
}

/** A plan as a job carries it: its cells, its digest (recorded in each record), and which cell each puzzle of the run's range is. */
export interface PlanJob {
  readonly cells: readonly PlanCell[];
  /** SHA-256 of {@link planText}: what `meta.options.plan` records, and `--resume` compares. */
  readonly sha256: string;
  /** The index of `order[0]`. */
  readonly first: number;
  /** The cell of puzzles `first`, `first + 1`, …: indexes into `cells`. */
  readonly order: Uint16Array;
}

/** The most cells a plan may have (cell indexes are 16-bit). */
const maxPlanCells = 65_535;

/**
 * Parses a list of sizes: `5x5`, `3x3..6x6` (every size from 3 to 6 houses and 3 to 6
 * attributes, 16 sizes) or several of those separated by commas.
 *
 * @throws {@link OptionError} naming the item that is not a size or a range.
 */
export function parseSizes(text: string, option = "--size"): readonly Size[] {
  const sizes: Size[] = [];
  for (const part of text.split(",")) {
    const item = part.trim();
    const ends = item.split("..");
    if (item === "" || ends.length > 2) throw new OptionError(`${option}: '${item}' in '${text}' is not a size like 5x5 or a range like 3x3..6x6`);
    const from = parseSize(ends[0]!, option);
    const to = ends.length === 2 ? parseSize(ends[1]!, option) : from;
    if (to.houses < from.houses || to.attributes < from.attributes)
      throw new OptionError(`${option}: the range '${item}' runs backwards; write the smaller size first, e.g. 3x3..6x6`);
    for (let h = from.houses; h <= to.houses; h++) {
      for (let a = from.attributes; a <= to.attributes; a++) {
        if (sizes.some((s) => s.houses === h && s.attributes === a)) throw new OptionError(`${option}: ${h}x${a} is listed twice in '${text}'`);
        sizes.push({ houses: h, attributes: a });
      }
    }
  }
  return sizes;
}

/**
 * The plan of `--size LIST --difficulty MIX --count K`: every size with every level of the mix,
 * K split over them in proportion to the levels' weights, equally over sizes (a remainder goes
 * one each to the first cells). Cells with no puzzle are left out.
 */
export function planFromOptions(sizes: readonly Size[], mix: readonly (Difficulty | number)[] | undefined, total: number): readonly PlanCell[] {
  const levels: { level: CellLevel; weight: number }[] = [];
  for (const level of mix ?? [undefined]) {
    const known = levels.find((l) => l.level === level);
    if (known) known.weight++;
    else levels.push({ level, weight: 1 });
  }
  const weightSum = levels.reduce((n, l) => n + l.weight, 0) * sizes.length;
  const cells = sizes.flatMap((size) => levels.map((l) => ({ ...size, level: l.level, weight: l.weight })));
  // Largest remainder, in exact integers: floor(total · w / W) each, then one more for the cells
  // with the largest remainders (the first ones on a tie).
  const counts = cells.map((c) => Math.floor((total * c.weight) / weightSum));
  const rest = total - counts.reduce((n, c) => n + c, 0);
  const byRemainder = cells.map((c, k) => ({ k, r: (total * c.weight) % weightSum })).sort((x, y) => y.r - x.r || x.k - y.k);
  for (let j = 0; j < rest; j++) counts[byRemainder[j]!.k]!++;
  return cells.map((c, k) => ({ houses: c.houses, attributes: c.attributes, level: c.level, count: counts[k]! })).filter((c) => c.count > 0);
}

/** The longest row a plan file may have (a list of every size and level stays far below it). */
const maxRowLength = 1000;

/**
 * Parses a plan file: one row per line, `SIZE LEVEL COUNT` separated by spaces or tabs, where
 * SIZE is a size, a range or a list (as `--size`), LEVEL a level, a rating from 1 to 10, a list
 * of them (`easy,hard`) or `any`, and COUNT the number of puzzles of each size and level of the
 * row. `#` starts a comment; blank lines are skipped.
 *
 * @param name - the file's name, for messages.
 * @param text - its contents.
 * @throws {@link CliError} naming the file, the line and the problem.
 */
export function parsePlanFile(name: string, text: string): readonly PlanCell[] {
  const cells: PlanCell[] = [];
  const lineOf: number[] = [];
  text.split(/\r?\n/).forEach((raw, k) => {
    const line = raw.replace(/#.*/, "").trim();
    if (line === "") return;
    const where = `${name}: line ${k + 1}`;
    // A row is a few dozen characters; a longer line is not quoted back whole.
    if (line.length > maxRowLength)
      throw new CliError(`${where}: a row is SIZE LEVEL COUNT (e.g. 4x4 hard 100), not a line of ${line.length.toLocaleString("en")} characters`);
    const fields = line.split(/\s+/);
    if (fields.length !== 3) throw new CliError(`${where}: a row is SIZE LEVEL COUNT (e.g. 4x4 hard 100), got '${line}'`);
    const [sizeText, levelText, countText] = fields as [string, string, string];
    let sizes: readonly Size[];
    try {
      sizes = parseSizes(sizeText, "SIZE");
    } catch (error) {
      throw error instanceof OptionError ? new CliError(`${where}: ${error.message}`) : error;
    }
    const levels = levelText.split(",").map((item) => parseLevel(item, where));
    if (!/^\d[\d_,]*$/.test(countText) || !Number.isSafeInteger(Number(countText.replace(/[_,]/g, ""))))
      throw new CliError(`${where}: the count must be a whole number, got '${countText}'`);
    const count = Number(countText.replace(/[_,]/g, ""));
    for (const size of sizes) {
      for (const level of levels) {
        const twice = cells.findIndex((c) => c.houses === size.houses && c.attributes === size.attributes && c.level === level);
        if (twice >= 0)
          throw new CliError(`${where}: ${cellName(cells[twice]!)} is already planned on line ${lineOf[twice]}; give each size and level one row`);
        cells.push({ ...size, level, count });
        lineOf.push(k + 1);
      }
    }
  });
  const planned = cells.filter((c) => c.count > 0);
  if (planned.length === 0) throw new CliError(`${name}: the plan has no puzzles; give rows of SIZE LEVEL COUNT (e.g. 4x4 hard 100)`);
  if (planned.length > maxPlanCells) throw new CliError(`${name}: the plan has ${planned.length} sizes and levels, more than ${maxPlanCells}`);
  const total = planned.reduce((n, c) => n + c.count, 0);
  if (!Number.isSafeInteger(total)) throw new CliError(`${name}: the plan's counts add up to more than 2^53 − 1 puzzles`);
  return planned;
}

/** One level of a plan file's row: a level, a rating from 1 to 10, or `any`. */
function parseLevel(text: string, where: string): CellLevel {
  const word = text.trim().toLowerCase();
  if (word === "any") return undefined;
  if ((difficulties as readonly string[]).includes(word)) return word as Difficulty;
  const [lowest, highest] = ratingRange;
  if (/^\d+$/.test(word) && Number(word) >= lowest && Number(word) <= highest) return Number(word);
  throw new CliError(
    `${where}: unknown level '${text}'${didYouMean(word, [...difficulties, "any"])}; a level is ${difficulties.join(", ")}, a rating from ${lowest} to ${highest}, or any`,
  );
}

/** "4x3 expert", "5x5 rating 6", "3x3 any level". */
function cellName(cell: Pick<PlanCell, "houses" | "attributes" | "level">): string {
  const level = cell.level === undefined ? "any level" : typeof cell.level === "number" ? `rating ${cell.level}` : cell.level;
  return `${cell.houses}x${cell.attributes} ${level}`;
}

/** A plan in a canonical text, one `SIZE LEVEL COUNT` row per cell: what its digest is of. */
function planText(cells: readonly PlanCell[]): string {
  return cells.map((c) => `${c.houses}x${c.attributes} ${c.level ?? "any"} ${c.count}\n`).join("");
}

/** The digest of a plan, as records keep it. */
export function planDigest(cells: readonly PlanCell[]): string {
  return createHash("sha256").update(planText(cells)).digest("hex");
}

/**
 * The cell of each puzzle `start..end-1` of a plan. Puzzle k of cell j (0-based) sits at the
 * point (k + ½) / count_j of the run; the puzzles are taken in the order of their points, the
 * earlier cell first on a tie. So every stretch of the run holds each cell in proportion to its
 * count, and equal counts give a plain round: cell 0, 1, …, C−1, 0, 1, … Cost: O(end · cells).
 */
export function planOrder(cells: readonly PlanCell[], start: number, end: number): Uint16Array {
  const order = new Uint16Array(Math.max(0, end - start));
  const next = cells.map(() => 0);
  const point = cells.map((c) => 0.5 / c.count);
  for (let index = 0; index < end; index++) {
    let best = 0;
    for (let j = 1; j < cells.length; j++) if (point[j]! < point[best]!) best = j;
    if (index >= start) order[index - start] = best;
    const k = ++next[best]!;
    point[best] = k >= cells[best]!.count ? Infinity : (k + 0.5) / cells[best]!.count;
  }
  return order;
}
