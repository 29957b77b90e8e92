import { difficulties, lexiconFor } from "@zebra/model";
import { explanationStyles } from "@zebra/locale-kit";
import { einsteinInput, generateCase } from "@zebra/testkit";
import { describe, expect, it } from "vitest";
import { locale, renderer } from "./index.js";
import { chineseProblems } from "./testing/language-checks.js";

// Chinese as a native editor reads it, over generated solutions: what the conformance suite's
// sentence checks do not see (boilerplate, restatements, a subject named twice, 前者/后者), and
// the checks themselves, which must catch every mistake class they name.

describe("the Chinese language checks", () => {
  it("catch every mistake class they name", () => {
    const bad: Readonly<Record<string, string>> = {
      "boilerplate 其他房子都已排除": "其他房子都已排除，养狗的人只能在第5座。",
      "a value counted as a kind (汤姆这一种名字)": "第3座只剩下汤姆这一种名字。",
      "a person's house as 的人家 (reads as other people)": "红色房子在养狗的人家的左边。",
      "a floor beside a house number, read as two buildings (10楼不在3号)": "线索4：10楼不在3号。",
      "住在在 (a verb of place twice)": "养猫的人住在在8楼上班的人左边。",
      "a house by number with 里 (第3座里)": "爱听灵魂乐的人住在第3座里；由线索5，此人弹尤克里里。",
      "后者 before 前者 in one sentence": "由线索7，甲住在紫色房子右边的某座房子里，所以后者不是第5座，前者不在第1座。",
      "前者 and 后者 for one person in one house (前者在第3座，后者是第3座)": "由线索12，甲（第2或3座）住在黄色房子里，所以前者在第3座，后者是第3座。",
      "a sentence that opens by restating the claim the one before ended on": "1. 由线索12，巴西人在第5座。巴西人在第5座；由线索3，此人养猫。",
      "the subject of a clue named again after 所以 (X…，所以X…。)": "由线索6，养狗的人住在最左边或最右边的房子里，所以养狗的人只可能在第1或5座。",
      "half-width punctuation beside a Chinese character": "由线索6,养狗的人在第1座。",
      "doubled 的 or 在": "养狗的的人在第1座。",
    };
    for (const [name, text] of Object.entries(bad)) expect(chineseProblems(text), text).toContain(name);
  });

  it("let through what an editor keeps", () => {
    for (const text of [
      "由线索2，戴钻石戒指的人紧挨着住在种雏菊的人的左边，所以前者不在第5座，后者不在第1座。",
      "由线索5，爱听灵魂乐的人弹尤克里里，所以也不在第4座。",
      "由线索3，丹麦人喝茶，所以喝茶的人也不在第1座。",
      "由线索7，会做披萨的人和身高190厘米的人是邻居，所以会做披萨的人在第4座。",
      "办公室在10楼的人在第3座。",
      "这样，绿色房子只能是第2座，灰色房子是第4座。再由线索4，戴月光石戒指的人不在第1、2座。",
    ]) {
      expect(chineseProblems(text), text).toEqual([]);
    }
  });
});

describe("Chinese solutions as an editor reads them", () => {
  it("have none of the marked mistakes, in both styles, text and Markdown (the classic puzzle and 24 generated ones)", () => {
    const { puzzle: einstein, lexicon, steps } = einsteinInput(locale.words);
    const solved = [{ name: "einstein", ctx: { puzzle: einstein, lexicon }, steps }];
    for (const size of [4, 5, 6]) {
      for (const [i, difficulty] of difficulties.entries()) {
        for (const seed of [size * 10 + i, size * 100 + i]) {
          const { vocabulary, result } = generateCase({ theme: "default", size, attributes: size, seed, difficulty, allTypes: seed % 2 === 0 });
          if (!result.ok) continue;
          const ctx = { puzzle: result.puzzle, lexicon: lexiconFor(vocabulary, locale.words, result.puzzle) };
          solved.push({ name: `${size}x${size} ${difficulty} seed ${seed}`, ctx, steps: result.steps });
        }
      }
    }
    expect(solved.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const { name, ctx, steps } of solved) {
      for (const style of explanationStyles) {
        for (const format of ["text", "markdown"] as const) {
          const problems = chineseProblems(renderer.solution(steps, ctx, { style, format }));
          if (problems.length > 0) failures.push(`${name} (${style}, ${format}): ${problems.join("; ")}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
