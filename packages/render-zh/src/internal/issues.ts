import type { DocumentPart, GridProblem, JsonChar, JsonSyntaxProblem, JsonType, SentenceAt, Shown, Value } from "@zebra/model";
import type { IssueMessages } from "@zebra/locale-kit";
import { ui } from "../ui.js";

// Chinese messages for every issue code, written from the issue's typed details. Names and
// values taken from the input are quoted with “”; field names of the format stay as written
// (size, attributes, any_of), since that is what the user types.

const typeNames: Readonly<Record<JsonType | "empty string", string>> = {
  string: "字符串",
  number: "数字",
  boolean: "布尔值",
  null: "空值",
  array: "数组",
  object: "对象",
  undefined: "未定义的值",
  NaN: "非数字值",
  Infinity: "无穷大",
  "-Infinity": "负无穷大",
  bigint: "大整数",
  symbol: "符号",
  function: "函数",
  "empty string": "空字符串",
};

/** Chinese quotation marks around a name or value taken from the input (long ones are cut). */
/** A built-in theme by its Chinese name, another by its id. */
function themeName(id: string | undefined): string {
  return id === undefined ? "" : (ui.playground.themeNames[id] ?? id);
}

function q(text: string): string {
  return `“${text.length > 60 ? `${text.slice(0, 57)}...` : text}”`;
}

/** A value from the input: strings quoted, numbers plain, others by type. */
function show(value: Shown | Value): string {
  if (typeof value === "string") return value === "" ? "空字符串" : q(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value === null) return "空值";
  return typeNames[value.type];
}

/** Values listed with 、; long lists end with …. */
function list(values: readonly Value[], limit = 20): string {
  const shown = values.slice(0, limit).map((v) => String(v));
  return values.length > limit ? `${shown.join("、")}、…` : shown.join("、");
}

function char(found: JsonChar): string {
  if (found === null) return "文本结尾";
  const code = found.charCodeAt(0);
  if (code < 0x20 || code === 0x7f) return `控制字符 U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  return q(found);
}

const expectations: Readonly<Record<Extract<JsonSyntaxProblem, { kind: "expected" }>["expected"], string>> = {
  value: "一个值",
  digit: "数字",
  "fraction-digit": "小数点后的数字",
  "exponent-digit": "指数部分的数字",
  true: "true",
  false: "false",
  null: "null",
  "property-name": "用双引号括起来的属性名",
  colon: "属性名后的“:”",
  "comma-or-bracket": "数组元素后的“,”或“]”",
  "comma-or-brace": "属性值后的“,”或“}”",
};

const hints = { "trailing-comma": "（是不是多了一个逗号？）", "string-quotes": "（字符串要用双引号）", "name-quotes": "（属性名要用双引号）" } as const;

function jsonProblem(problem: JsonSyntaxProblem): string {
  switch (problem.kind) {
    case "unclosed-string":
      return "字符串没有结束";
    case "unescaped-control":
      return `字符串中的${char(problem.found)}必须转义`;
    case "bad-unicode-escape":
      return "\\u 后面必须是四位十六进制数字";
    case "bad-escape":
      return `反斜杠后的${char(problem.found)}不是有效的转义`;
    case "leading-zero":
      return "数字不能以多余的0开头";
    case "expected":
      return `这里应为${expectations[problem.expected]}，实际是${char(problem.found)}${problem.hint === undefined ? "" : hints[problem.hint]}`;
    case "trailing":
      return `JSON 值结束后还有多余的${char(problem.found)}`;
    case "engine":
      return "无法解析";
  }
}

const parts: Readonly<Record<Exclude<DocumentPart, "entity">, string>> = {
  puzzle: "文档必须是包含 format、size、attributes 和 clues 的 JSON 对象",
  attributes: "attributes 必须是把每个属性名映射到其取值的对象",
  attribute: "属性必须是对象",
  clue: "线索必须是带有 type 的对象",
  option: "any_of 的每个选项都必须是线索数组",
  vocabulary: "词汇表必须是 JSON 对象",
  "vocabulary-attribute": "词汇表中的属性必须是对象",
  words: "words 必须是从语言代码到词语的对象",
  "locale-words": "一种语言的词语必须是对象",
  labels: "values 必须是从取值到词语的对象",
  word: "词语必须是字符串，或带有 text 的对象",
  forms: "forms 必须是从词形键到文字的对象",
  scale: "刻度必须是带有 unit 和 step 的对象",
};

const expectedNames = {
  string: "字符串",
  "non-empty string": "非空字符串",
  number: "数字",
  boolean: "布尔值（true 或 false）",
  true: "true",
  array: "数组",
  word: "非空字符串或词语对象",
} as const;

function gridMessage(noun: string, d: GridProblem): string {
  switch (d.problem) {
    case "not-an-object":
      return `${noun}必须是按位置给出每个属性取值的对象，实际是${typeNames[d.found]}。`;
    case "unknown-attribute":
      return `${noun}中的${q(d.attr)}不是谜题的属性${d.suggestion !== undefined ? `（是不是${q(d.suggestion)}？）` : ""}。`;
    case "missing-row":
      return `${noun}没有给出属性${q(d.attr)}的取值。`;
    case "row-not-an-array":
      return `${noun}中属性${q(d.attr)}的取值必须是数组，实际是${typeNames[d.found]}。`;
    case "row-length":
      return `${noun}给属性${q(d.attr)}列了${d.count}个取值，但需要${d.size}个，每个位置一个。`;
    case "unknown-value":
      return `属性${q(d.attr)}中没有取值${show(d.value)}（它的取值是${list(d.values)}）。`;
    case "duplicate":
      return `取值${show(d.value)}在${noun}的属性${q(d.attr)}中出现了两次（第${d.first}项和第${d.at}项）${d.missing.length > 0 ? `，缺少${list(d.missing)}` : ""}。`;
  }
}

const choiceNames = {
  gender: "语法性别",
  number: "语法数",
  kind: "词类",
  form: "词形键",
  family: "属性类别",
  unit: "单位",
  "puzzle-kind": "谜题类型",
} as const;

/** Every issue code in Chinese, from the issue's code and typed details. */
export const issueMessages: IssueMessages = {
  "invalid-json": ({ details: d }) =>
    `文本不是有效的 JSON：第${d.line}行第${d.column}列${d.problem.kind === "engine" ? "无法解析" : `，${jsonProblem(d.problem)}`}。`,
  "not-an-object": ({ details: d }) =>
    "unreadable" in d ? "文档无法作为 JSON 数据读取，请传入 JSON 文本或普通对象。" : `${parts[d.part]}，实际是${typeNames[d.found]}。`,
  "wrong-format": ({ details: d }) =>
    d.found === undefined ? `缺少 format 字段，谜题文档应声明 "format": "${d.expected}"。` : `format 是${show(d.found)}，这里只能读取“${d.expected}”。`,
  "missing-field": ({ details: d }) => {
    if (d.part === "entity" && d.field === "value") return `实体指明了属性${q(d.attr ?? "")}，但缺少 value。`;
    if (d.part === "clue" && d.type !== undefined) return `${d.type} 线索缺少必填字段${q(d.field)}。`;
    return `缺少必填字段${q(d.field)}。`;
  },
  "wrong-type": ({ details: d }) => {
    if (d.part === "vocabulary-attribute" && d.field === "values" && d.expected === "number") return `属性${q(d.attr ?? "")}是数值属性，所以取值必须是数字。`;
    if (d.part === "vocabulary-attribute" && d.field === "numeric" && d.expected === "true")
      return `属性${q(d.attr ?? "")}的取值是数字，所以 numeric 必须是 true。`;
    const what =
      d.part === "attribute"
        ? `属性${q(d.attr ?? d.field)}的取值`
        : d.part === "option"
          ? "any_of 的选项"
          : d.part === "labels"
            ? `取值${q(d.field)}的词语`
            : d.part === "forms"
              ? `词形${q(d.field)}`
              : `字段${q(d.field)}`;
    return `${what}应为${expectedNames[d.expected]}，实际是${typeNames[d.found]}。`;
  },
  "invalid-size": ({ details: d }) => `size 必须是正整数（现在是${show(d.size)}）。`,
  "size-too-large": ({ details: d }) => `size 超过了支持的最大值${d.maxSize}（现在是${d.size}）。`,
  "no-attributes": ({ details: d }) =>
    d.part === "text" ? "文本没有列出任何属性，也没有提到已知主题中的取值（请列出每个属性，例如“宠物：狗、猫、斑马”）。" : "attributes 中至少要有一个属性。",
  "invalid-attribute-name": ({ details: d }) =>
    d.reason === "empty"
      ? "属性名不能为空。"
      : `属性名不能是整数（现在是${q(d.attr)}），因为 JSON 对象不保留整数键的顺序；请用词语，例如${q(`House ${d.attr}`)}。`,
  "too-many-attributes": ({ details: d }) => `属性太多了：共有${d.count}个，最多支持${d.maxAttributes}个。`,
  "value-count": ({ details: d }) => `属性${q(d.attr)}有${d.count}个取值，但 size 是${d.size}，所以需要正好${d.size}个。`,
  "invalid-value": ({ details: d }) => `取值必须是非空字符串或有限的数字（现在是${show(d.found)}）。`,
  "duplicate-value": ({ details: d }) => `取值${show(d.value)}在属性${q(d.attr)}中出现了两次。`,
  "mixed-values": ({ details: d }) => `属性${q(d.attr)}的取值混用了数字和字符串（${d.number}和${show(d.string)}）。`,
  "too-many-clues": ({ details: d }) => `线索太多了：共有${d.count}条，最多支持${d.maxClues}条（只检查了前${d.maxClues}条）。`,
  "unknown-clue-type": ({ details: d }) => `未知的线索类型${show(d.type)}${d.suggestion !== undefined ? `（是不是${q(d.suggestion)}？）` : ""}。`,
  "unknown-attribute": ({ details: d }) =>
    `谜题中没有属性${q(d.attr)}${d.suggestion !== undefined ? `（是不是${q(d.suggestion)}？）` : d.attributes.length > 0 ? `（属性有${list(d.attributes)}）` : ""}。`,
  "unknown-value": ({ details: d }) => {
    if (d.part === "labels") return `属性中没有取值${show(d.value)}，无法为它给出词语。`;
    if (d.suggestion !== undefined) return `属性${q(d.attr)}中没有取值${show(d.value)}（是不是${q(d.suggestion)}？）。`;
    const owner = d.owner !== undefined ? `，属性${q(d.owner)}中才有${show(d.value)}` : "";
    return `属性${q(d.attr)}中没有取值${show(d.value)}（它的取值是${list(d.values)}）${owner}。`;
  },
  "invalid-entity": () => '实体必须写成 {"attr": …, "value": …} 或 {"pos": …} 的形式。',
  "position-out-of-range": ({ details: d }) => `位置超出范围（现在是${show(d.pos)}），应为1到${d.size ?? " size "}之间的整数。`,
  "distance-out-of-range": ({ details: d }) =>
    `距离超出范围（现在是${show(d.d)}）${d.size !== undefined && d.size >= 2 ? `，应为1到${d.size - 1}之间的整数` : d.size === 1 ? "，只有一个位置时不能有距离" : "，应为1到 size − 1 之间的整数"}。`,
  "difference-out-of-range": ({ details: d }) => `差值必须是不为零的有限数字（现在是${show(d.d)}）。`,
  "not-numeric": ({ details: d }) => `${d.type} 线索比较的是数字，但属性${q(d.attr)}的取值不是数字。`,
  "factor-out-of-range": ({ details: d }) => `倍数必须是大于 0 且不等于 1 的有限数字（现在是${show(d.factor)}）。`,
  "entity-count": ({ details: d }) =>
    `${d.type} 线索的 of 必须列出${d.fewest === d.most ? `恰好 ${d.fewest}` : ` ${d.fewest} 到 ${d.most}`} 个人（现在是 ${d.count} 个）。`,
  "needs-row": ({ details: d }) =>
    "type" in d ? `逻辑表格谜题没有房子的排列，不能使用 ${d.type} 线索。` : `逻辑表格谜题没有房子的排列，线索不能指位置 ${show(d.pos)} 上的人。`,
  "invalid-scale": ({ details: d }) => {
    switch (d.problem) {
      case "not-numeric":
        return `属性${q(d.attr)}的取值不是数字，不能有刻度。`;
      case "step":
        return `属性${q(d.attr)}的步长必须是大于 0 的数字（现在是${show(d.step)}）。`;
      case "off-step":
        return `${d.value} 与属性${q(d.attr)}的最小值之差不是步长 ${d.step} 的整数倍。`;
    }
  },
  "empty-any-of": ({ details: d }) =>
    d.option === null ? "any_of 线索至少要有一个选项。" : `any_of 线索的第${d.option}个选项是空的，每个选项至少要有一条线索。`,
  "too-deep": ({ details: d }) => `any_of 线索嵌套得太深了（${d.depth}层），最多支持${d.maxAnyOfDepth}层。`,
  "invalid-solution": ({ details: d }) => {
    if (d.problem === "violates-clue") return `文档给出的答案不满足线索${d.clue + 1}。`;
    if (d.problem === "not-unique") return "文档给出的答案不是这道题唯一的解。";
    return gridMessage("答案", d);
  },
  "invalid-question": ({ details: d }) => {
    if (d.problem === "not-an-object") return `问题必须是 {"find": {"attr": …}, "where": 实体} 形式的对象，实际是${typeNames[d.found]}。`;
    if (d.problem === "wrong-type") return `问题的 ${d.field} 类型不对，实际是${typeNames[d.found]}。`;
    return `问题缺少 ${d.field}。`;
  },
  "invalid-meta": ({ details: d }) => {
    switch (d.problem) {
      case "not-an-object":
        return `meta 必须是对象，实际是${typeNames[d.found]}。`;
      case "not-json":
        return `这里是${show(d.found)}，JSON 无法表示。`;
      case "class":
        return "这里不是普通的 JSON 对象。";
      case "too-deep":
        return `meta 嵌套得太深了，最多${d.maxMetaDepth}层。`;
      case "cycle":
        return "这里引用了包含它自己的对象。";
    }
  },
  "invalid-grid": ({ details }) => gridMessage("表格", details),
  "invalid-id": ({ details: d }) => `标识符必须是由小写字母和数字组成、用连字符连接的形式（现在是${q(d.id)}）。`,
  "duplicate-attribute": ({ details: d }) => `词汇表中有两个属性的${d.field === "id" ? "标识符" : "名称"}都是${q(d.value)}（与第${d.first}个属性重复）。`,
  "too-few-values": ({ details: d }) => `词汇表中的属性至少需要两个取值（现在只有${d.count}个）。`,
  "duplicate-label": ({ details: d }) => `在“${d.locale}”中，属性${q(d.attr)}的${show(d.value)}和${show(d.other)}都写作${q(d.label)}。`,
  "ambiguous-phrase": ({ details: d }) =>
    `在“${d.locale}”中，${q(d.attr)}的${show(d.value)}和${q(d.otherAttr)}的${show(d.otherValue)}生成了相同的说法${q(d.phrase)}，线索会产生歧义。`,
  "invalid-template": ({ details: d }) => {
    if ("problem" in d) {
      const p = d.problem;
      if (p.kind === "unmatched-brace") return `模板${q(d.template)}在第${p.at}个字符处有多余的“}”。`;
      if (p.kind === "malformed") return `模板${q(d.template)}在第${p.at}个字符处的占位符格式不对（字面的大括号要写成 {{）。`;
      return `模板${q(d.template)}用到了未知的语法特征${q(p.feature)}。`;
    }
    if ("unknown" in d) return `模板${q(d.template)}用到了字段 ${d.field} 不认识的占位符${d.unknown.map((n) => `{${n}}`).join("、")}。`;
    return `模板${q(d.template)}缺少占位符${d.missing.map((n) => `{${n}}`).join("、")}。`;
  },
  "invalid-locale": ({ details: d }) => `语言代码的格式应类似 en、zh 或 pt-BR（现在是${q(d.locale)}）。`,
  "invalid-choice": ({ details: d }) => `${show(d.found)}不是有效的${choiceNames[d.field]}，可选的有${d.allowed.join("、")}。`,
  "unread-sentence": ({ details: d }) => {
    const text = long(d.text);
    const hint = d.suggestions && d.suggestions.length > 0 ? `（${d.suggestions.map((x) => `${q(x.word)}是不是${q(x.value)}？`).join("")}）` : "";
    switch (d.reason) {
      case "no-values":
        return `${sentenceRef(d)}没有提到谜题中的任何取值：${text}${hint}。`;
      case "no-relation":
        return `${sentenceRef(d)}提到了取值，但没有可以识别的关系：${text}${hint}。`;
      case "unknown-words":
        return `${sentenceRef(d)}未能读懂${d.unknown && d.unknown.length > 0 ? `（不认识${d.unknown.map(q).join("、")}）` : ""}：${text}${d.closest ? `；最接近的读法是${long(d.closest)}` : ""}。`;
      case "ambiguous":
        return `${sentenceRef(d)}有不止一种读法：${text}可以读作${[d.closest, ...(d.others ?? [])]
          .filter((x) => x !== undefined)
          .map((x) => long(x))
          .join("，也可以读作")}。`;
      case "too-long":
        return `${sentenceRef(d)}太长了（${d.text.length}个字符），不像是一条线索。`;
      case "no-attributes":
        return `${sentenceRef(d)}无法读取，因为文本没有给出谜题的属性：${text}。`;
    }
  },
  "no-houses": () => "文本没有说明有几座房子（可以写“有五座房子”，或者列出每个属性的取值）。",
  "conflicting-houses": ({ details: d }) => `${sentenceRef(d)}说有${d.size}座房子，但前面的句子说有${d.other}座。`,
  "list-length": ({ details: d }) => `${sentenceRef(d)}为${d.size}座房子列出了${d.count}个${q(d.attr)}的取值。`,
  "unlisted-values": ({ details: d }) => {
    const named = d.words?.named ?? d.named;
    return `文本只提到了${q(d.words?.attr ?? d.attr)}的${named.length}个取值（${list(named)}），但有${d.size}座房子，其余的取值无从得知；请把它们列出来。`;
  },
  "inferred-values": ({ details: d }) => {
    const attr = q(d.words?.attr ?? d.attr);
    const values = list(d.words?.values ?? d.values);
    const unnamed = d.words?.unnamed ?? d.unnamed ?? [];
    return d.from === "theme"
      ? `文本没有列出${attr}，所以采用主题${q(themeName(d.vocabulary))}中的取值：${values}${unnamed.length > 0 ? `（没有句子提到${list(unnamed)}）` : ""}。`
      : `文本没有列出${attr}，所以它的取值就是线索中提到的：${values}。`;
  },
  "unread-question": ({ details: d }) => `${sentenceRef(d)}像是一个问题，但未能读懂：${q(d.text)}；读取谜题时略过了它。`,
  "too-much-text": ({ details: d }) =>
    d.what === "characters" ? `文本有${d.count}个字符，谜题文本最多${d.max}个。` : `文本有${d.count}个句子，只读取了前${d.max}个。`,
  "not-text": ({ details: d }) =>
    `文本第${d.line}行第${d.column}列有控制字符 U+${d.code.toString(16).toUpperCase().padStart(4, "0")}：这不是文本（是二进制文件吗？）。`,
};

/** A sentence of the input in quotation marks, cut only when very long. */
function long(text: string): string {
  return `“${text.length > 200 ? `${text.slice(0, 197)}...` : text}”`;
}

/** 第7句（第9行）, with the clue's own number when the line is numbered. */
function sentenceRef(d: SentenceAt): string {
  return `第${d.sentence}句（第${d.line}行${d.marker !== undefined ? `，编号${d.marker}` : ""}）`;
}

/** An issue as one line: `路径：说明。` (just the sentence for the document itself). */
export function issueLine(path: string, message: string): string {
  return path === "" ? message : `${path}：${message}`;
}
