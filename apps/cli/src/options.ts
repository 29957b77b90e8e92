import type { SplitPart } from "@zebra/dataset";
import { clueTypes, difficulties, maxAttributes, maxSize, ratingRange, type ClueType, type Difficulty } from "@zebra/model";
import { closest } from "./args.js";
import { OptionError } from "./cli-error.js";

/** Houses × attributes of a puzzle to generate. */
export interface Size {
  readonly houses: number;
  readonly attributes: number;
}

/**
 * Parses `--size` ("5x5": houses × attributes; "x", "X" and "×" are accepted).
 *
 * @param text - the option's value.
 * @param option - the option's name, for messages.
 * @returns the houses and attributes.
 * @throws {@link OptionError} for another shape or numbers outside the format's limits.
 * @example
 * ```ts
 * parseSize("6x4"); // { houses: 6, attributes: 4 }
 * ```
 */
export function parseSize(text: string, option = "--size"): Size {
  const match = /^\s*(\d+)\s*[xX×]\s*(\d+)\s*$/.exec(text);
  if (!match) throw new OptionError(`${option} must be HOUSESxATTRIBUTES like 5x5, got '${text}'`);
  return { houses: checkHouses(Number(match[1]), option), attributes: checkAttributes(Number(match[2]), option) };
}

/** Checks a number of houses against the format's limits. */
export function checkHouses(n: number, option = "--houses"): number {
  if (!Number.isInteger(n) || n < 2 || n > maxSize) throw new OptionError(`${option}: the number of houses must be from 2 to ${maxSize}, got ${n}`);
  return n;
}

/** Checks a number of attributes against the format's limits. */
export function checkAttributes(n: number, option = "--attributes"): number {
  if (!Number.isInteger(n) || n < 1 || n > maxAttributes)
    throw new OptionError(`${option}: the number of attributes must be from 1 to ${maxAttributes}, got ${n}`);
  return n;
}

/**
 * Parses a whole number option (`--count 1000`, `--workers 2`); `_` and `,` group digits.
 *
 * @example
 * ```ts
 * parseInteger("1_000", "--count", 1); // 1000
 * ```
 */
export function parseInteger(text: string, option: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const clean = text.trim().replace(/[_,](?=\d{3}(\D|$))/g, "");
  const n = /^\d+$/.test(clean) ? Number(clean) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `a whole number ≥ ${min}` : `a whole number from ${min} to ${max}`;
    throw new OptionError(`${option} must be ${range}, got '${text}'`);
  }
  return n;
}

/**
 * Parses `--weights same=4,next_to=2,…`: relative weights of clue types for the generator.
 * Types use the format's names; `-` may stand for `_` (`next-to`). A weight of 0 turns a type off.
 *
 * @param text - the option's value.
 * @param allowed - the clue types that may be named (default: every type of the format).
 * @returns the weights given, by clue type.
 * @throws {@link OptionError} naming the unknown type or the malformed pair.
 * @example
 * ```ts
 * parseWeights("same=4,next-to=2"); // { same: 4, next_to: 2 }
 * ```
 */
export function parseWeights(text: string, allowed: readonly string[] = clueTypes): Partial<Record<ClueType, number>> {
  const weights: Partial<Record<ClueType, number>> = {};
  for (const part of text.split(",")) {
    const item = part.trim();
    if (item === "") continue;
    const match = /^([A-Za-z_-]+)\s*[=:]\s*(\d*\.\d+|\d+)$/.exec(item);
    if (!match) throw new OptionError(`--weights: '${item}' is not TYPE=WEIGHT (e.g. same=4,next_to=2)`);
    const type = match[1]!.toLowerCase().replace(/-/g, "_");
    if (!allowed.includes(type)) throw new OptionError(`--weights: unknown clue type '${match[1]}' (known: ${allowed.join(", ")})`);
    const weight = Number(match[2]);
    if (!Number.isFinite(weight) || weight < 0) throw new OptionError(`--weights: the weight of ${type} must be a number ≥ 0`);
    weights[type as ClueType] = weight;
  }
  if (Object.keys(weights).length === 0) throw new OptionError("--weights: give at least one TYPE=WEIGHT (e.g. same=4,next_to=2)");
  return weights;
}

/**
 * A shard of a dataset: the `index`-th (1-based) of `count` contiguous blocks of the index space.
 */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/**
 * Parses `--shard i/N` (1-based: `1/4` … `4/4`).
 *
 * @param text - the option's value.
 * @returns the shard.
 * @throws {@link OptionError} unless 1 ≤ i ≤ N.
 * @example
 * ```ts
 * parseShard("2/4"); // { index: 2, count: 4 }
 * ```
 */
export function parseShard(text: string): Shard {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count || !Number.isSafeInteger(count))
    throw new OptionError(`--shard must be i/N with 1 ≤ i ≤ N (e.g. 1/4), got '${text}'`);
  return { index, count };
}

/**
 * The indices a shard covers out of `total` puzzles: a contiguous block, so that the shards'
 * outputs concatenated in shard order equal the unsharded output byte for byte.
 * Block sizes differ by at most one: shard i covers `floor((i−1)·total/N)` up to (not including)
 * `floor(i·total/N)`. Cost: constant.
 *
 * @param shard - which block, 1-based, of how many.
 * @param total - the number of items of the whole run.
 * @returns the block's first index and the index after its last.
 * @example
 * ```ts
 * shardRange({ index: 2, count: 4 }, 10); // { start: 2, end: 5 } (indices 2, 3, 4)
 * ```
 */
export function shardRange(shard: Shard, total: number): { readonly start: number; readonly end: number } {
  // In big integers: k · total passes 2^53 for large runs, where doubles would round.
  const edge = (k: number): number => Number((BigInt(k) * BigInt(total)) / BigInt(shard.count));
  return { start: edge(shard.index - 1), end: edge(shard.index) };
}

/**
 * Checks `--start` and `--count` together: the last index, start + count − 1, must be an exact
 * integer (at most 2^53 − 1), or indices past it would collide and the run could never finish.
 *
 * @throws {@link OptionError} naming both options.
 * @example
 * ```ts
 * checkIndexRange(0, 1000); // fine
 * ```
 */
export function checkIndexRange(start: number, count: number): void {
  if (count - 1 > Number.MAX_SAFE_INTEGER - start) {
    throw new OptionError(
      `--start ${start} with --count ${count} goes past puzzle #${Number.MAX_SAFE_INTEGER} (2^53 − 1), the last index that is an exact integer; lower --start or --count`,
    );
  }
}

/** The largest weight of one level in a `--difficulty` mix, and the longest cycle a mix may expand to. */
const maxDifficultyWeight = 1000;
const maxDifficultyCycle = 10_000;

/**
 * Parses `--difficulty` as a mix: a comma list of levels or ratings (1 to 10), each optionally
 * with a whole-number weight (`easy:2` or `easy=2`, `7:3`), expanded in the order given into a
 * cycle. Puzzle i of a run gets `cycle[i mod cycle.length]`. A cycle that repeats a shorter one
 * is reduced to it (`easy,hard,easy,hard` is `easy,hard`; `hard,hard` is `hard`), so equal mixes
 * record equal options. Cost: linear in the expanded length (at most 10,000 items).
 *
 * @param text - the option's value.
 * @returns the cycle of levels and ratings, at least one long.
 * @throws {@link OptionError} naming the empty item, unknown level, rating out of range or bad weight.
 * @example
 * ```ts
 * parseDifficultyMix("easy,medium,hard"); // ["easy", "medium", "hard"]
 * parseDifficultyMix("easy:2,hard"); // ["easy", "easy", "hard"]
 * parseDifficultyMix("7,expert"); // [7, "expert"]
 * ```
 */
export function parseDifficultyMix(text: string): readonly (Difficulty | number)[] {
  const cycle: (Difficulty | number)[] = [];
  const [lowest, highest] = ratingRange;
  for (const part of text.split(",")) {
    const item = part.trim();
    if (item === "") throw new OptionError(`--difficulty: empty item in '${text}' (give LEVEL or LEVEL:WEIGHT, e.g. easy:2,hard)`);
    const match = /^([^:=\s]+)\s*(?:[:=]\s*(\S*))?$/.exec(item);
    const name = match?.[1]?.toLowerCase();
    let level: Difficulty | number;
    if (match !== null && name !== undefined && /^\d+$/.test(name)) {
      level = Number(name);
      if (level < lowest || level > highest)
        throw new OptionError(`--difficulty: rating ${name} in '${text}' is out of range (ratings: ${lowest} to ${highest})`);
    } else if (match !== null && name !== undefined && (difficulties as readonly string[]).includes(name)) {
      level = name as Difficulty;
    } else {
      const typed = match?.[1] ?? item;
      throw new OptionError(
        `--difficulty: unknown level '${typed}' in '${text}'${didYouMean(typed.toLowerCase(), difficulties)} (levels: ${difficulties.join(", ")}, or a rating from ${lowest} to ${highest})`,
      );
    }
    let weight = 1;
    if (match[2] !== undefined) {
      weight = /^\d+$/.test(match[2]) ? Number(match[2]) : NaN;
      if (!Number.isSafeInteger(weight) || weight < 1 || weight > maxDifficultyWeight)
        throw new OptionError(`--difficulty: the weight in '${item}' must be a whole number from 1 to ${maxDifficultyWeight}`);
    }
    if (cycle.length + weight > maxDifficultyCycle)
      throw new OptionError(`--difficulty: '${text}' expands to more than ${maxDifficultyCycle} levels; use smaller weights`);
    for (let k = 0; k < weight; k++) cycle.push(level);
  }
  return shortestPeriod(cycle);
}

/** The shortest prefix p of a cycle such that the cycle is p repeated. Cost: O(n · divisors(n)). */
function shortestPeriod<T>(cycle: readonly T[]): readonly T[] {
  const n = cycle.length;
  for (let p = 1; p < n; p++) {
    if (n % p !== 0) continue;
    let repeats = true;
    for (let i = p; i < n && repeats; i++) repeats = cycle[i] === cycle[i - p];
    if (repeats) return cycle.slice(0, p);
  }
  return cycle;
}

/** " (did you mean 'x'?)" for a word close to one of the choices, else "". */
export function didYouMean(word: string, choices: readonly string[]): string {
  const hint = closest(word, choices);
  return hint === undefined ? "" : ` (did you mean '${hint}'?)`;
}

/** Parses an option whose value is one of a closed set. */
export function parseChoice<T extends string>(text: string, option: string, choices: readonly T[]): T {
  const value = text.trim().toLowerCase();
  if (!(choices as readonly string[]).includes(value))
    throw new OptionError(`${option} must be one of ${choices.join(", ")}, got '${text}'${didYouMean(value, choices)}`);
  return value as T;
}

/** Checks a locale code before it is turned into a package name (`@zebra/render-<code>`). */
export function parseLocale(text: string, option = "--locale"): string {
  const code = text.trim();
  if (!/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(code)) {
    throw new OptionError(
      option === "--locale" ? `--locale must be a language code like en or zh, got '${text}'` : `${option}: '${text}' is not a language code like en or zh`,
    );
  }
  return code.toLowerCase();
}

/** Parses `--locales en,zh`: distinct locale codes, in the order given. */
export function parseLocales(text: string): readonly string[] {
  const codes = text.split(",").map((code) => parseLocale(code, "--locales"));
  const twice = codes.find((code, i) => codes.indexOf(code) !== i);
  if (twice !== undefined) throw new OptionError(`--locales: '${twice}' is listed twice`);
  return codes;
}

/**
 * Parses `--split train=0.9,test=0.1`: named parts with relative weights (`train=9,test=1` is
 * the same split), in the order given. Names are letters, digits, `-` and `_`.
 *
 * @param text - the option's value.
 * @returns the parts with their shares (fractions that add up to 1).
 * @throws {@link OptionError} naming the malformed item, a repeated name, or a weight that is not positive.
 * @example
 * ```ts
 * parseSplit("train=0.9,test=0.1"); // [{ name: "train", share: 0.9 }, { name: "test", share: 0.1 }]
 * ```
 */
export function parseSplit(text: string): readonly SplitPart[] {
  const parts: { name: string; weight: number }[] = [];
  for (const item of text.split(",").map((s) => s.trim())) {
    const match = /^([A-Za-z0-9_-]+)\s*[=:]\s*(\d*\.\d+|\d+)$/.exec(item);
    if (match === null) throw new OptionError(`--split: '${item}' is not NAME=SHARE (e.g. train=0.9,test=0.1)`);
    const name = match[1]!;
    const weight = Number(match[2]);
    if (parts.some((p) => p.name === name)) throw new OptionError(`--split: '${name}' is named twice`);
    if (!(weight > 0)) throw new OptionError(`--split: the share of '${name}' must be above 0`);
    parts.push({ name, weight });
  }
  if (parts.length < 2) throw new OptionError(`--split: give two parts or more, e.g. train=0.9,test=0.1`);
  const total = parts.reduce((sum, p) => sum + p.weight, 0);
  return parts.map((p) => ({ name: p.name, share: p.weight / total }));
}
