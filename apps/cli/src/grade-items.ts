// Reading a dataset for grading, shared by `zebra grade` and `zebra serve`.
import { readGradeItem, type GradeItem, type PromptProblem } from "@zebra/dataset";
import type { Reading } from "@zebra/locale-kit";
import { formatIssue, reader } from "@zebra/render-en";
import { getVocabulary, themes } from "@zebra/vocab";
import { CliError } from "./cli-error.js";
import type { CliIo } from "./io.js";
import { displayName, parseLine, readLines } from "./jsonl.js";
import { isParquetFile, readParquetRecords } from "./parquet-records.js";
import { problemText } from "./puzzle-input.js";

/** A record whose prompt text was not used, and whether it was still graded (against its solution table alone). */
export interface PromptNote {
  readonly line: number;
  readonly id: string;
  readonly problem: string;
  readonly graded: boolean;
}

/** A prompt's problem in one line: what is wrong, then the sentence the reader could not read. */
function promptText(problem: PromptProblem): string {
  return problem.issue === undefined ? problem.message : `${problem.message}: ${formatIssue(problem.issue).replace(/\.$/, "")}`;
}

/** The English reader, with the built-in themes, for the prompts of ZebraLogic records (the benchmark is English). */
function promptReader(): (text: string) => Reading {
  const vocabularies = themes.map(getVocabulary);
  return (text) => reader.read(text, { vocabularies });
}

/** A dataset's records, each with its line (JSONL) or first row (Parquet). */
async function* recordsOf(file: string, io: CliIo): AsyncGenerator<{ number: number; where: string; record: unknown }> {
  if (isParquetFile(file)) {
    for await (const { number, record } of readParquetRecords(file, io)) yield { number, where: `row ${number}`, record };
    return;
  }
  const name = displayName(file);
  for await (const line of readLines(file, io)) yield { number: line.number, where: `line ${line.number}`, record: parseLine(name, line) };
}

/**
 * Reads a dataset (JSONL, or Parquet written by `zebra generate --format parquet`) for grading: every record as a graded item (ids unique), and the records
 * whose prompt was not used. `onRecord` sees each graded record's JSON too (the reward server
 * indexes records by their prompts).
 */
export async function readItems(
  file: string,
  io: CliIo,
  onRecord?: (record: Record<string, unknown>, item: GradeItem) => void,
): Promise<{ items: GradeItem[]; notes: PromptNote[] }> {
  const name = displayName(file);
  const items: GradeItem[] = [];
  const notes: PromptNote[] = [];
  const seen = new Set<string>();
  const readPrompt = promptReader();
  for await (const { number, where, record } of recordsOf(file, io)) {
    const read = readGradeItem(record, { readPrompt });
    const id = read.ok ? read.item.id : String((record as Record<string, unknown>)["id"]);
    if (!read.ok && read.ungradable !== undefined) {
      notes.push({ line: number, id, problem: promptText(read.ungradable), graded: false });
      continue;
    }
    if (!read.ok) throw new CliError(`${name}: ${where}: not a dataset record: ${problemText(read)}`);
    if (seen.has(id)) throw new CliError(`${name}: ${where}: id "${id}" appears twice`);
    seen.add(id);
    items.push(read.item);
    onRecord?.(record as Record<string, unknown>, read.item);
    if (read.promptProblem !== undefined) notes.push({ line: number, id, problem: promptText(read.promptProblem), graded: true });
  }
  if (items.length === 0 && notes.length === 0) throw new CliError(`${name}: no records`);
  return { items, notes };
}
