// The corpus of published puzzle texts (fixtures/published): loading each file, running the
// built CLI on its text, and judging what the CLI made of it against the published answer.
// Shared by `pnpm bench published` (the per-language table) and the CLI's corpus test.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The languages of the corpus, in table order; each is a folder of fixtures/published. */
export const corpusLanguages = ["en", "de", "zh", "ja"];

/**
 * @typedef {{ house?: number, values: string[], line: number }} Expectation
 *   `house N: a; b` (the values are in house N) or `same: a; b` (with one person)
 * @typedef {{
 *   file: string, language: string, id: string, kind: "houses" | "logic-grid", holdout: boolean,
 *   meta: Record<string, string>, expected: Expectation[], text: string
 * }} PublishedPuzzle
 */

const requiredKeys = ["source", "title", "author", "date", "licence", "kind", "holdout", "answer-from"];

/**
 * Reads one corpus file: a header of `key: value` lines, a line `---`, then the text as published.
 * Throws an error naming the file and line when the header is malformed.
 * @returns {PublishedPuzzle}
 */
export function parsePublished(file, language, content) {
  const lines = content.split("\n");
  const end = lines.indexOf("---");
  if (end < 0) throw new Error(`${file}: no line "---" ends the header`);
  const meta = {};
  const expected = [];
  for (let i = 0; i < end; i++) {
    const line = lines[i];
    const colon = line.indexOf(":");
    if (colon <= 0) throw new Error(`${file}:${i + 1}: expected "key: value", found "${line}"`);
    const key = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    const house = /^house (\d+)$/.exec(key);
    if (house !== null || key === "same") {
      const values = value
        .split(";")
        .map((v) => v.trim())
        .filter((v) => v !== "");
      if (values.length === 0) throw new Error(`${file}:${i + 1}: "${key}" names no value`);
      expected.push({ ...(house !== null ? { house: Number(house[1]) } : {}), values, line: i + 1 });
    } else meta[key] = value;
  }
  for (const key of requiredKeys) if (!(key in meta)) throw new Error(`${file}: the header has no "${key}"`);
  if (meta.kind !== "houses" && meta.kind !== "logic-grid") throw new Error(`${file}: kind is "${meta.kind}", not houses or logic-grid`);
  if (meta.holdout !== "yes" && meta.holdout !== "no") throw new Error(`${file}: holdout is "${meta.holdout}", not yes or no`);
  if (expected.length === 0) throw new Error(`${file}: no "house N:" or "same:" line gives the published answer`);
  const text = lines.slice(end + 1).join("\n");
  return { file, language, id: file.replace(/^.*\//, "").replace(/\.txt$/, ""), kind: meta.kind, holdout: meta.holdout === "yes", meta, expected, text };
}

/** Every puzzle of the corpus under `root` (the repository), language by language, files in name order. */
export function loadCorpus(root) {
  const puzzles = [];
  for (const language of corpusLanguages) {
    const dir = join(root, "fixtures", "published", language);
    for (const name of readdirSync(dir)
      .filter((f) => f.endsWith(".txt"))
      .sort()) {
      const file = `fixtures/published/${language}/${name}`;
      puzzles.push(parsePublished(file, language, readFileSync(join(dir, name), "utf8")));
    }
  }
  return puzzles;
}

/** A value's words for comparison: case, width, spaces, hyphens and punctuation folded. */
export function foldWords(value) {
  return String(value)
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, "");
}

/**
 * The houses (0-based) whose solved values name `published`: those with an equal value, else
 * those with a value that contains it or that it contains (two characters at least).
 */
function housesNaming(published, grid) {
  const wanted = foldWords(published);
  const equal = new Set();
  const near = new Set();
  for (const values of Object.values(grid)) {
    values.forEach((value, house) => {
      const words = foldWords(value);
      if (words === wanted) equal.add(house);
      else if (Math.min(words.length, wanted.length) >= 2 && (words.includes(wanted) || wanted.includes(words))) near.add(house);
    });
  }
  return equal.size > 0 ? equal : near;
}

/** Whether one solution grid (attribute → values by house) agrees with every published line. */
export function agrees(grid, expected) {
  for (const { house, values } of expected) {
    let common;
    for (const value of values) {
      const houses = housesNaming(value, grid);
      if (houses.size !== 1) return false;
      const [only] = houses;
      if (common === undefined) common = only;
      else if (common !== only) return false;
    }
    if (house !== undefined && common !== house - 1) return false;
  }
  return true;
}

/**
 * A runner of the built CLI in its own process: `(args, input) => { code, stdout, stderr }`,
 * `input` on stdin. The corpus test runs the CLI in its own process instead (the same `run`).
 */
export function spawnedCli(bin, cwd) {
  return (args, input) =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [bin, ...args], { cwd, stdio: ["pipe", "pipe", "pipe"] });
      const out = [];
      const err = [];
      child.stdout.on("data", (c) => out.push(c));
      child.stderr.on("data", (c) => err.push(c));
      child.on("error", reject);
      child.on("close", (code) => resolve({ code, stdout: Buffer.concat(out).toString("utf8"), stderr: Buffer.concat(err).toString("utf8") }));
      child.stdin.on("error", () => {});
      child.stdin.end(input);
    });
}

/**
 * @typedef {{
 *   puzzle: PublishedPuzzle, locale: string | undefined, sentences: number, read: number,
 *   complete: boolean, status: string, solutions: number, solved: boolean, misread: boolean, note: string
 * }} Verdict
 */

/**
 * What the CLI makes of one published text: `zebra check` for the reading, and when the text reads
 * completely `zebra solve --all` for its solutions, compared with the published answer.
 * - complete: every sentence read and the puzzle valid;
 * - solved: complete, and every solution (at most `limit`, all of them) agrees with the answer;
 * - misread: complete and solvable, yet a unique solution disagrees with the answer, or no
 *   arrangement satisfies what was read (a reading the published puzzle does not allow).
 * @returns {Promise<Verdict>}
 */
export async function judge(puzzle, { cli, limit = 100 }) {
  const checked = await cli(["check", "-", "--json", "--input", "text"], puzzle.text);
  let report;
  try {
    report = JSON.parse(checked.stdout);
  } catch {
    const note = (checked.stderr.split("\n")[0] ?? "").slice(0, 160);
    return { puzzle, locale: undefined, sentences: 0, read: 0, complete: false, status: "error", solutions: 0, solved: false, misread: false, note };
  }
  const reading = report.reading ?? { sentences: 0, read: 0, unread: [] };
  const base = { puzzle, locale: reading.locale, sentences: reading.sentences, read: reading.read };
  const complete = report.valid === true && reading.read === reading.sentences && reading.unread.length === 0;
  if (!complete) {
    const first = report.issues?.[0]?.message ?? reading.summary ?? "";
    return { ...base, complete, status: report.status ?? "invalid", solutions: 0, solved: false, misread: false, note: first.slice(0, 160) };
  }
  const solved = await cli(["solve", "-", "--json", "--input", "text", "--all", "--limit", String(limit)], puzzle.text);
  const result = JSON.parse(solved.stdout);
  const grids = result.solutions ?? [];
  if (result.status === "unsatisfiable") {
    return {
      ...base,
      complete,
      status: "unsatisfiable",
      solutions: 0,
      solved: false,
      misread: true,
      note: "read completely, yet no arrangement satisfies what was read",
    };
  }
  const allAgree = !result.capped && grids.length > 0 && grids.every((g) => agrees(g, puzzle.expected));
  const misread = result.status === "unique" && !allAgree;
  const note = misread
    ? "its unique solution disagrees with the published answer"
    : allAgree
      ? ""
      : `${result.count}${result.capped ? "+" : ""} solutions, not all agree with the published answer`;
  return { ...base, complete, status: result.status, solutions: result.count, solved: allAgree, misread, note };
}

/** Judges every puzzle, `concurrency` CLI runs at a time, in corpus order. */
export async function judgeAll(puzzles, options, concurrency = 2) {
  const verdicts = new Array(puzzles.length);
  let next = 0;
  const worker = async () => {
    while (next < puzzles.length) {
      const i = next++;
      verdicts[i] = await judge(puzzles[i], options);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return verdicts;
}
