#!/usr/bin/env node
// `node scripts/check-difficulty.mjs [N]`: makes N puzzles (default 12) of each level at each of
// the 16 sizes from 3x3 to 6x6 with the built sampler, and prints, per size, the range of the
// difficulty scalar (`difficultyScalar`, a record's `grade.difficulty`) each level covers, and how
// well the scalar orders the puzzles by an independent measure of solving effort: the search
// nodes a textbook constraint solver (arc consistency on the clues' relations, all-different
// per attribute, smallest domain first) needs to find the solution and prove it unique. It reads
// the clues through the format's own semantics (`positionalRelation`, `clueHolds`) and shares
// nothing with the deductive solver the grades come from. The seeds differ from those of the
// table the scalar is calibrated on (scripts/measure-levels.mjs).
const { generatePuzzle, deriveSeed, difficultyScalar } = await import(new URL("../packages/sampler/dist/index.js", import.meta.url).href);
const { getVocabulary } = await import(new URL("../packages/vocab/dist/index.js", import.meta.url).href);
const { clueEntities, clueHolds, difficulties, isNumericClue, isPositionRef, positionalRelation } = await import(
  new URL("../packages/model/dist/index.js", import.meta.url).href
);

const perLevel = Number(process.argv[2] ?? 12);
const vocabulary = getVocabulary("default");

/**
 * The effort of a textbook constraint solver to find the solution and prove it unique: each
 * value has a domain of houses; propagation keeps a house only when every positional clue on
 * the value has support for it among the other values' domains (generalised arc consistency,
 * with the format's own relation, `positionalRelation`), removes a placed value's house from
 * the other values of its attribute, and places a value that is the only one left for a house.
 * When propagation stops, it branches on a value with the fewest houses. Other clues (numbers,
 * alternatives) are checked once every value is placed. Returns the branches tried (search
 * nodes). Nothing of it is shared with the deductive solver the grades come from.
 */
function searchEffort(puzzle) {
  const n = puzzle.size;
  const cells = puzzle.attributes.flatMap((a) => a.values.map((value) => ({ attr: a.name, value })));
  const indexOf = new Map(cells.map((c, k) => [`${c.attr}\u0000${String(c.value)}`, k]));
  const rows = puzzle.attributes.map((a) => cells.flatMap((c, k) => (c.attr === a.name ? [k] : [])));
  const positional = [];
  const others = [];
  for (const clue of puzzle.clues) {
    const entities = clueEntities(clue);
    if (isNumericClue(clue) || clue.type === "any_of") others.push(clue);
    else
      positional.push({
        relation: positionalRelation(clue, n),
        vars: entities.map((e) => (isPositionRef(e) ? { pos: e.pos } : { k: indexOf.get(`${e.attr}\u0000${String(e.value)}`) })),
      });
  }
  const all = (1 << n) - 1;
  const houses = (mask) => [...Array(n).keys()].filter((p) => mask & (1 << p)).map((p) => p + 1);
  let nodes = 0;
  let solutions = 0;
  /** Narrows the domains in place; false on a wipe-out. */
  const propagate = (dom) => {
    for (let changed = true; changed; ) {
      changed = false;
      for (const { relation, vars } of positional) {
        const options = vars.map((v) => (v.pos !== undefined ? [v.pos] : houses(dom[v.k])));
        const supported = vars.map(() => 0);
        const tuple = [];
        const walk = (i) => {
          if (i === vars.length) {
            if (relation(tuple))
              tuple.forEach((p, j) => {
                supported[j] |= 1 << (p - 1);
              });
            return;
          }
          for (const p of options[i]) {
            tuple[i] = p;
            walk(i + 1);
          }
        };
        walk(0);
        for (const [j, v] of vars.entries()) {
          if (v.pos !== undefined) {
            if (supported[j] === 0) return false;
            continue;
          }
          const narrowed = dom[v.k] & supported[j];
          if (narrowed === 0) return false;
          if (narrowed !== dom[v.k]) {
            dom[v.k] = narrowed;
            changed = true;
          }
        }
      }
      for (const row of rows) {
        for (const k of row) {
          if ((dom[k] & (dom[k] - 1)) !== 0) continue;
          for (const other of row) {
            if (other === k || !(dom[other] & dom[k])) continue;
            dom[other] &= ~dom[k];
            if (dom[other] === 0) return false;
            changed = true;
          }
        }
        for (let p = 0; p < n; p++) {
          const holders = row.filter((k) => dom[k] & (1 << p));
          if (holders.length === 0) return false;
          if (holders.length === 1 && dom[holders[0]] !== 1 << p) {
            dom[holders[0]] = 1 << p;
            changed = true;
          }
        }
      }
    }
    return true;
  };
  const search = (dom) => {
    if (!propagate(dom)) return true;
    let best = -1;
    for (let k = 0; k < cells.length; k++) {
      const size = houses(dom[k]).length;
      if (size > 1 && (best < 0 || size < houses(dom[best]).length)) best = k;
    }
    if (best < 0) {
      const at = (k) => 1 + Math.log2(dom[k]);
      const placement = {
        size: n,
        positionOf: (ref) => at(indexOf.get(`${ref.attr}\u0000${String(ref.value)}`)),
        valueAt: (attr, pos) => cells.find((c, k) => c.attr === attr && at(k) === pos)?.value,
      };
      if (others.every((clue) => clueHolds(clue, placement) === true)) solutions++;
      return solutions < 2;
    }
    for (const p of houses(dom[best])) {
      nodes++;
      const next = dom.slice();
      next[best] = 1 << (p - 1);
      if (!search(next)) return false;
    }
    return true;
  };
  search(cells.map(() => all));
  return { nodes, solutions };
}

/** Ranks with ties averaged. */
function ranks(xs) {
  const order = xs.map((x, i) => [x, i]).sort((a, b) => a[0] - b[0]);
  const r = new Array(xs.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
    for (let k = i; k <= j; k++) r[order[k][1]] = (i + j) / 2;
    i = j + 1;
  }
  return r;
}

function spearman(xs, ys) {
  const rx = ranks(xs);
  const ry = ranks(ys);
  const mean = (v) => v.reduce((a, b) => a + b, 0) / v.length;
  const mx = mean(rx);
  const my = mean(ry);
  let num = 0;
  let dx = 0;
  let dy = 0;
  for (let i = 0; i < rx.length; i++) {
    num += (rx[i] - mx) * (ry[i] - my);
    dx += (rx[i] - mx) ** 2;
    dy += (ry[i] - my) ** 2;
  }
  return num / Math.sqrt(dx * dy);
}

const fmt = (x) => x.toFixed(2);
const rows = [];
const all = { scalar: [], rating: [], score: [], nodes: [] };
const within = [];
for (let h = 3; h <= 6; h++) {
  for (let a = 3; a <= 6; a++) {
    const made = { scalar: [], rating: [], score: [], nodes: [] };
    const spans = difficulties.map((level, l) => {
      const values = [];
      for (let i = 0; i < perLevel; i++) {
        const result = generatePuzzle({ size: h, attributes: a, vocabulary, seed: deriveSeed(1, h * 10000 + a * 1000 + l * 100 + i), difficulty: level });
        if (!result.ok) continue;
        const d = difficultyScalar(result.grade, h, a);
        values.push(d);
        made.scalar.push(d);
        made.rating.push(result.grade.rating);
        made.score.push(result.grade.score);
        const effort = searchEffort(result.puzzle);
        if (effort.solutions !== 1) throw new Error(`the search found ${effort.solutions} solutions of a ${h}x${a} puzzle`);
        made.nodes.push(effort.nodes);
      }
      return values.length === 0 ? "–" : `${fmt(Math.min(...values))}–${fmt(Math.max(...values))}`;
    });
    process.stderr.write(`${h}x${a} done\n`);
    const rho = spearman(made.scalar, made.nodes);
    within.push(rho);

    for (const k of Object.keys(all)) all[k].push(...made[k]);
    rows.push(
      `| ${h}×${a} | ${made.scalar.length} | ${spans.join(" | ")} | ${fmt(Math.min(...made.scalar))}–${fmt(Math.max(...made.scalar))} | ${fmt(rho)} | ${fmt(spearman(made.rating, made.nodes))} |`,
    );
  }
}
console.log(`Difficulty scalar by size and level (${perLevel} puzzles per level asked for), and Spearman ρ with a constraint solver's search nodes`);
console.log("");
console.log("| size | puzzles | easy | medium | hard | expert | all | ρ(scalar, nodes) | ρ(rating, nodes) |");
console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
for (const row of rows) console.log(row);
const median = [...within].sort((x, y) => x - y)[Math.floor(within.length / 2)];
console.log("");
console.log(`within a size: median ρ(scalar, nodes) ${fmt(median)} (lowest ${fmt(Math.min(...within))}, highest ${fmt(Math.max(...within))})`);
console.log(
  `all ${all.scalar.length} puzzles pooled: ρ(scalar, nodes) ${fmt(spearman(all.scalar, all.nodes))}, ρ(rating, nodes) ${fmt(spearman(all.rating, all.nodes))}, ρ(score, nodes) ${fmt(spearman(all.score, all.nodes))}`,
);
