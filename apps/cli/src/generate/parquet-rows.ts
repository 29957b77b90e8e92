// The rows of `zebra generate --format parquet`: each dataset record becomes one row per
// language, in verl's RL layout or a chat SFT layout. Every column has one type: the answer,
// a number in some records' JSON and a string in others, is a string here; whole numbers are
// int64 and the grade's score a double.
import type { DatasetRecord, LocaleTexts } from "@zebra/dataset";

/** The layouts of a Parquet dataset (`--layout`). */
export const parquetLayouts = ["rl", "sft"] as const;

/** `rl`: verl's reinforcement-learning columns; `sft`: chat `messages` for supervised fine-tuning. */
export type ParquetLayout = (typeof parquetLayouts)[number];

/** A column's type, in the words of a Hugging Face dataset card (`dtype`). */
type ColumnType = "string" | "int64" | "float64";

/** One column: a scalar of one type, a struct of columns, or a list of structs. */
export type Column =
  | { readonly name: string; readonly type: ColumnType; readonly optional?: true }
  | { readonly name: string; readonly struct: readonly Column[] }
  | { readonly name: string; readonly list: readonly Column[] };

const message: readonly Column[] = [
  { name: "role", type: "string" },
  { name: "content", type: "string" },
];

/**
 * What identifies and describes the record a row comes from; `puzzle` is its zebra-puzzle/1
 * document as JSON text, and `grading` (JSON text too) what else the grader needs to read
 * answers in the row's language: the main question's `query`, its `answer` as the record holds
 * it, and the language's `labels`. `zebra serve` and `zebra grade` read a Parquet file by them.
 */
const extraInfo: Column = {
  name: "extra_info",
  struct: [
    { name: "id", type: "string" },
    { name: "index", type: "int64" },
    { name: "locale", type: "string" },
    { name: "split", type: "string", optional: true },
    { name: "fingerprint", type: "string" },
    { name: "answer_format", type: "string" },
    { name: "question", type: "string", optional: true },
    { name: "answer", type: "string", optional: true },
    { name: "answer_label", type: "string", optional: true },
    { name: "size", type: "string" },
    { name: "level", type: "string" },
    { name: "rating", type: "int64" },
    { name: "score", type: "float64" },
    { name: "steps", type: "int64" },
    { name: "difficulty", type: "float64", optional: true },
    { name: "puzzle", type: "string" },
    { name: "grading", type: "string" },
  ],
};

/** The columns of each layout, in order. */
export const parquetColumns: Readonly<Record<ParquetLayout, readonly Column[]>> = {
  rl: [
    { name: "data_source", type: "string" },
    { name: "prompt", list: message },
    { name: "ability", type: "string" },
    {
      name: "reward_model",
      struct: [
        { name: "style", type: "string" },
        { name: "ground_truth", type: "string" },
      ],
    },
    extraInfo,
  ],
  sft: [{ name: "messages", list: message }, extraInfo],
};

/** verl's `data_source` of every row: a reward function can tell Zebra's rows by it. */
const dataSource = "zebra";

/** One row, by column name, as the Parquet writer takes it (int64 as bigint). */
export type Row = Record<string, unknown>;

/**
 * The rows of one record: one for its own language, then one per language under `locales`,
 * in the record's order.
 */
export function rowsOf(record: DatasetRecord, layout: ParquetLayout): Row[] {
  const own = String(record.meta.options["locale"] ?? "en");
  const texts: [string, LocaleTexts | DatasetRecord][] = [[own, record], ...Object.entries(record.locales ?? {})];
  const size = `${record.puzzle.size}x${Object.keys(record.puzzle.attributes).length}`;
  const puzzle = JSON.stringify(record.puzzle);
  const main = record.qa.find((q) => q.question === record.question) ?? record.qa[0];
  return texts.map(([locale, t]) => {
    const info = {
      id: record.id,
      index: BigInt(record.meta.index),
      locale,
      split: record.split ?? null,
      fingerprint: record.fingerprint,
      answer_format: record.answer_format ?? "json",
      question: t.question,
      answer: record.answer === null ? null : String(record.answer),
      answer_label: t.answer_label,
      size,
      level: record.grade.level,
      rating: BigInt(record.grade.rating),
      score: record.grade.score,
      steps: BigInt(record.grade.steps),
      difficulty: record.grade.difficulty ?? null,
      puzzle,
      grading: JSON.stringify({ query: main?.query ?? null, answer: record.answer, labels: t.labels ?? null }),
    };
    const prompt = t.prompt ?? t.text;
    if (layout === "sft")
      return {
        messages: [
          { role: "user", content: prompt },
          { role: "assistant", content: t.explanation },
        ],
        extra_info: info,
      };
    return {
      data_source: dataSource,
      prompt: [{ role: "user", content: prompt }],
      ability: "logic",
      reward_model: { style: "rule", ground_truth: t.final_answer ?? String(record.answer) },
      extra_info: info,
    };
  });
}
