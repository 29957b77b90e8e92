import type { Issue, IssueVerbalizers } from "@zebra/model";

/** A detail as text, when it is a string or a finite number. */
function d(issue: Issue, key: string): string | undefined {
  const value = issue.details?.[key];
  if (typeof value === "string" && value !== "") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
}

const typeNames: Readonly<Record<string, string>> = {
  "a string": "字符串",
  string: "字符串",
  "a number": "数字",
  number: "数字",
  "an array": "数组",
  array: "数组",
  "an object": "对象",
  object: "对象",
  "a boolean": "布尔值",
  boolean: "布尔值",
  null: "空值",
  "empty string": "空字符串",
  undefined: "未定义的值",
  NaN: "非数字值",
  Infinity: "无穷大",
  "-Infinity": "负无穷大",
};

/** A JSON type named in a detail, in Chinese; `undefined` when the detail is missing or unknown. */
function typeOf(issue: Issue, key: string): string | undefined {
  const name = d(issue, key);
  return name === undefined ? undefined : typeNames[name];
}

/** Chinese quotation marks around a name or value taken from the input. */
function q(text: string): string {
  return `“${text}”`;
}

/** Joins fragments, dropping the missing ones. */
function join(...parts: (string | false | undefined)[]): string {
  return parts.filter((p): p is string => typeof p === "string" && p !== "").join("");
}

function found(issue: Issue): string | undefined {
  const type = typeOf(issue, "found");
  return type === undefined ? undefined : `，实际是${type}`;
}

/** Every issue code in Chinese, from the issue's code, details and path (its English message is not used). */
export const issueTexts: IssueVerbalizers = {
  "invalid-json": (i) => {
    const line = d(i, "line");
    const column = d(i, "column");
    return join("文本不是有效的 JSON", line !== undefined && column !== undefined && `（第${line}行第${column}列）`, "。");
  },
  "not-an-object": (i) => join("这里必须是一个 JSON 对象", found(i), "。"),
  "wrong-format": (i) => join("format 字段缺失或不是", q(d(i, "expected") ?? "zebra-puzzle/1"), "。"),
  "missing-field": (i) => {
    const field = d(i, "field");
    return field === undefined ? "缺少必填字段。" : `缺少必填字段${q(field)}。`;
  },
  "wrong-type": (i) => {
    const expected = typeOf(i, "expected");
    return join("字段的类型不对", expected !== undefined && `：应为${expected}`, found(i), "。");
  },
  "invalid-size": (i) => join("size 必须是正整数", d(i, "size") !== undefined && `（现在是${d(i, "size")!}）`, "。"),
  "size-too-large": (i) => join("size 超过了支持的最大值", d(i, "maxSize") !== undefined && `${d(i, "maxSize")!}`, d(i, "size") !== undefined && `（现在是${d(i, "size")!}）`, "。"),
  "no-attributes": () => "attributes 中至少要有一个属性。",
  "invalid-attribute-name": (i) => join("属性名不能为空，也不能是整数", d(i, "attr") !== undefined && `（现在是${q(d(i, "attr")!)}）`, "。"),
  "too-many-attributes": (i) => join("属性太多了", d(i, "count") !== undefined && `：共有${d(i, "count")!}个`, d(i, "maxAttributes") !== undefined && `，最多支持${d(i, "maxAttributes")!}个`, "。"),
  "value-count": (i) => {
    const attr = d(i, "attr");
    const count = d(i, "count");
    const size = d(i, "size");
    if (attr !== undefined && count !== undefined && size !== undefined) return `属性${q(attr)}有${count}个取值，但 size 是${size}，所以需要正好${size}个。`;
    return "每个属性的取值个数必须正好等于 size。";
  },
  "invalid-value": () => "取值必须是非空字符串或有限的数字。",
  "duplicate-value": (i) => {
    const attr = d(i, "attr");
    const value = d(i, "value");
    if (attr !== undefined && value !== undefined) return `取值${q(value)}在属性${q(attr)}中出现了两次。`;
    return "同一个属性中有重复的取值。";
  },
  "mixed-values": (i) => join(d(i, "attr") !== undefined ? `属性${q(d(i, "attr")!)}` : "这个属性", "的取值混用了数字和字符串。"),
  "too-many-clues": (i) => join("线索太多了", d(i, "count") !== undefined && `：共有${d(i, "count")!}条`, d(i, "maxClues") !== undefined && `，最多支持${d(i, "maxClues")!}条`, "。"),
  "unknown-clue-type": (i) =>
    join("未知的线索类型", d(i, "type") !== undefined && q(d(i, "type")!), d(i, "suggestion") !== undefined && `（是不是${q(d(i, "suggestion")!)}？）`, "。"),
  "unknown-attribute": (i) =>
    join("谜题中没有属性", d(i, "attr") !== undefined && q(d(i, "attr")!), d(i, "suggestion") !== undefined && `（是不是${q(d(i, "suggestion")!)}？）`, "。"),
  "unknown-value": (i) => {
    const attr = d(i, "attr");
    const value = d(i, "value");
    if (attr !== undefined && value !== undefined) return `属性${q(attr)}中没有取值${q(value)}。`;
    return "线索中的取值不属于它的属性。";
  },
  "invalid-entity": () => '实体必须写成 {"attr": …, "value": …} 或 {"pos": …} 的形式。',
  "position-out-of-range": (i) => {
    const size = d(i, "size");
    return join("位置超出范围", d(i, "pos") !== undefined && `（现在是${d(i, "pos")!}）`, size !== undefined ? `，应为1到${size}之间的整数。` : "，应为1到 size 之间的整数。");
  },
  "distance-out-of-range": (i) => {
    const size = Number(d(i, "size"));
    return join(
      "距离超出范围",
      d(i, "d") !== undefined && `（现在是${d(i, "d")!}）`,
      Number.isInteger(size) && size >= 2 ? `，应为1到${size - 1}之间的整数。` : "，应为1到 size − 1 之间的整数。",
    );
  },
  "difference-out-of-range": (i) => join("差值必须是不为零的有限数字", d(i, "d") !== undefined && `（现在是${d(i, "d")!}）`, "。"),
  "not-numeric": (i) => join("比较类线索用到的属性", d(i, "attr") !== undefined && q(d(i, "attr")!), "的取值不是数字。"),
  "empty-any-of": () => "any_of 线索至少要有一个选项，每个选项至少要有一条线索。",
  "too-deep": (i) => join("any_of 线索嵌套得太深了", d(i, "maxAnyOfDepth") !== undefined && `，最多支持${d(i, "maxAnyOfDepth")!}层`, "。"),
  "invalid-solution": (i) => join("答案必须给每个属性一个取值的排列", d(i, "attr") !== undefined && `（属性${q(d(i, "attr")!)}有问题）`, "。"),
  "invalid-question": () => "问题必须指明要找的属性和所问的对象。",
  "invalid-meta": () => "meta 必须是只包含 JSON 值的对象，且嵌套不能太深。",
  "invalid-grid": (i) => join("表格必须给每个属性一个取值的排列", d(i, "attr") !== undefined && `（属性${q(d(i, "attr")!)}有问题）`, "。"),
  "invalid-id": (i) => join("标识符必须是由小写字母和数字组成、用连字符连接的形式", d(i, "id") !== undefined && `（现在是${q(d(i, "id")!)}）`, "。"),
  "duplicate-attribute": (i) => join("词汇表中有两个属性的标识符或名称相同", d(i, "first") !== undefined && `（与${q(d(i, "first")!)}重复）`, "。"),
  "too-few-values": (i) => join("词汇表中的属性至少需要两个取值", d(i, "count") !== undefined && `（现在只有${d(i, "count")!}个）`, "。"),
  "duplicate-label": (i) => {
    const label = d(i, "label");
    return join("同一属性的两个取值在同一种语言中写法相同", label !== undefined && `（都写作${q(label)}）`, "。");
  },
  "ambiguous-phrase": (i) => {
    const phrase = d(i, "phrase");
    return join("词汇表中有两个取值生成了相同的说法，线索会产生歧义", phrase !== undefined && `（都是${q(phrase)}）`, "。");
  },
  "invalid-template": (i) => join("模板中的占位符格式不对、无法识别，或缺少必需的占位符", d(i, "field") !== undefined && `（字段${q(d(i, "field")!)}）`, "。"),
  "invalid-locale": (i) => join("语言代码的格式应类似 en、zh 或 pt-BR", d(i, "locale") !== undefined && `（现在是${q(d(i, "locale")!)}）`, "。"),
};

/** An issue as one line: `路径：说明。` (just the sentence for the document itself). */
export function issueLine(issue: Issue): string {
  const text = (issueTexts[issue.code] as (i: Issue) => string)(issue);
  return issue.path === "" ? text : `${issue.path}：${text}`;
}
