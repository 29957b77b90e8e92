// An independent check that a logic-grid puzzle has one matching: the puzzle in SMT-LIB, solved
// by z3 (from npm), with each clue type encoded straight from the format's table. It shares no
// code with the solver or the model's semantics, so the two can disagree.

/** Starts z3 (a second or two) and returns the handle `matchings` takes. */
export async function openZ3() {
  const { init } = await import("z3-solver");
  const { Z3 } = await init();
  const cfg = Z3.mk_config();
  const ctx = Z3.mk_context_rc(cfg);
  Z3.del_config(cfg);
  return { Z3, ctx };
}

/** A number as an SMT-LIB real. */
function real(x) {
  const text = Number.isInteger(x) ? `${Math.abs(x)}.0` : String(Math.abs(x));
  return x < 0 ? `(- ${text})` : text;
}

/**
 * The puzzle in SMT-LIB: one Int per value (the person who has it, 1..size), the key's value k
 * fixed to person k, the values of each attribute on different people, and the clues.
 */
function matchingSmt(puzzle) {
  const n = puzzle.size;
  const names = new Map();
  const lines = [];
  const all = [];
  const numeric = new Map();
  puzzle.attributes.forEach((a, ai) => {
    const row = a.values.map((v, vi) => {
      const name = `v_${ai}_${vi}`;
      names.set(`${a.name}\u0000${v}`, name);
      lines.push(`(declare-const ${name} Int)`);
      if (ai === 0) lines.push(`(assert (= ${name} ${vi + 1}))`);
      else {
        lines.push(`(assert (and (>= ${name} 1) (<= ${name} ${n})))`);
        all.push(name);
      }
      return name;
    });
    lines.push(`(assert (distinct ${row.join(" ")}))`);
    if (a.values.every((v) => typeof v === "number"))
      numeric.set(
        a.name,
        row.map((name, vi) => [name, a.values[vi]]),
      );
  });
  const person = (e) => {
    if ("pos" in e) throw new Error("a logic-grid clue names a position");
    return names.get(`${e.attr}\u0000${e.value}`);
  };
  // The value of a numeric attribute for the person of entity e.
  const value = (attr, e) => {
    const p = person(e);
    const cells = numeric.get(attr);
    return cells.slice(0, -1).reduceRight((rest, [name, v]) => `(ite (= ${p} ${name}) ${real(v)} ${rest})`, real(cells.at(-1)[1]));
  };
  const values = (attr) => numeric.get(attr).map(([, v]) => v);
  for (const c of puzzle.clues) {
    const f = {
      same: () => `(= ${person(c.a)} ${person(c.b)})`,
      not_same: () => `(distinct ${person(c.a)} ${person(c.b)})`,
      either: () => `(and (or (= ${person(c.a)} ${person(c.b)}) (= ${person(c.a)} ${person(c.c)})) (distinct ${person(c.b)} ${person(c.c)}))`,
      neither: () => `(and (distinct ${person(c.a)} ${person(c.b)}) (distinct ${person(c.a)} ${person(c.c)}))`,
      one_each: () => {
        const [a, b, x, y] = [c.a, c.b, c.of[0], c.of[1]].map(person);
        return `(and (distinct ${a} ${b}) (or (and (= ${a} ${x}) (= ${b} ${y})) (and (= ${a} ${y}) (= ${b} ${x}))))`;
      },
      all_different: () => `(distinct ${c.of.map(person).join(" ")})`,
      less_than: () => `(< ${value(c.attr, c.a)} ${value(c.attr, c.b)})`,
      greater_than: () => `(> ${value(c.attr, c.a)} ${value(c.attr, c.b)})`,
      difference: () => `(= (- ${value(c.attr, c.a)} ${value(c.attr, c.b)}) ${real(c.d)})`,
      ratio: () => `(= ${value(c.attr, c.a)} (* ${real(c.factor)} ${value(c.attr, c.b)}))`,
      least: () => `(= ${value(c.attr, c.a)} ${real(Math.min(...values(c.attr)))})`,
      most: () => `(= ${value(c.attr, c.a)} ${real(Math.max(...values(c.attr)))})`,
    }[c.type];
    if (!f) throw new Error(`no SMT-LIB encoding for a ${c.type} clue in a logic grid`);
    lines.push(`(assert ${f()})`);
  }
  return { text: lines.join("\n"), all };
}

function assertText(Z3, ctx, solver, text) {
  const v = Z3.parse_smtlib2_string(ctx, text, [], [], [], []);
  Z3.ast_vector_inc_ref(ctx, v);
  for (let i = 0; i < Z3.ast_vector_size(ctx, v); i++) Z3.solver_assert(ctx, solver, Z3.ast_vector_get(ctx, v, i));
  Z3.ast_vector_dec_ref(ctx, v);
}

/**
 * How many matchings satisfy the puzzle's clues, up to 2: z3 finds one, the model is blocked,
 * and z3 looks again. Returns 0, 1 or 2.
 */
export async function countMatchings(z3, puzzle) {
  const { Z3, ctx } = z3;
  const { text, all } = matchingSmt(puzzle);
  const solver = Z3.mk_solver(ctx);
  Z3.solver_inc_ref(ctx, solver);
  try {
    assertText(Z3, ctx, solver, text);
    if ((await Z3.solver_check(ctx, solver)) !== 1) return 0;
    const model = Z3.solver_get_model(ctx, solver);
    Z3.model_inc_ref(ctx, model);
    const found = new Map([...Z3.model_to_string(ctx, model).matchAll(/(v_\d+_\d+) -> (\d+)/g)].map((m) => [m[1], m[2]]));
    Z3.model_dec_ref(ctx, model);
    const decls = all.map((x) => `(declare-const ${x} Int)`).join("");
    assertText(Z3, ctx, solver, `${decls}(assert (or ${all.map((x) => `(distinct ${x} ${found.get(x)})`).join(" ")}))`);
    return (await Z3.solver_check(ctx, solver)) === 1 ? 2 : 1;
  } finally {
    Z3.solver_dec_ref(ctx, solver);
  }
}
