import {
  attributeFamilies,
  formKeys,
  genders,
  grammaticalNumbers,
  jsonType,
  readJson,
  shownValue,
  units,
  wordFeatures,
  wordForm,
  wordKinds,
  wordText,
} from "@zebra/model";
import { fillTemplate, scanTemplate } from "@zebra/locale-kit";
import type { AttributeWords, Issue, IssueCode, IssueDetailsByCode, Lexeme, Result, Value, Vocabulary, VocabularyAttribute, Word } from "@zebra/model";
import { getOwn, indexPath, isRecord, keyPath, setOwn } from "./internal/json.js";
import { templateFields, type TemplateField } from "./template-fields.js";

const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const localeCode = /^[a-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/;
const templateFieldNames = Object.keys(templateFields) as TemplateField[];

type Report = <K extends IssueCode>(code: K, path: string, details: IssueDetailsByCode[K]) => void;

/** An attribute that passed its own checks, with what the cross-attribute checks need. */
interface CheckedAttribute {
  readonly attribute: VocabularyAttribute;
  readonly path: string;
}

/** How a label or phrase is compared: case, surrounding and repeated spaces do not count. */
function normalize(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase();
}

function readKebabId(raw: object, path: string, part: "vocabulary" | "vocabulary-attribute", report: Report): string | undefined {
  const id = getOwn(raw, "id");
  const idPath = keyPath(path, "id");
  if (id === undefined) {
    report("missing-field", idPath, { part, field: "id" });
    return undefined;
  }
  if (typeof id !== "string") {
    report("wrong-type", idPath, { part, field: "id", expected: "string", found: jsonType(id) });
    return undefined;
  }
  if (!kebabCase.test(id)) {
    report("invalid-id", idPath, { id });
    return undefined;
  }
  return id;
}

/** A string field that must not be empty, or `undefined` after reporting why it is not one. */
function nonEmpty(
  value: unknown,
  part: "locale-words" | "labels" | "word" | "forms",
  field: string,
  path: string,
  report: Report,
  expected: "non-empty string" | "word" = "non-empty string",
): string | undefined {
  if (typeof value === "string" && value.trim() !== "") return value;
  report("wrong-type", path, {
    part,
    field,
    expected,
    found: value === "" || (typeof value === "string" && value.trim() === "") ? "empty string" : jsonType(value),
  });
  return undefined;
}

/** Checks one of a fixed list of choices. */
function choice<T extends string>(
  value: unknown,
  allowed: readonly T[],
  field: IssueDetailsByCode["invalid-choice"]["field"],
  part: "word" | "vocabulary-attribute",
  path: string,
  report: Report,
): T | undefined {
  if (typeof value !== "string") {
    report("wrong-type", path, { part, field, expected: "string", found: jsonType(value) });
    return undefined;
  }
  if (!(allowed as readonly string[]).includes(value)) {
    report("invalid-choice", path, { field, found: value, allowed });
    return undefined;
  }
  return value as T;
}

/**
 * Reads a word: plain text, or an object with its `text` and, as a language needs them,
 * `gender`, `number`, `kind` and `forms`. Returns it when it is valid.
 */
function readWord(raw: unknown, part: "locale-words" | "labels", field: string, path: string, report: Report): Word | undefined {
  if (typeof raw === "string" || !isRecord(raw)) return nonEmpty(raw, part, field, path, report, "word");
  let clean = true;
  const text = getOwn(raw, "text");
  const word: { -readonly [K in keyof Lexeme]: Lexeme[K] } = { text: "" };
  if (text === undefined) {
    report("missing-field", keyPath(path, "text"), { part: "word", field: "text" });
    clean = false;
  } else {
    const checked = nonEmpty(text, "word", "text", keyPath(path, "text"), report);
    if (checked === undefined) clean = false;
    else word.text = checked;
  }
  const fields = [
    ["gender", genders],
    ["number", grammaticalNumbers],
    ["kind", wordKinds],
  ] as const;
  for (const [name, allowed] of fields) {
    const value = getOwn(raw, name);
    if (value === undefined) continue;
    const checked = choice(value, allowed, name, "word", keyPath(path, name), report);
    if (checked === undefined) clean = false;
    else (word as Record<string, unknown>)[name] = checked;
  }
  const rawForms = getOwn(raw, "forms");
  if (rawForms !== undefined) {
    const formsPath = keyPath(path, "forms");
    if (!isRecord(rawForms)) {
      report("not-an-object", formsPath, { part: "forms", found: jsonType(rawForms) });
      clean = false;
    } else {
      const forms: Record<string, string> = {};
      for (const key of Object.keys(rawForms)) {
        const formPath = keyPath(formsPath, key);
        if (!(formKeys as readonly string[]).includes(key)) {
          report("invalid-choice", formPath, { field: "form", found: key, allowed: formKeys });
          clean = false;
          continue;
        }
        const form = nonEmpty(rawForms[key], "forms", key, formPath, report);
        if (form === undefined) clean = false;
        else setOwn(forms, key, form);
      }
      word.forms = forms;
    }
  }
  return clean ? word : undefined;
}

/** Checks a template and returns it when it is usable. */
function readTemplate(raw: object, field: TemplateField, path: string, report: Report): string | undefined {
  const fieldPath = keyPath(path, field);
  const text = nonEmpty(getOwn(raw, field), "locale-words", field, fieldPath, report);
  if (text === undefined) return undefined;
  const scan = scanTemplate(text);
  if (!scan.ok) {
    report("invalid-template", fieldPath, { field, template: text, problem: scan.problem });
    return undefined;
  }
  const allowed: readonly string[] = templateFields[field];
  const used = scan.slots.map((slot) => slot.name);
  const unknown = used.filter((name) => !allowed.includes(name));
  if (unknown.length > 0) {
    report("invalid-template", fieldPath, { field, template: text, unknown, allowed });
    return undefined;
  }
  const missing = allowed.filter((name) => !used.includes(name));
  if (missing.length > 0) {
    report("invalid-template", fieldPath, { field, template: text, missing });
    return undefined;
  }
  return text;
}

/** The noun: a word, whose text has no placeholder. */
function readNoun(raw: object, path: string, report: Report): Word | undefined {
  const fieldPath = keyPath(path, "noun");
  const noun = readWord(getOwn(raw, "noun"), "locale-words", "noun", fieldPath, report);
  if (noun === undefined) return undefined;
  const text = wordText(noun);
  const scan = scanTemplate(text);
  if (!scan.ok || scan.slots.length > 0) {
    report("invalid-template", fieldPath, { field: "noun", template: text, unknown: scan.ok ? scan.slots.map((slot) => slot.name) : [], allowed: [] });
    return undefined;
  }
  return noun;
}

function readWords(raw: unknown, path: string, valueKeys: ReadonlySet<string> | undefined, report: Report): AttributeWords | undefined {
  if (!isRecord(raw)) {
    report("not-an-object", path, { part: "locale-words", found: jsonType(raw) });
    return undefined;
  }
  let clean = true;
  const words: Record<string, unknown> = {};
  if (getOwn(raw, "noun") !== undefined) {
    const noun = readNoun(raw, path, report);
    if (noun === undefined) clean = false;
    else words.noun = noun;
  }
  for (const field of templateFieldNames) {
    if (getOwn(raw, field) === undefined) continue;
    const text = readTemplate(raw, field, path, report);
    if (text === undefined) clean = false;
    else words[field] = text;
  }
  const rawLabels = getOwn(raw, "values");
  if (rawLabels !== undefined) {
    const labelsPath = keyPath(path, "values");
    if (!isRecord(rawLabels)) {
      report("not-an-object", labelsPath, { part: "labels", found: jsonType(rawLabels) });
      clean = false;
    } else {
      const labels: Record<string, Word> = {};
      for (const key of Object.keys(rawLabels)) {
        const labelPath = keyPath(labelsPath, key);
        if (valueKeys !== undefined && !valueKeys.has(key)) {
          report("unknown-value", labelPath, { part: "labels", value: key });
          clean = false;
          continue;
        }
        const word = readWord(rawLabels[key], "labels", key, labelPath, report);
        if (word === undefined) clean = false;
        else setOwn(labels, key, word);
      }
      words.values = labels;
    }
  }
  return clean ? (words as AttributeWords) : undefined;
}

function readAttribute(raw: unknown, path: string, report: Report): VocabularyAttribute | undefined {
  if (!isRecord(raw)) {
    report("not-an-object", path, { part: "vocabulary-attribute", found: jsonType(raw) });
    return undefined;
  }
  let clean = true;
  const id = readKebabId(raw, path, "vocabulary-attribute", report);
  if (id === undefined) clean = false;

  const name = getOwn(raw, "name");
  if (name === undefined) {
    report("missing-field", keyPath(path, "name"), { part: "vocabulary-attribute", field: "name" });
    clean = false;
  } else if (typeof name !== "string" || name.trim() === "") {
    report("wrong-type", keyPath(path, "name"), {
      part: "vocabulary-attribute",
      field: "name",
      expected: "non-empty string",
      found: name === "" ? "empty string" : jsonType(name),
    });
    clean = false;
  }
  const attrName = typeof name === "string" && name.trim() !== "" ? name : undefined;

  const rawValues = getOwn(raw, "values");
  const valuesPath = keyPath(path, "values");
  const values: Value[] = [];
  if (rawValues === undefined) {
    report("missing-field", valuesPath, { part: "vocabulary-attribute", field: "values" });
    clean = false;
  } else if (!Array.isArray(rawValues)) {
    report("wrong-type", valuesPath, { part: "vocabulary-attribute", field: "values", expected: "array", found: jsonType(rawValues) });
    clean = false;
  } else {
    const seen = new Map<string, number>();
    rawValues.forEach((value: unknown, j) => {
      const valuePath = indexPath(valuesPath, j);
      const valid = (typeof value === "string" && value.trim() !== "") || (typeof value === "number" && Number.isFinite(value));
      if (!valid) {
        report("invalid-value", valuePath, {
          part: "vocabulary-attribute",
          ...(attrName === undefined ? {} : { attr: attrName }),
          index: j,
          found: shownValue(value),
        });
        clean = false;
        return;
      }
      const key = `${typeof value}:${String(value)}`;
      const first = seen.get(key);
      if (first !== undefined) {
        report("duplicate-value", valuePath, { attr: attrName ?? "", value: value as Value, first, at: j });
        clean = false;
        return;
      }
      seen.set(key, j);
      values.push(value as Value);
    });
    const firstNumber = values.find((v): v is number => typeof v === "number");
    const firstString = values.find((v): v is string => typeof v === "string");
    if (firstNumber !== undefined && firstString !== undefined) {
      report("mixed-values", valuesPath, { attr: attrName ?? "", number: firstNumber, string: firstString });
      clean = false;
    }
    if (rawValues.length < 2) {
      report("too-few-values", valuesPath, attrName === undefined ? { count: rawValues.length } : { attr: attrName, count: rawValues.length });
      clean = false;
    }
  }
  const allNumbers = values.length > 0 && values.every((v) => typeof v === "number");
  const allStrings = values.every((v) => typeof v === "string");

  let numeric = allNumbers;
  const rawNumeric = getOwn(raw, "numeric");
  if (rawNumeric !== undefined) {
    const at = attrName === undefined ? {} : { attr: attrName };
    if (typeof rawNumeric !== "boolean") {
      report("wrong-type", keyPath(path, "numeric"), {
        part: "vocabulary-attribute",
        field: "numeric",
        expected: "boolean",
        found: jsonType(rawNumeric),
        ...at,
      });
      clean = false;
    } else if (rawNumeric && values.length > 0 && allStrings) {
      report("wrong-type", valuesPath, { part: "vocabulary-attribute", field: "values", expected: "number", found: "string", ...at });
      clean = false;
    } else if (!rawNumeric && allNumbers) {
      report("wrong-type", keyPath(path, "numeric"), { part: "vocabulary-attribute", field: "numeric", expected: "true", found: "boolean", ...at });
      clean = false;
    } else {
      numeric = rawNumeric;
    }
  }

  const rawFamily = getOwn(raw, "family");
  const family = rawFamily === undefined ? undefined : choice(rawFamily, attributeFamilies, "family", "vocabulary-attribute", keyPath(path, "family"), report);
  if (rawFamily !== undefined && family === undefined) clean = false;
  const rawUnit = getOwn(raw, "unit");
  const unit = rawUnit === undefined ? undefined : choice(rawUnit, units, "unit", "vocabulary-attribute", keyPath(path, "unit"), report);
  if (rawUnit !== undefined && unit === undefined) clean = false;

  const rawWords = getOwn(raw, "words");
  let words: Record<string, AttributeWords> | undefined;
  if (rawWords !== undefined) {
    const wordsPath = keyPath(path, "words");
    if (!isRecord(rawWords)) {
      report("not-an-object", wordsPath, { part: "words", found: jsonType(rawWords) });
      clean = false;
    } else {
      words = {};
      // When the values cannot be read, labels cannot be checked against them.
      const valueKeys = Array.isArray(rawValues) ? new Set(values.map((v) => String(v))) : undefined;
      for (const locale of Object.keys(rawWords)) {
        const localePath = keyPath(wordsPath, locale);
        if (!localeCode.test(locale)) {
          report("invalid-locale", localePath, { locale });
          clean = false;
          continue;
        }
        const localeWords = readWords(rawWords[locale], localePath, valueKeys, report);
        if (localeWords === undefined) clean = false;
        else setOwn(words, locale, localeWords);
      }
    }
  }
  if (!clean || id === undefined || attrName === undefined) return undefined;
  const attribute: { -readonly [K in keyof VocabularyAttribute]: VocabularyAttribute[K] } = { id, name: attrName, values, numeric };
  if (family !== undefined) attribute.family = family;
  if (unit !== undefined) attribute.unit = unit;
  if (words !== undefined) attribute.words = words;
  return attribute;
}

/** The path of a value's label in a locale, or of the value itself when it has no label. */
function labelPath(checked: CheckedAttribute, locale: string, index: number): string {
  const value = checked.attribute.values[index]!;
  const labels = checked.attribute.words?.[locale]?.values;
  if (labels !== undefined && Object.hasOwn(labels, String(value))) {
    return keyPath(keyPath(keyPath(keyPath(checked.path, "words"), locale), "values"), String(value));
  }
  return indexPath(keyPath(checked.path, "values"), index);
}

function wordOf(attribute: VocabularyAttribute, locale: string, value: Value): Word {
  const labels = attribute.words?.[locale]?.values;
  const key = String(value);
  return labels !== undefined && Object.hasOwn(labels, key) ? labels[key]! : key;
}

/** Two values of one attribute must not read the same in any locale it has words for; returns whether they do not. */
function checkLabels(checked: CheckedAttribute, report: Report): boolean {
  let clean = true;
  const { attribute } = checked;
  for (const locale of Object.keys(attribute.words ?? {})) {
    const seen = new Map<string, number>();
    attribute.values.forEach((value, j) => {
      const text = wordText(wordOf(attribute, locale, value));
      const key = normalize(text);
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, j);
        return;
      }
      clean = false;
      report("duplicate-label", labelPath(checked, locale, j), { locale, attr: attribute.name, value, other: attribute.values[first]!, label: text });
    });
  }
  return clean;
}

/**
 * A template filled for comparing phrases: a slot that asks for a form takes the form the word
 * lists for the slot's case, else its base form (the locale's own rules are not known here).
 */
function phraseOf(template: string, word: Word): string {
  return fillTemplate(template, { value: word }, (w, features) => {
    const form = features.find((f) => (wordFeatures as readonly string[]).includes(f) && wordForm(w, f as "nom") !== undefined);
    return form === undefined ? wordText(w) : wordForm(w, form as "nom")!;
  });
}

/** No two values of the whole vocabulary may produce the same subject or predicate in a locale. */
function checkPhrases(attributes: readonly CheckedAttribute[], report: Report): void {
  for (const field of ["subject", "predicate"] as const) {
    const seen = new Map<string, { readonly checked: CheckedAttribute; readonly index: number }>();
    for (const checked of attributes) {
      const { attribute } = checked;
      for (const locale of Object.keys(attribute.words ?? {})) {
        const template = attribute.words?.[locale]?.[field];
        if (template === undefined) continue;
        attribute.values.forEach((value, j) => {
          const phrase = phraseOf(template, wordOf(attribute, locale, value));
          const key = `${locale}\u0000${normalize(phrase)}`;
          const first = seen.get(key);
          if (first === undefined) {
            seen.set(key, { checked, index: j });
            return;
          }
          const other = first.checked.attribute;
          report("ambiguous-phrase", indexPath(keyPath(checked.path, "values"), j), {
            locale,
            field,
            phrase,
            attr: attribute.name,
            value,
            otherAttr: other.name,
            otherValue: other.values[first.index]!,
            otherPath: indexPath(keyPath(first.checked.path, "values"), first.index),
          });
        });
      }
    }
  }
}

/**
 * Parses and validates a custom vocabulary, such as a user's JSON file, into a typed
 * {@link Vocabulary}.
 *
 * Use it on any vocabulary that does not come from {@link getVocabulary}: it checks everything a
 * sampler and a renderer rely on, so a vocabulary it accepts can draw puzzles and render them
 * without surprises. A string is read as JSON text; any other value is taken as the parsed
 * document. Every problem is collected, each with a code (`invalid-id`, `too-few-values`,
 * `duplicate-label`, `ambiguous-phrase`, `invalid-template`…), a path such as
 * `attributes[2].values[5]` or `attributes[0].words.zh.subject` and typed `details`, from
 * which a locale writes the message (`renderer.issue(issue)`). Fields the schema does not
 * define are ignored. It never throws.
 *
 * Checks: ids are kebab-case; attribute ids and names are unique; each attribute has at least
 * two distinct values, all strings or all numbers (`numeric`, when given, must agree; when
 * omitted it is inferred); `family` and `unit`, when given, are known ones; locale codes look
 * like `en` or `pt-BR`; templates use only their placeholders ({@link templateFields}) and all
 * of them, and only known features (`{value:dat}`); words are non-empty text or objects with a
 * `text` and known `gender`, `number`, `kind` and `forms` keys; labels name existing values; no two
 * values of an attribute read the same in a locale; no two values of the vocabulary give the same
 * `subject` or `predicate` phrase in a locale (the "the person who drives the Honda" trap).
 *
 * Cost: linear in the size of the document.
 *
 * @param input - JSON text, or a parsed JSON value.
 * @returns `{ ok: true, value }` with the vocabulary, or `{ ok: false, issues }`.
 *
 * @example
 * ```ts
 * const result = parseVocabulary(readFileSync("kitchen.json", "utf8"));
 * if (!result.ok) for (const issue of result.issues) console.error(renderer.issue(issue)); // renderer of @zebra/render-en
 * // attributes[1].words.zh.subject: "吃{dish}的人" uses {dish}; `subject` knows {value}.
 * ```
 */
export function parseVocabulary(input: unknown): Result<Vocabulary> {
  const issues: Issue[] = [];
  const report: Report = (code, path, details) => {
    issues.push({ code, path, details } as Issue);
  };

  let document: unknown = input;
  if (typeof input === "string") {
    const read = readJson(input);
    if (!read.ok) return read;
    document = read.value;
  }
  if (!isRecord(document)) {
    report("not-an-object", "", { part: "vocabulary", found: jsonType(document) });
    return { ok: false, issues };
  }

  const id = readKebabId(document, "", "vocabulary", report);
  const description = getOwn(document, "description");
  if (description !== undefined && typeof description !== "string") {
    report("wrong-type", "description", { part: "vocabulary", field: "description", expected: "string", found: jsonType(description) });
  }

  const rawAttributes = getOwn(document, "attributes");
  const checked: CheckedAttribute[] = [];
  if (rawAttributes === undefined) {
    report("missing-field", "attributes", { part: "vocabulary", field: "attributes" });
  } else if (!Array.isArray(rawAttributes)) {
    report("wrong-type", "attributes", { part: "vocabulary", field: "attributes", expected: "array", found: jsonType(rawAttributes) });
  } else if (rawAttributes.length === 0) {
    report("no-attributes", "attributes", { part: "vocabulary" });
  } else {
    const ids = new Map<string, number>();
    const names = new Map<string, number>();
    rawAttributes.forEach((raw: unknown, i) => {
      const path = indexPath("attributes", i);
      const attribute = readAttribute(raw, path, report);
      // Duplicate ids and names are reported even when the attribute has other problems.
      for (const [field, seen] of [
        ["id", ids],
        ["name", names],
      ] as const) {
        const key = isRecord(raw) ? getOwn(raw, field) : undefined;
        if (typeof key !== "string") continue;
        const first = seen.get(key);
        if (first === undefined) seen.set(key, i);
        else {
          report("duplicate-attribute", keyPath(path, field), { field, value: key, first });
          return;
        }
      }
      if (attribute !== undefined) checked.push({ attribute, path });
    });
  }
  // Phrases are compared only between attributes whose own labels are distinct, to report each clash once.
  checkPhrases(
    checked.filter((attribute) => checkLabels(attribute, report)),
    report,
  );

  if (issues.length > 0 || id === undefined) return { ok: false, issues };
  const attributes = checked.map((c) => c.attribute);
  return { ok: true, value: typeof description === "string" ? { id, description, attributes } : { id, attributes } };
}
