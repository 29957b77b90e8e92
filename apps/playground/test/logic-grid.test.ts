// Browser tests of logic-grid puzzles (no houses): the magazines' staircase of every pair of
// attributes, played to the end by mouse and by keyboard, with hints, why?, links, printing,
// a phone's screen and axe-core.
import { join } from "node:path";
import { inflateRawSync } from "node:zlib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { toDocument } from "@zebra/model";
import { generate } from "../src/worker/engine.js";
import { launch, repoRoot } from "./harness.js";
import { axeViolations, cell, chooseLanguage, clueTexts, count, open as openSite, pageErrors, pdfPages, stateOf, stubPrint, useSite } from "./site.js";

const site = useSite();
const open = (address: string, keep = false) => openSite(site, address, { keep });

/** A 4 × 5 logic grid: four attributes of five values, the first the key. */
const request = { kind: "logic-grid", size: 5, attributes: 4, difficulty: "easy", theme: "default", seed: 3 } as const;
const address = "kind=logic-grid&size=5&attrs=4&difficulty=easy&theme=default&lang=en&seed=3";
const { puzzle } = generate(request);
/** The solution as value indexes: answer[attr][pos], where pos is the key's value. */
const answer = puzzle.attributes.map((a) => puzzle.solution![a.name]!.map((v) => a.values.indexOf(v)));

/** Waits for the page to say the puzzle is solved. */
async function solved(page: Page): Promise<string> {
  await page.locator("#solved-time").waitFor({ timeout: 10_000 });
  return (await page.locator("#solved-time").textContent())!;
}

describe("a logic-grid puzzle", () => {
  it("opens generated in the magazines' grid, with its clues, and no houses anywhere", async () => {
    const page = await open(address);
    expect(await page.locator("#kind").inputValue()).toBe("logic-grid");
    expect(await page.locator("label[for=size]").textContent()).toBe("Values");
    expect(await page.locator("#puzzle-title").textContent()).toBe("Logic grid: 4 attributes, 5 values each");
    expect(await page.locator("#grid").getAttribute("data-view")).toBe("logic");
    expect(await page.locator("#view-switch").isVisible()).toBe(false);
    // Every pair of the four attributes once: 6 blocks of 5 × 5; the key's band on top meets all three others.
    expect(await count(page, "#grid td.cell")).toBe(6 * 25);
    const heads = await page.locator("#grid thead .dim-head").allTextContents();
    expect(heads).toHaveLength(3);
    const rowHeads = await page.locator("#grid tbody .row-dim").allTextContents();
    expect(rowHeads).toHaveLength(3);
    const key = puzzle.attributes[0]!.name;
    expect(rowHeads[0]).toBe(key);
    expect(heads).not.toContain(key);
    expect(await page.locator("#grid tbody tr").first().locator("td.cell").count()).toBe(15);
    // The clues, as many as the puzzle has, each in words or symbols; no house is named on the page.
    const clues = await clueTexts(page);
    expect(clues).toHaveLength(puzzle.clues.length);
    expect(clues.every((c) => c.trim().length > 3)).toBe(true);
    expect((await page.locator("#grid").textContent())!.toLowerCase()).not.toContain("house");
    // The help under the grid gives its example without houses.
    expect(await page.locator("p.help", { hasText: "so the tart cost $5" }).count()).toBe(1);
    // A cell's spoken name pairs two values, the key's in the house's place.
    const label = (await cell(page, 1, 0, 0).getAttribute("aria-label"))!;
    expect(label).not.toContain("house");
    expect(pageErrors(page)).toEqual([]);
    await page.screenshot({ path: join(repoRoot, "test-artifacts", "logic-grid.png"), fullPage: true });
    // Explain: each step in words without houses (or, in a locale that does not word logic grids, in symbols), the grid following to the whole answer.
    await page.locator("#explain").click();
    expect(await page.locator("#grid").getAttribute("class")).toContain("read-only");
    await page.locator("#explain-next").click();
    const first = (await page.locator("#explain-text").textContent())!;
    expect(first.length).toBeGreaterThan(5);
    expect(first.toLowerCase()).not.toContain("house");
    expect(await count(page, "#grid td.hl")).toBeGreaterThan(0);
    await page.locator("#explain-last").click();
    expect(await count(page, "#grid td.yes")).toBe(3 * 5);
    await page.locator("#panel .close").click();
    // Another language: the page's own words for the kind and the title.
    await chooseLanguage(page, "de");
    expect(await page.locator("label[for=size]").textContent()).toBe("Werte");
    expect(await page.locator("#kind option:checked").textContent()).toBe("Logikgitter (ohne Häuser)");
    expect(await page.locator("#puzzle-title").textContent()).toBe("Logikgitter: 4 Attribute mit je 5 Werten");
    expect(await clueTexts(page)).toHaveLength(puzzle.clues.length);
    expect(await page.locator("p.help", { hasText: "also hat die Torte 5 $ gekostet" }).count()).toBe(1);
    await chooseLanguage(page, "en");
    await page.close();
  }, 90_000);

  it("is played to the end by mouse: ✗ then ● on each cell, the row and column crossed out", async () => {
    const page = await open(address);
    for (let attr = 1; attr < answer.length; attr++)
      for (let pos = 0; pos < puzzle.size; pos++) {
        const target = cell(page, attr, answer[attr]![pos]!, pos);
        await target.click();
        expect(await stateOf(target)).toBe("no");
        await target.click();
        expect(await stateOf(target)).toBe("yes");
        if (attr === 1 && pos === 0) {
          // The rest of its row and column in its block are crossed out by themselves.
          const other = (answer[1]![0]! + 1) % puzzle.size;
          expect(await stateOf(cell(page, 1, other, 0))).toBe("implied-no");
          expect(await stateOf(cell(page, 1, answer[1]![0]!, 1))).toBe("implied-no");
        }
      }
    expect(await solved(page)).toMatch(/^Solved in \d+:\d\d!$/);
    expect(await page.locator("#check-result").getAttribute("class")).toContain("solved");
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  }, 90_000);

  it("is played to the end by keyboard: arrows across the blocks, O for yes", async () => {
    const page = await open(address);
    // The key's band is the top rows; its blocks run left to right, attribute by attribute.
    await cell(page, 1, 0, 0).focus();
    const at = { row: 0, col: 0 };
    for (let pos = 0; pos < puzzle.size; pos++)
      for (let attr = 1; attr < answer.length; attr++) {
        const to = { row: pos, col: (attr - 1) * puzzle.size + answer[attr]![pos]! };
        for (; at.row < to.row; at.row++) await page.keyboard.press("ArrowDown");
        for (; at.col < to.col; at.col++) await page.keyboard.press("ArrowRight");
        for (; at.col > to.col; at.col--) await page.keyboard.press("ArrowLeft");
        await page.keyboard.press("o");
        expect(await stateOf(cell(page, attr, answer[attr]![pos]!, pos))).toBe("yes");
      }
    expect(await solved(page)).toMatch(/^Solved in \d+:\d\d!$/);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  }, 90_000);

  it("gives hints that follow the solution, and says why a value is where it is", async () => {
    const page = await open(address);
    // A wrong mark first: Check's Show my errors names it by two values, the key's in the house's place.
    const wrong = (answer[2]![1]! + 1) % puzzle.size;
    await cell(page, 2, wrong, 1).click({ button: "right" });
    await cell(page, 2, wrong, 1).click();
    await page.locator("#check").click();
    await page.locator("#show-errors").click();
    const named = await page.locator("#wrong-marks li").allTextContents();
    const column = await page
      .locator("#grid thead .col-value")
      .nth(puzzle.size + wrong)
      .textContent();
    const row = await page.locator("#grid tbody th.row-value").nth(1).textContent();
    expect(named).toEqual([`${column}, ${row}: yes`]);
    await page.locator("#clear-errors").click();
    expect(await stateOf(cell(page, 2, wrong, 1))).toBe("empty");
    await page.locator("#hint").click();
    const hint = (await page.locator("#hint-result").textContent())!;
    expect(hint.length).toBeGreaterThan(5);
    expect(hint.toLowerCase()).not.toContain("house");
    expect(await count(page, "#grid td.hl")).toBeGreaterThan(0);
    // Every hint written in solves the puzzle.
    await page.locator("#apply-hint").click();
    for (let i = 0; i < 60 && (await count(page, "#check-result.solved")) === 0; i++) {
      await page.locator("#hint").click();
      await page.locator("#apply-hint").click();
    }
    expect(await solved(page)).toMatch(/^Solved in \d+:\d\d, with \d+ hints\.$/);
    expect(await page.locator("#check-result").getAttribute("class")).toContain("solved");
    // Why? on the revealed solution: its columns are the key's values, its rows the other attributes.
    await page.locator("#reveal").click();
    const confirm = page.locator("#reveal-confirm");
    if (await confirm.isVisible()) await confirm.click();
    const buttons = page.locator("#solution-table tbody td button.why-cell");
    expect(await buttons.count()).toBe(3 * 5);
    const keyValue = String(puzzle.attributes[0]!.values[4]);
    expect(await page.locator("#solution-table thead th").last().textContent()).toBe(keyValue);
    const last = buttons.nth(14);
    const value = (await last.textContent())!;
    expect(await last.getAttribute("aria-label")).toBe(`Why ${value}, ${keyValue}?`);
    await last.click();
    await page.locator("#why-steps li").first().waitFor();
    const statement = (await page.locator("#why-statement").textContent())!;
    expect(statement).toContain(value);
    expect(statement.toLowerCase()).not.toContain("house");
    const steps = await page.locator("#why-steps li").allTextContents();
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.join(" ").toLowerCase()).not.toContain("house");
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  }, 120_000);

  it("travels in a link that opens it again in a fresh browser, and pasted as JSON", async () => {
    const page = await open(address);
    await page.waitForFunction(() => location.hash.startsWith("#puzzle="));
    const url = page.url();
    const data = new URLSearchParams(new URL(url).hash.slice(1)).get("puzzle")!;
    const doc = JSON.parse(inflateRawSync(Buffer.from(data, "base64url")).toString("utf8")) as Record<string, unknown>;
    expect(doc.kind).toBe("logic-grid");
    expect(doc.solution).toBeUndefined();
    expect(new URL(url).searchParams.get("kind")).toBe("logic-grid");
    const clues = await clueTexts(page);
    const fresh = await launch();
    try {
      // The whole link regenerates the puzzle from its settings; the fragment alone carries the puzzle itself.
      const whole = await openSite({ ...site, browser: fresh }, url, { keep: true });
      expect(await clueTexts(whole)).toEqual(clues);
      expect(await whole.locator("#puzzle-meta").textContent()).toBe("Seed 3 · easy");
      expect(await whole.locator("#kind").inputValue()).toBe("logic-grid");
      const bare = await openSite({ ...site, browser: fresh }, `${site.server.url}#${new URL(url).hash.slice(1)}`, { keep: true });
      expect(await clueTexts(bare)).toEqual(clues);
      expect(await bare.locator("#status .badge").getAttribute("data-status")).toBe("unique");
      expect(await count(bare, "#grid td.cell")).toBe(6 * 25);
      expect(pageErrors(bare)).toEqual([]);
    } finally {
      await fresh.close();
    }
    // Pasted: the same puzzle, without its solution, is solved in the page.
    const { solution: _, ...unsolved } = toDocument(puzzle);
    await page.locator("#load summary").click();
    const preamble = "At the county fair, four friends each brought a drink and a dessert.";
    await page.locator("#paste").fill(JSON.stringify({ ...unsolved, preamble }));
    await page.locator("#load-button").click();
    await page.waitForFunction(() => document.querySelector("#puzzle-title")?.textContent === "Loaded puzzle" || document.querySelector("#load-errors li"));
    expect(await page.locator("#load-errors").textContent()).toBe("");
    expect(await page.locator("#status .badge").getAttribute("data-status")).toBe("unique");
    expect(await clueTexts(page)).toEqual(clues);
    expect(await count(page, "#grid td.cell")).toBe(6 * 25);
    // The story intro stands above the clues.
    expect(await page.locator(".clues-panel .preamble").textContent()).toBe(preamble);
    expect(await page.locator(".clues-panel .preamble + #clues").count()).toBe(1);
    await page.close();
  }, 120_000);

  it("prints its grid and solution, fits a phone, and passes axe-core", async () => {
    const page = await open(address);
    await stubPrint(page);
    await page.locator("#print").click();
    await page.locator("#print-puzzle").click();
    await page.emulateMedia({ media: "print" });
    const sheets = page.locator("#print-area .sheet");
    expect(await sheets.count()).toBe(2);
    expect(await sheets.nth(0).locator(".print-grid table.logic td.cell").count()).toBe(6 * 25);
    expect(await sheets.nth(1).locator(".solution-table tbody tr").count()).toBe(3);
    expect(pdfPages(await page.pdf({ format: "A4" }))).toBeGreaterThanOrEqual(2);
    await page.emulateMedia({ media: "screen" });
    await page.locator("#panel .close").click();
    const found = await axeViolations(page, "desktop");
    // A phone: no sideways scrolling of the page, and the grid's cells big enough to tap.
    await page.emulateMedia({ colorScheme: "dark" });
    await page.setViewportSize({ width: 390, height: 844 });
    found.push(...(await axeViolations(page, "dark phone")));
    expect(found).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(repoRoot, "test-artifacts", "logic-grid-phone.png"), fullPage: true });
    const box = (await cell(page, 1, 0, 0).boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(32);
    await page.close();
  }, 120_000);
});
