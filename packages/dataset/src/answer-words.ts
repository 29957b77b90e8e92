// The sentences of a record's answer instruction and final answer, in each language Zebra
// writes. Keys and values are spliced in as JSON strings, so that they read the same in every
// language and a model can copy them exactly.

/** The words of one language for answer instructions and final answers. */
export interface AnswerWords {
  /** A house's key in a JSON answer ("House 1", "1軒目"). */
  readonly houseKey: (n: number) => string;
  /** The house column's heading in a table answer. */
  readonly houseHeading: string;
  /** Introduces the final answer at the end of an explanation. */
  readonly finalAnswer: string;
  /** Starts the last line of an answer to the question alone ("Answer: "). */
  readonly answerPrefix: string;
  /** How to answer with a JSON object by house: the first and last house keys. */
  readonly json: (first: string, last: string) => string;
  /** Introduces the JSON shape. */
  readonly shape: string;
  /** How to answer with a Markdown table. */
  readonly table: string;
  /** Introduces the value lists under a table's shape. */
  readonly values: string;
  /** How to answer the question alone: the attribute's heading and the list of its values. */
  readonly question: (heading: string, values: string) => string;
  /** Joins the values listed for the question. */
  readonly listSeparator: string;
}

const en: AnswerWords = {
  houseKey: (n) => `House ${n}`,
  houseHeading: "House",
  finalAnswer: "Final answer:",
  answerPrefix: "Answer: ",
  json: (first, last) =>
    `Answer format: end your reply with your final answer as a JSON object in a \`\`\`json code block, with one entry per house, ${first} to ${last}, each with the keys below; write every value exactly as listed:`,
  shape: "Shape: ",
  table:
    "Answer format: end your reply with your final answer as a Markdown table with one row per house, in the shape below; write every value exactly as listed:",
  values: "Values:",
  question: (heading, values) =>
    `Answer format: end your reply with a last line "Answer: " followed by the value of ${heading}, written exactly as one of: ${values}.`,
  listSeparator: ", ",
};

const de: AnswerWords = {
  houseKey: (n) => `Haus ${n}`,
  houseHeading: "Haus",
  finalAnswer: "Endgültige Antwort:",
  answerPrefix: "Antwort: ",
  json: (first, last) =>
    `Antwortformat: Beende deine Antwort mit der endgültigen Lösung als JSON-Objekt in einem \`\`\`json-Codeblock, mit einem Eintrag je Haus, ${first} bis ${last}, jeweils mit den folgenden Schlüsseln; schreibe jeden Wert genau so, wie er hier steht:`,
  shape: "Form: ",
  table:
    "Antwortformat: Beende deine Antwort mit der endgültigen Lösung als Markdown-Tabelle mit einer Zeile je Haus, in der folgenden Form; schreibe jeden Wert genau so, wie er hier steht:",
  values: "Werte:",
  question: (heading, values) =>
    `Antwortformat: Beende deine Antwort mit einer letzten Zeile „Antwort: “, gefolgt vom Wert für ${heading}, geschrieben genau wie einer dieser Werte: ${values}.`,
  listSeparator: ", ",
};

const zh: AnswerWords = {
  houseKey: (n) => `房子${n}`,
  houseHeading: "房子",
  finalAnswer: "最终答案：",
  answerPrefix: "答案：",
  json: (first, last) =>
    `答题格式：请在回答的最后用\`\`\`json代码块给出最终答案：一个JSON对象，每座房子一项，从${first}到${last}，每项包含下列各键，每个值的写法须与下面列出的完全一致：`,
  shape: "格式：",
  table: "答题格式：请在回答的最后用Markdown表格给出最终答案，每座房子一行，格式如下，每个值的写法须与下面列出的完全一致：",
  values: "取值：",
  question: (heading, values) => `答题格式：请在回答的最后单独写一行“答案：”，后接${heading}，写法须与下列之一完全一致：${values}。`,
  listSeparator: "、",
};

const ja: AnswerWords = {
  houseKey: (n) => `${n}軒目`,
  houseHeading: "家",
  finalAnswer: "最終的な答え：",
  answerPrefix: "答え：",
  json: (first, last) =>
    `解答形式：最後に、最終的な答えを\`\`\`jsonのコードブロックでJSONオブジェクトとして示してください。家ごとに1項目（${first}～${last}）とし、各項目に次のキーを含め、値はここに挙げた表記どおりに書いてください：`,
  shape: "形式：",
  table: "解答形式：最後に、最終的な答えをMarkdownの表で示してください。家ごとに1行とし、次の形式で、値はここに挙げた表記どおりに書いてください：",
  values: "値：",
  question: (heading, values) => `解答形式：最後の行に「答え：」と書き、続けて${heading}を次のいずれかの表記どおりに書いてください：${values}。`,
  listSeparator: "、",
};

const byLocale: Readonly<Record<string, AnswerWords>> = { en, de, zh, ja };

/** The answer words of a locale; English for a locale that has none yet. */
export function answerWords(locale: string): AnswerWords {
  return byLocale[locale] ?? en;
}
