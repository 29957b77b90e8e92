import { lowBit, mustDiffer, type Shape } from "../shape.js";
import type { GenericProp } from "./types.js";
import { slotIndex } from "./vars.js";

/** Compiles any positional relation over its clue slots (entities may repeat), propagated by enumeration. */
export function makeGeneric(index: number, vars: Int32Array, slots: readonly number[], relation: (p: readonly number[]) => boolean): GenericProp {
  return { kind: "generic", clue: index, vars, out: new Int32Array(vars.length), slots: Int32Array.from(slots), relation };
}

/** Enumerates the placements of the clue's entities under `dom` and keeps the positions some consistent placement uses. */
export function propagateGeneric(shape: Shape, prop: GenericProp, dom: Int32Array): boolean {
  const vars = prop.vars;
  const k = vars.length;
  const out = prop.out;
  out.fill(0);
  const assign = new Int32Array(k);
  const slotVar = Array.from(prop.slots, (s) => slotIndex(vars, s));
  const positions = new Array<number>(prop.slots.length);
  let found = false;
  const rec = (i: number): void => {
    if (i === k) {
      for (let s = 0; s < slotVar.length; s++) {
        const vi = slotVar[s]!;
        positions[s] = vi >= 0 ? assign[vi]! : lowBit(dom[prop.slots[s]!]!) + 1;
      }
      if (prop.relation(positions)) {
        found = true;
        for (let j = 0; j < k; j++) out[j]! |= 1 << (assign[j]! - 1);
      }
      return;
    }
    let m = dom[vars[i]!]!;
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      const p = 32 - Math.clz32(bit);
      let ok = true;
      for (let j = 0; j < i; j++) {
        if (assign[j] === p && mustDiffer(shape, vars[i]!, vars[j]!)) {
          ok = false;
          break;
        }
      }
      if (!ok) continue;
      assign[i] = p;
      rec(i + 1);
    }
  };
  rec(0);
  return found;
}
