import { describe, expect, it } from "vitest";
import type { AttributeWords, Value, VocabularyAttribute } from "@zebra/model";
import { defaultVocabulary, largestSize, parseVocabulary, templateFields } from "@zebra/vocab";

const attributes = defaultVocabulary.attributes;
const categorical = attributes.filter((a) => !a.numeric);
const numeric = attributes.filter((a) => a.numeric);
const locales = ["en", "zh"] as const;

function words(attribute: VocabularyAttribute, locale: string): AttributeWords {
  const w = attribute.words?.[locale];
  if (w === undefined) throw new Error(`${attribute.id} has no ${locale} words`);
  return w;
}

function label(attribute: VocabularyAttribute, locale: string, value: Value): string {
  return words(attribute, locale).values?.[String(value)] ?? String(value);
}

function phrase(template: string, text: string): string {
  return template.split("{value}").join(text);
}

describe("the default vocabulary", () => {
  it("keeps its attribute ids (renaming one breaks saved puzzles and user settings)", () => {
    expect(attributes.map((a) => a.id)).toEqual([
      "name",
      "nationality",
      "house-color",
      "drink",
      "pet",
      "car",
      "transport",
      "sport",
      "instrument",
      "food",
      "fruit",
      "dessert",
      "flower",
      "tree",
      "gemstone",
      "hobby",
      "book-genre",
      "music-genre",
      "city",
      "board-game",
      "bird",
      "job",
      "language",
      "clothing",
      "star-sign",
      "age",
      "height",
      "office-floor",
      "work-distance",
    ]);
  });

  it("passes its own validation and survives a JSON round trip", () => {
    const result = parseVocabulary(JSON.stringify(defaultVocabulary));
    expect(result.ok ? [] : result.issues).toEqual([]);
    expect(result.ok && result.value).toEqual(defaultVocabulary);
  });

  it("has at least 24 categorical and 3 numeric attributes, each with at least 12 values", () => {
    expect(categorical.length).toBeGreaterThanOrEqual(24);
    expect(numeric.length).toBeGreaterThanOrEqual(3);
    for (const attribute of attributes) expect(attribute.values.length, attribute.id).toBeGreaterThanOrEqual(12);
    expect(largestSize(defaultVocabulary)).toBe(12);
  });

  it("uses kebab-case ids and unique ids and names", () => {
    for (const attribute of attributes) expect(attribute.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(attributes.map((a) => a.id)).size).toBe(attributes.length);
    expect(new Set(attributes.map((a) => a.name)).size).toBe(attributes.length);
  });

  it("has no duplicate value ids within an attribute, and string ids exactly for categorical attributes", () => {
    for (const attribute of attributes) {
      expect(new Set(attribute.values).size, attribute.id).toBe(attribute.values.length);
      const kind = attribute.numeric ? "number" : "string";
      for (const value of attribute.values) expect(typeof value, `${attribute.id} ${value}`).toBe(kind);
    }
  });

  it("words every attribute in English and Chinese, labelling every categorical value", () => {
    for (const attribute of attributes) {
      for (const locale of locales) {
        const w = words(attribute, locale);
        expect(w.noun, `${attribute.id} ${locale}`).toBeTruthy();
        expect(w.subject, `${attribute.id} ${locale}`).toBeTruthy();
        expect(w.predicate, `${attribute.id} ${locale}`).toBeTruthy();
        if (attribute.numeric) {
          for (const field of ["unit", "less", "greater", "difference"] as const) expect(w[field], `${attribute.id} ${locale} ${field}`).toBeTruthy();
        } else {
          expect(Object.keys(w.values ?? {}).sort(), `${attribute.id} ${locale}`).toEqual(attribute.values.map(String).sort());
        }
      }
    }
  });

  it("uses only known placeholders, and every placeholder its field needs", () => {
    for (const attribute of attributes) {
      for (const locale of locales) {
        const w = words(attribute, locale);
        expect(w.noun).not.toMatch(/[{}]/);
        for (const field of Object.keys(templateFields) as (keyof typeof templateFields)[]) {
          const template = w[field];
          if (template === undefined) continue;
          const used = [...template.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]).sort();
          expect(used, `${attribute.id} ${locale} ${field}`).toEqual([...templateFields[field]].sort());
        }
        for (const text of Object.values(w.values ?? {})) expect(text).not.toMatch(/[{}]/);
      }
    }
  });

  it("gives every value a distinct referring phrase and predicate in each language", () => {
    for (const locale of locales) {
      for (const field of ["subject", "predicate"] as const) {
        const seen = new Map<string, string>();
        for (const attribute of attributes) {
          for (const value of attribute.values) {
            const text = phrase(words(attribute, locale)[field]!, label(attribute, locale, value)).toLowerCase();
            const where = `${attribute.id}:${value}`;
            expect(seen.get(text), `${locale} ${field} "${text}" of ${where}`).toBeUndefined();
            seen.set(text, where);
          }
        }
      }
    }
  });

  it("never uses the same label twice in a language, so no phrase can mean two attributes", () => {
    for (const locale of locales) {
      const seen = new Map<string, string>();
      for (const attribute of categorical) {
        for (const value of attribute.values) {
          const text = label(attribute, locale, value).toLowerCase();
          expect(seen.get(text), `${locale} "${text}" of ${attribute.id}`).toBeUndefined();
          seen.set(text, attribute.id);
        }
      }
    }
  });

  it("puts 'a' only before consonant sounds and 'an' only before vowels", () => {
    let checked = 0;
    for (const attribute of categorical) {
      const en = words(attribute, "en");
      for (const template of [en.subject!, en.predicate!]) {
        const article = /\b(a|an) \{value\}/i.exec(template)?.[1]?.toLowerCase();
        if (article === undefined) continue;
        for (const value of attribute.values) {
          const text = label(attribute, "en", value);
          checked++;
          if (article === "a") expect(text, `${attribute.id}: a ${text}`).toMatch(/^[^aeiouAEIOU]/);
          else expect(text, `${attribute.id}: an ${text}`).toMatch(/^[aeiouAEIOU]/);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("writes English in Latin letters and Chinese in Chinese characters", () => {
    const han = /\p{Script=Han}/u;
    for (const attribute of attributes) {
      const en = words(attribute, "en");
      const zh = words(attribute, "zh");
      for (const text of [en.noun!, en.subject!, en.predicate!, ...Object.values(en.values ?? {})]) expect(text).not.toMatch(han);
      expect(zh.noun).toMatch(han);
      for (const text of Object.values(zh.values ?? {})) expect(text, attribute.id).toMatch(han);
      // Chinese templates hold no Latin words, only placeholders.
      for (const template of [zh.subject!, zh.predicate!, zh.less, zh.greater, zh.difference, zh.unit]) {
        if (template !== undefined) expect(template.replace(/\{[a-z]+\}/g, ""), attribute.id).not.toMatch(/[A-Za-z]/);
      }
    }
  });

  it("refers to people the same way throughout: 'the …' or a name in English, '…的人' or a person noun in Chinese", () => {
    for (const attribute of attributes) {
      const en = words(attribute, "en").subject!;
      const zh = words(attribute, "zh").subject!;
      expect(en === "{value}" || en.startsWith("the "), `${attribute.id}: ${en}`).toBe(true);
      expect(zh === "{value}" || zh.endsWith("的人"), `${attribute.id}: ${zh}`).toBe(true);
      // A bare {value} subject needs labels that name a person (names, nationalities, jobs).
      if (zh === "{value}") expect(["name", "nationality", "job"]).toContain(attribute.id);
    }
  });

  it("keeps tobacco, alcohol and brands out of the default theme", () => {
    const banned = /\b(beer|wine|whisky|whiskey|vodka|rum|gin|cigar|cigarette|smoke|tobacco|honda|toyota|ford|bmw|gucci|nike)\b/i;
    for (const attribute of categorical) {
      for (const value of attribute.values) expect(label(attribute, "en", value), attribute.id).not.toMatch(banned);
    }
  });

  it("orders numeric values and spaces them at least 2 apart, so plural units always agree", () => {
    for (const attribute of numeric) {
      const values = attribute.values as readonly number[];
      for (const value of values) expect(Number.isInteger(value)).toBe(true);
      for (let i = 1; i < values.length; i++) expect(values[i]! - values[i - 1]!, attribute.id).toBeGreaterThanOrEqual(2);
    }
  });

  it("words numeric comparisons in both languages", () => {
    const age = attributes.find((a) => a.id === "age")!;
    const fillAB = (template: string, d = 0) => template.replace("{a}", "A").replace("{b}", "B").replace("{d}", String(d));
    expect(fillAB(words(age, "en").less!)).toBe("A is younger than B");
    expect(fillAB(words(age, "en").difference!, 3)).toBe("A is exactly 3 years older than B");
    expect(fillAB(words(age, "zh").less!)).toBe("A比B年轻");
    expect(fillAB(words(age, "zh").difference!, 3)).toBe("A比B大3岁");
    expect(phrase(words(age, "en").subject!, "30")).toBe("the 30-year-old");
  });

  it("reads naturally in the phrases puzzles use most", () => {
    const find = (id: string) => attributes.find((a) => a.id === id)!;
    const say = (id: string, locale: string, field: "subject" | "predicate", value: Value) =>
      phrase(words(find(id), locale)[field]!, label(find(id), locale, value));
    expect(say("pet", "en", "subject", "zebra")).toBe("the zebra owner");
    expect(say("pet", "en", "predicate", "guinea pig")).toBe("keeps a guinea pig");
    expect(say("drink", "en", "subject", "tea")).toBe("the person who drinks tea");
    expect(say("fruit", "en", "predicate", "cherry")).toBe("eats cherries");
    expect(say("nationality", "en", "subject", "Swede")).toBe("the Swede");
    expect(say("pet", "zh", "subject", "zebra")).toBe("养斑马的人");
    expect(say("drink", "zh", "subject", "coffee")).toBe("喝咖啡的人");
    expect(say("house-color", "zh", "subject", "red")).toBe("住在红色房子里的人");
    expect(say("nationality", "zh", "predicate", "German")).toBe("是德国人");
  });
});
