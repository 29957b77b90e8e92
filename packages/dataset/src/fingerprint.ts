import { InvalidArgumentError, isPuzzleShaped, type Grid, type Puzzle } from "@zebra/model";
import { countSolutions } from "@zebra/solver";
import { bestLabelling, BudgetExceeded, compareColours, refine, stringHash, weakLabelling } from "./internal/canonical-labelling.js";
import { orientations } from "./internal/fingerprint-clues.js";
import { sha256Ascii } from "./internal/sha256.js";

// The canonical form of a puzzle (see docs/guide/datasets.md#fingerprints):
//
// 1. Values are named by their position in the solution, so renaming values changes nothing
//    and no name is left. An entity is (attribute, solution position) or a position.
// 2. Clues are rewritten in one spelling: right_of(a, b) is left_of(b, a), immediately_right
//    is immediately_left swapped, greater_than(a, b) is less_than(b, a), difference(a, b, d)
//    with d < 0 is difference(b, a, −d). Symmetric clues, the clues of a puzzle and the
//    options and clues of an any_of are unordered: their texts are sorted.
// 3. Mirroring maps position p to size + 1 − p (left_of and immediately_left swap their
//    operands, between swaps a and c). The orientation whose refined attribute colours (step
//    4) are smaller is encoded; when they tie, both are, and the smaller encoding wins.
// 4. Attributes get labels 0 … m−1 by canonical labelling: colour refinement (each attribute's
//    colour is rehashed with the clues it occurs in, the other attributes seen through their
//    colours) splits attributes that differ, then individualisation tries each member of a
//    tied group in turn. Two labellings with the same encoding reveal an automorphism; members
//    that a known automorphism (fixing the attributes individualised so far) maps an explored
//    member to are skipped, as their subtrees give the same encodings. The smallest encoding
//    over the leaves is the canonical form. The colours come from a fixed hash, so changing
//    the hashing changes the forms: bump the fingerprint's prefix (zf1) when doing so.
//
// The encoding of a labelled puzzle is exact (it can be read back), so equal canonical forms
// mean equivalent puzzles. The search visits at most `nodeBudget` nodes; a puzzle whose
// symmetry needs more (none that the generator makes) gets a weak form instead: attributes
// labelled by their refined colour alone, which is still invariant but may give two
// different puzzles the same form. Its fingerprint says so with the prefix `zf1w-`.

/** Search nodes (each a refinement) visited at most, over both orientations, before falling back to the weak form. */
const nodeBudget = 4096;

/**
 * The canonical form of a puzzle: an ASCII text that is the same for two puzzles exactly when
 * one is the other up to renaming values, renaming and reordering attributes, reordering clues
 * (and the options of `any_of` clues, and the clues inside an option), swapping the operands of
 * symmetric clues, writing a clue in its converse form (`right_of(a, b)` as `left_of(b, a)`),
 * and mirroring the row. Numeric attributes: see docs/guide/datasets.md#fingerprints.
 *
 * Use it to see why two puzzles share a fingerprint; {@link puzzleFingerprint} is its hash.
 * Title, preamble, clue ids and texts, the question and `meta` are not part of it.
 *
 * Cost: linear in the clues for almost every puzzle (one labelling per orientation), plus
 * the search that highly symmetric puzzles need, bounded at 1,024 labellings.
 *
 * @param puzzle - a valid puzzle.
 * @param solution - its unique solution; by default `puzzle.solution`, else found with the complete solver.
 * @returns the canonical text.
 * @throws {@link @zebra/model!InvalidArgumentError} when `puzzle` is not a puzzle object (`null`, a document's text).
 * @throws TypeError when the solution is not a grid of the puzzle, or none is given and the puzzle does not have exactly one.
 * @example
 * ```ts
 * canonicalForm(puzzle) === canonicalForm(mirrored); // true
 * ```
 */
export function canonicalForm(puzzle: Puzzle, solution?: Grid): string {
  return canonicalise(puzzle, solution).text;
}

/**
 * A fingerprint of a puzzle: `zf1-` and 32 hex digits, the first 128 bits of the SHA-256 of
 * its {@link canonicalForm}. Equal for puzzles that are the same up to renaming values,
 * renaming and reordering attributes, reordering clues, swapping the operands of symmetric
 * clues and mirroring the row; different (up to a hash collision, about 2⁻⁶⁴ at a billion
 * puzzles) for puzzles that are not.
 *
 * Use it to deduplicate datasets and to keep a training set apart from a test set: it is the
 * `fingerprint` of every dataset record, `zebra dedup` keeps the first of each, `zebra generate
 * --exclude` avoids them and `--split` assigns records by them.
 *
 * Cost: a few tens of microseconds for a 5×5 puzzle (see `pnpm bench dataset`).
 *
 * @param puzzle - a valid puzzle.
 * @param solution - its unique solution; by default `puzzle.solution`, else found with the complete solver.
 * @returns the fingerprint; `zf1w-…` in the rare case described in {@link canonicalForm}'s notes.
 * @throws {@link @zebra/model!InvalidArgumentError} when `puzzle` is not a puzzle object (`null`, a document's text).
 * @throws TypeError when the solution is not a grid of the puzzle, or none is given and the puzzle does not have exactly one.
 * @example
 * ```ts
 * puzzleFingerprint(puzzle); // "zf1-3f0c…" (32 hex digits)
 * ```
 */
export function puzzleFingerprint(puzzle: Puzzle, solution?: Grid): string {
  if (!isPuzzleShaped(puzzle)) throw new InvalidArgumentError("puzzleFingerprint", "puzzle", "a valid puzzle", puzzle);
  if (solution !== undefined && (typeof solution !== "object" || solution === null))
    throw new InvalidArgumentError("puzzleFingerprint", "solution", "a grid of the puzzle", solution);
  const { text, weak } = canonicalise(puzzle, solution);
  return `${weak ? "zf1w-" : "zf1-"}${sha256Ascii(text).slice(0, 32)}`;
}

/** The canonical text and whether it is the weak form; `budget` is the number of search nodes allowed (tests lower it). */
export function canonicalise(puzzle: Puzzle, given: Grid | undefined, budget = nodeBudget): { text: string; weak: boolean } {
  const [forward, mirrored] = orientations(puzzle, given ?? puzzle.solution ?? uniqueSolution(puzzle));
  const state = { nodes: 0, budget };
  try {
    // Only the orientation whose refined colours are smaller needs labelling: the colours are
    // invariant, so equivalent puzzles choose alike. Ties (symmetric puzzles) label both.
    const rootForward = refine(forward, forward.descriptions.map(stringHash));
    const rootMirrored = refine(mirrored, mirrored.descriptions.map(stringHash));
    const order = compareColours(rootForward, rootMirrored);
    if (order < 0) return { text: bestLabelling(forward, rootForward, state), weak: false };
    if (order > 0) return { text: bestLabelling(mirrored, rootMirrored, state), weak: false };
    const a = bestLabelling(forward, rootForward, state);
    const b = bestLabelling(mirrored, rootMirrored, state);
    return { text: a < b ? a : b, weak: false };
  } catch (error) {
    if (!(error instanceof BudgetExceeded)) throw error;
    const a = weakLabelling(forward);
    const b = weakLabelling(mirrored);
    return { text: a < b ? a : b, weak: true };
  }
}

function uniqueSolution(puzzle: Puzzle): Grid {
  const found = countSolutions(puzzle, { limit: 2 });
  if (found.count !== 1)
    throw new TypeError(
      `the puzzle has ${found.count === 0 ? "no solution" : "more than one solution"}; a fingerprint is defined for a puzzle with exactly one (or pass the solution)`,
    );
  return found.solutions[0]!;
}
