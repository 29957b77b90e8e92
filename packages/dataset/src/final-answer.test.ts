import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { score } from "./score.js";

// What a reward needs from a grader: the final answer graded, reasoning skipped, the words of
// the record's own locale read, and partial credit that a random grid does not earn.
const einstein = JSON.parse(readFileSync(fileURLToPath(new URL("../../../fixtures/einstein.json", import.meta.url)), "utf8"));
const solution = einstein.solution as Record<string, string[]>;
const record = {
  id: "e",
  puzzle: einstein,
  question: "q",
  answer: "German",
  qa: [{ query: { kind: "find", find: { attr: "Nationality" }, where: { attr: "Pet", value: "zebra" } }, question: "q" }],
};
const wrong = structuredClone(solution);
[wrong["Pet"]![0], wrong["Pet"]![1]] = [wrong["Pet"]![1]!, wrong["Pet"]![0]!];
const fence = (grid: unknown): string => `\`\`\`json\n${JSON.stringify(grid)}\n\`\`\``;

describe("the final answer wins", () => {
  it.each([
    ["a draft grid, then the corrected one", `Draft:\n${fence(wrong)}\nWait, clue 3 says otherwise.\n${fence(solution)}`, 1],
    ["the right grid, then a wrong correction", `${fence(solution)}\nOn second thought:\n${fence(wrong)}`, 0],
    ["a draft in <think>, the final grid after it", `<think>${fence(solution)} no wait</think>\n${fence(wrong)}`, 0],
    ["a right grid only in <think>", `<think>${fence(solution)}</think>\nI am not sure.`, 0],
    ["reasoning opened and never closed", `<think>${fence(solution)}`, 0],
    ["a closing tag without its opening one (the prompt opened it)", `${fence(wrong)}</think>${fence(solution)}`, 1],
    ["<thinking> and <answer> tags", `<thinking>${fence(wrong)}</thinking><answer>${JSON.stringify(solution)}</answer>`, 1],
    ["an <answer> block before a later draft", `<answer>${JSON.stringify(solution)}</answer>\nLet me double-check: ${fence(wrong)}`, 1],
    ["a draft table, then the final JSON", `| House | Pet |\n|---|---|\n| 1 | zebra |\n\n${fence(solution)}`, 1],
    [
      "a draft JSON, then the final House lines",
      `${fence(wrong)}\n${[0, 1, 2, 3, 4]
        .map(
          (p) =>
            `House ${p + 1}: ${Object.values(solution)
              .map((v) => v[p])
              .join(", ")}`,
        )
        .join("\n")}`,
      1,
    ],
  ])("%s", (_, completion, expected) => {
    expect(score(record, completion)).toBe(expected);
  });
});

describe("the locale's own words", () => {
  const labels = {
    attributes: { Nationality: "国籍", Color: "颜色", Pet: "宠物", Drink: "饮料", Smoke: "香烟" },
    values: Object.fromEntries(
      Object.entries(solution).map(([a, vs]) => [a, Object.fromEntries(vs.map((v, i) => [v, `${a.slice(0, 2)}${"甲乙丙丁戊"[i]}值`]))]),
    ),
  };
  const zh = { ...record, labels };
  const byHouse = Object.fromEntries(
    [0, 1, 2, 3, 4].map((p) => [
      `房子${String.fromCharCode(0xff11 + p)}`,
      Object.fromEntries(Object.entries(solution).map(([a, vs]) => [labels.attributes[a as "Pet"], labels.values[a]![vs[p]!]])),
    ]),
  );

  it("reads headings, value labels and full-width house numbers", () => {
    expect(score(zh, `最终答案：\n${fence(byHouse)}`)).toBe(1);
    expect(score(zh, `答案：${labels.values["Nationality"]!["German"]}`, "question")).toBe(1);
    expect(score(record, `最终答案：\n${fence(byHouse)}`)).toBe(0);
  });

  it("prefers the locale whose label is the whole answer to one that finds a label inside it", () => {
    // As in the shipped vocabularies: Japanese 中国将棋 (xiangqi) holds Chinese 将棋 (shogi), and
    // Chinese is read before Japanese.
    const nationality = (words: Record<string, string>) => ({ attributes: { Nationality: "国籍" }, values: { Nationality: words } });
    const zh = nationality({ English: "将棋", German: "象棋" });
    const ja = nationality({ English: "将棋", German: "中国将棋" });
    const both = { ...record, locales: { zh: { labels: zh }, ja: { labels: ja } } };
    expect(score(both, "中国将棋", "question")).toBe(1);
    expect(score(both, "答え：中国将棋", "question")).toBe(1);
    expect(score(both, "象棋", "question")).toBe(1);
    expect(score(both, "将棋", "question")).toBe(0);
    // A sentence that names the value is still read.
    expect(score(both, "The German keeps the zebra.", "question")).toBe(1);
  });
});

describe("adjusted: cells corrected for chance", () => {
  const shuffled = (random: () => number): Record<string, string[]> =>
    Object.fromEntries(
      Object.entries(solution).map(([a, vs]) => {
        const out = [...vs];
        for (let i = out.length - 1; i > 0; i--) {
          const j = Math.floor(random() * (i + 1));
          [out[i], out[j]] = [out[j]!, out[i]!];
        }
        return [a, out];
      }),
    );

  it("averages about 0 for random well-formed grids, and is 1 for the right one", () => {
    let seed = 7;
    const random = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const scores = Array.from({ length: 1000 }, () => score(record, shuffled(random), "adjusted"));
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    expect(Math.abs(mean)).toBeLessThan(0.05);
    expect(score(record, solution, "adjusted")).toBe(1);
    expect(score(record, "no idea", "adjusted")).toBe(-0.25);
    // The plain cells score gives the same random grids a fifth of the cells.
    seed = 7;
    const cells = Array.from({ length: 1000 }, () => score(record, shuffled(random), "cells"));
    expect(cells.reduce((a, b) => a + b, 0) / cells.length).toBeGreaterThan(0.15);
  });
});
