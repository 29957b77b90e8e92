import type { Vocabulary } from "@zebra/model";
import { categorical } from "../internal/define.js";
import { nationalityHead, houseColorHead, petHead, drinkHead } from "./shared-heads.js";

// The attributes and values of the classic five-house puzzle, kept as they are for fidelity
// (the cigarette brands included). Chinese keeps the brand names in Latin letters, as Chinese
// versions of the puzzle print them: 抽Pall Mall香烟的人.

const nationality = categorical({
  ...nationalityHead,
  values: [
    ["English", "英国人", "Englishman"],
    ["Swede", "瑞典人"],
    ["Dane", "丹麦人"],
    ["Norwegian", "挪威人"],
    ["German", "德国人"],
  ],
});

const houseColor = categorical({
  ...houseColorHead,
  values: [
    ["red", "红色"],
    ["green", "绿色"],
    ["white", "白色"],
    ["yellow", "黄色"],
    ["blue", "蓝色"],
  ],
});

const pet = categorical({
  ...petHead,
  values: [
    ["dog", "狗"],
    ["bird", "鸟"],
    ["cat", "猫"],
    ["horse", "马"],
    ["zebra", "斑马"],
  ],
});

const drink = categorical({
  ...drinkHead,
  values: [
    ["tea", "茶"],
    ["coffee", "咖啡"],
    ["milk", "牛奶"],
    ["beer", "啤酒"],
    ["water", "水"],
  ],
});

const smoke = categorical({
  id: "smoke",
  name: "Smoke",
  en: { noun: "cigarette brand", subject: "the person who smokes {value}", predicate: "smokes {value}" },
  zh: { noun: "香烟品牌", subject: "抽{value}香烟的人", predicate: "抽{value}香烟" },
  values: [
    ["Pall Mall", "Pall Mall"],
    ["Dunhill", "Dunhill"],
    ["Blend", "Blend"],
    ["Blue Master", "Blue Master"],
    ["Prince", "Prince"],
  ],
});

/**
 * The classic theme: the five attributes of Einstein's zebra puzzle (Nationality, Color, Pet,
 * Drink, Smoke) with exactly its five values each, cigarette brands included.
 *
 * Use it to reproduce or vary the classic puzzle with its own words. It supports puzzles of up
 * to 5 houses only (`largestSize(classicVocabulary)` is 5); use the default theme for larger ones.
 * Attribute names and values match the `zebra-puzzle/1` rendering of the classic puzzle, so
 * `lexiconFor(classicVocabulary, "zh", einstein)` words it in Chinese.
 *
 * @example
 * ```ts
 * classicVocabulary.attributes.map((a) => a.name); // ["Nationality", "Color", "Pet", "Drink", "Smoke"]
 * ```
 */
export const classicVocabulary: Vocabulary = {
  id: "classic",
  description:
    "The five attributes of the classic zebra puzzle with its own five values each (cigarette brands included, for fidelity): puzzles of up to 5 houses only.",
  attributes: [nationality, houseColor, pet, drink, smoke],
};
