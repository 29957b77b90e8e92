import type { Clash, Conflict, Fact } from "@zebra/model";
import { applyMask, domainsOf } from "./fact-grid.js";
import { domainFact } from "./facts.js";
import { propagate } from "./props/propagate.js";
import type { ClueSet } from "./clue-set.js";
import { mainVars } from "./join.js";
import type { Prop } from "./props/types.js";
import { attrOf, entityId, initialDomains, isConstant, type Shape } from "./shape.js";
import { needOf, type Argument, type Established, type SubTrace } from "./sub-trace.js";

/** A clash and the part of the argument that reaches it. */
export interface FoundClash {
  readonly clash: Clash;
  readonly trace: SubTrace;
}

/**
 * The most direct clash of an argument that ended in a conflict (its grid `end`): among the clues
 * of `clueSet` that no longer hold, the values with no position and the cells with no value, the one
 * whose facts the fewest lines of the argument are needed for. Its facts are a minimal set of
 * established facts that still break it (by deletion, the latest established first: those tend to
 * need more of the argument).
 *
 * @returns the clash and the lines it needs, or null when no established facts explain the conflict.
 */
export function mostDirectClash(argument: Argument, end: Int32Array, clueSet: ClueSet): FoundClash | null {
  const shape = argument.shape;
  const established = argument.established();
  let best: FoundClash | null = null;
  let bestSize = Infinity;
  const consider = (conflict: Conflict, about: readonly number[], breaks: (d: Int32Array) => boolean, prop?: Prop): void => {
    const chosen = minimalFacts(shape, established, about, breaks);
    if (chosen === null) return;
    const facts = chosen.map((i) => established[i]!.fact);
    // The lines that state the clash's facts stay, so that each is said before the clash uses it.
    const stating = chosen.map((i) => established[i]!.line).filter((line) => line >= 0);
    const trace = argument.subTrace(
      facts.map((f) => needOf(shape, f)),
      stating,
    );
    if (trace === null) return;
    const size = trace.kept.length;
    if (size < bestSize || (size === bestSize && facts.length < best!.clash.facts.length)) {
      const forced = prop ? forcedFact(shape, prop, facts) : undefined;
      const ordered = prop ? ownFirst(shape, prop, facts) : facts;
      best = { clash: forced ? { conflict, facts: ordered, forced } : { conflict, facts: ordered }, trace };
      bestSize = size;
    }
  };
  // A clue that holds at the start and not at the end reads a value whose positions changed.
  const props = new Set<number>();
  for (let v = 0; v < shape.valueCount; v++) if (end[v] !== argument.start[v]) for (const i of clueSet.watchers[v]!) props.add(i);
  for (const i of [...props].sort((x, y) => x - y)) {
    const prop = clueSet.props[i]!;
    if (propagate(shape, prop, end)) continue;
    const vars = Array.from(prop.vars).filter((v) => !isConstant(shape, v));
    consider({ kind: "clue", clue: prop.clue }, vars, (d) => vars.every((v) => d[v] !== 0) && !propagate(shape, prop, d), prop);
  }
  const n = shape.size;
  for (let v = 0; v < shape.valueCount; v++) {
    if (end[v] !== 0) continue;
    consider({ kind: "no-position", entity: shape.refs[v]! }, [v], (d) => d[v] === 0);
  }
  for (let a = 0; a < shape.attrCount; a++) {
    let covered = 0;
    for (let w = a * n; w < (a + 1) * n; w++) covered |= end[w]!;
    const values = Array.from({ length: n }, (_, i) => a * n + i);
    for (let p = 0; p < n; p++) {
      const bit = 1 << p;
      if ((covered & bit) !== 0) continue;
      consider({ kind: "no-value", attr: shape.attributes[a]!.name, pos: p + 1 }, values, (d) => values.every((w) => (d[w]! & bit) === 0));
    }
  }
  return best;
}

/**
 * A minimal set of established facts (indexes) about the entities `about` (or placing a value of
 * their attributes) under which `breaks` holds: all of them, then each dropped, the latest
 * established first, when the rest still breaks.
 */
export function minimalFacts(shape: Shape, established: readonly Established[], about: readonly number[], breaks: (d: Int32Array) => boolean): number[] | null {
  const entities = new Set(about);
  const attrs = new Set(about.map((v) => attrOf(shape, v)));
  const candidates: number[] = [];
  established.forEach((e, i) => {
    if (entities.has(e.id) || (e.fact.kind === "at" && attrs.has(attrOf(shape, e.id)))) candidates.push(i);
  });
  const empty = initialDomains(shape);
  const grid = new Int32Array(empty.length);
  const test = (set: readonly number[]): boolean => {
    grid.set(empty);
    for (const i of set) {
      const e = established[i]!;
      applyMask(shape, grid, e.id, e.allowed, e.fact.kind === "at");
    }
    return breaks(grid);
  };
  if (!test(candidates)) return null;
  const order = [...candidates].sort((x, y) => established[y]!.line - established[x]!.line || y - x);
  let kept = candidates;
  for (const i of order) {
    const without = kept.filter((k) => k !== i);
    if (test(without)) kept = without;
  }
  return kept;
}

/** The facts about the clue's own values (those it places: not the values a comparison reads) first. */
function ownFirst(shape: Shape, prop: Prop, facts: readonly Fact[]): Fact[] {
  const mine = mainVars(shape, prop);
  const own = (f: Fact): boolean => mine.includes(entityId(shape, f.entity));
  return [...facts.filter(own), ...facts.filter((f) => !own(f))];
}

/**
 * What a broken clue makes of the clash's facts about its own values, when the other facts rule it
 * out: the domain of one of the clue's values (propagated from the own facts alone) that the other
 * facts leave empty. Undefined when every fact is about the clue's values, or no single value shows it.
 */
function forcedFact(shape: Shape, prop: Prop, facts: readonly Fact[]): Fact | undefined {
  const mine = mainVars(shape, prop);
  const own = facts.filter((f) => mine.includes(entityId(shape, f.entity)));
  const other = facts.filter((f) => !mine.includes(entityId(shape, f.entity)));
  if (other.length === 0) return undefined;
  const start = domainsOf(shape, own);
  if (!propagate(shape, prop, start)) return undefined;
  const forced = Array.from(prop.out);
  const rest = domainsOf(shape, other);
  for (let i = 0; i < prop.vars.length; i++) {
    const v = prop.vars[i]!;
    if (!mine.includes(v) || forced[i] === 0 || forced[i] === start[v]) continue;
    if ((forced[i]! & rest[v]!) === 0) return domainFact(shape, v, forced[i]!);
  }
  return undefined;
}
