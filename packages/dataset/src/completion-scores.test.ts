import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { score } from "./score.js";

// The table of docs/guide/grading.md that shows what each kind of completion scores is made
// here: the test fails when the guide and the grader disagree. `UPDATE_DOCS=1` rewrites it.
const guide = fileURLToPath(new URL("../../../docs/guide/grading.md", import.meta.url));
const einstein = JSON.parse(readFileSync(fileURLToPath(new URL("../../../fixtures/einstein.json", import.meta.url)), "utf8"));
const solution = einstein.solution as Record<string, string[]>;
const record = {
  id: "einstein",
  puzzle: einstein,
  question: "Who owns the zebra?",
  answer: "German",
  qa: [{ query: { kind: "find", find: { attr: "Nationality" }, where: { attr: "Pet", value: "zebra" } }, question: "Who owns the zebra?" }],
};
const byHouse = (grid: Record<string, string[]>): Record<string, Record<string, string>> =>
  Object.fromEntries([0, 1, 2, 3, 4].map((p) => [`House ${p + 1}`, Object.fromEntries(Object.entries(grid).map(([a, v]) => [a, v[p]!]))]));
const fence = (grid: Record<string, string[]>): string => `\`\`\`json\n${JSON.stringify(byHouse(grid))}\n\`\`\``;
const swap = (grid: Record<string, string[]>, attr: string, i: number, j: number): Record<string, string[]> => {
  const out = structuredClone(grid);
  [out[attr]![i], out[attr]![j]] = [out[attr]![j]!, out[attr]![i]!];
  return out;
};
const twoWrong = swap(solution, "Pet", 0, 1);
const rotated = Object.fromEntries(Object.entries(solution).map(([a, v]) => [a, [...v.slice(1), v[0]!]]));
const partial = Object.fromEntries(Object.entries(solution).map(([a, v], k) => [a, k < 2 ? v : []]));

const kinds: [string, string][] = [
  ["the right grid (JSON by house, in a code fence)", fence(solution)],
  ["the right grid after reasoning in `<think>…</think>`", `<think>Clue 1 first… ${fence(twoWrong)}</think>\n${fence(solution)}`],
  ["a wrong draft, then the right grid", `First try:\n${fence(twoWrong)}\nClue 6 breaks; corrected:\n${fence(solution)}`],
  ['the right grid, then a wrong "correction"', `${fence(solution)}\nWait:\n${fence(twoWrong)}`],
  ["the right grid only inside `<think>`", `<think>${fence(solution)}</think>\nI cannot decide.`],
  ["two cells swapped", fence(twoWrong)],
  ["two of five attributes, right", `\`\`\`json\n${JSON.stringify(partial)}\n\`\`\``],
  ["every value one house off (a well-formed grid, 0 cells right)", fence(rotated)],
  ['the question\'s answer alone ("Answer: German")', "Answer: German"],
  ["prose, no grid", "The puzzle is hard; I think the Norwegian drinks water."],
  ["empty", ""],
];

function table(): string {
  const rows = kinds.map(([kind, completion]) => {
    const cells = (["binary", "cells", "adjusted", "question"] as const).map((m) => score(record, completion, m).toFixed(2));
    return `| ${kind} | ${cells.join(" | ")} |`;
  });
  return ["| completion (5×5, Einstein's puzzle) | binary | cells | adjusted | question |", "| --- | --- | --- | --- | --- |", ...rows].join("\n");
}

describe("the guide's table of completion scores", () => {
  it("is what the grader gives", () => {
    const text = readFileSync(guide, "utf8");
    const start = "<!-- completion-scores:start (made by packages/dataset/src/completion-scores.test.ts) -->\n";
    const end = "\n<!-- completion-scores:end -->";
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    expect(from, "the guide has the table's markers").toBeGreaterThan(0);
    const made = table();
    if (process.env["UPDATE_DOCS"] === "1") writeFileSync(guide, text.slice(0, from + start.length) + made + text.slice(to));
    else expect(text.slice(from + start.length, to)).toBe(made);
  });
});
