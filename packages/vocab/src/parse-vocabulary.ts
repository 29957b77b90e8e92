import type { AttributeWords, Issue, IssueCode, Result, Value, Vocabulary, VocabularyAttribute } from "@zebra/model";
import { fill, scanTemplate } from "./internal/template.js";
import { describeType, getOwn, indexPath, isRecord, keyPath, setOwn, show } from "./internal/json.js";
import { templateFields, type TemplateField } from "./template-fields.js";

const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const localeCode = /^[a-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/;
const templateFieldNames = Object.keys(templateFields) as TemplateField[];

type Report = (code: IssueCode, path: string, message: string, details?: Record<string, unknown>) => void;

/** An attribute that passed its own checks, with what the cross-attribute checks need. */
interface CheckedAttribute {
  readonly attribute: VocabularyAttribute;
  readonly path: string;
}

/** How a label or phrase is compared: case, surrounding and repeated spaces do not count. */
function normalize(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase();
}

function readKebabId(raw: object, path: string, report: Report): string | undefined {
  const id = getOwn(raw, "id");
  const idPath = keyPath(path, "id");
  if (id === undefined) {
    report("missing-field", idPath, "The `id` field is missing.", { field: "id" });
    return undefined;
  }
  if (typeof id !== "string") {
    report("wrong-type", idPath, `\`id\` must be a string, not ${describeType(id)}.`, { field: "id", expected: "string" });
    return undefined;
  }
  if (!kebabCase.test(id)) {
    report("invalid-id", idPath, `${show(id)} is not a kebab-case id (like "house-color").`, { id });
    return undefined;
  }
  return id;
}

/** Checks a template (or, for `noun`, plain text) and returns it when it is usable. */
function readText(raw: object, field: "noun" | TemplateField, path: string, report: Report): string | undefined {
  const text = getOwn(raw, field);
  if (text === undefined) return undefined;
  const fieldPath = keyPath(path, field);
  if (typeof text !== "string" || text.trim() === "") {
    report("wrong-type", fieldPath, `\`${field}\` must be a non-empty string, not ${typeof text === "string" ? "an empty one" : describeType(text)}.`, {
      field,
      expected: "string",
    });
    return undefined;
  }
  const scan = scanTemplate(text);
  if (!scan.ok) {
    report("invalid-template", fieldPath, `${show(text)} ${scan.problem}.`, { field, template: text });
    return undefined;
  }
  const allowed: readonly string[] = field === "noun" ? [] : templateFields[field];
  const unknown = scan.placeholders.filter((name) => !allowed.includes(name));
  if (unknown.length > 0) {
    const known = allowed.length === 0 ? "none" : allowed.map((name) => `{${name}}`).join(", ");
    report("invalid-template", fieldPath, `${show(text)} uses ${unknown.map((name) => `{${name}}`).join(", ")}; \`${field}\` knows ${known}.`, {
      field,
      template: text,
      unknown,
      allowed,
    });
    return undefined;
  }
  const missing = allowed.filter((name) => !scan.placeholders.includes(name));
  if (missing.length > 0) {
    report("invalid-template", fieldPath, `${show(text)} lacks ${missing.map((name) => `{${name}}`).join(", ")}.`, { field, template: text, missing });
    return undefined;
  }
  return text;
}

function readWords(raw: unknown, path: string, valueKeys: ReadonlySet<string> | undefined, report: Report): AttributeWords | undefined {
  if (!isRecord(raw)) {
    report("not-an-object", path, `The words of a locale must be an object, not ${describeType(raw)}.`);
    return undefined;
  }
  let clean = true;
  const words: Record<string, unknown> = {};
  for (const field of ["noun", ...templateFieldNames] as const) {
    if (getOwn(raw, field) === undefined) continue;
    const text = readText(raw, field, path, report);
    if (text === undefined) clean = false;
    else words[field] = text;
  }
  const rawLabels = getOwn(raw, "values");
  if (rawLabels !== undefined) {
    const labelsPath = keyPath(path, "values");
    if (!isRecord(rawLabels)) {
      report("not-an-object", labelsPath, `\`values\` must be an object from value to label, not ${describeType(rawLabels)}.`);
      clean = false;
    } else {
      const labels: Record<string, string> = {};
      for (const key of Object.keys(rawLabels)) {
        const label = rawLabels[key];
        const labelPath = keyPath(labelsPath, key);
        if (valueKeys !== undefined && !valueKeys.has(key)) {
          report("unknown-value", labelPath, `There is no value ${show(key)} to label.`, { value: key });
          clean = false;
        } else if (typeof label !== "string" || label.trim() === "") {
          report("wrong-type", labelPath, `A label must be a non-empty string, not ${typeof label === "string" ? "an empty one" : describeType(label)}.`, {
            expected: "string",
          });
          clean = false;
        } else {
          setOwn(labels, key, label);
        }
      }
      words.values = labels;
    }
  }
  return clean ? (words as AttributeWords) : undefined;
}

function readAttribute(raw: unknown, path: string, report: Report): VocabularyAttribute | undefined {
  if (!isRecord(raw)) {
    report("not-an-object", path, `An attribute must be an object, not ${describeType(raw)}.`);
    return undefined;
  }
  let clean = true;
  const id = readKebabId(raw, path, report);
  if (id === undefined) clean = false;

  const name = getOwn(raw, "name");
  if (name === undefined) {
    report("missing-field", keyPath(path, "name"), "The `name` field is missing.", { field: "name" });
    clean = false;
  } else if (typeof name !== "string" || name.trim() === "") {
    report("wrong-type", keyPath(path, "name"), `\`name\` must be a non-empty string, not ${typeof name === "string" ? "an empty one" : describeType(name)}.`, {
      field: "name",
      expected: "string",
    });
    clean = false;
  }
  const label = typeof name === "string" && name.trim() !== "" ? JSON.stringify(name) : "This attribute";

  const rawValues = getOwn(raw, "values");
  const valuesPath = keyPath(path, "values");
  const values: Value[] = [];
  if (rawValues === undefined) {
    report("missing-field", valuesPath, "The `values` field is missing.", { field: "values" });
    clean = false;
  } else if (!Array.isArray(rawValues)) {
    report("wrong-type", valuesPath, `\`values\` must be an array, not ${describeType(rawValues)}.`, { field: "values", expected: "array" });
    clean = false;
  } else {
    const seen = new Map<string, number>();
    rawValues.forEach((value: unknown, j) => {
      const valuePath = indexPath(valuesPath, j);
      const valid = (typeof value === "string" && value.trim() !== "") || (typeof value === "number" && Number.isFinite(value));
      if (!valid) {
        report("invalid-value", valuePath, `A value must be a non-empty string or a finite number, not ${show(value)}.`, { index: j });
        clean = false;
        return;
      }
      const key = `${typeof value}:${String(value)}`;
      const first = seen.get(key);
      if (first !== undefined) {
        report("duplicate-value", valuePath, `${show(value)} is already value ${first} of ${label}.`, { value, first });
        clean = false;
        return;
      }
      seen.set(key, j);
      values.push(value as Value);
    });
    const numbers = values.filter((v) => typeof v === "number").length;
    if (numbers > 0 && numbers < values.length) {
      report("mixed-values", valuesPath, `${label} mixes numbers and strings.`);
      clean = false;
    }
    if (rawValues.length < 2) {
      report("too-few-values", valuesPath, `${label} has ${rawValues.length} value${rawValues.length === 1 ? "" : "s"}; it needs at least 2.`, {
        count: rawValues.length,
      });
      clean = false;
    }
  }
  const allNumbers = values.length > 0 && values.every((v) => typeof v === "number");
  const allStrings = values.every((v) => typeof v === "string");

  let numeric = allNumbers;
  const rawNumeric = getOwn(raw, "numeric");
  if (rawNumeric !== undefined) {
    if (typeof rawNumeric !== "boolean") {
      report("wrong-type", keyPath(path, "numeric"), `\`numeric\` must be true or false, not ${describeType(rawNumeric)}.`, { field: "numeric", expected: "boolean" });
      clean = false;
    } else if (rawNumeric && values.length > 0 && allStrings) {
      report("wrong-type", valuesPath, `${label} is numeric, so its values must be numbers.`, { field: "values", expected: "number" });
      clean = false;
    } else if (!rawNumeric && allNumbers) {
      report("wrong-type", keyPath(path, "numeric"), `${label} has numbers as values, so \`numeric\` must be true.`, { field: "numeric", expected: true });
      clean = false;
    } else {
      numeric = rawNumeric;
    }
  }

  const rawWords = getOwn(raw, "words");
  let words: Record<string, AttributeWords> | undefined;
  if (rawWords !== undefined) {
    const wordsPath = keyPath(path, "words");
    if (!isRecord(rawWords)) {
      report("not-an-object", wordsPath, `\`words\` must be an object from locale code to words, not ${describeType(rawWords)}.`);
      clean = false;
    } else {
      words = {};
      // When the values cannot be read, labels cannot be checked against them.
      const valueKeys = Array.isArray(rawValues) ? new Set(values.map((v) => String(v))) : undefined;
      for (const locale of Object.keys(rawWords)) {
        const localePath = keyPath(wordsPath, locale);
        if (!localeCode.test(locale)) {
          report("invalid-locale", localePath, `${show(locale)} is not a locale code (like "en", "zh" or "pt-BR").`, { locale });
          clean = false;
          continue;
        }
        const localeWords = readWords(rawWords[locale], localePath, valueKeys, report);
        if (localeWords === undefined) clean = false;
        else setOwn(words, locale, localeWords);
      }
    }
  }
  if (!clean || id === undefined || typeof name !== "string") return undefined;
  return words === undefined ? { id, name, values, numeric } : { id, name, values, numeric, words };
}

/** The path of a value's label in a locale, or of the value itself when it has no label. */
function labelPath(checked: CheckedAttribute, locale: string, index: number): string {
  const value = checked.attribute.values[index]!;
  const labels = checked.attribute.words?.[locale]?.values;
  if (labels !== undefined && Object.prototype.hasOwnProperty.call(labels, String(value))) {
    return keyPath(keyPath(keyPath(keyPath(checked.path, "words"), locale), "values"), String(value));
  }
  return indexPath(keyPath(checked.path, "values"), index);
}

function labelOf(attribute: VocabularyAttribute, locale: string, value: Value): string {
  const labels = attribute.words?.[locale]?.values;
  const key = String(value);
  return labels !== undefined && Object.prototype.hasOwnProperty.call(labels, key) ? labels[key]! : key;
}

/** Two values of one attribute must not read the same in any locale it has words for; returns whether they do not. */
function checkLabels(checked: CheckedAttribute, report: Report): boolean {
  let clean = true;
  const { attribute } = checked;
  for (const locale of Object.keys(attribute.words ?? {})) {
    const seen = new Map<string, number>();
    attribute.values.forEach((value, j) => {
      const text = labelOf(attribute, locale, value);
      const key = normalize(text);
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, j);
        return;
      }
      const other = attribute.values[first]!;
      clean = false;
      report(
        "duplicate-label",
        labelPath(checked, locale, j),
        `In "${locale}", ${show(value)} and ${show(other)} of ${JSON.stringify(attribute.name)} both read ${show(text)}.`,
        { locale, attribute: attribute.name, value, other, label: text },
      );
    });
  }
  return clean;
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
          const phrase = fill(template, { value: labelOf(attribute, locale, value) });
          const key = `${locale}\u0000${normalize(phrase)}`;
          const first = seen.get(key);
          if (first === undefined) {
            seen.set(key, { checked, index: j });
            return;
          }
          const other = first.checked.attribute;
          const otherValue = other.values[first.index]!;
          report(
            "ambiguous-phrase",
            indexPath(keyPath(checked.path, "values"), j),
            `In "${locale}", ${JSON.stringify(attribute.name)} ${show(value)} and ${JSON.stringify(other.name)} ${show(otherValue)} both give the ${field} ${show(phrase)}.`,
            {
              locale,
              field,
              phrase,
              attribute: attribute.name,
              value,
              otherAttribute: other.name,
              otherValue,
              otherPath: indexPath(keyPath(first.checked.path, "values"), first.index),
            },
          );
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
 * `attributes[2].values[5]` or `attributes[0].words.zh.subject`, an English message and
 * `details`. Fields the schema does not define are ignored. It never throws.
 *
 * Checks: ids are kebab-case; attribute ids and names are unique; each attribute has at least
 * two distinct values, all strings or all numbers (`numeric`, when given, must agree; when
 * omitted it is inferred); locale codes look like `en` or `pt-BR`; templates use only their
 * placeholders ({@link templateFields}) and all of them; labels name existing values; no two
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
 * if (!result.ok) for (const issue of result.issues) console.error(formatIssue(issue));
 * // attributes[1].words.zh.subject: "吃{dish}的人" uses {dish}; `subject` knows {value}.
 * ```
 */
export function parseVocabulary(input: unknown): Result<Vocabulary> {
  const issues: Issue[] = [];
  const report: Report = (code, path, message, details) => {
    issues.push(details === undefined ? { code, path, message } : { code, path, message, details });
  };

  let document: unknown = input;
  if (typeof input === "string") {
    try {
      document = JSON.parse(input.charCodeAt(0) === 0xfeff ? input.slice(1) : input);
    } catch (error) {
      report("invalid-json", "", `The text is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
      return { ok: false, issues };
    }
  }
  if (!isRecord(document)) {
    report("not-an-object", "", `A vocabulary must be a JSON object, not ${describeType(document)}.`);
    return { ok: false, issues };
  }

  const id = readKebabId(document, "", report);
  const description = getOwn(document, "description");
  if (description !== undefined && typeof description !== "string") {
    report("wrong-type", "description", `\`description\` must be a string, not ${describeType(description)}.`, { field: "description", expected: "string" });
  }

  const rawAttributes = getOwn(document, "attributes");
  const checked: CheckedAttribute[] = [];
  if (rawAttributes === undefined) {
    report("missing-field", "attributes", "The `attributes` field is missing.", { field: "attributes" });
  } else if (!Array.isArray(rawAttributes)) {
    report("wrong-type", "attributes", `\`attributes\` must be an array, not ${describeType(rawAttributes)}.`, { field: "attributes", expected: "array" });
  } else if (rawAttributes.length === 0) {
    report("no-attributes", "attributes", "`attributes` must hold at least one attribute.");
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
          report("duplicate-attribute", keyPath(path, field), `Attribute ${first} already has the ${field} ${show(key)}.`, { field, [field]: key, first });
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
