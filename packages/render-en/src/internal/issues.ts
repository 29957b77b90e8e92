import { clueTypes, wordFeatures } from "@zebra/model";
import type { DocumentPart, GridProblem, Issue, JsonChar, JsonSyntaxProblem, JsonType, SentenceAt, Shown, Value } from "@zebra/model";
import type { IssueMessages } from "@zebra/locale-kit";

// English messages for every issue code, written from the issue's typed details. Each message
// names the problem and, where it helps, what would be right; the path is added by the renderer.

/** The longest name or string value a message shows whole; longer ones are cut with "...". */
const shownLength = 60;

/** Cuts a long name or value (paths and details keep it whole). */
function name(text: string): string {
  return text.length > shownLength ? `${text.slice(0, shownLength - 3)}...` : text;
}

/** A JSON type as a noun phrase: "a string", "an array", "null", "NaN". */
function typeName(type: JsonType | "empty string"): string {
  switch (type) {
    case "array":
    case "object":
      return `an ${type}`;
    case "string":
    case "number":
    case "boolean":
    case "bigint":
    case "symbol":
    case "function":
      return `a ${type}`;
    case "empty string":
      return "an empty string";
    default:
      return type;
  }
}

/** A value from the input: strings quoted, numbers plain, others by type. */
function show(value: Shown | Value): string {
  if (typeof value === "string") return JSON.stringify(name(value));
  if (typeof value === "number" || typeof value === "boolean" || value === null) return String(value);
  return typeName(value.type);
}

/** A value that may be empty, as the reason it is not a valid value: "an empty string", "NaN", "an array". */
function problemOf(value: Shown): string {
  if (value === "") return "an empty string";
  if (typeof value === "object" && value !== null) return typeName(value.type);
  return show(value);
}

/** Values (or names) listed unquoted: `dog, cat, zebra`; long lists end with `…`. */
function list(values: readonly Value[], limit = 20): string {
  const shown = values.slice(0, limit).map((v) => name(String(v)));
  return values.length > limit ? `${shown.join(", ")}, …` : shown.join(", ");
}

/** Values in running text: "dog, cat and zebra". */
function andList(values: readonly Value[]): string {
  const shown = values.map((v) => name(String(v)));
  return shown.length <= 1 ? shown.join("") : `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`;
}

/** "a" or "an" before a clue type: "an at clue", "a next_to clue". */
function a(type: string): string {
  return /^[aeiou]/.test(type) ? `An ${type}` : `A ${type}`;
}

/** A name in double quotes, cut when long. */
function quoted(text: string): string {
  return JSON.stringify(name(text));
}

/** A character of JSON text: quoted, or named when it cannot be shown. */
function char(found: JsonChar): string {
  if (found === null) return "the end of the text";
  const code = found.charCodeAt(0);
  if (code < 0x20 || code === 0x7f) return `the control character U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  return JSON.stringify(found);
}

const expectations: Readonly<Record<Extract<JsonSyntaxProblem, { kind: "expected" }>["expected"], string>> = {
  value: "a value",
  digit: "a digit",
  "fraction-digit": "a digit after the decimal point",
  "exponent-digit": "a digit in the exponent",
  true: "true",
  false: "false",
  null: "null",
  "property-name": "a double-quoted property name",
  colon: '":" after a property name',
  "comma-or-bracket": '"," or "]" after an array element',
  "comma-or-brace": '"," or "}" after a property value',
};

const hints = {
  "trailing-comma": " (is there a trailing comma?)",
  "string-quotes": " (strings use double quotes)",
  "name-quotes": " (property names use double quotes)",
} as const;

function jsonProblem(problem: JsonSyntaxProblem): string {
  switch (problem.kind) {
    case "unclosed-string":
      return "a string is not closed";
    case "unescaped-control":
      return `${char(problem.found)} must be escaped inside a string`;
    case "bad-unicode-escape":
      return "\\u must be followed by four hexadecimal digits";
    case "bad-escape":
      return `a backslash followed by ${char(problem.found)} is not a valid escape`;
    case "leading-zero":
      return "a number must not have leading zeros";
    case "expected":
      return `expected ${expectations[problem.expected]}, found ${char(problem.found)}${problem.hint === undefined ? "" : hints[problem.hint]}`;
    case "trailing":
      return `unexpected ${char(problem.found)} after the end of the JSON value`;
    case "engine":
      return problem.reason;
  }
}

/** What an object part is, in "… must be an object" messages. */
const objectParts: Readonly<Record<Exclude<DocumentPart, "entity">, (found: string) => string>> = {
  puzzle: (found) => `The document must be a JSON object with "format", "size", "attributes" and "clues"; found ${found}`,
  attributes: (found) => `attributes must be an object mapping each attribute name to its values; found ${found}`,
  attribute: (found) => `An attribute must be an object; found ${found}`,
  clue: (found) => `A clue must be an object with a "type"; found ${found}`,
  option: (found) => `An option of any_of must be an array of clues; found ${found}`,
  vocabulary: (found) => `A vocabulary must be a JSON object, not ${found}.`,
  "vocabulary-attribute": (found) => `An attribute must be an object, not ${found}.`,
  words: (found) => `\`words\` must be an object from locale code to words, not ${found}.`,
  "locale-words": (found) => `The words of a locale must be an object, not ${found}.`,
  labels: (found) => `\`values\` must be an object from value to word, not ${found}.`,
  word: (found) => `A word must be a string or an object with its \`text\`, not ${found}.`,
  forms: (found) => `\`forms\` must be an object from form key to text, not ${found}.`,
  scale: (found) => `A scale must be an object with a "unit" and a "step"; found ${found}`,
};

/** What a missing field is for, in "Missing …" messages of a puzzle. */
const puzzleFields: Readonly<Record<string, string>> = {
  size: 'Missing "size", the number of positions (houses)',
  attributes: 'Missing "attributes", the object mapping each attribute name to its values',
  clues: 'Missing "clues", the array of clues',
};

function missingField(d: Issue<"missing-field">["details"]): string {
  const { part, field, type, attr } = d;
  switch (part) {
    case "puzzle":
      return puzzleFields[field] ?? `Missing "${field}"`;
    case "clue":
      if (field === "type") return 'The clue has no "type"';
      if (field === "options") return 'An any_of clue needs "options", an array of options (each an array of clues)';
      if (field === "attr") return `${a(type ?? "comparison")} clue needs "attr", the numeric attribute it compares`;
      if (field === "a" || field === "b" || field === "c") return `${a(type ?? "")} clue needs "${field}", an entity`;
      return `${a(type ?? "")} clue needs "${field}"`;
    case "entity":
      if (field === "attr") return 'The entity has a "value" but no "attr" naming its attribute';
      return `The entity names ${name(attr ?? "an attribute")} but no "value"`;
    case "word":
      return "A word needs its `text`, the base form.";
    default:
      return `The \`${field}\` field is missing.`;
  }
}

/** What a field should hold, for "… must be …" messages of a puzzle. */
function wrongType(d: Issue<"wrong-type">["details"]): string {
  const { part, field, expected, found, attr } = d;
  const was = typeName(found);
  switch (part) {
    case "puzzle":
    case "clue":
    case "entity":
    case "option":
    case "attribute":
    case "attributes":
      if (part === "attribute") return `${name(attr ?? field)} must be an array of values; found ${was}`;
      if (part === "option") return `An option of any_of must be an array of clues; found ${was}`;
      if (field === "type") return `type must be a string naming a clue type; found ${was}`;
      if (field === "attr") return `attr must be a string naming an attribute; found ${was}`;
      if (field === "options") return `options must be an array of options (each an array of clues); found ${was}`;
      return `${field} must be ${typeName(expected === "number" || expected === "array" || expected === "boolean" ? expected : "string")}; found ${was}`;
    default:
      break;
  }
  // Vocabularies.
  const label = attr === undefined ? "This attribute" : JSON.stringify(attr);
  if (field === "values" && expected === "number") return `${label} is numeric, so its values must be numbers.`;
  if (field === "numeric" && expected === "true") return `${label} has numbers as values, so \`numeric\` must be true.`;
  if (part === "labels") return `A label must be a non-empty string or a word, not ${was}.`;
  if (part === "forms") return `A form must be a non-empty string, not ${was}.`;
  const want =
    expected === "boolean"
      ? "true or false"
      : expected === "true"
        ? "true"
        : expected === "word"
          ? "a non-empty string or a word"
          : expected === "non-empty string"
            ? "a non-empty string"
            : typeName(expected);
  return `\`${field}\` must be ${want}, not ${was}.`;
}

const choiceNames = {
  gender: ["a gender", "genders"],
  number: ["a grammatical number", "numbers"],
  kind: ["a word kind", "kinds"],
  form: ["a form key", "form keys"],
  family: ["an attribute family", "families"],
  unit: ["a unit", "units"],
  "puzzle-kind": ["a puzzle kind", "the kinds"],
} as const;

function gridMessage(noun: "The solution" | "The grid", d: GridProblem): string {
  const lower = noun === "The solution" ? "the solution" : "the grid";
  switch (d.problem) {
    case "not-an-object":
      return `${noun} must be an object giving each attribute its values by position; found ${typeName(d.found)}`;
    case "unknown-attribute":
      return `${noun} names ${quoted(d.attr)}, which is not an attribute${d.suggestion !== undefined ? `; did you mean ${quoted(d.suggestion)}?` : ""}`;
    case "missing-row":
      return `${noun} gives no values for ${name(d.attr)}`;
    case "row-not-an-array":
      return `${noun} must give ${name(d.attr)} an array of ${d.size} values; found ${typeName(d.found)}`;
    case "row-length":
      return `${noun} gives ${name(d.attr)} ${d.count} value${d.count === 1 ? "" : "s"}; it needs ${d.size}, one per position`;
    case "unknown-value":
      return `${name(d.attr)} has no value ${show(d.value)}; its values are ${list(d.values)}`;
    case "duplicate":
      return `${show(d.value)} appears twice in ${lower}'s ${name(d.attr)} (at [${d.first}] and [${d.at}])${d.missing.length > 0 ? `; missing: ${list(d.missing)}` : ""}`;
  }
}

/** Every issue code in English. */
export const issueMessages: IssueMessages = {
  "invalid-json": ({ details: d }) => `Invalid JSON at line ${d.line}, column ${d.column}: ${jsonProblem(d.problem)}`,
  "not-an-object": ({ details: d }) =>
    "unreadable" in d
      ? `The document cannot be read as JSON data (reading it failed: ${d.unreadable}); pass JSON text or plain objects`
      : objectParts[d.part](typeName(d.found)),
  "wrong-format": ({ details: d }) =>
    d.found === undefined
      ? `Missing "format"; a puzzle document declares "format": "${d.expected}"`
      : `format is ${show(d.found)}; this reader understands "${d.expected}"`,
  "missing-field": ({ details }) => missingField(details),
  "wrong-type": ({ details }) => wrongType(details),
  "invalid-size": ({ details: d }) => `size must be a positive whole number; found ${show(d.size)}`,
  "size-too-large": ({ details: d }) => `size is ${d.size}; the largest supported size is ${d.maxSize}`,
  "no-attributes": ({ details: d }) =>
    d.part === "puzzle"
      ? "attributes is empty; a puzzle needs at least one attribute"
      : d.part === "text"
        ? 'The text lists no attribute and names no value of a known theme (list each attribute, e.g. "Pet: dog, cat, zebra")'
        : "`attributes` must hold at least one attribute.",
  "invalid-attribute-name": ({ details: d }) =>
    d.reason === "empty"
      ? "An attribute name must not be empty"
      : `${quoted(d.attr)} cannot be an attribute name: JSON objects do not keep whole-number keys in order; use a word, e.g. "House ${name(d.attr)}"`,
  "too-many-attributes": ({ details: d }) => `There are ${d.count} attributes; at most ${d.maxAttributes} are supported`,
  "value-count": ({ details: d }) => `${name(d.attr)} has ${d.count} value${d.count === 1 ? "" : "s"}; size is ${d.size}, so it needs ${d.size}`,
  "invalid-value": ({ details: d }) => {
    if (d.part === "vocabulary-attribute") return `A value must be a non-empty string or a finite number, not ${problemOf(d.found)}.`;
    const what = d.part === "attribute" ? `${name(d.attr ?? "")}[${d.index ?? 0}]` : "The value";
    return `${what} is ${problemOf(d.found)}; a value must be a non-empty string or a finite number`;
  },
  "duplicate-value": ({ details: d }) => `${show(d.value)} appears twice in ${name(d.attr)} (at [${d.first}] and [${d.at}])`,
  "mixed-values": ({ details: d }) =>
    `${name(d.attr)} mixes numbers and strings (${d.number} and ${show(d.string)}); its values must all be numbers or all be strings`,
  "too-many-clues": ({ details: d }) => `There are ${d.count} clues; at most ${d.maxClues} are supported (only the first ${d.maxClues} were checked)`,
  "unknown-clue-type": ({ details: d }) =>
    `Unknown clue type ${show(d.type)}; ${d.suggestion !== undefined ? `did you mean "${d.suggestion}"?` : `the clue types are ${clueTypes.join(", ")}`}`,
  "unknown-attribute": ({ details: d }) => {
    const tail =
      d.suggestion !== undefined
        ? `did you mean ${quoted(d.suggestion)}?`
        : d.attributes.length > 0
          ? `the attributes are ${list(d.attributes)}`
          : "the puzzle has no attributes";
    return `There is no attribute ${quoted(d.attr)}; ${tail}`;
  },
  "unknown-value": ({ details: d }) => {
    if (d.part === "labels") return `There is no value ${show(d.value)} to label.`;
    if (d.suggestion !== undefined) return `${name(d.attr)} has no value ${show(d.value)}; did you mean ${quoted(d.suggestion)}?`;
    let message = `${name(d.attr)} has no value ${show(d.value)}; its values are ${list(d.values)}`;
    if (typeof d.value === "string" && d.value.trim() !== "" && d.values.includes(Number(d.value)))
      message += ` (numbers: write ${Number(d.value)} without quotes)`;
    else if (typeof d.value === "number" && d.values.includes(String(d.value))) message += ` (strings: write "${d.value}" in quotes)`;
    else if (d.owner !== undefined) message += ` (${name(d.owner)} has ${show(d.value)})`;
    return message;
  },
  "invalid-entity": ({ details: d }) => {
    const shape = 'an entity is {"attr": …, "value": …} or {"pos": …}';
    if (d.found === "both") return `The entity has both "pos" and "attr"/"value"; ${shape}, not both`;
    if (d.found === "neither") return `The entity has neither "attr" and "value" nor "pos"; ${shape}`;
    return `Expected an entity; found ${typeName(d.found)} (${shape})`;
  },
  "position-out-of-range": ({ details: d }) =>
    `Position ${show(d.pos)} is out of range; positions are ${d.size === undefined ? "whole numbers from 1" : `whole numbers from 1 to ${d.size}`}`,
  "distance-out-of-range": ({ details: d }) => {
    const range =
      d.size === undefined ? "a whole number from 1" : d.size === 1 ? "impossible with a single position" : `a whole number from 1 to ${d.size - 1}`;
    return `Distance ${show(d.d)} is out of range; with ${d.size ?? "these"} positions a distance is ${range}`;
  },
  "difference-out-of-range": ({ details: d }) => `The difference d is ${show(d.d)}; it must be a non-zero finite number`,
  "not-numeric": ({ details: d }) => `${a(d.type)} clue compares numbers, but the values of ${name(d.attr)} are not numbers (${list(d.values)})`,
  "factor-out-of-range": ({ details: d }) => `The factor is ${show(d.factor)}; it must be a finite number above 0 other than 1`,
  "entity-count": ({ details: d }) =>
    `${a(d.type)} clue names ${d.fewest === d.most ? `exactly ${d.fewest}` : `from ${d.fewest} to ${d.most}`} people in "of"; found ${d.count}`,
  "needs-row": ({ details: d }) =>
    "type" in d
      ? `A logic-grid puzzle has no houses, so it cannot have ${a(d.type)} clue`
      : `A logic-grid puzzle has no houses, so no clue can name the person at position ${show(d.pos)}`,
  "invalid-scale": ({ details: d }) => {
    switch (d.problem) {
      case "not-numeric":
        return `${name(d.attr)} cannot have a scale: its values are not numbers`;
      case "step":
        return `The step of ${name(d.attr)} is ${show(d.step)}; it must be a number above 0`;
      case "off-step":
        return `${d.value} is not a whole number of steps of ${d.step} from the smallest value of ${name(d.attr)}`;
    }
  },
  "empty-any-of": ({ details: d }) =>
    d.option === null
      ? "The any_of clue has no options; it needs at least one"
      : `Option ${d.option} of the any_of clue is empty; every option needs at least one clue`,
  "too-deep": ({ details: d }) => `any_of clues are nested ${d.depth} deep here; at most ${d.maxAnyOfDepth} levels are supported`,
  "invalid-solution": ({ details: d }) => {
    if (d.problem === "violates-clue") return `The document's solution does not satisfy clue ${d.clue + 1}`;
    if (d.problem === "not-unique") return "The document's solution is not the puzzle's only solution";
    return gridMessage("The solution", d);
  },
  "invalid-question": ({ details: d }) => {
    const shape = '{"find": {"attr": …}, "where": entity}';
    if (d.problem === "not-an-object") return `The question must be an object ${shape}; found ${typeName(d.found)}`;
    if (d.problem === "wrong-type") {
      return d.field === "find"
        ? `find must be an object {"attr": …} naming the attribute asked for; found ${typeName(d.found)}`
        : `find.attr must be a string naming the attribute asked for; found ${typeName(d.found)}`;
    }
    if (d.field === "find") return `The question has no "find"; a question is ${shape}`;
    if (d.field === "find.attr") return 'The question\'s "find" has no "attr" naming the attribute asked for';
    return `The question has no "where", the entity it asks about; a question is ${shape}`;
  },
  "invalid-meta": ({ details: d }) => {
    switch (d.problem) {
      case "not-an-object":
        return `meta must be an object; found ${typeName(d.found)}`;
      case "not-json": {
        const what = show(d.found);
        return `${what.charAt(0).toUpperCase()}${what.slice(1)} cannot be written as JSON`;
      }
      case "class":
        return `${d.className !== "" ? `A ${d.className}` : "This object"} is not a plain JSON object`;
      case "too-deep":
        return `meta is nested more than ${d.maxMetaDepth} levels deep here`;
      case "cycle":
        return "This object refers back to one that contains it";
    }
  },
  "invalid-grid": ({ details }) => gridMessage("The grid", details),
  "invalid-id": ({ details: d }) => `${show(d.id)} is not a kebab-case id (like "house-color").`,
  "duplicate-attribute": ({ details: d }) => `Attribute ${d.first} already has the ${d.field} ${show(d.value)}.`,
  "too-few-values": ({ details: d }) =>
    `${d.attr === undefined ? "This attribute" : JSON.stringify(d.attr)} has ${d.count} value${d.count === 1 ? "" : "s"}; it needs at least 2.`,
  "duplicate-label": ({ details: d }) => `In "${d.locale}", ${show(d.value)} and ${show(d.other)} of ${JSON.stringify(d.attr)} both read ${show(d.label)}.`,
  "ambiguous-phrase": ({ details: d }) =>
    `In "${d.locale}", ${JSON.stringify(d.attr)} ${show(d.value)} and ${JSON.stringify(d.otherAttr)} ${show(d.otherValue)} both give the ${d.field} ${show(d.phrase)}.`,
  "invalid-template": ({ details: d }) => {
    if ("problem" in d) {
      const p = d.problem;
      if (p.kind === "unmatched-brace") return `${show(d.template)} has an unmatched "}" at ${p.at}.`;
      if (p.kind === "malformed") return `${show(d.template)} has a malformed placeholder at ${p.at} (write {{ for a literal brace).`;
      return `${show(d.template)} asks for the unknown feature "${p.feature}" at ${p.at}; features are ${wordFeatures.join(", ")}.`;
    }
    if ("unknown" in d) {
      const known = d.allowed.length === 0 ? "none" : d.allowed.map((n) => `{${n}}`).join(", ");
      return `${show(d.template)} uses ${d.unknown.map((n) => `{${n}}`).join(", ")}; \`${d.field}\` knows ${known}.`;
    }
    return `${show(d.template)} lacks ${d.missing.map((n) => `{${n}}`).join(", ")}.`;
  },
  "invalid-locale": ({ details: d }) => `${show(d.locale)} is not a locale code (like "en", "zh" or "pt-BR").`,
  "invalid-choice": ({ details: d }) => {
    const [one, many] = choiceNames[d.field];
    return `${show(d.found)} is not ${one}; ${many} are ${d.allowed.join(", ")}.`;
  },
  "unread-sentence": ({ details: d }) => {
    const text = sentenceQuoted(d.text);
    const hint =
      d.suggestions && d.suggestions.length > 0 ? ` (${d.suggestions.map((x) => `did you mean ${quoted(x.value)} for ${quoted(x.word)}?`).join(" ")})` : "";
    switch (d.reason) {
      case "no-values":
        return `${sentenceRef(d)} names no value of the puzzle: ${text}${hint}`;
      case "no-relation":
        return `${sentenceRef(d)} names values but no relation the reader knows: ${text}${hint}`;
      case "unknown-words": {
        const unknown =
          d.unknown && d.unknown.length > 0
            ? `: ${d.unknown.length === 1 ? "the word" : "the words"} ${d.unknown.map(quoted).join(", ")} ${d.unknown.length === 1 ? "is" : "are"} not known`
            : "";
        return `${sentenceRef(d)} was not read${unknown}: ${text}${d.closest ? `; closest reading: ${sentenceQuoted(d.closest)}` : ""}`;
      }
      case "ambiguous":
        return `${sentenceRef(d)} has several readings: ${text} reads as ${[d.closest, ...(d.others ?? [])]
          .filter((x) => x !== undefined)
          .map((x) => sentenceQuoted(x))
          .join(" or as ")}`;
      case "too-long":
        return `${sentenceRef(d)} is too long to be a clue (${d.text.length.toLocaleString("en-US")} characters)`;
      case "no-attributes":
        return `${sentenceRef(d)} cannot be read without the puzzle's attributes: ${text}`;
    }
  },
  "no-houses": () => 'The text does not say how many houses there are (write "There are five houses.", or list each attribute\'s values)',
  "conflicting-houses": ({ details: d }) =>
    `${sentenceRef(d)} says there ${d.size === 1 ? "is 1 house" : `are ${d.size} houses`}, but an earlier sentence says ${d.other}`,
  "list-length": ({ details: d }) => `${sentenceRef(d)} lists ${d.count} ${d.count === 1 ? "value" : "values"} of ${quoted(d.attr)} for ${d.size} houses`,
  "unlisted-values": ({ details: d }) =>
    `The text names ${d.named.length} ${d.named.length === 1 ? "value" : "values"} of ${quoted(d.attr)} (${list(d.named)}) for ${d.size} houses, and nothing tells the others; list them ("${name(d.attr)}: ${list(d.named)}, …")`,
  "inferred-values": ({ details: d }) =>
    d.from === "theme"
      ? `${quoted(d.attr)} is not listed, so its values are those of the theme ${quoted(d.vocabulary ?? "")}: ${andList(d.values)}${d.unnamed && d.unnamed.length > 0 ? ` (no sentence names ${andList(d.unnamed)})` : ""}`
      : `${quoted(d.attr)} is not listed, so its values are the ones the clues name: ${andList(d.values)}`,
  "unread-question": ({ details: d }) => `${sentenceRef(d)} looks like a question but was not read: ${quoted(d.text)}; the puzzle is read without it`,
  "too-much-text": ({ details: d }) =>
    d.what === "characters"
      ? `The text has ${d.count.toLocaleString("en-US")} characters; a puzzle text has at most ${d.max.toLocaleString("en-US")}`
      : `The text has ${d.count.toLocaleString("en-US")} sentences; only the first ${d.max.toLocaleString("en-US")} were read`,
  "not-text": ({ details: d }) =>
    `The text holds the control character U+${d.code.toString(16).toUpperCase().padStart(4, "0")} at line ${d.line}, column ${d.column}: it is not text (a binary file?)`,
};

/** A sentence of the input in double quotes, cut only when very long. */
function sentenceQuoted(text: string): string {
  return JSON.stringify(text.length > 200 ? `${text.slice(0, 197)}...` : text);
}

/** "Sentence 7 (line 9)", with the clue's own number when the line is numbered. */
function sentenceRef(d: SentenceAt): string {
  return `Sentence ${d.sentence} (line ${d.line}${d.marker !== undefined ? `, numbered ${d.marker}` : ""})`;
}

/** A message as the end of a line: with its full stop. */
export function withStop(message: string): string {
  return /[.!?]$/.test(message) ? message : `${message}.`;
}
