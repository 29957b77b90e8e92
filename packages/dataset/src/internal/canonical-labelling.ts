import { entityAt, paramOf, symmetric, type Node, type Oriented } from "./fingerprint-clues.js";
import { encode } from "./fingerprint-encoding.js";

/** Automorphisms kept for pruning; more would cost more to consult than they save. */
const maxAutomorphisms = 64;

/** Thrown when the labelling search visits more nodes than its budget allows; the caller falls back to the weak form. */
export class BudgetExceeded extends Error {}

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

export function stringHash(text: string): number {
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
export function refine(o: Oriented, start: readonly number[]): number[] {
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
export function compareColours(x: readonly number[], y: readonly number[]): number {
  const a = [...x].sort((p, q) => p - q);
  const b = [...y].sort((p, q) => p - q);
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return 0;
}

export function bestLabelling(o: Oriented, root: readonly number[], state: { nodes: number; readonly budget: number }): string {
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
export function weakLabelling(o: Oriented): string {
  const colour = refine(o, o.descriptions.map(stringHash));
  const ranks = [...new Set(colour)].sort((x, y) => x - y);
  return `w${encode(
    o,
    colour.map((c) => ranks.indexOf(c)),
  )}`;
}
