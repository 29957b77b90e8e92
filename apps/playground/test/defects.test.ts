// Browser tests of defects a keen player met: Japanese headings and glyphs, the words for
// "clue" and "hint", an author's clue sentences, contrast, struck clues, printing with
// backgrounds, a skip link, the history and settings in the address.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { launch, repoRoot } from "./harness.js";
import {
  axeViolations,
  cell,
  chooseLanguage,
  count,
  markGrid,
  open as openSite,
  pageErrors,
  pairCell,
  small,
  state,
  tiny,
  transitionsEnded,
  useSite,
} from "./site.js";
import { generate } from "../src/worker/engine.js";

const site = useSite();
const open = (address: string) => openSite(site, address);
const einstein = readFileSync(join(repoRoot, "fixtures", "einstein.json"), "utf8");

/** The contrast ratio of an element's text on the background it is drawn on (WCAG 2). */
async function contrast(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((el) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
    };
    let bg: number[] = [255, 255, 255];
    for (let e: Element | null = el; e; e = e.parentElement) {
      const c = rgb(getComputedStyle(e).backgroundColor);
      if (c.length === 3 || (c.length === 4 && c[3]! > 0.5)) {
        bg = c.slice(0, 3);
        break;
      }
    }
    const [a, b] = [luminance(rgb(getComputedStyle(el).color)), luminance(bg)];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
}

describe("Japanese and Chinese", () => {
  it("keeps vertical headings of the logic grid upright, and draws Japanese with a Japanese face", async () => {
    for (const lang of ["ja", "zh"]) {
      const page = await open(small.replace("lang=en", `lang=${lang}`));
      await page.locator("#view-logic").click();
      const heading = page.locator("#grid .col-value:not(.house) span").first();
      // On a desktop and on a phone, where the headings are pinned.
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        expect(await heading.evaluate((el) => getComputedStyle(el).writingMode)).toBe("vertical-rl");
        // Turned over, CJK glyphs would stand on their heads.
        expect(await heading.evaluate((el) => getComputedStyle(el).transform)).toBe("none");
      }
      if (lang === "ja") {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send("DOM.enable");
        await cdp.send("CSS.enable");
        const { root } = await cdp.send("DOM.getDocument");
        const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "#clues li .text" });
        const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
        const cjkFont = fonts.find((f) => /CJK|JP|Gothic|Hiragino|Meiryo/.test(f.familyName));
        expect(cjkFont?.familyName).toMatch(/JP|Gothic|Hiragino|Meiryo/);
      }
      await page.close();
    }
  }, 60_000);

  it("says ヒント only for clues in Japanese, never for the hint button", async () => {
    const page = await open(small.replace("lang=en", "lang=ja"));
    expect(await page.locator(".clues-panel h2").textContent()).toBe("ヒント");
    expect(await page.locator("#hint").textContent()).not.toContain("ヒント");
    await page.locator("#hint").click();
    expect(await page.locator("#hint-result h3").textContent()).not.toContain("ヒント");
    await page.close();
  });
});

describe("pasted puzzles", () => {
  it("show the author's own clue sentences", async () => {
    const page = await open(small);
    await page.locator("#load summary").click();
    await page.locator("#paste").fill(einstein);
    await page.locator("#load-button").click();
    await page.waitForFunction(() => document.querySelector("#puzzle-title")?.textContent?.includes("zebra"));
    const authored = (JSON.parse(einstein).clues as { text: string }[]).map((c) => c.text);
    expect(await page.locator("#clues li .text").allTextContents()).toEqual(authored);
    expect(authored[0]).toBe("The English man lives in the red house.");
    // On a phone, the clue strip over the grid says them too.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.locator("#clue-strip-text").textContent()).toContain(authored[0]);
    await page.locator("#clue-next").click();
    expect(await page.locator("#clue-strip-text").textContent()).toContain(authored[1]);
    await page.close();
  }, 60_000);
});

describe("the page", () => {
  it("draws the pressed explanation style readably, light and dark", async () => {
    const page = await open(small);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await page.locator("#style-full").getAttribute("aria-pressed")).toBe("true");
      await transitionsEnded(page);
      expect(await contrast(page, "#style-full")).toBeGreaterThanOrEqual(4.5);
    }
    await page.emulateMedia({ colorScheme: "light" });
    await page.close();
  });

  it("keeps a struck clue's number on its line", async () => {
    const page = await open(small.replace("size=5&attrs=5", "size=6&attrs=6"));
    const clue = page.locator("#clues li").nth(9);
    const before = (await clue.locator(".num").boundingBox())!;
    await clue.locator(".clue").click();
    expect(await clue.getAttribute("class")).toContain("struck");
    const after = (await clue.locator(".num").boundingBox())!;
    expect(after.height).toBeLessThanOrEqual(before.height + 1);
    await page.close();
  }, 60_000);

  it("prints empty cells empty, with background graphics on", async () => {
    const page = await open(small);
    await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
    await page.emulateMedia({ media: "print" });
    const marks = await page
      .locator(".print-area .print-grid td.cell")
      .evaluateAll((cells) => cells.filter((td) => getComputedStyle(td, "::before").display !== "none").length);
    expect(await count(page, ".print-area .print-grid td.cell")).toBe(125);
    expect(marks).toBe(0);
    const pdf = await page.pdf({ printBackground: true });
    expect(pdf.length).toBeGreaterThan(1000);
    await page.emulateMedia({ media: "screen" });
    await page.close();
  });

  it("offers a skip link to the grid as the first Tab stop", async () => {
    const page = await open(small);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to the grid");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => !!document.activeElement?.closest("#grid td"))).toBe(true);
    expect(new URL(page.url()).hash).not.toBe("#grid");
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it("makes one history entry per puzzle, and Back goes through them once each", async () => {
    // As a player goes: puzzles generated, Generate and the daily puzzle pressed twice, settings
    // changed without generating, a generation cancelled, the language switched; then Back.
    const page = await open(small);
    const address = () => page.evaluate(() => ({ length: history.length, query: location.search, puzzle: location.hash }));
    /** Waits for a puzzle asked for to be on screen, its fragment in the address. */
    const shown = async (query: string) => {
      await page.waitForFunction((q) => location.search.includes(q) && location.hash.length > 1 && document.querySelector<HTMLElement>("#busy")!.hidden, query);
      await page.waitForTimeout(300);
    };
    /** Presses a button that opens a puzzle, twice: the second press opens the same one and adds no entry. */
    const pressTwice = async (button: string, query: string) => {
      await page.locator(button).click();
      await shown(query);
      const once = await address();
      await page.locator(button).click();
      await shown(query);
      expect(await address()).toEqual(once);
      return once;
    };
    const first = await address();
    await page.locator("#seed").fill("8");
    const eight = await pressTwice("#generate", "seed=8");
    expect(eight.length).toBe(first.length + 1);
    // A setting changed in the form is not the puzzle's until it is generated: the address keeps the puzzle's.
    await page.locator("#difficulty").selectOption("hard");
    await chooseLanguage(page, "de");
    expect((await address()).query).toBe(eight.query.replace("lang=en", "lang=de"));
    await page.locator("#difficulty").selectOption("easy");
    const daily = await pressTwice("#daily", "daily=");
    expect(daily.length).toBe(first.length + 2);
    // A generation cancelled leaves the puzzle on screen, and no entry.
    await page.locator("#seed").fill("9");
    await page.evaluate(() => {
      document.querySelector<HTMLElement>("#generate")!.click();
      document.querySelector<HTMLElement>("#cancel")!.click();
    });
    await shown("daily=");
    expect(await address()).toEqual(daily);
    // Back: each puzzle once, newest first, then the page before the playground.
    await page.goBack();
    await shown("seed=8");
    expect((await address()).puzzle).toBe(eight.puzzle);
    expect(await page.locator("#seed").inputValue()).toBe("8");
    await page.goBack();
    await shown("seed=7");
    expect((await address()).puzzle).toBe(first.puzzle);
    expect(await page.locator("#seed").inputValue()).toBe("7");
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe("/no-such-page");
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  }, 60_000);

  it("says which settings in the address it could not use", async () => {
    const page = await open("size=99&attrs=5&difficulty=nightmare&theme=classic&lang=en&seed=7");
    const text = (await page.locator("#panel").textContent())!;
    expect(text).toContain("“size=99”");
    expect(text).toContain("“difficulty=nightmare”");
    expect(await page.locator("#panel p").getAttribute("class")).toBe("error");
    await page.close();
  }, 60_000);
});

/** The solution of `small`, as value indexes: answer[attr][pos]. */
const answer = (() => {
  const { puzzle } = generate({ size: 5, attributes: 5, difficulty: "easy", theme: "classic", seed: 7 });
  return puzzle.attributes.map((a) => puzzle.solution![a.name]!.map((v) => a.values.indexOf(v)));
})();

const inView = (box: { y: number; height: number } | null, height: number) => !!box && box.y >= 0 && box.y + box.height <= height;

describe("on a phone and on a desktop", () => {
  it("shows clues and grid on one phone screen: a clue strip over the grid, the tapped clue highlighted", async () => {
    const page = await open(small);
    await page.setViewportSize({ width: 390, height: 844 });
    const texts = await page.locator("#clues li .text").allTextContents();
    const strip = page.locator("#clue-strip-text");
    await cell(page, 0, 0, 4).scrollIntoViewIfNeeded();
    await page.evaluate(() => scrollBy(0, 200));
    // The strip stays over the grid as the page scrolls, and reads clue 1 first.
    const stripBox = (await page.locator("#clue-strip").boundingBox())!;
    expect(inView(stripBox, 844)).toBe(true);
    expect(await strip.textContent()).toBe(`1. ${texts[0]}`);
    const someCell = (await cell(page, 0, 0, 4).boundingBox())!;
    expect(inView(someCell, 844)).toBe(true);
    expect(someCell.y).toBeGreaterThanOrEqual(stripBox.y + stripBox.height - 1);
    await page.locator("#clue-next").click();
    expect(await strip.textContent()).toBe(`2. ${texts[1]}`);
    await page.locator("#clue-prev").click();
    await page.locator("#clue-prev").click();
    expect(await strip.textContent()).toBe(`${texts.length}. ${texts.at(-1)}`);
    // A clue tapped in the list is highlighted there and shown in the strip.
    await page.locator("#clues li .clue").nth(2).click();
    expect(await page.locator("#clues li").nth(2).getAttribute("class")).toContain("current");
    expect(await strip.textContent()).toBe(`3. ${texts[2]}`);
    // On a desktop the list is beside the grid, and no strip is needed.
    await page.setViewportSize({ width: 1366, height: 900 });
    expect(await page.locator("#clue-strip").isVisible()).toBe(false);
    await page.close();
  }, 60_000);

  it("fits a house view of up to 8 houses to the phone's width", async () => {
    const page = await open(small.replace("size=5&attrs=5", "size=8&attrs=4"));
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.locator(".grid-scroll").evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    await page.close();
  }, 60_000);

  it("keeps the logic grid's row and column headings in sight as it scrolls", async () => {
    const page = await open(small);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator("#view-logic").click();
    const frame = page.locator(".grid-scroll");
    await frame.evaluate((e) => {
      e.scrollLeft = 400;
      e.scrollTop = 300;
    });
    const box = (await frame.boundingBox())!;
    const rowHead = (await page.locator("#grid .row-value").last().boundingBox())!;
    const colHead = (await page.locator("#grid .col-value").last().boundingBox())!;
    expect(rowHead.x).toBeLessThan(box.x + 60);
    expect(colHead.y).toBeLessThan(box.y + 60);
    expect(await pairCell(page, [1, 0], [0, 0]).count()).toBe(1);
    await page.close();
  }, 60_000);

  for (const [name, width, height] of [
    ["phone", 390, 844],
    ["desktop", 1366, 900],
  ] as const)
    it(`brings the solved result into view on the last mark (${name})`, async () => {
      const page = await open(small);
      await page.setViewportSize({ width, height });
      // Every house's values but the last attribute's, then all but one of those.
      const marks = answer.flatMap((row, attr) => row.map((value, pos) => ({ attr, value, pos })));
      const last = marks.pop()!;
      await page.evaluate((list) => {
        for (const { attr, value, pos } of list) {
          const td = document.querySelector<HTMLElement>(`#grid td[data-attr="${attr}"][data-value="${value}"][data-pos="${pos}"]`)!;
          td.focus();
          td.dispatchEvent(new KeyboardEvent("keydown", { key: "o", bubbles: true, cancelable: true }));
        }
      }, marks);
      const target = cell(page, last.attr, last.value, last.pos);
      await target.scrollIntoViewIfNeeded();
      await target.focus();
      await page.keyboard.press("o");
      await page.locator("#check-result.solved").waitFor();
      expect(inView(await page.locator("#check-result").boundingBox(), height)).toBe(true);
      expect(await page.locator("#panel").getAttribute("aria-live")).toBe("polite");
      await page.close();
    }, 60_000);
});

describe("coming back", () => {
  it("gives everyone the same daily puzzle on a date, titled with it", async () => {
    const clues: string[][] = [];
    const other = await launch();
    try {
      for (const context of [site.browser.context, other.context]) {
        const page = await context.newPage();
        await page.clock.setFixedTime(new Date(2026, 11, 8, 10, 0));
        await openSite(site, small, { page });
        await page.locator("#daily").click();
        await page.waitForFunction(() => new URL(location.href).searchParams.get("daily") === "2026-12-08" && location.hash.length > 1);
        await page.waitForFunction(() => document.querySelector("#puzzle-title")?.textContent?.startsWith("Daily puzzle"));
        expect(await page.locator("#puzzle-title").textContent()).toBe("Daily puzzle, Tuesday, December 8, 2026");
        // Tuesday's: 5 houses, 4 attributes, easy.
        expect(await count(page, "#grid table.block")).toBe(4);
        clues.push(await page.locator("#clues li .text").allTextContents());
        await page.close();
      }
    } finally {
      await other.close();
    }
    expect(clues[0]!.length).toBeGreaterThan(2);
    expect(clues[1]).toEqual(clues[0]);
  }, 90_000);

  it("counts a solve in the player's statistics, and exports them", async () => {
    const page = await open(tiny);
    const { puzzle } = generate({ size: 3, attributes: 3, difficulty: "easy", theme: "classic", seed: 1 });
    const solution = puzzle.attributes.map((a) => puzzle.solution![a.name]!.map((v) => a.values.indexOf(v)));
    await page.locator("#stats").click();
    expect(await page.locator("#stats-summary").textContent()).toMatch(/^Nothing solved yet/);
    await markGrid(page, solution);
    await page.locator("#check-result.solved").waitFor();
    await page.locator("#stats").click();
    expect(await page.locator("#stats-summary").textContent()).toMatch(/^1 puzzle solved on your own\. Daily streak: 0 days/);
    expect(await page.locator("#stats-table tbody tr th").allTextContents()).toEqual(["3 × 3"]);
    const [download] = await Promise.all([page.waitForEvent("download"), page.locator("#stats-export").click()]);
    const saved = JSON.parse(readFileSync((await download.path())!, "utf8"));
    expect(saved.format).toBe("zebra-playground-statistics/1");
    expect(saved.solves).toHaveLength(1);
    expect(saved.solves[0]).toMatchObject({ size: 3, attributes: 3, difficulty: "easy", hints: 0 });
    await page.close();
  }, 60_000);
});

describe("offline", () => {
  it("is installable, and plays a puzzle after a reload with no network once it has been opened", async () => {
    const page = await open(small);
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!;
      return (await fetch(link.href)).json();
    });
    expect(manifest).toMatchObject({ name: "Zebra playground", display: "standalone", start_url: "./" });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener("controllerchange", r, { once: true }));
    });
    const clues = await page.locator("#clues li .text").allTextContents();
    await page.context().setOffline(true);
    try {
      await page.reload();
      await page.waitForSelector("#status .badge", { timeout: 30_000 });
      expect(await page.locator("#clues li .text").allTextContents()).toEqual(clues);
      await cell(page, 0, 0, 0).click();
      expect(await state(page, 0, 0, 0)).toBe("no");
      // Another puzzle, generated offline.
      await page.locator("#seed").fill("8");
      await page.locator("#generate").click();
      await page.waitForFunction(() => new URL(location.href).searchParams.get("seed") === "8" && location.hash.length > 1);
      expect(await page.locator("#status .badge").getAttribute("data-status")).toBe("unique");
      // A language never shown before comes from the cache as well.
      await chooseLanguage(page, "ja");
      expect(await page.locator("#check").textContent()).toBe("チェック");
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await page.context().setOffline(false);
      await page.close();
    }
  }, 90_000);
});

describe("accessibility", () => {
  it("has no serious or critical axe-core violation on the main views (light on a desktop, dark on a phone)", async () => {
    const page = await open(small);
    const audit = (view: string) => axeViolations(page, view);
    const found: string[] = [];
    for (const [colorScheme, width, height] of [
      ["light", 1366, 900],
      ["dark", 390, 844],
    ] as const) {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height });
      found.push(...(await audit(`${colorScheme} ${width} houses`)));
      await page.locator("#hint").click();
      found.push(...(await audit(`${colorScheme} ${width} hint`)));
      await page.locator("#stats").click();
      found.push(...(await audit(`${colorScheme} ${width} statistics`)));
      await page.locator("#panel .close").click();
      if (colorScheme === "light") {
        await page.locator("#view-logic").click();
        found.push(...(await audit(`${colorScheme} ${width} logic`)));
        await page.locator("#view-houses").click();
      }
    }
    await page.emulateMedia({ colorScheme: "light" });
    expect(found).toEqual([]);
    await page.close();
  }, 120_000);
});
