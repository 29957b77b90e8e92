import { attributeNoun, valueLabel, type Grid, type Lexicon, type Puzzle, type Renderer } from "@zebra/model";

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

/** Words of the HTML page that are not the renderer's (headings, table corner). */
export interface HtmlLabels {
  readonly solution: string;
  readonly position: string;
}

/**
 * A small standalone HTML document for a puzzle: the renderer's text of the puzzle (paragraphs
 * and the numbered clues as an ordered list) and, when given, the solution as a table. Every
 * piece of text is escaped; the page loads nothing from elsewhere.
 */
export function puzzleHtml(puzzle: Puzzle, renderer: Renderer, lexicon: Lexicon | undefined, solution: Grid | undefined, labels: HtmlLabels): string {
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
      const word = attributeNoun(lexicon, renderer.locale, attribute.name);
      const noun = word.charAt(0).toLocaleUpperCase(renderer.locale) + word.slice(1);
      const cells = row.map((value) => `<td>${escapeHtml(valueLabel(lexicon, renderer.locale, attribute.name, value))}</td>`).join("");
      body.push(`    <tr><th scope="row">${escapeHtml(noun)}</th>${cells}</tr>`);
    }
    body.push("  </tbody>", "</table>");
  }
  return [
    "<!DOCTYPE html>",
    `<html lang="${escapeHtml(renderer.locale)}">`,
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
