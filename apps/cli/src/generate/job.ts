import type { AnswerFormat, SplitPart } from "@zebra/dataset";
import type { ClueType, Difficulty } from "@zebra/model";
import type { SolutionOptions } from "@zebra/locale-kit";
import type { PlanJob } from "./plan.js";

/** Output formats of `zebra generate`. */
export const generateFormats = ["text", "markdown", "json", "jsonl", "zebralogic", "parquet"] as const;

/** An output format of `zebra generate`. */
export type GenerateFormat = (typeof generateFormats)[number];

/** Where the vocabulary of a generation run comes from. */
export type VocabularySource =
  | { readonly kind: "theme"; readonly theme: string }
  | { readonly kind: "file"; readonly name: string; readonly text: string; readonly sha256: string };

/**
 * Everything that decides the content of item i of a generation run. It is plain data, so it
 * can be sent to worker threads, and it is what a dataset record's `meta.options` records.
 * Item i depends only on this and i: worker count, shard and count never change its bytes.
 */
export interface GenerateJob {
  /** The run's seed; item i uses `deriveSeed(seed, i)`. */
  readonly seed: number;
  /** `"logic-grid"` for puzzles without houses (`--kind logic-grid`); absent for a row of houses. */
  readonly kind?: "logic-grid";
  readonly houses: number;
  readonly attributes: number;
  /**
   * The cycle of levels puzzles are made at: item i gets `difficulty[i mod difficulty.length]`
   * (one level for plain `--difficulty LEVEL`), or undefined for whatever grade comes.
   */
  readonly difficulty: readonly (Difficulty | number)[] | undefined;
  /**
   * Several sizes and levels (`--size 3x3..6x6`, `--plan FILE`): each puzzle's size and level
   * come from its cell, and `houses`, `attributes` and `difficulty` are not used. Undefined for
   * a run of one size.
   */
  readonly plan: PlanJob | undefined;
  /** Clue-type weights (the defaults with `--weights` applied), or undefined for the sampler's defaults. */
  readonly weights: Readonly<Partial<Record<ClueType, number>>> | undefined;
  readonly minimise: boolean;
  readonly vocabulary: VocabularySource;
  /** The languages of the texts (`--locale`, or `--locales`): the first writes the text formats and a record's main texts, the others a record's `locales`. */
  readonly locales: readonly string[];
  readonly format: GenerateFormat;
  /** The answer a record's prompt asks for, and its explanations and final answer give (`--answer-format`). */
  readonly answerFormat: AnswerFormat;
  /** The style and grid of the step-by-step solution of the text formats (`--style`, `--grid`, `--grid-every`); records hold both styles. */
  readonly explanation: Pick<SolutionOptions, "style" | "grid" | "gridEvery">;
  /** The first index of the whole run (`--start`, default 0), before any shard is taken. */
  readonly first: number;
  /** The number of items of the whole run (for JSON arrays). */
  readonly total: number;
  /** Whether the text formats print, under each puzzle's heading, its seed, index, size and level (`--verbose`). */
  readonly verbose: boolean;
  /** The fingerprints no puzzle of the run may have (`--exclude`), sorted; empty for none. */
  readonly exclude: readonly string[];
  /** The SHA-256 of the excluded fingerprints (one per line), which `meta.options` records; empty for none. */
  readonly excludeDigest: string;
  /** The parts records are assigned to by fingerprint (`--split`), or undefined. */
  readonly split: readonly SplitPart[] | undefined;
  /** The directory locale packages are also looked up from (not part of the content). */
  readonly cwd: string;
}

/**
 * What the producer makes of one index: the output text, and the part of the split it goes to
 * (0 without a split). Items made on a worker thread arrive as their UTF-8 bytes.
 */
export interface Produced {
  readonly text: string | Uint8Array;
  readonly part: number;
  /** Whether the puzzle's own seed made none of its level, so that a replacement seed made it. */
  readonly replaced: boolean;
}
