import { lexiconFor } from "@zebra/model";
import type { Clue, Entity, Puzzle, Query, Step, StepOf, Value, ValueRef, Vocabulary } from "@zebra/model";
import type { RenderContext } from "@zebra/locale-kit";
import { themeAttributes } from "@zebra/testkit";
import { describe, expect, it } from "vitest";
import { createJapaneseRenderer, locale, renderer } from "./index.js";
import { clashTexts } from "./internal/full-steps.js";

// The wording of every clue type, step rule, question and answer, pinned to the sentences a
// native editor wrote for them (the sample sentences of the word list: B1–B35, C1–C19, D1–D15).

function themeContext(theme: string, clues: readonly Clue[] = []): RenderContext {
  const attributes = themeAttributes()
    .filter((t) => t.theme === theme)
    .map((t) => t.attribute);
  const vocabulary: Vocabulary = { id: theme, attributes };
  const size = Math.max(...attributes.map((a) => a.values.length));
  const puzzle: Puzzle = { format: "zebra-puzzle/1", size, attributes: attributes.map((a) => ({ name: a.name, values: a.values })), clues };
  return { puzzle, lexicon: lexiconFor(vocabulary, locale.words, puzzle) };
}

const ctx = themeContext("default");
const classic = themeContext("classic");
const v =
  (attr: string) =>
  (value: Value): ValueRef => ({ attr, value });
const [
  Name,
  Nationality,
  Color,
  Drink,
  Pet,
  Car,
  Sport,
  Instrument,
  Food,
  Fruit,
  Dessert,
  Hobby,
  City,
  Game,
  Job,
  Clothing,
  Age,
  Height,
  _Floor,
  _Distance,
  Smoke,
] = [
  "Name",
  "Nationality",
  "Color",
  "Drink",
  "Pet",
  "Car",
  "Sport",
  "Instrument",
  "Food",
  "Fruit",
  "Dessert",
  "Hobby",
  "City",
  "Game",
  "Job",
  "Clothing",
  "Age",
  "Height",
  "Floor",
  "Distance",
  "Smoke",
].map(v);
const clue = (c: Clue, context = ctx) => renderer.clue(c, context);

describe("Japanese clues", () => {
  it("put a name, a nationality or a job first in a 'same person' clue, and say the rest of them (B1–B4)", () => {
    expect(clue({ type: "same", a: Age!(40), b: Nationality!("Swede") })).toBe("スウェーデン人は40歳である。");
    expect(clue({ type: "same", a: Instrument!("guitar"), b: Name!("Sam") })).toBe("サムはギターを弾く。");
    expect(clue({ type: "same", a: City!("Nairobi"), b: Nationality!("Australian") })).toBe("オーストラリア人はナイロビへ旅行する。");
    expect(clue({ type: "same", a: Instrument!("guitar"), b: Age!(43) })).toBe("ギターを弾く人は43歳である。");
    expect(clue({ type: "same", a: Nationality!("Swede"), b: Name!("Paul") })).toBe("ポールはスウェーデン人である。");
    expect(clue({ type: "same", a: Color!("yellow"), b: Smoke!("Dunhill") }, classic)).toBe("ダンヒルを吸う人は黄色い家に住んでいる。");
  });

  it("say where a person lives and where a house is, with 軒目 (B5–B22)", () => {
    expect(clue({ type: "left_of", a: Instrument!("violin"), b: City!("Prague") })).toBe("バイオリンを弾く人はプラハへ旅行する人より左のどこかに住んでいる。");
    expect(clue({ type: "right_of", a: Car!("SUV"), b: Car!("vintage car") })).toBe(
      "オフロード車に乗っている人はクラシックカーに乗っている人より右のどこかに住んでいる。",
    );
    expect(clue({ type: "left_of", a: Color!("red"), b: Smoke!("Blend") }, classic)).toBe("赤い家はブレンドを吸う人の家より左のどこかにある。");
    expect(clue({ type: "immediately_left", a: Nationality!("Brazilian"), b: Age!(40) })).toBe("ブラジル人は40歳の人の左隣に住んでいる。");
    expect(clue({ type: "immediately_left", a: Pet!("horse"), b: Color!("green") })).toBe("馬を飼っている人は緑の家の左隣に住んでいる。");
    expect(clue({ type: "immediately_left", a: Name!("Jack"), b: City!("Istanbul") })).toBe("ジャックはイスタンブールへ旅行する人の左隣に住んでいる。");
    expect(clue({ type: "immediately_right", a: Color!("white"), b: Color!("green") })).toBe("白い家は緑の家の右隣にある。");
    expect(clue({ type: "next_to", a: Name!("Grace"), b: Name!("Jack") })).toBe("グレースはジャックの隣に住んでいる。");
    expect(clue({ type: "next_to", a: Color!("blue"), b: Drink!("water") })).toBe("青い家は水を飲む人の家の隣にある。");
    expect(clue({ type: "not_next_to", a: Name!("Sam"), b: Nationality!("Norwegian") })).toBe("サムはノルウェー人の隣には住んでいない。");
    expect(clue({ type: "not_next_to", a: Color!("red"), b: Color!("white") })).toBe("赤い家は白い家の隣にはない。");
    expect(clue({ type: "ends", a: Instrument!("piano") })).toBe("ピアノを弾く人は左端か右端の家に住んでいる。");
    expect(clue({ type: "ends", a: Color!("red") })).toBe("赤い家は左端か右端にある。");
    expect(clue({ type: "between", a: Age!(38), b: Name!("Bob"), c: { pos: 5 } })).toBe("ボブは、38歳の人より右、5軒目より左のどこかに住んでいる。");
    expect(clue({ type: "between", a: Height!(168), b: Color!("teal"), c: Name!("Ivy") })).toBe(
      "青緑の家は、身長168センチの人より右、アイビーより左のどこかにある。",
    );
    expect(clue({ type: "distance", a: Age!(58), b: Hobby!("painting"), d: 3 })).toBe("58歳の人と絵画が趣味の人の間には、家が2軒ある。");
    expect(clue({ type: "distance", a: Fruit!("grape"), b: Nationality!("Peruvian"), d: 2 })).toBe("ブドウが好物の人とペルー人の間には、家が1軒ある。");
    expect(clue({ type: "distance", a: Fruit!("grape"), b: Nationality!("Peruvian"), d: 1 })).toBe("ブドウが好物の人はペルー人の隣に住んでいる。");
    expect(clue({ type: "at", a: Dessert!("panna cotta"), pos: 2 })).toBe("パンナコッタを注文する人は2軒目に住んでいる。");
    expect(clue({ type: "not_at", a: Car!("coupe"), pos: 2 })).toBe("クーペに乗っている人は2軒目には住んでいない。");
    expect(clue({ type: "at", a: Color!("green"), pos: 4 })).toBe("緑の家は4軒目である。");
    expect(clue({ type: "not_at", a: Color!("green"), pos: 4 })).toBe("緑の家は4軒目ではない。");
    expect(clue({ type: "same", a: { pos: 3 }, b: Game!("go") })).toBe("囲碁を打つ人は3軒目に住んでいる。");
    expect(clue({ type: "next_to", a: Pet!("dog"), b: { pos: 3 } })).toBe("犬を飼っている人は3軒目の隣に住んでいる。");
    // A position is a landmark, never the subject of where someone lives.
    expect(clue({ type: "left_of", a: { pos: 2 }, b: Name!("Sam") })).toBe("サムは2軒目より右のどこかに住んでいる。");
    // A relation that leaves one house, or rules out just one, is that placement.
    expect(clue({ type: "left_of", a: { pos: 1 }, b: Name!("Sam") })).toBe("サムは1軒目には住んでいない。");
    expect(clue({ type: "immediately_left", a: Pet!("dog"), b: { pos: 3 } })).toBe("犬を飼っている人は2軒目に住んでいる。");
    expect(clue({ type: "immediately_right", a: { pos: 3 }, b: Name!("Sam") })).toBe("サムは2軒目に住んでいる。");
    expect(clue({ type: "left_of", a: Color!("red"), b: { pos: 2 } })).toBe("赤い家は1軒目である。");
    expect(clue({ type: "next_to", a: Pet!("dog"), b: { pos: 1 } })).toBe("犬を飼っている人は2軒目に住んでいる。");
    expect(clue({ type: "distance", a: Pet!("dog"), b: { pos: 1 }, d: 3 })).toBe("犬を飼っている人は4軒目に住んでいる。");
    expect(clue({ type: "distance", a: Pet!("dog"), b: { pos: 3 }, d: 2 })).toBe("犬を飼っている人と3軒目の間には、家が1軒ある。");
    expect(clue({ type: "immediately_right", a: { pos: 3 }, b: Color!("red") })).toBe("赤い家は2軒目である。");
    expect(clue({ type: "not_next_to", a: { pos: 2 }, b: Pet!("dog") })).toBe("犬を飼っている人は2軒目の隣には住んでいない。");
    expect(clue({ type: "between", a: Name!("Sam"), b: { pos: 3 }, c: Pet!("dog") })).toBe("3軒目の家は、サムより右、犬を飼っている人より左のどこかにある。");
    expect(clue({ type: "left_of", a: { pos: 1 }, b: { pos: 3 } })).toBe("1軒目の家は3軒目より左のどこかにある。");
  });

  it("negate what is said of a person with the words' own negative (B23–B25)", () => {
    expect(clue({ type: "not_same", a: Smoke!("Blend"), b: Drink!("beer") }, classic)).toBe("ブレンドを吸う人はビールを飲まない。");
    expect(clue({ type: "not_same", a: Age!(40), b: Nationality!("Swede") })).toBe("スウェーデン人は40歳ではない。");
    expect(clue({ type: "not_same", a: Color!("white"), b: Nationality!("Norwegian") })).toBe("ノルウェー人は白い家には住んでいない。");
    expect(clue({ type: "not_same", a: Fruit!("grape"), b: Name!("Tom") })).toBe("トムはブドウが好物ではない。");
  });

  it("quote the options of either/or clues (B26–B28)", () => {
    expect(
      clue({ type: "any_of", options: [[{ type: "at", a: Height!(168), pos: 2 }], [{ type: "same", a: Sport!("volleyball"), b: Food!("lasagna") }]] }),
    ).toBe("「身長168センチの人は2軒目に住んでいる」と「バレーボールをする人はラザニアを作る」の少なくとも一方が正しい。");
    expect(clue({ type: "any_of", options: [[{ type: "at", a: Pet!("zebra"), pos: 1 }], [{ type: "at", a: Pet!("zebra"), pos: 5 }]] })).toBe(
      "「シマウマを飼っている人は1軒目に住んでいる」と「シマウマを飼っている人は5軒目に住んでいる」のどちらか一方が正しい。",
    );
    expect(
      clue({
        type: "any_of",
        options: [
          [{ type: "same", a: Hobby!("calligraphy"), b: Sport!("billiards") }],
          [{ type: "next_to", a: Hobby!("calligraphy"), b: Hobby!("rock climbing") }],
          [{ type: "same", a: { pos: 3 }, b: Game!("go") }],
        ],
      }),
    ).toBe(
      "「書道が趣味の人はビリヤードをする」、「書道が趣味の人はロッククライミングが趣味の人の隣に住んでいる」、「囲碁を打つ人は3軒目に住んでいる」のうち、少なくとも1つが正しい。",
    );
    expect(
      clue({
        type: "any_of",
        options: [
          [
            { type: "ends", a: Pet!("cat") },
            { type: "not_same", a: Pet!("cat"), b: Drink!("tea") },
          ],
          [{ type: "next_to", a: Pet!("cat"), b: Name!("Sam") }],
        ],
      }),
    ).toBe(
      "（「猫を飼っている人は左端か右端の家に住んでいる」かつ「猫を飼っている人は紅茶を飲まない」）と「猫を飼っている人はサムの隣に住んでいる」の少なくとも一方が正しい。",
    );
    const nested: Clue = {
      type: "any_of",
      options: [
        [{ type: "at", a: Pet!("cat"), pos: 1 }],
        [{ type: "any_of", options: [[{ type: "at", a: Pet!("dog"), pos: 1 }], [{ type: "at", a: Pet!("dog"), pos: 2 }]] }],
      ],
    };
    expect(clue(nested)).toBe(
      "「猫を飼っている人は1軒目に住んでいる」と（「犬を飼っている人は1軒目に住んでいる」または「犬を飼っている人は2軒目に住んでいる」）の少なくとも一方が正しい。",
    );
    expect(
      clue({
        type: "any_of",
        options: [
          [
            { type: "at", a: Pet!("cat"), pos: 1 },
            { type: "at", a: Pet!("dog"), pos: 2 },
          ],
        ],
      }),
    ).toBe("「猫を飼っている人は1軒目に住んでいる」と「犬を飼っている人は2軒目に住んでいる」はどちらも正しい。");
  });

  it("compare numbers with the attribute's own words, the larger side first in a difference (B29–B34)", () => {
    expect(clue({ type: "greater_than", attr: "Height", a: Dessert!("ice cream"), b: Food!("falafel") })).toBe(
      "アイスクリームを注文する人はファラフェルを作る人より背が高い。",
    );
    expect(clue({ type: "difference", attr: "Height", a: Sport!("volleyball"), b: Car!("coupe"), d: 10 })).toBe(
      "バレーボールをする人はクーペに乗っている人よりちょうど10センチ背が高い。",
    );
    expect(clue({ type: "difference", attr: "Age", a: Name!("Emma"), b: Name!("Liam"), d: -5 })).toBe("リアムはエマよりちょうど5歳年上である。");
    expect(clue({ type: "greater_than", attr: "Floor", a: Job!("doctor"), b: Job!("lawyer") })).toBe("医師は弁護士より上の階で働いている。");
    expect(clue({ type: "difference", attr: "Floor", a: Job!("doctor"), b: Job!("lawyer"), d: 7 })).toBe("医師は弁護士よりちょうど7階上で働いている。");
    expect(clue({ type: "less_than", attr: "Distance", a: Name!("Sam"), b: Color!("red") })).toBe("サムは赤い家の住人より通勤距離が短い。");
    expect(clue({ type: "less_than", attr: "Age", a: { pos: 3 }, b: Name!("Sam") })).toBe("3軒目の住人はサムより若い。");
  });

  it("write star signs in kanji, so that no particle runs into them", () => {
    const Star = v("Star sign");
    expect(clue({ type: "same", a: Name!("Bob"), b: Star("Sagittarius") })).toBe("ボブは射手座である。");
    expect(clue({ type: "distance", a: Car!("sedan"), b: Star("Cancer"), d: 2 })).toBe("セダンに乗っている人と蟹座の人の間には、家が1軒ある。");
  });

  it("give a value the verb it takes (B35)", () => {
    expect(clue({ type: "same", a: Instrument!("flute"), b: Clothing!("kilt") })).toBe("フルートを吹く人はキルトをはいている。");
    expect(clue({ type: "not_same", a: Name!("Sam"), b: Instrument!("drums") })).toBe("サムはドラムを叩かない。");
    expect(clue({ type: "same", a: Name!("Sam"), b: Game!("shogi") })).toBe("サムは将棋を指す。");
    expect(clue({ type: "same", a: Name!("Sam"), b: Clothing!("apron") })).toBe("サムはエプロンをつけている。");
  });

  it("write a clause in a reason or a supposition with が, and keep the clause's order", () => {
    const c: Clue = { type: "same", a: Nationality!("Swede"), b: Pet!("dog") };
    expect(renderer.clause(c, ctx, "main")).toBe("スウェーデン人は犬を飼っている");
    expect(renderer.clause(c, ctx, "embedded")).toBe("スウェーデン人が犬を飼っている");
    const d: Clue = { type: "distance", a: Age!(58), b: Hobby!("painting"), d: 3 };
    expect(renderer.clause(d, ctx, "embedded")).toBe("58歳の人と絵画が趣味の人の間に家が2軒ある");
    expect(renderer.fact({ kind: "among", entity: Color!("green"), positions: [1, 4] }, ctx, "embedded")).toBe("緑の家が1軒目か4軒目である");
  });

  it("fall back to the puzzle's own words without a lexicon, and ignore one in another language", () => {
    const bare: RenderContext = { puzzle: ctx.puzzle };
    expect(clue({ type: "same", a: Pet!("zebra"), b: Drink!("tea") }, bare)).toBe("Petがzebraの人はDrinkがteaである。");
    expect(clue({ type: "not_same", a: Pet!("zebra"), b: Drink!("tea") }, bare)).toBe("Petがzebraの人はDrinkがteaではない。");
    expect(clue({ type: "less_than", attr: "Age", a: Pet!("zebra"), b: { pos: 2 } }, bare)).toBe("Petがzebraの人は2軒目の住人よりAgeが小さい。");
    expect(clue({ type: "difference", attr: "Age", a: Pet!("zebra"), b: Pet!("dog"), d: 4 }, bare)).toBe(
      "Petがzebraの人はPetがdogの人よりAgeがちょうど4大きい。",
    );
    const english: RenderContext = { puzzle: ctx.puzzle, lexicon: { locale: "en", attributes: { Pet: { subject: "the {value} owner" } } } };
    expect(clue({ type: "at", a: Pet!("zebra"), pos: 2 }, english)).toBe("Petがzebraの人は2軒目に住んでいる。");
  });

  it("read a user's words: a person's predicate gives the phrase, and a house is found in its predicate", () => {
    const own: RenderContext = {
      puzzle: ctx.puzzle,
      lexicon: {
        locale: "ja",
        attributes: {
          Pet: { predicate: "{value}を飼っている", values: { zebra: "シマウマ" } },
          Drink: { predicate: "{value}を飲む", values: { tea: "紅茶" } },
          Color: { predicate: "{value}屋根の家に住んでいる", values: { red: "赤" } },
        },
      },
    };
    expect(clue({ type: "not_same", a: Pet!("zebra"), b: Drink!("tea") }, own)).toBe("シマウマを飼っている人は紅茶を飲む人ではない。");
    expect(clue({ type: "not_same", a: Drink!("tea"), b: Pet!("zebra") }, own)).toBe("紅茶を飲む人はシマウマを飼っていない。");
    expect(clue({ type: "at", a: Color!("red"), pos: 2 }, own)).toBe("赤屋根の家は2軒目である。");
  });

  it("print the author's sentence only when asked to, and only a Japanese one", () => {
    const authored: Clue = { type: "at", a: Nationality!("Norwegian"), pos: 1, text: "ノルウェー人は左端の家に住んでいる。" };
    expect(renderer.clue(authored, ctx)).toBe("ノルウェー人は1軒目に住んでいる。");
    expect(createJapaneseRenderer({ clueText: "author" }).clue(authored, ctx)).toBe(authored.text);
    expect(createJapaneseRenderer({ clueText: "author" }).clue({ ...authored, text: "挪威人住在第一座房子里。" }, ctx)).toBe(
      "ノルウェー人は1軒目に住んでいる。",
    );
  });

  it("fail loudly on a lexicon template with an unknown placeholder", () => {
    const broken: RenderContext = {
      puzzle: ctx.puzzle,
      lexicon: { locale: "ja", attributes: { Pet: { subject: "{valeu}を飼っている人", predicate: "{value}を飼っている" } } },
    };
    expect(() => clue({ type: "at", a: Pet!("zebra"), pos: 2 }, broken)).toThrow(/\{valeu\}/);
  });
});

describe("Japanese steps", () => {
  const clues: Clue[] = [
    { type: "immediately_left", a: Nationality!("Brazilian"), b: Age!(40) },
    { type: "left_of", a: Instrument!("piano"), b: City!("Istanbul") },
    { type: "ends", a: Color!("red") },
    { type: "immediately_left", a: Color!("green"), b: Color!("white") },
    { type: "immediately_right", a: Color!("red"), b: Color!("white") },
    { type: "distance", a: Fruit!("grape"), b: Nationality!("Peruvian"), d: 2 },
    { type: "at", a: Nationality!("Norwegian"), pos: 1 },
    { type: "same", a: Car!("coupe"), b: Age!(22) },
  ];
  const withClues = themeContext("default", clues);
  const step = (s: Step) => renderer.step(s, withClues);
  const at = (entity: ValueRef, pos: number) => ({ kind: "at", entity, pos }) as const;
  const notAt = (entity: ValueRef, ...positions: number[]) => ({ kind: "not_at", entity, positions }) as const;
  const among = (entity: ValueRef, ...positions: number[]) => ({ kind: "among", entity, positions }) as const;

  // What puzzle editors found (issue 28): 「2軒目、3軒目、4軒目、5軒目のいずれか」 and 「住んでおり、…住んでおり」.
  it("say the shorter list of houses and give several houses one verb", () => {
    const text = step({
      rule: "clue",
      tier: 1,
      clues: [7],
      premises: [among(Car!("coupe"), ...Array.from({ length: withClues.puzzle.size - 1 }, (_, i) => i + 2))],
      conclusions: [notAt(Age!(22), 1)],
    });
    expect(text).toContain("1軒目ではないので");
    expect(text).not.toContain("のいずれか");
    const placed = step({ rule: "clue", tier: 1, clues: [0], premises: [], conclusions: [at(Nationality!("Brazilian"), 1), at(Age!(40), 2)] });
    expect(placed).toContain("したがって、前者は1軒目に、後者は2軒目に住んでいる。");
    expect(placed).not.toMatch(/住んでおり、.*住んで/);
  });

  it("restate a clue that gives its conclusions alone, and cite one applied to what is known by its number, the reason before ので (C1–C8)", () => {
    expect(step({ rule: "clue", tier: 1, clues: [0], premises: [], conclusions: [notAt(Nationality!("Brazilian"), 5), notAt(Age!(40), 1)] })).toBe(
      "ヒント1より、ブラジル人は40歳の人の左隣に住んでいる。したがって、前者は5軒目ではなく、後者は1軒目ではない。",
    );
    expect(
      step({
        rule: "clue",
        tier: 1,
        clues: [1],
        premises: [among(Instrument!("piano"), 1, 5)],
        conclusions: [at(Instrument!("piano"), 1), notAt(City!("Istanbul"), 1)],
      }),
    ).toBe("ピアノを弾く人は1軒目か5軒目なので、ヒント2より、1軒目に住んでおり、イスタンブールへ旅行する人は1軒目ではない。");
    expect(step({ rule: "clue", tier: 1, clues: [2], premises: [], conclusions: [notAt(Color!("red"), 2, 3, 4)] })).toBe(
      "ヒント3より、赤い家は左端か右端にある。したがって、赤い家は2軒目、3軒目、4軒目のいずれでもない。",
    );
    expect(step({ rule: "clue", tier: 1, clues: [5], premises: [among(Nationality!("Peruvian"), 3, 4)], conclusions: [notAt(Fruit!("grape"), 3)] })).toBe(
      "ペルー人は3軒目か4軒目なので、ヒント6より、ブドウが好物の人は3軒目ではない。",
    );
    expect(step({ rule: "clue", tier: 1, clues: [6], premises: [], conclusions: [at(Nationality!("Norwegian"), 1)] })).toBe(
      "ヒント7より、ノルウェー人は1軒目に住んでいる。",
    );
    expect(
      step({
        rule: "clue",
        tier: 1,
        clues: [3],
        premises: [among(Color!("green"), 1, 4), among(Color!("white"), 3, 5)],
        conclusions: [at(Color!("green"), 4), at(Color!("white"), 5)],
      }),
    ).toBe("緑の家は1軒目か4軒目であり、白い家は3軒目か5軒目なので、ヒント4より、緑の家は4軒目であり、白い家は5軒目である。");
  });

  it("combine clues, saying each (C11, C12)", () => {
    expect(
      step({
        rule: "clue",
        tier: 1,
        clues: [3, 4],
        premises: [],
        conclusions: [notAt(Color!("green"), 4, 5), notAt(Color!("white"), 1, 5), notAt(Color!("red"), 1, 2)],
      }),
    ).toBe(
      "ヒント4と5を合わせて考える。ヒント4では、緑の家は白い家の左隣にある。ヒント5では、赤い家は白い家の右隣にある。この2つのヒントから、緑の家は4軒目でも5軒目でもなく、白い家は1軒目でも5軒目でもなく、赤い家は1軒目でも2軒目でもない。",
    );
    expect(step({ rule: "clue", tier: 1, clues: [0, 3, 7], premises: [at(Car!("coupe"), 2)], conclusions: [notAt(Age!(40), 2)] })).toBe(
      "ヒント1、4、8を合わせて考える。ヒント1では、ブラジル人は40歳の人の左隣に住んでいる。ヒント4では、緑の家は白い家の左隣にある。ヒント8では、クーペに乗っている人は22歳である。クーペに乗っている人は2軒目なので、40歳の人は2軒目ではない。",
    );
  });

  it("explain naked and hidden singles in few words: 2軒目に残る年齢は22歳だけ, ポールには5軒目しか残っていない (C13–C15)", () => {
    expect(step({ rule: "naked-single", tier: 1, clues: [], premises: [], conclusions: [at(Age!(22), 2)], attr: "Age", pos: 2 })).toBe(
      "2軒目に残る年齢は22歳だけである。",
    );
    expect(step({ rule: "hidden-single", tier: 1, clues: [], premises: [], conclusions: [at(Name!("Paul"), 5)] })).toBe("ポールには5軒目しか残っていない。");
    expect(step({ rule: "hidden-single", tier: 1, clues: [], premises: [], conclusions: [at(Color!("red"), 3)] })).toBe(
      "赤い家でありうるのは、3軒目だけである。",
    );
  });

  it("suppose, list the sub-steps as bullets, and end on the clue or rule broken (C16–C19)", () => {
    const sub: Step = { rule: "clue", tier: 1, clues: [3], premises: [at(Color!("green"), 1)], conclusions: [at(Color!("white"), 2)] };
    expect(
      step({
        rule: "contradiction",
        tier: 3,
        clues: [],
        premises: [],
        assumption: at(Color!("green"), 1),
        subSteps: [sub],
        clash: { conflict: { kind: "no-position", entity: Color!("blue") }, facts: [at(Color!("white"), 2)] },
        conclusions: [notAt(Color!("green"), 1)],
      }),
    ).toBe(
      [
        "緑の家が1軒目であると仮定すると：",
        "  ・ヒント4より、緑の家は白い家の左隣にある。したがって、白い家は2軒目である。",
        "しかしそれでは、白い家は2軒目であることになり、青い家でありうる家がなくなる。したがって、緑の家は1軒目ではない。",
      ].join("\n"),
    );
    expect(
      step({
        rule: "contradiction",
        tier: 3,
        clues: [],
        premises: [],
        assumption: at(Nationality!("Norwegian"), 2),
        subSteps: [],
        clash: { conflict: { kind: "clue", clue: 6 }, facts: [at(Nationality!("Norwegian"), 2)] },
        conclusions: [],
      }),
    ).toBe(
      "ノルウェー人が2軒目に住んでいると仮定する。しかしそれでは、ノルウェー人は2軒目に住んでいることになり、ヒント7に反する。したがって、ノルウェー人は2軒目ではない。",
    );
    expect(
      step({
        rule: "contradiction",
        tier: 3,
        clues: [],
        premises: [],
        assumption: at(Drink!("tea"), 5),
        subSteps: [],
        clash: { conflict: { kind: "no-value", attr: "Drink", pos: 2 }, facts: [at(Drink!("tea"), 5)] },
        conclusions: [notAt(Drink!("tea"), 5)],
      }),
    ).toBe(
      "紅茶を飲む人が5軒目に住んでいると仮定する。しかしそれでは、紅茶を飲む人は5軒目に住んでいることになり、2軒目に当てはまる飲み物がなくなる。したがって、紅茶を飲む人は5軒目ではない。",
    );
    expect(
      step({
        rule: "contradiction",
        tier: 3,
        clues: [],
        premises: [],
        assumption: at(Name!("Paul"), 2),
        subSteps: [],
        clash: { conflict: { kind: "no-position", entity: Name!("Sam") }, facts: [] },
        conclusions: [],
      }),
    ).toBe("ポールが2軒目に住んでいると仮定する。しかしそれでは、サムが住める家がなくなる。したがって、ポールは2軒目ではない。");
  });

  it("write the concise style as a puzzle book does: labels, the clue's number, 軒目 after every house", () => {
    const concise = (s: Step) => renderer.step(s, withClues, "concise");
    expect(concise({ rule: "clue", tier: 1, clues: [0], premises: [], conclusions: [notAt(Nationality!("Brazilian"), 5), notAt(Age!(40), 1)] })).toBe(
      "ヒント1：ブラジル人は5軒目ではなく、40歳は1軒目ではない。",
    );
    expect(concise({ rule: "clue", tier: 1, clues: [1], premises: [], conclusions: [notAt(Instrument!("piano"), 2, 3, 4)] })).toBe(
      "ヒント2：ピアノは2軒目、3軒目、4軒目のいずれでもない。",
    );
    expect(concise({ rule: "clue", tier: 1, clues: [7], premises: [at(Car!("coupe"), 3)], conclusions: [at(Age!(22), 3)] })).toBe(
      "ヒント8：22歳＝クーペ（3軒目）。",
    );
    expect(concise({ rule: "hidden-single", tier: 1, clues: [], premises: [], conclusions: [at(Color!("red"), 4)] })).toBe("赤い家：残るのは4軒目だけ。");
    const sub: Step = {
      rule: "clue",
      tier: 1,
      clues: [3],
      premises: [at(Color!("green"), 1)],
      conclusions: [at(Color!("white"), 2), notAt(Color!("red"), 1, 2)],
    };
    const proof: Step = {
      rule: "contradiction",
      tier: 3,
      clues: [],
      premises: [],
      assumption: at(Color!("green"), 1),
      subSteps: [sub],
      clash: { conflict: { kind: "clue", clue: 4 }, facts: [at(Color!("white"), 2)] },
      conclusions: [notAt(Color!("green"), 1)],
    };
    expect(concise(proof)).toBe(
      "仮に緑の家が1軒目であるとすると、白い家は2軒目、赤い家は1軒目でも2軒目でもない（ヒント4）。しかしそれでは白い家は2軒目となり、ヒント5に反する。よって、緑の家は1軒目ではない。",
    );
    // A proof of no sub-steps runs straight on from its supposition: no しかしそれでは after とすると.
    const direct: Step = {
      rule: "contradiction",
      tier: 3,
      clues: [],
      premises: [],
      assumption: at(Color!("green"), 4),
      subSteps: [],
      clash: { conflict: { kind: "clue", clue: 3 }, facts: [among(Color!("white"), 3, 4)] },
      conclusions: [notAt(Color!("green"), 4)],
    };
    expect(concise(direct)).toBe("仮に緑の家が4軒目であるとすると、白い家は3軒目か4軒目となり、ヒント4に反する。よって、緑の家は4軒目ではない。");
  });

  it("end on the clash: the facts that cannot all hold, and where a clue would put its value", () => {
    const clash = (c: StepOf<"contradiction">["clash"]): string => clashTexts[c.conflict.kind](c as never, ctx);
    const tea3 = at(Drink!("tea"), 3);
    const red3 = at(Color!("red"), 3);
    expect(clash({ conflict: { kind: "clue", clue: 5 }, facts: [tea3, red3] })).toBe(
      "しかしそれでは、紅茶を飲む人は3軒目に住んでおり、赤い家は3軒目であることになり、ヒント6に反する。",
    );
    expect(clash({ conflict: { kind: "clue", clue: 2 }, facts: [red3, tea3], forced: at(Drink!("coffee"), 3) })).toBe(
      "しかしそれでは、赤い家は3軒目であることになる。ヒント3より、コーヒーを飲む人は3軒目に住まなければならないが、そこには紅茶を飲む人が住んでいる。",
    );
    expect(clash({ conflict: { kind: "clue", clue: 2 }, facts: [tea3, red3], forced: at(Color!("green"), 3) })).toBe(
      "しかしそれでは、紅茶を飲む人は3軒目に住んでいることになる。ヒント3より、緑の家は3軒目でなければならないが、3軒目は赤い家である。",
    );
    expect(clash({ conflict: { kind: "clue", clue: 2 }, facts: [tea3], forced: among(Drink!("coffee"), 2, 3) })).toBe(
      "しかしそれでは、紅茶を飲む人は3軒目に住んでいることになる。ヒント3より、コーヒーを飲む人は2軒目か3軒目に住まなければならないが、それはありえない。",
    );
  });

  it("lay out a combination's cases, each ending in a clash or the conclusions, then いずれの場合も", () => {
    const text = step({
      rule: "clue-combination",
      tier: 2,
      clues: [3, 4],
      premises: [among(Color!("white"), 2, 4), at(Color!("yellow"), 1)],
      conclusions: [at(Color!("white"), 4), at(Color!("red"), 5)],
      split: {
        entity: Color!("white"),
        cases: [
          {
            pos: 2,
            steps: [],
            clash: { conflict: { kind: "clue", clue: 3 }, facts: [at(Color!("white"), 2), at(Color!("yellow"), 1)], forced: at(Color!("green"), 1) },
          },
          { pos: 4, steps: [{ rule: "clue", tier: 1, clues: [4], premises: [at(Color!("white"), 4)], conclusions: [at(Color!("red"), 5)] }] },
        ],
      },
    });
    expect(text).toBe(
      [
        "ヒント4と5を合わせて考える。ヒント4では、緑の家は白い家の左隣にある。ヒント5では、赤い家は白い家の右隣にある。ここまでに、黄色い家は1軒目であることがわかっている。",
        "  白い家は2軒目か4軒目である。",
        "  ・白い家が2軒目である場合：",
        "     しかしそれでは、ヒント4より、緑の家は1軒目でなければならないが、1軒目は黄色い家である。したがって、この場合はありえない。",
        "  ・白い家が4軒目である場合：",
        "     ・ヒント5より、赤い家は白い家の右隣にある。したがって、赤い家は5軒目である。",
        "いずれの場合も、白い家は4軒目であり、赤い家は5軒目である。",
      ].join("\n"),
    );
  });

  it("write sub-steps as a Markdown list", () => {
    const sub: Step = { rule: "clue", tier: 1, clues: [3], premises: [at(Color!("green"), 1)], conclusions: [at(Color!("white"), 2)] };
    const proof: Step = {
      rule: "contradiction",
      tier: 3,
      clues: [],
      premises: [],
      assumption: at(Color!("green"), 1),
      subSteps: [sub],
      clash: { conflict: { kind: "clue", clue: 4 }, facts: [at(Color!("white"), 2)] },
      conclusions: [notAt(Color!("green"), 1)],
    };
    // A later step starts from what the proof concludes, so that the solution words the proof.
    const next: Step = { rule: "clue", tier: 1, clues: [3], premises: [notAt(Color!("green"), 1)], conclusions: [at(Color!("white"), 2)] };
    const md = renderer.solution([proof, next], withClues, { format: "markdown", gridEvery: 0 });
    expect(md).toContain("1. 緑の家が1軒目であると仮定すると：\n     - ヒント4より、");
    expect(md).not.toContain("・");
    expect(renderer.solution([proof, next], withClues, { gridEvery: 0 })).toContain("\n     ・ヒント4より、");
  });
});

describe("Japanese questions and answers (D1–D15)", () => {
  const ask = (query: Query, context = ctx) => renderer.question(query, context);
  const answer = (query: Query, value: Value, context = ctx) => `以上より、${renderer.answer({ query, answer: value }, context)}`;
  const find = (attr: string, where: Entity): Query => ({ kind: "find", find: { attr }, where });

  it("ask who when the answer names the person, and answer in the question's words", () => {
    const zebra = find("Nationality", { attr: "Pet", value: "zebra" });
    expect(ask(zebra, classic)).toBe("シマウマを飼っているのは誰か？");
    expect(answer(zebra, "German", classic)).toBe("以上より、シマウマを飼っているのはドイツ人である。");
    expect(ask(find("Name", Age!(40)))).toBe("40歳の人は誰か？");
    expect(answer(find("Name", Age!(40)), "Sam")).toBe("以上より、40歳の人はサムである。");
    expect(ask(find("Job", Color!("red")))).toBe("赤い家に住んでいるのは誰か？");
    expect(ask(find("Name", { pos: 3 }))).toBe("3軒目に住んでいるのは誰か？");
  });

  it("ask for a value with the attribute's own question", () => {
    expect(ask(find("City", Instrument!("violin")))).toBe("バイオリンを弾く人の旅行先はどこか？");
    expect(answer(find("City", Instrument!("violin")), "Istanbul")).toBe("以上より、バイオリンを弾く人はイスタンブールへ旅行する。");
    expect(ask(find("Pet", Name!("Liam")))).toBe("リアムは何を飼っているか？");
    expect(ask(find("Age", Name!("Liam")))).toBe("リアムは何歳か？");
    expect(answer(find("Age", Name!("Liam")), 45)).toBe("以上より、リアムは45歳である。");
    expect(ask(find("Drink", Color!("red")))).toBe("赤い家の住人は何を飲むか？");
    expect(answer(find("Drink", Color!("red")), "tea")).toBe("以上より、赤い家の住人は紅茶を飲む。");
    expect(ask(find("Name", Nationality!("Swede")))).toBe("スウェーデン人の名前は何か？");
    expect(answer(find("Name", Nationality!("Swede")), "Paul")).toBe("以上より、スウェーデン人はポールである。");
    expect(ask(find("Nationality", Name!("Sam")))).toBe("サムはどこの国の人か？");
    expect(ask(find("Hobby", { pos: 3 }))).toBe("3軒目の住人の趣味は何か？");
    expect(ask(find("Color", { pos: 3 }))).toBe("3軒目の家の色は何か？");
    expect(answer(find("Color", { pos: 3 }), "red")).toBe("以上より、3軒目は赤い家である。");
    expect(ask(find("Color", Name!("Sam")))).toBe("サムは何色の家に住んでいるか？");
    expect(answer(find("Color", Name!("Sam")), "green")).toBe("以上より、サムは緑の家に住んでいる。");
    expect(answer(find("Instrument", Name!("Sam")), "trumpet")).toBe("以上より、サムはトランペットを吹く。");
  });

  it("ask generically without a lexicon", () => {
    const bare: RenderContext = { puzzle: ctx.puzzle };
    expect(ask(find("Drink", Pet!("zebra")), bare)).toBe("Petがzebraの人のDrinkは何か？");
    expect(answer(find("Drink", Pet!("zebra")), "tea", bare)).toBe("以上より、Petがzebraの人のDrinkはteaである。");
  });

  it("ask for a position code with the houses as x and y, and show the arithmetic", () => {
    const code: Query = { kind: "position-code", x: Pet!("zebra"), y: Drink!("water") };
    const five = themeContext("classic");
    const context: RenderContext = { ...five, puzzle: { ...five.puzzle, size: 5 } };
    expect(ask(code, context)).toBe("シマウマを飼っている人の家をx軒目、水を飲む人の家をy軒目とするとき、6·y + xはいくつか？");
    expect(answer(code, 10, context)).toBe("以上より、シマウマを飼っている人の家は4軒目、水を飲む人の家は1軒目なので、6 × 1 + 4 = 10となる。");
    const same: Query = { kind: "position-code", x: Color!("green"), y: Color!("green") };
    expect(ask(same, context)).toBe("緑の家をx軒目とするとき、6·x + xはいくつか？");
    expect(() => renderer.answer({ query: code, answer: 99 }, context)).toThrow(RangeError);
  });
});
