import { describe, expect, it } from "vitest";
import { displayWidth } from "./display-width.js";
import { formatTable } from "./table.js";

describe("formatTable", () => {
  it("aligns plain-text columns by display width, blank cells included", () => {
    const text = formatTable([
      ["房子", "1", "2", "3"],
      ["国籍", "挪威人", "", "英国人"],
      ["Drink", "", "tea", ""],
    ]);
    const lines = text.split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^-+$/);
    const header = lines[0]!;
    const col = (line: string, cell: string) => displayWidth(line.slice(0, line.indexOf(cell)));
    expect(col(lines[2]!, "挪威人")).toBe(col(header, "1"));
    expect(col(lines[2]!, "英国人")).toBe(col(header, "3"));
    expect(col(lines[3]!, "tea")).toBe(col(header, "2"));
    for (const line of lines) expect(line).toBe(line.trimEnd());
  });
  it("writes a Markdown pipe table with escaped cells and a rule", () => {
    expect(
      formatTable(
        [
          ["a", "b|c"],
          ["*x*", ""],
        ],
        { format: "markdown" },
      ),
    ).toBe(["| a     | b\\|c |", "| ----- | ---- |", "| \\*x\\* |      |"].join("\n"));
  });
  it("rejects ragged rows", () => {
    expect(() => formatTable([["a", "b"], ["c"]])).toThrow(/cells/);
  });
});
