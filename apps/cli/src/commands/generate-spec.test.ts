import { themes } from "@zebra/vocab";
import { describe, expect, it } from "vitest";
import { defaultTheme } from "../generate/produce.js";
import { generateSpec } from "./generate-spec.js";

describe("zebra generate --help", () => {
  it("names every built-in theme and the default one by its name", () => {
    const theme = generateSpec.options["theme"]!.description;
    for (const name of themes) expect(theme).toMatch(new RegExp(`\\b${name}\\b`));
    expect(theme).toMatch(new RegExp(`\\b${defaultTheme} \\([^)]*; the default\\)`));
  });
});
