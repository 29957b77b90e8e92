import { isConstant, type Shape } from "../shape.js";

/** The distinct non-constant entities among `ids`, in first-seen order: what a propagator reads and narrows. */
export function makeVars(shape: Shape, ids: readonly number[]): Int32Array {
  let count = 0;
  const tmp = new Int32Array(ids.length);
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    if (isConstant(shape, id)) continue;
    let seen = false;
    for (let j = 0; j < count; j++) if (tmp[j] === id) seen = true;
    if (!seen) tmp[count++] = id;
  }
  return count === ids.length ? tmp : tmp.slice(0, count);
}

/** The index of an entity in a propagator's `vars`, or -1 (a constant). */
export function slotIndex(vars: Int32Array, id: number): number {
  return vars.indexOf(id);
}
