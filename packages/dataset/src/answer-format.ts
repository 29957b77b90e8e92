import type { Puzzle, Value } from "@zebra/model";
import type { AnswerLabels } from "./answer-labels.js";
import { answerWords } from "./answer-words.js";

/**
 * The answer shapes a record's prompt can ask for: `json` (the whole grid as a JSON object by
 * house, as ZebraLogic asks), `table` (the whole grid as a Markdown table) or `question` (the
 * answer to the record's question alone, on an "Answer:" line).
 */
export const answerFormats = ["json", "table", "question"] as const;

/** An answer shape: `json`, `table` or `question`. */
export type AnswerFormat = (typeof answerFormats)[number];

/** What an answer instruction and a final answer are made from. */
export interface AnswerSpec {
  readonly format: AnswerFormat;
  /** The locale code the words are in ("en", "zh"…). */
  readonly locale: string;
  /** The puzzle, with its solution. */
  readonly puzzle: Puzzle;
  /** The locale's headings and value labels. */
  readonly labels: AnswerLabels;
  /** The question asked, for the `question` format: the attribute asked for and its right value. */
  readonly question?: { readonly attr: string; readonly answer: Value };
}

const quoted = (text: string): string => JSON.stringify(text);

function heading(spec: AnswerSpec, attr: string): string {
  return spec.labels.attributes[attr] ?? attr;
}

function label(spec: AnswerSpec, attr: string, value: Value): string {
  return spec.labels.values[attr]?.[String(value)] ?? String(value);
}

/** The puzzle's values of each attribute, in the puzzle's order (never the solution's), as JSON strings. */
function valueLines(spec: AnswerSpec): string[] {
  return spec.puzzle.attributes.map((a) => `- ${quoted(heading(spec, a.name))}: ${a.values.map((v) => quoted(label(spec, a.name, v))).join(", ")}`);
}

function tableRow(cells: readonly string[]): string {
  return `| ${cells.join(" | ")} |`;
}

/**
 * The instruction that ends a record's prompt, in the record's language: the answer shape,
 * the exact keys (headings) and the spelling of every value, listed in the puzzle's order.
 *
 * @example
 * ```ts
 * answerInstruction({ format: "json", locale: "en", puzzle, labels });
 * // 'Answer format: end your reply with your final answer as a JSON object … "House 1" to "House 5" …'
 * ```
 */
export function answerInstruction(spec: AnswerSpec): string {
  const words = answerWords(spec.locale);
  const { puzzle } = spec;
  const headings = puzzle.attributes.map((a) => heading(spec, a.name));
  switch (spec.format) {
    case "json": {
      const house = `{${headings.map((h) => `${quoted(h)}: "…"`).join(", ")}}`;
      const shape = `{${quoted(words.houseKey(1))}: ${house}, ${quoted(words.houseKey(2))}: {…}, …}`;
      return [words.json(quoted(words.houseKey(1)), quoted(words.houseKey(puzzle.size))), ...valueLines(spec), `${words.shape}${shape}`].join("\n");
    }
    case "table":
      return [
        words.table,
        tableRow([words.houseHeading, ...headings]),
        tableRow([words.houseHeading, ...headings].map(() => "---")),
        tableRow(["1", ...headings.map(() => "…")]),
        words.values,
        ...valueLines(spec),
      ].join("\n");
    case "question": {
      const attr = spec.question?.attr;
      const attribute = puzzle.attributes.find((a) => a.name === attr);
      if (attribute === undefined) throw new TypeError(`answerInstruction: the question format needs the question's attribute (got ${JSON.stringify(attr)})`);
      return words.question(
        quoted(heading(spec, attribute.name)),
        attribute.values.map((v) => quoted(label(spec, attribute.name, v))).join(words.listSeparator),
      );
    }
  }
}

/**
 * The right answer in the shape the prompt asks for, in the record's language: what a model
 * that solved the puzzle ends its reply with. It grades 1.0.
 */
export function finalAnswer(spec: AnswerSpec): string {
  const words = answerWords(spec.locale);
  const { puzzle } = spec;
  const solution = puzzle.solution;
  if (solution === undefined) throw new TypeError("finalAnswer: the puzzle has no solution");
  const houses = Array.from({ length: puzzle.size }, (_, p) => p);
  switch (spec.format) {
    case "json": {
      const lines = houses.map((p) => {
        const cells = puzzle.attributes.map((a) => `${quoted(heading(spec, a.name))}: ${quoted(label(spec, a.name, solution[a.name]![p]!))}`);
        return `  ${quoted(words.houseKey(p + 1))}: {${cells.join(", ")}}`;
      });
      return `\`\`\`json\n{\n${lines.join(",\n")}\n}\n\`\`\``;
    }
    case "table": {
      const headings = puzzle.attributes.map((a) => heading(spec, a.name));
      return [
        tableRow([words.houseHeading, ...headings]),
        tableRow([words.houseHeading, ...headings].map(() => "---")),
        ...houses.map((p) => tableRow([String(p + 1), ...puzzle.attributes.map((a) => label(spec, a.name, solution[a.name]![p]!))])),
      ].join("\n");
    }
    case "question": {
      const question = spec.question;
      if (question === undefined) throw new TypeError("finalAnswer: the question format needs the question");
      return `${words.answerPrefix}${label(spec, question.attr, question.answer)}`;
    }
  }
}

/** An explanation that ends with the final answer, introduced in its language for a whole grid. */
export function withFinalAnswer(explanation: string, spec: AnswerSpec): string {
  const answer = finalAnswer(spec);
  const body = explanation.trimEnd();
  return spec.format === "question" ? `${body}\n\n${answer}` : `${body}\n\n${answerWords(spec.locale).finalAnswer}\n${answer}`;
}
