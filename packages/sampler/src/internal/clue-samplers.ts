import { clueEntities, rowClueTypes, type Clue, type ClueType, type Entity, type Rng } from "@zebra/model";
import { POS, entAt, numberAt, positionOfEnt, toEntity, type Ent, type HiddenGrid } from "./hidden-grid.js";

/** What the sampler knows of the solver's progress: the positions each value may still take. */
export interface Knowledge {
  /** Bitmask of the 0-based positions value `v` of row `r` may still take. */
  domain(r: number, v: number): number;
  /** How many values of row `r` have more than one position left. */
  unresolved(r: number): number;
}

/** Knowledge read from a function of the domains (unresolved values are counted on each call). */
export function knowledgeOf(size: number, domain: (r: number, v: number) => number): Knowledge {
  return {
    domain,
    unresolved(r) {
      let open = 0;
      for (let v = 0; v < size; v++) if (popcount(domain(r, v)) !== 1) open++;
      return open;
    },
  };
}

/** Everything a clue sampler draws from. */
export interface SampleContext {
  readonly rng: Rng;
  readonly grid: HiddenGrid;
  /** Entity slots of accepted clues per row; index `rows` is the position pseudo-row. */
  readonly usage: readonly number[];
  /** Relative weight of the position pseudo-row (0: never). */
  readonly positionWeight: number;
  /** The solver's progress, once a clue has been added. */
  readonly knowledge: Knowledge | undefined;
}

/** A sampled clue and the entities it mentions (for the usage counts). */
interface Sampled {
  readonly clue: Clue;
  readonly ents: readonly Ent[];
}

type Sampler = (ctx: SampleContext) => Sampled | null;

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function isPlaced(ctx: SampleContext, e: Ent): boolean {
  if (e.r === POS || ctx.knowledge === undefined) return e.r === POS;
  return popcount(ctx.knowledge.domain(e.r, e.v)) === 1;
}

function usageOf(ctx: SampleContext, r: number): number {
  return ctx.usage[r === POS ? ctx.grid.attributes.length : r] ?? 0;
}

/** Usage-weighted draw of a row among those `allowed` (POS included when allowed and weighted). */
function drawRow(ctx: SampleContext, allowed: (r: number) => boolean): number | null {
  const m = ctx.grid.attributes.length;
  const rows: number[] = [];
  const weights: number[] = [];
  for (let r = 0; r < m; r++) {
    if (!allowed(r)) continue;
    rows.push(r);
    weights.push(1 / (3 + usageOf(ctx, r)));
  }
  if (ctx.positionWeight > 0 && allowed(POS)) {
    rows.push(POS);
    weights.push(ctx.positionWeight / (3 + usageOf(ctx, POS)));
  }
  if (rows.length === 0) return null;
  return rows[ctx.rng.weighted(weights)]!;
}

const anyRow = (): boolean => true;
const notPos = (r: number): boolean => r !== POS;

/**
 * The anchor of a clue: a row drawn by usage and by how much of it the solver has not resolved
 * yet, then a value, favouring values the solver has not placed.
 */
function drawAnchor(ctx: SampleContext, allowed: (r: number) => boolean = anyRow): Ent | null {
  const { grid, rng, knowledge } = ctx;
  const n = grid.size;
  const m = grid.attributes.length;
  const rows: number[] = [];
  const weights: number[] = [];
  for (let r = 0; r < m; r++) {
    if (!allowed(r)) continue;
    const unresolved = knowledge === undefined ? n : knowledge.unresolved(r);
    rows.push(r);
    weights.push((unresolved + 1) / (3 + usageOf(ctx, r)));
  }
  if (ctx.positionWeight > 0 && allowed(POS)) {
    rows.push(POS);
    weights.push(ctx.positionWeight / (3 + usageOf(ctx, POS)));
  }
  if (rows.length === 0) return null;
  const r = rows[rng.weighted(weights)]!;
  if (r === POS || knowledge === undefined) return { r, v: rng.int(n) };
  const valueWeights: number[] = [];
  for (let v = 0; v < n; v++) valueWeights.push(popcount(knowledge.domain(r, v)) === 1 ? 1 : 5);
  return { r, v: rng.weighted(valueWeights) };
}

/** Rows a partner of `a` may come from: at most one position entity per clue. */
function partnerRows(a: Ent, extra: (r: number) => boolean = anyRow): (r: number) => boolean {
  return (r) => (a.r !== POS || r !== POS) && extra(r);
}

function pickPosition(rng: Rng, n: number, ok: (q: number) => boolean): number | null {
  const options: number[] = [];
  for (let q = 0; q < n; q++) if (ok(q)) options.push(q);
  return options.length === 0 ? null : rng.pick(options);
}

function out(clue: Clue, ents: Ent[]): Sampled {
  return { clue, ents };
}

/** same / at: the anchor and the value of another row at the same position. */
const sampleSame: Sampler = (ctx) => {
  const { grid } = ctx;
  const a = drawAnchor(ctx);
  if (a === null) return null;
  const r = drawRow(
    ctx,
    partnerRows(a, (r) => r !== a.r),
  );
  if (r === null) return null;
  const b = entAt(grid, r, positionOfEnt(grid, a));
  return sameOrAt(grid, a, b, true);
};

function sameOrAt(grid: HiddenGrid, a: Ent, b: Ent, positive: boolean): Sampled {
  if (a.r === POS || b.r === POS) {
    const [value, pos] = a.r === POS ? [b, a] : [a, b];
    return out({ type: positive ? "at" : "not_at", a: toEntity(grid, value), pos: pos.v + 1 }, [value, pos]);
  }
  return out({ type: positive ? "same" : "not_same", a: toEntity(grid, a), b: toEntity(grid, b) }, [a, b]);
}

/** not_same / not_at: the anchor and a value of another row at another position. */
const sampleNotSame: Sampler = (ctx) => {
  const { grid, rng } = ctx;
  const a = drawAnchor(ctx);
  if (a === null) return null;
  const r = drawRow(
    ctx,
    partnerRows(a, (r) => r !== a.r),
  );
  if (r === null) return null;
  const pa = positionOfEnt(grid, a);
  const q = pickPosition(rng, grid.size, (q) => q !== pa);
  if (q === null) return null;
  return sameOrAt(grid, a, entAt(grid, r, q), false);
};

const sampleAt: Sampler = (ctx) => {
  const a = drawAnchor(ctx, notPos);
  if (a === null) return null;
  return sameOrAt(ctx.grid, a, { r: POS, v: positionOfEnt(ctx.grid, a) }, true);
};

const sampleNotAt: Sampler = (ctx) => {
  const { grid, rng } = ctx;
  const a = drawAnchor(ctx, notPos);
  if (a === null) return null;
  const pa = positionOfEnt(grid, a);
  const q = pickPosition(rng, grid.size, (q) => q !== pa);
  if (q === null) return null;
  return sameOrAt(grid, a, { r: POS, v: q }, false);
};

/**
 * A two-entity clue: the anchor, and a partner from a usage-weighted row at a position that
 * `near(pa, q)` accepts; `build(x, y)` gets the two entities ordered as `order(pa, q)` says.
 */
function pairSampler(
  near: (pa: number, q: number, n: number) => boolean,
  build: (grid: HiddenGrid, x: Ent, y: Ent, px: number, py: number) => Sampled | null,
  sameRowAllowed = true,
): Sampler {
  return (ctx) => {
    const { grid, rng } = ctx;
    const a = drawAnchor(ctx);
    if (a === null) return null;
    const r = drawRow(
      ctx,
      partnerRows(a, (r) => sameRowAllowed || r !== a.r),
    );
    if (r === null) return null;
    const pa = positionOfEnt(grid, a);
    const q = pickPosition(rng, grid.size, (q) => q !== pa && near(pa, q, grid.size));
    if (q === null) return null;
    const b = entAt(grid, r, q);
    return build(grid, a, b, pa, q);
  };
}

function binary(
  type: "next_to" | "not_next_to" | "left_of" | "right_of" | "immediately_left" | "immediately_right",
  grid: HiddenGrid,
  x: Ent,
  y: Ent,
): Sampled {
  return out({ type, a: toEntity(grid, x), b: toEntity(grid, y) }, [x, y]);
}

const sampleNextTo = pairSampler(
  (pa, q) => Math.abs(pa - q) === 1,
  (grid, a, b) => binary("next_to", grid, a, b),
);
const sampleNotNextTo = pairSampler(
  (pa, q) => Math.abs(pa - q) >= 2,
  (grid, a, b) => binary("not_next_to", grid, a, b),
);
const sampleLeftOf = pairSampler(
  () => true,
  (grid, a, b, pa, pb) => (pa < pb ? binary("left_of", grid, a, b) : binary("left_of", grid, b, a)),
);
const sampleRightOf = pairSampler(
  () => true,
  (grid, a, b, pa, pb) => (pa > pb ? binary("right_of", grid, a, b) : binary("right_of", grid, b, a)),
);
const sampleImmediatelyLeft = pairSampler(
  (pa, q) => Math.abs(pa - q) === 1,
  (grid, a, b, pa, pb) => (pa < pb ? binary("immediately_left", grid, a, b) : binary("immediately_left", grid, b, a)),
);
const sampleImmediatelyRight = pairSampler(
  (pa, q) => Math.abs(pa - q) === 1,
  (grid, a, b, pa, pb) => (pa > pb ? binary("immediately_right", grid, a, b) : binary("immediately_right", grid, b, a)),
);
const sampleDistance = pairSampler(
  (pa, q) => Math.abs(pa - q) >= 2,
  (grid, a, b, pa, pb) => out({ type: "distance", a: toEntity(grid, a), b: toEntity(grid, b), d: Math.abs(pa - pb) }, [a, b]),
);

/** ends: a value at one of the two ends, favouring the one the solver has not placed. */
const sampleEnds: Sampler = (ctx) => {
  const { grid, rng } = ctx;
  const n = grid.size;
  if (n < 3) return null;
  const a = drawAnchor(ctx, notPos);
  if (a === null) return null;
  const left = entAt(grid, a.r, 0);
  const right = entAt(grid, a.r, n - 1);
  const wl = isPlaced(ctx, left) ? 1 : 5;
  const wr = isPlaced(ctx, right) ? 1 : 5;
  const e = rng.weighted([wl, wr]) === 0 ? left : right;
  return out({ type: "ends", a: toEntity(grid, e) }, [e]);
};

/** between: the anchor takes a role its position allows; the others fill in around it. */
const sampleBetween: Sampler = (ctx) => {
  const { grid, rng } = ctx;
  const n = grid.size;
  if (n < 3) return null;
  const x = drawAnchor(ctx);
  if (x === null) return null;
  const p = positionOfEnt(grid, x);
  const roles: ("a" | "b" | "c")[] = [];
  if (p <= n - 3) roles.push("a");
  if (p >= 1 && p <= n - 2) roles.push("b");
  if (p >= 2) roles.push("c");
  const role = rng.pick(roles);
  let pa: number, pb: number, pc: number;
  if (role === "a") {
    pa = p;
    pc = p + 2 + rng.int(n - p - 2);
    pb = p + 1 + rng.int(pc - p - 1);
  } else if (role === "b") {
    pb = p;
    pa = rng.int(p);
    pc = p + 1 + rng.int(n - p - 1);
  } else {
    pc = p;
    pa = rng.int(p - 1);
    pb = pa + 1 + rng.int(p - pa - 1);
  }
  const positions = { a: pa, b: pb, c: pc };
  const ents: Partial<Record<"a" | "b" | "c", Ent>> = { [role]: x };
  let hasPos = x.r === POS;
  for (const k of ["a", "b", "c"] as const) {
    if (ents[k] !== undefined) continue;
    const r = drawRow(ctx, (r) => !(hasPos && r === POS));
    if (r === null) return null;
    if (r === POS) hasPos = true;
    ents[k] = entAt(grid, r, positions[k]);
  }
  const ea = ents.a!;
  const eb = ents.b!;
  const ec = ents.c!;
  return out({ type: "between", a: toEntity(grid, ea), b: toEntity(grid, eb), c: toEntity(grid, ec) }, [ea, eb, ec]);
};

/** A numeric comparison between the anchor and another person, on a numeric attribute. */
function numericSampler(type: "less_than" | "greater_than" | "difference"): Sampler {
  return (ctx) => {
    const { grid, rng } = ctx;
    if (grid.numericRows.length === 0) return null;
    const nr = rng.pick(grid.numericRows);
    const a = drawAnchor(ctx);
    if (a === null) return null;
    // At most one side may be a value of the compared attribute itself.
    const r = drawRow(
      ctx,
      partnerRows(a, (r) => r !== nr || a.r !== nr),
    );
    if (r === null) return null;
    const pa = positionOfEnt(grid, a);
    const q = pickPosition(rng, grid.size, (q) => q !== pa);
    if (q === null) return null;
    const b = entAt(grid, r, q);
    const xa = numberAt(grid, nr, pa);
    const xb = numberAt(grid, nr, q);
    const attr = grid.attributes[nr]!.name;
    // Order the operands so the clue is true: a < b, a > b, or a − b = d with d > 0.
    const [lo, hi] = xa < xb ? [a, b] : [b, a];
    const ents = [lo, hi];
    const ea = toEntity(grid, lo);
    const eb = toEntity(grid, hi);
    if (type === "less_than") return out({ type, attr, a: ea, b: eb }, ents);
    if (type === "greater_than") return out({ type, attr, a: eb, b: ea }, [hi, lo]);
    return out({ type, attr, a: eb, b: ea, d: Math.abs(xa - xb) }, [hi, lo]);
  };
}

/** Draws a row other than `a`'s (and than every row in `avoid`, while one is left). */
function otherRow(ctx: SampleContext, a: Ent, avoid: readonly number[] = []): number | null {
  const r = drawRow(ctx, (r) => r !== a.r && r !== POS && !avoid.includes(r));
  return r ?? drawRow(ctx, (r) => r !== a.r && r !== POS);
}

/** either: the anchor is one of two people of other attributes, the true one and another, in random order. */
const sampleEither: Sampler = (ctx) => {
  const { grid, rng } = ctx;
  const a = drawAnchor(ctx, notPos);
  if (a === null) return null;
  const pa = positionOfEnt(grid, a);
  const rb = otherRow(ctx, a);
  const rc = rb === null ? null : rng.chance(0.5) ? rb : otherRow(ctx, a);
  const q = pickPosition(rng, grid.size, (q) => q !== pa);
  if (rb === null || rc === null || q === null) return null;
  const [b, c] = rng.shuffle([entAt(grid, rb, pa), entAt(grid, rc, q)]) as [Ent, Ent];
  return out({ type: "either", a: toEntity(grid, a), b: toEntity(grid, b), c: toEntity(grid, c) }, [a, b, c]);
};

/** neither: the anchor is neither of two other people, of other attributes. */
const sampleNeither: Sampler = (ctx) => {
  const { grid, rng } = ctx;
  const a = drawAnchor(ctx, notPos);
  if (a === null) return null;
  const pa = positionOfEnt(grid, a);
  const rb = otherRow(ctx, a);
  const rc = rb === null ? null : rng.chance(0.5) ? rb : otherRow(ctx, a);
  const qb = pickPosition(rng, grid.size, (q) => q !== pa);
  const qc = qb === null ? null : pickPosition(rng, grid.size, (q) => q !== pa && (q !== qb || rc !== rb));
  if (rb === null || rc === null || qb === null || qc === null) return null;
  const b = entAt(grid, rb, qb);
  const c = entAt(grid, rc, qc);
  return out({ type: "neither", a: toEntity(grid, a), b: toEntity(grid, b), c: toEntity(grid, c) }, [a, b, c]);
};

/** one_each: two people, each named twice (by different attributes); the pairing is left open. */
const sampleOneEach: Sampler = (ctx) => {
  const { grid, rng } = ctx;
  const x = drawAnchor(ctx, notPos);
  if (x === null) return null;
  const px = positionOfEnt(grid, x);
  const q = pickPosition(rng, grid.size, (q) => q !== px);
  const rx = otherRow(ctx, x);
  const ry = drawRow(ctx, notPos);
  if (q === null || rx === null || ry === null) return null;
  const y = entAt(grid, ry, q);
  const ryy = otherRow(ctx, y);
  if (ryy === null) return null;
  const xx = entAt(grid, rx, px);
  const yy = entAt(grid, ryy, q);
  const [a, b] = rng.shuffle([xx, yy]) as [Ent, Ent];
  const [o0, o1] = rng.shuffle([x, y]) as [Ent, Ent];
  return out({ type: "one_each", a: toEntity(grid, a), b: toEntity(grid, b), of: [toEntity(grid, o0), toEntity(grid, o1)] }, [a, b, o0, o1]);
};

/** all_different: three or four people at different positions, each of a different attribute while there are enough. */
const sampleAllDifferent: Sampler = (ctx) => {
  const { grid, rng } = ctx;
  const n = grid.size;
  const m = grid.attributes.length;
  const most = Math.min(4, n, m);
  if (most < 3) return null;
  const k = 3 + rng.int(most - 2);
  const positions = rng.shuffle(Array.from({ length: n }, (_, p) => p)).slice(0, k);
  const rows = rng.shuffle(Array.from({ length: m }, (_, r) => r)).slice(0, k);
  const ents = positions.map((p, i) => entAt(grid, rows[i]!, p));
  return out({ type: "all_different", of: ents.map((e) => toEntity(grid, e)) }, ents);
};

/** The factors a ratio clue may state: "twice", "three times", "half". */
const factors = [2, 3, 0.5] as const;

/** ratio: two people whose values of a numeric attribute stand in a simple ratio, when two do. */
const sampleRatio: Sampler = (ctx) => {
  const { grid, rng } = ctx;
  if (grid.numericRows.length === 0) return null;
  const nr = rng.pick(grid.numericRows);
  const n = grid.size;
  const pairs: [number, number, number][] = [];
  for (let p = 0; p < n; p++)
    for (let q = 0; q < n; q++) for (const f of factors) if (p !== q && numberAt(grid, nr, p) === f * numberAt(grid, nr, q)) pairs.push([p, q, f]);
  if (pairs.length === 0) return null;
  const [p, q, factor] = rng.pick(pairs);
  const ra = drawRow(ctx, (r) => r !== POS && r !== nr);
  const rb = drawRow(ctx, (r) => r !== POS && r !== nr);
  if (ra === null || rb === null) return null;
  const a = entAt(grid, ra, p);
  const b = entAt(grid, rb, q);
  return out({ type: "ratio", attr: grid.attributes[nr]!.name, a: toEntity(grid, a), b: toEntity(grid, b), factor }, [a, b]);
};

/** least / most: who has the smallest (largest) value of a numeric attribute, named by another attribute. */
function superlativeSampler(type: "least" | "most"): Sampler {
  return (ctx) => {
    const { grid, rng } = ctx;
    if (grid.numericRows.length === 0) return null;
    const nr = rng.pick(grid.numericRows);
    const r = drawRow(ctx, (r) => r !== POS && r !== nr);
    if (r === null) return null;
    // Numeric values are listed in increasing order: the smallest is value 0.
    const extreme = type === "least" ? 0 : grid.size - 1;
    const a = entAt(grid, r, grid.positionOf[nr]![extreme]!);
    return out({ type, attr: grid.attributes[nr]!.name, a: toEntity(grid, a) }, [a]);
  };
}

/** The kinds of simple clue an `any_of` is built from. */
const anyOfParts = ["same", "at", "next_to", "left_of"] as const;

/** A false clue of the given kind, about the entity `a` (or null when none exists). */
function falseClue(ctx: SampleContext, kind: (typeof anyOfParts)[number], a: Ent): Sampled | null {
  const { grid, rng } = ctx;
  const n = grid.size;
  const pa = positionOfEnt(grid, a);
  if (kind === "at") {
    if (a.r === POS) return null;
    const q = pickPosition(rng, n, (q) => q !== pa);
    return q === null ? null : sameOrAt(grid, a, { r: POS, v: q }, true);
  }
  const r = drawRow(
    ctx,
    partnerRows(a, (r) => kind !== "same" || r !== a.r),
  );
  if (r === null) return null;
  let ok: (q: number) => boolean;
  if (kind === "same") ok = (q) => q !== pa;
  else if (kind === "next_to") ok = (q) => q !== pa && Math.abs(q - pa) !== 1;
  else ok = (q) => q < pa;
  const q = pickPosition(rng, n, ok);
  if (q === null) return null;
  const b = entAt(grid, r, q);
  if (kind === "same") return sameOrAt(grid, a, b, true);
  return binary(kind, grid, a, b);
}

/**
 * any_of: "either X or Y", where one option is true of the hidden grid and the other false
 * (so the clue is true, and exactly one option holds). The options come in random order.
 */
const sampleAnyOf: Sampler = (ctx) => {
  const { rng } = ctx;
  const trueKind = rng.pick(anyOfParts);
  const truth = simpleSamplers[trueKind](ctx);
  if (truth === null) return null;
  const falseKind = rng.pick(anyOfParts);
  const other = drawAnchor(ctx);
  if (other === null) return null;
  const lie = falseClue(ctx, falseKind, other);
  if (lie === null) return null;
  const options = rng.shuffle([[truth.clue], [lie.clue]]);
  const ents: Ent[] = [...truth.ents];
  for (const e of lie.ents) if (!ents.some((x) => x.r === e.r && x.v === e.v)) ents.push(e);
  return out({ type: "any_of", options }, ents);
};

const simpleSamplers = {
  same: sampleSame,
  at: sampleAt,
  next_to: sampleNextTo,
  left_of: sampleLeftOf,
} as const satisfies Record<(typeof anyOfParts)[number], Sampler>;

/** One sampler per clue type; each returns a clue that is true of the hidden grid, or null. */
export const clueSamplers: { readonly [K in ClueType]: Sampler } = {
  same: sampleSame,
  not_same: sampleNotSame,
  at: sampleAt,
  not_at: sampleNotAt,
  next_to: sampleNextTo,
  not_next_to: sampleNotNextTo,
  left_of: sampleLeftOf,
  right_of: sampleRightOf,
  immediately_left: sampleImmediatelyLeft,
  immediately_right: sampleImmediatelyRight,
  ends: sampleEnds,
  between: sampleBetween,
  distance: sampleDistance,
  any_of: sampleAnyOf,
  less_than: numericSampler("less_than"),
  greater_than: numericSampler("greater_than"),
  difference: numericSampler("difference"),
  either: sampleEither,
  neither: sampleNeither,
  one_each: sampleOneEach,
  all_different: sampleAllDifferent,
  ratio: sampleRatio,
  least: superlativeSampler("least"),
  most: superlativeSampler("most"),
};

/** Whether a clue type can be sampled at all for this grid and position weight. */
export function clueTypeFits(type: ClueType, grid: HiddenGrid, positionWeight: number): boolean {
  const n = grid.size;
  const m = grid.attributes.length;
  const twoRows = m >= 2 || positionWeight > 0;
  // A logic grid has no row: only the clues that need none.
  if (grid.keyed && (rowClueTypes as readonly ClueType[]).includes(type)) return false;
  switch (type) {
    case "same":
    case "not_same":
      return twoRows && n >= 2;
    case "at":
    case "not_at":
    case "left_of":
    case "right_of":
    case "immediately_left":
    case "immediately_right":
    case "any_of":
      return n >= 2;
    case "next_to":
      return n >= 2 && (n >= 3 || twoRows);
    case "not_next_to":
    case "ends":
    case "between":
    case "distance":
      return n >= 3;
    case "less_than":
    case "greater_than":
    case "difference":
      return grid.numericRows.length > 0 && twoRows && n >= 2;
    case "ratio":
    case "least":
    case "most":
      return grid.numericRows.length > 0 && m >= 2 && n >= 2;
    case "either":
    case "neither":
      return m >= 2 && n >= 3;
    case "one_each":
      return m >= 2 && n >= 2;
    case "all_different":
      return m >= 3 && n >= 3;
  }
}

/** Entities (model form) a clue mentions, `any_of` options included. */
export function allEntities(clue: Clue): Entity[] {
  return clue.type === "any_of" ? clue.options.flatMap((option) => option.flatMap(allEntities)) : clueEntities(clue);
}
