import { readFileSync } from "node:fs";
import type { Attribute, Clue, Grid, Puzzle, Question, Value } from "@zebra/model";

/** Test helper: reads a `zebra-puzzle/1` JSON file into a Puzzle (attributes as a typed array). */
export function loadPuzzle(url: URL): Puzzle {
  const doc = JSON.parse(readFileSync(url, "utf8")) as {
    size: number;
    attributes: Record<string, Value[]>;
    clues: Clue[];
    solution?: Grid;
    question?: Question;
    title?: string;
  };
  const attributes: Attribute[] = Object.entries(doc.attributes).map(([name, values]) => ({ name, values }));
  return {
    format: "zebra-puzzle/1",
    size: doc.size,
    attributes,
    clues: doc.clues,
    ...(doc.solution ? { solution: doc.solution } : {}),
    ...(doc.question ? { question: doc.question } : {}),
  };
}

/** The Einstein fixture of the repository. */
export function einstein(): Puzzle {
  return loadPuzzle(new URL("../../../../fixtures/einstein.json", import.meta.url));
}
