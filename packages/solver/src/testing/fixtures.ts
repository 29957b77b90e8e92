import { readFileSync } from "node:fs";
import { parsePuzzle, type Puzzle } from "@zebra/model";

/** Test helper: reads and validates a `zebra-puzzle/1` JSON file. */
function loadPuzzle(url: URL): Puzzle {
  const result = parsePuzzle(readFileSync(url, "utf8"));
  if (!result.ok) throw new Error(`invalid fixture: ${JSON.stringify(result.issues)}`);
  return result.value;
}

/** The Einstein fixture of the repository. */
export function einstein(): Puzzle {
  return loadPuzzle(new URL("../../../../fixtures/einstein.json", import.meta.url));
}
