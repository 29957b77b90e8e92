import { describe, expect, it } from "vitest";
import { answerInGrid } from "./answer-in-grid.js";

describe("answerInGrid", () => {
  const question = { find: { attr: "Nationality" }, where: { attr: "Pet", value: "zebra" } };
  it("reads the answer when the grid shows it", () => {
    expect(answerInGrid({ Nationality: ["Dane", "Swede"], Pet: ["dog", "zebra"] }, question)).toBe("Swede");
    expect(answerInGrid({ Nationality: ["Dane", "Swede"] }, { find: { attr: "Nationality" }, where: { pos: 1 } })).toBe("Dane");
  });
  it("is undefined while either side is unknown", () => {
    expect(answerInGrid({ Nationality: ["Dane", null], Pet: ["dog", "zebra"] }, question)).toBeUndefined();
    expect(answerInGrid({ Nationality: ["Dane", "Swede"], Pet: [null, null] }, question)).toBeUndefined();
  });
});
