import type { Grid, Lexicon, Locale, Puzzle } from "@zebra/model";

/**
 * Escapes text for HTML element content and attribute values.
 *
 * @example
 * ```ts
 * escapeHtml('<b>"Tom & Jerry"</b>'); // "&lt;b&gt;&quot;Tom &amp; Jerry&quot;&lt;/b&gt;"
 * ```
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "&#39;"));
}

/**
 * A small standalone HTML document for a puzzle in a locale: the renderer's text of the puzzle
 * (paragraphs and the numbered clues as an ordered list) and, when given, the solution as a
 * table with the locale's headings. Every piece of text is escaped; the page loads nothing
 * from elsewhere.
 */
export function puzzleHtml(puzzle: Puzzle, locale: Locale, lexicon: Lexicon | undefined, solution: Grid | undefined): string {
  const { renderer } = locale;
  const labels = locale.ui.cli;
  const ctx = lexicon ? { puzzle, lexicon } : { puzzle };
  const text = renderer.puzzle(ctx, "text");
  const clueTexts = new Set(puzzle.clues.map((clue) => renderer.clue(clue, ctx)));
  const body: string[] = [];
  const title = puzzle.title ?? firstLine(text);
  body.push(`<h1>${escapeHtml(title)}</h1>`);
  // The renderer's text, block by block: runs of numbered clue lines become an ordered list.
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block.split("\n").filter((line) => line.trim() !== "");
    if (lines.length === 0 || (puzzle.title !== undefined && lines.length === 1 && lines[0] === puzzle.title)) continue;
    const items = lines.map((line) => /^\s*(\d+)[.):、]\s*(.*)$/.exec(line));
    if (items.every((m) => m !== null) && items.some((m) => clueTexts.has(m![2]!) || lines.length > 1)) {
      const start = Number(items[0]![1]);
      body.push(`<ol${start !== 1 ? ` start="${start}"` : ""}>`);
      for (const m of items) body.push(`  <li>${escapeHtml(m![2]!)}</li>`);
      body.push("</ol>");
    } else {
      body.push(`<p>${lines.map(escapeHtml).join("<br>\n")}</p>`);
    }
  }
  if (solution !== undefined) {
    body.push(`<h2>${escapeHtml(labels.solution)}</h2>`, "<table>");
    const head = Array.from({ length: puzzle.size }, (_, i) => `<th scope="col">${i + 1}</th>`).join("");
    body.push(`  <thead><tr><th scope="col">${escapeHtml(labels.position)}</th>${head}</tr></thead>`, "  <tbody>");
    for (const attribute of puzzle.attributes) {
      const row = solution[attribute.name] ?? [];
      const cells = row.map((value) => `<td>${escapeHtml(renderer.value(attribute.name, value, ctx))}</td>`).join("");
      body.push(`    <tr><th scope="row">${escapeHtml(renderer.heading(attribute.name, ctx))}</th>${cells}</tr>`);
    }
    body.push("  </tbody>", "</table>");
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

function firstLine(text: string): string {
  return text.split("\n").find((line) => line.trim() !== "")?.trim() ?? "Zebra puzzle";
}
