// Growth series of the parsers that read outside data, through the BUILT binary: each input is
// doubled, and a linear parser's time doubles with it (ratio ≈ 2), where a quadratic one's
// quadruples. The JSONL splitter on one long line (`zebra dedup`, which stops at its invalid
// JSON), and the `--why` matcher on a statement of repeated words (`zebra solve --why`).
// Start-up (about a third of a second) is timed too and shown on its own row. Last, the memory of
// `solve --all` as its limit grows: flat, since each solution is written as it is found.
// Usage: node apps/cli/bench/hostile.bench.mjs  (after `pnpm build`; `pnpm bench hostile` does both)
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { printTable } from "../../../scripts/bench-utils.mjs";

const bin = fileURLToPath(new URL("../dist/bin.js", import.meta.url));
const einstein = fileURLToPath(new URL("../../../fixtures/einstein.json", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "zebra-bench-hostile-"));

/** CPU seconds of one run of the binary (best of two: CPU time is the steadier on a shared machine). */
function cpuSeconds(args) {
  let best = Infinity;
  for (let k = 0; k < 2; k++) {
    const result = spawnSync("/usr/bin/time", ["-f", "%U %S", process.execPath, bin, ...args], { encoding: "utf8", maxBuffer: 1 << 26 });
    const [user, system] = result.stderr.trim().split("\n").at(-1).split(" ").map(Number);
    best = Math.min(best, user + system);
  }
  return best;
}

function series(title, sizes, unit, argsFor) {
  const base = cpuSeconds(["--version"]);
  const rows = [["start-up", "", base.toFixed(2), ""]];
  let previous;
  for (const size of sizes) {
    const seconds = cpuSeconds(argsFor(size));
    const work = Math.max(seconds - base, 0.001);
    rows.push([
      `${size.toLocaleString("en-US")} ${unit}`,
      (work * 1000).toFixed(0),
      seconds.toFixed(2),
      previous === undefined ? "" : (work / previous).toFixed(2),
    ]);
    previous = work;
  }
  printTable(title, ["input", "ms beyond start-up", "CPU s", "ratio to the row above"], rows);
}

try {
  series("JSONL splitter: zebra dedup on a file of one line (no newline)", [2, 4, 8, 16], "MB", (mb) => {
    const file = join(dir, `line-${mb}.jsonl`);
    writeFileSync(file, `{"x":"${"a".repeat(mb * 1000 * 1000 - 10)}`);
    return ["dedup", file, "--max-input", "64M"];
  });
  series('--why matcher: "Norwegian at at … at 1"', [2000, 4000, 8000, 16000], "repetitions", (n) => [
    "solve",
    einstein,
    "--max-input",
    "1M",
    "--why",
    `Norwegian${" at".repeat(n)} 1`,
  ]);
  streamedSolutions([25_000, 50_000, 100_000]);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * `zebra solve --all` on an open 20×32 puzzle (no clues), its output read through a pipe: CPU
 * time grows with the solutions written, peak memory does not (each is written as it is found).
 */
function streamedSolutions(limits) {
  const file = join(dir, "open-20x32.json");
  const attributes = Object.fromEntries(Array.from({ length: 32 }, (_, a) => [`A${a}`, Array.from({ length: 20 }, (_, v) => `v${a}_${v}`)]));
  writeFileSync(file, JSON.stringify({ format: "zebra-puzzle/1", size: 20, attributes, clues: [] }));
  const rows = limits.map((limit) => {
    const times = join(dir, "times");
    const line = `/usr/bin/time -f '%U %S %M' -o '${times}' '${process.execPath}' '${bin}' solve '${file}' --all --limit ${limit} | wc -c`;
    const bytes = Number(spawnSync("sh", ["-c", line], { encoding: "utf8" }).stdout.trim());
    const [user, system, kib] = readFileSync(times, "utf8").trim().split("\n").at(-1).split(" ").map(Number);
    return [limit.toLocaleString("en-US"), (bytes / 1e6).toFixed(0), (user + system).toFixed(1), (kib / 1024).toFixed(0)];
  });
  printTable("zebra solve --all on an open 20×32 puzzle, through a pipe", ["--limit", "MB written", "CPU s", "peak MiB"], rows);
}
