// Browser tests: the built site, served on 127.0.0.1, driven in headless Chromium.
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { budget } from "./budget.js";
import { listFiles, repoRoot } from "./harness.js";
import { cell, chooseLanguage, clueTexts, count, forget, markGrid, open as openSite, pageErrors, pdfPages, small, state, stubPrint, useSite } from "./site.js";

const site = useSite();
const open = (query: string) => openSite(site, query);
const cjk = /[\u4e00-\u9fff]/;

/** Reads the revealed solution table as value indexes: solution[attr][pos] = value index. */
async function revealedSolution(page: Page): Promise<number[][]> {
  return page.evaluate(() => {
    const blocks = [...document.querySelectorAll("#grid table.block")];
    const rows = [...document.querySelectorAll("#solution-table tbody tr")];
    return rows.map((row, attr) => {
      const labels = [...blocks[attr]!.querySelectorAll("th.value")].map((th) => th.textContent);
      return [...row.querySelectorAll("td")].map((td) => labels.indexOf(td.textContent));
    });
  });
}

describe("the playground", () => {
  it("generates the puzzle the URL names, the same on every load", async () => {
    const page = await open(small);
    const first = await clueTexts(page);
    expect(first.length).toBeGreaterThan(3);
    expect(await count(page, "#grid table.block")).toBe(5);
    expect(await count(page, "#grid td.cell")).toBe(125);
    expect(await page.locator("#seed").inputValue()).toBe("7");
    expect(await page.locator("#difficulty").inputValue()).toBe("easy");
    expect(await page.locator("#status .badge").getAttribute("data-status")).toBe("unique");

    const again = await open(small);
    expect(await clueTexts(again)).toEqual(first);
    await again.locator("#seed").fill("8");
    await again.locator("#generate").click();
    await again.waitForFunction(() => new URL(location.href).searchParams.get("seed") === "8");
    await again.waitForFunction(
      (before) => document.querySelector("#clues li .text")?.textContent !== before[0] || document.querySelectorAll("#clues li").length !== before.length,
      first,
    );
    expect(await clueTexts(again)).not.toEqual(first);
    await again.goBack();
    await again.waitForFunction(() => new URL(location.href).searchParams.get("seed") === "7");
    await expect.poll(() => clueTexts(again)).toEqual(first);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
    await again.close();
  }, 60_000);

  it("gives a hint, takes marks with the keyboard, checks them and reveals the answer", async () => {
    const page = await open(small);
    // Hint: the first step, in words, its clues and cells highlighted.
    await page.locator("#hint").click();
    const hint = page.locator("#hint-result .step-text");
    expect((await hint.textContent())!.length).toBeGreaterThan(10);
    expect(await page.locator("#hint-result h3").textContent()).toMatch(/step 1 of \d+/);
    expect(await count(page, "#clues li.used")).toBeGreaterThan(0);
    const highlighted = await count(page, "#grid td.hl");
    expect(highlighted).toBeGreaterThan(0);
    await page.locator("#apply-hint").click();
    expect(await count(page, "#grid td.cell:not(.empty)")).toBeGreaterThan(0);
    await page.locator("#hint").click();
    expect(await page.locator("#hint-result h3").textContent()).not.toMatch(/step 1 of/);
    // The main screen, mid-game, as a test artifact (test-artifacts/ is not committed).
    mkdirSync(join(repoRoot, "test-artifacts"), { recursive: true });
    await page.screenshot({ path: join(repoRoot, "test-artifacts", "playground.png") });
    // The hint quotes the clues it uses: the ones highlighted in the list.
    expect(await page.locator("#hint-result .used-clues li .text").allTextContents()).toEqual(await page.locator("#clues li.used .text").allTextContents());
    expect(await page.locator("#clues li.used .tag").allTextContents()).toContain("this step");
    await page.locator("#clear").click();
    expect(await count(page, "#grid td.cell:not(.empty)")).toBe(0);

    // Keyboard: O sets yes and crosses out its row and column; undo, redo, arrows, X.
    const c = cell(page, 1, 1, 1);
    await c.focus();
    await c.press("o");
    expect(await state(page, 1, 1, 1)).toBe("yes");
    expect(await state(page, 1, 1, 3)).toBe("implied-no");
    expect(await state(page, 1, 4, 1)).toBe("implied-no");
    expect(await state(page, 0, 1, 3)).toBe("empty");
    await page.keyboard.press("Control+z");
    expect(await state(page, 1, 1, 1)).toBe("empty");
    expect(await state(page, 1, 1, 3)).toBe("empty");
    await page.keyboard.press("Control+y");
    expect(await state(page, 1, 1, 1)).toBe("yes");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowRight");
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset)).toMatchObject({ attr: "1", value: "2", pos: "2" });
    await page.keyboard.press("x");
    expect(await state(page, 1, 2, 2)).toBe("no");
    await page.keyboard.press(" ");
    expect(await state(page, 1, 2, 2)).toBe("yes");
    await cell(page, 2, 0, 0).click({ button: "right" });
    expect(await state(page, 2, 0, 0)).toBe("no");
    await cell(page, 2, 0, 0).click();
    expect(await state(page, 2, 0, 0)).toBe("yes");
    await page.locator("#check").click();
    expect(await count(page, "#check-result")).toBe(1);

    // Reveal asks first; Keep playing changes nothing.
    await page.locator("#reveal").click();
    expect(await page.locator("#reveal-confirm-box").textContent()).toContain("The clock stops");
    await page.locator("#reveal-cancel").click();
    expect(await count(page, "#solution-table")).toBe(0);
    // Reveal, then write a wrong answer (every house shifted by one): Check names broken clues.
    await page.locator("#reveal").click();
    await page.locator("#reveal-confirm").click();
    expect(await count(page, "#solution-table tbody tr")).toBe(5);
    expect(await page.locator("#reveal-result .answer").textContent()).not.toBe("");
    const solution = await revealedSolution(page);
    expect(solution.flat().every((v) => v >= 0)).toBe(true);
    await page.locator("#reveal").click();
    await page.locator("#clear").click();
    await markGrid(
      page,
      solution.map((row) => row.map((_, pos) => row[(pos + 1) % row.length]!)),
    );
    await page.locator("#check").click();
    expect(await page.locator("#check-result").getAttribute("class")).toContain("bad");
    expect(await count(page, "#clues li.violated")).toBeGreaterThan(0);
    // The right answer: solved.
    await page.locator("#clear").click();
    await markGrid(page, solution);
    // The last mark solves it: the page says so without being asked.
    expect(await page.locator("#check-result").getAttribute("class")).toContain("solved");
    expect(await page.locator("#solved-time").textContent()).toBe("Solved, after seeing the solution.");
    expect(await count(page, "#clues li.violated")).toBe(0);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  }, 60_000);

  it("explains the whole solution, forward and back, with the grid following", async () => {
    const page = await open(small);
    await page.locator("#explain").click();
    const counter = page.locator("#explain-count");
    const total = Number(/(\d+)\D*$/.exec((await counter.textContent())!)![1]);
    expect(total).toBeGreaterThan(3);
    expect(await page.locator("#grid").getAttribute("class")).toContain("read-only");
    expect(await count(page, "#grid td.cell:not(.empty)")).toBe(0);
    await page.locator("#explain-next").click();
    expect((await page.locator("#explain-text").textContent())!.length).toBeGreaterThan(10);
    expect(await count(page, "#grid td.hl")).toBeGreaterThan(0);
    expect(await count(page, "#clues li.used")).toBeGreaterThan(0);
    const afterOne = await count(page, "#grid td.cell:not(.empty)");
    expect(afterOne).toBeGreaterThan(0);
    await page.locator("#explain-last").click();
    expect(await count(page, "#grid td.yes")).toBe(25);
    await page.locator("#explain-prev").click();
    expect(await counter.textContent()).toContain(String(total - 1));
    await page.locator("#explain-first").click();
    expect(await count(page, "#grid td.cell:not(.empty)")).toBe(0);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await counter.textContent()).toMatch(/Step 2 of/);
    await page.keyboard.press("ArrowLeft");
    expect(await counter.textContent()).toMatch(/Step 1 of/);
    await page.locator("#explain-first").click();
    // Clicking a cell while explaining changes nothing.
    await cell(page, 0, 0, 0).click();
    expect(await count(page, "#grid td.cell:not(.empty)")).toBe(0);
    await page.locator("#panel .close").click();
    expect(await page.locator("#grid").getAttribute("class")).not.toContain("read-only");
    await page.close();
  }, 60_000);

  it("answers why? on a revealed value and on a hint with the steps that derive it, their clues highlighted", async () => {
    const page = await open(small);
    const total = Number(/(\d+)/.exec((await page.locator("#status .muted").textContent())!)![1]);
    // On a hint: the chain that leads to its conclusion, ending with what the hint says.
    await page.locator("#hint").click();
    const hinted = await page.locator("#hint-result .used-clues li .num").allTextContents();
    await page.locator("#hint-why").click();
    await page.locator("#why-steps li").first().waitFor();
    const hintChain = await page.locator("#why-steps li").allTextContents();
    expect(hintChain.length).toBeGreaterThan(0);
    expect(hintChain.every((t) => t.length > 10)).toBe(true);
    const used = await page.locator("#clues li.used .num").allTextContents();
    expect(used).toEqual(expect.arrayContaining(hinted));
    expect(await page.locator("#why-result .used-clues li .text").allTextContents()).toEqual(await page.locator("#clues li.used .text").allTextContents());
    expect(await count(page, "#grid td.hl")).toBeGreaterThan(0);

    // On a revealed value: every cell of the solution table asks why.
    await page.locator("#reveal").click();
    await page.locator("#reveal-confirm").click();
    const cells = page.locator("#solution-table tbody td button.why-cell");
    expect(await cells.count()).toBe(25);
    const last = cells.nth(24);
    const value = (await last.textContent())!;
    expect(await last.getAttribute("aria-label")).toBe(`Why ${value}, house 5?`);
    await last.click();
    await page.locator("#why-steps li").first().waitFor();
    expect(await page.locator("#why-statement").textContent()).toContain(value);
    const steps = await page.locator("#why-steps li").allTextContents();
    // The smallest chain: fewer steps than the whole solution, each one in words.
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.length).toBeLessThan(total + 5);
    expect(await page.locator("#why-result > p").nth(1).textContent()).toBe(
      steps.length === 1 ? "It takes 1 step of the solution:" : `It takes these ${steps.length} steps of the solution:`,
    );
    const quoted = await page.locator("#why-result .used-clues li .text").allTextContents();
    expect(quoted.length).toBeGreaterThan(0);
    expect(quoted).toEqual(await page.locator("#clues li.used .text").allTextContents());
    expect(await page.locator("#clues li.used .tag").first().textContent()).toBe("this step");
    // The cell asked about is outlined in the grid, in the house view and the logic grid.
    expect(await count(page, "#grid td.hl")).toBe(1);
    // In another language, the same answer in its words.
    await chooseLanguage(page, "zh");
    expect(await page.locator("#why-result h3").textContent()).toBe("为什么？");
    expect(await page.locator("#why-steps li").count()).toBe(steps.length);
    expect(cjk.test((await page.locator("#why-steps li").first().textContent())!)).toBe(true);
    expect(cjk.test((await page.locator("#why-statement").textContent())!)).toBe(true);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  }, 60_000);

  it("switches between English and Chinese at any time, and the link keeps the language", async () => {
    const page = await open(small);
    const english = await clueTexts(page);
    await page.locator("#hint").click();
    await chooseLanguage(page, "zh");
    const chinese = await clueTexts(page);
    expect(chinese).toHaveLength(english.length);
    expect(chinese.every((t) => cjk.test(t))).toBe(true);
    expect(await page.locator("#check").textContent()).toBe("检查");
    expect(await page.locator("html").getAttribute("lang")).toBe("zh-CN");
    expect(cjk.test((await page.locator("#hint-result .step-text").textContent())!)).toBe(true);
    expect(new URL(page.url()).searchParams.get("lang")).toBe("zh");
    await page.reload();
    await page.waitForSelector("#status .badge");
    expect(await clueTexts(page)).toEqual(chinese);
    await chooseLanguage(page, "en");
    expect(await clueTexts(page)).toEqual(english);
    await page.close();
  }, 60_000);

  it("speaks Japanese from the switch, and draws its characters with a real font", async () => {
    const page = await open(small);
    const english = await clueTexts(page);
    const button = page.locator('.lang button[data-locale="ja"]');
    expect(await button.textContent()).toBe("日本語");
    await page.locator("#hint").click();
    await chooseLanguage(page, "ja");
    const japanese = await clueTexts(page);
    expect(japanese).toHaveLength(english.length);
    expect(japanese.every((t) => /^[^A-Za-z]+。$/.test(t) && /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(t))).toBe(true);
    expect(await page.locator("#check").textContent()).toBe("チェック");
    expect(await page.locator("html").getAttribute("lang")).toBe("ja");
    expect(await page.locator("#hint-result .step-text").textContent()).toMatch(/^[^A-Za-z]*\p{Script=Hiragana}[^A-Za-z]*。$/u);
    expect(new URL(page.url()).searchParams.get("lang")).toBe("ja");
    // Two different kanji in the clues' font: without a CJK font both are the same empty box.
    const glyphs = await page.evaluate(() => {
      const family = getComputedStyle(document.querySelector("#clues li .text")!).fontFamily;
      const canvas = document.createElement("canvas");
      canvas.width = canvas.height = 64;
      const g = canvas.getContext("2d")!;
      g.font = `48px ${family}`;
      const draw = (text: string) => {
        g.clearRect(0, 0, 64, 64);
        g.fillText(text, 4, 52);
        return Array.from(g.getImageData(0, 0, 64, 64).data).join();
      };
      return [draw("猫"), draw("犬"), draw("")];
    });
    expect(glyphs[0]).not.toBe(glyphs[1]);
    expect(glyphs[0]).not.toBe(glyphs[2]);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  }, 60_000);

  it("offers German in the switch and speaks it: clues, hints, buttons and the page's language", async () => {
    const page = await open(small);
    const english = await clueTexts(page);
    expect(await page.locator('.lang button[data-locale="de"]').textContent()).toBe("Deutsch");
    await page.locator("#hint").click();
    await chooseLanguage(page, "de");
    const german = await clueTexts(page);
    expect(german).toHaveLength(english.length);
    expect(german.every((t) => /^(Der|Die|Das|Zwischen|Entweder|Mindestens) .+\.$/.test(t) && !/\b(the|lives|house)\b/.test(t))).toBe(true);
    expect(german.join(" ")).toMatch(/\b(wohnt|hält|trinkt|raucht|steht)\b/);
    expect(await page.locator("#check").textContent()).toBe("Prüfen");
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    expect(await page.locator("#hint-result h3").textContent()).toMatch(/^Tipp: Schritt 1 von \d+$/);
    expect(await page.locator("#hint-result .step-text").textContent()).toMatch(/^(Nach Hinweis \d+|Für |Die |Der |Das |Angenommen|Betrachten)/);
    expect(new URL(page.url()).searchParams.get("lang")).toBe("de");
    // Japanese, then English at once, before Japanese has come: English stays, whenever Japanese arrives.
    const chunks: string[] = [];
    page.on("request", (r) => void (r.url().endsWith(".js") && chunks.push(r.url())));
    await page.evaluate(() => {
      for (const code of ["ja", "en"]) document.querySelector<HTMLElement>(`.lang button[data-locale="${code}"]`)!.click();
    });
    await expect.poll(() => chunks.length).toBe(1);
    // Once Japanese is here too (the test imports the same module, which settles after the page's own import):
    await page.evaluate(`import(${JSON.stringify(chunks[0])}).then(() => true)`);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await clueTexts(page)).toEqual(english);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  }, 60_000);

  it("words hints and explanations in the style the switch chooses, kept by the link as the language is", async () => {
    const page = await open(small);
    expect(await page.locator("#style-full").getAttribute("aria-pressed")).toBe("true");
    await page.locator("#hint").click();
    const hint = page.locator("#hint-result .step-text");
    const full = (await hint.textContent())!;
    expect(full).not.toMatch(/^(Clue|House) \d+: /);
    await page.locator("#style-concise").click();
    expect(await page.locator("#style-concise").getAttribute("aria-pressed")).toBe("true");
    expect(await page.locator("#style-full").getAttribute("aria-pressed")).toBe("false");
    // The hint on screen is worded again, puzzle-book style: the clue's number, not its words.
    const concise = (await hint.textContent())!;
    expect(concise).toMatch(/^[A-Z][\w -]*( \d+)?: .+\.$/);
    expect(concise.length).toBeLessThan(full.length);
    expect(new URL(page.url()).searchParams.get("style")).toBe("concise");
    // The explanation too, and the choice survives a reload and a change of language.
    await page.locator("#explain").click();
    await page.locator("#explain-next").click();
    const first = (await page.locator("#explain-text").textContent())!;
    expect(first).toBe(concise);
    await page.reload();
    await page.waitForSelector("#status .badge");
    expect(await page.locator("#style-concise").getAttribute("aria-pressed")).toBe("true");
    await page.locator("#explain").click();
    await page.locator("#explain-next").click();
    expect(await page.locator("#explain-text").textContent()).toBe(first);
    await chooseLanguage(page, "zh");
    expect(new URL(page.url()).searchParams.get("style")).toBe("concise");
    expect(await page.locator("#style-switch").textContent()).toContain("简洁");
    await page.locator("#style-full").click();
    expect(new URL(page.url()).searchParams.has("style")).toBe(false);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  }, 60_000);

  it("prints the puzzle, its clues and an empty grid on one page, and the solution on the next", async () => {
    const page = await open(small);
    await cell(page, 0, 0, 0).click();
    await stubPrint(page);
    await page.locator("#print").click();
    expect(await page.locator("#print-with-solution").isChecked()).toBe(true);
    await page.locator("#print-puzzle").click();
    expect(await page.evaluate(() => (window as { printed?: number }).printed)).toBe(1);
    await page.emulateMedia({ media: "print" });
    expect(await page.locator("#controls").isVisible()).toBe(false);
    expect(await page.locator("#grid").isVisible()).toBe(false);
    const sheets = page.locator("#print-area .sheet");
    expect(await sheets.count()).toBe(2);
    expect(await sheets.nth(0).locator(".print-clues li").count()).toBe(await count(page, "#clues li"));
    // The grid of the view played in, empty whatever the marks.
    expect(await sheets.nth(0).locator(".print-grid table.block").count()).toBe(5);
    expect(await sheets.nth(0).locator("td.cell:not(.empty):not([class='cell'])").count()).toBe(0);
    expect(await sheets.nth(1).locator(".solution-table").isVisible()).toBe(true);
    expect(await sheets.nth(1).locator(".print-steps li").count()).toBeGreaterThan(3);
    expect(pdfPages(await page.pdf({ format: "A4" }))).toBeGreaterThanOrEqual(2);
    // Without the solution, in the logic grid: one page.
    await page.emulateMedia({ media: "screen" });
    await page.locator("#view-logic").click();
    await page.locator("#print-with-solution").uncheck();
    await page.locator("#print-puzzle").click();
    await page.emulateMedia({ media: "print" });
    expect(await page.locator("#print-area .sheet").count()).toBe(1);
    expect(await page.locator("#print-area .print-grid table.logic").count()).toBe(1);
    expect(pdfPages(await page.pdf({ format: "A4" }))).toBe(1);
    await page.close();
  }, 60_000);

  it("stays responsive while a 12×12 puzzle is generated in the worker", async () => {
    const page = await site.browser.context.newPage();
    await forget(site, page);
    // Chinese is chosen the moment the worker starts generating, a click the page takes at once.
    await page.addInitScript(() => {
      const w = window as { chosenWhileBusy?: boolean; scriptsBefore?: string[] };
      new MutationObserver((_, observer) => {
        const busy = document.querySelector<HTMLElement>("#busy");
        if (!busy || busy.hidden) return;
        observer.disconnect();
        w.scriptsBefore = performance.getEntriesByType("resource").map((e) => e.name);
        document.querySelector<HTMLElement>('.lang button[data-locale="zh"]')!.click();
        w.chosenWhileBusy = !busy.hidden;
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["hidden"] });
    });
    // The scripts beyond the entry's and the worker's: a language's, only once it is chosen.
    const html = readFileSync(join(site.dir, "index.html"), "utf8");
    const extra = (urls: readonly string[]) =>
      urls.map((u) => new URL(u).pathname.split("/").pop()!).filter((f) => f.endsWith(".js") && !html.includes(f) && !f.startsWith("engine.worker"));
    const requested: string[] = [];
    page.on("request", (r) => requested.push(r.url()));
    await page.goto(`${site.server.url}?size=12&attrs=12&difficulty=easy&theme=default&lang=en&seed=3`);
    await page.waitForSelector('.lang:not([aria-busy]) button[data-locale="zh"][aria-pressed="true"]');
    const chosen = await page.evaluate(() => {
      const { chosenWhileBusy, scriptsBefore } = window as { chosenWhileBusy?: boolean; scriptsBefore?: string[] };
      return { chosenWhileBusy, scriptsBefore };
    });
    expect(chosen.chosenWhileBusy).toBe(true);
    expect(extra(chosen.scriptsBefore!)).toEqual([]);
    expect(await page.locator("html").getAttribute("lang")).toBe("zh-CN");
    expect(extra(requested)).toHaveLength(1);
    await page.waitForSelector("#status .badge", { timeout: 60_000 });
    expect(await count(page, "#grid table.block")).toBe(12);
    expect(await count(page, "#grid td.cell")).toBe(12 * 12 * 12);
    const c = cell(page, 11, 11, 11);
    await c.focus();
    await c.press("o");
    expect(await state(page, 11, 11, 11)).toBe("yes");
    // A long generation can be cancelled; the puzzle on the page stays.
    const before = await clueTexts(page);
    await page.locator("#difficulty").selectOption("expert");
    await page.locator("#generate").click();
    await page.locator("#cancel").click();
    expect(await page.locator("#busy").isHidden()).toBe(true);
    expect(await clueTexts(page)).toEqual(before);
    expect(await state(page, 11, 11, 11)).toBe("yes");
    await page.close();
  }, 90_000);

  it("serves the guides and the API reference beside the playground", async () => {
    const files = listFiles(site.dir);
    expect(files).toContain("index.html");
    expect(files).toContain("docs/index.html");
    expect(files).toContain("docs/api/index.html");
    expect(files).toContain("docs/guide/playground.html");
    const page = await site.browser.context.newPage();
    await page.goto(`${site.server.url}docs/index.html`);
    await page.waitForSelector(".sidebar");
    await page
      .locator(".sidebar a", { hasText: /playground/i })
      .first()
      .click();
    await page.waitForURL(/docs\/guide\/playground\.html$/);
    expect(await page.locator("main h1").textContent()).toMatch(/playground/i);
    await page.locator(".sidebar a", { hasText: "API reference" }).click();
    await page.waitForURL(/docs\/api\/index\.html$/);
    await page.goBack();
    await page.locator(".site-nav a", { hasText: "Playground" }).click();
    await page.waitForSelector("#generate");
    expect(await page.locator(".site-nav a", { hasText: "API reference" }).getAttribute("href")).toBe("docs/api/index.html");
    // And from the playground to the guides.
    await page.locator(".site-nav a", { hasText: "Guides" }).click();
    await page.waitForURL(/docs\/index\.html$/);
    await page.close();
  }, 60_000);

  it(`keeps the page's JavaScript within its budget (${budget.entryKb} kB gzip at load, ${budget.totalKb} kB with the worker)`, () => {
    const js = listFiles(site.dir).filter((f) => f.startsWith("assets/") && f.endsWith(".js"));
    const size = (f: string) => gzipSync(readFileSync(join(site.dir, f))).length / 1024;
    const html = readFileSync(join(site.dir, "index.html"), "utf8");
    const entry = js.filter((f) => html.includes(f));
    expect(entry.length).toBeGreaterThan(0);
    const entryKb = entry.reduce((n, f) => n + size(f), 0);
    const totalKb = js.reduce((n, f) => n + size(f), 0);
    console.log(`bundle: ${entryKb.toFixed(1)} kB gzip at load, ${totalKb.toFixed(1)} kB gzip in all (${js.length} files)`);
    expect(entryKb).toBeLessThan(budget.entryKb);
    expect(totalKb).toBeLessThan(budget.totalKb);
  });
});
