/**
 * The deductions a person makes on a paper logic grid, followed through until nothing changes.
 *
 * The grid relates elements: the houses and every attribute's values, one "dimension" each
 * (dimension 0 is the houses, dimension d ≥ 1 attribute d − 1). Element `e` is value
 * `e % size` of dimension `⌊e / size⌋`. A relation between two elements of different
 * dimensions is open, "no" or "yes", kept in a symmetric matrix of `E × E` bytes.
 */
export const OPEN = 0;
export const NO = 1;
export const YES = 2;

/** Which of the paper rules to follow. */
export interface Rules {
  /** A "yes" crosses out the rest of its row and column in its block. */
  readonly cross: boolean;
  /** Blocks combine: two elements related by a "yes" share every other relation (transitivity). */
  readonly combine: boolean;
  /** A row or column of a block with one open cell and no "yes" is a "yes" there. */
  readonly single: boolean;
}

/** What follows from a set of marks. */
export interface Deduced {
  /** The relation of every pair of elements, marks and consequences. */
  readonly state: Uint8Array;
  /** 1 where a consequence contradicts a mark or another consequence. */
  readonly clash: Uint8Array;
}

/**
 * Follows the rules through from `marks` (an `E × E` symmetric matrix, `E = dims · size`).
 * Where two deductions disagree, the first one stays and both cells count as clashing.
 * Cost: about `E` steps for every relation decided, so `E³` at most (a few milliseconds for
 * 12 houses and 12 attributes).
 */
export function deduce(marks: Uint8Array, dims: number, size: number, rules: Rules): Deduced {
  const n = dims * size;
  const state = new Uint8Array(marks);
  const clash = new Uint8Array(n * n);
  const dimOf = Uint8Array.from({ length: n }, (_, e) => Math.floor(e / size));
  // Every pair enters the queue once as a mark and at most once more when it is decided.
  const queue = new Int32Array(n * n);
  let queued = 0;
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (state[a * n + b] !== OPEN) queue[queued++] = a * n + b;

  const set = (a: number, b: number, v: number): void => {
    const i = a * n + b;
    const now = state[i]!;
    if (now === v) return;
    if (now !== OPEN) {
      clash[i] = 1;
      clash[b * n + a] = 1;
      return;
    }
    state[i] = v;
    state[b * n + a] = v;
    queue[queued++] = i;
  };

  const follow = (a: number, b: number, v: number): void => {
    const da = dimOf[a]!;
    const db = dimOf[b]!;
    if (v === YES && rules.cross) {
      for (let k = 0; k < size; k++) {
        const a2 = da * size + k;
        const b2 = db * size + k;
        if (a2 !== a) set(a2, b, NO);
        if (b2 !== b) set(a, b2, NO);
      }
    }
    if (!rules.combine) return;
    const rowA = a * n;
    const rowB = b * n;
    for (let x = 0; x < n; x++) {
      const dx = dimOf[x];
      if (dx === da || dx === db) continue;
      const ax = state[rowA + x]!;
      const bx = state[rowB + x]!;
      if (ax === OPEN && bx === OPEN) continue;
      if (v === YES) {
        // a and b are one house: what is known of either and x holds for both.
        if (ax !== OPEN) set(b, x, ax);
        if (bx !== OPEN) set(a, x, bx);
      }
      // x is one house with a (or b): the new relation holds for x too.
      if (ax === YES) set(x, b, v);
      if (bx === YES) set(a, x, v);
    }
  };

  const drain = (): void => {
    while (queued > 0) {
      const i = queue[--queued]!;
      follow(Math.floor(i / n), i % n, state[i]!);
    }
  };

  drain();
  if (rules.single) {
    for (let changed = true; changed; ) {
      changed = false;
      for (let a = 0; a < n; a++) {
        const da = dimOf[a];
        for (let d = 0; d < dims; d++) {
          if (d === da) continue;
          let open = -1;
          let count = 0;
          let placed = false;
          for (let k = 0; k < size && !placed; k++) {
            const s = state[a * n + d * size + k];
            if (s === YES) placed = true;
            else if (s === OPEN) {
              open = d * size + k;
              count++;
            }
          }
          if (placed || count !== 1) continue;
          set(a, open, YES);
          drain();
          changed = true;
        }
      }
    }
  }
  return { state, clash };
}

/** The lines (an element against a whole other dimension) whose every cell is "no". */
export function deadLines(state: Uint8Array, dims: number, size: number): { readonly elem: number; readonly dim: number }[] {
  const n = dims * size;
  const out: { elem: number; dim: number }[] = [];
  for (let a = 0; a < n; a++) {
    const da = Math.floor(a / size);
    for (let d = 0; d < dims; d++) {
      if (d === da) continue;
      let allNo = true;
      for (let k = 0; k < size && allNo; k++) if (state[a * n + d * size + k] !== NO) allNo = false;
      if (allNo) out.push({ elem: a, dim: d });
    }
  }
  return out;
}
