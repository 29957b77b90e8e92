import { groupVars, mainVars } from "./join.js";
import type { Prop } from "./props/types.js";
import { emptyLists, type Shape } from "./shape.js";

/** Largest number of clues a tier-2 combination joins. */
const maxGroup = 3;

/**
 * Most clues per value that tier 2 combines: two clues form a group when both are among the first
 * `maxMentions` clues (in clue order) that mention a common value. Generated puzzles mention a
 * value in a handful of clues; without a bound, thousands of clues about a few values would make
 * millions of groups, and their links alone grow with the square of the clues per value.
 */
export const maxMentions = 32;

/**
 * Most clue groups tier 2 keeps: pairs first, then triples, each in clue order; the groups past
 * this are never tried. With thousands of clues the groups would otherwise number in the millions
 * (1,000 clues at 20 × 8 made over 200,000; 5,000 ran out of memory). Generated puzzles make at
 * most a few hundred, so this changes nothing for them. Beyond the limit tier 2 is incomplete,
 * but every step it takes is still sound, and the groups depend only on the clues, so solves with
 * and without a trace try the same ones.
 */
export const maxGroups = 20_000;

/** Clues that tier 2 may combine: two or three that mention a common value. */
export interface Group {
  /** Indexes of the group's props, ascending. */
  readonly props: readonly number[];
  /** The entities the group's placements assign (what it may narrow). */
  readonly vars: readonly number[];
  /** Every entity whose domain the group reads (premise candidates, freshness). */
  readonly reads: readonly number[];
}

/** Which props mention each value, and which props share a value: what adding a clue needs to find its groups. */
interface Links {
  readonly mentions: number[][];
  readonly adjacency: number[][];
}

/**
 * The clue groups of tier 2, in the order they are tried: pairs, then triples, each in clue order.
 *
 * Like the sampler's redundancy index, it grows with the clues: a live engine gains clues one at
 * a time, and `update` adds only the groups of the new ones, after the old (which keep their
 * place). Clones share an index; the one that updates it first copies what it changes.
 */
export class GroupIndex {
  readonly groups: readonly Group[];
  /** How many props the groups were built for. */
  readonly builtFor: number;
  private links: Links;
  /** Set when a clone shares the links: the next update copies them before extending them. */
  private linksShared = false;

  private constructor(groups: readonly Group[], builtFor: number, links: Links) {
    this.groups = groups;
    this.builtFor = builtFor;
    this.links = links;
  }

  /** Marks the index as shared by a clone. */
  share(): void {
    this.linksShared = true;
  }

  /**
   * The index for `props` (this index's props and maybe more: props are only ever appended): this
   * one when nothing was added, else one extended with the groups of the props added since.
   */
  update(shape: Shape, props: readonly Prop[]): GroupIndex {
    return this.builtFor === props.length ? this : this.extend(shape, props);
  }

  /**
   * The groups of a clue set: two clues combine when they mention a common entity (not merely
   * read one attribute), among the first `maxMentions` clues that mention it; pairs first, then
   * triples; within each, by clue order; at most `maxGroups` in all.
   */
  static build(shape: Shape, props: readonly Prop[]): GroupIndex {
    const mentions = emptyLists<number>(shape.valueCount);
    props.forEach((p, i) => {
      if (combinable(p)) for (const v of mainVars(shape, p)) if (mentions[v]!.length < maxMentions) mentions[v]!.push(i);
    });
    const adjacency: Set<number>[] = props.map(() => new Set());
    for (const ws of mentions) for (const i of ws) for (const j of ws) if (i !== j) adjacency[i]!.add(j);
    const groups: Group[] = [];
    pairs: for (let i = 0; i < props.length; i++) {
      for (const j of adjacency[i]!) {
        if (j <= i) continue;
        if (groups.length >= maxGroups) break pairs;
        groups.push(makeGroup(shape, props, [i, j]));
      }
    }
    if (maxGroup >= 3) {
      const pairCount = groups.length;
      const seen = new Set<string>();
      triples: for (let g = 0; g < pairCount; g++) {
        const [i, j] = groups[g]!.props as [number, number];
        for (const k of new Set([...adjacency[i]!, ...adjacency[j]!])) {
          if (!addTriple(shape, props, groups, seen, i, j, k)) break triples;
        }
      }
    }
    return new GroupIndex(groups, props.length, { mentions, adjacency: adjacency.map((a) => [...a]) });
  }

  /**
   * Adds the groups of the props added since the last build. The groups already there keep their
   * position (and so when they were last checked: a group that gave nothing still gives nothing
   * until an entity it reads changes). Once `maxGroups` groups exist, added clues join none.
   */
  private extend(shape: Shape, props: readonly Prop[]): GroupIndex {
    if (this.groups.length >= maxGroups) return new GroupIndex(this.groups, props.length, this.links);
    let links = this.links;
    if (this.linksShared) links = { mentions: links.mentions.map((m) => m.slice()), adjacency: links.adjacency.map((a) => a.slice()) };
    const { mentions, adjacency } = links;
    const groups = this.groups.slice();
    for (let i = this.builtFor; i < props.length; i++) {
      const adj: number[] = [];
      adjacency.push(adj);
      const p = props[i]!;
      if (!combinable(p)) continue;
      for (const v of mainVars(shape, p)) {
        const ws = mentions[v]!;
        if (ws.length >= maxMentions) continue;
        for (const j of ws) {
          if (!adj.includes(j)) {
            adj.push(j);
            adjacency[j]!.push(i);
          }
        }
        ws.push(i);
      }
      // Every new group contains i: the keys only need to be unique among i's groups.
      const seen = new Set<string>();
      for (const j of adj) if (groups.length < maxGroups) groups.push(makeGroup(shape, props, j < i ? [j, i] : [i, j]));
      if (maxGroup >= 3) {
        triples: for (const j of adj) {
          for (const k of [...adj, ...adjacency[j]!]) {
            if (!addTriple(shape, props, groups, seen, i, j, k)) break triples;
          }
        }
      }
    }
    return new GroupIndex(groups, props.length, links);
  }

  /** Which props mention each value (for tests of the limits). */
  get mentions(): readonly (readonly number[])[] {
    return this.links.mentions;
  }
}

function makeGroup(shape: Shape, props: readonly Prop[], sorted: number[]): Group {
  const group = sorted.map((i) => props[i]!);
  const vars = groupVars(shape, group);
  const reads = [...vars];
  for (const p of group) for (const v of p.vars) if (!reads.includes(v)) reads.push(v);
  return { props: sorted, vars, reads };
}

/**
 * Adds the group of clues i, j and k unless it is already in `seen` (or two of them are the
 * same clue). Returns false, adding nothing, once `groups` holds `maxGroups` groups.
 */
function addTriple(shape: Shape, props: readonly Prop[], groups: Group[], seen: Set<string>, i: number, j: number, k: number): boolean {
  if (k === i || k === j) return true;
  const sorted = [i, j, k].sort((x, y) => x - y);
  const key = sorted.join(",");
  if (seen.has(key)) return true;
  if (groups.length >= maxGroups) return false;
  seen.add(key);
  groups.push(makeGroup(shape, props, sorted));
  return true;
}

/** Whether a prop takes part in clue combinations (unary and constant clues do not). */
function combinable(p: Prop): boolean {
  return p.kind !== "unary" && p.kind !== "const" && p.vars.length >= 1;
}
