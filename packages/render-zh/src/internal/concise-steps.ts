import { contradictionConclusions, joinList, mergeFacts, partnerPlacement, plainerFact } from "@zebra/model";
import type { Fact, RenderContext, Step, StepVerbalizers, ValueRef } from "@zebra/model";
import { clueList, house, nounOf, valueSubject, valueText } from "./words.js";

/**
 * Every step rule in the concise style, as a Chinese puzzle book writes it: short labels
 * (牛奶在3号, 冰淇淋=葡萄牙语（2号）), the clue's number without its words, and what
 * follows. The layout folds the placements a step forces into its line.
 */
export const conciseSteps: StepVerbalizers = {
  clue: (step, ctx) => `${clueList(step.clues)}：${conclusion(step, ctx)}。`,
  "clue-combination": (step, ctx) => `${clueList(step.clues)}：${conclusion(step, ctx)}。`,
  "naked-single": (step, ctx) => `${place(step.pos)}只剩${labels(step, ctx)}。`,
  "hidden-single": (step, ctx) =>
    step.conclusions.map((c) => (c.kind === "at" ? `${short(c.entity, ctx)}只剩${place(c.pos)}。` : `${fact(c, ctx)}。`)).join(""),
  contradiction: (step, ctx) => {
    const chain = step.subSteps.map((s) => inner(s, ctx)).join("；");
    const conflict = step.conflict;
    const broken =
      conflict.kind === "clue"
        ? `${clueList([conflict.clue])}不成立`
        : conflict.kind === "no-position"
          ? `${short(conflict.entity, ctx)}无处可住`
          : `${house(conflict.pos)}没有可选的${nounOf(ctx, conflict.attr)}`;
    return `假设${fact(step.assumption, ctx)}：${chain === "" ? "" : `${chain}；`}${broken}。所以${facts(contradictionConclusions(step), ctx)}。`;
  },
};

/** A step inside a proof, without its own stop: 猫在3号（线索5）. */
function inner(step: Step, ctx: RenderContext): string {
  if (step.rule === "contradiction") return conciseSteps.contradiction(step, ctx).replace(/。$/, "");
  const what = step.rule === "clue" || step.rule === "clue-combination" ? conclusion(step, ctx) : facts(step.conclusions, ctx);
  if (step.clues.length === 0) return what;
  return what.endsWith("）") ? `${what.slice(0, -1)}，${clueList(step.clues)}）` : `${what}（${clueList(step.clues)}）`;
}

/** What a clue step concludes; a value placed with another that the clue ties it to reads 冰淇淋=葡萄牙语（2号）. */
function conclusion(step: Step, ctx: RenderContext): string {
  const pair = partnerPlacement(step, ctx.puzzle);
  if (pair !== undefined) return `${short(pair.placed.entity, ctx)}=${short(pair.known.entity, ctx)}（${place(pair.placed.pos)}）`;
  return facts(step.conclusions, ctx);
}

/** A value's short label: 牛奶, 挪威人, 158厘米; a house by its house, 红色房子. */
function short(ref: ValueRef, ctx: RenderContext): string {
  const phrase = valueSubject(ref, ctx);
  return phrase.kind === "house" ? phrase.text : valueText(ctx, ref.attr, ref.value);
}

/** The values a single places: 水, 红色、黄色. */
function labels(step: Step, ctx: RenderContext): string {
  return step.conclusions.map((c) => valueText(ctx, c.entity.attr, c.entity.value)).join("、");
}

/** 3号: a house by its number, as a puzzle book's short lines write it. */
function place(pos: number | string): string {
  return `${pos}号`;
}

/** 牛奶在3号, 狗不在1号, 布朗尼在1或5号 (the shorter of the houses left and those ruled out). */
function fact(f: Fact, ctx: RenderContext): string {
  const plain = plainerFact(f, ctx.puzzle.size);
  const label = short(plain.entity, ctx);
  if (plain.kind === "at") return `${label}在${place(plain.pos)}`;
  const list = plain.kind === "among" ? joinList(plain.positions.map(String), "、", "或") : plain.positions.join("、");
  return `${label}${plain.kind === "among" ? "在" : "不在"}${place(list)}`;
}

function facts(list: readonly Fact[], ctx: RenderContext): string {
  return mergeFacts(list)
    .map((f) => fact(f, ctx))
    .join("，");
}
