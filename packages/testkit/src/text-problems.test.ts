import { describe, expect, it } from "vitest";
import { gridAlignmentProblems, markdownCellCounts } from "./grid-alignment.js";
import { textProblems } from "./text-problems.js";

describe("textProblems", () => {
  it("accepts clean sentences in English and Chinese", () => {
    expect(textProblems("From clue 4, the green house is immediately to the left of the white house; so it is not house 5.")).toEqual([]);
    expect(textProblems("根据线索4，绿色房子紧挨在白色房子的左边，所以绿色房子不是第5座房子。")).toEqual([]);
  });
  it("catches empty, dangling, misspaced and misjoined sentences", () => {
    expect(textProblems("Hence, we have that .")).toContain("space before punctuation");
    expect(textProblems("Clues 1, 2and 3 together imply that {X} can occur at the 3rd position.")).toContain("placeholder brace");
    expect(textProblems("Since the Dane is adjacent to the Swede (Clue 4), we deduce that")).toContain("line ending with a comma, semicolon or conjunction");
    expect(textProblems("Since B is in between A and C in that order, (Clue 3), we can eliminate.")).toContain("comma before a bracket");
    expect(textProblems("Everyone supports the a different NFL team.")).toContain("doubled article");
    expect(textProblems("the person undefined lives")).toContain("undefined");
    expect(textProblems("age NaN")).toContain("NaN");
    expect(textProblems("[object Object] lives")).toContain("[object …]");
    expect(textProblems("two  spaces")).toContain("double space");
    expect(textProblems("trailing ")).toContain("leading or trailing blank");
  });
  it("refuses extra lines unless allowed", () => {
    expect(textProblems("x\ny")).toContain("several lines");
    expect(textProblems("x\ny", { multiline: true })).toEqual([]);
    expect(textProblems("x\n\ny", { multiline: true })).toContain("blank line");
    expect(textProblems("x\n\ny", { blankLines: true })).toEqual([]);
    expect(textProblems("x\n\n\ny", { blankLines: true })).toContain("two blank lines in a row");
  });
});

describe("gridAlignmentProblems", () => {
  it("accepts an aligned table with blank and wide cells", () => {
    expect(gridAlignmentProblems("房子  1       2\n---------------\n国籍  挪威人  Dane\n宠物          狗")).toEqual([]);
  });
  it("catches a table whose blank cells are one column too wide", () => {
    const drifting = ["Position  1       2       3", "---", `Pet${" ".repeat(7)}dog${" ".repeat(14)}cat`].join("\n");
    expect(gridAlignmentProblems(drifting).join()).toMatch(/not under a header column/);
  });
  it("catches width counted in code units instead of columns", () => {
    expect(gridAlignmentProblems(`House  1       2\n---\n国籍${" ".repeat(5)}挪威人${" ".repeat(5)}Dane`).join()).toMatch(/not under/);
  });
});

describe("markdownCellCounts", () => {
  it("counts cells, ignoring escaped pipes", () => {
    expect(markdownCellCounts("| a | b\\|c |\n| --- | --- |")).toEqual([2, 2]);
  });
});
