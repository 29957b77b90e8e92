import {
  InvalidArgumentError,
  isNumericAttribute,
  isPositionRef,
  isPuzzleShaped,
  type Clue,
  type Entity,
  type Grid,
  type Puzzle,
  type Value,
} from "@zebra/model";
import { countSolutions } from "@zebra/solver";
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
/** Automorphisms kept for pruning; more would cost more to consult than they save. */
const maxAutomorphisms = 64;

// Clue tags after rewriting (one letter each in the encoding).
const same = 0,
  notSame = 1,
  at = 2,
  notAt = 3,
  nextTo = 4,
  notNextTo = 5,
  leftOf = 6,
  immediatelyLeft = 7,
  ends = 8,
  between = 9,
  distance = 10,
  anyOf = 11,
  lessThan = 12,
  difference = 13,
  ratio = 14;
const tagLetters = "snatxyliebdo<-*";
const symmetric = [true, true, false, false, true, true, false, false, false, false, true, false, false, false, false];

/**
 * A clue with values named by solution position. Entities are codes: attribute a at solution
 * position p is `a·32 + p` (≥ 0), position p is `−1 − p`. Positions count from 0.
 */
interface Node {
  readonly tag: number;
  readonly entities: readonly number[];
  /** at/not_at: the position; distance and difference: d; otherwise 0. */
  readonly x: number;
  /** less_than and difference: the compared attribute; otherwise −1. */
  readonly attr: number;
  readonly options: readonly (readonly Node[])[] | undefined;
}

/**
 * One orientation of the puzzle. The mirrored one reads the same clues with every position p
 * taken as size − 1 − p and the operands of directional clues exchanged (see {@link entityAt}).
 */
interface Oriented {
  readonly size: number;
  readonly nodes: readonly Node[];
  readonly mirrored: boolean;
  /** Each attribute's description (kind of attribute, and numbers by position for compared numeric ones). */
  readonly descriptions: readonly string[];
  /** For each attribute, the clues it occurs in. */
  readonly touching: readonly (readonly number[])[];
}

class BudgetExceeded extends Error {}

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

// ---------------------------------------------------------------------------------------------
// From the puzzle to the rewritten clues and the attributes' descriptions.

function orientations(puzzle: Puzzle, solution: Grid): [Oriented, Oriented] {
  const size = puzzle.size;
  const index = new Map<string, number>();
  const rows: (readonly Value[])[] = [];
  puzzle.attributes.forEach((attribute, a) => {
    index.set(attribute.name, a);
    const row = solution[attribute.name];
    if (row === undefined || row.length !== size || !attribute.values.every((v) => row.includes(v))) {
      throw new TypeError(`the solution's ${JSON.stringify(attribute.name)} is not a permutation of the attribute's values`);
    }
    rows.push(row);
  });
  const entity = (e: Entity): number => {
    if (isPositionRef(e)) return -e.pos;
    const a = index.get(e.attr)!;
    return a * 32 + rows[a]!.indexOf(e.value);
  };
  const compared = new Set<number>();
  const differenced = new Set<number>();
  /** Attributes compared by ratio: their values themselves count. */
  const scaled = new Set<number>();
  const node = (clue: Clue): Node => {
    switch (clue.type) {
      case "same":
        return make(same, [entity(clue.a), entity(clue.b)]);
      case "not_same":
        return make(notSame, [entity(clue.a), entity(clue.b)]);
      case "at":
        return make(at, [entity(clue.a)], clue.pos - 1);
      case "not_at":
        return make(notAt, [entity(clue.a)], clue.pos - 1);
      case "next_to":
        return make(nextTo, [entity(clue.a), entity(clue.b)]);
      case "not_next_to":
        return make(notNextTo, [entity(clue.a), entity(clue.b)]);
      case "left_of":
        return make(leftOf, [entity(clue.a), entity(clue.b)]);
      case "right_of":
        return make(leftOf, [entity(clue.b), entity(clue.a)]);
      case "immediately_left":
        return make(immediatelyLeft, [entity(clue.a), entity(clue.b)]);
      case "immediately_right":
        return make(immediatelyLeft, [entity(clue.b), entity(clue.a)]);
      case "ends":
        return make(ends, [entity(clue.a)]);
      case "between":
        return make(between, [entity(clue.a), entity(clue.b), entity(clue.c)]);
      case "distance":
        return make(distance, [entity(clue.a), entity(clue.b)], clue.d);
      case "any_of":
        return { tag: anyOf, entities: [], x: 0, attr: -1, options: clue.options.map((option) => option.map(node)) };
      case "less_than":
      case "greater_than": {
        const attr = index.get(clue.attr)!;
        compared.add(attr);
        const [a, b] = clue.type === "less_than" ? [clue.a, clue.b] : [clue.b, clue.a];
        return make(lessThan, [entity(a), entity(b)], 0, attr);
      }
      case "difference": {
        const attr = index.get(clue.attr)!;
        compared.add(attr);
        differenced.add(attr);
        return clue.d > 0
          ? make(difference, [entity(clue.a), entity(clue.b)], clue.d, attr)
          : make(difference, [entity(clue.b), entity(clue.a)], -clue.d, attr);
      }
      case "ratio": {
        const attr = index.get(clue.attr)!;
        compared.add(attr);
        scaled.add(attr);
        return clue.factor > 1
          ? make(ratio, [entity(clue.a), entity(clue.b)], clue.factor, attr)
          : make(ratio, [entity(clue.b), entity(clue.a)], 1 / clue.factor, attr);
      }
      // The genre's other clues are written with the clues above: the same meaning, one spelling.
      case "least":
      case "most": {
        const attr = index.get(clue.attr)!;
        compared.add(attr);
        const values = puzzle.attributes[attr]!.values as readonly number[];
        const extreme = clue.type === "least" ? Math.min(...values) : Math.max(...values);
        return make(same, [entity(clue.a), entity({ attr: clue.attr, value: extreme })]);
      }
      case "either": {
        const differ = make(notSame, [entity(clue.b), entity(clue.c)]);
        return anyOfNodes([
          [make(same, [entity(clue.a), entity(clue.b)]), differ],
          [make(same, [entity(clue.a), entity(clue.c)]), differ],
        ]);
      }
      case "neither":
        return anyOfNodes([[make(notSame, [entity(clue.a), entity(clue.b)]), make(notSame, [entity(clue.a), entity(clue.c)])]]);
      case "one_each": {
        const [a, b, x, y] = [clue.a, clue.b, clue.of[0], clue.of[1]].map(entity) as [number, number, number, number];
        const differ = make(notSame, [a, b]);
        return anyOfNodes([
          [make(same, [a, x]), make(same, [b, y]), differ],
          [make(same, [a, y]), make(same, [b, x]), differ],
        ]);
      }
      case "all_different": {
        const people = clue.of.map(entity);
        const pairs: Node[] = [];
        for (let i = 0; i < people.length; i++) for (let j = i + 1; j < people.length; j++) pairs.push(make(notSame, [people[i]!, people[j]!]));
        return anyOfNodes([pairs]);
      }
    }
  };
  const nodes = puzzle.clues.map(node);
  const forward: string[] = [];
  const backward: string[] = [];
  puzzle.attributes.forEach((attribute, a) => {
    const row = rows[a]!;
    const [there, back] =
      compared.has(a) && isNumericAttribute(attribute)
        ? scaled.has(a)
          ? [`v${row.join(";")}`, `v${[...row].reverse().join(";")}`]
          : numericDescriptions(row as readonly number[], differenced.has(a))
        : ["c", "c"];
    forward.push(there);
    backward.push(back);
  });
  const touching: number[][] = puzzle.attributes.map(() => []);
  nodes.forEach((node, i) => {
    attributesOf(node, i, touching);
  });
  return [
    { size, nodes, mirrored: false, descriptions: forward, touching },
    { size, nodes, mirrored: true, descriptions: backward, touching },
  ];
}

function make(tag: number, entities: number[], x = 0, attr = -1): Node {
  return { tag, entities, x, attr, options: undefined };
}

/** An any_of of the given options: one option of several nodes is their conjunction. */
function anyOfNodes(options: readonly (readonly Node[])[]): Node {
  return { tag: anyOf, entities: [], x: 0, attr: -1, options };
}

/**
 * How a compared numeric attribute enters the form, by solution position, in both
 * orientations: the ranks of its values when only their order counts (`less_than`,
 * `greater_than`); their offsets from the smallest when differences count too, for whole
 * numbers (so adding a constant to every value changes nothing); the values themselves otherwise.
 */
function numericDescriptions(row: readonly number[], differences: boolean): [string, string] {
  let cells: (number | string)[];
  if (!differences) {
    const sorted = [...row].sort((x, y) => x - y);
    cells = row.map((v) => sorted.indexOf(v));
    return [`o${cells.join(";")}`, `o${[...cells].reverse().join(";")}`];
  }
  const min = Math.min(...row);
  const whole = row.every((v) => Number.isSafeInteger(v) && Number.isSafeInteger(v - min));
  cells = whole ? row.map((v) => v - min) : row.map((v) => String(v));
  const kind = whole ? "d" : "D";
  return [`${kind}${cells.join(";")}`, `${kind}${[...cells].reverse().join(";")}`];
}

/**
 * The entity that stands at place `i` of a clue in an orientation. Mirroring maps position p
 * to size − 1 − p; left_of and immediately_left then exchange their operands, and between
 * its outer ones, so that the clue keeps its meaning.
 */
function entityAt(node: Node, i: number, o: Oriented): number {
  const e = node.entities;
  if (!o.mirrored) return e[i]!;
  const code = node.tag === leftOf || node.tag === immediatelyLeft || node.tag === between ? e[e.length - 1 - i]! : e[i]!;
  const last = o.size - 1;
  return code >= 0 ? code - 2 * (code & 31) + last : -1 - (last - (-1 - code));
}

/** The position parameter of at/not_at, or d of distance and difference, in an orientation. */
function paramOf(node: Node, o: Oriented): number {
  return o.mirrored && (node.tag === at || node.tag === notAt) ? o.size - 1 - node.x : node.x;
}

/** Adds clue i to the list of each attribute it mentions (once), nested options included. */
function attributesOf(node: Node, i: number, touching: number[][]): void {
  const add = (a: number): void => {
    const list = touching[a]!;
    if (list[list.length - 1] !== i) list.push(i);
  };
  for (const code of node.entities) if (code >= 0) add(code >> 5);
  if (node.attr >= 0) add(node.attr);
  if (node.options) for (const option of node.options) for (const n of option) attributesOf(n, i, touching);
}

// ---------------------------------------------------------------------------------------------
// Encoding a labelled puzzle.

function encode(o: Oriented, label: readonly number[]): string {
  const clues = o.nodes.map((n) => nodeText(n, o, label)).sort();
  const descriptions = new Array<string>(label.length);
  o.descriptions.forEach((d, a) => {
    descriptions[label[a]!] = d;
  });
  return `${o.size}:${label.length}:${descriptions.join("|")}:${clues.join(",")}`;
}

function entityText(code: number, label: readonly number[]): string {
  return code >= 0 ? `${label[code >> 5]}.${code & 31}` : `@${-1 - code}`;
}

function nodeText(node: Node, o: Oriented, label: readonly number[]): string {
  if (node.tag === anyOf) {
    const options = node
      .options!.map(
        (option) =>
          `[${option
            .map((n) => nodeText(n, o, label))
            .sort()
            .join(",")}]`,
      )
      .sort();
    return `o${options.join("")}`;
  }
  let entities = entityText(entityAt(node, 0, o), label);
  if (node.entities.length > 1) {
    const second = entityText(entityAt(node, 1, o), label);
    entities = symmetric[node.tag] && second < entities ? `${second},${entities}` : `${entities},${second}`;
    if (node.entities.length > 2) entities += `,${entityText(entityAt(node, 2, o), label)}`;
  }
  const head = tagLetters[node.tag]!;
  const param = node.tag === at || node.tag === notAt || node.tag === distance ? String(paramOf(node, o)) : "";
  const attr = node.attr >= 0 ? `${label[node.attr]}${node.tag === difference || node.tag === ratio ? `~${node.x}` : ""}` : "";
  return `${head}${param}${attr}(${entities})`;
}

// ---------------------------------------------------------------------------------------------
// Canonical labelling: colour refinement, then individualisation of tied attributes.

function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function combine(h: number, v: number): number {
  return fmix((Math.imul(h, 0x01000193) ^ fmix(v >>> 0)) >>> 0);
}

function stringHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function numberHash(x: number): number {
  return Number.isInteger(x) && Math.abs(x) < 2 ** 31 ? x | 0 : stringHash(String(x));
}

const selfMark = 0x5e1f,
  positionMark = 0x9051,
  individualMark = 0x1d1d;

/** The hash of an entity as attribute `self` sees it: itself marked, other attributes by colour. */
function entityHash(code: number, self: number, colour: readonly number[]): number {
  if (code < 0) return combine(positionMark, -code);
  const a = code >> 5;
  return combine(a === self ? selfMark : colour[a]!, (code & 31) + 1);
}

/** The hash of a clue as attribute `self` sees it. */
function nodeHash(node: Node, o: Oriented, self: number, colour: readonly number[]): number {
  const h = combine(0x2545f491, node.tag);
  if (node.options) {
    let sum = 0;
    for (const option of node.options) {
      let inner = 0;
      for (const n of option) inner = (inner + fmix(nodeHash(n, o, self, colour))) >>> 0;
      sum = (sum + fmix(inner)) >>> 0;
    }
    return combine(h, sum);
  }
  const count = node.entities.length;
  let first = entityHash(entityAt(node, 0, o), self, colour);
  let second = count > 1 ? entityHash(entityAt(node, 1, o), self, colour) : 0;
  if (symmetric[node.tag] && second < first) {
    const swap = first;
    first = second;
    second = swap;
  }
  let out = combine(combine(h, first), second);
  if (count > 2) out = combine(out, entityHash(entityAt(node, 2, o), self, colour));
  out = combine(out, numberHash(paramOf(node, o)));
  return node.attr >= 0 ? combine(out, node.attr === self ? selfMark : colour[node.attr]!) : out;
}

function distinct(colour: readonly number[]): number {
  return new Set(colour).size;
}

/** Refines colours until no group splits further. */
function refine(o: Oriented, start: readonly number[]): number[] {
  let colour = [...start];
  let groups = distinct(colour);
  for (;;) {
    if (groups === colour.length) return colour;
    const next = colour.map((c, a) => {
      let sum = 0;
      for (const i of o.touching[a]!) sum = (sum + fmix(nodeHash(o.nodes[i]!, o, a, colour))) >>> 0;
      return combine(c, sum);
    });
    const nextGroups = distinct(next);
    if (nextGroups === groups) return colour;
    colour = next;
    groups = nextGroups;
  }
}

/** Attributes in colour order (ties by index). */
function byColour(colour: readonly number[]): number[] {
  return colour.map((_, a) => a).sort((x, y) => colour[x]! - colour[y]! || x - y);
}

/** Compares two colourings as sorted multisets (−1, 0 or 1). */
function compareColours(x: readonly number[], y: readonly number[]): number {
  const a = [...x].sort((p, q) => p - q);
  const b = [...y].sort((p, q) => p - q);
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return 0;
}

function bestLabelling(o: Oriented, root: readonly number[], state: { nodes: number; readonly budget: number }): string {
  let first: Leaf | undefined;
  let best: Leaf | undefined;
  /** Automorphisms found so far, as maps from attribute to attribute. */
  const automorphisms: number[][] = [];
  /** The attribute individualised at each depth of the current path, and the ones tried there before it. */
  const path: number[] = [];
  const tried: number[][] = [];

  /** The depth to go back to: the shallowest whose current branch an automorphism maps a tried branch to (-1: none). */
  const leaf = (label: number[]): number => {
    const text = encode(o, label);
    let back = -1;
    for (const known of [first, best]) {
      if (known?.text !== text) continue;
      // Two labellings with the same encoding: relabelling one as the other maps the puzzle to itself.
      const attributeOf = new Array<number>(label.length);
      known.label.forEach((l, a) => {
        attributeOf[l] = a;
      });
      const map = label.map((l) => attributeOf[l]!);
      if (map.every((x, a) => x === a)) continue;
      if (automorphisms.length < maxAutomorphisms) automorphisms.push(map);
      for (let depth = 0; depth < path.length && (back < 0 || depth < back); depth++) {
        const here = path[depth]!;
        if (tried[depth]!.some((e) => map[e] === here || map[here] === e)) back = depth;
        if (map[here] !== here) break;
      }
    }
    first ??= { text, label };
    if (best === undefined || text < best.text) best = { text, label };
    return back;
  };

  const search = (colour: readonly number[]): number => {
    if (++state.nodes > state.budget) throw new BudgetExceeded();
    const order = byColour(colour);
    let cell: number[] | undefined;
    for (let i = 0; i < order.length && cell === undefined; ) {
      let j = i + 1;
      while (j < order.length && colour[order[j]!] === colour[order[i]!]) j++;
      if (j - i > 1) cell = order.slice(i, j);
      i = j;
    }
    if (cell === undefined) {
      const label = new Array<number>(order.length);
      order.forEach((a, i) => {
        label[a] = i;
      });
      return leaf(label);
    }
    const depth = path.length;
    const here: number[] = [];
    tried.push(here);
    try {
      for (const x of cell) {
        // An automorphism that fixes the attributes individualised above, and maps a tried
        // attribute to x, maps that attribute's subtree to x's: the same encodings again.
        if (here.length > 0 && sameOrbit(automorphisms, path, here, x)) continue;
        path.push(x);
        const back = search(refine(o, individualise(colour, x, depth)));
        path.pop();
        here.push(x);
        if (back >= 0 && back < depth) return back;
      }
      return -1;
    } finally {
      tried.pop();
    }
  };
  search(root);
  return best!.text;
}

/** The colours with x given a colour of its own (canonical: it depends on x's colour, the depth and the others only). */
function individualise(colour: readonly number[], x: number, depth: number): number[] {
  let own = combine(colour[x]!, individualMark + depth);
  while (colour.includes(own)) own = combine(own, individualMark);
  const next = [...colour];
  next[x] = own;
  return next;
}

interface Leaf {
  readonly text: string;
  readonly label: readonly number[];
}

/** Whether x is in the orbit of a tried attribute under the known automorphisms that fix every attribute of `fixed`. */
function sameOrbit(automorphisms: readonly (readonly number[])[], fixed: readonly number[], tried: readonly number[], x: number): boolean {
  if (automorphisms.length === 0) return false;
  const parent = automorphisms[0]!.map((_, a) => a);
  const find = (a: number): number => {
    while (parent[a] !== a) a = parent[a]!;
    return a;
  };
  for (const map of automorphisms) {
    if (!fixed.every((a) => map[a] === a)) continue;
    map.forEach((b, a) => {
      parent[find(a)] = find(b);
    });
  }
  const root = find(x);
  return tried.some((e) => find(e) === root);
}

/** The weak form: attributes labelled by the rank of their refined colour (ties share a label). */
function weakLabelling(o: Oriented): string {
  const colour = refine(o, o.descriptions.map(stringHash));
  const ranks = [...new Set(colour)].sort((x, y) => x - y);
  return `w${encode(
    o,
    colour.map((c) => ranks.indexOf(c)),
  )}`;
}
