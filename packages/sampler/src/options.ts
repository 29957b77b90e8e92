import type { Difficulty, Tier, Value } from "@zebra/model";
import type { ClueWeights } from "./weights.js";

/**
 * What the sampler needs of a vocabulary: attributes with a display name and a pool of values.
 * `@zebra/vocab`'s vocabularies fit this shape, and so does a hand-written object.
 */
export interface SamplerVocabulary {
  /** Identifies the vocabulary in the puzzle's `meta`. */
  readonly id: string;
  readonly attributes: readonly SamplerVocabularyAttribute[];
}

/** One attribute of a {@link SamplerVocabulary}: its name and the values a puzzle may draw from. */
export interface SamplerVocabularyAttribute {
  /** A stable identifier (defaults to `name`); recorded in the puzzle's `meta`. */
  readonly id?: string;
  /** The attribute's name in the puzzle, e.g. "Nationality". Unique within the vocabulary. */
  readonly name: string;
  /** The pool of values; a puzzle of size n draws n of them. Distinct. */
  readonly values: readonly Value[];
  /** Numbers that can be compared ("older than"); needs numeric values. Default: whether every value is a number. */
  readonly numeric?: boolean;
}

/** Limits on one `generatePuzzle` call. Every call ends: solved, or a `budget-exhausted` failure. */
export interface Budget {
  /** Candidate clues drawn per puzzle attempt (default `300 + 30 · size · attributes`). */
  readonly maxSamples?: number;
  /** Puzzle attempts (hidden grids) per call (default 1, or 100 with a `difficulty`). */
  readonly maxAttempts?: number;
  /** Wall-clock milliseconds for the whole call, measured with the `clock` option (needs `clock`). */
  readonly maxMs?: number;
}

/** Options of {@link generatePuzzle}. */
export interface GenerateOptions {
  /**
   * `"logic-grid"`: a puzzle without houses, matching the values of the attributes (the first
   * is the key, a non-numeric one when the puzzle has one); its default weights are
   * {@link logicGridWeights}, and clue types that need a row are never drawn. Default: a row of houses.
   */
  readonly kind?: "logic-grid";
  /** Number of houses (positions), 2 or more (at most the format's `maxSize`); in a logic grid, values per attribute. */
  readonly size: number;
  /** Number of attributes, 1 or more; the vocabulary needs that many with at least `size` values. */
  readonly attributes: number;
  /** Where attribute names and values come from. */
  readonly vocabulary: SamplerVocabulary;
  /** Seed of the puzzle: a whole number from 0 to `Number.MAX_SAFE_INTEGER`. */
  readonly seed: number;
  /** Clue-type weights (default {@link defaultWeights}). */
  readonly weights?: ClueWeights;
  /**
   * How often "the person in house k" is used as an entity, relative to an attribute
   * (default 0.2: rare; 0 never).
   */
  readonly positionWeight?: number;
  /**
   * A difficulty to reach: a level ("easy" … "expert") or one rating from 1 to 10 (see
   * {@link difficultyTargets} and {@link ratingTarget}). It also fixes the allowed tiers.
   */
  readonly difficulty?: Difficulty | number;
  /** The highest reasoning tier the solution may need (default 1, or the difficulty's). */
  readonly maxTier?: Tier;
  /** Remove every clue that is not needed (default true). */
  readonly minimise?: boolean;
  /** Limits; see {@link Budget}. */
  readonly budget?: Budget;
  /** Milliseconds from any fixed origin (e.g. `performance.now`); enables `stats.ms` and `budget.maxMs`. */
  readonly clock?: () => number;
}
