import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parsePuzzle, type Puzzle, type QuestionAnswer } from "@zebra/model";
import { describe, expect, it } from "vitest";
import { puzzleFingerprint } from "./fingerprint.js";
import { datasetRecord, readRecordMeta, recordFingerprint, type RecordInput } from "./record.js";

const parsed = parsePuzzle(readFileSync(fileURLToPath(new URL("../../../fixtures/einstein.json", import.meta.url)), "utf8"));
if (!parsed.ok) throw new Error("fixtures/einstein.json is invalid");
const einstein: Puzzle = parsed.value;
const qa: QuestionAnswer[] = [
  { query: { kind: "position-code", x: { attr: "Pet", value: "zebra" }, y: { attr: "Drink", value: "coffee" } }, answer: 28 },
  { query: { kind: "find", find: { attr: "Nationality" }, where: { attr: "Pet", value: "zebra" } }, answer: "German" },
];
const input: RecordInput = {
  id: "7-3",
  puzzle: einstein,
  qa,
  grade: { level: "hard", rating: 5, score: 41.5, tier: 2, steps: 40 },
  texts: {
    text: "puzzle text",
    explanation: "steps",
    explanation_concise: "lines",
    qa: [
      { question: "code?", answer_label: "28", answer_text: "28." },
      { question: "Who owns the zebra?", answer_label: "German", answer_text: "The German." },
    ],
  },
  meta: { seed: 7, index: 3, puzzle_seed: 12345, options: { houses: 5 }, versions: { "@zebra/dataset": "0.1.0" } },
};

describe("datasetRecord", () => {
  it("writes the documented keys in order, the main question first, and a meta that readRecordMeta reads back", () => {
    const record = datasetRecord(input);
    expect(Object.keys(record)).toEqual([
      "id",
      "fingerprint",
      "puzzle",
      "text",
      "explanation",
      "explanation_concise",
      "question",
      "answer",
      "answer_label",
      "answer_text",
      "qa",
      "grade",
      "meta",
    ]);
    expect(record).toMatchObject({
      id: "7-3",
      text: "puzzle text",
      explanation: "steps",
      explanation_concise: "lines",
      question: "code?",
      answer: 28,
      answer_label: "28",
      answer_text: "28.",
    });
    expect(record.qa[1]).toEqual({
      kind: "find",
      query: qa[1]!.query,
      question: "Who owns the zebra?",
      answer: "German",
      answer_label: "German",
      answer_text: "The German.",
    });
    expect(record.puzzle.solution).toEqual(einstein.solution);
    expect(record.fingerprint).toBe(puzzleFingerprint(einstein));
    expect(datasetRecord({ ...input, fingerprint: "zf1-given" }).fingerprint).toBe("zf1-given");
    expect(record.meta).toEqual({
      format: "zebra-dataset/1",
      seed: 7,
      index: 3,
      puzzle_seed: 12345,
      options: { houses: 5 },
      versions: { "@zebra/dataset": "0.1.0" },
    });
    expect(readRecordMeta(JSON.stringify(record))).toEqual({ ok: true, meta: record.meta });
  });

  it("writes nulls for a puzzle without questions, and refuses a puzzle without its solution or texts that do not match the questions", () => {
    expect(datasetRecord({ ...input, qa: [], texts: { ...input.texts, qa: [] } })).toMatchObject({
      question: null,
      answer: null,
      answer_label: null,
      answer_text: null,
      qa: [],
    });
    const { solution: _, ...unsolved } = einstein;
    expect(() => datasetRecord({ ...input, puzzle: unsolved })).toThrow("the puzzle has no solution");
    expect(() => datasetRecord({ ...input, texts: { ...input.texts, qa: [] } })).toThrow("2 questions but 0 question texts");
  });
});

describe("readRecordMeta", () => {
  it("says why a line is not a record", () => {
    const meta = datasetRecord(input).meta;
    const line = (m: unknown) => JSON.stringify({ id: "x", meta: m });
    expect(readRecordMeta("{not json")).toEqual({ ok: false, message: "not JSON" });
    expect(readRecordMeta("[1]")).toEqual({ ok: false, message: "not a JSON object" });
    expect(readRecordMeta('{"id": 1}')).toEqual({ ok: false, message: "no meta" });
    expect(readRecordMeta(line({ ...meta, format: "zebra-dataset/2" }))).toEqual({ ok: false, message: 'meta.format is not "zebra-dataset/1"' });
    expect(readRecordMeta(line({ ...meta, seed: -1 }))).toEqual({ ok: false, message: "meta.seed is not a whole number" });
    expect(readRecordMeta(line({ ...meta, index: "3" }))).toEqual({ ok: false, message: "meta.index is not a whole number" });
    expect(readRecordMeta(line({ ...meta, options: [] }))).toEqual({ ok: false, message: "meta.options is not an object" });
    expect(readRecordMeta(line({ ...meta, versions: { a: 1 } }))).toEqual({ ok: false, message: "meta.versions is not an object of version strings" });
  });
});

describe("recordFingerprint", () => {
  it("fingerprints the record's puzzle, not its fingerprint field, and says what is missing", () => {
    const record = datasetRecord(input);
    expect(recordFingerprint({ ...record, fingerprint: "zf1-forged" })).toEqual({ ok: true, fingerprint: puzzleFingerprint(einstein) });
    const zebraLogic = { id: "x", size: "5*5", puzzle: "text", solution: { header: ["House"], rows: [] }, zebra: record.puzzle };
    expect(recordFingerprint(zebraLogic)).toEqual({ ok: true, fingerprint: puzzleFingerprint(einstein) });
    expect(recordFingerprint({ ...zebraLogic, zebra: undefined })).toMatchObject({ ok: false, message: expect.stringMatching(/^no zebra-puzzle\/1 document/) });
    expect(recordFingerprint({ puzzle: { ...record.puzzle, solution: undefined } })).toEqual({
      ok: false,
      message: "puzzle.solution: missing (a fingerprint needs the solution)",
    });
    expect(recordFingerprint({ puzzle: { ...record.puzzle, size: 0 } })).toMatchObject({ ok: false, message: expect.stringMatching(/^puzzle: size: /) });
    expect(recordFingerprint([1])).toEqual({ ok: false, message: "a record must be a JSON object" });
  });
});

describe("datasetRecord with other languages", () => {
  it("writes their texts under locales, after qa, with the main question's texts", () => {
    const chinese = {
      text: "谜题",
      explanation: "步骤",
      explanation_concise: "简要步骤",
      qa: [
        { question: "代码？", answer_label: "28", answer_text: "28。" },
        { question: "谁养斑马？", answer_label: "德国人", answer_text: "德国人。" },
      ],
    };
    const record = datasetRecord({ ...input, locales: { zh: chinese } });
    expect(Object.keys(record)).toEqual([
      "id",
      "fingerprint",
      "puzzle",
      "text",
      "explanation",
      "explanation_concise",
      "question",
      "answer",
      "answer_label",
      "answer_text",
      "qa",
      "locales",
      "grade",
      "meta",
    ]);
    expect(record.locales).toEqual({
      zh: { text: "谜题", explanation: "步骤", explanation_concise: "简要步骤", question: "代码？", answer_label: "28", answer_text: "28。", qa: chinese.qa },
    });
    expect(() => datasetRecord({ ...input, locales: { zh: { ...chinese, qa: [] } } })).toThrow("2 questions but 0 question texts in zh");
  });
});
