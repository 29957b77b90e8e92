import type { ReaderGrammar, ReaderPattern } from "@zebra/locale-kit";

// How people write puzzles in Japanese, as data for the shared reading machinery, beside our
// own wording (which the reader recognises from the renderer itself). Characters are matched
// one by one, full-width letters, digits and brackets folded to half-width; 、 and 「」 are soft
// punctuation, like the comma. See docs/guide/reading.md.

const numbers = [
  "零|〇",
  "一|1",
  "二|2",
  "三|3",
  "四|4",
  "五|5",
  "六|6",
  "七|7",
  "八|8",
  "九|9",
  "十|10",
  "十一|11",
  "十二|12",
  "十三|13",
  "十四|14",
  "十五|15",
  "十六|16",
  "十七|17",
  "十八|18",
  "十九|19",
  "二十|20",
];

const age = ["年齢", "歳", "年上", "年下", "若"];
const height = ["身長", "背", "センチ", "cm"];

/** What ends a clause about where someone lives: に住んでいる, にある (optional). */
const lives = "(に)?(住んでいる|住む|ある|いる|である)?";
const livesNot = "(に)?(は)?(住んでいない|住まない|ない|いない)";

/** A side relation ("左"/"右") in the forms it takes. */
function side(word: "左" | "右", immediately: boolean): ReaderPattern[] {
  if (immediately) return [`{a}は{b}の${word}隣${lives}`, `{a}は{b}のすぐ${word}${lives}`, `{a}は{b}のすぐ${word}隣${lives}`];
  return [
    `{a}は{b}より${word}${lives}`,
    `{a}は{b}より${word}側${lives}`,
    `{a}は{b}より${word}のどこか${lives}`,
    `{a}は{b}より${word}のどこかの家${lives}`,
    { pattern: `{a}は{b}の${word}${lives}`, ambiguity: "side" },
    { pattern: `{a}は{b}の${word}側${lives}`, ambiguity: "side" },
  ];
}

/** The Japanese reading grammar. */
export const grammar: ReaderGrammar = {
  spaced: false,
  sentenceEnds: "。！？!?",
  abbreviations: [],
  // Three or more options are quoted and listed with 、: made a list of clauses.
  rewrites: [
    ["となり", "隣"],
    ["」、「", "」;「"],
    ["」、(", "」;("],
    [")、「", ");「"],
    // Polite and plain forms read as the written form the patterns use: 飼っています → 飼っている,
    // 住んでいません → 住んでいない, 右です / 右だ → 右である.
    ["ています", "ている"],
    ["でいます", "でいる"],
    ["ていません", "ていない"],
    ["でいません", "でいない"],
    ["ではありません", "ではない"],
    ["でしょうか", "か"],
    ["ですか", "か"],
    ["です", "である"],
    ["だ。", "である。"],
  ],
  glue: [],
  // What a phrase naming a person may hold besides its value: particles and the verbs of the themes' predicates (犬を飼っている人, 紅茶を飲む人).
  fillers: [
    "の",
    "人",
    "を",
    "が",
    "は",
    "に",
    "と",
    "で",
    "家",
    "住",
    "ん",
    "て",
    "い",
    "る",
    "飼",
    "っ",
    "飲",
    "む",
    "吸",
    "う",
    "乗",
    "着",
    "し",
    "す",
    "食",
    "べ",
    "読",
    "聴",
    "弾",
    "好",
    "き",
    "作",
    "育",
    "勉",
    "強",
    "旅",
    "行",
    "撮",
    "影",
    "注",
    "文",
    "植",
    "え",
    "庭",
    "木",
    "働",
    "通",
    "勤",
  ],
  reserved: ["隣", "左", "右", "間", "端", "真", "中", "な", "か", "年", "上", "下", "若", "よ", "り", "同", "軒", "目", "誰", "何"],
  numbers: { cardinals: numbers, ordinals: numbers, ordinalSuffixes: [] },
  positions: [
    "{n}軒目",
    "{n}軒目の家",
    "左から{n}軒目",
    { pattern: "右から{n}軒目", fromRight: true },
    "{n}番目の家",
    "{n}番の家",
    { pattern: "真ん中の家", at: "middle" },
    { pattern: "真ん中", at: "middle" },
    { pattern: "いちばん左の家", at: "first" },
    { pattern: "一番左の家", at: "first" },
    { pattern: "いちばん右の家", at: "last" },
    { pattern: "一番右の家", at: "last" },
  ],
  houses: [
    "{n}軒の家",
    "家が{n}軒",
    "{n}軒",
    // 「4人が横一列に並んでいる」「5人が一列に並んでいます」
    "{n}人が(横)?一列に並んで",
    "{n}人が横に並んで",
  ],
  listLeads: ["{noun}", "{noun}は"],
  listSentences: [{ pattern: "{noun}は{values}[です|である|だ]", name: "" }],
  listAnd: ["と", "、"],
  articles: [],
  headings: {
    clues: ["ヒント", "条件", "手がかり"],
    question: ["問題", "質問", "問い"],
    skipped: ["解説", "解答", "答え", "正解"],
    other: ["パズル", "属性"],
  },
  clues: {
    same: [
      "{a}は{b}",
      // 「猫を飼っている人は青い家に住んでいる」
      `{a}は{b}に(住んでいる|住む|いる)`,
      "{a}は{b}である",
      "{a}は{b}と同じ人である",
      "{a}と{b}は同じ人である",
      { pattern: "{a}は(いちばん|一番)?若い(人)?(である)?", extreme: "least", measure: age },
      { pattern: "{a}は最年少(である)?", extreme: "least", measure: age },
      { pattern: "{a}は最年長(である)?", extreme: "greatest", measure: age },
    ],
    not_same: ["{a}は{b}ではない", "{a}は{b}ない", "{a}と{b}は別の人である", "{a}と{b}は同じ人ではない"],
    at: [`{a}は{pos}${lives}`, "{a}は{pos}である", `{pos}には{a}${lives}`],
    not_at: [`{a}は{pos}${livesNot}`, "{a}は{pos}ではない"],
    next_to: [`{a}は{b}の隣${lives}`, "{a}と{b}は隣どうしである", "{a}と{b}は隣り合って(いる|住んでいる)"],
    not_next_to: [`{a}は{b}の隣${livesNot}`, "{a}は{b}の隣ではない", "{a}と{b}は隣どうしではない", "{a}と{b}は隣り合っていない"],
    left_of: /* @__PURE__ */ side("左", false),
    right_of: /* @__PURE__ */ side("右", false),
    immediately_left: /* @__PURE__ */ side("左", true),
    immediately_right: /* @__PURE__ */ side("右", true),
    ends: [`{a}は(両|どちらかの)端の家${lives}`, `{a}は(列の)?(両|どちらかの)?端${lives}`, `{a}は左端か右端(の家)?${lives}`],
    between: [
      { pattern: `{b}は{a}と{c}の間${lives}`, ambiguity: "between" },
      { pattern: `{b}は{a}より右で{c}より左${lives}`, ordered: true },
      { pattern: `{b}は{a}より右{c}より左のどこか${lives}`, ordered: true },
    ],
    distance: [
      { pattern: "{a}と{b}の間には{n}軒の家がある", housesBetween: true },
      { pattern: "{a}と{b}の間には家が{n}軒ある", housesBetween: true },
      { pattern: "{a}と{b}の間に{n}軒(の家が)?(ある)?", housesBetween: true },
      "{a}と{b}は{n}軒離れて(いる|住んでいる)",
    ],
    any_of: [
      "{x}と{y}の[少なくとも一方|どちらか一方|どちらか]が[正しい|成り立つ]",
      "{clauses}のうち(,)?少なくとも[1つ|一つ]が[正しい|成り立つ]",
      "\\({x}または{y}\\)",
      "{x}または{y}",
      "{x}か(,)?{y}",
    ],
    less_than: [
      { pattern: "{a}は{b}より若い", measure: age },
      { pattern: "{a}は{b}より年下である", measure: age },
      { pattern: "{a}は{b}より背が低い", measure: height },
    ],
    greater_than: [
      { pattern: "{a}は{b}より年上である", measure: age },
      { pattern: "{a}は{b}より背が高い", measure: height },
    ],
    difference: [
      { pattern: "{a}は{b}より(ちょうど)?{n}歳年上である", measure: age },
      { pattern: "{a}は{b}より(ちょうど)?{n}歳年下である", measure: age, negative: true },
    ],
  },
  compounds: { neither: ["{a}も{b}も{rest}ない"], both: ["{a}も{b}も{rest}"], and: ["\\({x}かつ{y}\\)", "{x}かつ{y}", "{x}、{y}"] },
  questions: [
    { pattern: "{a}のは誰(か|である|であるか|でしょうか)", find: "person" },
    { pattern: "{a}人は誰(か|である|であるか|でしょうか)", find: "person" },
    { pattern: "{a}は誰", find: "person" },
    { pattern: "誰が{a}", find: "person" },
    { pattern: "{a}の{noun}は何(か|である|であるか|でしょうか)", find: "noun" },
  ],
  questionEnds: ["誰か", "何か", "どれか", "どこか", "誰ですか", "何ですか", "誰でしょうか", "何でしょうか"],
  personAttributes: ["名前", "国籍", "人"],
  variants: () => [],
};
