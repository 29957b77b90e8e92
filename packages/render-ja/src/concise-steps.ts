// The concise style: one wording per step rule, as a Japanese puzzle book prints its solution.
// `StepVerbalizers` lists every rule: a new one is a compile error here until it is worded.
import { contradictionConclusions, mergeFacts, partnerPlacement, plainerFact } from "@zebra/model";
import type { Fact, RenderContext, Step, StepVerbalizers, ValueRef } from "@zebra/model";
import { clueList, houseList, isHouse, noun, nth, refer, subject, valueText } from "./words.js";

/**
 * Every step rule in the concise style: short labels (牛乳は3軒目, イギリス人＝赤い家（3軒目）),
 * the clue's number without its words (ヒント8：…。), and what follows. The layout folds the
 * placements a step forces into its line. Full-width punctuation only, no spaces, 軒目 after
 * every house number.
 */
export const conciseSteps: StepVerbalizers = {
  clue: (step, ctx) => `${clueList(step.clues)}：${conclusion(step, ctx)}。`,
  "clue-combination": (step, ctx) => `${clueList(step.clues)}：${conclusion(step, ctx)}。`,
  "naked-single": (step, ctx) => `${nth(step.pos)}：残るのは${labels(step, ctx)}だけ。`,
  "hidden-single": (step, ctx) => step.conclusions.map((c) => (c.kind === "at" ? `${short(c.entity, ctx)}：残るのは${nth(c.pos)}だけ。` : `${fact(c, ctx)}。`)).join(""),
  contradiction: (step, ctx) => {
    const conflict = step.conflict;
    const broken =
      conflict.kind === "clue"
        ? `これは${clueList([conflict.clue])}に反する`
        : conflict.kind === "no-position"
          ? `しかしそれでは、${short(conflict.entity, ctx)}${isHouse(refer(conflict.entity, ctx)) ? "に当たる家" : "の住む家"}がなくなる`
          : `しかしそれでは、${nth(conflict.pos)}に当てはまる${noun(ctx, conflict.attr)}がなくなる`;
    const chain = conjoined(step.subSteps.map((s) => inner(s, ctx)));
    const { entity, pos } = step.assumption;
    const supposed = `仮に${short(entity, ctx)}が${nth(pos)}であるとすると`;
    return `${supposed}、${chain === "" ? "" : `${chain}。`}${broken}。よって、${facts(contradictionConclusions(step), ctx)}。`;
  },
};

/** A step inside a proof, without its own stop: 猫は3軒目（ヒント5）. */
function inner(step: Step, ctx: RenderContext): string {
  if (step.rule === "contradiction") return `（${conciseSteps.contradiction(step, ctx).replace(/。$/u, "")}）`;
  const what = step.rule === "clue" || step.rule === "clue-combination" ? conclusion(step, ctx) : facts(step.conclusions, ctx);
  if (step.clues.length === 0) return what;
  return what.endsWith("）") ? `${what.slice(0, -1)}、${clueList(step.clues)}）` : `${what}（${clueList(step.clues)}）`;
}

/** What a clue step concludes; a value placed with another that the clue ties it to reads イギリス人＝赤い家（3軒目）. */
function conclusion(step: Step, ctx: RenderContext): string {
  const pair = partnerPlacement(step, ctx.puzzle);
  if (pair !== undefined) return `${short(pair.placed.entity, ctx)}＝${short(pair.known.entity, ctx)}（${nth(pair.placed.pos)}）`;
  return facts(step.conclusions, ctx);
}

/** A value's short label: 牛乳, ノルウェー人, 45歳; a house by its house, 赤い家. */
function short(ref: ValueRef, ctx: RenderContext): string {
  const r = refer(ref, ctx);
  return isHouse(r) ? subject(r) : valueText(ctx, ref.attr, ref.value);
}

/** The values a single places: 水, 赤、黄色. */
function labels(step: Step, ctx: RenderContext): string {
  return step.conclusions.map((c) => valueText(ctx, c.entity.attr, c.entity.value)).join("、");
}

/**
 * 牛乳は3軒目, 犬は1軒目ではない, 犬は1軒目でも3軒目でもない, ブラウニーは1軒目か5軒目 (the
 * shorter of the houses left and those ruled out), the counter after every number.
 */
function fact(f: Fact, ctx: RenderContext): string {
  const plain = plainerFact(f, ctx.puzzle.size);
  const label = short(plain.entity, ctx);
  if (plain.kind === "at") return `${label}は${nth(plain.pos)}`;
  const list = plain.positions;
  if (plain.kind === "among") return list.length === 2 ? `${label}は${houseList(list, "か")}` : `${label}は${houseList(list, "、")}のいずれか`;
  if (list.length === 1) return `${label}は${nth(list[0]!)}ではない`;
  if (list.length === 2) return `${label}は${nth(list[0]!)}でも${nth(list[1]!)}でもない`;
  return `${label}は${houseList(list, "、")}のいずれでもない`;
}

/** Several facts, joined with 、. */
function facts(list: readonly Fact[], ctx: RenderContext): string {
  return conjoined(mergeFacts(list).map((f) => fact(f, ctx)));
}

/** Short statements joined with 、, a negation before another in its conjunctive form (…ではなく、…, …ではなく（ヒント3）、…). */
function conjoined(said: readonly string[]): string {
  return said.map((text, i) => (i < said.length - 1 ? text.replace(/ない((?:（[^）]*）)?)$/u, "なく$1") : text)).join("、");
}
