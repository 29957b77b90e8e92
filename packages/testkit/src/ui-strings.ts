import type { CliStrings, PlaygroundStrings, UiStrings } from "@zebra/locale-kit";
import { themes } from "@zebra/vocab";
import { textProblems } from "./text-problems.js";

type FunctionKeys<T> = { [K in keyof T]: T[K] extends (...args: never[]) => string ? K : never }[keyof T];

/** Arguments to try each string function with: every function of the apps' strings has a row (checked by the compiler). */
const cliSamples: { readonly [K in FunctionKeys<CliStrings>]: readonly Parameters<CliStrings[K]>[] } = {
  puzzleTitle: [[1], [12]],
  puzzleDetails: [[{ seed: "7", index: 0, houses: 5, attributes: 4, level: "easy" }], [{ seed: "7", index: 3, houses: 6, attributes: 3, level: "expert" }]],
  heading: [["Solution"]],
  solutionNumber: [[2]],
  unique: [[5, 4, 12]],
  unsatisfiable: [[undefined], [[3]], [[3, 7, 12]]],
  whyFalse: [["Norwegian at 2"]],
  whyOpen: [["zebra at 4"]],
  whyStuck: [["zebra same German"]],
  explanationHolds: [
    ["full", 42],
    ["concise", 1],
  ],
  explanationViolation: [
    ["full", 12, { rule: "unstated-premise", facts: ["the Dane lives in house 2"], houses: [] }],
    ["full", 3, { rule: "does-not-follow", facts: ["the Dane lives in house 2", "the tea drinker is not in house 4"], houses: [] }],
    ["concise", 7, { rule: "back-reference", facts: [], houses: [] }],
    ["full", 5, { rule: "wider-list", facts: ["the Dane is in house 2, 3 or 4"], houses: [2, 4] }],
    ["full", 5, { rule: "placed-as-range", facts: ["the Dane is in house 2 or 4"], houses: [2] }],
    ["full", 9, { rule: "case-coverage", facts: ["the Dane is in house 1, 2 or 3"], houses: [2] }],
    ["full", 9, { rule: "one-case", facts: ["the Dane lives in house 2"], houses: [] }],
    ["full", 9, { rule: "empty-branch", facts: ["the Dane lives in house 2"], houses: [] }],
    ["full", 9, { rule: "restated-supposition", facts: ["the Dane lives in house 2"], houses: [] }],
    ["concise", 9, { rule: "clash-terms", facts: [], houses: [], clue: 14 }],
  ],
  statedByClue: [
    ["The Dane drinks tea.", 3],
    ["丹麦人喝茶。", 12],
  ],
  sentencesRead: [
    [14, 15],
    [1, 1],
  ],
  readingCounts: [
    [
      { sentence: 7, line: 6, marker: 4 },
      "on the left of",
      [
        { reading: "somewhere", solutions: 7, capped: false, chosen: true },
        { reading: "immediately", solutions: 1, capped: false, chosen: false },
      ],
    ],
    [{ sentence: 2, line: 2 }, "between", [{ reading: "unordered", solutions: 1000, capped: true, chosen: true }]],
  ],
  partial: [[[7]], [[3, 7, 9]]],
  textLanguage: [
    ["Deutsch", false],
    ["中文", true],
  ],
};

const playgroundSamples: { readonly [K in FunctionKeys<PlaygroundStrings>]: readonly Parameters<PlaygroundStrings[K]>[] } = {
  checkOk: [[3, 25]],
  checkViolated: [[1], [2]],
  checkClashes: [[1], [3]],
  checkDead: [[1], [2]],
  hintTitle: [[2, 14]],
  whyCell: [["Dane", "house 3"]],
  whySteps: [[0], [1], [4]],
  explainTitle: [[2, 14]],
  loadErrors: [[1], [4]],
  readProblems: [[1], [4]],
  statusSteps: [[14]],
  statusStepsPartial: [[9]],
  generatedBy: [["42", "hard"]],
  generatedTitle: [[5, 4]],
  conflictClues: [[[3]], [[2, 5, 7]]],
  unavailable: [["print"]],
  houseName: [[3]],
  cellLabel: [
    ["Dane", "house 3", "no", false, false],
    ["Dane", "house 3", "yes", true, true],
  ],
  solvedIn: [
    ["4:12", 0],
    ["4:12", 1],
    ["4:12", 3],
  ],
  resultText: [
    ["4:12", 0],
    ["4:12", 1],
    ["4:12", 3],
  ],
  bookletProgress: [[2, 10]],
  bookletPuzzle: [[3]],
};

/**
 * What is wrong with a locale's app strings: an empty string, a string or the result of a
 * string function (tried with sample arguments) that leaks `undefined`, `NaN` or a brace, or
 * breaks spacing, a built-in theme without a name; `extra` adds the locale's own checks (its
 * punctuation).
 *
 * Use it through `runLocaleConformance`. Cost: constant.
 *
 * @param ui - the locale's strings.
 * @param extra - the locale's own text checks.
 * @returns one line per problem.
 *
 * @example
 * ```ts
 * expect(uiStringProblems(locale.ui)).toEqual([]);
 * ```
 */
export function uiStringProblems(ui: UiStrings, extra: (text: string) => string[] = () => []): string[] {
  const problems: string[] = [];
  const check = (where: string, text: unknown) => {
    if (typeof text !== "string") {
      problems.push(`${where}: not a string`);
      return;
    }
    const found = [...textProblems(text), ...extra(text)];
    if (found.length > 0) problems.push(`${where}: ${found.join(", ")}: ${JSON.stringify(text)}`);
  };
  const walk = (where: string, value: unknown, samples: Readonly<Record<string, readonly (readonly unknown[])[]>>) => {
    if (typeof value === "string") check(where, value);
    else if (typeof value === "function") {
      const key = where.split(".").at(-1)!;
      const calls = samples[key];
      if (calls === undefined) problems.push(`${where}: a function without sample arguments`);
      else
        for (const args of calls)
          check(`${where}(${args.map((a) => JSON.stringify(a)).join(", ")})`, (value as (...a: readonly unknown[]) => unknown)(...args));
    } else if (typeof value === "object" && value !== null) {
      for (const [key, inner] of Object.entries(value)) walk(`${where}.${key}`, inner, samples);
    } else problems.push(`${where}: not a string`);
  };
  walk("cli", ui.cli, cliSamples as Readonly<Record<string, readonly (readonly unknown[])[]>>);
  walk("playground", ui.playground, playgroundSamples as Readonly<Record<string, readonly (readonly unknown[])[]>>);
  for (const theme of themes)
    if ((ui.playground.themeNames[theme] ?? "").trim() === "") problems.push(`playground.themeNames: no name for the theme "${theme}"`);
  return problems;
}
