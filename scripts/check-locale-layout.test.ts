import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { layoutProblems, localeProblems, repoRoot } from "./check-locale-layout.mjs";
import { tempTrees } from "./temp-tree.js";

const template = {
  "src/index.ts": 'export { renderer } from "./renderer.js";\n',
  "src/renderer.ts": 'import { clueClauses } from "./internal/clauses.js";\nexport const renderer = clueClauses;\n',
  "src/internal/clauses.ts": "export const clueClauses = {};\n",
  "src/conformance.test.ts": "",
};

describe("the locale layout check", () => {
  const tree = tempTrees("zebra-layout-");

  it("passes every shipped locale against the locale template", () => {
    const locales = readdirSync(join(repoRoot, "packages")).filter((name) => name.startsWith("render-"));
    expect(locales).toEqual(expect.arrayContaining(["render-de", "render-en", "render-ja", "render-zh"]));
    expect(layoutProblems()).toEqual([]);
  });

  it("passes a locale with the template's files and its own modules, tests, helpers and golden texts", () => {
    const dir = tree({
      ...template,
      "locale/src/index.ts": 'export { renderer } from "./renderer.js";\nexport { inflect } from "./grammar.js";\n',
      "locale/src/renderer.ts": 'import { clueClauses } from "./internal/clauses.js";\nimport { cases } from "./internal/cases.js";\n',
      "locale/src/grammar.ts": "export const inflect = 1;\n",
      "locale/src/internal/clauses.ts": 'import { inflect } from "../grammar.js";\n',
      "locale/src/internal/cases.ts": "export const cases = 1;\n",
      "locale/src/testing/checks.ts": 'import { cases } from "../internal/cases.js";\n',
      "locale/src/language.test.ts": 'import { checks } from "./testing/checks.js";\n',
      "locale/src/conformance.test.ts": "",
      "locale/src/__golden__/einstein.txt": "",
    });
    expect(localeProblems(join(dir, "src"), join(dir, "locale/src"), "locale")).toEqual([]);
  });

  it("names each file out of place, and each file of the template the locale lacks", () => {
    const dir = tree({
      ...template,
      "locale/src/index.ts": 'export { renderer } from "./renderer.js";\nexport { words } from "./internal/words.js";\n',
      "locale/src/renderer.ts": 'import { clueClauses } from "./clues.js";\nimport { checks } from "./testing/checks.js";\n',
      "locale/src/clues.ts": "export const clueClauses = {};\n",
      "locale/src/internal/words.ts": "export const words = {};\n",
      "locale/src/internal/words.test.ts": "",
      "locale/src/helpers/words.ts": "",
      "locale/src/testing/checks.ts": "export const checks = 1;\n",
      "locale/src/conformance.test.ts": "",
    });
    expect(localeProblems(join(dir, "src"), join(dir, "locale/src"), "locale")).toEqual([
      "locale/internal/clauses.ts: missing (the locale template has it)",
      "locale/clues.ts: not exported by the index: move it to src/internal/",
      "locale/helpers/words.ts: only src/internal/ and src/testing/ hold folders of modules",
      "locale/internal/words.test.ts: tests stand in src/, beside the index",
      "locale/internal/words.ts: the index exports from it: move it to src/",
      "locale/testing/checks.ts: a module imports it, so it is not a test helper: move it to src/internal/",
    ]);
  });
});
