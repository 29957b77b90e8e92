import { describe, expect, it } from "vitest";
import { chineseCount, chineseNumber } from "./numbers.js";

describe("chineseNumber", () => {
  it("writes numbers as a Chinese book does", () => {
    const cases: [number, string][] = [
      [0, "零"],
      [3, "三"],
      [10, "十"],
      [12, "十二"],
      [20, "二十"],
      [21, "二十一"],
      [100, "一百"],
      [105, "一百零五"],
      [110, "一百一十"],
      [1001, "一千零一"],
      [2020, "二千零二十"],
    ];
    for (const [n, text] of cases) expect(chineseNumber(n)).toBe(text);
  });
  it("keeps figures for numbers it does not spell", () => {
    expect(chineseNumber(-1)).toBe("-1");
    expect(chineseNumber(1.5)).toBe("1.5");
    expect(chineseNumber(10000)).toBe("10000");
  });
  it("says 两 before a measure word", () => {
    expect(chineseCount(2)).toBe("两");
    expect(chineseCount(5)).toBe("五");
    expect(chineseCount(12)).toBe("十二");
  });
});
