import {
  clueHolds,
  createRng,
  deriveSeed,
  difficulties,
  formatTag,
  placementFromGrid,
  symmetricClueTypes,
  type Clue,
  type Rng,
  type ClueType,
  type Difficulty,
  type Grade,
  type Puzzle,
  type Step,
  type Tier,
} from "@zebra/model";
import { limitsFor, type SolveLimits } from "./difficulty.js";
import { clueSamplers, clueTypeFits, type Knowledge, type SampleContext } from "./internal/clue-samplers.js";
import { drawHiddenGrid, solutionOf, type HiddenGrid } from "./internal/hidden-grid.js";
import { RedundancyIndex } from "./internal/redundancy.js";
import { determinabilityProblem, resolveOptions, type ResolvedOptions } from "./internal/resolve-options.js";
import { minimiseClues } from "./internal/minimise.js";
import { NecessityIndex } from "./internal/necessity.js";
import { maxWeightShift, steeredWeights } from "./internal/weight-steering.js";
import { deduceWithin, isUnique, openEngine, solveTraced, type LiveEngine } from "./internal/solver-port.js";
import { samplerIssue, type SamplerIssue } from "./issue.js";
import type { GenerateOptions } from "./options.js";
import { deriveQuestions } from "./questions.js";
import type { GenerateResult, GenerateStats, RecordedOptions } from "./result.js";
import { samplerVersion } from "./version.js";

/** Why one attempt ended without a puzzle. */
type AttemptFailure = { readonly kind: "samples" | "time" | "unverified" } | { readonly kind: "fatal"; readonly issues: SamplerIssue[] };

interface AttemptSuccess {
  readonly kind: "ok";
  readonly puzzle: Puzzle;
  readonly steps: readonly Step[];
  readonly grade: Grade;
  readonly accepted: number;
  readonly removedUnused: number;
  readonly removedByMinimisation: number;
}

interface Counters {
  sampled: number;
}

/**
 * Generates a zebra puzzle with exactly one solution that a person can reach by deduction.
 *
 * It draws a hidden grid from the vocabulary, samples clues that are true of it (biased towards
 * what the solver has not resolved yet and towards the attributes used least), adds each to a
 * live deductive solver, and stops when the solver, within the allowed tiers, has placed every
 * value. Then it drops clues the solution does not need (all of them when `minimise` is on, the
 * default), solves once more with a trace for the explanation and the grade, and derives the
 * questions. A `difficulty` (a level or a rating from 1 to 10) sets how much reasoning the
 * solution may need while clues are sampled and removed, so that generation steers towards it;
 * the grade of the final trace decides, and a puzzle outside the requested range is followed by
 * another attempt (with a derived seed) until one fits or the budget runs out.
 *
 * Use it for one puzzle; for a data set, call it with `deriveSeed(datasetSeed, i)` for puzzle i.
 * Cost: about a millisecond at 5×5 and a few at 8×8 with the default options (a small multiple
 * of one traced solve of the result); hard and expert puzzles cost tens of milliseconds at 5×5
 * and up to about a second at 12×12 (see the guide's table).
 *
 * @param options - size, attribute count, vocabulary, seed, and optional weights, difficulty,
 *   tiers, minimisation, budget and clock (see {@link GenerateOptions}).
 * @returns `{ ok: true, puzzle, steps, grade, seed, options, stats, qa }`, or `{ ok: false, issues }`
 *   for invalid options, an unreachable request, or an exhausted budget. Never throws for those.
 * @example
 * ```ts
 * const result = generatePuzzle({ size: 5, attributes: 5, vocabulary, seed: 42 });
 * if (result.ok) console.log(serializePuzzle(result.puzzle));
 * else console.error(result.issues.map((i) => i.message).join("\n"));
 * ```
 */
export function generatePuzzle(options: GenerateOptions): GenerateResult {
  const resolved = resolveOptions(options);
  if (!resolved.ok) return { ok: false, issues: resolved.issues };
  const ro = resolved.value;
  const start = ro.clock?.();
  const counters: Counters = { sampled: 0 };
  const deadline = ro.maxMs !== undefined && start !== undefined ? start + ro.maxMs : undefined;
  const target = ro.target;
  const [lo, hi] = target?.ratings ?? [1, 10];
  // Each difficulty has its own stream of puzzles: one seed at two levels gives two puzzles.
  const baseSeed = ro.difficulty === undefined ? ro.seed : deriveSeed(ro.seed, difficultyKey(ro.difficulty));
  const levelsSeen: Record<string, number> = {};
  const ratingsSeen: Record<string, number> = {};
  let limits = limitsFor(target?.aim ?? hi, ro.maxTier);
  // Steps the clue-type weights have moved toward the types that need combining (see steeredWeights).
  let shift = 0;
  let lastFailure: AttemptFailure | undefined;
  let attempts = 0;
  for (let k = 0; k < ro.maxAttempts; k++) {
    if (deadline !== undefined && ro.clock!() > deadline) {
      lastFailure = { kind: "time" };
      break;
    }
    attempts++;
    const seed = k === 0 ? baseSeed : deriveSeed(baseSeed, k);
    const weights = steeredWeights(ro.weights, limits.maxTier, shift);
    const outcome = runAttempt(ro, seed, limits, weights, counters, deadline);
    if (outcome.kind === "fatal") return { ok: false, issues: outcome.issues, stats: stats(counters, attempts, ro, start) };
    if (outcome.kind !== "ok") {
      lastFailure = outcome;
      if (outcome.kind === "time") break;
      continue;
    }
    const rating = outcome.grade.rating;
    levelsSeen[outcome.grade.level] = (levelsSeen[outcome.grade.level] ?? 0) + 1;
    ratingsSeen[rating] = (ratingsSeen[rating] ?? 0) + 1;
    if (rating > hi) {
      // The estimate the limits rest on let a harder solution through (a long proof, or more
      // proofs in the trace than in the fast count): allow one step fewer from now on.
      limits = tighter(limits);
      shift = Math.max(-maxWeightShift, shift - 1);
      continue;
    }
    if (rating < lo) {
      // Too easy: the next attempt draws more of the clue types that leave cases open.
      shift = Math.min(maxWeightShift, shift + 1);
      continue;
    }
    const recorded = recordOptions(ro);
    const puzzle: Puzzle = {
      ...outcome.puzzle,
      meta: {
        generator: "@zebra/sampler",
        version: samplerVersion,
        seed: ro.seed,
        ...(k > 0 ? { attempt: k } : {}),
        options: recorded,
        difficulty: outcome.grade.level,
        rating,
        vocabulary: ro.vocabularyId,
      },
    };
    const qa = deriveQuestions(puzzle, outcome.steps);
    const find = qa.find((q) => q.query.kind === "find");
    const withQuestion: Puzzle =
      find !== undefined && find.query.kind === "find" ? { ...puzzle, question: { find: find.query.find, where: find.query.where } } : puzzle;
    const s = { ...stats(counters, attempts, ro, start, outcome), limits, ...(shift !== 0 ? { weights: Object.fromEntries(weights) } : {}) };
    return { ok: true, puzzle: withQuestion, steps: outcome.steps, grade: outcome.grade, seed: ro.seed, options: recorded, stats: s, qa };
  }
  const s = stats(counters, attempts, ro, start);
  if (target !== undefined && lastFailure?.kind !== "time" && Object.keys(levelsSeen).length > 0) {
    const byRating = typeof ro.difficulty === "number";
    const reached = byRating ? `ratings reached: ${describeLevels(ratingsSeen)}` : `levels reached: ${describeLevels(levelsSeen)}`;
    return {
      ok: false,
      issues: [
        samplerIssue(
          "difficulty-not-met",
          "difficulty",
          `No ${byRating ? `rating-${ro.difficulty}` : ro.difficulty} puzzle of size ${ro.size}×${ro.attributes} within ${attempts} attempt${attempts === 1 ? "" : "s"} (${reached}).`,
          {
            difficulty: ro.difficulty,
            attempts,
            levels: levelsSeen,
            ratings: ratingsSeen,
          },
        ),
      ],
      stats: s,
    };
  }
  const why =
    lastFailure?.kind === "time"
      ? `the time budget of ${ro.maxMs} ms`
      : `${ro.maxSamples} sampled clues per attempt and ${ro.maxAttempts} attempt${ro.maxAttempts === 1 ? "" : "s"}`;
  return {
    ok: false,
    issues: [
      samplerIssue("budget-exhausted", "budget", `No puzzle was finished within ${why}.`, {
        reason: lastFailure?.kind === "time" ? "time" : "samples",
        maxSamples: ro.maxSamples,
        maxAttempts: ro.maxAttempts,
        ...(ro.maxMs !== undefined ? { maxMs: ro.maxMs } : {}),
        ...(ro.difficulty !== undefined ? { difficulty: ro.difficulty, levels: levelsSeen, ratings: ratingsSeen } : {}),
      }),
    ],
    stats: s,
  };
}

/**
 * The index a difficulty's seeds are derived with: 1–4 for the levels, 100 + r for rating r.
 * Puzzle attempt k of seed s at difficulty d is made from `deriveSeed(deriveSeed(s, key(d)), k)`
 * (attempt 0 from `deriveSeed(s, key(d))`).
 */
function difficultyKey(difficulty: Difficulty | number): number {
  return typeof difficulty === "number" ? 100 + difficulty : difficulties.indexOf(difficulty) + 1;
}

/** The limits one step lower: one clue combination or proof by contradiction fewer. */
function tighter(limits: SolveLimits): SolveLimits {
  if (limits.maxContradictions !== undefined && limits.maxContradictions > 1) return { ...limits, maxContradictions: limits.maxContradictions - 1 };
  if (limits.maxCombinations !== undefined && limits.maxCombinations > 1) return { ...limits, maxCombinations: limits.maxCombinations - 1 };
  return limits;
}

function describeLevels(levels: Record<string, number>): string {
  return Object.entries(levels)
    .map(([level, count]) => `${level} ×${count}`)
    .join(", ");
}

function stats(counters: Counters, attempts: number, ro: ResolvedOptions, start: number | undefined, outcome?: AttemptSuccess): GenerateStats {
  const base = {
    sampled: counters.sampled,
    accepted: outcome?.accepted ?? 0,
    kept: outcome?.puzzle.clues.length ?? 0,
    removedUnused: outcome?.removedUnused ?? 0,
    removedByMinimisation: outcome?.removedByMinimisation ?? 0,
    attempts,
  };
  return start !== undefined && ro.clock !== undefined ? { ...base, ms: ro.clock() - start } : base;
}

function recordOptions(ro: ResolvedOptions): RecordedOptions {
  const weights: Record<string, number> = {};
  for (const [type, w] of ro.weights) weights[type] = w;
  return {
    ...(ro.kind !== undefined ? { kind: ro.kind } : {}),
    size: ro.size,
    attributes: ro.attributes,
    weights,
    positionWeight: ro.positionWeight,
    ...(ro.difficulty !== undefined ? { difficulty: ro.difficulty } : {}),
    maxTier: ro.maxTier,
    minimise: ro.minimise,
    maxSamples: ro.maxSamples,
    maxAttempts: ro.maxAttempts,
  };
}

const numericTypes: readonly ClueType[] = ["less_than", "greater_than", "difference", "ratio", "least", "most"];

/** One hidden grid, sampled until solved within the limits, then pruned, minimised and traced. */
function runAttempt(
  ro: ResolvedOptions,
  seed: number,
  limits: SolveLimits,
  weights: readonly (readonly [ClueType, number])[],
  counters: Counters,
  deadline: number | undefined,
): AttemptSuccess | AttemptFailure {
  const rng = createRng(seed);
  const wantNumeric = weights.some(([t]) => numericTypes.includes(t));
  const keyed = ro.kind === "logic-grid";
  const grid = drawHiddenGrid(rng, ro.pool, ro.size, ro.attributes, wantNumeric, keyed);
  const types = weights.filter(([t]) => clueTypeFits(t, grid, ro.positionWeight));
  if (types.length === 0) {
    return {
      kind: "fatal",
      issues: [
        samplerIssue("no-clue-types", "weights", `No enabled clue type fits a ${ro.size}-house puzzle with these attributes.`, {
          enabled: weights.map(([t]) => t),
          size: ro.size,
        }),
      ],
    };
  }
  const problem = determinabilityProblem(
    types.map(([t]) => t),
    ro.positionWeight,
    ro.size,
    keyed,
  );
  if (problem !== undefined) return { kind: "fatal", issues: [samplerIssue("not-determinable", "weights", problem, { enabled: types.map(([t]) => t) })] };
  const typeWeights = types.map(([, w]) => w);
  const solution = solutionOf(grid);
  const truth = placementFromGrid(solution, ro.size);
  const base: Puzzle = {
    format: formatTag,
    ...(keyed ? { kind: "logic-grid" as const } : {}),
    size: ro.size,
    attributes: grid.attributes,
    clues: [],
    solution,
  };
  const tier: Tier = limits.maxTier;

  // Sampling: every accepted clue goes straight into the live engine, which deduces within the
  // allowed tiers; sampling stops as soon as the clues are solved within the limits. (Running
  // tier 1 only here and leaving the higher tiers to minimisation is cheaper, but gives clearly
  // fewer hard and expert puzzles: the clue set then overshoots what the higher tiers need.)
  // Proofs by contradiction (tier 3) are by far the most expensive reasoning, and they cannot
  // finish a puzzle that still has two solutions: the live engine runs tiers 1–2, and only once
  // the clues single out the hidden grid does a solve with every limit check whether they
  // suffice. The limits of a difficulty (clue combinations, proofs) are checked the same way.
  const engine = openEngine(base, tier >= 3 ? 2 : tier);
  const necessity = new NecessityIndex(grid);
  const solvedWithin = (): boolean => {
    // Solved by tiers 1–2: within the limits unless they bound the clue combinations.
    if (engine.status() === "solved") return limits.maxCombinations === undefined || deduceWithin({ ...base, clues }, limits) === "solved";
    // A transposition of the hidden grid that breaks no clue is a second solution.
    if (tier <= 2 || necessity.ambiguous || !isUnique(base, clues)) return false;
    return deduceWithin({ ...base, clues }, limits) === "solved";
  };
  const index = new RedundancyIndex(grid);
  const usage = new Array<number>(grid.attributes.length + 1).fill(0);
  const knowledge = snapshotKnowledge(grid, engine);
  // Before the first clue every domain is full, which biases nothing: the same as knowing nothing.
  const ctx: SampleContext = { rng, grid, usage, positionWeight: ro.positionWeight, knowledge };
  let clues: Clue[] = [];
  let local = 0;
  let done = false;
  while (!done) {
    if (local >= ro.maxSamples) return { kind: "samples" };
    if (deadline !== undefined && (local & 31) === 0 && ro.clock!() > deadline) return { kind: "time" };
    local++;
    counters.sampled++;
    const type = types[rng.weighted(typeWeights)]![0];
    const sampled = clueSamplers[type](ctx);
    if (sampled === null) continue;
    if (clueHolds(sampled.clue, truth) !== true)
      throw new Error(`internal error: sampled a clue that is false of the hidden grid: ${JSON.stringify(sampled.clue)}`);
    if (index.isRedundant(sampled.clue, knowledge)) continue;
    engine.add(sampled.clue);
    index.add(sampled.clue);
    clues.push(sampled.clue);
    for (const e of sampled.ents) usage[e.r < 0 ? usage.length - 1 : e.r]!++;
    necessity.add(sampled.clue);
    knowledge.invalidate();
    if (engine.status() === "contradiction") throw new Error("internal error: true clues led the solver to a contradiction");
    done = solvedWithin();
  }
  const accepted = clues.length;

  // Keep only the clues the solution uses. Minimisation would remove the others too; without
  // it, one traced solve tells which they are.
  let removedUnused = 0;
  if (!ro.minimise) {
    const used = solveTraced({ ...base, clues }, tier);
    if (used.status !== "solved") return unverified(tier, "the solver does not finish the puzzle it accepted");
    const usedSet = new Set(used.usedClues);
    clues = clues.filter((_, i) => usedSet.has(i));
    removedUnused = accepted - clues.length;
  }

  // Vary the operand order of symmetric clues, so the text does not look mechanical. This comes
  // before minimisation, so that the clue set minimisation checks is the one that is returned.
  clues = clues.map((clue) => flipSymmetric(clue, rng));

  // Minimise: drop each clue the rest can do without (within the limits), in seeded random order.
  let removedByMinimisation = 0;
  if (ro.minimise) {
    const order = rng.shuffle(clues.map((_, i) => i));
    const stop = deadline === undefined ? () => false : () => ro.clock!() > deadline;
    const kept = minimiseClues(engine.subsets(), necessity, order, limits, stop);
    if (kept === undefined) return { kind: "time" };
    removedByMinimisation = clues.length - kept.length;
    clues = kept.map((i) => clues[i]!);
  }

  const puzzle: Puzzle = { ...base, clues };
  const traced = solveTraced(puzzle, tier);
  if (traced.status !== "solved") return unverified(tier, "the final puzzle is not solved by its own trace");
  return { kind: "ok", puzzle, steps: traced.steps, grade: traced.grade, accepted, removedUnused, removedByMinimisation };
}

/**
 * The traced solve is the judge of every puzzle. Tier 1 reaches the same fixpoint whatever the
 * order of work, so a disagreement there is a broken invariant. Tier 2's combinations give up
 * past a search budget, and tier 3's proofs by contradiction are bounded in size, so what they
 * find can depend on the order in which facts arrive (live engine, subset solves, traced
 * re-solve): such an attempt is discarded and the next derived seed is tried, rather than
 * returning a puzzle its own explanation does not finish.
 */
function unverified(tier: Tier, what: string): AttemptFailure {
  if (tier < 2) throw new Error(`internal error: ${what}`);
  return { kind: "unverified" };
}

const symmetric: readonly ClueType[] = symmetricClueTypes;

function flipSymmetric(clue: Clue, rng: Rng): Clue {
  if (clue.type === "any_of") {
    return { ...clue, options: clue.options.map((option) => option.map((c) => flipSymmetric(c, rng))) };
  }
  if (!symmetric.includes(clue.type) || !rng.chance(0.5)) return clue;
  const c = clue as Clue & { a: unknown; b: unknown };
  return { ...c, a: c.b, b: c.a } as Clue;
}

/** The engine's domains, read once per change. */
function snapshotKnowledge(grid: HiddenGrid, engine: LiveEngine): Knowledge & { invalidate(): void } {
  const n = grid.size;
  const m = grid.attributes.length;
  const masks = new Int32Array(n * m);
  const unresolved = new Int32Array(m);
  let fresh = false;
  const refresh = (): void => {
    for (let r = 0; r < m; r++) {
      let open = 0;
      for (let v = 0; v < n; v++) {
        const d = engine.mask(r, v);
        masks[r * n + v] = d;
        if ((d & (d - 1)) !== 0) open++;
      }
      unresolved[r] = open;
    }
    fresh = true;
  };
  return {
    invalidate() {
      fresh = false;
    },
    domain(r, v) {
      if (!fresh) refresh();
      return masks[r * n + v]!;
    },
    unresolved(r) {
      if (!fresh) refresh();
      return unresolved[r]!;
    },
  };
}
