import { describe, expect, it } from "vitest";
import { displayWidth, padToWidth } from "./display-width.js";

describe("displayWidth", () => {
  it("counts ASCII as 1 and Han, kana, Hangul and fullwidth punctuation as 2", () => {
    expect(displayWidth("red")).toBe(3);
    expect(displayWidth("红色")).toBe(4);
    expect(displayWidth("ねこ")).toBe(4);
    expect(displayWidth("고양이")).toBe(6);
    expect(displayWidth("，。")).toBe(4);
    expect(displayWidth("Pall Mall香烟")).toBe(13);
  });
  it("counts combining marks and zero-width characters as 0", () => {
    expect(displayWidth("e\u0301")).toBe(1);
    expect(displayWidth("a\u200bb")).toBe(2);
  });
  it("counts characters outside the BMP once", () => {
    expect(displayWidth("𠀀")).toBe(2);
  });
});

describe("padToWidth", () => {
  it("pads by display width on either side", () => {
    expect(padToWidth("红", 4)).toBe("红  ");
    expect(padToWidth("7", 3, "right")).toBe("  7");
    expect(padToWidth("toolong", 3)).toBe("toolong");
  });
});
