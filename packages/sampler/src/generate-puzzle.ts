import { clueHolds, createRng, deriveSeed, formatTag, placementFromGrid, symmetricClueTypes, type Clue, type Rng, type ClueType, type Grade, type Puzzle, type Step, type Tier } from "@zebra/model";
import { difficultyTargets } from "./difficulty.js";
import { clueSamplers, clueTypeFits, type Knowledge, type SampleContext } from "./internal/clue-samplers.js";
import { drawHiddenGrid, solutionOf, type HiddenGrid } from "./internal/hidden-grid.js";
import { RedundancyIndex } from "./internal/redundancy.js";
import { determinabilityProblem, resolveOptions, type ResolvedOptions } from "./internal/resolve-options.js";
import { minimiseClues } from "./internal/minimise.js";
import { deduceFast, isUnique, openEngine, solveTraced } from "./internal/solver-port.js";
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
 * questions. When a `difficulty` is requested it retries with derived seeds until the grade
 * matches or the budget runs out.
 *
 * Use it for one puzzle; for a data set, call it with `deriveSeed(datasetSeed, i)` for puzzle i.
 * Cost: well under a millisecond to a few milliseconds for 5×5, tens of milliseconds for 8×8
 * (minimisation is most of it); difficulty targets multiply that by the attempts needed.
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
  const target = ro.difficulty;
  const levelsSeen: Record<string, number> = {};
  let lastFailure: AttemptFailure | undefined;
  let attempts = 0;
  for (let k = 0; k < ro.maxAttempts; k++) {
    if (deadline !== undefined && ro.clock!() > deadline) {
      lastFailure = { kind: "time" };
      break;
    }
    attempts++;
    const seed = k === 0 ? ro.seed : deriveSeed(ro.seed, k);
    const outcome = runAttempt(ro, seed, counters, deadline);
    if (outcome.kind === "fatal") return { ok: false, issues: outcome.issues, stats: stats(counters, attempts, ro, start) };
    if (outcome.kind !== "ok") {
      lastFailure = outcome;
      if (outcome.kind === "time") break;
      continue;
    }
    levelsSeen[outcome.grade.level] = (levelsSeen[outcome.grade.level] ?? 0) + 1;
    if (target !== undefined && outcome.grade.level !== target) continue;
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
        vocabulary: ro.vocabularyId,
      },
    };
    const qa = deriveQuestions(puzzle, outcome.steps);
    const find = qa.find((q) => q.query.kind === "find");
    const withQuestion: Puzzle = find !== undefined && find.query.kind === "find" ? { ...puzzle, question: { find: find.query.find, where: find.query.where } } : puzzle;
    const s = stats(counters, attempts, ro, start, outcome);
    return { ok: true, puzzle: withQuestion, steps: outcome.steps, grade: outcome.grade, seed: ro.seed, options: recorded, stats: s, qa };
  }
  const s = stats(counters, attempts, ro, start);
  if (target !== undefined && lastFailure?.kind !== "time" && Object.keys(levelsSeen).length > 0) {
    return {
      ok: false,
      issues: [
        samplerIssue("difficulty-not-met", "difficulty", `No ${target} puzzle of size ${ro.size}×${ro.attributes} within ${attempts} attempt${attempts === 1 ? "" : "s"} (levels reached: ${describeLevels(levelsSeen)}).`, {
          difficulty: target,
          attempts,
          levels: levelsSeen,
        }),
      ],
      stats: s,
    };
  }
  const why = lastFailure?.kind === "time" ? `the time budget of ${ro.maxMs} ms` : `${ro.maxSamples} sampled clues per attempt and ${ro.maxAttempts} attempt${ro.maxAttempts === 1 ? "" : "s"}`;
  return {
    ok: false,
    issues: [
      samplerIssue("budget-exhausted", "budget", `No puzzle was finished within ${why}.`, {
        reason: lastFailure?.kind === "time" ? "time" : "samples",
        maxSamples: ro.maxSamples,
        maxAttempts: ro.maxAttempts,
        ...(ro.maxMs !== undefined ? { maxMs: ro.maxMs } : {}),
        ...(target !== undefined ? { difficulty: target, levels: levelsSeen } : {}),
      }),
    ],
    stats: s,
  };
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

const numericTypes: readonly ClueType[] = ["less_than", "greater_than", "difference"];

/** One hidden grid, sampled until solved, then pruned, minimised and traced. */
function runAttempt(ro: ResolvedOptions, seed: number, counters: Counters, deadline: number | undefined): AttemptSuccess | AttemptFailure {
  const rng = createRng(seed);
  const wantNumeric = ro.weights.some(([t]) => numericTypes.includes(t));
  const grid = drawHiddenGrid(rng, ro.pool, ro.size, ro.attributes, wantNumeric);
  const types = ro.weights.filter(([t]) => clueTypeFits(t, grid, ro.positionWeight));
  if (types.length === 0) {
    return { kind: "fatal", issues: [samplerIssue("no-clue-types", "weights", `No enabled clue type fits a ${ro.size}-house puzzle with these attributes.`, { enabled: ro.weights.map(([t]) => t), size: ro.size })] };
  }
  const problem = determinabilityProblem(
    types.map(([t]) => t),
    ro.positionWeight,
    ro.size,
  );
  if (problem !== undefined) return { kind: "fatal", issues: [samplerIssue("not-determinable", "weights", problem, { enabled: types.map(([t]) => t) })] };
  const typeWeights = types.map(([, w]) => w);
  const solution = solutionOf(grid);
  const truth = placementFromGrid(solution, ro.size);
  const base: Puzzle = { format: formatTag, size: ro.size, attributes: grid.attributes, clues: [], solution };
  const tier: Tier = ro.maxTier;

  // Sampling: every accepted clue goes straight into the live engine, which deduces within the
  // allowed tiers; sampling stops as soon as the clues are solved within them. (Running tier 1
  // only here and leaving the higher tiers to minimisation is cheaper, but gives clearly fewer
  // hard and expert puzzles: the clue set then overshoots what the higher tiers need.)
  // Proofs by contradiction (tier 3) are by far the most expensive reasoning, and they cannot
  // finish a puzzle that still has two solutions: the live engine runs tiers 1–2, and only once
  // the clues single out the hidden grid does a tier-3 solve check whether they suffice.
  const engine = openEngine(base, tier >= 3 ? 2 : tier);
  const solvedWithin = (): boolean => {
    if (engine.status() === "solved") return true;
    if (tier < 3 || !isUnique(base, clues)) return false;
    return deduceFast({ ...base, clues }, tier) === "solved";
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
    if (clueHolds(sampled.clue, truth) !== true) throw new Error(`internal error: sampled a clue that is false of the hidden grid: ${JSON.stringify(sampled.clue)}`);
    if (index.isRedundant(sampled.clue, knowledge)) continue;
    index.add(sampled.clue);
    clues.push(sampled.clue);
    for (const e of sampled.ents) usage[e.r < 0 ? usage.length - 1 : e.r]!++;
    engine.add(sampled.clue);
    knowledge.invalidate();
    if (engine.status() === "contradiction") throw new Error("internal error: true clues led the solver to a contradiction");
    done = solvedWithin();
  }
  const accepted = clues.length;

  // Keep only the clues the solution uses. Minimisation would remove the others too, one fast
  // solve each; without it, one traced solve tells which they are.
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

  // Minimise: drop each clue the rest can do without, in seeded random order.
  let removedByMinimisation = 0;
  if (ro.minimise) {
    const order = rng.shuffle(clues.map((_, i) => i));
    const stop = deadline === undefined ? () => false : () => ro.clock!() > deadline;
    const kept = minimiseClues(base, clues, order, tier, stop);
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
 * The traced solve is the judge of every puzzle. Tiers 1 and 2 reach the same fixpoint whatever
 * the order of work, so a disagreement there is a broken invariant. Tier 3's proofs by
 * contradiction are bounded in size, so which ones fit can depend on the order in which facts
 * arrive (live engine, fast re-solve, traced re-solve): such an attempt is discarded and the next
 * derived seed is tried, rather than returning a puzzle its own explanation does not finish.
 */
function unverified(tier: Tier, what: string): AttemptFailure {
  if (tier < 3) throw new Error(`internal error: ${what}`);
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
function snapshotKnowledge(grid: HiddenGrid, engine: ReturnType<typeof openEngine>): Knowledge & { invalidate(): void } {
  const n = grid.size;
  const m = grid.attributes.length;
  const masks = new Int32Array(n * m);
  let fresh = false;
  return {
    invalidate() {
      fresh = false;
    },
    domain(r, v) {
      if (!fresh) {
        for (let rr = 0; rr < m; rr++) {
          const attribute = grid.attributes[rr]!;
          for (let vv = 0; vv < n; vv++) masks[rr * n + vv] = engine.mask({ attr: attribute.name, value: attribute.values[vv]! });
        }
        fresh = true;
      }
      return masks[r * n + v]!;
    },
  };
}
