import { parsePuzzle, type Issue, type Puzzle, type PuzzleDocument } from "@zebra/model";

/**
 * What every solver entry point takes: a parsed puzzle (from `parsePuzzle`, a generator or a
 * reader), a `zebra-puzzle/1` document as parsed JSON (`JSON.parse(text)`), or its JSON text.
 * A puzzle written as sentences is read first by a locale's reader
 * (`reader.readPuzzle(text)` of `@zebra/render-en`, …).
 */
export type PuzzleInput<P extends Pick<Puzzle, "size" | "attributes" | "clues" | "kind"> = Pick<Puzzle, "size" | "attributes" | "clues" | "kind">> =
  | P
  | PuzzleDocument
  | string;

/**
 * Thrown by a solver entry point given a document that is not a valid `zebra-puzzle/1`
 * puzzle: `issues` holds every issue `parsePuzzle` found (word them with a renderer's
 * `issue()`), the message names the first.
 */
export class InvalidPuzzleError extends Error {
  readonly issues: readonly Issue[];

  constructor(issues: readonly Issue[]) {
    const [first] = issues;
    const where = first === undefined ? "" : first.path === "" ? ` (${first.code})` : ` (${first.code} at ${first.path})`;
    const more = issues.length > 1 ? ` and ${issues.length - 1} more ${issues.length === 2 ? "issue" : "issues"}` : "";
    super(`not a valid zebra-puzzle/1 puzzle${where}${more}; parsePuzzle lists them, a renderer's issue() words them`);
    this.name = "InvalidPuzzleError";
    this.issues = issues;
  }
}

/**
 * The puzzle of a solver's input: a parsed puzzle as it is (its `attributes` are a list), a
 * document or JSON text parsed and validated.
 *
 * @param input - a puzzle, a document, or JSON text.
 * @returns the puzzle.
 * @throws {@link InvalidPuzzleError} when a document or text is not a valid puzzle.
 * @example
 * ```ts
 * toPuzzle(readFileSync("einstein.json", "utf8")).attributes[0]!.name; // "Nationality"
 * ```
 */
export function toPuzzle<P extends Pick<Puzzle, "size" | "attributes" | "clues" | "kind">>(input: PuzzleInput<P>): P {
  if (typeof input === "object" && input !== null && Array.isArray((input as { attributes?: unknown }).attributes)) return input as P;
  const parsed = parsePuzzle(input);
  if (!parsed.ok) throw new InvalidPuzzleError(parsed.issues);
  return parsed.value as unknown as P;
}
