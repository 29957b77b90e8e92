// The site under test, for one test file: built, served and opened in headless Chromium, with
// helpers to drive the playground the way a visitor does.
import { readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { buildSite, launch, serve } from "./harness.js";

export interface Site {
  /** The built site's folder. */
  dir: string;
  server: Awaited<ReturnType<typeof serve>>;
  browser: Awaited<ReturnType<typeof launch>>;
}

/** Builds, serves and opens the site before the file's tests, and closes it all after them. */
export function useSite(): Site {
  const site = {} as Site;
  beforeAll(async () => {
    site.dir = buildSite();
    site.server = await serve(site.dir);
    site.browser = await launch();
  }, 120_000);
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.close();
    if (site.dir) rmSync(site.dir, { recursive: true, force: true });
  });
  return site;
}

/** A quick 5 × 5 puzzle. */
export const small = "size=5&attrs=5&difficulty=easy&theme=classic&lang=en&seed=7";
/** A quicker one for tests that load their own. */
export const tiny = "size=3&attrs=3&difficulty=easy&theme=classic&lang=en&seed=1";

/**
 * Opens the playground at an address and waits for its puzzle. The saved games of earlier
 * tests are forgotten first, unless `keep` is set.
 */
export async function open(site: Site, address: string, options: { keep?: boolean; page?: Page } = {}): Promise<Page> {
  const page = options.page ?? (await site.browser.context.newPage());
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  (page as Page & { errors?: string[] }).errors = errors;
  if (!options.keep) await forget(site, page);
  await page.goto(address.startsWith("http") ? address : `${site.server.url}?${address}`);
  await page.waitForSelector("#status .badge", { timeout: 30_000 });
  return page;
}

/** Forgets what the site keeps in the browser (saved games, preferences). */
export async function forget(site: Site, page: Page): Promise<void> {
  await page.goto(`${site.server.url}no-such-page`);
  await page.evaluate(() => localStorage.clear());
}

/** Uncaught errors of a page opened with `open`. */
export function pageErrors(page: Page): string[] {
  return (page as Page & { errors?: string[] }).errors ?? [];
}

/**
 * Chooses a language in the switch, as a visitor does, and waits until the page speaks it: a
 * language other than the page's first is fetched when it is first chosen.
 */
export async function chooseLanguage(page: Page, code: string): Promise<void> {
  await page.locator(`.lang button[data-locale="${code}"]`).click();
  await page.waitForSelector(`.lang:not([aria-busy]) button[data-locale="${code}"][aria-pressed="true"]`, { timeout: 10_000 });
}

export const clueTexts = (page: Page) => page.locator("#clues li .text").allTextContents();
export const count = (page: Page, selector: string) => page.locator(selector).count();
/** A house cell: value `value` of attribute `attr` at house `pos` (all 0-based), in either view. */
export const cell = (page: Page, attr: number, value: number, pos: number) =>
  page.locator(`#grid td[data-attr="${attr}"][data-value="${value}"][data-pos="${pos}"]`);
/** A cell of the classic logic grid, by its row and column values (dimension 0 is the houses, d ≥ 1 attribute d − 1). */
export const pairCell = (page: Page, row: readonly [number, number], col: readonly [number, number]) =>
  page.locator(`#grid td[data-row="${row[0]}.${row[1]}"][data-col="${col[0]}.${col[1]}"]`);
/** What a cell shows: "empty", "no", "yes", "implied-no" or "implied-yes". */
/** Writes "yes" marks as O key presses on each cell (one round trip): grid[attr][pos] = value index. */
export async function markGrid(page: Page, grid: readonly (readonly number[])[]): Promise<void> {
  await page.evaluate((g) => {
    g.forEach((row, attr) => {
      row.forEach((value, pos) => {
        const td = document.querySelector<HTMLElement>(`#grid td[data-attr="${attr}"][data-value="${value}"][data-pos="${pos}"]`)!;
        td.focus();
        td.dispatchEvent(new KeyboardEvent("keydown", { key: "o", bubbles: true, cancelable: true }));
      });
    });
  }, grid);
}

export const stateOf = async (cellLocator: ReturnType<Page["locator"]>) => (await cellLocator.getAttribute("class"))!.split(" ")[1];
export const state = (page: Page, attr: number, value: number, pos: number) => stateOf(cell(page, attr, value, pos));

/** Makes `window.print()` only note that it was called, so a test can print to PDF itself. */
export async function stubPrint(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { printed?: number }).printed = 0;
    window.print = () => {
      (window as { printed?: number }).printed! += 1;
    };
  });
}

/** Pages of a PDF that Chromium wrote. */
export function pdfPages(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
}

/** Waits for colour transitions to end, so that what is measured is what stays on screen. */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition)));
}

/** The serious and critical WCAG 2.1 A/AA violations axe-core finds on the page as it is, each named with `view`. */
export async function axeViolations(page: Page, view: string): Promise<string[]> {
  await transitionsEnded(page);
  await page.evaluate(readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8"));
  const result = await page.evaluate(() =>
    (
      window as unknown as {
        axe: { run: (c: unknown, o: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    }),
  );
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${view}: ${v.id} at ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}
