// The Hugging Face dataset card (README.md) written beside the Parquet files of
// `zebra generate --format parquet`: YAML front matter with the configs, splits and features,
// then what the columns hold and how to load and grade them. A README.md that this command did
// not write is never replaced.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { CliError } from "../cli-error.js";
import { writeFilesAtomically } from "../io.js";
import { cliVersion } from "../version.js";
import { parquetColumns, type Column, type ParquetLayout } from "./parquet-rows.js";

/** The line that marks a card as this command's own: a README.md without it is the user's. */
const cardMarker = "<!-- zebra generate wrote this dataset card, and rewrites it when the dataset is made again. -->";

/** Where the card of a dataset written to `path` goes: README.md in the same folder. */
export function cardPath(path: string): string {
  return join(dirname(path), "README.md");
}

/** Refuses, before a run starts, to replace a README.md that this command did not write. */
export function checkCardWritable(path: string, shownOut: string): void {
  if (!existsSync(path)) return;
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    text = "";
  }
  if (!text.includes(cardMarker)) {
    const shown = join(dirname(shownOut), "README.md");
    throw new CliError(
      `${shown}: already there, and not a card zebra generate wrote; the dataset card of ${shownOut} would replace it: move it, or write the dataset to another folder`,
    );
  }
}

/** One Parquet file of the dataset: its split, path and rows. */
interface CardFile {
  readonly split: string;
  readonly path: string;
  readonly rows: number;
}

/** What a card says about a dataset. */
export interface CardFacts {
  readonly layout: ParquetLayout;
  readonly files: readonly CardFile[];
  /** The languages of the rows, in order. */
  readonly languages: readonly string[];
  readonly seed: number;
  /** The sizes of the puzzles: one, or those of a plan (`--size 3x3..6x6`, `--plan`). */
  readonly sizes: readonly { readonly houses: number; readonly attributes: number }[];
  readonly answerFormat: string;
}

/** "4x4", "3x3, 5x5", or "16 sizes from 3x3 to 6x6". */
function sizeNames(sizes: CardFacts["sizes"]): string {
  const names = sizes.map((s) => `${s.houses}x${s.attributes}`);
  return names.length <= 4 ? names.join(", ") : `${names.length} sizes from ${names[0]} to ${names.at(-1)}`;
}

/** A YAML double-quoted scalar (JSON's string syntax is one). */
const quoted = (text: string): string => JSON.stringify(text);

/** The `features` of the card's `dataset_info`, indented under it. */
function featureLines(columns: readonly Column[], indent: string): string[] {
  return columns.flatMap((column) => {
    const head = `${indent}- name: ${column.name}`;
    if ("type" in column) return [head, `${indent}  dtype: ${column.type}`];
    if ("struct" in column) return [head, `${indent}  struct:`, ...featureLines(column.struct, `${indent}  `)];
    return [head, `${indent}  list:`, ...featureLines(column.list, `${indent}  `)];
  });
}

const layoutWords: Record<ParquetLayout, string> = {
  rl: "verl's reinforcement-learning layout: `data_source`, `prompt` (chat messages), `ability`, `reward_model` (`style: rule`, `ground_truth`) and `extra_info`",
  sft: "a supervised fine-tuning layout: `messages` (the prompt, then the step-by-step explanation as the assistant's answer) and `extra_info`",
};

/**
 * The card's text.
 *
 * @param facts - the dataset's files, layout, languages and options.
 * @param folder - the folder of the card (paths in it are relative to it).
 */
function datasetCard(facts: CardFacts, folder: string): string {
  const columns = parquetColumns[facts.layout];
  const rows = facts.files.reduce((n, f) => n + f.rows, 0);
  const yaml = [
    "---",
    `pretty_name: ${quoted(`Zebra puzzles, ${sizeNames(facts.sizes)}`)}`,
    "language:",
    ...facts.languages.map((l) => `- ${quoted(l)}`),
    "tags:",
    "- logic",
    "- reasoning",
    "- zebra-puzzles",
    "task_categories:",
    "- text-generation",
    "configs:",
    "- config_name: default",
    "  data_files:",
    ...facts.files.flatMap((f) => [`  - split: ${quoted(f.split)}`, `    path: ${quoted(relative(folder, f.path))}`]),
    "dataset_info:",
    "  features:",
    ...featureLines(columns, "  "),
    "  splits:",
    ...facts.files.flatMap((f) => [`  - name: ${quoted(f.split)}`, `    num_examples: ${f.rows}`]),
    "---",
  ];
  const files = facts.files.map((f) => `| ${f.split} | \`${relative(folder, f.path)}\` | ${f.rows} |`);
  const body = [
    cardMarker,
    "",
    `# Zebra puzzles, ${sizeNames(facts.sizes)}`,
    "",
    `${rows} rows of logic-grid ("zebra") puzzles ${facts.sizes.length === 1 ? `with ${facts.sizes[0]!.houses} houses and ${facts.sizes[0]!.attributes} attributes` : `of ${sizeNames(facts.sizes)}`}, made by \`zebra generate\` (@zebra/cli ${cliVersion()}) with seed ${facts.seed}: one row per puzzle and language (${facts.languages.join(", ")}). Every puzzle has exactly one solution, reachable by deduction.`,
    "",
    "| split | file | rows |",
    "| --- | --- | --- |",
    ...files,
    "",
    "## Columns",
    "",
    `The files are in ${layoutWords[facts.layout]}. Every column has one type; values that are numbers in the puzzle (ages, floors) are strings here.`,
    "",
    "`extra_info` describes the puzzle a row comes from: `id` (the record's id, the same in every language), `index`, `locale`, `split`, `fingerprint` (equal for puzzles that are the same up to renaming, reordering and mirroring), `answer_format` (the shape the prompt asks the answer in), the main `question`, its `answer` and `answer_label`, `size`, the difficulty `level`, `rating`, `score` and `steps`, and `puzzle` (the zebra-puzzle/1 document with its solution, as JSON text).",
    "",
    "## Loading",
    "",
    "```python",
    "from datasets import load_dataset",
    `dataset = load_dataset("parquet", data_files={${facts.files.map((f) => `${quoted(f.split)}: ${quoted(relative(folder, f.path))}`).join(", ")}})`,
    "```",
    "",
    "## Grading",
    "",
    `A completion is graded against its record by \`zebra serve\` (a reward server for verl, TRL and OpenRLHF) or \`score()\` of \`@zebra/dataset\`. They read the JSONL records of the same run, with the same ids: \`zebra generate\` with the same options, seed and \`--format jsonl\` writes them.${facts.layout === "rl" ? " `reward_model.ground_truth` is the right answer in the shape the prompt asks for." : ""}`,
    "",
  ];
  return `${[...yaml, ...body].join("\n")}`;
}

/** The split name of a dataset without `--split`. */
export const wholeSplit = "train";

/** Writes a card beside a complete dataset (through a temporary file: a failure leaves the old card). */
export async function writeDatasetCard(card: string, facts: CardFacts): Promise<void> {
  const text = datasetCard(facts, dirname(card));
  await writeFilesAtomically([card], async ([sink]) => sink!.write(text));
}
