import { describe, expect, it } from "vitest";
import { ui } from "./index.js";

describe("the Chinese app strings", () => {
  const t = ui.playground;

  it("say a cell as one says it, houses last", () => {
    expect(t.cellLabel("丹麦人", t.houseName(3), t.cellStates.no, false, false)).toBe("丹麦人，3号房子：否");
  });

  it("name the themes in Chinese, not by their English ids", () => {
    for (const name of Object.values(t.themeNames)) expect(name).toMatch(/^[\u4e00-\u9fff]+$/);
  });

  it("use Chinese punctuation around Chinese words", () => {
    expect(ui.cli.unsatisfiable([3, 7, 12])).toBe("无解：没有任何排列能满足所有线索；线索3、7和12不能同时成立");
    expect(ui.cli.unique(5, 4, 12)).toBe("有效（5座房子，4种属性，12条线索）：恰好有一个解");
    expect(ui.cli.puzzleTitle(2)).toBe("谜题2");
    expect(ui.cli.puzzleDetails({ seed: "7", index: 3, houses: 5, attributes: 4, level: "hard" })).toBe("种子 7 · #3 · 5×4 · 困难");
    expect(ui.cli.whyOpen("zebra at 4")).toBe("“zebra at 4”不能由线索推出：有的解符合，有的解不符合");
  });
});
