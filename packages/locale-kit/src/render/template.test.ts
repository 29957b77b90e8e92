import { describe, expect, it } from "vitest";
import { fillTemplate, templatePlaceholders } from "./template.js";

describe("fillTemplate", () => {
  it("fills every placeholder, numbers included", () => {
    expect(fillTemplate("{a} is exactly {d} years older than {b}", { a: "the Dane", b: "the Swede", d: 2 })).toBe(
      "the Dane is exactly 2 years older than the Swede",
    );
  });
  it("inserts values as written, without re-reading braces in them", () => {
    expect(fillTemplate("the {value} owner", { value: "{x}" })).toBe("the {x} owner");
  });
  it("reads doubled braces as literal braces", () => {
    expect(fillTemplate("{{value}} is {value}", { value: "zebra" })).toBe("{value} is zebra");
  });
  it("throws on an unknown placeholder, naming it", () => {
    expect(() => fillTemplate("the {valeu} owner", { value: "zebra" })).toThrow(/\{valeu\}/);
  });
  it("throws on malformed braces", () => {
    expect(() => fillTemplate("the {value owner", { value: "zebra" })).toThrow(/malformed/);
    expect(() => fillTemplate("the value} owner", { value: "zebra" })).toThrow(/unmatched/);
    expect(() => fillTemplate("the {} owner", { value: "zebra" })).toThrow(/malformed/);
  });
  it("throws on a missing or NaN value", () => {
    expect(() => fillTemplate("{d}", { d: Number.NaN })).toThrow(/no value/);
    expect(() => fillTemplate("{d}", { d: undefined as unknown as string })).toThrow(/no value/);
  });
});

describe("templatePlaceholders", () => {
  it("lists distinct names in order of first use, ignoring escapes", () => {
    expect(templatePlaceholders("{a} {{b}} {d} {a} {b}")).toEqual(["a", "d", "b"]);
  });
});
