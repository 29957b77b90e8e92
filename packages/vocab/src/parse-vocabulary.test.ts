import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { issueCodes, type Issue } from "@zebra/model";
import { parseVocabulary } from "@zebra/vocab";

const exampleText = readFileSync(new URL("../examples/custom-vocabulary.json", import.meta.url), "utf8");

// biome-ignore lint/suspicious/noExplicitAny: a document under test may have any shape, broken ones included.
type Doc = any;

/** A small valid document; each test breaks one thing in a fresh copy. */
function base(): Doc {
  return {
    id: "garden",
    description: "A tiny test vocabulary.",
    attributes: [
      {
        id: "pet",
        name: "Pet",
        values: ["dog", "cat", "zebra"],
        words: {
          en: { noun: "pet", subject: "the {value} owner", predicate: "keeps a {value}" },
          zh: { noun: "宠物", subject: "养{value}的人", predicate: "养{value}", values: { dog: "狗", cat: "猫", zebra: "斑马" } },
        },
      },
      {
        id: "drink",
        name: "Drink",
        values: ["tea", "milk", "water"],
        words: { en: { subject: "the person who drinks {value}", predicate: "drinks {value}" } },
      },
      {
        id: "age",
        name: "Age",
        values: [20, 30, 40],
        words: { en: { subject: "the {value}-year-old", less: "{a} is younger than {b}", difference: "{a} is exactly {d} years older than {b}" } },
      },
    ],
  };
}

function issuesOf(change: (doc: Doc) => void): [string, string][] {
  const doc = base();
  change(doc);
  const result = parseVocabulary(doc);
  return result.ok ? [] : result.issues.map((i) => [i.code, i.path]);
}

function firstIssue(change: (doc: Doc) => void): Issue {
  const doc = base();
  change(doc);
  const result = parseVocabulary(doc);
  if (result.ok) throw new Error("expected issues");
  return result.issues[0]!;
}

describe("parseVocabulary on valid documents", () => {
  it("accepts the small document and types it", () => {
    const result = parseVocabulary(base());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.id).toBe("garden");
    expect(result.value.attributes.map((a) => [a.id, a.numeric])).toEqual([
      ["pet", false],
      ["drink", false],
      ["age", true],
    ]);
    expect(result.value.attributes[0]!.words?.zh?.values?.zebra).toBe("斑马");
  });

  it("accepts the documented example file as JSON text", () => {
    const result = parseVocabulary(exampleText);
    expect(result.ok ? [] : result.issues).toEqual([]);
    if (!result.ok) return;
    expect(result.value.id).toBe("school");
    expect(result.value.attributes.map((a) => a.values.length)).toEqual([6, 6, 6, 6]);
    expect(result.value.attributes[3]!.numeric).toBe(true);
  });

  it("skips a byte-order mark and ignores fields it does not know", () => {
    const doc = base();
    doc.extra = true;
    doc.attributes[0].colour = "blue";
    doc.attributes[0].words.en.plural = "pets";
    const result = parseVocabulary(`\uFEFF${JSON.stringify(doc)}`);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).not.toHaveProperty("extra");
    expect(result.value.attributes[0]).not.toHaveProperty("colour");
    expect(result.value.attributes[0]!.words?.en).not.toHaveProperty("plural");
  });

  it("round-trips: what it returns parses to the same vocabulary", () => {
    const first = parseVocabulary(exampleText);
    if (!first.ok) throw new Error("example must parse");
    const second = parseVocabulary(JSON.stringify(first.value));
    expect(second).toEqual(first);
  });

  it("accepts regional locale codes, escaped braces and awkward value ids", () => {
    // JSON text, so that "__proto__" is an own key as it is in a file.
    const result = parseVocabulary(`{
      "id": "odd-1",
      "attributes": [{
        "id": "thing",
        "name": "__proto__",
        "values": ["__proto__", "constructor"],
        "words": { "pt-BR": { "subject": "a pessoa com {value} {{sic}}", "values": { "__proto__": "proto", "constructor": "construtor" } } }
      }]
    }`);
    expect(result.ok ? [] : result.issues).toEqual([]);
    if (!result.ok) return;
    expect(Object.keys(result.value.attributes[0]!.words?.["pt-BR"]?.values ?? {})).toEqual(["__proto__", "constructor"]);
  });

  it("infers numeric from the values when the field is omitted", () => {
    const result = parseVocabulary({ id: "n", attributes: [{ id: "year", name: "Year", values: [1990, 2000] }] });
    expect(result.ok && result.value.attributes[0]!.numeric).toBe(true);
  });
});

describe("parseVocabulary on invalid documents", () => {
  it("reports text that is not JSON, and documents that are not objects", () => {
    const text = parseVocabulary("{ id: ");
    expect(text.ok ? [] : text.issues.map((i) => [i.code, i.path])).toEqual([["invalid-json", ""]]);
    for (const input of [null, [], 3, true]) {
      const result = parseVocabulary(input);
      expect(result.ok ? [] : result.issues.map((i) => [i.code, i.path])).toEqual([["not-an-object", ""]]);
    }
  });

  it("checks the vocabulary's own fields", () => {
    expect(issuesOf((d) => delete d.id)).toEqual([["missing-field", "id"]]);
    expect(issuesOf((d) => (d.id = 7))).toEqual([["wrong-type", "id"]]);
    expect(issuesOf((d) => (d.id = "My Garden"))).toEqual([["invalid-id", "id"]]);
    expect(issuesOf((d) => (d.id = "garden--2"))).toEqual([["invalid-id", "id"]]);
    expect(issuesOf((d) => (d.description = ["x"]))).toEqual([["wrong-type", "description"]]);
    expect(issuesOf((d) => delete d.attributes)).toEqual([["missing-field", "attributes"]]);
    expect(issuesOf((d) => (d.attributes = {}))).toEqual([["wrong-type", "attributes"]]);
    expect(issuesOf((d) => (d.attributes = []))).toEqual([["no-attributes", "attributes"]]);
  });

  it("checks each attribute's id, name and uniqueness", () => {
    expect(issuesOf((d) => (d.attributes[1] = "drink"))).toEqual([["not-an-object", "attributes[1]"]]);
    expect(issuesOf((d) => delete d.attributes[0].id)).toEqual([["missing-field", "attributes[0].id"]]);
    expect(issuesOf((d) => (d.attributes[0].id = "Pet"))).toEqual([["invalid-id", "attributes[0].id"]]);
    expect(issuesOf((d) => delete d.attributes[1].name)).toEqual([["missing-field", "attributes[1].name"]]);
    expect(issuesOf((d) => (d.attributes[1].name = "  "))).toEqual([["wrong-type", "attributes[1].name"]]);
    expect(issuesOf((d) => (d.attributes[2].id = "pet"))).toEqual([["duplicate-attribute", "attributes[2].id"]]);
    expect(issuesOf((d) => (d.attributes[2].name = "Drink"))).toEqual([["duplicate-attribute", "attributes[2].name"]]);
  });

  it("checks values", () => {
    expect(issuesOf((d) => delete d.attributes[0].values)).toEqual([["missing-field", "attributes[0].values"]]);
    expect(issuesOf((d) => (d.attributes[0].values = "dog"))).toEqual([["wrong-type", "attributes[0].values"]]);
    expect(issuesOf((d) => (d.attributes[1].values[1] = ""))).toEqual([["invalid-value", "attributes[1].values[1]"]]);
    expect(issuesOf((d) => (d.attributes[1].values[2] = null))).toEqual([["invalid-value", "attributes[1].values[2]"]]);
    expect(issuesOf((d) => (d.attributes[2].values[0] = Infinity))).toEqual([["invalid-value", "attributes[2].values[0]"]]);
    expect(issuesOf((d) => (d.attributes[1].values[2] = "tea"))).toEqual([["duplicate-value", "attributes[1].values[2]"]]);
    expect(issuesOf((d) => (d.attributes[1].values = ["tea"]))).toEqual([["too-few-values", "attributes[1].values"]]);
    expect(issuesOf((d) => (d.attributes[2].values[1] = "thirty"))).toEqual([["mixed-values", "attributes[2].values"]]);
  });

  it("names a value deep in a list by its index", () => {
    const doc = (d: Doc) => {
      d.attributes[2].values = [20, 25, 30, 35, 40, "forty-five", 50];
    };
    expect(issuesOf(doc)).toEqual([["mixed-values", "attributes[2].values"]]);
    expect(
      issuesOf((d) => {
        d.attributes[2].values = [20, 25, 30, 35, 40, 20];
      }),
    ).toEqual([["duplicate-value", "attributes[2].values[5]"]]);
  });

  it("checks that numeric agrees with the values", () => {
    expect(issuesOf((d) => (d.attributes[0].numeric = "no"))).toEqual([["wrong-type", "attributes[0].numeric"]]);
    expect(issuesOf((d) => (d.attributes[0].numeric = true))).toEqual([["wrong-type", "attributes[0].values"]]);
    expect(issuesOf((d) => (d.attributes[2].numeric = false))).toEqual([["wrong-type", "attributes[2].numeric"]]);
  });

  it("checks the words object and its locale codes", () => {
    expect(issuesOf((d) => (d.attributes[0].words = []))).toEqual([["not-an-object", "attributes[0].words"]]);
    expect(issuesOf((d) => (d.attributes[0].words.EN = d.attributes[0].words.en))).toEqual([["invalid-locale", "attributes[0].words.EN"]]);
    expect(issuesOf((d) => (d.attributes[0].words["zh_CN"] = {}))).toEqual([["invalid-locale", "attributes[0].words.zh_CN"]]);
    expect(issuesOf((d) => (d.attributes[0].words.zh = "养"))).toEqual([["not-an-object", "attributes[0].words.zh"]]);
  });

  it("checks templates: type, placeholders known and present, braces well formed", () => {
    expect(issuesOf((d) => (d.attributes[0].words.zh.subject = "吃{dish}的人"))).toEqual([["invalid-template", "attributes[0].words.zh.subject"]]);
    expect(issuesOf((d) => (d.attributes[0].words.en.predicate = "keeps a pet"))).toEqual([["invalid-template", "attributes[0].words.en.predicate"]]);
    expect(issuesOf((d) => (d.attributes[0].words.en.subject = "the {value owner"))).toEqual([["invalid-template", "attributes[0].words.en.subject"]]);
    expect(issuesOf((d) => (d.attributes[0].words.en.subject = "the {value}} owner"))).toEqual([["invalid-template", "attributes[0].words.en.subject"]]);
    expect(issuesOf((d) => (d.attributes[0].words.en.noun = "{value}"))).toEqual([["invalid-template", "attributes[0].words.en.noun"]]);
    expect(issuesOf((d) => (d.attributes[0].words.en.subject = 3))).toEqual([["wrong-type", "attributes[0].words.en.subject"]]);
    expect(issuesOf((d) => (d.attributes[0].words.en.noun = ""))).toEqual([["wrong-type", "attributes[0].words.en.noun"]]);
    expect(issuesOf((d) => (d.attributes[2].words.en.less = "{a} is {d} younger than {b}"))).toEqual([["invalid-template", "attributes[2].words.en.less"]]);
    expect(issuesOf((d) => (d.attributes[2].words.en.difference = "{a} is older than {b}"))).toEqual([
      ["invalid-template", "attributes[2].words.en.difference"],
    ]);
    expect(issuesOf((d) => (d.attributes[2].words.en.unit = "years"))).toEqual([["invalid-template", "attributes[2].words.en.unit"]]);
  });

  it("explains template issues with the placeholders involved", () => {
    const unknown = firstIssue((d) => (d.attributes[0].words.zh.subject = "吃{dish}的人"));
    expect(unknown.details).toMatchObject({ field: "subject", unknown: ["dish"] });
    const missing = firstIssue((d) => (d.attributes[2].words.en.difference = "{a} is older than {b}"));
    expect(missing.details).toMatchObject({ field: "difference", missing: ["d"] });
  });

  it("checks labels: known values, non-empty strings", () => {
    expect(issuesOf((d) => (d.attributes[0].words.zh.values = ["狗"]))).toEqual([["not-an-object", "attributes[0].words.zh.values"]]);
    expect(issuesOf((d) => (d.attributes[0].words.zh.values.zebu = "瘤牛"))).toEqual([["unknown-value", "attributes[0].words.zh.values.zebu"]]);
    expect(issuesOf((d) => (d.attributes[0].words.zh.values["guinea pig"] = "豚鼠"))).toEqual([
      ["unknown-value", 'attributes[0].words.zh.values["guinea pig"]'],
    ]);
    expect(issuesOf((d) => (d.attributes[0].words.zh.values.cat = ""))).toEqual([["wrong-type", "attributes[0].words.zh.values.cat"]]);
  });

  it("accepts words with grammatical features: German genders, case forms and templates that ask for a case", () => {
    const doc = base();
    doc.attributes[0].family = "action";
    doc.attributes[0].words.de = {
      noun: { text: "Haustier", gender: "n" },
      predicate: "{value:acc.indef} hält",
      subject: "mit {value:dat.def}",
      values: {
        dog: { text: "Hund", gender: "m", forms: { gen: "Hundes", pl: "Hunde", "dat.pl": "Hunden" } },
        cat: { text: "Katze", gender: "f" },
        zebra: { text: "Zebra", gender: "n" },
      },
    };
    doc.attributes[2].unit = "year";
    const result = parseVocabulary(doc);
    expect(result.ok ? [] : result.issues).toEqual([]);
    if (!result.ok) return;
    expect(result.value.attributes[0]!.words?.de?.values?.dog).toEqual({
      text: "Hund",
      gender: "m",
      forms: { gen: "Hundes", pl: "Hunde", "dat.pl": "Hunden" },
    });
    expect([result.value.attributes[0]!.family, result.value.attributes[2]!.unit]).toEqual(["action", "year"]);
  });

  it("checks words with features field by field, naming the field", () => {
    const withDe = (change: (de: Doc) => void) =>
      issuesOf((d) => {
        d.attributes[0].words.de = { values: { dog: { text: "Hund", gender: "m" } } };
        change(d.attributes[0].words.de);
      });
    expect(withDe((de) => (de.values.dog.gender = "masculine"))).toEqual([["invalid-choice", "attributes[0].words.de.values.dog.gender"]]);
    expect(withDe((de) => (de.values.dog.kind = "verb"))).toEqual([["invalid-choice", "attributes[0].words.de.values.dog.kind"]]);
    expect(withDe((de) => (de.values.dog.number = "plural"))).toEqual([["invalid-choice", "attributes[0].words.de.values.dog.number"]]);
    expect(withDe((de) => (de.values.dog.forms = { dativ: "Hund" }))).toEqual([["invalid-choice", "attributes[0].words.de.values.dog.forms.dativ"]]);
    expect(withDe((de) => (de.values.dog.forms = { dat: 3 }))).toEqual([["wrong-type", "attributes[0].words.de.values.dog.forms.dat"]]);
    expect(withDe((de) => (de.values.dog.forms = "Hunde"))).toEqual([["not-an-object", "attributes[0].words.de.values.dog.forms"]]);
    expect(withDe((de) => (de.values.dog = { gender: "m" }))).toEqual([["missing-field", "attributes[0].words.de.values.dog.text"]]);
    expect(withDe((de) => (de.values.dog.text = ""))).toEqual([["wrong-type", "attributes[0].words.de.values.dog.text"]]);
    expect(withDe((de) => (de.noun = { text: "Haustier", gender: "x" }))).toEqual([["invalid-choice", "attributes[0].words.de.noun.gender"]]);
    expect(withDe((de) => (de.predicate = "{value:akk} hält"))).toEqual([["invalid-template", "attributes[0].words.de.predicate"]]);
    expect(issuesOf((d) => (d.attributes[0].family = "pets"))).toEqual([["invalid-choice", "attributes[0].family"]]);
    expect(issuesOf((d) => (d.attributes[2].unit = "years"))).toEqual([["invalid-choice", "attributes[2].unit"]]);
    const feature = firstIssue((d) => (d.attributes[0].words.en.predicate = "keeps {value:akk}"));
    expect(feature.details).toMatchObject({ field: "predicate", problem: { kind: "unknown-feature", feature: "akk" } });
  });

  it("reports two values of an attribute that read the same in a language", () => {
    expect(issuesOf((d) => (d.attributes[0].words.zh.values.cat = "狗"))).toEqual([["duplicate-label", "attributes[0].words.zh.values.cat"]]);
    // A value without a label reads as its id, which can clash with another value's label.
    expect(issuesOf((d) => (d.attributes[0].words.en.values = { dog: "Cat" }))).toEqual([["duplicate-label", "attributes[0].values[1]"]]);
    const issue = firstIssue((d) => (d.attributes[0].words.zh.values.cat = "狗"));
    expect(issue.details).toMatchObject({ locale: "zh", attr: "Pet", value: "cat", other: "dog", label: "狗" });
  });

  it("reports values of different attributes that give the same phrase (the 'Honda' trap)", () => {
    const honda = (d: Doc) => {
      d.attributes.push(
        { id: "car", name: "Car", values: ["Honda", "Volvo"], words: { en: { subject: "the person who drives the {value}" } } },
        { id: "motorbike", name: "Motorbike", values: ["Ducati", "Honda"], words: { en: { subject: "the person who drives the {value}" } } },
      );
    };
    expect(issuesOf(honda)).toEqual([["ambiguous-phrase", "attributes[4].values[1]"]]);
    const issue = firstIssue(honda);
    expect(issue.details).toMatchObject({
      locale: "en",
      field: "subject",
      phrase: "the person who drives the Honda",
      attr: "Motorbike",
      otherAttr: "Car",
      otherPath: "attributes[3].values[0]",
    });
  });

  it("compares phrases ignoring case and spacing, in each language and for predicates too", () => {
    expect(
      issuesOf((d) => {
        d.attributes[1].words.en.predicate = "keeps a  {value}";
        d.attributes[1].values = ["Dog", "milk", "water"];
      }),
    ).toEqual([["ambiguous-phrase", "attributes[1].values[0]"]]);
    expect(
      issuesOf((d) => {
        d.attributes[1].words.zh = { subject: "养{value}的人", values: { tea: "斑马" } };
      }),
    ).toEqual([["ambiguous-phrase", "attributes[1].values[0]"]]);
  });

  it("collects every issue rather than stopping at the first", () => {
    const issues = issuesOf((d) => {
      d.id = "Bad Id";
      d.attributes[1].values[2] = "tea";
      d.attributes[1].words.en.subject = "the person";
      d.attributes[2].id = "pet";
    });
    expect(issues).toEqual([
      ["invalid-id", "id"],
      ["duplicate-value", "attributes[1].values[2]"],
      ["invalid-template", "attributes[1].words.en.subject"],
      ["duplicate-attribute", "attributes[2].id"],
    ]);
  });

  it("uses only catalogued issue codes and never throws, whatever the input", () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.string(), fc.anything()), (input) => {
        const result = parseVocabulary(input);
        if (!result.ok) for (const issue of result.issues) expect(issueCodes).toContain(issue.code);
      }),
      { numRuns: 300 },
    );
    const mutate = fc.record({ attribute: fc.nat(2), field: fc.constantFrom("id", "name", "values", "numeric", "words"), value: fc.jsonValue() });
    fc.assert(
      fc.property(mutate, ({ attribute, field, value }) => {
        const doc = base();
        doc.attributes[attribute][field] = value;
        const result = parseVocabulary(doc);
        // Breaking an attribute never blames the document's own fields.
        if (!result.ok) for (const issue of result.issues) expect(issue.path).toMatch(/^attributes\[\d+\]/);
      }),
      { numRuns: 300 },
    );
  });
});
