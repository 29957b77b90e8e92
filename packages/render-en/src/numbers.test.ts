import { describe, expect, it } from "vitest";
import { numberWord, ordinal, ordinalWord } from "./numbers.js";

describe("ordinal", () => {
  it("uses st, nd, rd and th correctly, teens and hundreds included", () => {
    const cases: [number, string][] = [
      [1, "1st"],
      [2, "2nd"],
      [3, "3rd"],
      [4, "4th"],
      [11, "11th"],
      [12, "12th"],
      [13, "13th"],
      [21, "21st"],
      [22, "22nd"],
      [23, "23rd"],
      [101, "101st"],
      [111, "111th"],
      [112, "112th"],
      [1001, "1001st"],
      [0, "0th"],
    ];
    for (const [n, text] of cases) expect(ordinal(n)).toBe(text);
  });
  it("refuses numbers that are not whole", () => {
    expect(() => ordinal(1.5)).toThrow(RangeError);
  });
});

describe("ordinalWord and numberWord", () => {
  it("spell out one to ten and use figures above", () => {
    expect([1, 2, 3, 10, 11, 12, 21].map(ordinalWord)).toEqual(["first", "second", "third", "tenth", "11th", "12th", "21st"]);
    expect([0, 1, 2, 10, 12].map(numberWord)).toEqual(["zero", "one", "two", "ten", "12"]);
  });
});
