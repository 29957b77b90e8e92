import { einsteinInput, expectGolden } from "@zebra/testkit";
import { describe, it } from "vitest";
import { locale, renderer } from "./index.js";

// The classic puzzle and its whole solution, as people review them: text and Markdown, with
// the Japanese words of the classic theme and without any.
describe("Japanese golden texts", () => {
  const { puzzle, lexicon, steps } = einsteinInput(locale.words);
  const context = { puzzle, lexicon };
  it("render the classic puzzle and its solution", () => {
    expectGolden(
      `${renderer.puzzle(context)}\n\n${renderer.solution(steps, context, { gridEvery: 10 })}`,
      new URL("./__golden__/einstein.txt", import.meta.url),
    );
  });
  it("render the classic puzzle and its solution in Markdown", () => {
    expectGolden(
      `${renderer.puzzle(context, "markdown")}\n\n${renderer.solution(steps, context, { format: "markdown", gridEvery: 10 })}`,
      new URL("./__golden__/einstein.md", import.meta.url),
    );
  });
  it("render the classic puzzle's solution in the concise style, with candidate grids in Markdown", () => {
    expectGolden(renderer.solution(steps, context, { style: "concise" }), new URL("./__golden__/einstein-concise.txt", import.meta.url));
    expectGolden(
      renderer.solution(steps, context, { style: "concise", format: "markdown", gridEvery: 3, grid: "candidates" }),
      new URL("./__golden__/einstein-concise.md", import.meta.url),
    );
  });
  it("render the classic puzzle without a lexicon", () => {
    expectGolden(renderer.puzzle({ puzzle }), new URL("./__golden__/einstein-no-lexicon.txt", import.meta.url));
  });
});
