// The concise style: one wording per step rule, as a Japanese puzzle book prints its solution.
// `StepVerbalizers` lists every rule: a new one is a compile error here until it is worded.
import { contradictionConclusions, forcedPlace, mergeFacts, unsaidClashFacts, partnerPlacement, plainerFact } from "@zebra/locale-kit";
import type { CaseSplit, Clash, Fact, Step, ValueRef } from "@zebra/model";
import type { RenderContext, StepVerbalizers } from "@zebra/locale-kit";
import { clueList, houseChoice, houseList, isHouse, noun, nth, refer, subject, lexiconWords } from "./words.js";

/**
 * Every step rule in the concise style: short labels (牛乳は3軒目, イギリス人＝赤い家（3軒目）),
 * the clue's number without its words (ヒント8：…。), and what follows. The layout folds the
 * placements a step forces into its line. Full-width punctuation only, no spaces, 軒目 after
 * every house number.
 */
export const conciseSteps: StepVerbalizers = {
  clue: (step, ctx) => `${clueList(step.clues)}：${conclusion(step, ctx)}。`,
  // The case argument on one line, then what holds in every case on a line of its own.
  "clue-combination": (step, ctx) => `${clueList(step.clues)}：${caseNotes(step.split, ctx)}\nいずれの場合も、${conclusion(step, ctx)}。`,
  "naked-single": (step, ctx) => `${nth(step.pos)}：残るのは${labels(step, ctx)}だけ。`,
  "hidden-single": (step, ctx) =>
    step.conclusions.map((c) => (c.kind === "at" ? `${short(c.entity, ctx)}：残るのは${nth(c.pos)}だけ。` : `${fact(c, ctx)}。`)).join(""),
  contradiction: (step, ctx) => {
    const chain = conjoined(step.subSteps.map((s) => inner(s, ctx)));
    const { entity, pos } = step.assumption;
    const supposed = `仮に${short(entity, ctx)}が${nth(pos)}であるとすると`;
    const stated = [step.assumption, ...(step.subSteps.at(-1)?.conclusions ?? [])];
    // Right after 〜とすると、 the clash follows on without しかしそれでは.
    return `${supposed}、${chain === "" ? "" : `${chain}。`}${clashNote(step.clash, ctx, stated, chain === "" ? "" : "しかしそれでは")}。よって、${facts(contradictionConclusions(step), ctx)}。`;
  },
};

/**
 * How a line of argument breaks down, in short: the clash's facts, then what they break
 * (しかしそれでは紅茶は3軒目、赤い家は3軒目となり、ヒント1に反する; …ヒント15では伝記が1軒目になるが、
 * そこは推理小説である; …犬の住む家がなくなる).
 */
function clashNote(clash: Clash, ctx: RenderContext, stated: readonly Fact[], lead = "しかしそれでは"): string {
  const named = unsaidClashFacts(clash, stated, ctx.puzzle.size);
  const known = named.length === 0 ? lead : `${lead}${facts(named, ctx)}となり、`;
  const conflict = clash.conflict;
  switch (conflict.kind) {
    case "clue": {
      const clue = clueList([conflict.clue]);
      const place = forcedPlace(clash, ctx.puzzle.size);
      if (place === undefined) return named.length === 0 ? `これは${clue}に反する` : `${known}${clue}に反する`;
      const where = houseChoice(place.positions, ctx.puzzle.size);
      const needs = `${clue}では${short(clash.forced!.entity, ctx)}が${where}になるが`;
      return `${known}${needs}、${place.taken === undefined ? "それはありえない" : `そこは${short(place.taken.entity, ctx)}である`}`;
    }
    case "no-position":
      return `${known}${short(conflict.entity, ctx)}${isHouse(refer(conflict.entity, ctx)) ? "に当たる家" : "の住む家"}がなくなる`;
    case "no-value":
      return `${known}${nth(conflict.pos)}に当てはまる${noun(ctx, conflict.attr)}がなくなる`;
  }
}

/** A case argument in short: デンマーク人が2軒目なら、紅茶は2軒目（ヒント3）。4軒目なら、…ヒント14に反する。したがって、この場合はありえない。 */
function caseNotes(split: CaseSplit, ctx: RenderContext): string {
  const cases = split.cases.map((c, i) => {
    const chain = conjoined(c.steps.map((s) => inner(s, ctx)));
    const steps = chain === "" ? "" : `${chain}。`;
    // Right after 〜なら、 the clash's facts follow on without しかしそれでは.
    const stated: Fact[] = [{ kind: "at", entity: split.entity, pos: c.pos }, ...(c.steps.at(-1)?.conclusions ?? [])];
    const end = c.clash
      ? `${clashNote(c.clash, ctx, stated, chain === "" ? "" : "しかしそれでは")}。したがって、この場合はありえない。`
      : chain === ""
        ? "矛盾はない。"
        : "";
    // The first case names the value split on; the others give its house alone.
    const said = `${i === 0 ? `${short(split.entity, ctx)}が` : ""}${nth(c.pos)}なら、${steps}${end}`;
    return c.split ? `${said}${caseNotes(c.split, ctx)}` : said;
  });
  return cases.join("");
}

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
  return isHouse(r) ? subject(r) : lexiconWords.valueText(ctx, ref.attr, ref.value);
}

/** The values a single places: 水, 赤、黄色. */
function labels(step: Step, ctx: RenderContext): string {
  return step.conclusions.map((c) => lexiconWords.valueText(ctx, c.entity.attr, c.entity.value)).join("、");
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
  if (plain.kind === "among") return `${label}は${houseChoice(list, ctx.puzzle.size)}`;
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
  return said.map((text, i) => (i < said.length - 1 ? text.replace(/ない((?:（[^（）]*）)?)$/u, "なく$1") : text)).join("、");
}
