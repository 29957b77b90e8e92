import { clueTypes, difficulties, maxAttributes, maxSize, ratingRange, type ClueType, type Difficulty, type Tier, type Value } from "@zebra/model";
import { samplerIssue, type SamplerIssue } from "../issue.js";
import type { GenerateOptions, SamplerVocabulary } from "../options.js";
import { defaultWeights, logicGridWeights } from "../weights.js";
import type { PoolAttribute } from "./hidden-grid.js";
import { difficultyTargets, ratingTarget, type DifficultyTarget } from "../difficulty.js";

/** Options after validation, with every default filled in. */
export interface ResolvedOptions {
  readonly kind: "logic-grid" | undefined;
  readonly size: number;
  readonly attributes: number;
  readonly seed: number;
  readonly vocabularyId: string;
  /** Attributes of the vocabulary with at least `size` values. */
  readonly pool: readonly PoolAttribute[];
  /** Positive weights only, in `clueTypes` order. */
  readonly weights: readonly (readonly [ClueType, number])[];
  readonly positionWeight: number;
  /** The level or rating asked for, and what it means. */
  readonly difficulty: Difficulty | number | undefined;
  readonly target: DifficultyTarget | undefined;
  readonly maxTier: Tier;
  readonly minimise: boolean;
  readonly maxSamples: number;
  readonly maxAttempts: number;
  readonly maxMs: number | undefined;
  readonly clock: (() => number) | undefined;
}

const numericTypes: readonly ClueType[] = ["less_than", "greater_than", "difference", "ratio", "least", "most"];

function isWhole(x: unknown, min: number, max = Number.MAX_SAFE_INTEGER): x is number {
  return typeof x === "number" && Number.isSafeInteger(x) && x >= min && x <= max;
}

/** Validates the options: the resolved options, or every issue found. */
export function resolveOptions(options: GenerateOptions): { ok: true; value: ResolvedOptions } | { ok: false; issues: SamplerIssue[] } {
  const issues: SamplerIssue[] = [];
  const bad = (path: string, message: string, details?: Record<string, unknown>): void => {
    issues.push(samplerIssue("invalid-option", path, message, details));
  };
  if (typeof options !== "object" || options === null) {
    return { ok: false, issues: [samplerIssue("invalid-option", "", "The options must be an object.")] };
  }
  const { size, attributes, seed, kind } = options;
  if (kind !== undefined && kind !== "logic-grid") bad("kind", 'kind must be "logic-grid", or left out for a row of houses.', { got: kind });
  if (!isWhole(size, 2, maxSize)) bad("size", `size must be a whole number from 2 to ${maxSize}.`, { min: 2, max: maxSize, got: size });
  if (!isWhole(attributes, 1, maxAttributes))
    bad("attributes", `attributes must be a whole number from 1 to ${maxAttributes}.`, { min: 1, max: maxAttributes, got: attributes });
  if (!isWhole(seed, 0)) bad("seed", `seed must be a whole number from 0 to ${Number.MAX_SAFE_INTEGER}.`, { got: seed });

  // Weights.
  const weightMap = options.weights ?? (kind === "logic-grid" ? logicGridWeights : defaultWeights);
  const weights: [ClueType, number][] = [];
  if (typeof weightMap !== "object" || weightMap === null) bad("weights", "weights must be an object from clue type to weight.");
  else {
    for (const key of Object.keys(weightMap)) {
      if (!(clueTypes as readonly string[]).includes(key)) bad(`weights.${key}`, `"${key}" is not a clue type.`, { type: key });
    }
    for (const type of clueTypes) {
      const w = (weightMap as Record<string, unknown>)[type];
      if (w === undefined) continue;
      if (typeof w !== "number" || !Number.isFinite(w) || w < 0) bad(`weights.${type}`, `The weight of ${type} must be a finite number ≥ 0.`, { type, got: w });
      else if (w > 0) weights.push([type, w]);
    }
  }
  // A logic grid has no houses to name people by.
  const positionWeight = options.positionWeight ?? (kind === "logic-grid" ? 0 : 0.2);
  if (typeof positionWeight !== "number" || !Number.isFinite(positionWeight) || positionWeight < 0)
    bad("positionWeight", "positionWeight must be a finite number ≥ 0.", { got: positionWeight });
  else if (kind === "logic-grid" && positionWeight > 0)
    bad("positionWeight", "A logic-grid puzzle has no houses: positionWeight must be 0.", { got: positionWeight });

  // Difficulty and tiers.
  const difficulty = options.difficulty;
  const isRating = typeof difficulty === "number" && Number.isInteger(difficulty) && difficulty >= ratingRange[0] && difficulty <= ratingRange[1];
  const isLevel = typeof difficulty === "string" && (difficulties as readonly string[]).includes(difficulty);
  if (difficulty !== undefined && !isRating && !isLevel) {
    bad("difficulty", `difficulty must be one of ${difficulties.join(", ")}, or a rating from ${ratingRange[0]} to ${ratingRange[1]}.`, {
      got: difficulty,
      allowed: [...difficulties],
      ratings: [...ratingRange],
    });
  }
  const target = isRating ? ratingTarget(difficulty) : isLevel ? difficultyTargets[difficulty] : undefined;
  const maxTier = options.maxTier ?? target?.maxTier ?? 1;
  if (maxTier !== 1 && maxTier !== 2 && maxTier !== 3) bad("maxTier", "maxTier must be 1, 2 or 3.", { got: maxTier });
  else if (target !== undefined && options.maxTier !== undefined && options.maxTier < target.minTier) {
    const what = typeof difficulty === "number" ? `Rating ${difficulty}` : `The ${difficulty} level`;
    bad("maxTier", `${what} needs tier ${target.minTier}, above maxTier ${options.maxTier}.`, { difficulty, needs: target.minTier, got: options.maxTier });
  }
  const minimise = options.minimise ?? true;
  if (typeof minimise !== "boolean") bad("minimise", "minimise must be true or false.", { got: minimise });

  // Budget.
  const budget = options.budget ?? {};
  const cells = isWhole(size, 2) && isWhole(attributes, 1) ? size * attributes : 25;
  const maxSamples = budget.maxSamples ?? 300 + 30 * cells;
  const maxAttempts = budget.maxAttempts ?? (difficulty === undefined ? 1 : 100);
  if (!isWhole(maxSamples, 1)) bad("budget.maxSamples", "budget.maxSamples must be a whole number ≥ 1.", { got: maxSamples });
  if (!isWhole(maxAttempts, 1)) bad("budget.maxAttempts", "budget.maxAttempts must be a whole number ≥ 1.", { got: maxAttempts });
  const maxMs = budget.maxMs;
  if (maxMs !== undefined) {
    if (typeof maxMs !== "number" || !(maxMs >= 0)) bad("budget.maxMs", "budget.maxMs must be a number ≥ 0.", { got: maxMs });
    else if (options.clock === undefined) bad("budget.maxMs", "budget.maxMs needs the clock option (e.g. clock: () => performance.now()).");
  }
  if (options.clock !== undefined && typeof options.clock !== "function") bad("clock", "clock must be a function returning milliseconds.");

  // Vocabulary.
  const vocabulary = options.vocabulary;
  let pool: PoolAttribute[] = [];
  let vocabularyId = "";
  if (typeof vocabulary !== "object" || vocabulary === null || !Array.isArray(vocabulary.attributes)) {
    issues.push(samplerIssue("invalid-vocabulary", "vocabulary", "vocabulary must be an object with an attributes array."));
  } else {
    vocabularyId = String(vocabulary.id);
    const checked = checkVocabulary(vocabulary);
    issues.push(...checked.issues);
    if (isWhole(size, 2)) pool = checked.attributes.filter((attribute) => attribute.values.length >= size);
    if (issues.length === 0 && isWhole(size, 2) && isWhole(attributes, 1) && pool.length < attributes) {
      issues.push(
        samplerIssue(
          "vocabulary-too-small",
          "attributes",
          `The vocabulary "${vocabularyId}" has ${pool.length} attribute${pool.length === 1 ? "" : "s"} with at least ${size} values; ${attributes} requested.`,
          { vocabulary: vocabularyId, size, requested: attributes, available: pool.length },
        ),
      );
    }
  }
  if (issues.length > 0) return { ok: false, issues };

  // Which clue types can ever be sampled (numeric ones need a numeric attribute).
  const anyNumeric = pool.some((a) => a.numeric);
  const usable = weights.filter(([type]) => anyNumeric || !numericTypes.includes(type));
  if (usable.length === 0) {
    issues.push(
      samplerIssue("no-clue-types", "weights", "No clue type with a positive weight fits this puzzle (numeric comparisons need a numeric attribute).", {
        enabled: weights.map(([t]) => t),
      }),
    );
  }
  return issues.length > 0
    ? { ok: false, issues }
    : {
        ok: true,
        value: {
          kind,
          size,
          attributes,
          seed,
          vocabularyId,
          pool,
          weights: usable,
          positionWeight,
          difficulty,
          target,
          maxTier: maxTier as Tier,
          minimise,
          maxSamples,
          maxAttempts,
          maxMs,
          clock: options.clock,
        },
      };
}

/** A vocabulary's attributes as the sampler draws from them, and what is wrong with it. */
interface VocabularyCheck {
  /** The valid attributes, in vocabulary order (any number of values). */
  readonly attributes: readonly PoolAttribute[];
  readonly issues: readonly SamplerIssue[];
}

/**
 * Vocabularies found deeply frozen (the built-in themes are), with their check: they cannot
 * change, so each is checked once instead of on every puzzle.
 */
const frozenChecks = new WeakMap<SamplerVocabulary, VocabularyCheck>();

function checkVocabulary(vocabulary: SamplerVocabulary): VocabularyCheck {
  const known = frozenChecks.get(vocabulary);
  if (known !== undefined) return known;
  const issues: SamplerIssue[] = [];
  const attributes: PoolAttribute[] = [];
  const names = new Set<string>();
  vocabulary.attributes.forEach((attribute, i) => {
    const path = `vocabulary.attributes[${i}]`;
    if (typeof attribute?.name !== "string" || attribute.name === "" || !Array.isArray(attribute.values)) {
      issues.push(samplerIssue("invalid-vocabulary", path, "An attribute needs a non-empty name and a values array."));
      return;
    }
    if (names.has(attribute.name))
      issues.push(samplerIssue("invalid-vocabulary", `${path}.name`, `Two attributes are named "${attribute.name}".`, { name: attribute.name }));
    names.add(attribute.name);
    const values: readonly Value[] = attribute.values;
    const allNumbers = values.every((v) => typeof v === "number" && Number.isFinite(v));
    const allStrings = values.every((v) => typeof v === "string" && v !== "");
    if (!allNumbers && !allStrings) {
      issues.push(
        samplerIssue("invalid-vocabulary", `${path}.values`, `The values of ${attribute.name} must be all non-empty strings or all finite numbers.`, {
          attr: attribute.name,
        }),
      );
      return;
    }
    if (new Set(values).size !== values.length) {
      issues.push(samplerIssue("invalid-vocabulary", `${path}.values`, `${attribute.name} lists a value twice.`, { attr: attribute.name }));
      return;
    }
    const numeric = attribute.numeric ?? (allNumbers && values.length > 0);
    if (numeric && !allNumbers) {
      issues.push(
        samplerIssue("invalid-vocabulary", `${path}.numeric`, `${attribute.name} is marked numeric but its values are not numbers.`, { attr: attribute.name }),
      );
      return;
    }
    attributes.push({ id: attribute.id ?? attribute.name, name: attribute.name, values, numeric });
  });
  const check = { attributes, issues };
  // Issues are handed to the caller, so only a valid vocabulary's check is shared.
  if (issues.length === 0 && isDeeplyFrozen(vocabulary)) frozenChecks.set(vocabulary, check);
  return check;
}

/** Whether nothing the check reads can change: the vocabulary, its attribute list, each attribute and its values. */
function isDeeplyFrozen(vocabulary: SamplerVocabulary): boolean {
  return (
    Object.isFrozen(vocabulary) && Object.isFrozen(vocabulary.attributes) && vocabulary.attributes.every((a) => Object.isFrozen(a) && Object.isFrozen(a.values))
  );
}

/** Clue types that treat all positions alike (they never tell house 1 from house 2). */
const positionBlind: readonly ClueType[] = ["same", "not_same", "less_than", "greater_than", "difference"];
/** Clue types that read the same mirrored (house k ↔ house size + 1 − k). */
const mirrorBlind: readonly ClueType[] = [...positionBlind, "next_to", "not_next_to", "ends", "distance"];

/**
 * Why the given clue types can never pin down one solution, or undefined when they can:
 * position-blind clues are satisfied by any reordering of the houses, mirror-blind ones by the
 * reversed order. Position entities ("the person in house 2") break both symmetries.
 */
export function determinabilityProblem(types: readonly ClueType[], positionWeight: number, size: number, keyed = false): string | undefined {
  // A logic grid's key names the people, which breaks both symmetries as positions do.
  if (keyed || positionWeight > 0 || size < 2) return undefined;
  if (types.every((t) => positionBlind.includes(t)))
    return "The enabled clue types never refer to positions, so any reordering of the houses is also a solution.";
  if (types.every((t) => mirrorBlind.includes(t))) return "The enabled clue types cannot tell left from right, so the mirrored order is also a solution.";
  return undefined;
}
