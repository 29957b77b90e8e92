#!/usr/bin/env node
// `node scripts/check-difficulty.mjs [N]`: makes N puzzles (default 12) of each level at each of
// the 16 sizes from 3x3 to 6x6 with the built sampler, and prints, per size, the range of the
// difficulty scalar (`difficultyScalar`, a record's `grade.difficulty`) each level covers, and how
// well the scalar orders the puzzles by an independent measure of solving effort: the nodes a
// plain backtracking search needs to find the solution and prove it unique. That search places
// one value at a time and checks the clues with the format's own semantics (`clueHolds`), so it
// shares nothing with the deductive solver the grades come from. The seeds differ from those of
// the table the scalar is calibrated on (scripts/measure-levels.mjs).
const { generatePuzzle, deriveSeed, difficultyScalar } = await import(new URL("../packages/sampler/dist/index.js", import.meta.url).href);
const { getVocabulary } = await import(new URL("../packages/vocab/dist/index.js", import.meta.url).href);
const { clueHolds, difficulties } = await import(new URL("../packages/model/dist/index.js", import.meta.url).href);

const perLevel = Number(process.argv[2] ?? 12);
const vocabulary = getVocabulary("default");
const nodeCap = 2_000_000;

/** Nodes of a backtracking search for two solutions (values placed attribute by attribute, clues checked after each). */
function searchNodes(puzzle) {
  const n = puzzle.size;
  const cells = puzzle.attributes.flatMap((a) => a.values.map((value) => ({ attr: a.name, value })));
  const position = new Map();
  const at = new Map(puzzle.attributes.map((a) => [a.name, new Array(n + 1).fill(undefined)]));
  const key = (attr, value) => `${attr}\u0000${String(value)}`;
  const placement = { size: n, positionOf: (ref) => position.get(key(ref.attr, ref.value)), valueAt: (attr, pos) => at.get(attr)?.[pos] };
  // A clue's truth depends only on the attributes it names, so placing a value re-checks those clues alone.
  const cluesOf = new Map(puzzle.attributes.map((a) => [a.name, puzzle.clues.filter((clue) => JSON.stringify(clue).includes(JSON.stringify(a.name)))]));
  let nodes = 0;
  let solutions = 0;
  const place = (k) => {
    if (k === cells.length) return ++solutions < 2;
    const { attr, value } = cells[k];
    const row = at.get(attr);
    for (let pos = 1; pos <= n; pos++) {
      if (row[pos] !== undefined) continue;
      if (++nodes > nodeCap) return false;
      row[pos] = value;
      position.set(key(attr, value), pos);
      const consistent = cluesOf.get(attr).every((clue) => clueHolds(clue, placement) !== false);
      const go = consistent ? place(k + 1) : true;
      row[pos] = undefined;
      position.delete(key(attr, value));
      if (!go) return false;
    }
    return true;
  };
  place(0);
  return nodes;
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
        made.nodes.push(searchNodes(result.puzzle));
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
console.log(`Difficulty scalar by size and level (${perLevel} puzzles per level asked for), and Spearman ρ with backtracking search nodes`);
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
const capped = all.nodes.filter((n) => n > nodeCap).length;
if (capped > 0) console.log(`${capped} searches stopped at ${nodeCap.toLocaleString("en")} nodes (counted as that many)`);
