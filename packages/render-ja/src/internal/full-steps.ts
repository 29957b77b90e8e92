// The full style: one wording per step rule, the clue said in words. `StepVerbalizers` lists
// every rule: a new one is a compile error here until it is worded.
import { bulletLines, caseArgumentLines, forcedPlace, premisesBeforeCases, saysPlacement } from "@zebra/locale-kit";
import type { AtFact, CaseSplit, Clash, Conclusion, Fact, Step, StepOf } from "@zebra/model";
import type { ClashVerbalizers, RenderContext, StepVerbalizers } from "@zebra/locale-kit";
import { clueClause } from "./clauses.js";
import { factClause, factsText, reasoned } from "./facts.js";
import { clueList, houseChoice, houseList, isHouse, noun, nth, person, refer, sentence, subject, write } from "./words.js";

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
    // A clue the text has stated is cited by its number, not said again: …ので、ヒント12より、….
    if (step.premises.length > 0 && ctx.statedClues?.has(step.clues[0]!) === true) return `${reasoned(step.premises, step.conclusions, ctx, cited)}。`;
    const said = sentence(write(clueClause(clue, ctx), "main"));
    if (step.premises.length === 0) return `${cited}より、${said}したがって、${so}。`;
    return `${cited}より、${said}${reasoned(step.premises, step.conclusions, ctx)}。`;
  },
  "clue-combination": (step, ctx) => combination(step, ctx),
  "naked-single": (step, ctx) => {
    const placed = step.conclusions.filter(isAt);
    if (placed.length === 0) return `${factsText(step.conclusions, ctx, "main")}。`;
    return `${nth(step.pos)}では、ほかの${noun(ctx, step.attr)}がすべて除外されたので、${factsText(placed, ctx, "main")}。`;
  },
  "hidden-single": (step, ctx) => {
    const placed = step.conclusions.filter(isAt);
    if (placed.length === 0) return `${factsText(step.conclusions, ctx, "main")}。`;
    return placed
      .map((fact) => {
        const X = refer(fact.entity, ctx);
        return isHouse(X) ? `${subject(X)}でありうるのは、${nth(fact.pos)}だけである。` : `${subject(X)}が住める家は、${nth(fact.pos)}しか残っていない。`;
      })
      .join("");
  },
  contradiction: (step, ctx) => {
    const head = `${write(factClause(step.assumption, ctx), "embedded")}と仮定する。`;
    const ending = `${clashText(step.clash, ctx)}したがって、${factsText(conclusionsOf(step), ctx, "main")}。`;
    if (step.subSteps.length === 0) return `${head}${ending}`;
    return [
      `${head}すると、次のようになる。`,
      ...bulletLines(
        step.subSteps.map((sub) => stepText(sub, ctx)),
        "  ",
        bullet,
      ),
      ending,
    ].join("\n");
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
    return `${butThen(clash, ctx, "。")}${clue}より、${would}${why}。`;
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
  return (clashTexts[clash.conflict.kind] as (c: Clash, x: RenderContext) => string)(clash, ctx);
}

/** A case argument: Xは…のいずれかに住んでいる。 ・Xが2軒目に住んでいる場合： ・… */
function splitLines(split: CaseSplit, ctx: RenderContext, indent: string): string[] {
  return caseArgumentLines(
    split,
    {
      positions: (s) => `${factsText([{ kind: "among", entity: s.entity, positions: s.cases.map((c) => c.pos) }], ctx, "main")}。`,
      ifCase: (fact) => `${write(factClause(fact, ctx), "embedded")}場合：`,
      step: (sub) => stepText(sub, ctx),
      impossible: (clash) => `${clashText(clash, ctx)}したがって、この場合はありえない。`,
      bullet,
    },
    indent,
  );
}

/** The mark of a sub-step of a proof by contradiction (full-width, as Japanese lists are set). */
export const bullet = "・";

/** Any step as text. */
export function stepText(step: Step, ctx: RenderContext): string {
  return (stepTexts[step.rule] as (s: Step, c: RenderContext) => string)(step, ctx);
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
