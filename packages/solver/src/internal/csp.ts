import { clueEntities, clueHolds, isPositionRef, type Clue, type Placement, type Value } from "@zebra/model";
import { attrOf, entityId, type Shape } from "./shape.js";
import { withoutSuperlatives } from "./superlative.js";

/**
 * A small complete search used to check steps.
 *
 * Variables are the entities the cited clues and facts mention; domains come from the facts;
 * constraints are the clues' meanings (`clueHolds`, the one definition) and "different values of
 * one attribute sit at different positions" (when every value of an attribute is mentioned,
 * that makes a permutation, so each position holds one of them). A numeric clue also reads the
 * value of its attribute at a position: such a cell is assigned on demand, to a mentioned value
 * that sits there or to an unmentioned value used by no other cell. Nothing else of the puzzle is
 * assumed (but a logic grid's key, which names the people), so a step that passes follows from
 * what it cites.
 */
export class SmallCsp {
  readonly shape: Shape;
  readonly masks = new Map<number, number>();
  readonly clues: Clue[] = [];

  constructor(shape: Shape) {
    this.shape = shape;
  }

  addEntity(id: number): void {
    if (id >= this.shape.valueCount || this.masks.has(id)) return;
    // A logic grid's key names the people: its value k is person k, a given rather than a fact.
    this.masks.set(id, this.shape.keyed && id < this.shape.size ? 1 << id : this.shape.full);
  }

  addClue(clue: Clue): void {
    // A superlative is searched as the "same" clue it amounts to, as the solver deduces it: its
    // extreme value is then one of the clue's own values.
    const searched = withoutSuperlatives(this.shape, clue);
    this.clues.push(searched);
    this.mention(searched);
  }

  private mention(clue: Clue): void {
    if (clue.type === "any_of") {
      for (const option of clue.options) for (const inner of option) this.mention(inner);
      return;
    }
    for (const e of clueEntities(clue)) if (!isPositionRef(e)) this.addEntity(entityId(this.shape, e));
  }

  restrict(id: number, mask: number): void {
    this.addEntity(id);
    this.masks.set(id, this.masks.get(id)! & mask);
  }

  /** Product of the domain sizes (the size of the unpruned search space). */
  searchSize(): number {
    let size = 1;
    for (const m of this.masks.values()) size *= bits(m);
    return size;
  }

  /** Whether some assignment satisfies every clue and the all-different rule. */
  satisfiable(): boolean {
    const shape = this.shape;
    const n = shape.size;
    const vars = [...this.masks.keys()].sort((x, y) => bits(this.masks.get(x)!) - bits(this.masks.get(y)!) || x - y);
    const isVar = new Set(vars);
    const pos = new Map<number, number>(); // entity -> position
    const cell = new Map<number, number>(); // attr * n + (p - 1) -> value entity (mentioned or not)
    const used = new Set<number>(); // unmentioned values placed in a cell
    let missing = -1; // a cell some clue asked for and nobody occupies
    const placement: Placement = {
      size: n,
      positionOf: (ref) => {
        const a = shape.attrIndex.get(ref.attr);
        const v = a === undefined ? undefined : shape.valueIndex[a]!.get(ref.value);
        return a === undefined || v === undefined ? undefined : pos.get(a * n + v);
      },
      valueAt: (attr, p): Value | undefined => {
        const a = shape.attrIndex.get(attr);
        if (a === undefined || p < 1 || p > n) return undefined;
        const id = cell.get(a * n + p - 1);
        if (id === undefined) {
          if (missing < 0) missing = a * n + p - 1;
          return undefined;
        }
        return shape.refs[id]!.value;
      },
    };
    const consistent = (): boolean => {
      for (const c of this.clues) if (clueHolds(c, placement) === false) return false;
      return true;
    };
    // After every entity is placed: assign the cells the clues still ask for, then check.
    const cells = (): boolean => {
      missing = -1;
      let open = false;
      for (const c of this.clues) {
        const h = clueHolds(c, placement);
        if (h === false) return false;
        if (h === undefined) open = true;
      }
      if (!open) return true;
      if (missing < 0) return false;
      const key = missing;
      const a = Math.floor(key / n);
      for (let w = a * n; w < (a + 1) * n; w++) {
        if (isVar.has(w) || used.has(w)) continue;
        cell.set(key, w);
        used.add(w);
        const ok = cells();
        cell.delete(key);
        used.delete(w);
        if (ok) return true;
      }
      return false;
    };
    const rec = (i: number): boolean => {
      if (i === vars.length) return cells();
      const v = vars[i]!;
      const a = attrOf(shape, v);
      let m = this.masks.get(v)!;
      while (m !== 0) {
        const bit = m & -m;
        m ^= bit;
        const p = 32 - Math.clz32(bit);
        const key = a * n + p - 1;
        if (cell.has(key)) continue;
        pos.set(v, p);
        cell.set(key, v);
        if (consistent() && rec(i + 1)) return true;
        pos.delete(v);
        cell.delete(key);
      }
      return false;
    };
    return rec(0);
  }

  copy(): SmallCsp {
    const c = new SmallCsp(this.shape);
    for (const [k, v] of this.masks) c.masks.set(k, v);
    c.clues.push(...this.clues);
    return c;
  }
}

function bits(x: number): number {
  let c = 0;
  while (x !== 0) {
    x &= x - 1;
    c++;
  }
  return c;
}
