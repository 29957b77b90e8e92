// Browser tests of playing a game: the classic logic grid, saved progress and the clock,
// links that carry a puzzle, printing a booklet, a phone's screen, screen readers and glyphs.
import { inflateRawSync } from "node:zlib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { launch } from "./harness.js";
import {
  cell,
  chooseLanguage,
  clueTexts,
  count,
  open as openSite,
  pageErrors,
  pairCell,
  pdfPages,
  small,
  state,
  stateOf,
  stubPrint,
  tiny,
  useSite,
} from "./site.js";

const site = useSite();
const open = (address: string, keep = false) => openSite(site, address, { keep });

/** The puzzle document a playground link carries in its fragment, as Node reads it. */
function linkedDocument(url: string): Record<string, unknown> {
  const data = new URLSearchParams(new URL(url).hash.slice(1)).get("puzzle");
  expect(data).toBeTruthy();
  return JSON.parse(inflateRawSync(Buffer.from(data!, "base64url")).toString("utf8")) as Record<string, unknown>;
}

const timerSeconds = async (page: Page) => {
  const [m, s] = (await page.locator("#timer").textContent())!.split(":").map(Number);
  return m! * 60 + s!;
};

describe("the classic logic grid", () => {
  it("shows the same marks as the house view, both ways, and combines blocks only when asked", async () => {
    const page = await open(small);
    // A mark in the house view: Pet value 1 is in house 3.
    await cell(page, 0, 1, 2).click();
    await cell(page, 0, 1, 2).click();
    expect(await state(page, 0, 1, 2)).toBe("yes");
    await page.locator("#view-logic").click();
    expect(await page.locator("#grid").getAttribute("data-view")).toBe("logic");
    // Every pair of the house and five attributes meets in one 5 × 5 block: 15 blocks.
    expect(await count(page, "#grid td.cell")).toBe(15 * 25);
    expect(await state(page, 0, 1, 2)).toBe("yes");
    expect(await state(page, 0, 1, 0)).toBe("implied-no");
    // Back the other way: a mark in the logic grid's house column shows in the house view.
    await cell(page, 3, 4, 0).click();
    expect(await state(page, 3, 4, 0)).toBe("no");
    // A mark between two attributes: Pet 1 goes with Color (dimension 2) value 0.
    const petColor = pairCell(page, [1, 1], [2, 0]);
    await petColor.focus();
    await page.keyboard.press("o");
    expect(await stateOf(petColor)).toBe("yes");
    expect(await stateOf(pairCell(page, [1, 1], [2, 3]))).toBe("implied-no");
    // Color 0 in house 3 follows only when blocks combine.
    const colorHouse = cell(page, 1, 0, 2);
    expect(await stateOf(colorHouse)).toBe("empty");
    await page.locator("#auto-marks").selectOption("combine");
    expect(await stateOf(colorHouse)).toBe("implied-yes");
    expect(await stateOf(cell(page, 1, 0, 4))).toBe("implied-no");
    await page.locator("#auto-marks").selectOption("off");
    expect(await state(page, 0, 1, 0)).toBe("empty");
    expect(await stateOf(colorHouse)).toBe("empty");
    // The choices last: the next page opens in the logic grid, with only the visitor's marks, and the same game.
    const again = await open(small, true);
    expect(await again.locator("#grid").getAttribute("data-view")).toBe("logic");
    expect(await again.locator("#auto-marks").inputValue()).toBe("off");
    expect(await stateOf(pairCell(again, [1, 1], [2, 0]))).toBe("yes");
    await page.locator("#view-houses").click();
    expect(await count(page, "#grid td.cell")).toBe(5 * 25);
    expect(await state(page, 3, 4, 0)).toBe("no");
    expect(pageErrors(page)).toEqual([]);
    await page.close();
    await again.close();
  }, 60_000);

  it("moves across blocks with the keyboard and names every cell for a screen reader", async () => {
    const page = await open(tiny);
    await page.locator("#view-logic").click();
    // Right from the last house column goes on into the next block, down from the first block's last row too.
    const last = pairCell(page, [1, 0], [0, 2]);
    await last.focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.col)).toBe("2.0");
    await page.keyboard.press("ArrowLeft");
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => ({ ...(document.activeElement as HTMLElement).dataset }))).toMatchObject({ row: "3.0", col: "0.2" });
    await page.keyboard.press("PageUp");
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.row)).toBe("1.0");
    await page.keyboard.press("o");
    // The accessibility tree, as Chromium computes it: one grid, every cell named with its two values and its state.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: { role?: { value: string }; name?: { value: string } }[] };
    const cells = nodes.filter((n) => n.role?.value === "gridcell" && n.name?.value);
    expect(cells.length).toBe(await count(page, "#grid td.cell"));
    expect(nodes.filter((n) => n.role?.value === "grid")).toHaveLength(1);
    const names = cells.map((n) => n.name!.value);
    expect(names.every((n) => /^.+, .+: (blank|no|yes)/.test(n))).toBe(true);
    expect(names.some((n) => / house 3: yes$/.test(n))).toBe(true);
    expect(names.filter((n) => n.includes("follows from your marks")).length).toBe(4);
    // The same in the house view, where each attribute is a grid of its own.
    await page.locator("#view-houses").click();
    const houseNodes = ((await cdp.send("Accessibility.getFullAXTree")) as { nodes: { role?: { value: string }; name?: { value: string } }[] }).nodes;
    const houseCells = houseNodes.filter((n) => n.role?.value === "gridcell");
    expect(houseCells).toHaveLength(27);
    expect(houseCells.every((n) => /, house \d: /.test(n.name?.value ?? ""))).toBe(true);
    // A state is never told by colour alone: each is drawn with its own shape.
    await cell(page, 1, 1, 1).click({ button: "right" });
    await page.locator("#auto-marks").selectOption("combine");
    const masks = await page.evaluate(() =>
      ["yes", "no", "implied-no"].map((kind) => {
        const td = document.querySelector(`#grid td.cell.${kind}`);
        return td ? getComputedStyle(td, "::before").getPropertyValue("mask-image") : "";
      }),
    );
    expect(masks.every((m) => m.startsWith("url("))).toBe(true);
    expect(new Set(masks).size).toBe(3);
    await page.close();
  }, 60_000);
});

describe("a game", () => {
  it("keeps marks, struck clues, notes and time over a reload, and pauses and hides the clock", async () => {
    const page = await open(small);
    await cell(page, 2, 3, 1).click();
    await page.locator("#view-logic").click();
    await pairCell(page, [1, 0], [2, 4]).click();
    await page.locator("#clues li").nth(1).locator("button").click();
    expect(await page.locator("#clues li").nth(1).getAttribute("class")).toContain("struck");
    expect(await page.locator("#clues li").nth(1).locator("button").getAttribute("aria-pressed")).toBe("true");
    await page.locator("#notes").fill("Dane: 2 or 4?");
    // Two seconds played at least (on a busy machine the clock may be past 0:02 before this looks).
    await page.waitForFunction(
      () => {
        const [m, s] = (document.querySelector("#timer")?.textContent ?? "").split(":").map(Number);
        return m! * 60 + s! >= 2;
      },
      null,
      { timeout: 10_000 },
    );
    await page.reload();
    await page.waitForSelector("#status .badge");
    expect(await state(page, 2, 3, 1)).toBe("no");
    expect(await stateOf(pairCell(page, [1, 0], [2, 4]))).toBe("no");
    expect(await page.locator("#clues li.struck").count()).toBe(1);
    expect(await page.locator("#clues li").nth(1).getAttribute("class")).toContain("struck");
    expect(await page.locator("#notes").inputValue()).toBe("Dane: 2 or 4?");
    expect(await timerSeconds(page)).toBeGreaterThanOrEqual(2);
    // Pausing stops the clock and hides the puzzle; resuming brings both back.
    await page.locator("#pause").click();
    expect(await page.locator("#paused-cover").isVisible()).toBe(true);
    const at = await timerSeconds(page);
    await page.waitForTimeout(1500);
    expect(await timerSeconds(page)).toBe(at);
    await page.locator("#resume").click();
    expect(await page.locator("#paused-cover").isVisible()).toBe(false);
    // Hiding the time keeps counting; showing it again says so.
    await page.locator("#toggle-time").click();
    expect(await page.locator("#timer").isVisible()).toBe(false);
    await page.locator("#toggle-time").click();
    expect(await timerSeconds(page)).toBeGreaterThanOrEqual(at);
    // Another puzzle has its own game.
    await page.locator("#seed").fill("8");
    await page.locator("#generate").click();
    await page.waitForFunction(() => new URL(location.href).hash.startsWith("#puzzle=") && new URL(location.href).searchParams.get("seed") === "8");
    expect(await count(page, "#grid td.cell:not(.empty)")).toBe(0);
    expect(await page.locator("#notes").inputValue()).toBe("");
    await page.close();
  }, 60_000);

  it("says how long the solve took, and offers it to share", async () => {
    const page = await open(tiny);
    // Hints count: every step is asked for and written in.
    await page.locator("#hint").click();
    await page.locator("#apply-hint").click();
    for (let i = 0; i < 40 && (await count(page, "#check-result.solved")) === 0; i++) {
      await page.locator("#hint").click();
      await page.locator("#apply-hint").click();
    }
    expect(await page.locator("#solved-time").textContent()).toMatch(/^Solved in 0:\d\d, with \d+ hints?\.$/);
    expect(await page.locator("#pause").isDisabled()).toBe(true);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.server.url });
    await page.locator("#share-result").click();
    await expect.poll(() => page.locator("#result-status").textContent()).toBe("Result copied");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^I solved this Zebra puzzle in 0:\d\d, with \d+ hints?\. http/);
    expect(copied).toContain("#puzzle=");
    await page.close();
  }, 60_000);
});

describe("links", () => {
  it("carry the puzzle without its solution, and open it in a fresh browser", async () => {
    const page = await open(small);
    await page.waitForFunction(() => location.hash.startsWith("#puzzle="));
    const url = page.url();
    const doc = linkedDocument(url);
    expect(doc.solution).toBeUndefined();
    expect(Object.keys(doc)).toEqual(expect.arrayContaining(["format", "size", "attributes", "clues"]));
    expect(JSON.stringify(doc)).not.toContain('"solution"');
    const clues = await clueTexts(page);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.server.url });
    await page.locator("#share").click();
    expect(await page.locator("#share-link").inputValue()).toBe(url);
    await page.locator("#copy-link").click();
    await expect.poll(() => page.locator("#copy-status").textContent()).toBe("Link copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const fresh = await launch();
    try {
      // The whole link: its settings regenerate the same puzzle, named by its seed.
      const other = await openSite({ ...site, browser: fresh }, url, { keep: true });
      expect(await clueTexts(other)).toEqual(clues);
      expect(await other.locator("#puzzle-meta").textContent()).toBe("Seed 7 · easy");
      // The fragment alone: the puzzle itself, solved in the new browser.
      const bare = await openSite({ ...site, browser: fresh }, `${site.server.url}#${new URL(url).hash.slice(1)}`, { keep: true });
      expect(await clueTexts(bare)).toEqual(clues);
      expect(await bare.locator("#puzzle-title").textContent()).toBe("Shared puzzle");
      expect(await bare.locator("#status .badge").getAttribute("data-status")).toBe("unique");
      expect(pageErrors(bare)).toEqual([]);
    } finally {
      await fresh.close();
    }
    await page.close();
  }, 90_000);

  it("of a pasted puzzle show its text as text, and a damaged link says so", async () => {
    const page = await open(tiny);
    const evil = "<img src=x onerror=window.__pwned=1>";
    const doc = {
      format: "zebra-puzzle/1",
      title: `<script>window.__pwned=2</script>${evil}`,
      size: 2,
      preamble: "<svg onload=window.__pwned=3>",
      attributes: { [`<i>Pet</i>`]: [evil, "cat"], Color: ["red", "<b id=bold>blue</b>"] },
      clues: [
        { type: "at", a: { attr: "<i>Pet</i>", value: evil }, pos: 1 },
        { type: "same", a: { attr: "<i>Pet</i>", value: "cat" }, b: { attr: "Color", value: "<b id=bold>blue</b>" } },
      ],
      solution: { "<i>Pet</i>": [evil, "cat"], Color: ["red", "<b id=bold>blue</b>"] },
    };
    await page.locator("#load summary").click();
    await page.locator("#paste").fill(JSON.stringify(doc));
    await page.locator("#load-button").click();
    await page.waitForFunction(() => location.hash.startsWith("#puzzle=") && document.querySelector("#puzzle-title")?.textContent?.includes("<script>"));
    const linked = linkedDocument(page.url());
    expect(linked.solution).toBeUndefined();
    expect(linked.title).toBe(doc.title);
    const fresh = await launch();
    try {
      const other = await openSite({ ...site, browser: fresh }, page.url(), { keep: true });
      expect(await other.locator("#puzzle-title").textContent()).toBe(doc.title);
      expect(await other.locator("#clues").textContent()).toContain(`<i>pet</i> is ${evil}`);
      expect(await other.locator("#grid").textContent()).toContain("<b id=bold>blue</b>");
      expect(await other.locator("#clues-panel, .clues-panel").first().textContent()).toContain("<svg onload=window.__pwned=3>");
      await other.locator("#view-logic").click();
      const injected = await other.evaluate(() => ({
        pwned: (window as { __pwned?: number }).__pwned,
        img: document.querySelectorAll("img").length,
        bold: document.querySelectorAll("#bold, i, b").length,
        onload: document.querySelectorAll("svg[onload]").length,
        scripts: document.querySelectorAll("body script").length,
      }));
      expect(injected).toEqual({ pwned: undefined, img: 0, bold: 0, onload: 0, scripts: 0 });
      // A link cut short: the page says so, and still gives a puzzle to play.
      const cut = page.url().slice(0, -12);
      const broken = await openSite({ ...site, browser: fresh }, cut, { keep: true });
      await broken.waitForSelector("#panel .error");
      expect(await broken.locator("#panel .error").textContent()).toBe("The puzzle in this link cannot be read: the link is damaged or cut short.");
      expect(await count(broken, "#grid td.cell")).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
    await page.close();
  }, 90_000);
});

describe("printing", () => {
  it("prints a booklet of 6 puzzles, several to a page, whole, with the solutions on pages of their own at the end", async () => {
    const page = await open(small);
    await stubPrint(page);
    await page.locator("#print").click();
    await page.locator("#booklet-count").fill("6");
    await page.locator("#print-booklet").click();
    await page.waitForFunction(() => (window as { printed?: number }).printed === 1, null, { timeout: 60_000 });
    // The puzzle on screen is still the one played.
    expect(await page.locator("#puzzle-meta").textContent()).toBe("Seed 7 · easy");
    await page.emulateMedia({ media: "print" });
    const layout = await page.evaluate(() => {
      const mm = (() => {
        const d = document.createElement("div");
        d.style.height = "273mm";
        document.body.appendChild(d);
        const px = d.getBoundingClientRect().height;
        d.remove();
        return px;
      })();
      const sheets = [...document.querySelectorAll("#print-area .sheet")];
      return {
        pageHeight: mm,
        sheets: sheets.map((s) => ({
          kind: s.classList.contains("solutions") ? "solutions" : "puzzles",
          height: s.getBoundingClientRect().height,
          puzzles: s.querySelectorAll(".print-puzzle").length,
          solutions: s.querySelectorAll(".print-solution-block").length,
        })),
        titles: [...document.querySelectorAll("#print-area .print-puzzle h2")].map((e) => e.textContent),
        seeds: [...document.querySelectorAll("#print-area .print-meta")].map((e) => e.textContent),
      };
    });
    const puzzleSheets = layout.sheets.filter((s) => s.kind === "puzzles");
    const solutionSheets = layout.sheets.filter((s) => s.kind === "solutions");
    expect(layout.titles).toEqual(["Puzzle 1", "Puzzle 2", "Puzzle 3", "Puzzle 4", "Puzzle 5", "Puzzle 6"]);
    expect(layout.seeds).toEqual(["Seed 7 · easy", "Seed 8 · easy", "Seed 9 · easy", "Seed 10 · easy", "Seed 11 · easy", "Seed 12 · easy"]);
    // Several to a page: 6 puzzles of 5 houses take at most 3 pages; the 6 solutions follow, after every puzzle.
    expect(puzzleSheets.length).toBeLessThanOrEqual(3);
    expect(puzzleSheets.every((s) => s.puzzles >= 2)).toBe(true);
    expect(solutionSheets.reduce((n, s) => n + s.solutions, 0)).toBe(6);
    expect(layout.sheets.findIndex((s) => s.kind === "solutions")).toBe(puzzleSheets.length);
    // Each sheet fits in its page, so the PDF has exactly one page a sheet: no puzzle split across pages.
    for (const s of layout.sheets) expect(s.height).toBeLessThanOrEqual(layout.pageHeight);
    // Nothing is wider than the page either (the browser would shrink every page to fit it, and the pages would no longer be as measured).
    await page.setViewportSize({ width: 703, height: 1000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(703);
    expect(pdfPages(await page.pdf({ format: "A4", preferCSSPageSize: true }))).toBe(layout.sheets.length);
    await page.close();
  }, 120_000);
});

describe("on a phone", () => {
  it("keeps every cell at least 40 px, the clues below the grid, and nothing wider than the screen", async () => {
    const page = await site.browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openSite(site, small, { page });
    const measure = () =>
      page.evaluate(() => {
        const cells = [...document.querySelectorAll("#grid td.cell")].map((td) => td.getBoundingClientRect());
        const grid = document.querySelector("#grid")!.getBoundingClientRect();
        const clues = document.querySelector(".clues-panel")!.getBoundingClientRect();
        return {
          cells: cells.length,
          smallest: Math.min(...cells.map((r) => Math.min(r.width, r.height))),
          pageWidth: document.documentElement.scrollWidth,
          viewport: window.innerWidth,
          cluesBelow: clues.top >= grid.bottom,
        };
      });
    const houses = await measure();
    expect(houses.cells).toBe(125);
    expect(houses.smallest).toBeGreaterThanOrEqual(40);
    expect(houses.pageWidth).toBeLessThanOrEqual(houses.viewport);
    expect(houses.cluesBelow).toBe(true);
    // The logic grid is wider than the screen: it scrolls in its own frame, the page does not.
    await page.locator("#view-logic").click();
    const logic = await measure();
    expect(logic.cells).toBe(375);
    expect(logic.smallest).toBeGreaterThanOrEqual(40);
    expect(logic.pageWidth).toBeLessThanOrEqual(logic.viewport);
    // Every panel fits too.
    for (const button of ["#print", "#share", "#explain"]) {
      await page.locator(button).click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    // A tap marks a cell.
    await cell(page, 0, 0, 0).click();
    expect(await state(page, 0, 0, 0)).toBe("empty");
    await page.locator("#panel .close").click();
    await cell(page, 0, 0, 0).click();
    expect(await state(page, 0, 0, 0)).toBe("no");
    await page.close();
  }, 60_000);
});

describe("words and glyphs", () => {
  it("draws every character it shows with the fonts it has, names themes in Chinese, and icons are drawn, not fonts", async () => {
    const page = await open(small);
    const seen = new Set<string>();
    const collect = async () => {
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is wanted (innerText leaves out hidden elements).
      for (const ch of await page.evaluate(() => document.body.innerText + [...document.querySelectorAll("option")].map((o) => o.textContent).join("")))
        seen.add(ch);
    };
    await collect();
    for (const open of ["#hint", "#check", "#share", "#print", "#reveal"]) {
      await page.locator(open).click();
      await collect();
    }
    await page.locator("#explain").click();
    await page.locator("#explain-next").click();
    await collect();
    // The step buttons draw their arrows as SVG, with words beside them.
    for (const id of ["#explain-first", "#explain-prev", "#explain-next", "#explain-last"]) {
      expect(await page.locator(`${id} svg`).count()).toBe(1);
      expect((await page.locator(id).textContent())!.trim().length).toBeGreaterThan(2);
    }
    await chooseLanguage(page, "zh");
    expect(await page.locator("#theme option").allTextContents()).toEqual(["日常", "经典"]);
    await collect();
    const chars = [...seen].filter((c) => c.trim() !== "");
    const missing = await page.evaluate((list) => {
      const canvas = document.createElement("canvas");
      canvas.width = 64;
      canvas.height = 64;
      const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
      ctx.font = `40px ${getComputedStyle(document.body).fontFamily}`;
      const draw = (ch: string) => {
        ctx.clearRect(0, 0, 64, 64);
        ctx.fillText(ch, 8, 48);
        return Array.from(ctx.getImageData(0, 0, 64, 64).data).join(",");
      };
      // Two unassigned code points draw the same missing-glyph box; a letter does not.
      const box = draw("\u0378");
      const control = { same: draw("\u0379") === box, letter: draw("A") !== box };
      // A machine without a Chinese font (Debian's bare fonts) draws every ideograph as a box: that is the machine's gap, not the page's.
      const cjkFont = draw("一") !== box;
      const cjk = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
      return { control, missing: list.filter((ch) => (cjkFont || !cjk.test(ch)) && draw(ch) === box) };
    }, chars);
    expect(missing.control).toEqual({ same: true, letter: true });
    expect(missing.missing).toEqual([]);
    expect(chars.length).toBeGreaterThan(40);
    await page.close();
  }, 60_000);
});
