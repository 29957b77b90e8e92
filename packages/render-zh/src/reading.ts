import type { ReaderGrammar, ReaderPattern } from "@zebra/model";

// How people write puzzles in Chinese, as data for the shared reading machinery, beside our own
// wording (which the reader recognises from the renderer itself). Characters are matched one
// by one; 住 and 着 are dropped before matching (住在 → 在, 紧挨着 → 紧挨), and full-width
// punctuation is folded to half-width (，→ , ；→ ; （）→ ()). See docs/guide/reading.md.

const numbers = ["零|〇", "一", "二|两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二", "十三", "十四", "十五", "十六", "十七", "十八", "十九", "二十"];

const age = ["年龄", "岁", "年", "年纪", "老", "大", "小"];
const height = ["身高", "高", "矮", "厘米", "米"];

/** A side relation ("左"/"右") in the forms it takes. */
function side(word: "左" | "右", immediately: boolean): ReaderPattern[] {
  if (immediately) {
    return [`{a}紧挨在{b}的${word}边`, `{a}紧挨{b}的${word}边`, `{a}紧挨在{b}${word}边`, `{a}就在{b}的${word}边`, `{a}在{b}的紧${word}边`, `{a}在{b}${word}边紧挨`, `{a}在{b}的${word}边紧挨`, `{a}在{b}${word}侧紧挨`];
  }
  return [
    `{a}在{b}${word}边的某座房子里`,
    `{a}在{b}的${word}边\\(不一定相邻\\)`,
    `{a}在{b}${word}边的某处`,
    `{a}在{b}${word}边的某个位置`,
    `{a}在{b}${word}边(但)?不一定相邻`,
    { pattern: `{a}在{b}的${word}边`, ambiguity: "side" },
    { pattern: `{a}在{b}${word}边`, ambiguity: "side" },
    { pattern: `{a}在{b}的${word}侧`, ambiguity: "side" },
  ];
}

/** The Chinese reading grammar. */
export const grammar: ReaderGrammar = {
  spaced: false,
  sentenceEnds: "。！？!?",
  abbreviations: [],
  rewrites: [
    ["左侧", "左边"],
    ["右侧", "右边"],
    ["左面", "左边"],
    ["右面", "右边"],
    ["旁边", "隔壁"],
  ],
  glue: ["住", "着"],
  fillers: ["的", "人", "那", "位", "个", "这", "里", "家", "房", "子", "是", "在", "有", "一", "户", "座", "主", "者", "叫", "名", "就", "都",
    // verbs of having and doing, as a person's description: 喝茶的人, 养狗的人, 小张养鱼
    "喝", "养", "抽", "吃", "开", "穿", "戴", "骑", "爱", "喜", "欢", "玩", "读", "听", "种", "用", "拥"],
  reserved: ["不", "没", "左", "右", "隔", "壁", "邻", "相", "之", "间", "或", "要", "么", "且", "比", "紧", "挨", "最", "边", "端", "和", "与", "及", "两", "某", "处", "中"],
  numbers: { cardinals: numbers, ordinals: numbers, ordinalSuffixes: [] },
  positions: [
    "第{n}座房子",
    "第{n}栋房子",
    "第{n}间房子",
    "第{n}所房子",
    "第{n}个房子",
    "{n}号房子",
    "第{n}座",
    "第{n}家",
    { pattern: "中间(的)?(那座)?房子", at: "middle" },
    { pattern: "最左边(的)?(那座)?房子", at: "first" },
    { pattern: "最右边(的)?(那座)?房子", at: "last" },
    { pattern: "左数第{n}座房子" },
    { pattern: "右数第{n}座房子", fromRight: true },
    { pattern: "最后一座房子", at: "last" },
  ],
  houses: ["有{n}座房子", "{n}座房子", "一共有{n}座房子", "共有{n}座房子", "有{n}栋房子", "{n}栋房子", "有{n}间房子", "有{n}户人家"],
  listLeads: ["每个人的{noun}各不相同", "每座房子的{noun}各不相同", "每个人都有不同的{noun}", "每个人的{noun}都不同", "每个人的{noun}不同", "{noun}分别是", "{noun}分别为", "{noun}有"],
  listSentences: [
    { pattern: "房子的颜色分别是{values}", name: "颜色" },
    { pattern: "房子分别是{values}", name: "颜色" },
    { pattern: "五个人分别叫{values}", name: "名字" },
    { pattern: "他们分别叫{values}", name: "名字" },
    { pattern: "{noun}分别是{values}", name: "" },
  ],
  listAnd: ["和", "与", "以及", "或"],
  articles: [],
  headings: {
    clues: ["线索", "提示", "条件", "已知条件", "已知"],
    question: ["问题", "提问"],
    skipped: ["答案", "解答", "解", "参考答案"],
    other: ["谜题", "题目", "属性", "说明"],
  },
  clues: {
    same: [
      "{a}{b}",
      "{a}是{b}",
      "{a}就是{b}",
      "{a}在{b}里",
      "{a}在{b}",
      "{a}和{b}是同一个人",
      { pattern: "{a}(的)?年龄最小", extreme: "least", measure: age },
      { pattern: "{a}最年轻", extreme: "least", measure: age },
      { pattern: "{a}(的)?年龄最大", extreme: "greatest", measure: age },
      { pattern: "{a}最年长", extreme: "greatest", measure: age },
      { pattern: "{a}(的)?个子最矮", extreme: "least", measure: height },
      { pattern: "{a}最矮", extreme: "least", measure: height },
      { pattern: "{a}(的)?个子最高", extreme: "greatest", measure: height },
      { pattern: "{a}最高", extreme: "greatest", measure: height },
      { pattern: "{a}的{noun}最小", extreme: "least" },
      { pattern: "{a}的{noun}最大", extreme: "greatest" },
    ],
    not_same: ["{a}不是{b}", "{a}不在{b}里", "{a}不在{b}", "{a}不{b}", "{a}和{b}不是同一个人", "{a}没{b}", "{a}没有{b}"],
    at: ["{a}在{pos}里", "{a}在{pos}", "{a}是{pos}", "{pos}里{a}", "{pos}是{a}", "{pos}{a}"],
    not_at: ["{a}不在{pos}里", "{a}不在{pos}", "{a}不是{pos}", "{pos}里不是{a}", "{pos}里没有{a}"],
    next_to: [
      "{a}和{b}是邻居",
      "{a}与{b}是邻居",
      "{a}和{b}相邻",
      "{a}与{b}相邻",
      "{a}在{b}隔壁",
      "{a}是{b}的邻居",
      "{a}和{b}挨",
      "{a}紧挨{b}",
      "{a}和{b}紧挨",
      "{a}的隔壁是{b}",
      "{a}和{b}在隔壁",
    ],
    not_next_to: ["{a}和{b}不是邻居", "{a}与{b}不是邻居", "{a}和{b}不相邻", "{a}与{b}不相邻", "{a}不在{b}隔壁", "{a}不是{b}的邻居", "{a}和{b}不挨", "{a}不紧挨{b}"],
    left_of: side("左", false),
    right_of: side("右", false),
    immediately_left: side("左", true),
    immediately_right: side("右", true),
    ends: ["{a}是最左边或最右边的房子", "{a}在最左边或最右边的房子里", "{a}在最左边或最右边", "{a}在两端的某座房子里", "{a}在两端之一", "{a}在某一端", "{a}在一端", "{a}在两端", "{a}在最边上"],
    between: [
      { pattern: "{b}在{a}和{c}之间\\({rest}\\)", ordered: true },
      { pattern: "{b}在{a}和{c}之间(,)?并且{a}在左", ordered: true },
      { pattern: "{b}在{a}和{c}之间", ambiguity: "between" },
      { pattern: "{b}在{a}和{c}中间", ambiguity: "between" },
      { pattern: "{b}在{a}与{c}之间", ambiguity: "between" },
    ],
    distance: [
      { pattern: "{a}和{b}之间隔{n}座房子", housesBetween: true },
      { pattern: "{a}与{b}之间隔{n}座房子", housesBetween: true },
      { pattern: "{a}和{b}中间隔{n}座房子", housesBetween: true },
      { pattern: "{a}和{b}之间有{n}座房子", housesBetween: true },
      { pattern: "{a}和{b}之间隔{n}户", housesBetween: true },
    ],
    any_of: [
      "要么{x}要么{y}",
      "{x}或者{y}\\(两者也可能同时成立\\)",
      "{x}或者{y}",
      "{x}或{y}",
      "要么{a}要么{b}{rest}",
      "{a}或{b}{rest}",
      "以下几项中至少有一项成立:{clauses}",
      "以下至少有一项成立:{clauses}",
    ],
    less_than: [
      "{a}的{noun}比{b}的小",
      "{a}的{noun}比{b}的低",
      "{a}的{noun}比{b}小",
      { pattern: "{a}比{b}年轻", measure: age },
      { pattern: "{a}比{b}小", measure: age },
      { pattern: "{a}比{b}矮", measure: height },
    ],
    greater_than: [
      "{a}的{noun}比{b}的大",
      "{a}的{noun}比{b}的高",
      "{a}的{noun}比{b}大",
      { pattern: "{a}比{b}年长", measure: age },
      { pattern: "{a}比{b}老", measure: age },
      { pattern: "{a}比{b}大", measure: age },
      { pattern: "{a}比{b}高", measure: height },
    ],
    difference: [
      "{a}的{noun}比{b}的大{n}",
      { pattern: "{a}的{noun}比{b}的小{n}", negative: true },
      { pattern: "{a}比{b}大{n}岁", measure: age },
      { pattern: "{a}比{b}小{n}岁", measure: age, negative: true },
      { pattern: "{a}比{b}高{n}厘米", measure: height },
      { pattern: "{a}比{b}矮{n}厘米", measure: height, negative: true },
    ],
  },
  compounds: { neither: ["{a}和{b}都不{rest}"], both: ["{a}和{b}都{rest}"], and: ["{x}并且{y}", "{x}而且{y}", "{x}同时{y}"] },
  questions: [
    { pattern: "谁{a}", find: "person" },
    { pattern: "{a}是谁", find: "person" },
    { pattern: "{a}的是谁", find: "person" },
    { pattern: "哪个人{a}", find: "person" },
    { pattern: "哪位{a}", find: "person" },
    { pattern: "{a}的{noun}是什么", find: "noun" },
    { pattern: "{a}{noun}是什么", find: "noun" },
    { pattern: "{a}的{noun}是哪个", find: "noun" },
    { pattern: "{a}是什么{noun}", find: "noun" },
  ],
  personAttributes: ["名字", "姓名", "国籍", "人"],
  variants: () => [],
};
