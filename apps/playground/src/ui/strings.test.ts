import { describe, expect, it } from "vitest";
import { locales } from "../state/settings.js";
import { themes } from "../worker/engine.js";
import { strings } from "./strings.js";

describe("the page's words", () => {
  it("name every built-in theme in every language, in that language", () => {
    for (const locale of locales) for (const theme of themes()) expect(strings(locale).themeNames[theme.id], `${locale}: ${theme.id}`).toBeTruthy();
    // Chinese names are Chinese, not the English ids.
    for (const theme of themes()) expect(strings("zh").themeNames[theme.id]).toMatch(/^[\u4e00-\u9fff]+$/);
  });

  it("say a cell as one says it, houses last", () => {
    expect(strings("en").cellLabel("Dane", strings("en").houseName(3), strings("en").cellStates.no, false, false)).toBe("Dane, house 3: no");
    expect(strings("zh").cellLabel("丹麦人", strings("zh").houseName(3), strings("zh").cellStates.no, false, false)).toBe("丹麦人，3号房子：否");
    expect(strings("en").solvedIn("4:12", 0)).toBe("Solved in 4:12!");
    expect(strings("en").solvedIn("4:12", 1)).toBe("Solved in 4:12, with 1 hint.");
  });
});
