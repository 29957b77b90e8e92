// One message per issue code, written from the issue's typed details (`IssueDetailsByCode` of
// @zebra/model says what each code carries). `IssueMessages` lists every code: a new code is a
// compile error here until it is worded. Names and values taken from the input are quoted with
// 「」; field names of the format stay as written (size, attributes, any_of), since that is what
// the user types. Messages speak to the user politely (です・ます), as Japanese software does;
// the puzzle texts are in the written style (である). The path is added by `issueLine`.
import { wordFeatures } from "@zebra/model";
import type { DocumentPart, GridProblem, JsonChar, JsonSyntaxProblem, JsonType, SentenceAt, Shown, Value } from "@zebra/model";
import type { IssueMessages } from "@zebra/locale-kit";
import { ui } from "../ui.js";

const typeNames: Readonly<Record<JsonType | "empty string", string>> = {
  string: "文字列",
  number: "数値",
  boolean: "真偽値",
  null: "null",
  array: "配列",
  object: "オブジェクト",
  undefined: "未定義の値",
  NaN: "非数（NaN）",
  Infinity: "無限大",
  "-Infinity": "負の無限大",
  bigint: "BigInt",
  symbol: "シンボル",
  function: "関数",
  "empty string": "空文字列",
};

/** A name or value taken from the input, in Japanese quotation marks (long ones are cut). */
/** A built-in theme by its Japanese name, another by its id. */
function themeName(id: string | undefined): string {
  return id === undefined ? "" : (ui.playground.themeNames[id] ?? id);
}

function q(text: string): string {
  return `「${text.length > 60 ? `${text.slice(0, 57)}…` : text}」`;
}

/** A value from the input: strings quoted, numbers plain, others by type. */
function show(value: Shown | Value): string {
  if (typeof value === "string") return value === "" ? "空文字列" : q(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value === null) return "null";
  return typeNames[value.type];
}

/** A sentence of a puzzle text in quotation marks, cut only when very long. */
function sentence(text: string): string {
  return `「${text.length > 200 ? `${text.slice(0, 199)}…` : text}」`;
}

/** 7文目（9行目）, with the clue's own number when the line is numbered. */
function sentenceRef(d: SentenceAt): string {
  return `${d.sentence}文目（${d.line}行目${d.marker !== undefined ? `、番号${d.marker}` : ""}）`;
}

/** Values listed with 、; long lists end with …. */
function list(values: readonly Value[], limit = 20): string {
  const shown = values.slice(0, limit).map((v) => String(v));
  return values.length > limit ? `${shown.join("、")}、…` : shown.join("、");
}

function char(found: JsonChar): string {
  if (found === null) return "テキストの終わり";
  const code = found.charCodeAt(0);
  if (code < 0x20 || code === 0x7f) return `制御文字U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  return q(found);
}

const expectations: Readonly<Record<Extract<JsonSyntaxProblem, { kind: "expected" }>["expected"], string>> = {
  value: "値",
  digit: "数字",
  "fraction-digit": "小数点のあとの数字",
  "exponent-digit": "指数の数字",
  true: "true",
  false: "false",
  null: "null",
  "property-name": "二重引用符で囲んだプロパティ名",
  colon: "プロパティ名のあとの「:」",
  "comma-or-bracket": "配列の要素のあとの「,」か「]」",
  "comma-or-brace": "プロパティの値のあとの「,」か「}」",
};

const hints = {
  "trailing-comma": "（最後に余分なコンマがありませんか？）",
  "string-quotes": "（文字列は二重引用符で囲みます）",
  "name-quotes": "（プロパティ名は二重引用符で囲みます）",
} as const;

function jsonProblem(problem: JsonSyntaxProblem): string {
  switch (problem.kind) {
    case "unclosed-string":
      return "文字列が閉じていません";
    case "unescaped-control":
      return `文字列の中の${char(problem.found)}はエスケープが必要です`;
    case "bad-unicode-escape":
      return "\\uのあとには16進数4桁が必要です";
    case "bad-escape":
      return `バックスラッシュのあとの${char(problem.found)}は有効なエスケープではありません`;
    case "leading-zero":
      return "数値の先頭に余分な0があります";
    case "expected":
      return `${expectations[problem.expected]}があるべきところに${char(problem.found)}があります${problem.hint === undefined ? "" : hints[problem.hint]}`;
    case "trailing":
      return `JSONの値のあとに余分な${char(problem.found)}があります`;
    case "engine":
      return "読み取れません";
  }
}

const parts: Readonly<Record<Exclude<DocumentPart, "entity">, string>> = {
  puzzle: "文書はformat、size、attributes、cluesを持つJSONオブジェクトにしてください",
  attributes: "attributesは属性名をその値に対応づけるオブジェクトにしてください",
  attribute: "属性はオブジェクトにしてください",
  clue: "ヒントはtypeを持つオブジェクトにしてください",
  option: "any_ofの選択肢はそれぞれヒントの配列にしてください",
  vocabulary: "語彙はJSONオブジェクトにしてください",
  "vocabulary-attribute": "語彙の属性はオブジェクトにしてください",
  words: "wordsは言語コードから語への対応を表すオブジェクトにしてください",
  "locale-words": "ひとつの言語の語はオブジェクトにしてください",
  labels: "valuesは値から語への対応を表すオブジェクトにしてください",
  word: "語は文字列か、textを持つオブジェクトにしてください",
  forms: "formsは語形のキーから文字列への対応を表すオブジェクトにしてください",
  scale: "目盛りはunitとstepを持つオブジェクトにしてください",
};

const expectedNames = {
  string: "文字列",
  "non-empty string": "空でない文字列",
  number: "数値",
  boolean: "真偽値（trueかfalse）",
  true: "true",
  array: "配列",
  word: "空でない文字列か語のオブジェクト",
} as const;

function gridMessage(noun: string, d: GridProblem): string {
  switch (d.problem) {
    case "not-an-object":
      return `${noun}は各属性の値を位置の順に並べたオブジェクトにしてください（${typeNames[d.found]}になっています）。`;
    case "unknown-attribute":
      return `${noun}の${q(d.attr)}はパズルの属性ではありません${d.suggestion !== undefined ? `（${q(d.suggestion)}のことですか？）` : ""}。`;
    case "missing-row":
      return `${noun}に属性${q(d.attr)}の値がありません。`;
    case "row-not-an-array":
      return `${noun}の属性${q(d.attr)}の値は配列にしてください（${typeNames[d.found]}になっています）。`;
    case "row-length":
      return `${noun}の属性${q(d.attr)}の値が${d.count}個あります。位置ごとに1個ずつ、${d.size}個必要です。`;
    case "unknown-value":
      return `属性${q(d.attr)}に値${show(d.value)}はありません（値は${list(d.values)}です）。`;
    case "duplicate":
      return `値${show(d.value)}が${noun}の属性${q(d.attr)}に2回あります（${d.first}番目と${d.at}番目）${d.missing.length > 0 ? `。足りない値は${list(d.missing)}です` : ""}。`;
  }
}

const choiceNames = {
  gender: "文法上の性",
  number: "文法上の数",
  kind: "語の種類",
  form: "語形のキー",
  family: "属性の種類",
  unit: "単位",
  "puzzle-kind": "パズルの種類",
} as const;

/** Every issue code in Japanese, from the issue's code and typed details. */
export const issueMessages: IssueMessages = {
  "invalid-json": ({ details: d }) =>
    `有効なJSONではありません：${d.line}行${d.column}列目${d.problem.kind === "engine" ? "が読み取れません" : `、${jsonProblem(d.problem)}`}。`,
  "not-an-object": ({ details: d }) =>
    "unreadable" in d
      ? "文書をJSONのデータとして読めません。JSONのテキストか、普通のオブジェクトを渡してください。"
      : `${parts[d.part]}（${typeNames[d.found]}になっています）。`,
  "wrong-format": ({ details: d }) =>
    d.found === undefined
      ? `formatがありません。パズルの文書では「"format": "${d.expected}"」と宣言してください。`
      : `formatが${show(d.found)}になっています。読めるのは「${d.expected}」だけです。`,
  "missing-field": ({ details: d }) => {
    if (d.part === "entity" && d.field === "value") return `エンティティが属性${q(d.attr ?? "")}を指していますが、valueがありません。`;
    if (d.part === "clue" && d.type !== undefined) return `${d.type}のヒントに必須の${q(d.field)}がありません。`;
    return `必須の${q(d.field)}がありません。`;
  },
  "wrong-type": ({ details: d }) => {
    if (d.part === "vocabulary-attribute" && d.field === "values" && d.expected === "number")
      return `属性${q(d.attr ?? "")}は数値の属性なので、値は数値にしてください。`;
    if (d.part === "vocabulary-attribute" && d.field === "numeric" && d.expected === "true")
      return `属性${q(d.attr ?? "")}の値は数値なので、numericはtrueにしてください。`;
    const what =
      d.part === "attribute"
        ? `属性${q(d.attr ?? d.field)}の値`
        : d.part === "option"
          ? "any_ofの選択肢"
          : d.part === "labels"
            ? `値${q(d.field)}の語`
            : d.part === "forms"
              ? `語形${q(d.field)}`
              : q(d.field);
    return `${what}は${expectedNames[d.expected]}にしてください（${typeNames[d.found]}になっています）。`;
  },
  "invalid-size": ({ details: d }) => `sizeは正の整数にしてください（${show(d.size)}になっています）。`,
  "size-too-large": ({ details: d }) => `sizeが上限の${d.maxSize}を超えています（${d.size}になっています）。`,
  "no-attributes": () => "attributesには少なくとも1つの属性が必要です。",
  "invalid-attribute-name": ({ details: d }) =>
    d.reason === "empty"
      ? "属性名を空にはできません。"
      : `属性名を整数（${q(d.attr)}）にはできません。JSONのオブジェクトは整数のキーの順序を保たないためです。${q(`House ${d.attr}`)}のような語を使ってください。`,
  "too-many-attributes": ({ details: d }) => `属性が多すぎます：${d.count}個ありますが、使えるのは${d.maxAttributes}個までです。`,
  "value-count": ({ details: d }) => `属性${q(d.attr)}の値が${d.count}個あります。sizeが${d.size}なので、ちょうど${d.size}個必要です。`,
  "invalid-value": ({ details: d }) => `値は空でない文字列か有限の数値にしてください（${show(d.found)}になっています）。`,
  "duplicate-value": ({ details: d }) => `値${show(d.value)}が属性${q(d.attr)}に2回あります。`,
  "mixed-values": ({ details: d }) => `属性${q(d.attr)}の値に数値と文字列が混ざっています（${d.number}と${show(d.string)}）。`,
  "too-many-clues": ({ details: d }) =>
    `ヒントが多すぎます：${d.count}個ありますが、使えるのは${d.maxClues}個までです（最初の${d.maxClues}個だけを確かめました）。`,
  "unknown-clue-type": ({ details: d }) =>
    `ヒントの種類${show(d.type)}はありません${d.suggestion !== undefined ? `（${q(d.suggestion)}のことですか？）` : ""}。`,
  "unknown-attribute": ({ details: d }) =>
    `パズルに属性${q(d.attr)}はありません${d.suggestion !== undefined ? `（${q(d.suggestion)}のことですか？）` : d.attributes.length > 0 ? `（属性は${list(d.attributes)}です）` : ""}。`,
  "unknown-value": ({ details: d }) => {
    if (d.part === "labels") return `値${show(d.value)}は属性にないので、語を付けられません。`;
    if (d.suggestion !== undefined) return `属性${q(d.attr)}に値${show(d.value)}はありません（${q(d.suggestion)}のことですか？）。`;
    let hint = "";
    if (typeof d.value === "string" && d.value.trim() !== "" && d.values.includes(Number(d.value)))
      hint = `。数値は${Number(d.value)}のように引用符なしで書いてください`;
    else if (typeof d.value === "number" && d.values.includes(String(d.value))) hint = `。文字列は"${d.value}"のように引用符で囲んでください`;
    else if (d.owner !== undefined) hint = `。${show(d.value)}は属性${q(d.owner)}の値です`;
    return `属性${q(d.attr)}に値${show(d.value)}はありません（値は${list(d.values)}です）${hint}。`;
  },
  "invalid-entity": ({ details: d }) => {
    const shape = 'エンティティは{"attr": …, "value": …}か{"pos": …}の形で書いてください';
    if (d.found === "both") return `エンティティに「pos」と「attr」「value」の両方があります。${shape}（両方は使えません）。`;
    if (d.found === "neither") return `エンティティに「attr」「value」も「pos」もありません。${shape}。`;
    return `エンティティが${typeNames[d.found]}になっています。${shape}。`;
  },
  "position-out-of-range": ({ details: d }) => `位置${show(d.pos)}は範囲外です。位置は1から${d.size ?? "size"}までの整数です。`,
  "distance-out-of-range": ({ details: d }) =>
    `距離${show(d.d)}は範囲外です${d.size !== undefined && d.size >= 2 ? `。距離は1から${d.size - 1}までの整数です` : d.size === 1 ? "。位置が1つしかないので、距離は使えません" : "。距離は1からsize − 1までの整数です"}。`,
  "difference-out-of-range": ({ details: d }) => `差dは0でない有限の数値にしてください（${show(d.d)}になっています）。`,
  "not-numeric": ({ details: d }) => `${d.type}のヒントは数値を比べますが、属性${q(d.attr)}の値は数値ではありません。`,
  "factor-out-of-range": ({ details: d }) => `倍率は0より大きく1でない有限の数値にしてください（${show(d.factor)}になっています）。`,
  "entity-count": ({ details: d }) =>
    `${d.type}のヒントのofには${d.fewest === d.most ? `ちょうど${d.fewest}` : `${d.fewest}〜${d.most}`}人を挙げてください（${d.count}人になっています）。`,
  "needs-row": ({ details: d }) =>
    "type" in d
      ? `表形式の論理パズルには家の並びがないので、${d.type}のヒントは使えません。`
      : `表形式の論理パズルには家の並びがないので、位置${show(d.pos)}の人を指すヒントは使えません。`,
  "invalid-scale": ({ details: d }) => {
    switch (d.problem) {
      case "not-numeric":
        return `属性${q(d.attr)}の値は数値ではないので、目盛りを持てません。`;
      case "step":
        return `属性${q(d.attr)}の刻み幅は0より大きい数値にしてください（${show(d.step)}になっています）。`;
      case "off-step":
        return `${d.value}は属性${q(d.attr)}の最小値から刻み幅${d.step}の整数倍になっていません。`;
    }
  },
  "empty-any-of": ({ details: d }) =>
    d.option === null
      ? "any_ofのヒントには少なくとも1つの選択肢が必要です。"
      : `any_ofのヒントの${d.option}番目の選択肢が空です。選択肢にはそれぞれ少なくとも1つのヒントが必要です。`,
  "too-deep": ({ details: d }) => `any_ofのヒントの入れ子が深すぎます（${d.depth}段）。使えるのは${d.maxAnyOfDepth}段までです。`,
  "invalid-solution": ({ details: d }) => {
    if (d.problem === "violates-clue") return `文書の答えはヒント${d.clue + 1}を満たしていません。`;
    if (d.problem === "not-unique") return "文書の答えはこのパズルのただ1つの解ではありません。";
    return gridMessage("答え", d);
  },
  "invalid-question": ({ details: d }) => {
    if (d.problem === "not-an-object")
      return `問題は{"find": {"attr": …}, "where": エンティティ}の形のオブジェクトにしてください（${typeNames[d.found]}になっています）。`;
    if (d.problem === "wrong-type") return `問題の${d.field}の型が違います（${typeNames[d.found]}になっています）。`;
    return `問題に${d.field}がありません。`;
  },
  "invalid-meta": ({ details: d }) => {
    switch (d.problem) {
      case "not-an-object":
        return `metaはオブジェクトにしてください（${typeNames[d.found]}になっています）。`;
      case "not-json":
        return `ここにある${show(d.found)}はJSONで表せません。`;
      case "class":
        return "ここにあるのは普通のJSONオブジェクトではありません。";
      case "too-deep":
        return `metaの入れ子が深すぎます。使えるのは${d.maxMetaDepth}段までです。`;
      case "cycle":
        return "ここにあるオブジェクトは自分自身を含んでいます。";
    }
  },
  "invalid-grid": ({ details }) => gridMessage("表", details),
  "invalid-id": ({ details: d }) => `識別子は小文字の英数字をハイフンでつないだ形にしてください（${q(d.id)}になっています）。`,
  "duplicate-attribute": ({ details: d }) =>
    `語彙の2つの属性の${d.field === "id" ? "識別子" : "名前"}がどちらも${q(d.value)}です（${d.first}番目の属性と重なっています）。`,
  "too-few-values": ({ details: d }) => `語彙の属性には少なくとも2つの値が必要です（${d.count}個しかありません）。`,
  "duplicate-label": ({ details: d }) =>
    `言語「${d.locale}」で、属性${q(d.attr)}の値${show(d.value)}と${show(d.other)}がどちらも${q(d.label)}と書かれています。`,
  "ambiguous-phrase": ({ details: d }) =>
    `言語「${d.locale}」で、${q(d.attr)}の${show(d.value)}と${q(d.otherAttr)}の${show(d.otherValue)}から同じ言い方${q(d.phrase)}ができてしまい、ヒントがあいまいになります。`,
  "invalid-template": ({ details: d }) => {
    if ("problem" in d) {
      const p = d.problem;
      if (p.kind === "unmatched-brace") return `テンプレート${q(d.template)}の${p.at}文字目に対応のない「}」があります。`;
      if (p.kind === "malformed")
        return `テンプレート${q(d.template)}の${p.at}文字目のプレースホルダーの形が正しくありません（波かっこそのものは{{と書きます）。`;
      return `テンプレート${q(d.template)}が未知の文法素性${q(p.feature)}を使っています（使えるのは${wordFeatures.join("、")}です）。`;
    }
    if ("unknown" in d)
      return `テンプレート${q(d.template)}が、${d.field}の知らないプレースホルダー${d.unknown.map((n) => `{${n}}`).join("、")}を使っています。`;
    return `テンプレート${q(d.template)}にプレースホルダー${d.missing.map((n) => `{${n}}`).join("、")}がありません。`;
  },
  "invalid-locale": ({ details: d }) => `言語コードはen、ja、pt-BRのような形にしてください（${q(d.locale)}になっています）。`,
  "invalid-choice": ({ details: d }) => `${show(d.found)}は${choiceNames[d.field]}として使えません。使えるのは${d.allowed.join("、")}です。`,
  "unread-sentence": ({ details: d }) => {
    const text = sentence(d.text);
    const hint = d.suggestions && d.suggestions.length > 0 ? `（${d.suggestions.map((x) => `${q(x.word)}は${q(x.value)}のことですか？`).join("")}）` : "";
    switch (d.reason) {
      case "no-values":
        return `${sentenceRef(d)}にはパズルの値が出てきません：${text}${hint}。`;
      case "no-relation":
        return `${sentenceRef(d)}には値が出てきますが、読み取れる関係がありません：${text}${hint}。`;
      case "unknown-words":
        return `${sentenceRef(d)}を読み取れませんでした${d.unknown && d.unknown.length > 0 ? `（${d.unknown.map(q).join("、")}がわかりません）` : ""}：${text}${d.closest ? `。いちばん近い読み方は${sentence(d.closest)}です` : ""}。`;
      case "ambiguous":
        return `${sentenceRef(d)}は何通りにも読めます：${text}は${[d.closest, ...(d.others ?? [])]
          .filter((x) => x !== undefined)
          .map((x) => `${sentence(x)}とも`)
          .join("")}読めます。`;
      case "too-long":
        return `${sentenceRef(d)}はヒントとしては長すぎます（${d.text.length}文字）。`;
      case "no-attributes":
        return `${sentenceRef(d)}はパズルの属性がわからないと読めません：${text}。`;
    }
  },
  "no-houses": () => "家が何軒あるのかが書かれていません（「5軒の家が横一列に並んでいる。」のように書くか、属性ごとに値を並べてください）。",
  "conflicting-houses": ({ details: d }) => `${sentenceRef(d)}には家が${d.size}軒とありますが、それより前の文には${d.other}軒とあります。`,
  "list-length": ({ details: d }) => `${sentenceRef(d)}は、家${d.size}軒に対して${q(d.attr)}の値を${d.count}個挙げています。`,
  "unlisted-values": ({ details: d }) => {
    const named = d.words?.named ?? d.named;
    return `家は${d.size}軒ですが、${q(d.words?.attr ?? d.attr)}の値は${named.length}個（${list(named)}）しか出てこず、残りがわかりません。値をすべて挙げてください。`;
  },
  "inferred-values": ({ details: d }) => {
    const attr = q(d.words?.attr ?? d.attr);
    const values = list(d.words?.values ?? d.values);
    const unnamed = d.words?.unnamed ?? d.unnamed ?? [];
    return d.from === "theme"
      ? `${attr}の値が挙げられていないので、テーマ${q(themeName(d.vocabulary))}の値（${values}）を使いました${unnamed.length > 0 ? `（${list(unnamed)}はどの文にも出てきません）` : ""}。`
      : `${attr}の値が挙げられていないので、ヒントに出てくる値（${values}）を使いました。`;
  },
  "unread-question": ({ details: d }) => `${sentenceRef(d)}は問題のようですが、読み取れませんでした：${sentence(d.text)}。問題なしでパズルを読みました。`,
  "too-much-text": ({ details: d }) =>
    d.what === "characters"
      ? `テキストが${d.count}文字あります。パズルのテキストは${d.max}文字までです。`
      : `テキストに${d.count}文あります。読み取ったのは最初の${d.max}文だけです。`,
  "not-text": ({ details: d }) =>
    `テキストの${d.line}行${d.column}列目に制御文字U+${d.code.toString(16).toUpperCase().padStart(4, "0")}があります。テキストではありません（バイナリファイルですか？）。`,
};

/** An issue as one line: `パス：説明。` (just the sentence for the document itself). */
export function issueLine(path: string, message: string): string {
  return path === "" ? message : `${path}：${message}`;
}
