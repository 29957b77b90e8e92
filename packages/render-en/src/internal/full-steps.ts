import { clueEntities, entityKey, isPositionRef, sameEntity } from "@zebra/model";
import {
  bulletLines,
  caseArgumentLines,
  citedClues,
  clashTextOf,
  contradictionConclusions,
  factHouses,
  forcedPlace,
  isJustSaid,
  mergeFacts,
  partnerPlacement,
  plainerFact,
  premisesBeforeCases,
  saysPlacement,
  stepTextOf,
  unsaidClashFacts,
  withStatedClues,
} from "@zebra/locale-kit";
import type { AtFact, CaseSplit, Clash, ClashOf, Clue, Fact, Step, ValueRef } from "@zebra/model";
import type { ClashVerbalizers, RenderContext, StepVerbalizers } from "@zebra/locale-kit";
import { clueClause } from "./clauses.js";
import { factClause, factsClause, relativeClause } from "./facts.js";
import { leftFor } from "./singles.js";
import { alsoIn, bothIn, carriedTo, sharedHouses } from "./same-person.js";
import {
  capitalize,
  clueList,
  houses,
  isPersonOfGrid,
  nounOf,
  people,
  personAt,
  placeAt,
  predicateOf,
  valueAsSubject,
  valueSubject,
  type NotedContext,
} from "./words.js";

/**
 * Every step rule as an English argument, in the full style: what the step starts from, the
 * clue it uses (its content, so that a reader can follow without the clue list) and what
 * follows. What a step starts from is noted after the value it is about ("the cat owner
 * (house 2 or 3)"). A clue the text has already stated (`ctx.statedClues`) is cited by its
 * number, between what the step starts from and what follows. A proof by contradiction spans
 * several lines: its sub-steps are indented bullets.
 */
export const fullSteps: StepVerbalizers = {
  clue: (step, ctx) => {
    if (step.clues.length !== 1) return combination(step, ctx);
    const index = step.clues[0]!;
    const clue = ctx.puzzle.clues[index];
    const by = clueList(step.clues);
    // Most steps word their conclusions another way: only those that say them plainly make this clause.
    const so = (): string => factsClause(step.conclusions, ctx);
    if (clue === undefined) return `By ${by}, ${so()}.`;
    // A placement the sentence before has just said, carried by a clue not stated yet to a value it ties to it ("By clue 6, the
    // Pall Mall smoker keeps a bird", not "So by clue 6, the bird owner lives in house 3").
    const carriedOn = partnerJustPlaced(step, clue, ctx);
    if (carriedOn !== undefined && !ctx.statedClues?.has(index)) return carriedOn;
    // A clue applied to what the sentence before has just said: that sentence is its premise.
    if (followsOn(step, ctx)) return `${(ctx as FollowingContext).introduced ? "By" : "So by"} ${by}, ${carriedAlong(clue, step, ctx) ?? so()}.`;
    if (carriedOn !== undefined) return carriedOn;
    if (step.premises.length === 0 && saysPlacement(clue, ctx.puzzle.size)) return `By ${by}, ${so()}.`;
    // A clue that only rules houses out by itself needs no restating: a reader checks "By clue 8, the cat owner is not
    // in house 5 and the Dane not in house 1" against clue 8 at a glance. Its content is said where it does more.
    if (step.premises.length === 0 && placesNone(step) && ctx.puzzle.kind !== "logic-grid") return `By ${by}, ${inClueOrder(clue, step.conclusions, ctx)}.`;
    const partner = sameHouse(step, ctx);
    if (partner !== undefined) return partner;
    // A logic grid's clue that names one of its people says its conclusion itself: "By clue 4, Amy is not the tart buyer."
    if (namesItsConclusion(clue, step, ctx)) return `By ${by}, ${clueClause(clue, ctx)}.`;
    // Two people who are one, ruled out of houses before: the houses say it once, with no note ("…, so that person is not in
    // house 3 or 4"; carried from one to the other, "…, so the tea drinker is not in house 1 either").
    const shared = placesNone(step) ? sharedHouses(clue, step, ctx) : undefined;
    if (shared !== undefined) {
      const plain = `By ${by}, ${carriedTo(clue, step, ctx) ?? `${clueClause(clue, ctx)}, so ${shared}`}.`;
      if (!ctx.statedClues?.has(index)) return plain;
      const cited = citedStep(clue, step, ctx);
      return wordCount(cited) < wordCount(plain) ? cited : plain;
    }
    // What the text has just said needs no note ("the Norwegian lives next to the blue house", not "the Norwegian (house 1)").
    const { clause, rest } = notedClause(
      clue,
      step.premises.filter((p) => !isJustSaid(p, ctx)),
      ctx,
    );
    const and = rest.length === 0 ? "" : `, and ${factsClause(rest, ctx)}`;
    const both = rest.length === 0 ? sharedHouses(clue, step, ctx) : undefined;
    const pair = rest.length === 0 && both === undefined ? namedPair(clue, clause, ctx) : undefined;
    const who = pair === undefined ? undefined : relativeTo(pair[1], clause, step.conclusions, ctx);
    const itself = rest.length === 0 && pair === undefined ? aboutItsValue(clue, step.conclusions, ctx) : undefined;
    const restated = `By ${by}, ${clause}${and}${who ?? `, so ${both ?? formerAndLatter(pair, step.conclusions, ctx) ?? itself ?? so()}`}.`;
    // A clue the text has stated may be cited by number instead, when that says it in fewer words.
    if (step.premises.length === 0) return restated;
    const cited = citedStep(clue, step, ctx);
    return wordCount(cited) < wordCount(restated) ? cited : restated;
  },
  "naked-single": (step, ctx) => {
    const placed = step.conclusions.filter(isAt);
    if (placed.length === 0) return `${capitalize(factsClause(step.conclusions, ctx))}.`;
    return placed
      .map((f) => `${capitalize(valueAsSubject(ctx, f.entity.attr, f.entity.value))} is the only ${nounOf(ctx, step.attr)} left for ${placeAt(f.pos, ctx)}.`)
      .join(" ");
  },
  "hidden-single": (step, ctx) => {
    const placed = step.conclusions.filter(isAt);
    if (placed.length === 0) return `${capitalize(factsClause(step.conclusions, ctx))}.`;
    return placed
      .map((fact) => {
        const X = valueSubject(fact.entity, ctx);
        return X.kind === "house" && ctx.puzzle.kind !== "logic-grid"
          ? `${capitalize(X.text)} can only be house ${fact.pos}.`
          : `${leftFor(fact.pos, X.text, ctx)}.`;
      })
      .join(" ");
  },
  "clue-combination": (step, ctx) => combination(step, ctx),
  contradiction: (step, ctx) => {
    const lines = [`Suppose ${factClause(step.assumption, ctx)}.${step.subSteps.length > 0 ? " Then:" : ""}`];
    lines.push(...bulletLines(inTurn(step.subSteps, ctx, step.assumption), "  "));
    // The clash leaves out the facts the proof has said: what is left was known before it.
    const said = [step.assumption, ...step.subSteps.flatMap((s) => s.conclusions)];
    // Summing the proof up, its supposition goes without saying, unless the clue's argument needs it or nothing else is left.
    const others = step.clash.facts.filter((f) => !isPlacement(f, step.assumption));
    const clash = others.length > 0 && forcedPlace(step.clash, ctx.puzzle.size) === undefined ? { ...step.clash, facts: others } : step.clash;
    const ending = `${clashText(clash, ctx, said, "all")}, so ${factsClause(contradictionConclusions(step), ctx)}.`;
    if (step.subSteps.length === 0) return `${lines[0]!} ${ending}`;
    lines.push(ending);
    return lines.join("\n");
  },
};

/**
 * How a line of argument breaks down, per kind of clash: "But then <its facts>", then what they
 * break ("which contradicts clue 15"; "by clue 15, X would have to live in house 1, where Y
 * lives"; "no house is left for X").
 */
export const clashTexts: ClashVerbalizers = {
  clue: (clash, ctx) => clueClash(clash, ctx, clash.facts),
  "no-position": (clash, ctx) =>
    `${butThen(clash.facts, ctx, ": no", "But then no")} ${ctx.puzzle.kind === "logic-grid" ? "one" : "house"} is left ${ctx.puzzle.kind === "logic-grid" ? "to be" : "for"} ${valueSubject(clash.conflict.entity, ctx).text}`,
  "no-value": (clash, ctx) =>
    `${butThen(clash.facts, ctx, ": no", "But then no")} ${nounOf(ctx, clash.conflict.attr)} is left for ${placeAt(clash.conflict.pos, ctx)}`,
};

/**
 * A broken clue, naming `named` of the clash's facts: "…, which contradicts clue 15"; "But then,
 * by clue 15, X would have to live in house 1, where Y lives". With `unsaid`, the facts the
 * argument has not just said: "But X is in house 2 or 3, which contradicts clue 15" (what the
 * argument has just said clashes with what was known), "That contradicts clue 15".
 */
function clueClash(clash: ClashOf<"clue">, ctx: RenderContext, named: readonly Fact[], unsaid?: readonly Fact[]): string {
  const clue = clueList([clash.conflict.clue]);
  const place = forcedPlace(clash, ctx.puzzle.size);
  if (place === undefined) {
    if (unsaid !== undefined && unsaid.length < named.length)
      return unsaid.length === 0 ? `That contradicts ${clue}` : `But ${factsClause(unsaid, ctx)}, which contradicts ${clue}`;
    return `${butThen(named, ctx, ", which contradicts ", "That contradicts ")}${clue}`;
  }
  const X = valueSubject(clash.forced!.entity, ctx);
  if (ctx.puzzle.kind === "logic-grid") {
    const by = `${butThen(named, ctx, "; by ", "But then, by ")}${clue}, ${X.text} would have to be ${people(place.positions, "or", ctx)}`;
    return place.taken === undefined ? `${by}, which is impossible` : `${by}, who is ${valueSubject(place.taken.entity, ctx).text}`;
  }
  const where = houses(place.positions, "or");
  const would = X.kind === "house" ? `${X.text} would have to be ${where}` : `${X.text} would have to live in ${where}`;
  const by = `${butThen(named, ctx, "; by ", "But then, by ")}${clue}, ${would}`;
  if (place.taken === undefined) return `${by}, which is impossible`;
  const Y = valueSubject(place.taken.entity, ctx);
  return `${by}, ${Y.kind === "house" ? `which is ${Y.text}` : `where ${Y.text} lives`}`;
}

/** "But then <facts>" followed by `then`; `alone` when there is no fact to name. */
function butThen(facts: readonly Fact[], ctx: RenderContext, then: string, alone: string): string {
  return facts.length > 0 ? `But then ${factsClause(facts, ctx)}${then}` : alone;
}

/**
 * A clash as a clause (see {@link clashTexts}), given what the argument has `said` (its
 * supposition or case, and what its steps concluded). A broken clue names only the facts not said: a clue
 * that would put a value where another already is names the other value anyway, and any other
 * reads "But X is in house 2, which contradicts clue 15" after the line that says the rest. When every fact
 * is said, `allSaid` tells whether to name them all (a proof's last line, which sums the proof
 * up) or none ("That contradicts clue 15" under the case it refutes). A clash with no house or no
 * value left names all its facts.
 */
function clashText(clash: Clash, ctx: RenderContext, said: readonly Fact[], allSaid: "all" | "none"): string {
  if (clash.conflict.kind !== "clue") return clashTextOf(clashTexts, clash, ctx);
  const taken = forcedPlace(clash, ctx.puzzle.size)?.taken !== undefined;
  const unsaid = unsaidClashFacts(clash, said, ctx.puzzle.size, taken ? "none" : allSaid);
  return taken ? clueClash(clash as ClashOf<"clue">, ctx, unsaid) : clueClash(clash as ClashOf<"clue">, ctx, clash.facts, unsaid);
}

/**
 * A context in a proof or a case: its steps follow on from its supposition or case, which "Then:"
 * or "If …:" has `introduced`, so that the first step needs no "So".
 */
interface FollowingContext extends RenderContext {
  readonly introduced?: boolean;
}

/** The context of the first step after a supposition or a case. */
function after(fact: Fact, ctx: RenderContext): FollowingContext {
  // Object.assign, not a spread: on Node 20 `{ ...ctx, x }` takes V8's slow path (see the locale kit's extend).
  return Object.assign({}, ctx, { justSaid: [fact], introduced: true });
}

/** The context of the step after `step`: its clues stated, its conclusions just said. */
function next(step: Step, ctx: RenderContext): FollowingContext {
  return { ...withStatedClues(ctx, citedClues(step)), justSaid: step.conclusions, introduced: false };
}

/**
 * Whether a step applies a clue to what the sentence before it has just said (`ctx.justSaid`)
 * and nothing else, so that it can take that as read: "So by clue 2, …".
 */
function followsOn(step: Step, ctx: RenderContext): boolean {
  if (ctx.justSaid === undefined || step.premises.length === 0) return false;
  return step.premises.every((p) => isJustSaid(p, ctx));
}

/** Steps worded one after another from a supposition, each citing by number the clues those before it stated. */
function inTurn(steps: readonly Step[], ctx: RenderContext, supposed: Fact): string[] {
  let now: RenderContext = after(supposed, ctx);
  return steps.map((s) => {
    const text = fullStep(s, now);
    now = next(s, now);
    return text;
  });
}

/**
 * A case argument: the split value's positions, then each case as a bullet with its steps under
 * it ("If the Dane lives in house 2:", then "If in house 3:"). The steps are worded in reading order, so a clue is restated only the first time, and a
 * step follows on from its case or the step before it.
 */
function splitLines(split: CaseSplit, ctx: RenderContext, indent: string): string[] {
  let now: RenderContext = ctx;
  // The value the case before was about: the cases after the first of a split give the house alone.
  let headed: ValueRef | undefined;
  return caseArgumentLines(
    split,
    {
      positions: (s) => {
        headed = undefined;
        return `${capitalize(factClause({ kind: "among", entity: s.entity, positions: s.cases.map((c) => c.pos) }, ctx))}.`;
      },
      ifCase: (fact) => {
        now = after(fact, now);
        const again = headed !== undefined && sameEntity(headed, fact.entity);
        headed = fact.entity;
        return again && ctx.puzzle.kind !== "logic-grid" ? `If in house ${fact.pos}:` : `If ${factClause(fact, ctx)}:`;
      },
      step: (s) => {
        const text = fullStep(s, now);
        now = next(s, now);
        return text;
      },
      impossible: (clash, said) => `${clashText(clash, ctx, said, "none")}, so this case is impossible.`,
    },
    indent,
  );
}

/** Any step as text, in the full style. */
function fullStep(step: Step, ctx: RenderContext): string {
  return stepTextOf(fullSteps, step, ctx);
}

/** What a fact says about the houses of its value, as a note: "house 2", "house 2 or 3", "not house 1" (in a logic grid, "Carl", "not Amy or Bob"). */
function noteOf(fact: Fact, ctx: RenderContext): string {
  const plain = plainerFact(fact, ctx.puzzle.size);
  if (ctx.puzzle.kind === "logic-grid") {
    if (plain.kind === "at") return personAt(plain.pos, ctx);
    return plain.kind === "among" ? people(plain.positions, "or", ctx) : `not ${people(plain.positions, "or", ctx)}`;
  }
  if (plain.kind === "at") return `house ${plain.pos}`;
  return plain.kind === "among" ? houses(plain.positions, "or") : `not ${houses(plain.positions, "or")}`;
}

/** The clue as a clause with the premises noted after the values they are about; the premises it could not note. */
function notedClause(clue: Clue, premises: readonly Fact[], ctx: RenderContext): { clause: string; rest: Fact[] } {
  // A logic grid's people are who they are: "Amy (Amy)" says nothing.
  const merged = mergeFacts(premises).filter((f) => !isPersonOfGrid(f.entity, ctx));
  const notes = new Map<string, string>();
  for (const fact of merged) notes.set(entityKey(fact.entity), noteOf(fact, ctx));
  const noted: NotedContext = Object.assign({}, ctx, { notes, used: new Set<string>() });
  const clause = clueClause(clue, noted);
  return { clause, rest: merged.filter((f) => !noted.used.has(entityKey(f.entity))) };
}

/**
 * A clue that two values belong to one person, one of them placed, in a short sentence: "By
 * clue 12, the cat owner (house 2) is learning Portuguese.", "The red house is house 3, and by
 * clue 1 the Englishman lives there." Undefined for any other step.
 */
function sameHouse(step: Step, ctx: RenderContext): string | undefined {
  const pair = partnerPlacement(step, ctx.puzzle);
  if (pair === undefined) return undefined;
  const by = clueList(step.clues);
  const pos = pair.known.pos;
  const known = valueSubject(pair.known.entity, ctx);
  const placed = valueSubject(pair.placed.entity, ctx);
  if (ctx.puzzle.kind === "logic-grid") {
    // "By clue 10, the Turkish learner makes dumplings."; "The tart buyer is Carl and, by clue 3, paid $6."
    const said = predicateOf(pair.placed.entity, ctx) ?? `is ${placed.text}`;
    if (isPersonOfGrid(pair.known.entity, ctx)) return `By ${by}, ${known.text} ${said}.`;
    return `${capitalize(known.text)} is ${personAt(pos, ctx)} and, by ${by}, ${said}.`;
  }
  if (known.kind === "house")
    return placed.kind === "house" ? undefined : `${capitalize(known.text)} is house ${pos}, and by ${by} ${placed.text} lives there.`;
  if (placed.kind === "house") return `${capitalize(known.text)} lives in house ${pos}, and by ${by} that is ${placed.text}.`;
  const predicate = predicateOf(pair.placed.entity, ctx);
  // The placement as a note, as after a sentence that has placed the person (see partnerJustPlaced): "By clue 12, the cat owner (house 2) is learning Portuguese."
  return predicate === undefined ? undefined : `By ${by}, ${known.text} (house ${pos}) ${predicate}.`;
}

/**
 * A clue that two values belong to one person, applied to the placement of one that the sentence
 * before has just said: the clue, with the house noted unless the sentence before ended on that
 * placement, is all the sentence needs ("…, so the former lives in house 5. By clue 11, the
 * reversi player drinks ginger ale. By clue 12, the reversi player (house 5) plays squash.").
 * Undefined for any other step.
 */
function partnerJustPlaced(step: Step, clue: Clue, ctx: RenderContext): string | undefined {
  const pair = ctx.justSaid === undefined ? undefined : partnerPlacement(step, ctx.puzzle);
  if (pair === undefined || !ctx.justSaid!.some((f) => isPlacement(f, pair.known))) return undefined;
  // The clue worded from the value just placed: "the reversi player drinks ginger ale", not "the ginger ale drinker plays reversi".
  const oriented = clue.type === "same" && sameEntity(clue.b, pair.known.entity) ? { ...clue, a: clue.b, b: clue.a } : clue;
  // The house stays noted unless the sentence before ended on this placement: it may have been said a few sentences before.
  const last = ctx.justSaid!.at(-1)!;
  const noted = isPlacement(last, pair.known) ? [] : [pair.known];
  return `By ${clueList(step.clues)}, ${notedClause(oriented, noted, ctx).clause}.`;
}

/**
 * Whether a logic grid's same or not-same clue between one of its people and a value is all the
 * step concludes: "Amy is not the tart buyer" rules out the tart for Amy and nothing more.
 */
function namesItsConclusion(clue: Clue, step: Step, ctx: RenderContext): boolean {
  if ((clue.type !== "same" && clue.type !== "not_same") || ctx.puzzle.kind !== "logic-grid") return false;
  const [person, other] = isPersonOfGrid(clue.a as ValueRef, ctx) ? [clue.a, clue.b] : [clue.b, clue.a];
  if (isPositionRef(person) || isPositionRef(other) || !isPersonOfGrid(person, ctx)) return false;
  const pos = ctx.puzzle.attributes[0]!.values.indexOf(person.value) + 1;
  const kind = clue.type === "same" ? "at" : "not_at";
  return step.conclusions.every(
    (c) => sameEntity(c.entity, other) && c.kind === kind && (c.kind === "at" ? c.pos === pos : c.positions.length === 1 && c.positions[0] === pos),
  );
}

/** Whether a fact is the placement `placed` (the same value in the same house). */
function isPlacement(fact: Fact, placed: AtFact): boolean {
  return fact.kind === "at" && fact.pos === placed.pos && sameEntity(fact.entity, placed.entity);
}

/** Facts as a clause, in the order the clue names their values ("the green house is not house 5 and the white house not house 1"). */
function inClueOrder(clue: Clue, facts: readonly Fact[], ctx: RenderContext): string {
  const order = clueEntities(clue).map((e) => entityKey(e));
  const rank = (f: Fact): number => order.indexOf(entityKey(f.entity));
  return factsClause(
    [...mergeFacts(facts)].sort((x, y) => rank(x) - rank(y)),
    ctx,
  );
}

/** Whether a step places no value: a placement keeps its notes, which are why it is the one house left. */
function placesNone(step: Step): boolean {
  return !step.conclusions.some(isAt);
}

/** Clues used together: their clauses unless the text has stated them all, then the case argument or what they mean together. */
function combination(step: Step, ctx: RenderContext): string {
  const clauses = step.clues.map((i) => {
    const clue = ctx.puzzle.clues[i];
    return clue === undefined ? undefined : clueClause(clue, ctx);
  });
  const so = factsClause(step.conclusions, ctx);
  // Only the clues the text has not stated yet are restated: "Consider clues 3 and 14 together (by clue 14, …)."
  const unstated = step.clues.flatMap((i, k) => (ctx.statedClues?.has(i) ? [] : [{ i, clause: clauses[k] }]));
  const consider = `Consider ${clueList(step.clues)} together`;
  const intro = !clauses.every((c) => c !== undefined)
    ? `${consider}.`
    : unstated.length === step.clues.length
      ? `${consider}: ${clauses.join("; ")}.`
      : unstated.length === 0
        ? `${consider}.`
        : `${consider}; ${unstated.map((u) => `by ${clueList([u.i])}, ${u.clause}`).join("; ")}.`;
  if (step.rule !== "clue-combination") {
    if (step.premises.length === 0) return `${intro} Together they mean that ${so}.`;
    return `${intro} Since ${factsClause(step.premises, ctx)}, ${so}.`;
  }
  const stated = premisesBeforeCases(step);
  const given = stated.length === 0 ? "" : ` We know that ${factsClause(stated, ctx)}.`;
  return [`${intro}${given}`, ...splitLines(step.split, withStatedClues(ctx, step.clues), "  "), `Either way, ${so}.`].join("\n");
}

/**
 * A step of a clue the text has already stated, cited by its number between what the step
 * starts from and what follows: "The ferry commuter is in house 2 or 3, so by clue 5 the cable
 * car commuter is not in house 3." A clue that two people are one, carrying the houses of one
 * over to the other, says so in short: "…, so by clue 1 the lotus grower is too", "…, so by
 * clue 8 neither is the person in the overcoat".
 */
function citedStep(clue: Clue, step: Step, ctx: RenderContext): string {
  const by = clueList(step.clues);
  const same = carried(clue, step, ctx) ?? sharedHouses(clue, step, ctx, "both");
  if (same !== undefined) return `${capitalize(factsClause(step.premises, ctx))}, so by ${by} ${same}.`;
  // What the sentence before has just said goes without saying: only the other premises are named.
  const unsaid = step.premises.filter((p) => !isJustSaid(p, ctx));
  const named = mergeFacts(unsaid.length > 0 ? unsaid : step.premises);
  const pair = named.length === 2 ? ([named[0]!.entity, named[1]!.entity] as const) : undefined;
  const so = formerAndLatter(pair, step.conclusions, ctx) ?? sameValueAgain(named, step.conclusions, ctx) ?? factsClause(step.conclusions, ctx);
  return `${capitalize(factsClause(named, ctx))}, so by ${by} ${so}.`;
}

/**
 * What follows when the premises named one value, with that value as "that person" or "it":
 * "The 160 cm tall person is in house 1 or 5, so by clue 3 that person lives in house 5 and the
 * blue house is not house 5" (not "the 160 cm tall person" again). Undefined when the premises
 * name another value, or the facts do not name this one.
 */
function sameValueAgain(named: readonly Fact[], facts: readonly Fact[], ctx: RenderContext): string | undefined {
  const value = named[0]?.entity;
  if (value === undefined || isPositionRef(value) || named.some((f) => !sameEntity(f.entity, value)) || !facts.some((f) => sameEntity(f.entity, value)))
    return undefined;
  return saidAgain(value, facts, ctx);
}

/**
 * The two values a clue relates, in the order its clause names them ("the cat owner … the
 * Dane"); undefined for a clue of one or three values, or a position.
 */
function namedPair(clue: Clue, clause: string, ctx: RenderContext): readonly [ValueRef, ValueRef] | undefined {
  if (!("b" in clue) || "c" in clue || isPositionRef(clue.a) || isPositionRef(clue.b)) return undefined;
  const [a, b] = [valueSubject(clue.a, ctx).text, valueSubject(clue.b, ctx).text];
  if (a.includes(b) || b.includes(a)) return undefined;
  const [i, j] = [clause.indexOf(a), clause.indexOf(b)];
  if (i < 0 || j < 0) return undefined;
  return i < j ? [clue.a, clue.b] : [clue.b, clue.a];
}

/**
 * Facts about the two values a sentence has just named, `pair` in its order, as "the former …
 * and the latter …", when that is shorter than naming them again: "By clue 3, the person with
 * the turquoise ring lives somewhere to the left of the person with the ruby ring, so the former
 * is not in house 5 and the latter not in house 1." Undefined when the facts are about any other
 * value.
 */
function formerAndLatter(pair: readonly [ValueRef, ValueRef] | undefined, facts: readonly Fact[], ctx: RenderContext): string | undefined {
  if (pair === undefined || sameEntity(pair[0], pair[1])) return undefined;
  const merged = mergeFacts(facts);
  const named = pair.flatMap((ref) => merged.filter((f) => sameEntity(f.entity, ref)));
  if (named.length !== merged.length) return undefined;
  // The same houses for both: "neither is in house 2", not "the former is not in house 2 and the latter not in house 2".
  const same = sameHousesForBoth(named, ctx);
  if (same !== undefined) return same;
  const names = new Map([
    [entityKey(pair[0]), "the former"],
    [entityKey(pair[1]), "the latter"],
  ]);
  const short = factsClause(named, ctx, names);
  return wordCount(short) < wordCount(factsClause(named, ctx)) ? short : undefined;
}

/**
 * Facts about the one value a clue names, after its clause, with that value as "that person" or
 * "it": "By clue 5, the person with the amethyst ring lives somewhere to the right of the second
 * house, so that person is not in house 1 or 2", "…, the beige house is at one end of the row, so
 * it is house 1 or 5". Undefined for a clue of two or more values, or facts about another value.
 */
function aboutItsValue(clue: Clue, facts: readonly Fact[], ctx: RenderContext): string | undefined {
  // "the second house" is a position, not a value: "right of the second house" names one value.
  const named = clueEntities(clue).filter((e) => !isPositionRef(e));
  if (named.length !== 1) return undefined;
  const value = named[0]! as ValueRef;
  if (facts.some((f) => !sameEntity(f.entity, value))) return undefined;
  return saidAgain(value, facts, ctx);
}

/**
 * Facts about a value the sentence has just named, with that value as "that person" (a house:
 * "it"). A name stays a name: "Carol is in house 2 or 3, so by clue 1 Carol lives in house 2".
 */
function saidAgain(value: ValueRef, facts: readonly Fact[], ctx: RenderContext): string {
  const phrase = valueSubject(value, ctx);
  if (phrase.kind === "person" && !/^the /i.test(phrase.text)) return factsClause(facts, ctx);
  return factsClause(facts, ctx, new Map([[entityKey(value), phrase.kind === "house" ? "it" : "that person"]]));
}

/** Two people's facts as one when they leave both the same houses, both people (not houses): see {@link bothIn}. */
function sameHousesForBoth(facts: readonly Fact[], ctx: RenderContext): string | undefined {
  if (facts.length !== 2 || facts.some((f) => valueSubject(f.entity, ctx).kind !== "person")) return undefined;
  const size = ctx.puzzle.size;
  if (factHouses(facts[0]!, size) !== factHouses(facts[1]!, size)) return undefined;
  return bothIn(plainerFact(facts[0]!, size), ctx);
}

/**
 * A fact about the value a clause ends with, as a relative clause: "By clue 2, the chef (house 1)
 * lives next to the 60-year-old, who must live in house 2." Undefined unless the facts are one
 * fact about that value.
 */
function relativeTo(last: ValueRef, clause: string, facts: readonly Fact[], ctx: RenderContext): string | undefined {
  const merged = mergeFacts(facts);
  const text = valueSubject(last, ctx).text;
  const tail = clause.slice(clause.lastIndexOf(text) + text.length);
  if (merged.length !== 1 || !sameEntity(merged[0]!.entity, last) || !/^( \([^()]*\))?$/.test(tail)) return undefined;
  return `, ${relativeClause(merged[0]!, ctx)}`;
}

/**
 * What a clue that two people are one carries over from the one the sentence before has just
 * placed among some houses, with those houses: "So by clue 11, the jasmine grower is in house 2
 * or 5 too" (not "… is not in house 1", which leaves the reader to add up the rest). Undefined
 * unless {@link carried} applies.
 */
function carriedAlong(clue: Clue, step: Step, ctx: RenderContext): string | undefined {
  if (carried(clue, step, ctx) === undefined) return undefined;
  const premise = plainerFact(mergeFacts(step.premises)[0]!, ctx.puzzle.size);
  return alsoIn(premise, valueSubject(step.conclusions[0]!.entity, ctx).text, ctx);
}

/**
 * "the lotus grower is too", "neither is the person in the overcoat": see {@link citedStep}.
 * Undefined unless the step starts from one fact about one of the two and concludes only about
 * the other, nothing that fact does not carry over.
 */
function carried(clue: Clue, step: Step, ctx: RenderContext): string | undefined {
  if (clue.type !== "same") return undefined;
  const size = ctx.puzzle.size;
  const [premise, ...others] = mergeFacts(step.premises).map((f) => plainerFact(f, size));
  if (premise === undefined || premise.kind === "at" || others.length > 0) return undefined;
  const other = step.conclusions[0]?.entity;
  if (other === undefined || sameEntity(other, premise.entity)) return undefined;
  const allowed = factHouses(premise, size);
  if (step.conclusions.some((c) => !sameEntity(c.entity, other) || c.kind === "at" || (allowed & ~factHouses(c, size)) !== 0)) return undefined;
  const X = valueSubject(other, ctx).text;
  return premise.kind === "not_at" ? `neither is ${X}` : `${X} is too`;
}

/** The words of a sentence: its spaces and one (counted, not split: an explanation compares hundreds of wordings). */
function wordCount(text: string): number {
  let words = 1;
  for (let i = text.indexOf(" "); i >= 0; i = text.indexOf(" ", i + 1)) words++;
  return words;
}

function isAt(fact: Fact): fact is AtFact {
  return fact.kind === "at";
}
