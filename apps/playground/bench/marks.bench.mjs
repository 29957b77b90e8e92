// `pnpm bench playground`: how long one mark takes in the playground, in real Chromium, on
// a 5 × 5 and a 12 × 12 puzzle in both views, and the largest logic-grid puzzle (7 values × 6
// attributes, no houses, so only its logic grid): from the key press to the grid redrawn and
// laid out (what must fit in one 16 ms frame). Builds the site into a temporary folder.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { median, ms, printTable, quantile } from "../../../scripts/bench-utils.mjs";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), "zebra-bench-site-"));
const vite = join(createRequire(import.meta.url).resolve("vite/package.json"), "..", "bin", "vite.js");
execFileSync(process.execPath, [vite, "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error", "--bypass-lock"], { cwd: appDir, stdio: "ignore" });

const types = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".json": "application/json", ".svg": "image/svg+xml" };
const server = createServer((req, res) => {
  let path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
  if (path.endsWith("/")) path += "index.html";
  const file = normalize(join(outDir, path));
  if (!file.startsWith(outDir) || !existsSync(file) || !statSync(file).isFile()) return void res.writeHead(404).end();
  res.writeHead(200, { "Content-Type": types[extname(file)] ?? "application/octet-stream" }).end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });

const puzzles = [
  ["5 × 5", "size=5&attrs=5&difficulty=easy&theme=classic&lang=en&seed=7", ["houses", "logic"]],
  ["12 × 12", "size=12&attrs=12&difficulty=easy&theme=default&lang=en&seed=3", ["houses", "logic"]],
  ["7 × 6 (logic grid)", "kind=logic-grid&size=7&attrs=6&difficulty=medium&theme=default&lang=en&seed=3", ["logic"]],
];
const rows = [];
try {
  for (const [name, query, views] of puzzles) {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${base}?${query}`);
    await page.waitForSelector("#status .badge", { timeout: 120_000 });
    for (const view of views) {
      if (views.length > 1) await page.locator(`#view-${view}`).click();
      // Marks spread over the grid, each cycled blank → no → yes → blank, so the grid ends as it began.
      const times = await page.evaluate(() => {
        const cells = [...document.querySelectorAll("#grid td.cell")];
        const out = [];
        for (let i = 0; i < 60; i++) {
          const td = cells[(i * 7919) % cells.length];
          td.focus();
          for (const key of ["x", "o", "Delete"]) {
            const t0 = performance.now();
            td.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
            document.body.getBoundingClientRect(); // style and layout, as the frame would
            out.push(performance.now() - t0);
          }
        }
        return out;
      });
      const cells = await page.locator("#grid td.cell").count();
      const measured = times.slice(30); // the first marks warm the JIT up
      rows.push([name, view, String(cells), ms(median(measured)), ms(quantile(measured, 0.95)), ms(Math.max(...measured))]);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}
printTable("A mark in the playground (ms, key press to laid-out grid; target ≤ 16)", ["puzzle", "view", "cells", "median", "p95", "max"], rows);
