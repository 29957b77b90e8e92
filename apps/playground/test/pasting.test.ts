// Browser tests of pasting a puzzle in, as JSON or as text: the built site, served on 127.0.0.1,
// driven in headless Chromium.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./harness.js";
import { count, open as openSite, pageErrors, tiny, useSite } from "./site.js";

const site = useSite();
const open = (query: string) => openSite(site, query);
const einstein = readFileSync(join(repoRoot, "fixtures", "einstein.json"), "utf8");

describe("the playground", () => {
  it("loads the Einstein puzzle from pasted JSON and finds its unique solution", async () => {
    const page = await open(tiny);
    await page.locator("#load summary").click();
    await page.locator("#paste").fill(einstein);
    await page.locator("#load-button").click();
    await page.waitForFunction(() => document.querySelector("#puzzle-title")?.textContent?.includes("zebra"));
    expect(await page.locator("#status .badge").getAttribute("data-status")).toBe("unique");
    expect(await count(page, "#clues li")).toBe(15);
    await page.locator("#reveal").click();
    await page.locator("#reveal-confirm").click();
    const table = await page
      .locator("#solution-table tbody tr")
      .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll("td")].map((td) => td.textContent)));
    const expected = JSON.parse(einstein).solution as Record<string, string[]>;
    expect(table).toEqual(Object.values(expected));
    expect(await page.locator("#reveal-result .answer").textContent()).toContain("German");
    await page.close();
  }, 60_000);

  it("loads a pasted puzzle text, in the page's language or another, and names each sentence it could not read", async () => {
    const page = await open(tiny);
    await page.locator("#load summary").click();
    const text = readFileSync(join(repoRoot, "fixtures", "text", "einstein.txt"), "utf8");
    await page.locator("#paste").fill(text);
    await page.locator("#load-button").click();
    await page.waitForFunction(() => document.querySelector("#puzzle-title")?.textContent === "Einstein's riddle");
    expect(await page.locator("#status .badge").getAttribute("data-status")).toBe("unique");
    expect(await count(page, "#clues li")).toBe(15);
    expect(await page.locator("#sentences-read").textContent()).toMatch(/^(\d+) of \1 sentences read$/);
    expect(await count(page, "#load-errors li:not(.reading)")).toBe(0);
    // "On the left of" could be the next house or any house on that side: the reading with one solution is used, and said.
    expect(await page.locator("#load-notices li.reading").allTextContents()).toEqual([
      'sentence 12 (line 14, numbered 4): "on the left of" read as any house on that side: at least 2 solutions; read as the next house (the reading used): 1 solution',
    ]);
    await page.locator("#reveal").click();
    await page.locator("#reveal-confirm").click();
    expect(await page.locator("#reveal-result .answer").textContent()).toContain("German");

    // A Chinese puzzle book's text on the English page: the Chinese reader reads it.
    const chinese = readFileSync(join(repoRoot, "fixtures", "text", "chinese-book.txt"), "utf8");
    await page.locator("#paste").fill(chinese);
    await page.locator("#load-button").click();
    await page.waitForFunction(() => document.querySelector("#puzzle-title")?.textContent === "四位朋友");
    expect(await page.locator("#status .badge").getAttribute("data-status")).toBe("unique");
    expect(await count(page, "#grid table.block")).toBe(3);

    // A sentence the reader cannot read: named, quoted, and nothing loaded until asked.
    const broken = text.replace("3. The Dane drinks tea.", "3. The Dane adores tea.");
    await page.locator("#paste").fill(broken);
    await page.locator("#load-button").click();
    await page.locator("#load-errors li").first().waitFor();
    expect(await page.locator("#load-errors p").first().textContent()).toBe("This text has 1 problem:");
    const lines = await page.locator("#load-errors li").allTextContents();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Sentence \d+ \(line 13, numbered 3\)/);
    expect(lines[0]).toContain("The Dane adores tea.");
    expect(await page.locator("#sentences-read").textContent()).toMatch(/^(\d+) of (\d+) sentences read$/);
    const [, read, total] = /^(\d+) of (\d+)/.exec((await page.locator("#sentences-read").textContent())!)!;
    expect(Number(read)).toBe(Number(total) - 1);
    expect(await page.locator("#puzzle-title").textContent()).toBe("四位朋友");
    // Playing what was read: the other fourteen clues.
    await page.locator("#load-partial").click();
    await page.waitForFunction(() => document.querySelector("#puzzle-title")?.textContent === "Einstein's riddle");
    expect(await count(page, "#clues li")).toBe(14);
    expect(await count(page, "#load-errors li:not(.reading)")).toBe(0);
    // Markup in a text stays text.
    await page.locator("#paste").fill(`<img src=x onerror=window.__pwned=1>\n${text}`);
    await page.locator("#load-button").click();
    await page.waitForFunction(() => document.querySelectorAll("#clues li").length === 15);
    expect(await page.evaluate(() => [(window as { __pwned?: number }).__pwned, document.querySelectorAll("img").length])).toEqual([undefined, 0]);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  }, 60_000);

  it("shows each problem of a malformed paste with its JSON path", async () => {
    const page = await open(tiny);
    await page.locator("#load summary").click();
    const doc = JSON.parse(einstein);
    doc.clues[1].a.value = "Martian";
    doc.size = 5;
    delete doc.attributes.Pet;
    await page.locator("#paste").fill(JSON.stringify(doc));
    await page.locator("#load-button").click();
    const errors = page.locator("#load-errors li");
    await errors.first().waitFor();
    const paths = await page.locator("#load-errors code.path").allTextContents();
    expect(paths).toContain("clues[1].a.value");
    expect(await page.locator("#load-errors").textContent()).toContain("Martian");
    // Each path is shown once, then its message.
    const lines = await page.locator("#load-errors li").allTextContents();
    const martian = lines.find((l) => l.includes("Martian"))!;
    expect(martian.startsWith("clues[1].a.value: ")).toBe(true);
    expect(martian.split("clues[1].a.value")).toHaveLength(2);
    // The same through a file.
    await page.locator("#file").setInputFiles({ name: "broken.json", mimeType: "application/json", buffer: Buffer.from("{ not json") });
    await page.waitForSelector('#load-errors li[data-code="invalid-json"]');
    expect(await page.locator("#paste").inputValue()).toBe("{ not json");
    // The puzzle on the page is still the generated one.
    expect(await count(page, "#grid table.block")).toBe(3);
    await page.close();
  }, 60_000);

  it("shows text from a pasted puzzle as text, never as HTML", async () => {
    const page = await open(tiny);
    const evil = "<img src=x onerror=window.__pwned=1>";
    const doc = {
      format: "zebra-puzzle/1",
      title: `<script>window.__pwned=2</script>${evil}`,
      preamble: `<b id="bold">${evil}</b>`,
      size: 3,
      attributes: { [`<i>Pet</i>`]: [evil, "<svg onload=window.__pwned=3>", "cat"], Color: ["red", "green", "<a href=javascript:1>blue</a>"] },
      clues: [
        { type: "at", a: { attr: "<i>Pet</i>", value: evil }, pos: 1, text: evil },
        { type: "at", a: { attr: "Color", value: "<a href=javascript:1>blue</a>" }, pos: 3 },
        { type: "same", a: { attr: "<i>Pet</i>", value: "cat" }, b: { attr: "Color", value: "<a href=javascript:1>blue</a>" } },
        { type: "next_to", a: { attr: "Color", value: "red" }, b: { attr: "<i>Pet</i>", value: "cat" } },
      ],
      meta: { vocabulary: "<img src=x onerror=window.__pwned=4>" },
    };
    await page.locator("#load summary").click();
    await page.locator("#paste").fill(JSON.stringify(doc));
    await page.locator("#load-button").click();
    await page.waitForFunction(() => document.querySelector("#puzzle-title")?.textContent?.includes("<script>"));
    expect(await page.locator("#grid").textContent()).toContain(evil);
    expect(await page.locator("#clues").textContent()).toContain("<a href=javascript:1>blue</a>");
    await page.locator("#reveal").click();
    await page.locator("#reveal-confirm").click();
    await page.locator("#explain").click();
    await page.locator("#explain-last").click();
    // A malformed paste whose message quotes the value.
    const bad = { ...doc, clues: [{ type: "at", a: { attr: "Color", value: evil }, pos: 1 }] };
    await page.locator("#paste").fill(JSON.stringify(bad));
    await page.locator("#load-button").click();
    await page.locator("#load-errors li").first().waitFor();
    expect(await page.locator("#load-errors").textContent()).toContain(evil);
    const injected = await page.evaluate(() => ({
      pwned: (window as { __pwned?: number }).__pwned,
      img: document.querySelectorAll("img").length,
      svg: document.querySelectorAll("svg[onload]").length,
      bold: document.querySelectorAll("#bold, i, b").length,
      links: document.querySelectorAll('a[href^="javascript"]').length,
      scripts: document.querySelectorAll("body script").length,
    }));
    expect(injected).toEqual({ pwned: undefined, img: 0, svg: 0, bold: 0, links: 0, scripts: 0 });
    await page.close();
  }, 60_000);
});
