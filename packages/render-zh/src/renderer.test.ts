import { daneCombination, daneProof, einsteinInput, expectGolden } from "@zebra/testkit";
import type { Clue, Lexicon, Puzzle, Step, StepOf } from "@zebra/model";
import type { RenderContext } from "@zebra/locale-kit";
import { clashTexts } from "./internal/full-steps.js";
import { describe, expect, it } from "vitest";
import { createChineseRenderer, locale, renderer } from "./index.js";

const N = (value: string) => ({ attr: "Nationality", value });
const C = (value: string) => ({ attr: "Color", value });
const P = (value: string) => ({ attr: "Pet", value });
const D = (value: string) => ({ attr: "Drink", value });

const puzzle: Puzzle = {
  format: "zebra-puzzle/1",
  size: 5,
  attributes: [
    { name: "Nationality", values: ["English", "Swede", "Dane", "Norwegian", "Japanese"] },
    { name: "Color", values: ["red", "green", "white", "yellow", "blue"] },
    { name: "Pet", values: ["dog", "cat", "zebra", "horse", "snail"] },
    { name: "Drink", values: ["tea", "coffee", "milk", "water", "juice"] },
    { name: "Age", values: [20, 30, 40, 50, 60] },
  ],
  clues: [],
};
const lexicon: Lexicon = {
  locale: "zh",
  attributes: {
    Nationality: {
      noun: "国籍",
      subject: "{value}",
      predicate: "是{value}",
      values: { English: "英国人", Swede: "瑞典人", Dane: "丹麦人", Norwegian: "挪威人", Japanese: "日本人" },
    },
    Color: {
      noun: "房子颜色",
      subject: "住在{value}房子里的人",
      predicate: "住在{value}房子里",
      values: { red: "红色", green: "绿色", white: "白色", yellow: "黄色", blue: "蓝色" },
    },
    Pet: { noun: "宠物", subject: "养{value}的人", predicate: "养{value}", values: { dog: "狗", cat: "猫", zebra: "斑马", horse: "马", snail: "蜗牛" } },
    Drink: {
      noun: "饮料",
      subject: "喝{value}的人",
      predicate: "喝{value}",
      question: "{a}喝什么？",
      values: { tea: "茶", coffee: "咖啡", milk: "牛奶", water: "水", juice: "果汁" },
    },
    Age: {
      noun: "年龄",
      subject: "{value}岁的人",
      predicate: "{value}岁",
      unit: "{value}岁",
      less: "{a}比{b}年轻",
      greater: "{a}比{b}年长",
      difference: "{a}比{b}大{d}岁",
    },
  },
};
const ctx: RenderContext = { puzzle, lexicon };
const bare: RenderContext = { puzzle };
const clue = (c: Clue, context = ctx) => renderer.clue(c, context);

describe("Chinese clues", () => {
  it("word every clue type as a Chinese puzzle book does", () => {
    expect(clue({ type: "same", a: N("English"), b: C("red") })).toBe("英国人住在红色房子里。");
    expect(clue({ type: "same", a: C("green"), b: D("coffee") })).toBe("喝咖啡的人住在绿色房子里。");
    expect(clue({ type: "not_same", a: N("Dane"), b: P("dog") })).toBe("丹麦人不是养狗的人。");
    expect(clue({ type: "not_same", a: C("blue"), b: N("Swede") })).toBe("瑞典人不住在蓝色房子里。");
    expect(clue({ type: "at", a: N("Norwegian"), pos: 1 })).toBe("挪威人住在第1座房子里。");
    expect(clue({ type: "not_at", a: C("white"), pos: 3 })).toBe("白色房子不是第3座房子。");
    expect(clue({ type: "next_to", a: N("Norwegian"), b: C("blue") })).toBe("挪威人住在蓝色房子隔壁。");
    expect(clue({ type: "next_to", a: P("horse"), b: D("tea") })).toBe("养马的人和喝茶的人是邻居。");
    expect(clue({ type: "not_next_to", a: C("red"), b: C("blue") })).toBe("红色房子和蓝色房子不相邻。");
    expect(clue({ type: "left_of", a: D("tea"), b: N("Dane") })).toBe("喝茶的人住在丹麦人左边的某座房子里。");
    expect(clue({ type: "right_of", a: C("white"), b: C("red") })).toBe("白色房子在红色房子的右边（不一定相邻）。");
    expect(clue({ type: "immediately_left", a: C("green"), b: C("white") })).toBe("绿色房子紧挨在白色房子的左边。");
    expect(clue({ type: "immediately_right", a: P("zebra"), b: N("Swede") })).toBe("养斑马的人紧挨着住在瑞典人的右边。");
    expect(clue({ type: "ends", a: D("milk") })).toBe("喝牛奶的人住在最左边或最右边的房子里。");
    expect(clue({ type: "between", a: N("Dane"), b: P("cat"), c: N("Swede") })).toBe("养猫的人住在丹麦人和瑞典人之间（丹麦人在左，瑞典人在右）。");
    expect(clue({ type: "distance", a: N("Dane"), b: C("red"), d: 3 })).toBe("丹麦人住的房子和红色房子之间隔着两座房子。");
    expect(clue({ type: "distance", a: N("Dane"), b: P("dog"), d: 3 })).toBe("丹麦人和养狗的人之间隔着两座房子。");
    expect(clue({ type: "any_of", options: [[{ type: "at", a: P("zebra"), pos: 1 }], [{ type: "at", a: P("zebra"), pos: 5 }]] })).toBe(
      "要么养斑马的人住在第1座房子里，要么养斑马的人住在第5座房子里。",
    );
    expect(clue({ type: "any_of", options: [[{ type: "ends", a: P("cat") }], [{ type: "next_to", a: P("cat"), b: N("Dane") }]] })).toBe(
      "养猫的人住在最左边或最右边的房子里，或者养猫的人和丹麦人是邻居（两者也可能同时成立）。",
    );
    expect(clue({ type: "less_than", attr: "Age", a: N("Dane"), b: C("red") })).toBe("丹麦人比住在红色房子里的人年轻。");
    expect(clue({ type: "difference", attr: "Age", a: N("Swede"), b: N("Dane"), d: -5 })).toBe("丹麦人比瑞典人大5岁。");
  });

  it("put first a phrase that starts with its own 在 (a user's words), rather than write 住在在 or patch it with 那位", () => {
    const floors: RenderContext = {
      puzzle: { ...puzzle, attributes: [...puzzle.attributes, { name: "Floor", values: [3, 5, 8, 10, 12] }] },
      lexicon: {
        locale: "zh",
        attributes: { ...lexicon.attributes, Floor: { noun: "办公楼层", subject: "在{value}楼上班的人", predicate: "在{value}楼上班" } },
      },
    };
    const F = (value: number) => ({ attr: "Floor", value });
    expect(clue({ type: "immediately_right", a: P("cat"), b: F(8) }, floors)).toBe("在8楼上班的人的右边紧挨着住着养猫的人。");
    expect(clue({ type: "left_of", a: P("cat"), b: F(8) }, floors)).toBe("在8楼上班的人左边的某座房子里住着养猫的人。");
    expect(clue({ type: "between", a: F(3), b: P("cat"), c: F(5) }, floors)).toBe(
      "在3楼上班的人和在5楼上班的人之间住着养猫的人（在3楼上班的人在左，在5楼上班的人在右）。",
    );
    for (const c of [
      { type: "immediately_right", a: P("cat"), b: F(8) },
      { type: "between", a: F(3), b: P("cat"), c: F(5) },
      { type: "next_to", a: F(3), b: P("cat") },
    ] as const) {
      expect(clue(c, floors)).not.toMatch(/在在|住在住|那位/);
    }
  });

  it("fall back to generic wording without a lexicon", () => {
    expect(clue({ type: "same", a: N("English"), b: C("red") }, bare)).toBe("Nationality是English的人就是Color是red的人。");
    expect(clue({ type: "greater_than", attr: "Age", a: { pos: 3 }, b: N("Dane") }, bare)).toBe("住在第3座房子里的人的Age比Nationality是Dane的人的大。");
  });

  it("print the author's sentence only when asked to, and only if it is Chinese", () => {
    const authored: Clue = { type: "at", a: N("Norwegian"), pos: 1, text: "挪威人住在最左边的房子里。" };
    expect(renderer.clue(authored, ctx)).toBe("挪威人住在第1座房子里。");
    expect(createChineseRenderer({ clueText: "author" }).clue(authored, ctx)).toBe(authored.text);
    expect(createChineseRenderer({ clueText: "author" }).clue({ ...authored, text: "The Norwegian lives first." }, ctx)).toBe("挪威人住在第1座房子里。");
  });
});

describe("Chinese steps", () => {
  const withClues: RenderContext = {
    puzzle: {
      ...puzzle,
      clues: [
        { type: "same", a: N("English"), b: C("red") },
        { type: "immediately_left", a: C("green"), b: C("white") },
        { type: "same", a: N("Dane"), b: D("tea") },
      ],
    },
    lexicon,
  };
  const step = (s: Step) => renderer.step(s, withClues);

  it("give the reason first, then what follows, citing the clue and noting the facts used", () => {
    expect(
      step({
        rule: "clue",
        tier: 1,
        clues: [1],
        premises: [{ kind: "among", entity: C("white"), positions: [2, 4] }],
        conclusions: [{ kind: "not_at", entity: C("green"), positions: [2, 4, 5] }],
      }),
    ).toBe("由线索2，绿色房子紧挨在白色房子（第2或4座）的左边，所以只可能是第1或3座。");
    expect(
      step({
        rule: "clue",
        tier: 1,
        clues: [2],
        premises: [{ kind: "not_at", entity: N("Dane"), positions: [1] }],
        conclusions: [{ kind: "not_at", entity: D("tea"), positions: [1] }],
      }),
    ).toBe("由线索3，丹麦人喝茶，所以喝茶的人也不在第1座。");
    // Both ruled out of houses before: the houses said once, of 此人 (not each with a note and then each again).
    expect(
      step({
        rule: "clue",
        tier: 1,
        clues: [2],
        premises: [
          { kind: "not_at", entity: N("Dane"), positions: [1] },
          { kind: "not_at", entity: D("tea"), positions: [3] },
        ],
        conclusions: [
          { kind: "not_at", entity: N("Dane"), positions: [3] },
          { kind: "not_at", entity: D("tea"), positions: [1] },
        ],
      }),
    ).toBe("由线索3，丹麦人喝茶，所以此人不在第1、3座。");
    // Placed together, the two are one person placed (not 丹麦人在第2座，喝茶的人在第2座).
    expect(
      step({
        rule: "clue",
        tier: 1,
        clues: [2],
        premises: [
          { kind: "among", entity: N("Dane"), positions: [2, 5] },
          { kind: "not_at", entity: D("tea"), positions: [5] },
        ],
        conclusions: [
          { kind: "at", entity: N("Dane"), pos: 2 },
          { kind: "at", entity: D("tea"), pos: 2 },
        ],
      }),
    ).toMatch(/^由线索3，丹麦人.*喝茶.*，所以此人在第2座。$/);
    expect(
      step({
        rule: "clue",
        tier: 1,
        clues: [0],
        premises: [{ kind: "not_at", entity: C("red"), positions: [1] }],
        conclusions: [{ kind: "not_at", entity: N("English"), positions: [1] }],
      }),
    ).toBe("由线索1，英国人住在红色房子里（不是第1座），所以不在第1座。");
    expect(
      step({ rule: "naked-single", tier: 1, clues: [], premises: [], conclusions: [{ kind: "at", entity: D("milk"), pos: 3 }], attr: "Drink", pos: 3 }),
    ).toBe("第3座只能住喝牛奶的人。");
    // Not 第3座只剩下汤姆这一种名字: the value is named as the person.
    expect(
      step({ rule: "naked-single", tier: 1, clues: [], premises: [], conclusions: [{ kind: "at", entity: N("Dane"), pos: 3 }], attr: "Nationality", pos: 3 }),
    ).toBe("第3座只能住丹麦人。");
    expect(
      step({ rule: "naked-single", tier: 1, clues: [], premises: [], conclusions: [{ kind: "at", entity: C("red"), pos: 3 }], attr: "Color", pos: 3 }),
    ).toBe("第3座只能是红色房子。");
    // No boilerplate 其他房子都已排除: on its own the single says what is left; after what left it so, it follows on.
    const zebra: Step = { rule: "hidden-single", tier: 1, clues: [], premises: [], conclusions: [{ kind: "at", entity: P("zebra"), pos: 2 }] };
    expect(step(zebra)).toBe("养斑马的人只剩第2座可住。");
    expect(renderer.step(zebra, { ...ctx, justSaid: [{ kind: "at", entity: P("dog"), pos: 1 }] })).toBe("这样，养斑马的人只能在第2座。");
    // A placement the sentence before has just said is not said again (not 丹麦人在第2座；由线索3，…).
    const tea: Step = {
      rule: "clue",
      tier: 1,
      clues: [2],
      premises: [{ kind: "at", entity: N("Dane"), pos: 2 }],
      conclusions: [{ kind: "at", entity: D("tea"), pos: 2 }],
    };
    expect(step(tea)).toBe("丹麦人在第2座；由线索3，此人喝茶。");
    expect(renderer.step(tea, { ...withClues, justSaid: [{ kind: "at", entity: N("Dane"), pos: 2 }] })).toBe("由线索3，此人喝茶。");
    const cases = step({
      rule: "clue-combination",
      tier: 2,
      clues: [0, 2],
      premises: [],
      conclusions: [
        { kind: "not_at", entity: D("tea"), positions: [3] },
        { kind: "at", entity: P("dog"), pos: 1 },
      ],
      split: {
        entity: N("Dane"),
        cases: [
          {
            pos: 2,
            steps: [
              {
                rule: "clue",
                tier: 1,
                clues: [2],
                premises: [{ kind: "at", entity: N("Dane"), pos: 2 }],
                conclusions: [{ kind: "at", entity: D("tea"), pos: 2 }],
              },
            ],
          },
          { pos: 3, steps: [], clash: { conflict: { kind: "no-position", entity: P("dog") }, facts: [{ kind: "at", entity: N("Dane"), pos: 3 }] } },
        ],
      },
    });
    expect(cases).toBe(
      [
        "综合线索1和3：英国人住在红色房子里；丹麦人喝茶。",
        "  丹麦人只可能在第2或3座。",
        "  - 如果丹麦人在第2座：",
        // The case has just said where the Dane lives: not again.
        "      - 由线索3，此人喝茶。",
        "  - 如果丹麦人在第3座：",
        "      但这样丹麦人在第3座，就没有房子留给养狗的人了，出现矛盾，所以这种情况不可能。",
        "无论哪种情况，喝茶的人不在第3座，养狗的人在第1座。",
      ].join("\n"),
    );
  });

  it("call the two a clue has just named 前者 and 后者, in its order, but never one person", () => {
    // Conclusions in the step's order (white first) are said in the clause's: 前者 before 后者.
    expect(
      step({
        rule: "clue",
        tier: 1,
        clues: [1],
        premises: [],
        conclusions: [
          { kind: "not_at", entity: C("white"), positions: [1] },
          { kind: "not_at", entity: C("green"), positions: [5] },
        ],
      }),
    ).toBe("由线索2，绿色房子紧挨在白色房子的左边，所以前者不是第5座，后者不是第1座。");
    // The Englishman and the red house are one household: not 所以前者在第3座，后者是第3座.
    const one = step({
      rule: "clue",
      tier: 1,
      clues: [0],
      premises: [
        { kind: "among", entity: N("English"), positions: [2, 3] },
        { kind: "not_at", entity: C("red"), positions: [1, 2] },
      ],
      conclusions: [
        { kind: "at", entity: N("English"), pos: 3 },
        { kind: "at", entity: C("red"), pos: 3 },
      ],
    });
    expect(one).not.toMatch(/前者|后者/);
    expect(one).toMatch(/，所以英国人在第3座，红色房子是第3座。$/);
  });

  it("cite a stated clue by number after what it starts from, naming one person 此人 after it", () => {
    const neighbours: RenderContext = {
      ...withClues,
      puzzle: { ...withClues.puzzle, clues: [{ type: "next_to", a: N("Dane"), b: D("tea") }] },
      statedClues: new Set([0]),
      justSaid: [{ kind: "at", entity: D("tea"), pos: 4 }],
    };
    const text = renderer.step(
      {
        rule: "clue",
        tier: 1,
        clues: [0],
        premises: [
          { kind: "among", entity: N("Dane"), positions: [2, 3] },
          { kind: "at", entity: D("tea"), pos: 4 },
        ],
        conclusions: [{ kind: "at", entity: N("Dane"), pos: 3 }],
      },
      neighbours,
    );
    // Not …，所以由线索1，在第3座 (a predicate left hanging after the clue) nor 丹麦人 named twice.
    expect(text).toBe("丹麦人只可能在第2或3座，所以由线索1，此人在第3座。");
  });

  it("say once what a clue that pins a house gives, without restating it", () => {
    const pinned: RenderContext = {
      ...withClues,
      puzzle: { ...withClues.puzzle, clues: [{ type: "immediately_left", a: { pos: 2 }, b: D("milk") }] },
    };
    // Not 由线索1，喝牛奶的人住在第3座房子里，所以喝牛奶的人在第3座。
    expect(renderer.step({ rule: "clue", tier: 1, clues: [0], premises: [], conclusions: [{ kind: "at", entity: D("milk"), pos: 3 }] }, pinned)).toBe(
      "由线索1，喝牛奶的人在第3座。",
    );
  });

  it("lay out a proof by contradiction", () => {
    const text = step({
      rule: "contradiction",
      tier: 3,
      clues: [],
      premises: [],
      assumption: { kind: "at", entity: N("Dane"), pos: 3 },
      subSteps: [
        { rule: "clue", tier: 1, clues: [2], premises: [{ kind: "at", entity: N("Dane"), pos: 3 }], conclusions: [{ kind: "at", entity: D("tea"), pos: 3 }] },
      ],
      clash: { conflict: { kind: "no-value", attr: "Drink", pos: 4 }, facts: [{ kind: "at", entity: D("tea"), pos: 3 }] },
      conclusions: [{ kind: "not_at", entity: N("Dane"), positions: [3] }],
    });
    expect(text).toBe(
      ["假设丹麦人在第3座：", "  - 由线索3，此人喝茶。", "但这样喝茶的人在第3座，第4座就没有可选的饮料了，出现矛盾，所以丹麦人不在第3座。"].join("\n"),
    );
  });
});

describe("Chinese concise steps", () => {
  const withClues: RenderContext = {
    puzzle: {
      ...puzzle,
      clues: [
        { type: "same", a: N("English"), b: C("red") },
        { type: "same", a: N("Dane"), b: D("tea") },
      ],
    },
    lexicon,
  };
  const concise = (s: Step) => renderer.step(s, withClues, "concise");

  it("give a combination's cases and a proof's clash in short lines, the either-way line last", () => {
    const withAll: RenderContext = {
      puzzle: {
        ...puzzle,
        clues: [
          { type: "same", a: N("English"), b: C("red") },
          { type: "same", a: N("Swede"), b: P("dog") },
          { type: "same", a: N("Dane"), b: D("tea") },
        ],
      },
      lexicon,
    };
    expect(renderer.step(daneCombination, withAll, "concise")).toBe(
      "线索1和3：若丹麦人在2号：茶=丹麦人（2号，线索3）。若在3号：红色在3号，与线索1矛盾。\n无论哪种情况，茶不在3号。",
    );
    expect(renderer.step(daneProof, withAll, "concise")).toBe("假设丹麦人在3号：茶=丹麦人（3号，线索3）；红色在3号，与线索1矛盾。所以丹麦人不在3号。");
  });

  it("say a floor of a building of the person on it, so that it does not read as another building beside 3号", () => {
    const floors: RenderContext = {
      puzzle: { ...puzzle, attributes: [...puzzle.attributes, { name: "Floor", values: [10, 20, 30, 40, 50] }] },
      lexicon: { ...lexicon, attributes: { ...lexicon.attributes, Floor: { noun: "楼层", subject: "在{value}楼上班的人", unit: "{value}楼" } } },
    };
    const line = renderer.step(
      { rule: "clue", tier: 1, clues: [1], premises: [], conclusions: [{ kind: "not_at", entity: { attr: "Floor", value: 10 }, positions: [3] }] },
      floors,
      "concise",
    );
    expect(line).toBe("线索2：10楼的人不在3号。");
  });

  it("word every rule as a puzzle book's short line", () => {
    expect(
      concise({
        rule: "clue",
        tier: 1,
        clues: [1],
        premises: [{ kind: "at", entity: N("Dane"), pos: 2 }],
        conclusions: [{ kind: "at", entity: D("tea"), pos: 2 }],
      }),
    ).toBe("线索2：茶=丹麦人（2号）。");
    expect(concise({ rule: "clue", tier: 1, clues: [0], premises: [], conclusions: [{ kind: "not_at", entity: C("red"), positions: [2, 3, 4] }] })).toBe(
      "线索1：红色在1或5号。",
    );
    expect(
      concise({ rule: "naked-single", tier: 1, clues: [], premises: [], conclusions: [{ kind: "at", entity: D("milk"), pos: 3 }], attr: "Drink", pos: 3 }),
    ).toBe("3号只剩牛奶。");
    expect(concise({ rule: "hidden-single", tier: 1, clues: [], premises: [], conclusions: [{ kind: "at", entity: P("zebra"), pos: 2 }] })).toBe(
      "斑马只剩2号。",
    );
  });
});

describe("Chinese clashes", () => {
  const clash = (c: StepOf<"contradiction">["clash"]): string => clashTexts[c.conflict.kind](c as never, ctx);
  const tea3 = { kind: "at", entity: D("tea"), pos: 3 } as const;
  const yellow3 = { kind: "at", entity: C("yellow"), pos: 3 } as const;

  it("name the facts that cannot both hold, and the clue or rule they break", () => {
    expect(clash({ conflict: { kind: "clue", clue: 5 }, facts: [tea3, yellow3] })).toBe("但这样喝茶的人在第3座，黄色房子是第3座，这与线索6矛盾");
    expect(clash({ conflict: { kind: "no-position", entity: P("dog") }, facts: [tea3] })).toBe("但这样喝茶的人在第3座，就没有房子留给养狗的人了，出现矛盾");
    expect(clash({ conflict: { kind: "no-value", attr: "Drink", pos: 4 }, facts: [tea3, yellow3] })).toBe(
      "但这样喝茶的人在第3座，黄色房子是第3座，第4座就没有可选的饮料了，出现矛盾",
    );
    expect(clash({ conflict: { kind: "clue", clue: 5 }, facts: [] })).toBe("这与线索6矛盾");
    expect(clash({ conflict: { kind: "no-position", entity: P("dog") }, facts: [] })).toBe("但这样就没有房子留给养狗的人了，出现矛盾");
  });

  it("say where a clue would put its value, and who is already there", () => {
    const forced = { kind: "at", entity: D("milk"), pos: 3 } as const;
    expect(clash({ conflict: { kind: "clue", clue: 2 }, facts: [yellow3, tea3], forced })).toBe(
      "但这样黄色房子是第3座，喝茶的人在第3座；由线索3，喝牛奶的人就只能在第3座，可那里住的是喝茶的人",
    );
    const house = { kind: "at", entity: C("red"), pos: 3 } as const;
    expect(clash({ conflict: { kind: "clue", clue: 2 }, facts: [tea3, yellow3], forced: house })).toBe(
      "但这样喝茶的人在第3座，黄色房子是第3座；由线索3，红色房子就只能是第3座，可第3座是黄色房子",
    );
    const among = { kind: "among", entity: D("milk"), positions: [2, 3] } as const;
    expect(clash({ conflict: { kind: "clue", clue: 2 }, facts: [tea3], forced: among })).toBe(
      "但这样喝茶的人在第3座；由线索3，喝牛奶的人就只能在第2或3座，这不可能",
    );
  });
});

describe("Chinese questions, answers and issues", () => {
  it("ask 谁 for people and 什么 otherwise, and answer", () => {
    const who = { kind: "find", find: { attr: "Nationality" }, where: P("zebra") } as const;
    expect(renderer.question(who, ctx)).toBe("谁养斑马？");
    expect(renderer.answer({ query: who, answer: "Japanese" }, ctx)).toBe("日本人养斑马。");
    const drink = { kind: "find", find: { attr: "Drink" }, where: C("green") } as const;
    expect(renderer.question(drink, ctx)).toBe("住在绿色房子里的人喝什么？");
    expect(renderer.answer({ query: drink, answer: "coffee" }, ctx)).toBe("住在绿色房子里的人喝咖啡。");
  });

  it("ask for a position code and show the arithmetic", () => {
    const code = { kind: "position-code", x: P("zebra"), y: D("tea") } as const;
    expect(renderer.question(code, ctx)).toBe("如果养斑马的人住在第x座房子里，喝茶的人住在第y座房子里，那么6·y + x等于多少？");
    expect(renderer.answer({ query: code, answer: 17 }, ctx)).toBe("养斑马的人住在第5座房子里，喝茶的人住在第2座房子里，所以6 × 2 + 5 = 17。");
  });

  it("translate issues from their code and details, keeping the path", () => {
    expect(
      renderer.issue({ code: "unknown-value", path: "clues[2].a.value", details: { part: "entity", attr: "Pet", value: "zebu", values: ["dog", "cat"] } }),
    ).toBe("clues[2].a.value：属性“Pet”中没有取值“zebu”（它的取值是dog、cat）。");
    expect(
      renderer.issue({
        code: "unknown-value",
        path: "clues[2].a.value",
        details: { part: "entity", attr: "Pet", value: "Zebras", values: ["dog", "zebra"], suggestion: "zebra" },
      }),
    ).toBe("clues[2].a.value：属性“Pet”中没有取值“Zebras”（是不是“zebra”？）。");
    expect(renderer.issue({ code: "value-count", path: "attributes.Pet", details: { attr: "Pet", count: 4, size: 5 } })).toBe(
      "attributes.Pet：属性“Pet”有4个取值，但 size 是5，所以需要正好5个。",
    );
    expect(renderer.issue({ code: "wrong-type", path: "size", details: { part: "puzzle", field: "size", expected: "number", found: "string" } })).toBe(
      "size：字段“size”应为数字，实际是字符串。",
    );
    expect(renderer.issue({ code: "no-attributes", path: "", details: { part: "puzzle" } })).toBe("attributes 中至少要有一个属性。");
  });
});

describe("Chinese puzzle and grid", () => {
  it("introduce the houses and list values with 、", () => {
    const text = renderer.puzzle({
      puzzle: { ...puzzle, clues: [{ type: "at", a: N("Norwegian"), pos: 1 }], question: { find: { attr: "Nationality" }, where: P("zebra") } },
      lexicon,
    });
    expect(text).toBe(
      [
        "有五座房子排成一排，从左到右依次编号为1到5。每座房子里住着一个人，各不相同。",
        "",
        "每个人的国籍各不相同：英国人、瑞典人、丹麦人、挪威人、日本人。\n每座房子的颜色各不相同：红色、绿色、白色、黄色、蓝色。\n每个人的宠物各不相同：狗、猫、斑马、马、蜗牛。\n每个人的饮料各不相同：茶、咖啡、牛奶、水、果汁。\n每个人的年龄各不相同：20岁、30岁、40岁、50岁、60岁。",
        "",
        "线索：",
        "",
        "1. 挪威人住在第1座房子里。",
        "",
        "问题：谁养斑马？",
      ].join("\n"),
    );
  });

  it("show a Chinese title and preamble, but not English ones", () => {
    const text = renderer.puzzle({ puzzle: { ...puzzle, title: "五座房子", preamble: "有五座房子排成一排。" }, lexicon });
    expect(text.split("\n\n").slice(0, 3)).toEqual(["五座房子", "有五座房子排成一排。", "房子从左到右依次编号为1到5。每座房子里住着一个人，各不相同。"]);
    expect(
      renderer.puzzle({ puzzle: { ...puzzle, title: "Five houses", preamble: "There are five houses." }, lexicon }).startsWith("有五座房子排成一排，"),
    ).toBe(true);
  });

  it("align grids by display width, blank cells included, numbers with their unit", () => {
    const grid = {
      Nationality: ["Norwegian", null, "English", null, null],
      Color: [null, "blue", null, null, "white"],
      Pet: [null, null, null, null, null],
      Drink: [null, null, "milk", null, null],
      Age: [null, null, null, null, 60],
    };
    expect(renderer.grid(grid, ctx)).toBe(
      [
        "房子      1       2     3       4  5",
        "-".repeat(39),
        "国籍      挪威人        英国人",
        "房子颜色          蓝色             白色",
        "宠物",
        "饮料                    牛奶",
        "年龄                               60岁",
      ].join("\n"),
    );
  });
});

describe("Chinese golden texts", () => {
  const { puzzle: einstein, lexicon: words, steps } = einsteinInput(locale.words);
  it("render the classic puzzle and its solution", () => {
    const context = { puzzle: einstein, lexicon: words };
    expectGolden(
      `${renderer.puzzle(context)}\n\n${renderer.solution(steps, context, { gridEvery: 10 })}`,
      new URL("./__golden__/einstein.txt", import.meta.url),
    );
  });
  it("render the classic puzzle and its solution in Markdown", () => {
    const context = { puzzle: einstein, lexicon: words };
    expectGolden(
      `${renderer.puzzle(context, "markdown")}\n\n${renderer.solution(steps, context, { format: "markdown", gridEvery: 10 })}`,
      new URL("./__golden__/einstein.md", import.meta.url),
    );
  });
  it("render the classic puzzle's solution in the concise style, in text and Markdown", () => {
    const context = { puzzle: einstein, lexicon: words };
    expectGolden(renderer.solution(steps, context, { style: "concise" }), new URL("./__golden__/einstein-concise.txt", import.meta.url));
    expectGolden(
      renderer.solution(steps, context, { style: "concise", format: "markdown", gridEvery: 3, grid: "candidates" }),
      new URL("./__golden__/einstein-concise.md", import.meta.url),
    );
  });
});
