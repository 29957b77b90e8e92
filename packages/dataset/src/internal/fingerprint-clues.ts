import { isNumericAttribute, isPositionRef, type Clue, type Entity, type Grid, type Puzzle, type Value } from "@zebra/model";

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
export { anyOf, at, difference, distance, notAt, ratio };
export const tagLetters = "snatxyliebdo<-*";
export const symmetric = [true, true, false, false, true, true, false, false, false, false, true, false, false, false, false];

/**
 * A clue with values named by solution position. Entities are codes: attribute a at solution
 * position p is `a·32 + p` (≥ 0), position p is `−1 − p`. Positions count from 0.
 */
export interface Node {
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
export interface Oriented {
  readonly size: number;
  readonly nodes: readonly Node[];
  readonly mirrored: boolean;
  /** Each attribute's description (kind of attribute, and numbers by position for compared numeric ones). */
  readonly descriptions: readonly string[];
  /** For each attribute, the clues it occurs in. */
  readonly touching: readonly (readonly number[])[];
}

// From the puzzle to the rewritten clues and the attributes' descriptions.

export function orientations(puzzle: Puzzle, solution: Grid): [Oriented, Oriented] {
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
export function entityAt(node: Node, i: number, o: Oriented): number {
  const e = node.entities;
  if (!o.mirrored) return e[i]!;
  const code = node.tag === leftOf || node.tag === immediatelyLeft || node.tag === between ? e[e.length - 1 - i]! : e[i]!;
  const last = o.size - 1;
  return code >= 0 ? code - 2 * (code & 31) + last : -1 - (last - (-1 - code));
}

/** The position parameter of at/not_at, or d of distance and difference, in an orientation. */
export function paramOf(node: Node, o: Oriented): number {
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
