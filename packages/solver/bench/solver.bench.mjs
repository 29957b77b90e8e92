// Benchmark of @zebra/solver (the built package): deductive solve with trace, complete count,
// and uniqueness proofs by z3 and logic-solver on the same puzzles.
//
// Puzzles are generated here with a fixed seed: a random hidden grid, then random clues true of
// it (positional types only) until countSolutions says the solution is unique.
import { createRequire } from "node:module";
import { loadavg } from "node:os";
import { createRng } from "@zebra/model";
import { countSolutions, createEngine, deduce, verifyStep } from "@zebra/solver";
import { median, ms, printTable, quantile, timeEach } from "../../../scripts/bench-utils.mjs";

const require = createRequire(import.meta.url);

// ------------------------------------------------------------------ puzzles

const int = (r, lo, hi) => lo + Math.floor(r() * (hi - lo + 1));
function shuffle(r, xs) {
  const a = xs.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/** A clue true of the hidden grid, built from it (so no rejection sampling). */
function trueClue(r, n, attributes, hidden) {
  const m = attributes.length;
  const at = (p) => {
    // the person at position p, named by a random attribute's value
    const a = attributes[int(r, 0, m - 1)].name;
    return { attr: a, value: hidden[a][p - 1] };
  };
  const roll = r();
  const p = int(r, 1, n);
  if (roll < 0.22) {
    const a = int(r, 0, m - 1);
    let b = int(r, 0, m - 1);
    if (m > 1) while (b === a) b = int(r, 0, m - 1);
    return {
      type: "same",
      a: { attr: attributes[a].name, value: hidden[attributes[a].name][p - 1] },
      b: { attr: attributes[b].name, value: hidden[attributes[b].name][p - 1] },
    };
  }
  if (roll < 0.34 && n > 1) {
    const q = p === 1 ? 2 : p === n ? n - 1 : p + (r() < 0.5 ? -1 : 1);
    return { type: "next_to", a: at(p), b: at(q) };
  }
  if (roll < 0.44 && p < n) return { type: "immediately_left", a: at(p), b: at(p + 1) };
  if (roll < 0.56 && n > 1) {
    let q = int(r, 1, n);
    while (q === p) q = int(r, 1, n);
    return q > p ? { type: "left_of", a: at(p), b: at(q) } : { type: "right_of", a: at(p), b: at(q) };
  }
  if (roll < 0.66 && n > 2) {
    const xs = shuffle(
      r,
      Array.from({ length: n }, (_, i) => i + 1),
    )
      .slice(0, 3)
      .sort((x, y) => x - y);
    return { type: "between", a: at(xs[0]), b: at(xs[1]), c: at(xs[2]) };
  }
  if (roll < 0.76 && n > 1) {
    let q = int(r, 1, n);
    while (q === p) q = int(r, 1, n);
    return { type: "not_same", a: at(p), b: at(q) };
  }
  if (roll < 0.82 && n > 2) {
    let q = int(r, 1, n);
    while (Math.abs(q - p) === 1) q = int(r, 1, n);
    return { type: "not_next_to", a: at(p), b: at(q) };
  }
  if (roll < 0.88 && n > 2) {
    let q = int(r, 1, n);
    while (q === p) q = int(r, 1, n);
    return { type: "distance", a: at(p), b: at(q), d: Math.abs(p - q) };
  }
  if (roll < 0.93) return { type: "not_at", a: at(p), pos: p === n ? 1 : p + 1 };
  if (roll < 0.97 && (p === 1 || p === n)) return { type: "ends", a: at(p) };
  return { type: "at", a: at(p), pos: p };
}

function makePuzzle(seed, n) {
  const rng = createRng(seed);
  const r = () => rng.float();
  const attributes = Array.from({ length: n }, (_, a) => ({ name: `A${a}`, values: Array.from({ length: n }, (_, v) => `v${a}_${v}`) }));
  const hidden = Object.fromEntries(attributes.map((a) => [a.name, shuffle(r, a.values)]));
  const clues = [];
  const puzzle = { format: "zebra-puzzle/1", size: n, attributes, clues };
  // add clues until unique; check every `step` clues once the count is small
  for (;;) {
    clues.push(trueClue(r, n, attributes, hidden));
    if (clues.length < n * 2) continue;
    if (countSolutions(puzzle, { limit: 2 }).count === 1) return { puzzle, hidden };
  }
}

// ------------------------------------------------------------------ z3 and logic-solver

/** The puzzle in SMT-LIB: one Int (the position) per value, Distinct per attribute, the clues. */
function smtlib(puzzle) {
  const n = puzzle.size;
  const names = new Map();
  const lines = [];
  const all = [];
  puzzle.attributes.forEach((a, ai) => {
    const row = a.values.map((v, vi) => {
      const name = `v_${ai}_${vi}`;
      names.set(`${a.name}\u0000${v}`, name);
      lines.push(`(declare-const ${name} Int)`, `(assert (and (>= ${name} 1) (<= ${name} ${n})))`);
      all.push(name);
      return name;
    });
    lines.push(`(assert (distinct ${row.join(" ")}))`);
  });
  const e = (ent) => ("pos" in ent ? String(ent.pos) : names.get(`${ent.attr}\u0000${ent.value}`));
  for (const c of puzzle.clues) {
    const a = e(c.a);
    const b = c.b ? e(c.b) : "";
    const f = {
      same: () => `(= ${a} ${b})`,
      not_same: () => `(distinct ${a} ${b})`,
      at: () => `(= ${a} ${c.pos})`,
      not_at: () => `(distinct ${a} ${c.pos})`,
      next_to: () => `(or (= ${a} (+ ${b} 1)) (= ${a} (- ${b} 1)))`,
      not_next_to: () => `(and (distinct ${a} (+ ${b} 1)) (distinct ${a} (- ${b} 1)))`,
      left_of: () => `(< ${a} ${b})`,
      right_of: () => `(> ${a} ${b})`,
      immediately_left: () => `(= ${a} (- ${b} 1))`,
      immediately_right: () => `(= ${a} (+ ${b} 1))`,
      ends: () => `(or (= ${a} 1) (= ${a} ${n}))`,
      between: () => `(and (< ${a} ${b}) (< ${b} ${e(c.c)}))`,
      distance: () => `(or (= (- ${a} ${b}) ${c.d}) (= (- ${b} ${a}) ${c.d}))`,
    }[c.type];
    if (!f) throw new Error(`bench: no SMT-LIB encoding for ${c.type}`);
    lines.push(`(assert ${f()})`);
  }
  return { text: lines.join("\n"), all };
}

/** Asserts SMT-LIB text (parsed synchronously) into a low-level z3 solver. */
function assertText(Z3, ctx, solver, text) {
  const v = Z3.parse_smtlib2_string(ctx, text, [], [], [], []);
  Z3.ast_vector_inc_ref(ctx, v);
  for (let i = 0; i < Z3.ast_vector_size(ctx, v); i++) Z3.solver_assert(ctx, solver, Z3.ast_vector_get(ctx, v, i));
  Z3.ast_vector_dec_ref(ctx, v);
}

/**
 * Uniqueness by z3: check sat, block the model, check again. Returns "unique", "multiple",
 * "unsat" or "unknown". Uses the low-level API with SMT-LIB text parsed synchronously (the
 * high-level API's garbage-collected handles intermittently corrupt the WebAssembly heap).
 */
async function z3Unique(z3, puzzle) {
  const { Z3, ctx } = z3;
  const { text, all } = smtlib(puzzle);
  const solver = Z3.mk_solver(ctx);
  Z3.solver_inc_ref(ctx, solver);
  try {
    assertText(Z3, ctx, solver, text);
    const first = await Z3.solver_check(ctx, solver);
    if (first !== 1) return first === -1 ? "unsat" : "unknown";
    const model = Z3.solver_get_model(ctx, solver);
    Z3.model_inc_ref(ctx, model);
    const values = new Map([...Z3.model_to_string(ctx, model).matchAll(/(v_\d+_\d+) -> (\d+)/g)].map((m) => [m[1], m[2]]));
    Z3.model_dec_ref(ctx, model);
    if (values.size !== all.length) throw new Error("bench: could not read the z3 model");
    const decls = all.map((x) => `(declare-const ${x} Int)`).join("");
    assertText(Z3, ctx, solver, `${decls}(assert (or ${all.map((x) => `(distinct ${x} ${values.get(x)})`).join(" ")}))`);
    const second = await Z3.solver_check(ctx, solver);
    return second === -1 ? "unique" : second === 1 ? "multiple" : "unknown";
  } finally {
    Z3.solver_dec_ref(ctx, solver);
  }
}

/** Uniqueness by logic-solver (MiniSat): one boolean per (value, position). */
function logicUnique(Logic, puzzle) {
  const n = puzzle.size;
  const s = new Logic.Solver();
  const v = (ent, p) => `${ent.attr}\u0000${ent.value}@${p}`;
  const at = (ent, p) => ("pos" in ent ? (ent.pos === p ? Logic.TRUE : Logic.FALSE) : v(ent, p));
  const P = Array.from({ length: n }, (_, i) => i + 1);
  for (const a of puzzle.attributes) {
    for (const value of a.values) s.require(Logic.exactlyOne(...P.map((p) => v({ attr: a.name, value }, p))));
    for (const p of P) s.require(Logic.exactlyOne(...a.values.map((value) => v({ attr: a.name, value }, p))));
  }
  const rel = (c, holds) => {
    // for each position of a: a at p implies b at one of the positions q with holds(p, q)
    for (const p of P) s.require(Logic.implies(at(c.a, p), Logic.or(...P.filter((q) => holds(p, q)).map((q) => at(c.b, q)))));
  };
  for (const c of puzzle.clues) {
    switch (c.type) {
      case "same":
        rel(c, (p, q) => p === q);
        break;
      case "not_same":
        rel(c, (p, q) => p !== q);
        break;
      case "next_to":
        rel(c, (p, q) => Math.abs(p - q) === 1);
        break;
      case "not_next_to":
        rel(c, (p, q) => Math.abs(p - q) !== 1);
        break;
      case "left_of":
        rel(c, (p, q) => p < q);
        break;
      case "right_of":
        rel(c, (p, q) => p > q);
        break;
      case "immediately_left":
        rel(c, (p, q) => p === q - 1);
        break;
      case "immediately_right":
        rel(c, (p, q) => p === q + 1);
        break;
      case "distance":
        rel(c, (p, q) => Math.abs(p - q) === c.d);
        break;
      case "at":
        s.require(at(c.a, c.pos));
        break;
      case "not_at":
        s.forbid(at(c.a, c.pos));
        break;
      case "ends":
        s.require(Logic.or(at(c.a, 1), at(c.a, n)));
        break;
      case "between":
        for (const p of P) for (const q of P) if (!(p < q)) s.forbid(Logic.and(at(c.a, p), at(c.b, q)));
        for (const p of P) for (const q of P) if (!(p < q)) s.forbid(Logic.and(at(c.b, p), at(c.c, q)));
        break;
      default:
        throw new Error(`bench: no logic-solver encoding for ${c.type}`);
    }
  }
  const first = s.solve();
  if (!first) return false;
  s.forbid(first.getFormula());
  return s.solve() === null;
}

// ------------------------------------------------------------------ run

const plan = [
  { n: 4, puzzles: 60, z3: 12 },
  { n: 5, puzzles: 60, z3: 12 },
  { n: 6, puzzles: 40, z3: 8 },
  { n: 8, puzzles: 20, z3: 5 },
  { n: 10, puzzles: 15, z3: 0 },
  { n: 12, puzzles: 10, z3: 0 },
];

console.log(
  `node ${process.version}, load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(" ")}`,
);

const t0 = performance.now();
const sets = plan.map(({ n, puzzles }) => ({ n, puzzles: Array.from({ length: puzzles }, (_, i) => makePuzzle(1000 * n + i, n)) }));
console.log(`generated ${sets.reduce((s, x) => s + x.puzzles.length, 0)} unique puzzles in ${ms(performance.now() - t0)} ms`);

const { init } = await import("z3-solver");
const tz = performance.now();
const { Z3 } = await init();
const cfg = Z3.mk_config();
const z3 = { Z3, ctx: Z3.mk_context_rc(cfg) };
Z3.del_config(cfg);
console.log(`z3 init ${ms(performance.now() - tz)} ms (not counted)`);
const Logic = require("logic-solver");

const rows = [];
const traceRows = [];
const engineRows = [];
for (const [k, { n, puzzles }] of sets.entries()) {
  const ps = puzzles.map((x) => x.puzzle);
  // correctness guard: the deductive result and the count agree with the hidden grid
  let solved = 0;
  let maxTier = 1;
  let steps = 0;
  let verified = 0;
  for (const [i, p] of ps.entries()) {
    const r = deduce(p);
    if (r.status === "solved") {
      solved++;
      if (JSON.stringify(r.grid) !== JSON.stringify(puzzles[i].hidden)) throw new Error("bench: deduced grid differs from the hidden grid");
    }
    if (r.status === "contradiction") throw new Error("bench: contradiction on a consistent puzzle");
    maxTier = Math.max(maxTier, r.tier);
    steps += r.steps.length;
    if (n <= 6)
      for (const s of r.steps)
        if (verifyStep(p, s).ok) verified++;
        else throw new Error("bench: a step failed verifyStep");
  }
  const warm = { warmup: ps.length };
  const deduceT = timeEach(ps, (p) => deduce(p), warm);
  const deduce1T = timeEach(ps, (p) => deduce(p, { maxTier: 1, trace: false }), warm);
  const countT = timeEach(
    ps,
    (p) => {
      if (countSolutions(p, { limit: 2 }).count !== 1) throw new Error("bench: not unique");
    },
    warm,
  );
  // the generator's loop: a live tier-1 engine, one addClue per clue; and trying a clue on a clone
  const clueCount = ps.reduce((sum, p) => sum + p.clues.length, 0);
  const buildT = timeEach(
    ps,
    (p) => {
      const engine = createEngine(p);
      for (const clue of p.clues) engine.addClue(clue);
    },
    warm,
  );
  const half = ps.map((p) => {
    const engine = createEngine(p);
    for (const clue of p.clues.slice(0, p.clues.length >> 1)) engine.addClue(clue);
    return { engine, clue: p.clues[p.clues.length >> 1] };
  });
  const trialT = timeEach(half, ({ engine, clue }) => engine.clone().addClue(clue), warm);
  engineRows.push([`${n}×${n}`, ms((buildT.reduce((a, b) => a + b, 0) / clueCount) * 1000), ms(median(trialT) * 1000)]);
  const z3n = plan[k].z3;
  const z3T = [];
  let logicT = [];
  if (z3n > 0) {
    const sub = ps.slice(0, z3n);
    for (const p of sub) {
      const t = performance.now();
      const verdict = await z3Unique(z3, p);
      z3T.push(performance.now() - t);
      if (verdict !== "unique") throw new Error(`bench: z3 says ${verdict} for a puzzle countSolutions finds unique`);
    }
    logicT = timeEach(
      sub,
      (p) => {
        if (!logicUnique(Logic, p)) throw new Error("bench: logic-solver disagrees on uniqueness");
      },
      { warmup: 1 },
    );
  }
  const oursSub = countT.slice(0, z3n);
  rows.push([
    `${n}×${n}`,
    ps.length,
    Math.round(ps.reduce((s, p) => s + p.clues.length, 0) / ps.length),
    `${ms(median(deduceT))} / ${ms(quantile(deduceT, 0.9))}`,
    `${ms(median(deduce1T))}`,
    `${ms(median(countT))} / ${ms(quantile(countT, 0.9))}`,
    z3n ? `${ms(median(z3T))} (${z3n})` : "–",
    z3n ? `${Math.round(median(z3T) / median(oursSub))}×` : "–",
    z3n ? `${ms(median(logicT))}` : "–",
    z3n ? `${Math.round(median(logicT) / median(oursSub))}×` : "–",
  ]);
  traceRows.push([`${n}×${n}`, `${solved}/${ps.length}`, maxTier, Math.round(steps / ps.length), n <= 6 ? verified : "–"]);
}

// Minimal puzzles (each clue dropped, in reverse order, while the solution stays unique): the
// uniqueness proofs a generator's minimisation needs, and harder deductions.
const minimalRows = [];
for (const { n, count: k, z3: z3n } of [
  { n: 5, count: 8, z3: 8 },
  { n: 8, count: 5, z3: 5 },
  { n: 10, count: 5, z3: 0 },
  { n: 12, count: 4, z3: 0 },
]) {
  const base = sets
    .find((x) => x.n === n)
    .puzzles.slice(0, k)
    .map((x) => x.puzzle);
  const minimal = base.map((p) => {
    let clues = p.clues.slice();
    for (let i = clues.length - 1; i >= 0; i--) {
      const trial = clues.filter((_, j) => j !== i);
      if (countSolutions({ ...p, clues: trial }).count === 1) clues = trial;
    }
    return { ...p, clues };
  });
  const countT = timeEach(
    minimal,
    (p) => {
      if (countSolutions(p, { limit: 2 }).count !== 1) throw new Error("bench: not unique");
    },
    { warmup: minimal.length },
  );
  const results = minimal.map((p) => deduce(p));
  const deduceT = timeEach(minimal, (p) => deduce(p), { warmup: 0 });
  const tiers = [1, 2, 3].map((t) => results.filter((r) => r.status === "solved" && r.tier === t).length);
  const z3T = [];
  for (const p of minimal.slice(0, z3n)) {
    const t = performance.now();
    const verdict = await z3Unique(z3, p);
    z3T.push(performance.now() - t);
    if (verdict !== "unique") throw new Error(`bench: z3 says ${verdict} for a minimal puzzle`);
  }
  minimalRows.push([
    `${n}×${n}`,
    minimal.length,
    Math.round(minimal.reduce((a, p) => a + p.clues.length, 0) / minimal.length),
    `${ms(median(countT))} / ${ms(quantile(countT, 0.9))}`,
    z3n ? `${ms(median(z3T))}` : "–",
    z3n ? `${Math.round(median(z3T) / median(countT.slice(0, z3n)))}×` : "–",
    `${ms(median(deduceT))} / ${ms(quantile(deduceT, 0.9))}`,
    `${tiers.join(" / ")} / ${results.filter((r) => r.status !== "solved").length}`,
  ]);
}

printTable(
  "Solver timings (ms): median / p90",
  [
    "size",
    "puzzles",
    "clues",
    "deduce, trace (tier ≤ 3)",
    "deduce tier 1, no trace",
    "count (limit 2)",
    "z3 unique",
    "z3 / count",
    "logic-solver unique",
    "logic / count",
  ],
  rows,
);
printTable(
  "Minimal puzzles (ms): median / p90",
  ["size", "puzzles", "clues", "count (limit 2)", "z3 unique", "z3 / count", "deduce, trace", "solved at tier 1 / 2 / 3 / not solved"],
  minimalRows,
);
printTable(
  "Incremental engine (tier 1, no trace), microseconds",
  ["size", "addClue, mean over building each puzzle", "clone + addClue (trying a clue), median"],
  engineRows,
);
printTable("Deductive solver on the same puzzles", ["size", "solved", "highest tier", "steps (mean)", "steps verified"], traceRows);
console.log(`\ntotal ${ms((performance.now() - t0) / 1000)} s`);
