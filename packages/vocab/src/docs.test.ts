import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { classicVocabulary, defaultVocabulary, parseVocabulary } from "@zebra/vocab";

const guide = readFileSync(new URL("../../../docs/guide/vocabulary.md", import.meta.url), "utf8");

/** The rows `| `id` | name | count… |` of the guide's table under a heading. */
function tableRows(heading: string): [string, string, number][] {
  const section = guide.slice(guide.indexOf(`## ${heading}`));
  const end = section.indexOf("\n## ", 3);
  const rows = [...(end < 0 ? section : section.slice(0, end)).matchAll(/^\| `([a-z0-9-]+)` \| ([^|]+) \| (\d+)/gm)];
  return rows.map((m) => [m[1]!, m[2]!.trim(), Number(m[3])]);
}

describe("the vocabulary guide", () => {
  it("lists every attribute of the default universe with its name and value count", () => {
    expect(tableRows("The default universe")).toEqual(defaultVocabulary.attributes.map((a) => [a.id, a.name, a.values.length]));
  });

  it("lists every attribute of the classic theme", () => {
    expect(tableRows("The classic theme")).toEqual(classicVocabulary.attributes.map((a) => [a.id, a.name, a.values.length]));
  });

  it("states the default universe's totals", () => {
    const count = (numeric: boolean) => defaultVocabulary.attributes.filter((a) => a.numeric === numeric);
    const values = (list: typeof defaultVocabulary.attributes) => list.reduce((sum, a) => sum + a.values.length, 0);
    expect(guide).toContain(
      `${values(count(false))} categorical values in ${count(false).length} attributes, and ${values(count(true))} numeric values in ${count(true).length} attributes.`,
    );
  });

  it("shows a schema example that parses", () => {
    const json = /```json\n([\s\S]*?)```/.exec(guide)?.[1];
    expect(json).toBeDefined();
    const result = parseVocabulary(json!);
    expect(result.ok ? [] : result.issues).toEqual([]);
  });
});
