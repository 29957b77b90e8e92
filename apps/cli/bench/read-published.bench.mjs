// Reading published puzzles: every text of fixtures/published (newspapers, puzzle sites, blogs,
// textbooks, exam pages, benchmark prompts; none written here) through the BUILT CLI, as a user
// would: `zebra check -` for what was read, `zebra solve - --all` for the solutions, compared with
// the published answer. Default mode only (no --lenient, no --reading).
// Run: pnpm bench published   (or pnpm bench read, with the reading-speed table)
// Columns: texts; read completely (every sentence read, valid puzzle); solved (every solution
// agrees with the published answer); misread (a complete reading whose unique solution disagrees,
// or that no arrangement satisfies: must stay 0); wrong language (the CLI read it as another
// locale). Rows per language, the holdout sources apart, and logic-grid puzzles apart (they
// count once the reader reads puzzles without houses). --list prints one line per text.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadCorpus, judgeAll, corpusLanguages, spawnedCli } from "../../../scripts/published-corpus.mjs";
import { printTable } from "../../../scripts/bench-utils.mjs";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const bin = fileURLToPath(new URL("../dist/bin.js", import.meta.url));
if (!existsSync(bin)) {
  console.error(`read-published.bench: ${bin} is missing; run \`pnpm build\` first.`);
  process.exit(1);
}

const puzzles = loadCorpus(root);
const verdicts = await judgeAll(puzzles, { cli: spawnedCli(bin, root) });

const percent = (n, of) => (of === 0 ? "–" : `${n}/${of} (${Math.round((100 * n) / of)} %)`);
const row = (label, group) => {
  const n = group.length;
  return [
    label,
    String(n),
    percent(group.filter((v) => v.complete).length, n),
    percent(group.filter((v) => v.solved).length, n),
    String(group.filter((v) => v.misread).length),
    String(group.filter((v) => v.locale !== undefined && v.locale !== v.puzzle.language).length),
  ];
};

const rows = [];
for (const language of corpusLanguages) {
  const group = verdicts.filter((v) => v.puzzle.language === language && !v.puzzle.holdout);
  rows.push(row(language, group));
}
rows.push(
  row(
    "all (without holdout)",
    verdicts.filter((v) => !v.puzzle.holdout),
  ),
);
rows.push(
  row(
    "holdout",
    verdicts.filter((v) => v.puzzle.holdout),
  ),
);
rows.push(
  row(
    "houses",
    verdicts.filter((v) => v.puzzle.kind === "houses"),
  ),
);
rows.push(
  row(
    "logic-grid (no houses)",
    verdicts.filter((v) => v.puzzle.kind === "logic-grid"),
  ),
);
rows.push(row("everything", verdicts));
printTable(
  "Published puzzles read and solved by the CLI, default mode (fixtures/published)",
  ["texts", "count", "read completely", "solved to the published answer", "misread", "wrong language"],
  rows,
);

if (process.argv.includes("--list")) {
  for (const v of verdicts) {
    const mark = v.solved ? "solved" : v.misread ? "MISREAD" : v.complete ? "read" : "unread";
    console.log(`${mark.padEnd(8)} ${v.puzzle.file} [${v.locale ?? "?"}] ${v.read}/${v.sentences} ${v.status} ${v.note}`);
  }
}
