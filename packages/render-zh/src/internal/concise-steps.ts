import { contradictionConclusions, forcedPlace, joinList, unsaidClashFacts, mergeFacts, partnerPlacement, plainerFact } from "@zebra/locale-kit";
import type { CaseSplit, Clash, Fact, Step, ValueRef } from "@zebra/model";
import type { RenderContext, StepVerbalizers } from "@zebra/locale-kit";
import { clueList, house, nounOf, lexiconWords } from "./words.js";

/**
 * Every step rule in the concise style, as a Chinese puzzle book writes it: short labels
 * (牛奶在3号, 冰淇淋=葡萄牙语（2号）), the clue's number without its words, and what
 * follows. The layout folds the placements a step forces into its line.
 */
export const conciseSteps: StepVerbalizers = {
  clue: (step, ctx) => `${clueList(step.clues)}：${conclusion(step, ctx)}。`,
  // The case argument on one line, then what holds in every case on a line of its own.
  "clue-combination": (step, ctx) => `${clueList(step.clues)}：${caseNotes(step.split, ctx)}\n无论哪种情况，${conclusion(step, ctx)}。`,
  "naked-single": (step, ctx) => `${place(step.pos)}只剩${labels(step, ctx)}。`,
  "hidden-single": (step, ctx) =>
    step.conclusions.map((c) => (c.kind === "at" ? `${short(c.entity, ctx)}只剩${place(c.pos)}。` : `${fact(c, ctx)}。`)).join(""),
  contradiction: (step, ctx) => {
    const chain = [...step.subSteps.map((s) => inner(s, ctx)), clashNote(step.clash, ctx, [step.assumption, ...step.subSteps.flatMap((s) => s.conclusions)])];
    return `假设${fact(step.assumption, ctx)}：${chain.join("；")}。所以${facts(contradictionConclusions(step), ctx)}。`;
  },
};

/** How a line of argument breaks down, in short: 茶在3号，红色房子在3号，与线索1矛盾; …，线索15要求传记在1号，但恐怖小说已在那里; …，狗无处可住. */
function clashNote(clash: Clash, ctx: RenderContext, stated: readonly Fact[]): string {
  const named = unsaidClashFacts(clash, stated, ctx.puzzle.size);
  const known = named.length === 0 ? "" : `${facts(named, ctx)}，`;
  const conflict = clash.conflict;
  switch (conflict.kind) {
    case "clue": {
      const clue = clueList([conflict.clue]);
      const place = forcedPlace(clash, ctx.puzzle.size);
      if (place === undefined) return `${known}与${clue}矛盾`;
      const needs = `${clue}要求${short(clash.forced!.entity, ctx)}在${places(place.positions)}`;
      return `${known}${needs}，${place.taken === undefined ? "这不可能" : `但${short(place.taken.entity, ctx)}已在那里`}`;
    }
    case "no-position":
      return `${known}${short(conflict.entity, ctx)}无处可住`;
    case "no-value":
      return `${known}${house(conflict.pos)}没有可选的${nounOf(ctx, conflict.attr)}`;
  }
}

/** A case argument in short: 若丹麦人在2号：茶在2号（线索3）。若在4号：……，与线索14矛盾。 */
function caseNotes(split: CaseSplit, ctx: RenderContext): string {
  const cases = split.cases.map((c, i) => {
    const stated: Fact[] = [{ kind: "at", entity: split.entity, pos: c.pos }, ...c.steps.flatMap((s) => s.conclusions)];
    const chain = [...c.steps.map((s) => inner(s, ctx)), ...(c.clash ? [clashNote(c.clash, ctx, stated)] : [])];
    // The first case names the value split on; the others give its house alone.
    const said = `若${i === 0 ? short(split.entity, ctx) : ""}在${place(c.pos)}：${chain.length === 0 ? "没有矛盾" : chain.join("；")}。`;
    return c.split ? `${said}${caseNotes(c.split, ctx)}` : said;
  });
  return cases.join("");
}

/** 1或5号, 2、3或4号. */
function places(positions: readonly number[]): string {
  return place(joinList(positions.map(String), "、", "或"));
}

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

/**
 * A value's short label, as the grid has it: 牛奶, 挪威人, 158厘米, 红色 (the red house, as English
 * writes "red"). A label that names a building's floor (10楼) would read as a building next to
 * 3号: it is said of the person (10楼的人在3号).
 */
function short(ref: ValueRef, ctx: RenderContext): string {
  const label = lexiconWords.valueText(ctx, ref.attr, ref.value);
  return /楼$/.test(label) ? `${label}的人` : label;
}

/** The values a single places: 水, 红色、黄色. */
function labels(step: Step, ctx: RenderContext): string {
  return step.conclusions.map((c) => lexiconWords.valueText(ctx, c.entity.attr, c.entity.value)).join("、");
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
