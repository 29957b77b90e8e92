// What the soak run checks of every generated puzzle, independently of how the sampler made it.
// `verifyPuzzle` is pure: it takes a generatePuzzle result and lists what is wrong with it.
import { difficultyOf } from "./core.mjs";
import { model, sampler, solver, vocab } from "./packages.mjs";

const { applyStep, createCandidateGrid, parsePuzzle, partialGridOf, serializePuzzle } = model;
const { countSolutions, deduce, verifyStep } = solver;
const { deriveSeed, generatePuzzle } = sampler;

/** The vocabulary `zebra generate` uses by default, so that a soak item is also a CLI puzzle. */
const soakTheme = "default";
let vocabulary;

/**
 * Makes puzzle `index` of a soak plan exactly as `zebra generate --seed SEED --start INDEX
 * --size HxA [--difficulty D]` does: the default theme, default weights, minimised, with the
 * seed `deriveSeed(seed, index)`, at the plan's difficulty (the (index mod k)-th of a list).
 */
export function generateItem(plan, seed, index) {
  vocabulary ??= vocab.getVocabulary(soakTheme);
  const difficulty = difficultyOf(plan, index);
  return generatePuzzle({
    size: plan.houses,
    attributes: plan.attributes,
    vocabulary,
    seed: deriveSeed(seed, index),
    ...(difficulty !== undefined ? { difficulty } : {}),
  });
}

/**
 * Generates and verifies one item. Returns `null` when everything holds, else the failure:
 * `{ index, seed, problems }` where `seed` is the puzzle's own seed. Never throws: an exception
 * from the sampler or a checker is reported as a problem of the item.
 */
export function soakItem(plan, seed, index) {
  let problems;
  try {
    const result = generateItem(plan, seed, index);
    problems = result.ok ? verifyPuzzle(result) : [`no puzzle was made: ${result.issues.map((i) => i.message).join("; ")}`];
  } catch (error) {
    problems = [`threw ${error?.name ?? "an error"}: ${error?.message ?? String(error)}`];
  }
  return problems.length === 0 ? null : { index, seed: deriveSeed(seed, index), problems };
}

/**
 * Every check the soak makes of one generated puzzle; returns the problems found (empty when
 * the puzzle is sound):
 * - uniqueness: the complete solver (`countSolutions`, limit 2) finds exactly one solution,
 *   and it is the hidden grid the puzzle records as its `solution`;
 * - faithfulness: replaying the explanation (`result.steps`) on a candidate grid, every
 *   premise of every step holds when the step is taken, every step and sub-step passes
 *   `verifyStep`, no conclusion contradicts the solution, and at the end every value is placed
 *   where the solution has it;
 * - reproducibility: `deduce` on the final puzzle, at the sampler's tier, gives the same steps
 *   and grade;
 * - the format: `serializePuzzle` → `parsePuzzle` → `serializePuzzle` gives the same text.
 *
 * @param {{ puzzle: object, steps: readonly object[], grade: object, options: { maxTier: number } }} result
 * @returns {string[]}
 */
export function verifyPuzzle(result) {
  const { puzzle, steps } = result;
  const problems = [];
  const solution = puzzle.solution;
  if (!solution) return ["the puzzle records no solution"];

  const counted = countSolutions(puzzle, { limit: 2 });
  if (counted.count !== 1) problems.push(`countSolutions finds ${counted.count === 0 ? "no solution" : "two or more solutions"}`);
  else {
    const differs = differingAttribute(puzzle, counted.solutions[0], solution);
    if (differs) problems.push(`the only solution differs from the recorded solution in ${differs}`);
  }

  problems.push(...replayProblems(puzzle, steps, solution));

  const again = deduce(puzzle, { maxTier: result.options.maxTier });
  if (again.status !== "solved") problems.push(`deduce at tier ${result.options.maxTier} ends ${again.status}`);
  else if (JSON.stringify(again.steps) !== JSON.stringify(steps)) problems.push("deduce gives other steps than the recorded explanation");
  else if (JSON.stringify(again.grade) !== JSON.stringify(result.grade)) problems.push("deduce gives another grade than the recorded one");

  const text = serializePuzzle(puzzle);
  const parsed = parsePuzzle(text);
  if (!parsed.ok) problems.push(`parsePuzzle rejects the serialized puzzle: ${JSON.stringify(parsed.issues[0])}`);
  else if (serializePuzzle(parsed.value) !== text) problems.push("serializePuzzle → parsePuzzle → serializePuzzle changes the text");
  return problems;
}

/** The first attribute whose row differs between two grids, or undefined. */
function differingAttribute(puzzle, a, b) {
  for (const { name } of puzzle.attributes) {
    if (JSON.stringify(a[name]) !== JSON.stringify(b[name])) return name;
  }
  return undefined;
}

/** Replays the steps on a candidate grid; see {@link verifyPuzzle}. */
function replayProblems(puzzle, steps, solution) {
  const problems = [];
  const state = createCandidateGrid(puzzle);
  const index = new Map(puzzle.attributes.map((a, ai) => [a.name, { ai, values: new Map(a.values.map((v, vi) => [v, vi])) }]));
  const maskOf = (entity) => {
    const attr = index.get(entity.attr);
    const vi = attr?.values.get(entity.value);
    return vi === undefined ? undefined : state.positions[attr.ai][vi];
  };
  const where = (entity) => solution[entity.attr].indexOf(entity.value) + 1;
  for (const [i, step] of steps.entries()) {
    const label = `step ${i + 1} (${step.rule})`;
    for (const premise of step.premises) {
      if (!holds(maskOf(premise.entity), premise)) problems.push(`${label}: premise ${describe(premise)} does not hold after the steps before it`);
    }
    problems.push(...verifyTree(puzzle, step, `step ${i + 1}`));
    for (const conclusion of step.conclusions) {
      const pos = where(conclusion.entity);
      if ((conclusion.kind === "at" && conclusion.pos !== pos) || (conclusion.kind === "not_at" && conclusion.positions.includes(pos))) {
        problems.push(`${label}: concludes ${describe(conclusion)}, false in the solution`);
      }
    }
    let changed;
    try {
      changed = applyStep(state, step);
    } catch (error) {
      problems.push(`${label}: cannot be applied: ${error.message}`);
      continue;
    }
    if (!changed) problems.push(`${label}: changes nothing in the grid`);
    if (problems.length >= 5) return problems;
  }
  const placed = partialGridOf(state);
  const differs = differingAttribute(puzzle, placed, solution);
  if (differs) problems.push(`the explanation does not solve the puzzle: ${differs} is not placed as in the solution after the last step`);
  return problems;
}

/** verifyStep on a step and, for a proof by contradiction, on each sub-step (recursively). */
function verifyTree(puzzle, step, label) {
  const problems = [];
  const check = verifyStep(puzzle, step);
  if (!check.ok) problems.push(`${label} (${step.rule}) fails verifyStep: ${check.reason}`);
  if (step.rule === "contradiction") {
    for (const [j, sub] of step.subSteps.entries()) problems.push(...verifyTree(puzzle, sub, `${label}.${j + 1}`));
  }
  return problems;
}

function bitsOf(positions) {
  let mask = 0;
  for (const p of positions) mask |= 1 << (p - 1);
  return mask;
}

/** Whether a fact holds in a candidate mask (the positions an entity may still occupy). */
function holds(mask, fact) {
  if (mask === undefined) return false;
  if (fact.kind === "at") return mask === 1 << (fact.pos - 1);
  const set = bitsOf(fact.positions);
  return fact.kind === "not_at" ? (mask & set) === 0 : (mask & ~set) === 0;
}

function describe(fact) {
  const who = `${fact.entity.attr}=${String(fact.entity.value)}`;
  if (fact.kind === "at") return `${who} at ${fact.pos}`;
  return `${who} ${fact.kind === "not_at" ? "not at" : "among"} ${fact.positions.join(",")}`;
}
