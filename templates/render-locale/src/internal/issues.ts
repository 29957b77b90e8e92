// One message per issue code, written from the issue's typed details (`IssueDetailsByCode` of
// @zebra/model says what each code carries). `IssueMessages` lists every code: a new code is a
// compile error here until it is worded. The path is added by `issueLine`.
import type { Shown, Value } from "@zebra/model";
import type { IssueMessages } from "@zebra/locale-kit";
import { untranslated } from "./words.js";

/** A value from the input as a message shows it. TRANSLATE: your quotation marks. */
function show(value: Shown | Value): string {
  if (typeof value === "string") return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  if (typeof value === "object" && value !== null) return value.type;
  return String(value);
}

/** A message, marked as untranslated. */
function m(text: string): string {
  return `${untranslated(text)}.`;
}

/** Every issue code. TRANSLATE each line, using the details your sentence needs. */
export const issueMessages: IssueMessages = {
  "invalid-json": ({ details: d }) => m(`invalid JSON at line ${d.line}, column ${d.column}`),
  "not-an-object": ({ details: d }) => m("unreadable" in d ? "the document cannot be read" : `this ${d.part} must be an object, not ${d.found}`),
  "wrong-format": ({ details: d }) => m(`the format must be "${d.expected}"`),
  "missing-field": ({ details: d }) => m(`"${d.field}" is missing`),
  "wrong-type": ({ details: d }) => m(`"${d.field}" must be ${d.expected}, not ${d.found}`),
  "invalid-size": ({ details: d }) => m(`the size must be a positive whole number, not ${show(d.size)}`),
  "size-too-large": ({ details: d }) => m(`the size ${d.size} is above ${d.maxSize}`),
  "no-attributes": () => m("there must be at least one attribute"),
  "invalid-attribute-name": ({ details: d }) => m(`${show(d.attr)} cannot be an attribute name`),
  "too-many-attributes": ({ details: d }) => m(`${d.count} attributes are more than ${d.maxAttributes}`),
  "value-count": ({ details: d }) => m(`${d.attr} has ${d.count} values but needs ${d.size}`),
  "invalid-value": ({ details: d }) => m(`the value ${show(d.found)} is not a string or a number`),
  "duplicate-value": ({ details: d }) => m(`${show(d.value)} appears twice in ${d.attr}`),
  "mixed-values": ({ details: d }) => m(`${d.attr} mixes numbers and strings`),
  "too-many-clues": ({ details: d }) => m(`${d.count} clues are more than ${d.maxClues}`),
  "unknown-clue-type": ({ details: d }) => m(`${show(d.type)} is not a clue type${d.suggestion === undefined ? "" : ` (${d.suggestion}?)`}`),
  "unknown-attribute": ({ details: d }) => m(`there is no attribute ${show(d.attr)}`),
  "unknown-value": ({ details: d }) => m(d.part === "labels" ? `there is no value ${show(d.value)}` : `${d.attr} has no value ${show(d.value)}`),
  "invalid-entity": () => m("an entity names an attribute and a value, or a position"),
  "position-out-of-range": ({ details: d }) => m(`position ${show(d.pos)} is out of range`),
  "distance-out-of-range": ({ details: d }) => m(`distance ${show(d.d)} is out of range`),
  "difference-out-of-range": ({ details: d }) => m(`the difference ${show(d.d)} must be a non-zero number`),
  "not-numeric": ({ details: d }) => m(`the values of ${d.attr} are not numbers`),
  "factor-out-of-range": ({ details: d }) => m(`the factor ${show(d.factor)} must be a number above 0 other than 1`),
  "entity-count": ({ details: d }) => m(`a ${d.type} clue names ${d.fewest} to ${d.most} people, not ${d.count}`),
  "needs-row": () => m("a logic-grid puzzle has no houses for this clue"),
  "invalid-scale": ({ details: d }) => m(`the scale of ${d.attr} does not fit its values`),
  "empty-any-of": () => m("an any_of clue needs options, each with a clue"),
  "too-deep": ({ details: d }) => m(`any_of clues are nested deeper than ${d.maxAnyOfDepth}`),
  "invalid-solution": ({ details: d }) =>
    m(d.problem === "violates-clue" ? `the solution breaks clue ${d.clue + 1}` : "the solution is not a permutation of the values"),
  "invalid-question": () => m("the question must name an attribute and an entity"),
  "invalid-meta": () => m("meta must be an object of JSON values"),
  "invalid-grid": () => m("the grid must give each attribute a permutation of its values"),
  "invalid-id": ({ details: d }) => m(`${show(d.id)} is not a kebab-case id`),
  "duplicate-attribute": ({ details: d }) => m(`the ${d.field} ${show(d.value)} is already taken`),
  "too-few-values": ({ details: d }) => m(`${d.count} values are fewer than 2`),
  "duplicate-label": ({ details: d }) => m(`${show(d.value)} and ${show(d.other)} both read ${show(d.label)}`),
  "ambiguous-phrase": ({ details: d }) => m(`two values both give ${show(d.phrase)}`),
  "invalid-template": ({ details: d }) => m(`${show(d.template)} is not a valid template for ${d.field}`),
  "invalid-locale": ({ details: d }) => m(`${show(d.locale)} is not a locale code`),
  "invalid-choice": ({ details: d }) => m(`${show(d.found)} is not one of ${d.allowed.join(", ")}`),
  "unread-sentence": ({ details: d }) =>
    m(`sentence ${d.sentence} (line ${d.line}) was not read (${d.reason}): ${show(d.text)}${d.closest ? `; closest reading: ${show(d.closest)}` : ""}`),
  "no-houses": () => m("the text does not say how many houses there are"),
  "conflicting-houses": ({ details: d }) => m(`sentence ${d.sentence} (line ${d.line}) says there are ${d.size} houses, but an earlier one says ${d.other}`),
  "list-length": ({ details: d }) => m(`sentence ${d.sentence} (line ${d.line}) lists ${d.count} values of ${show(d.attr)} for ${d.size} houses`),
  "unlisted-values": ({ details: d }) => m(`the text names ${d.named.length} values of ${show(d.attr)} for ${d.size} houses`),
  "inferred-values": ({ details: d }) => m(`${show(d.attr)} is not listed; its values are taken from the ${d.from}`),
  "unread-question": ({ details: d }) => m(`sentence ${d.sentence} (line ${d.line}) looks like a question but was not read: ${show(d.text)}`),
  "too-much-text": ({ details: d }) => m(`the text has ${d.count} ${d.what}; at most ${d.max} are read`),
  "not-text": ({ details: d }) => m(`the text holds a control character at line ${d.line}, column ${d.column}`),
};

/** An issue as one line: its path and its message. TRANSLATE: your separator. */
export function issueLine(path: string, message: string): string {
  return path === "" ? message : `${path}: ${message}`;
}
