// Reading speed: puzzle texts back to puzzles, on the BUILT packages.
// Run: pnpm bench read
// Generated 6×6 puzzles (default theme) are rendered in every built locale and read back by
// that locale's reader, with the built-in themes as vocabularies (as the CLI reads a text);
// the hand-written texts of fixtures/text are read too. Each row is the median over the texts
// of the median of repeated reads, in CPU ms (the steadier measure on a shared machine) with
// wall time next to it. Each locale's reader first reads its texts over and over for a second,
// untimed: the JIT optimises the reader's code only once it is hot (see DEVELOPERS.md, pitfall
// 20), and a bench that times the first reads times the compiler, whose threads count in the
// process's CPU time. The target is under 5 ms for a 6×6 text. Prints tables; asserts nothing.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { median, ms, printTable } from "../../../scripts/bench-utils.mjs";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const puzzles = Number(option("--puzzles") ?? 20);
const repeats = Number(option("--repeats") ?? 15);

const pkg = async (name) => {
  const file = join(root, "packages", name, "dist", "index.js");
  if (!existsSync(file)) throw new Error(`${file} is missing: run pnpm build first`);
  return import(pathToFileURL(file).href);
};
const [model, sampler, vocab] = await Promise.all(["model", "sampler", "vocab"].map(pkg));
const locales = [];
for (const dir of readdirSync(join(root, "packages")).sort()) {
  const match = /^render-([a-z]+)$/.exec(dir);
  if (match && existsSync(join(root, "packages", dir, "dist", "index.js"))) locales.push((await pkg(dir)).locale);
}
const vocabularies = vocab.themes.map(vocab.getVocabulary);
const theme = vocab.getVocabulary("default");

/** CPU and wall ms of one read of `text`, as medians of `repeats` reads after two untimed ones. */
function timeRead(reader, text) {
  const once = () => {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    const reading = reader.read(text, { vocabularies });
    const used = process.cpuUsage(cpu);
    if (reading.puzzle === undefined) throw new Error(`nothing was read:\n${text.slice(0, 300)}`);
    return { cpu: (used.user + used.system) / 1000, wall: performance.now() - wall, unread: reading.sentences.filter((s) => s.status === "unread").length };
  };
  once();
  once();
  const taken = Array.from({ length: repeats }, once);
  return { cpu: median(taken.map((t) => t.cpu)), wall: median(taken.map((t) => t.wall)), unread: taken[0].unread };
}

/** Reads the texts round and round, untimed, for a second (at least once each). */
function warmUp(reader, texts) {
  const until = performance.now() + 1000;
  do for (const text of texts) reader.read(text, { vocabularies });
  while (performance.now() < until);
}

const generated = [];
for (let seed = 1; generated.length < puzzles; seed++) {
  const result = sampler.generatePuzzle({ size: 6, attributes: 6, vocabulary: theme, seed: sampler.deriveSeed(2026, seed), difficulty: "medium" });
  if (result.ok) generated.push(result.puzzle);
}

const rows = [];
for (const locale of locales) {
  if (locale.reader === undefined) continue;
  const texts = generated.map((puzzle) => locale.renderer.puzzle({ puzzle, lexicon: model.lexiconFor(theme, locale.words, puzzle) }, "text"));
  warmUp(locale.reader, texts);
  const times = texts.map((text) => ({ ...timeRead(locale.reader, text), chars: text.length }));
  rows.push([
    `6×6 generated, ${locale.code}`,
    String(times.length),
    String(median(times.map((t) => t.chars))),
    `${ms(median(times.map((t) => t.cpu)))} (${ms(median(times.map((t) => t.wall)))})`,
    String(times.reduce((n, t) => n + t.unread, 0)),
  ]);
}
const corpus = join(root, "fixtures", "text");
for (const file of readdirSync(corpus)
  .filter((f) => /\.(txt|md)$/.test(f))
  .sort()) {
  const text = readFileSync(join(corpus, file), "utf8");
  const locale = locales.find((l) => (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text) ? l.code === "zh" : l.code === "en"));
  const t = timeRead(locale.reader, text);
  rows.push([`fixtures/text/${file}, ${locale.code}`, "1", String(text.length), `${ms(t.cpu)} (${ms(t.wall)})`, String(t.unread)]);
}
printTable(
  `Reading a puzzle text (median over texts of the median of ${repeats} reads; target: 6×6 under 5 ms)`,
  ["texts", "count", "characters (median)", "CPU ms per read (wall)", "unread sentences"],
  rows,
);
