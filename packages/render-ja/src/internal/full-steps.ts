// The full style: one wording per step rule, the clue said in words. `StepVerbalizers` lists
// every rule: a new one is a compile error here until it is worded.
import { clueEntities, isPositionRef, sameEntity } from "@zebra/model";
import {
  afterStep,
  afterSupposition,
  bulletLines,
  caseArgumentLines,
  clashTextOf,
  factHouses,
  forcedPlace,
  inTurn,
  isJustSaid,
  mergeFacts,
  premisesBeforeCases,
  saysPlacement,
  stepTextOf,
  unsaidClashFacts,
} from "@zebra/locale-kit";
import type { AtFact, CaseSplit, Clash, Clue, Conclusion, Fact, Step, StepOf } from "@zebra/model";
import type { ClashVerbalizers, RenderContext, StepVerbalizers } from "@zebra/locale-kit";
import { clueClause } from "./clauses.js";
import { factClause, factsText, reasoned } from "./facts.js";
import { clueList, houseChoice, isHouse, noun, nth, person, refer, sentence, subject, lexiconWords, write } from "./words.js";

/**
 * Every step rule as a Japanese argument, citing its clues: the clue first (ヒント8より、…。),
 * then the reason and what follows (…ので、…。); a proof by contradiction supposes (…と仮定する。),
 * lists its sub-steps as indented bullets (・) and ends on the clue or the rule it breaks.
 */
export const stepTexts: StepVerbalizers = {
  clue: (step, ctx) => {
    if (step.clues.length !== 1) return combination(step, ctx);
    const cited = clueList(step.clues);
    const clue = ctx.puzzle.clues[step.clues[0]!];
    const so = factsText(step.conclusions, ctx, "main");
    // A clue that places its value says what the step concludes: 手がかり5より、スウェーデン人は5軒目には住んでいない。
    const restates = clue === undefined || (step.premises.length === 0 && saysPlacement(clue, ctx.puzzle.size));
    if (restates) return `${cited}より、${so}。`;
    // What the sentence before has just said goes without saying: したがって、ヒント9より、….
    const unsaid = step.premises.filter((p) => !isJustSaid(p, ctx));
    // A clue applied to what the text knows is cited by its number, not said in words (the reader
    // has it above): …ので、ヒント12より、…. Said in words, it would double the sentence.
    if (unsaid.length > 0) return `${reasoned(unsaid, step.conclusions, ctx, cited)}。`;
    if (step.premises.length > 0 && ctx.statedClues?.has(step.clues[0]!) === true) return `したがって、${cited}より、${so}。`;
    const said = sentence(write(clueClause(clue, ctx), "main"));
    const where = step.premises.length === 0 ? housesOfItsPerson(clue, step, ctx) : undefined;
    if (where !== undefined) return `${cited}より、${said}つまり、${where}。`;
    return `${cited}より、${said}したがって、${factsText(step.conclusions, ctx, "main", formerAndLatter(clue, said, step.conclusions, ctx))}。`;
  },
  "clue-combination": (step, ctx) => combination(step, ctx),
  "naked-single": (step, ctx) => {
    const placed = step.conclusions.filter(isAt);
    if (placed.length === 0) return `${factsText(step.conclusions, ctx, "main")}。`;
    // 5軒目に残る通勤手段はバスだけである (not 5軒目では、ほかの通勤手段がすべて除外されたので、バスで通勤している人は5軒目に住んでいる).
    return placed
      .map(({ entity, pos }) =>
        isPositionRef(entity)
          ? `${factsText([{ kind: "at", entity, pos }], ctx, "main")}。`
          : `${nth(pos)}に残る${noun(ctx, entity.attr)}は${lexiconWords.valueText(ctx, entity.attr, entity.value)}だけである。`,
      )
      .join("");
  },
  "hidden-single": (step, ctx) => {
    const placed = step.conclusions.filter(isAt);
    if (placed.length === 0) return `${factsText(step.conclusions, ctx, "main")}。`;
    return `${onlyHousesLeft(placed, ctx)}。`;
  },
  contradiction: (step, ctx) => {
    const supposed = write(factClause(step.assumption, ctx), "embedded");
    // The clash names only what the proof has not just said, unless that leaves nothing to name.
    const said = [step.assumption, ...step.subSteps.flatMap((sub) => sub.conclusions)];
    const clash = { ...step.clash, facts: unsaidClashFacts(step.clash, said, ctx.puzzle.size) };
    const ending = `${clashText(clash, ctx)}したがって、${factsText(conclusionsOf(step), ctx, "main")}。`;
    if (step.subSteps.length === 0) return `${supposed}と仮定する。${ending}`;
    return [`${supposed}と仮定すると：`, ...bulletLines(inTurn(step.subSteps, ctx, step.assumption, stepText), "  ", bullet), ending].join("\n");
  },
};

/**
 * How a line of argument breaks down, per kind of clash, as sentences: the facts that cannot all
 * hold (しかしそれでは、…ことになり、), then what they break: ヒント15に反する; ヒント15より、Xは1軒目に
 * 住まなければならないが、そこにはYが住んでいる; Xが住める家がなくなる.
 */
export const clashTexts: ClashVerbalizers = {
  clue: (clash, ctx) => {
    const clue = clueList([clash.conflict.clue]);
    const place = forcedPlace(clash, ctx.puzzle.size);
    if (place === undefined) return `${butThen(clash, ctx, "、")}${clue}に反する。`;
    const X = refer(clash.forced!.entity, ctx);
    const where = houseChoice(place.positions, ctx.puzzle.size);
    const would = isHouse(X) ? `${subject(X)}は${where}でなければならないが、` : `${subject(X)}は${where}に住まなければならないが、`;
    const taken = place.taken === undefined ? undefined : refer(place.taken.entity, ctx);
    const why = taken === undefined ? "それはありえない" : isHouse(taken) ? `${where}は${subject(taken)}である` : `そこには${person(taken)}が住んでいる`;
    // What is in the way is said once, where it stands: not …黄色い家は1軒目であることになる。…1軒目は黄色い家である.
    const rest = place.taken === undefined ? clash.facts : clash.facts.filter((f) => !sameEntity(f.entity, place.taken!.entity));
    return `${butThen({ ...clash, facts: rest }, ctx, "。")}${clue}より、${would}${why}。`;
  },
  "no-position": (clash, ctx) => {
    const X = refer(clash.conflict.entity, ctx);
    return `${butThen(clash, ctx, "、")}${subject(X)}${isHouse(X) ? "でありうる家" : "が住める家"}がなくなる。`;
  },
  "no-value": (clash, ctx) => `${butThen(clash, ctx, "、")}${nth(clash.conflict.pos)}に当てはまる${noun(ctx, clash.conflict.attr)}がなくなる。`,
};

/**
 * しかしそれでは、<the clash's facts>ことになり、(`、`: the sentence goes on to what breaks) or
 * ことになる。(`。`: a new sentence says it).
 */
function butThen(clash: Clash, ctx: RenderContext, then: "、" | "。"): string {
  if (clash.facts.length === 0) return "しかしそれでは、";
  return `しかしそれでは、${factsText(clash.facts, ctx, "main")}${then === "、" ? "ことになり、" : "ことになる。"}`;
}

/** A clash as sentences (see {@link clashTexts}). */
function clashText(clash: Clash, ctx: RenderContext): string {
  return clashTextOf(clashTexts, clash, ctx);
}

/** A case argument: Xは…のいずれかに住んでいる。 ・Xが2軒目に住んでいる場合： ・… */
function splitLines(split: CaseSplit, ctx: RenderContext, indent: string): string[] {
  // Each line follows on from its case or the line before it.
  let now = ctx;
  return caseArgumentLines(
    split,
    {
      positions: (s) => `${factsText([{ kind: "among", entity: s.entity, positions: s.cases.map((c) => c.pos) }], ctx, "main")}。`,
      ifCase: (fact) => {
        now = afterSupposition(fact, now);
        return `${write(factClause(fact, ctx), "embedded")}場合：`;
      },
      step: (sub) => {
        const text = stepText(sub, now);
        now = afterStep(sub, now);
        return text;
      },
      impossible: (clash, said) =>
        `${clashText({ ...clash, facts: unsaidClashFacts(clash, said, ctx.puzzle.size, "none") }, ctx)}したがって、この場合はありえない。`,
      bullet,
    },
    indent,
  );
}

/**
 * The one house left for each value, the verb said once: 牡牛座の人には1軒目、水瓶座の人には5軒目
 * しか残っていない. A house's colour: 緑の家でありうるのは4軒目だけである.
 */
function onlyHousesLeft(placed: readonly AtFact[], ctx: RenderContext): string {
  const referents = placed.map((fact) => refer(fact.entity, ctx));
  if (referents.some(isHouse)) return placed.map((fact, i) => `${subject(referents[i]!)}でありうるのは、${nth(fact.pos)}だけである`).join("。");
  return `${placed.map((fact, i) => `${subject(referents[i]!)}には${nth(fact.pos)}`).join("、")}しか残っていない`;
}

/**
 * Singles in a row as one sentence (see `SolutionWording.singles`): the houses left to several
 * values (牡牛座の人には1軒目、水瓶座の人には5軒目しか残っていない); undefined for naked singles,
 * which each name their own house.
 */
export const singlesTexts = {
  full: (steps: readonly Step[], ctx: RenderContext): string | undefined => {
    if (steps[0]!.rule !== "hidden-single") return undefined;
    const placed = steps.map((s) => s.conclusions[0]).filter((c): c is AtFact => c !== undefined && isAt(c));
    if (placed.length !== steps.length || placed.some((fact) => isHouse(refer(fact.entity, ctx)))) return undefined;
    return `${onlyHousesLeft(placed, ctx)}。`;
  },
};

/**
 * The two people a clue has just named, as 前者 and 後者 (in the order its sentence names them),
 * when the conclusions are about them alone: ヒント8より、AはBより左のどこかに住んでいる。したがって、
 * 前者は5軒目には住んでおらず、後者は1軒目には住んでいない。 Undefined otherwise.
 */
function formerAndLatter(clue: Clue, said: string, conclusions: readonly Fact[], ctx: RenderContext): ReadonlyMap<string, string> | undefined {
  const named = clueEntities(clue);
  if (named.length !== 2 || named.some(isPositionRef) || sameEntity(named[0]!, named[1]!)) return undefined;
  if (conclusions.some((c) => !named.some((e) => sameEntity(e, c.entity)))) return undefined;
  const referents = named.map((e) => refer(e, ctx));
  if (referents.some((r) => r.kind !== "person")) return undefined;
  const texts = referents.map(subject);
  const at = texts.map((t) => said.indexOf(t));
  if (at.some((i) => i < 0) || at[0] === at[1] || texts[0]!.includes(texts[1]!) || texts[1]!.includes(texts[0]!)) return undefined;
  const [first, second] = at[0]! < at[1]! ? [texts[0]!, texts[1]!] : [texts[1]!, texts[0]!];
  return new Map([
    [first, "前者"],
    [second, "後者"],
  ]);
}

/**
 * Where a clue about one person or house leaves them, after the clue: ヒント3より、Xは左端か右端の
 * 家に住んでいる。つまり、1軒目か5軒目である。 Undefined when the clue names anyone else or the
 * step concludes anything else.
 */
function housesOfItsPerson(clue: Clue, step: Step, ctx: RenderContext): string | undefined {
  const named = clueEntities(clue).filter((e) => !isPositionRef(e));
  const [fact, ...more] = mergeFacts(step.conclusions);
  if (named.length !== 1 || fact === undefined || more.length > 0 || !sameEntity(fact.entity, named[0]!)) return undefined;
  // The houses left, when that is a short list: つまり、1軒目か5軒目である (not つまり、2軒目、3軒目、4軒目のいずれでもない).
  const left: number[] = [];
  for (let p = 1; p <= ctx.puzzle.size; p++) if (factHouses(fact, ctx.puzzle.size) & (1 << (p - 1))) left.push(p);
  if (left.length > 2) return undefined;
  return factClause({ kind: "among", entity: fact.entity, positions: left }, ctx).predicate;
}

/** The mark of a sub-step of a proof by contradiction (full-width, as Japanese lists are set). */
export const bullet = "・";

/** Any step as text. */
function stepText(step: Step, ctx: RenderContext): string {
  return stepTextOf(stepTexts, step, ctx);
}

/**
 * ヒント10と13を合わせて考える。ヒント10では、…。ヒント13では、…。 then, for a clue combination,
 * what is known, its cases and いずれの場合も、…。; for a combined clue step, …ので、…。
 */
function combination(step: Step, ctx: RenderContext): string {
  const intro = `${clueList(step.clues)}を合わせて考える。`;
  const each = step.clues
    .map((i) => {
      const clue = ctx.puzzle.clues[i];
      return clue === undefined ? "" : `${clueList([i])}では、${sentence(write(clueClause(clue, ctx), "main"))}`;
    })
    .join("");
  const so = factsText(step.conclusions, ctx, "main");
  if (step.rule === "clue-combination") {
    const known = premisesBeforeCases(step);
    const given = known.length === 0 ? "" : `ここまでに、${factsText(known, ctx, "main")}ことがわかっている。`;
    return [`${intro}${each}${given}`, ...splitLines(step.split, ctx, "  "), `いずれの場合も、${so}。`].join("\n");
  }
  if (step.premises.length > 0) return `${intro}${each}${reasoned(step.premises, step.conclusions, ctx)}。`;
  return `${intro}${each}${step.clues.length === 2 ? "この2つのヒント" : "これらのヒント"}から、${so}。`;
}

function isAt(fact: Fact): fact is AtFact {
  return fact.kind === "at";
}

/** What a proof by contradiction concludes: its conclusions, or the negated assumption when none are given. */
function conclusionsOf(step: StepOf<"contradiction">): readonly Conclusion[] {
  if (step.conclusions.length > 0) return step.conclusions;
  return [{ kind: "not_at", entity: step.assumption.entity, positions: [step.assumption.pos] }];
}
