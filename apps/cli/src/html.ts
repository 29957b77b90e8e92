import type { Grid, Lexicon, Puzzle } from "@zebra/model";
import type { Locale } from "@zebra/locale-kit";
import { cliStrings } from "./locale.js";

/**
 * Escapes text for HTML element content and attribute values.
 *
 * @example
 * ```ts
 * escapeHtml('<b>"Tom & Jerry"</b>'); // "&lt;b&gt;&quot;Tom &amp; Jerry&quot;&lt;/b&gt;"
 * ```
 */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "&#39;"));
}

/** What a puzzle's page shows besides the puzzle: its solution grid, or its step-by-step solution (as the renderer writes it, in text). */
export type PageSolution = { readonly kind: "grid"; readonly grid: Grid } | { readonly kind: "explanation"; readonly text: string };

/**
 * A small standalone HTML document for a puzzle in a locale, under the puzzle's title in that
 * locale (`renderer.title`): the renderer's text of the puzzle (paragraphs and the numbered
 * clues as an ordered list) and, when given, the solution under the same heading as every
 * solution the locale prints: its grid as a table headed by the houses, or its step-by-step
 * explanation (numbered items as an ordered list, sub-steps as nested lists, grids as
 * preformatted tables). Every piece of text is escaped; the page loads nothing from elsewhere.
 */
export function puzzleHtml(puzzle: Puzzle, locale: Locale, lexicon: Lexicon | undefined, solution: PageSolution | undefined): string {
  const { renderer } = locale;
  const labels = cliStrings(locale);
  const ctx = lexicon ? { puzzle, lexicon } : { puzzle };
  const title = renderer.title(ctx);
  const text = renderer.puzzle(ctx, "text", { title });
  const clueTexts = new Set(puzzle.clues.map((clue) => renderer.clue(clue, ctx)));
  const body: string[] = [`<h1>${escapeHtml(title)}</h1>`];
  // The renderer's text, block by block (its first block is the title): runs of numbered clue lines become an ordered list.
  for (const block of text.split(/\n\s*\n/).slice(1)) {
    const lines = block.split("\n").filter((line) => line.trim() !== "");
    if (lines.length === 0) continue;
    const items = lines.map((line) => /^\s*(\d+)[.):、]\s*(\S.*)?$/.exec(line));
    if (items.every((m) => m !== null) && items.some((m) => clueTexts.has(m![2] ?? "") || lines.length > 1)) {
      const start = Number(items[0]![1]);
      body.push(`<ol${start !== 1 ? ` start="${start}"` : ""}>`);
      for (const m of items) body.push(`  <li>${escapeHtml(m![2] ?? "")}</li>`);
      body.push("</ol>");
    } else {
      body.push(`<p>${lines.map(escapeHtml).join("<br>\n")}</p>`);
    }
  }
  if (solution?.kind === "grid") {
    body.push(`<h2>${escapeHtml(labels.solution)}</h2>`, "<table>");
    const head = Array.from({ length: puzzle.size }, (_, i) => `<th scope="col">${i + 1}</th>`).join("");
    body.push(`  <thead><tr><th scope="col">${escapeHtml(labels.house)}</th>${head}</tr></thead>`, "  <tbody>");
    for (const attribute of puzzle.attributes) {
      const row = solution.grid[attribute.name] ?? [];
      const cells = row.map((value) => `<td>${escapeHtml(renderer.value(attribute.name, value, ctx))}</td>`).join("");
      body.push(`    <tr><th scope="row">${escapeHtml(renderer.heading(attribute.name, ctx))}</th>${cells}</tr>`);
    }
    body.push("  </tbody>", "</table>");
  } else if (solution?.kind === "explanation") {
    body.push(...explanationHtml(solution.text));
  }
  return [
    "<!DOCTYPE html>",
    `<html lang="${escapeHtml(locale.htmlLang)}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    "<style>",
    "body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; }",
    "table { border-collapse: collapse; } th, td { border: 1px solid #999; padding: 0.25rem 0.6rem; text-align: left; }",
    "thead th { background: #eee; }",
    "</style>",
    "</head>",
    "<body>",
    "<main>",
    ...body,
    "</main>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/**
 * A step-by-step solution (the renderer's text) as HTML: its heading as `<h2>`, numbered items
 * as one ordered list with their sub-steps as nested lists, tables as preformatted text, other
 * blocks as paragraphs.
 */
function explanationHtml(text: string): string[] {
  const [heading, ...blocks] = text.split("\n\n");
  const out = [`<h2>${escapeHtml(heading!)}</h2>`];
  for (const block of blocks) {
    const lines = block.split("\n");
    const first = /^(\d+)\. /.exec(lines[0]!);
    if (first === null) {
      out.push(/^.*\n-{3,}/.test(block) ? `<pre>${escapeHtml(block)}</pre>` : `<p>${lines.map(escapeHtml).join("<br>\n")}</p>`);
      continue;
    }
    // Each numbered line starts an item; indented bullets are its sub-steps; other indented lines continue it.
    const items: { text: string; subs: string[]; after: string[] }[] = [];
    for (const line of lines) {
      const numbered = /^\d+\. (.*)$/.exec(line);
      const bullet = /^\s+- (.*)$/.exec(line);
      if (numbered !== null) items.push({ text: numbered[1]!, subs: [], after: [] });
      else if (bullet !== null) items.at(-1)?.subs.push(bullet[1]!);
      else items.at(-1)?.after.push(line.trim());
    }
    out.push(`<ol${first[1] !== "1" ? ` start="${first[1]}"` : ""}>`);
    for (const item of items) {
      const subs = item.subs.length === 0 ? "" : `<ul>${item.subs.map((sub) => `<li>${escapeHtml(sub)}</li>`).join("")}</ul>`;
      const after = item.after.map((line) => `<br>${escapeHtml(line)}`).join("");
      out.push(`  <li>${escapeHtml(item.text)}${subs}${after}</li>`);
    }
    out.push("</ol>");
  }
  return out;
}
