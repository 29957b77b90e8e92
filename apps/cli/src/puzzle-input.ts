import { parsePuzzle, type Issue, type Puzzle, type Renderer } from "@zebra/model";
import { formatIssue } from "@zebra/render-en";
import { CliError } from "./cli-error.js";
import { readInput, type CliIo } from "./io.js";

/** The most issues printed for one file before "… and N more". */
export const maxIssuesShown = 50;

/** A puzzle read from a file (or stdin), or the issues that make it invalid. */
export type PuzzleInput =
  | { readonly ok: true; readonly name: string; readonly puzzle: Puzzle }
  | { readonly ok: false; readonly name: string; readonly issues: readonly Issue[] };

/** Reads and validates a `zebra-puzzle/1` file ("-" for stdin). Unreadable files throw a one-line CliError. */
export async function readPuzzle(file: string, io: CliIo): Promise<PuzzleInput> {
  const input = await readInput(file, io);
  const result = parsePuzzle(input.text);
  return result.ok ? { ok: true, name: input.name, puzzle: result.value } : { ok: false, name: input.name, issues: result.issues };
}

/** One line per issue, in the renderer's language: `FILE: path: message`. */
export function issueLines(name: string, issues: readonly Issue[], renderer: Renderer): string[] {
  const lines = issues.slice(0, maxIssuesShown).map((issue) => `${name}: ${renderer.issue(issue)}`);
  if (issues.length > maxIssuesShown) lines.push(`${name}: … and ${issues.length - maxIssuesShown} more issues`);
  return lines;
}

/**
 * Reads a puzzle that must be valid: an invalid one becomes a CliError whose message is the
 * first issue in the renderer's language (`FILE: clues[3].b.value: …`), with the others counted.
 */
export async function readValidPuzzle(file: string, io: CliIo, renderer: Renderer): Promise<{ readonly name: string; readonly puzzle: Puzzle }> {
  const input = await readPuzzle(file, io);
  if (input.ok) return input;
  const [first] = input.issues;
  const more = input.issues.length > 1 ? ` (and ${input.issues.length - 1} more; run zebra check ${file === "-" ? "-" : file} to list them)` : "";
  throw new CliError(`${input.name}: ${first ? renderer.issue(first) : "invalid puzzle"}${more}`);
}

/** A record's problem (from `@zebra/dataset`) as text: an invalid puzzle is worded in English from its issue. */
export function problemText(problem: { readonly message: string; readonly issue?: Issue }): string {
  return problem.issue === undefined ? problem.message : `puzzle: ${formatIssue(problem.issue)}`;
}
