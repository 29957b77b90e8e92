import { maxAnyOfDepth, maxAttributes, maxClues } from "@zebra/model";
import { issueCases } from "@zebra/testkit";
import { describe, expect, it } from "vitest";
import { renderer } from "./index.js";

/**
 * The English message of issue cases (by the id of the shared case, `code/name`): what a user
 * reads for each kind of broken input. Every case's issue is rendered by the conformance
 * suite; these pin the wording.
 */
const messages: Readonly<Record<string, string>> = {
  "invalid-json/trailing comma": 'Invalid JSON at line 3, column 1: expected a double-quoted property name, found "}" (is there a trailing comma?)',
  "invalid-json/unterminated": "Invalid JSON at line 1, column 7: a string is not closed",
  "invalid-json/empty text": "Invalid JSON at line 1, column 1: expected a value, found the end of the text",
  "not-an-object/null document": 'The document must be a JSON object with "format", "size", "attributes" and "clues"; found null',
  "not-an-object/clue that is a string": 'A clue must be an object with a "type"; found a string',
  "wrong-format/missing": 'Missing "format"; a puzzle document declares "format": "zebra-puzzle/1"',
  "wrong-format/other version": 'format is "zebra-puzzle/2"; this reader understands "zebra-puzzle/1"',
  "missing-field/size": 'Missing "size", the number of positions (houses)',
  "missing-field/entity b": 'A next_to clue needs "b", an entity',
  "missing-field/entity value": 'The entity names Pet but no "value"',
  "wrong-type/title": "title must be a string; found a number",
  "wrong-type/size as text": "size must be a number; found a string",
  "wrong-type/values not an array": "Pet must be an array of values; found a string",
  "wrong-type/clue id": "id must be a string; found a number",
  "wrong-type/option": "An option of any_of must be an array of clues; found an object",
  "invalid-size/zero": "size must be a positive whole number; found 0",
  "invalid-size/NaN": "size must be a positive whole number; found NaN",
  "invalid-attribute-name/empty": "An attribute name must not be empty",
  "value-count/too few": "Color has 2 values; size is 3, so it needs 3",
  "invalid-value/empty string": "Color[1] is an empty string; a value must be a non-empty string or a finite number",
  "invalid-value/NaN": "Age[0] is NaN; a value must be a non-empty string or a finite number",
  "duplicate-value/string": '"dog" appears twice in Pet (at [0] and [2])',
  "unknown-clue-type/typo": 'Unknown clue type "nextTo"; did you mean "next_to"?',
  "unknown-clue-type/a common synonym": 'Unknown clue type "nbr"; did you mean "next_to"?',
  "unknown-clue-type/hyphens for underscores": 'Unknown clue type "left-of"; did you mean "left_of"?',
  "unknown-attribute/typo": 'There is no attribute "Colour"; did you mean "Color"?',
  "unknown-attribute/unrelated": 'There is no attribute "Drink"; the attributes are Pet, Color, Age',
  "unknown-value/typo": 'Pet has no value "zebu"; its values are dog, cat, zebra',
  "unknown-value/close typo": 'Pet has no value "Zebras"; did you mean "zebra"?',
  "unknown-value/number as text": 'Age has no value "30"; its values are 20, 30, 40 (numbers: write 30 without quotes)',
  "unknown-value/value of another attribute": 'Pet has no value "red"; its values are dog, cat, zebra (Color has "red")',
  "position-out-of-range/zero": "Position 0 is out of range; positions are whole numbers from 1 to 3",
  "distance-out-of-range/zero": "Distance 0 is out of range; with 3 positions a distance is a whole number from 1 to 2",
  "difference-out-of-range/zero": "The difference d is 0; it must be a non-zero finite number",
  "empty-any-of/no options": "The any_of clue has no options; it needs at least one",
  "invalid-solution/missing attribute": "The solution gives no values for Age",
  "invalid-question/find without attr": 'The question\'s "find" has no "attr" naming the attribute asked for',
  "invalid-meta/array": "meta must be an object; found an array",
  "invalid-meta/NaN inside": "NaN cannot be written as JSON",
  "invalid-attribute-name/whole number": '"2" cannot be an attribute name: JSON objects do not keep whole-number keys in order; use a word, e.g. "House 2"',
  "too-many-attributes/one too many": `There are ${maxAttributes + 3} attributes; at most ${maxAttributes} are supported`,
  "mixed-values/number and string": 'Age mixes numbers and strings (20 and "thirty"); its values must all be numbers or all be strings',
  "too-many-clues/one too many": `There are ${maxClues + 1} clues; at most ${maxClues} are supported (only the first ${maxClues} were checked)`,
  "invalid-entity/string": 'Expected an entity; found a string (an entity is {"attr": …, "value": …} or {"pos": …})',
  "too-deep/one level too many": `any_of clues are nested ${maxAnyOfDepth + 1} deep here; at most ${maxAnyOfDepth} levels are supported`,
  "not-numeric/less_than on strings": "A less_than clue compares numbers, but the values of Pet are not numbers (dog, cat, zebra)",
  "invalid-solution/wrong length": "The solution gives Pet 2 values; it needs 3, one per position",
  "invalid-solution/duplicate value": '"dog" appears twice in the solution\'s Pet (at [0] and [2]); missing: zebra',
  "invalid-solution/unknown attribute": 'The solution names "Colour", which is not an attribute; did you mean "Color"?',
  "invalid-solution/violates a clue": "The document's solution does not satisfy clue 2",
  "missing-field/at without pos": 'An at clue needs "pos"',
  "invalid-meta/bigint": "A bigint cannot be written as JSON",
  "invalid-grid/duplicate": '"dog" appears twice in the grid\'s Pet (at [0] and [1]); missing: cat',
  "invalid-json/vocabulary text": 'Invalid JSON at line 1, column 12: expected a double-quoted property name, found "]"',
  "not-an-object/vocabulary": "A vocabulary must be a JSON object, not an array.",
  "missing-field/word text": "A word needs its `text`, the base form.",
  "wrong-type/numeric with strings": '"Pet" is numeric, so its values must be numbers.',
  "wrong-type/numbers not numeric": '"Age" has numbers as values, so `numeric` must be true.',
  "wrong-type/empty template": "`subject` must be a non-empty string, not an empty string.",
  "invalid-template/unknown placeholder": '"the {pet} owner" uses {pet}; `subject` knows {value}.',
  "invalid-template/unknown feature":
    '"{value:akk} hält" asks for the unknown feature "akk" at 0; features are nom, acc, dat, gen, sg, pl, def, indef, neg, bare.',
  "ambiguous-phrase/two attributes": 'In "en", "Toy" "zebra" and "Pet" "zebra" both give the subject "the zebra owner".',
  "invalid-choice/gender": '"x" is not a gender; genders are m, f, n, c.',
  "invalid-choice/form key":
    '"dative" is not a form key; form keys are nom, acc, dat, gen, sg, pl, nom.sg, nom.pl, acc.sg, acc.pl, dat.sg, dat.pl, gen.sg, gen.pl, attr, m, f, subject.',
  "unknown-value/label": 'There is no value "zebu" to label.',
};

describe("English issue messages", () => {
  const byId = new Map(issueCases.map((c) => [c.id, c]));

  it.each(Object.entries(messages))("%s", (id, message) => {
    const c = byId.get(id);
    expect(c, `no issue case ${id}`).toBeDefined();
    const issue = c!.issues().find((i) => i.code === c!.code && i.path === c!.path);
    expect(issue, `${id} gives no ${c!.code} at ${c!.path}`).toBeDefined();
    const line = renderer.issue(issue!);
    const stop = /[.!?]$/.test(message) ? "" : ".";
    expect(line).toBe(issue!.path === "" ? `${message}${stop}` : `${issue!.path}: ${message}${stop}`);
  });

  it("end every message with a full stop, on one line", () => {
    for (const c of issueCases) for (const issue of c.issues()) expect(renderer.issue(issue)).toMatch(/^[^\n]*[.?]$/);
  });
});
