import { applyConclusion, cloneCandidateState, createCandidateGrid, entityKey, sameEntity } from "@zebra/model";
import type { AtFact, CandidateState, CaseSplit, Clash, Fact, Puzzle, Step, ValueRef } from "@zebra/model";
import { clueValues } from "./clue-values.js";
import type { ExplanationClaim } from "./explanation-claim.js";
import { plainerFact } from "./plainer-fact.js";

/** The rules a worded explanation keeps, one code each (see {@link checkExplanation}). */
export const explanationRules = [
  "unstated-premise",
  "does-not-follow",
  "back-reference",
  "wider-list",
  "placed-as-range",
  "case-coverage",
  "one-case",
  "empty-branch",
  "restated-supposition",
  "clash-terms",
] as const;

/** One rule of {@link explanationRules}. */
export type ExplanationRule = (typeof explanationRules)[number];

/** A sentence that breaks a rule. */
export interface ExplanationViolation {
  /** The 1-based item (step or line) of the sentence. */
  readonly item: number;
  /** The 0-based index of the sentence's claim among all the claims. */
  readonly claim: number;
  readonly rule: ExplanationRule;
  /** What is wrong, in English, for developers and logs ("premise Drink=tea at 2 is not stated"). */
  readonly detail: string;
  /**
   * The facts the report is about, for a locale to word its own message (see
   * `CliStrings.explanationViolation`): the premise not stated or said too widely, what does
   * not follow, the cases' houses, the empty or restated case.
   */
  readonly facts: readonly Fact[];
  /** The houses the text has left the value (`wider-list`, `case-coverage`) or placed it in (`placed-as-range`); empty otherwise. */
  readonly houses: readonly number[];
  /** The 1-based clue a clash is said to break (`clash-terms`). */
  readonly clue?: number;
}

/** What a report says beyond its rule and English detail. */
type Subject = Pick<ExplanationViolation, "facts" | "houses" | "clue">;

/** Whether a step follows from its clues and premises: `@zebra/solver`'s `verifyStep`, bound to the puzzle. */
export type StepVerifier = (step: Step) => { readonly ok: boolean; readonly reason?: string };

/**
 * Replays a worded explanation claim by claim and reports every sentence that breaks a rule:
 *
 * - `unstated-premise`: a premise is neither a clue nor something the text has stated before
 *   (or, inside a proof or a case, its supposition and the lines before);
 * - `does-not-follow`: the step does not follow from its clues and premises (`verify`);
 * - `back-reference`: the sentence is worded as following on ("So", "That leaves", a pronoun)
 *   from something other than what the sentence just before it asserted;
 * - `wider-list`: a premise reads as a list of houses wider than the text has established;
 * - `placed-as-range`: a premise about a value the text has placed is not that placement;
 * - `case-coverage`: a case argument's cases are not exactly the houses its value has left;
 * - `one-case`: a case argument has one case only (its value is placed: there is nothing to split);
 * - `empty-branch`: a possible case concludes nothing;
 * - `restated-supposition`: a line of a proof or case concludes its own supposition;
 * - `clash-terms`: a clash that breaks a clue names no fact about that clue's values.
 *
 * Use it on the claims a renderer's `solution` reports (`SolutionOptions.onClaim`), which are
 * the text's sentences in order: every locale words each claim as one sentence. Cost: one
 * `verify` per claim plus a replay linear in the facts.
 *
 * @param puzzle - the puzzle explained.
 * @param claims - the claims, in reading order.
 * @param verify - decides whether a step follows from its clues and premises.
 * @returns the violations, in reading order; empty when the explanation holds.
 * @example
 * ```ts
 * const claims: ExplanationClaim[] = [];
 * renderer.solution(steps, ctx, { onClaim: (c) => claims.push(c) });
 * checkExplanation(puzzle, claims, (step) => verifyStep(puzzle, step)); // []
 * ```
 */
export function checkExplanation(
  puzzle: Pick<Puzzle, "size" | "attributes" | "clues">,
  claims: readonly ExplanationClaim[],
  verify: StepVerifier,
): ExplanationViolation[] {
  const out: ExplanationViolation[] = [];
  const known = new Knowledge(createCandidateGrid(puzzle));
  // A logic grid's people, its first attribute's values, are each in their own position from the start: the puzzle states them.
  const key = (puzzle as Partial<Pick<Puzzle, "kind">>).kind === "logic-grid" ? puzzle.attributes[0] : undefined;
  key?.values.forEach((value, k) => {
    known.assert({ kind: "at", entity: { attr: key.name, value }, pos: k + 1 });
  });
  claims.forEach((claim, index) => {
    const report: Report = (rule, detail, about = {}) =>
      out.push({
        item: claim.item,
        claim: index,
        rule,
        detail,
        facts: about.facts ?? [],
        houses: about.houses ?? [],
        ...(about.clue === undefined ? {} : { clue: about.clue }),
      });
    const before = claims[index - 1];
    if (claim.after !== undefined && (before === undefined || !sameFacts(claim.after, before.asserts)))
      report("back-reference", "the sentence follows on from something the sentence before it did not say");
    for (const step of claim.steps) {
      checkStep(puzzle, step, known, report);
      const verdict = verify(step);
      if (!verdict.ok) report("does-not-follow", verdict.reason ?? "the step does not follow from its clues and premises", { facts: step.conclusions });
      for (const c of step.conclusions) known.assert(c);
    }
  });
  return out;
}

type Report = (rule: ExplanationRule, detail: string, about?: Partial<Subject>) => void;

/** A step's premises against what is known, and its argument, if any, line by line. */
function checkStep(puzzle: Pick<Puzzle, "size" | "clues" | "attributes">, step: Step, known: Knowledge, report: Report): void {
  const single = step.rule === "naked-single" || step.rule === "hidden-single";
  for (const premise of step.premises) checkPremise(premise, known, puzzle.size, single, report);
  if (step.rule === "contradiction") {
    const inside = known.supposing(step.assumption);
    checkLines(puzzle, step.subSteps, step.assumption, inside, report);
    checkClash(puzzle, step.clash, inside, report);
  } else if (step.rule === "clue-combination") {
    const inside = known.copy();
    for (const premise of step.premises) inside.assert(premise);
    checkSplit(puzzle, step.split, inside, report);
  }
}

function checkPremise(premise: Fact, known: Knowledge, size: number, single: boolean, report: Report): void {
  if (!holdsAsSaid(premise, known, size, single)) {
    report("unstated-premise", `${describe(premise)} is not stated before it is used`, { facts: [premise] });
    return;
  }
  const placed = known.placement(premise.entity);
  // A single's premises are the houses it starts from, not a list the text reads out.
  if (premise.kind !== "at" && !single) {
    if (placed !== undefined)
      report("placed-as-range", `${describe(premise)}, though the text has placed it in house ${placed}`, { facts: [premise], houses: [placed] });
    else {
      const plain = plainerFact(premise, size);
      const left = known.housesOf(premise.entity);
      if (plain.kind === "among" && plain.positions.length > left.length)
        report("wider-list", `${describe(plain)}, though the text has left it only ${left.join(", ")}`, { facts: [plain], houses: left });
    }
  }
}

/** The lines of a proof or a case, each from its supposition and the lines before it. */
function checkLines(puzzle: Pick<Puzzle, "size" | "clues" | "attributes">, steps: readonly Step[], supposed: AtFact, known: Knowledge, report: Report): void {
  for (const step of steps) {
    const single = step.rule === "naked-single" || step.rule === "hidden-single";
    for (const premise of step.premises)
      if (!holdsAsSaid(premise, known, puzzle.size, single))
        report("unstated-premise", `${describe(premise)} is neither supposed nor stated before it is used`, { facts: [premise] });
    if (step.conclusions.length > 0 && step.conclusions.every((c) => impliedBy(c, supposed)))
      report("restated-supposition", `a line concludes only what its supposition (${describe(supposed)}) says`, { facts: [supposed] });
    if (step.rule === "contradiction" || step.rule === "clue-combination") checkStep(puzzle, step, known, report);
    for (const c of step.conclusions) known.assert(c);
  }
}

function checkSplit(puzzle: Pick<Puzzle, "size" | "clues" | "attributes">, split: CaseSplit, known: Knowledge, report: Report): void {
  const live = known.housesOf(split.entity);
  const cases = split.cases.map((c) => c.pos);
  if (cases.join() !== live.join()) {
    const among: Fact = { kind: "among", entity: split.entity, positions: cases };
    report("case-coverage", `the cases put ${describe(among)}, but it has houses ${live.join(", ")} left`, { facts: [among], houses: live });
  }
  const only = split.cases.length === 1 ? split.cases[0]! : undefined;
  if (only !== undefined) {
    const placed: AtFact = { kind: "at", entity: split.entity, pos: only.pos };
    report("one-case", `the cases are only ${describe(placed)}`, { facts: [placed] });
  }
  for (const branch of split.cases) {
    const supposed: AtFact = { kind: "at", entity: split.entity, pos: branch.pos };
    if (branch.clash === undefined && branch.split === undefined && branch.steps.length === 0)
      report("empty-branch", `the case ${describe(supposed)} concludes nothing`, { facts: [supposed] });
    const inside = known.supposing(supposed);
    checkLines(puzzle, branch.steps, supposed, inside, report);
    if (branch.clash !== undefined) checkClash(puzzle, branch.clash, inside, report);
    if (branch.split !== undefined) checkSplit(puzzle, branch.split, inside, report);
  }
}

/**
 * Whether a premise holds as the text would say it: a list of one house reads as a placement, and
 * a placement holds only once said (except for a single, whose premises are what leaves its value
 * one house).
 */
function holdsAsSaid(premise: Fact, known: Knowledge, size: number, single: boolean): boolean {
  const plain = single ? premise : plainerFact(premise, size);
  return known.holds(plain);
}

/** A broken clue is named in its own terms: the clash names a fact about one of the clue's values. */
function checkClash(puzzle: Pick<Puzzle, "clues" | "attributes">, clash: Clash, known: Knowledge, report: Report): void {
  for (const fact of clash.facts)
    if (!known.holds(fact)) report("unstated-premise", `the clash names ${describe(fact)}, which the argument has not stated`, { facts: [fact] });
  if (clash.conflict.kind !== "clue") return;
  const clue = puzzle.clues[clash.conflict.clue];
  if (clue === undefined || clue.type === "any_of") return;
  const own = clueValues(clue, puzzle.attributes);
  const named = clash.forced === undefined ? clash.facts : [clash.forced];
  if (own.length > 0 && !named.some((f) => own.some((e) => sameEntity(e, f.entity))))
    report("clash-terms", `clue ${clash.conflict.clue + 1} is said to break, but the clash names none of its values`, { clue: clash.conflict.clue + 1 });
}

/** Whether `fact` says nothing that the placement `supposed` does not. */
function impliedBy(fact: Fact, supposed: AtFact): boolean {
  if (!sameEntity(fact.entity, supposed.entity)) return false;
  if (fact.kind === "at") return fact.pos === supposed.pos;
  return fact.kind === "not_at" ? !fact.positions.includes(supposed.pos) : fact.positions.includes(supposed.pos);
}

function sameFacts(a: readonly Fact[], b: readonly Fact[]): boolean {
  return a.length === b.length && a.every((f, i) => describe(f) === describe(b[i]!));
}

function describe(fact: Fact): string {
  const who = `${fact.entity.attr}=${String(fact.entity.value)}`;
  if (fact.kind === "at") return `${who} at ${fact.pos}`;
  return `${who} ${fact.kind === "among" ? "in" : "not in"} ${fact.positions.join(",")}`;
}

/** What the text has established: the reader's candidate grid, and the placements it has said. */
class Knowledge {
  constructor(
    private readonly state: CandidateState,
    private readonly placed = new Map<string, number>(),
  ) {}

  copy(): Knowledge {
    return new Knowledge(cloneCandidateState(this.state), new Map(this.placed));
  }

  /** A copy in which `fact` is supposed. */
  supposing(fact: AtFact): Knowledge {
    const inside = this.copy();
    inside.assert(fact);
    return inside;
  }

  assert(fact: Fact): void {
    if (fact.kind === "among") {
      const others = this.all().filter((p) => !fact.positions.includes(p));
      if (others.length > 0) applyConclusion(this.state, { kind: "not_at", entity: fact.entity, positions: others });
      return;
    }
    applyConclusion(this.state, fact);
    if (fact.kind === "at") this.placed.set(entityKey(fact.entity), fact.pos);
  }

  /** Where the text has placed a value, if it has. */
  placement(entity: ValueRef): number | undefined {
    return this.placed.get(entityKey(entity));
  }

  /** The houses a value has left, ascending. */
  housesOf(entity: ValueRef): number[] {
    const a = this.state.attributes.findIndex((attribute) => attribute.name === entity.attr);
    const v = a < 0 ? -1 : this.state.attributes[a]!.values.indexOf(entity.value);
    if (v < 0) return [];
    const mask = this.state.positions[a]![v]!;
    return this.all().filter((p) => (mask & (1 << (p - 1))) !== 0);
  }

  /** Whether the text has established `fact` (a placement only once said). */
  holds(fact: Fact): boolean {
    if (fact.kind === "at") return this.placement(fact.entity) === fact.pos;
    if (!this.has(fact.entity)) return false;
    // In an argument that has broken down, a value may have no house left: every list holds of it.
    const left = this.housesOf(fact.entity);
    return fact.kind === "not_at" ? left.every((p) => !fact.positions.includes(p)) : left.every((p) => fact.positions.includes(p));
  }

  /** Whether the puzzle has the value. */
  private has(entity: ValueRef): boolean {
    const attribute = this.state.attributes.find((a) => a.name === entity.attr);
    return attribute?.values.includes(entity.value) ?? false;
  }

  private all(): number[] {
    return Array.from({ length: this.state.size }, (_, i) => i + 1);
  }
}
