// Reading back a Parquet file of `zebra generate --format parquet` for grading: the rows of one
// record (one per language, in a row) become one record again, with the fields the grader reads
// (`readGradeItem`) and the prompts the reward server matches.
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { parquetReadObjects } from "hyparquet";
import { CliError } from "./cli-error.js";
import { fileError, type CliIo } from "./io.js";
import { displayName } from "./jsonl.js";

/** Whether a dataset is read as Parquet: by its name, as `zebra generate` names one. */
export function isParquetFile(file: string): boolean {
  return file.toLowerCase().endsWith(".parquet");
}

type Row = Record<string, unknown> & { extra_info?: Record<string, unknown> };

/** The user's message of a row: verl's `prompt`, or the first user turn of `messages`. */
function promptOf(row: Row): unknown {
  const chat = Array.isArray(row["prompt"]) ? row["prompt"] : Array.isArray(row["messages"]) ? row["messages"] : [];
  return (chat as Record<string, unknown>[]).find((m) => m?.["role"] === "user")?.["content"];
}

/** One record from its rows: the first row's language is the record's own, the others go under `locales`. */
function recordOf(name: string, number: number, rows: readonly Row[]): Record<string, unknown> {
  const parse = (row: Row, key: string): Record<string, unknown> => {
    const text = row.extra_info?.[key];
    if (typeof text !== "string") throw new CliError(`${name}: row ${number}: not a row of zebra generate --format parquet: extra_info.${key} is missing`);
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch (error) {
      throw new CliError(`${name}: row ${number}: extra_info.${key} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const [first, ...others] = rows as [Row, ...Row[]];
  const info = first.extra_info!;
  const grading = parse(first, "grading");
  const question = info["question"] ?? null;
  return {
    id: info["id"],
    puzzle: parse(first, "puzzle"),
    answer_format: info["answer_format"],
    prompt: promptOf(first),
    labels: grading["labels"] ?? undefined,
    question,
    answer: grading["answer"],
    qa: grading["query"] === null || grading["query"] === undefined ? [] : [{ question, query: grading["query"] }],
    grade: { level: info["level"] },
    locales: Object.fromEntries(
      others.map((row) => [String(row.extra_info!["locale"]), { prompt: promptOf(row), labels: parse(row, "grading")["labels"] ?? undefined }]),
    ),
  };
}

/**
 * The records of a Parquet dataset, each with the number of its first row (from 1). Rows that
 * follow each other with the same `extra_info.id` are one record's languages.
 */
export async function* readParquetRecords(file: string, io: CliIo): AsyncGenerator<{ number: number; record: Record<string, unknown> }> {
  const name = displayName(file);
  if (file === "-") throw new CliError(`${name}: a Parquet dataset is read from a file, not from standard input`);
  let bytes: Buffer;
  try {
    bytes = await readFile(resolve(io.cwd, file));
  } catch (error) {
    throw fileError(name, error, "cannot read");
  }
  let rows: Row[];
  try {
    rows = (await parquetReadObjects({ file: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer })) as Row[];
  } catch (error) {
    throw new CliError(`${name}: not a Parquet file: ${error instanceof Error ? error.message : String(error)}`);
  }
  let start = 0;
  while (start < rows.length) {
    const info = rows[start]!.extra_info;
    if (typeof info !== "object" || info === null || typeof info["id"] !== "string")
      throw new CliError(`${name}: row ${start + 1}: not a row of zebra generate --format parquet: extra_info.id is missing`);
    let end = start + 1;
    while (end < rows.length && rows[end]!.extra_info?.["id"] === info["id"]) end++;
    yield { number: start + 1, record: recordOf(name, start + 1, rows.slice(start, end)) };
    start = end;
  }
}
