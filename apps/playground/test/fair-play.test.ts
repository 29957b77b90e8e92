// Browser tests of playing fair: marks checked against the answer, actions that end a game
// asking first, a pause that stops play, and undo that outlives a reload.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { generate } from "../src/worker/engine.js";
import { cell, count, open as openSite, pageErrors, small, state, useSite } from "./site.js";

const site = useSite();
const open = (address: string, keep = false) => openSite(site, address, { keep });

/** The solution of `small` (size 5, 5 attributes, easy, classic, seed 7), as value indexes: answer[attr][pos]. */
const answer = (() => {
  const { puzzle } = generate({ size: 5, attributes: 5, difficulty: "easy", theme: "classic", seed: 7 });
  return puzzle.attributes.map((a) => puzzle.solution![a.name]!.map((v) => a.values.indexOf(v)));
})();
/** A value that is not at house `pos`. */
const wrongValue = (attr: number, pos: number) => (answer[attr]![pos]! + 1) % 5;

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
/** Whether a box lies wholly within a viewport's height. */
const inView = (box: { y: number; height: number } | null, height: number) => !!box && box.y >= 0 && box.y + box.height <= height;

/** What the page saved of the game on screen. */
async function saved(page: Page): Promise<{ hints: number; revealed: boolean; marks: string }> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("zebra-playground.progress."))!;
    return JSON.parse(localStorage.getItem(key)!).progress;
  });
}

describe("checking against the answer", () => {
  it("Show my errors names each wrong mark, clears them, and counts as a hint", async () => {
    const page = await open(small);
    const wrong = wrongValue(0, 0);
    await cell(page, 0, wrong, 0).click({ button: "right" }); // no
    await cell(page, 0, wrong, 0).click(); // yes: wrong
    await cell(page, 1, wrongValue(1, 2), 2).click({ button: "right" }); // no: right
    await cell(page, 2, answer[2]![3]!, 3).click({ button: "right" }); // no: wrong
    await page.locator("#check").click();
    expect(await page.locator("#check-result").textContent()).toContain("Counts as a hint.");
    await page.locator("#show-errors").click();
    const named = await page.locator("#wrong-marks li").allTextContents();
    expect(named).toHaveLength(2);
    const wrongLabel = (await page.locator("#grid table.block").nth(0).locator("th.value").nth(wrong).textContent())!;
    expect(named).toContain(`${wrongLabel}, house 1: yes`);
    expect(named.some((n) => n.endsWith(", house 4: no"))).toBe(true);
    expect(await page.locator("#errors-result p").first().textContent()).toBe("2 marks disagree with the solution (outlined):");
    expect(await count(page, "#grid td.clash")).toBeGreaterThanOrEqual(2);
    expect((await saved(page)).hints).toBe(1);
    await page.locator("#clear-errors").click();
    expect(await state(page, 0, wrong, 0)).toBe("empty");
    expect(await state(page, 2, answer[2]![3]!, 3)).toBe("empty");
    expect(await state(page, 1, wrongValue(1, 2), 2)).toBe("no");
    // One undo brings both back.
    await page.keyboard.press("Control+z");
    expect(await state(page, 0, wrong, 0)).toBe("yes");
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  }, 60_000);

  it("Hint says first that a mark is wrong, before any next step", async () => {
    const page = await open(small);
    await page.setViewportSize({ width: 390, height: 844 });
    const wrong = wrongValue(3, 4);
    await cell(page, 3, wrong, 4).click();
    await cell(page, 3, wrong, 4).click();
    await page.locator("#hint").click();
    expect(await page.locator("#hint-result p").first().textContent()).toBe("Before the next step: 1 of your marks is wrong (outlined).");
    expect(await page.locator("#wrong-marks li").allTextContents()).toEqual([
      `${await page.locator("#grid table.block").nth(3).locator("th.value").nth(wrong).textContent()}, house 5: yes`,
    ]);
    expect(await count(page, "#hint-result .step-text")).toBe(0);
    await page.locator("#clear-errors").click();
    await page.locator("#hint").click();
    expect(await count(page, "#hint-result .step-text")).toBe(1);
    await page.close();
  }, 60_000);
});

describe("fair play", () => {
  it("asks before Explain ends a game under way, says what it costs, and Keep playing keeps the clock going", async () => {
    const page = await open(small);
    // On a phone first: the question is on screen where the player tapped.
    await page.setViewportSize(phone);
    await cell(page, 0, wrongValue(0, 0), 0).click({ button: "right" });
    await page.locator("#explain").click();
    await page.locator("#explain-next").click();
    expect(await page.locator("#explain-confirm-box").textContent()).toContain("The clock stops, and this game no longer counts as solved on your own.");
    expect(inView(await page.locator("#explain-confirm-box").boundingBox(), phone.height)).toBe(true);
    await page.locator("#explain-cancel").click();
    await page.setViewportSize(desktop);
    expect(await count(page, "#explain-result")).toBe(0);
    expect(await page.locator("#pause").isDisabled()).toBe(false);
    expect((await saved(page)).revealed).toBe(false);
    // The marks are the player's again, and the grid takes them.
    expect(await state(page, 0, wrongValue(0, 0), 0)).toBe("no");
    await page.locator("#explain").click();
    await page.locator("#explain-next").click();
    await page.locator("#explain-confirm").click();
    expect(await page.locator("#explain-count").textContent()).toMatch(/^Step 1 of \d+$/);
    expect(await page.locator("#pause").isDisabled()).toBe(true);
    expect((await saved(page)).revealed).toBe(true);
    await page.close();
  }, 60_000);

  it("asks before why? shows the steps on a game under way", async () => {
    const page = await open(small);
    await cell(page, 1, wrongValue(1, 1), 1).click({ button: "right" });
    await page.locator("#hint").click();
    await page.locator("#hint-why").click();
    expect(await page.locator("#why-confirm-box").textContent()).toContain("The clock stops");
    await page.locator("#why-confirm").click();
    await page.locator("#why-steps li").first().waitFor();
    expect(await page.locator("#pause").isDisabled()).toBe(true);
    await page.close();
  }, 60_000);

  it("Pause stops play: no Tab stop, key, click or Hint reaches the puzzle", async () => {
    const page = await open(small);
    await page.locator("#pause").click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("resume");
    // Tab all the way round the page: the focus never lands in the clue list or the board.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest(".clues-panel, .board"))).toBe(false);
    }
    // A key sent to a cell and undo do nothing.
    await page.evaluate(() => {
      const td = document.querySelector<HTMLElement>('#grid td[data-attr="0"][data-value="0"][data-pos="0"]')!;
      td.dispatchEvent(new KeyboardEvent("keydown", { key: "o", bubbles: true, cancelable: true }));
    });
    expect(await state(page, 0, 0, 0)).toBe("empty");
    await page
      .locator("#hint")
      .click({ force: true, timeout: 2000 })
      .catch(() => undefined);
    expect(await count(page, "#hint-result")).toBe(0);
    // On a phone too: a tap on the covered grid marks nothing.
    await page.setViewportSize(phone);
    await cell(page, 0, 0, 0)
      .click({ force: true, timeout: 2000 })
      .catch(() => undefined);
    expect(await state(page, 0, 0, 0)).toBe("empty");
    await page.locator("#resume").click();
    await cell(page, 0, 0, 0).click();
    expect(await state(page, 0, 0, 0)).toBe("no");
    await page.close();
  }, 60_000);

  it("keeps undo and redo over a reload", async () => {
    const page = await open(small);
    await cell(page, 0, 0, 0).click();
    await cell(page, 1, 1, 1).click();
    await cell(page, 2, 2, 2).click();
    await page.keyboard.press("Control+z");
    expect(await state(page, 2, 2, 2)).toBe("empty");
    await page.evaluate(() => window.dispatchEvent(new Event("pagehide")));
    await page.reload();
    await page.waitForSelector("#status .badge");
    expect(await state(page, 1, 1, 1)).toBe("no");
    expect(await page.locator("#undo").isDisabled()).toBe(false);
    await page.locator("#redo").click();
    expect(await state(page, 2, 2, 2)).toBe("no");
    await page.locator("#undo").click();
    await page.locator("#undo").click();
    expect(await state(page, 1, 1, 1)).toBe("empty");
    await page.close();
  }, 60_000);
});
