import { lexiconFor } from "@zebra/model";
import { clauseModes } from "@zebra/locale-kit";
import type { Clue, Fact, Vocabulary } from "@zebra/model";
import type { RenderContext } from "@zebra/locale-kit";
import { anchoredClueProblems, createTestRng, issueCases, randomPuzzle, textProblems, themeAttributes, uiStringProblems } from "@zebra/testkit";
import { describe, expect, it } from "vitest";
import { dataTokens, japaneseProblems } from "./testing/language-checks.js";
import { locale, renderer, ui } from "./index.js";

// Japanese as a native editor reads it, over generated text: what the conformance suite's
// sentence checks do not see (clauses, facts, the apps' strings, messages), and the checks
// themselves, which must catch every mistake class they name.

describe("the Japanese language checks", () => {
  it("catch every mistake class they name", () => {
    const bad: Readonly<Record<string, string>> = {
      "ASCII letters outside names": "サムはHouse 3に住んでいる。",
      "half-width punctuation": "サムは3軒目に住んでいる, そして犬を飼っている.",
      "space between words": "サムは 3軒目に住んでいる。",
      "half-width katakana": "ｻﾑは3軒目に住んでいる。",
      "full-width digits or letters (figures are half-width)": "サムは３軒目に住んでいる。",
      "ideographic space": "サムは\u30003軒目に住んでいる。",
      "list of house numbers without the counter (2、3軒目)": "サムは2、3軒目のいずれかに住んでいる。",
      "a house's resident of a resident (の住人の住人)": "赤い家の住人の住人は犬を飼っている。",
      "the resident of a house said to live somewhere (3軒目の住人は…に住んでいる)": "1軒目の住人はサムより左のどこかに住んでいる。",
      "copula である before a noun (40歳である人)": "40歳である人は犬を飼っている。",
      "doubled particle": "サムはは犬を飼っている。",
      "doubled noun from joined phrases (人人, 家家)": "ドイツ人人は犬を飼っている。",
      "semicolon or colon inside a sentence": "サムは犬を飼っている；猫ではない。",
      "sentences separated by a space": "サムは犬を飼っている。 猫ではない。",
      "steps counted with 個 (手順は12個, for 全12手順)": "推論の手順は12個である。",
      "the same subject named twice across ので (Xは…ので、Xは…)": "犬を飼っている人は1軒目か5軒目に住んでいるので、犬を飼っている人は1軒目に住んでいる。",
      "plain だ in the である style": "サムは40歳だ。",
      "polite ending in a statement (です。/ます。)": "サムは犬を飼っています。",
      "polite question in the である style (ですか？/ますか？)": "サムは何を飼っていますか？",
    };
    for (const [name, text] of Object.entries(bad)) expect(japaneseProblems(text), text).toContain(name);
    expect(japaneseProblems("サムは40歳である。", [], "polite")).toContain("written である in a polite text");
  });

  it("let through data, layout and the position-code formula", () => {
    expect(japaneseProblems("1. Petがzebraの人は2軒目に住んでいる。", dataTokens(["Pet", "zebra"]))).toEqual([]);
    expect(japaneseProblems("## ヒント\n\n- 5人はそれぞれ違うペットを飼っている（犬、猫）。")).toEqual([]);
    expect(japaneseProblems("シマウマを飼っている人の家をx軒目、水を飲む人の家をy軒目とするとき、6·y + xはいくつか？")).toEqual([]);
    expect(japaneseProblems("以上より、シマウマを飼っている人の家は4軒目、水を飲む人の家は1軒目なので、6 × 1 + 4 = 10となる。")).toEqual([]);
    expect(japaneseProblems("サムはリアムよりAgeが-5小さい。", dataTokens(["Age"]))).toEqual([]);
    expect(japaneseProblems("デンマーク人は2軒目か3軒目に住んでおり、紅茶を飲む人は1軒目か2軒目に住んでいるので、紅茶を飲む人は1軒目に住んでいる。")).toEqual(
      [],
    );
    expect(japaneseProblems("緑の家は1軒目ではないので、2軒目である。")).toEqual([]);
    expect(japaneseProblems("1. 仮定する。\n     ・ヒント4より、緑の家は2軒目である。\n   これはヒント3に反する。")).toEqual([]);
  });
});

const defaultTheme: Vocabulary = {
  id: "default",
  attributes: themeAttributes()
    .filter((t) => t.theme === "default")
    .map((t) => t.attribute),
};
const tokens = dataTokens(themeAttributes().flatMap(({ attribute }) => [attribute.name, ...attribute.values.map(String)]));

/** Every clue of a puzzle, those inside either/or clues too. */
function allClues(clues: readonly Clue[]): Clue[] {
  return clues.flatMap((c) => (c.type === "any_of" ? [c, ...allClues(c.options.flat())] : [c]));
}

describe("Japanese clauses and facts over 400 random puzzles of the default theme", () => {
  it("read as Japanese in both modes, the main clause with は and the embedded one without it on its subject", () => {
    const rng = createTestRng(14);
    const failures: string[] = [];
    for (let i = 0; i < 400 && failures.length < 10; i++) {
      const { puzzle, solution } = randomPuzzle(rng, { size: 2 + (i % 7), vocabulary: defaultTheme });
      const ctx: RenderContext = { puzzle, lexicon: lexiconFor(defaultTheme, locale.words, puzzle) };
      for (const clue of allClues(puzzle.clues)) {
        for (const mode of clauseModes) {
          const text = renderer.clause(clue, ctx, mode);
          const problems = [...textProblems(text), ...japaneseProblems(text, tokens)];
          if (/[。、]$/.test(text)) problems.push("ends with punctuation");
          if (problems.length > 0) failures.push(`${clue.type} (${mode}): ${problems.join(", ")}: ${text}`);
        }
      }
      for (const attribute of puzzle.attributes) {
        const value = solution[attribute.name]![0]!;
        const facts: Fact[] = [
          { kind: "at", entity: { attr: attribute.name, value }, pos: 1 },
          { kind: "not_at", entity: { attr: attribute.name, value }, positions: [1, 2].slice(0, puzzle.size) },
          { kind: "among", entity: { attr: attribute.name, value }, positions: Array.from({ length: puzzle.size }, (_, k) => k + 1) },
        ];
        for (const fact of facts) {
          const main = renderer.fact(fact, ctx, "main");
          const embedded = renderer.fact(fact, ctx, "embedded");
          for (const text of [main, embedded]) {
            const problems = [...textProblems(text), ...japaneseProblems(text, tokens)];
            if (problems.length > 0) failures.push(`${fact.kind}: ${problems.join(", ")}: ${text}`);
          }
          const topic = [...main].findIndex((ch, k) => ch === "は" && embedded === `${main.slice(0, k)}が${main.slice(k + 1)}`);
          if (topic < 0) failures.push(`${fact.kind}: は/が: ${main} / ${embedded}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("the Japanese app strings", () => {
  const t = ui.playground;
  // Key names as the keyboard prints them, and names of formats and things the user types.
  const asWritten = dataTokens([
    "Ctrl+Z",
    "Ctrl+Y",
    "zebra-puzzle/1",
    "--lang",
    // A language's own name (the text's language, as the CLI reports it).
    "Deutsch",
    "JSON",
    "API",
    "A4",
    "X",
    "O",
    "Solution",
    "Dane",
    "house 3",
    "no",
    "yes",
    "4:12",
    "hard",
    "print",
    "Norwegian at 2",
    "zebra at 4",
    "zebra same German",
    "The Dane drinks tea.",
    // Facts a violation names, which the renderer words (in English in the samples).
    "the Dane lives in house 2",
    "the tea drinker is not in house 4",
    "the Dane is in house 2, 3 or 4",
    "the Dane is in house 2 or 4",
    "the Dane is in house 1, 2 or 3",
    "on the left of",
    "between",
  ]);

  it("speak politely, with full-width punctuation and no spaces between words", () => {
    expect(uiStringProblems(ui, (text) => japaneseProblems(text, asWritten, "polite"))).toEqual([]);
  });

  it("count houses with 軒, and say a cell as one says it, houses last", () => {
    expect(t.houseName(3)).toBe("3軒目");
    expect(t.cellLabel("デンマーク人", t.houseName(3), t.cellStates.no, false, false)).toBe("デンマーク人、3軒目：いいえ");
    expect(ui.cli.unique(5, 4, 12)).toBe("有効です（家5軒、属性4種類、ヒント12個）：解はちょうど1つです");
    expect(ui.cli.unsatisfiable([9, 16])).toBe("解がありません：すべてのヒントを満たす並べ方はありません（ヒント9と16は同時には成り立ちません）");
    expect(ui.cli.puzzleTitle(2)).toBe("第2問");
    expect(ui.cli.puzzleDetails({ seed: "7", index: 3, houses: 5, attributes: 4, level: "hard" })).toBe("シード7・番号3・5×4・上級");
    expect(ui.cli.heading(ui.cli.solutionNumber(2))).toBe("解答2：");
    // The grid the complete solver finishes, under a heading that says what it is; steps counted as 手順.
    expect(ui.cli.heading(ui.cli.completed)).toBe("推論はここで止まります。全探索のソルバーで埋めた表：");
    expect(t.statusSteps(12)).toBe("推論は全12手順です");
    expect(t.statusStepsPartial(12)).toBe("推論で12手順進めますが、それだけでは解き終わりません");
    expect(ui.cli.whyFalse("Norwegian at 2")).toBe("「Norwegian at 2」は成り立ちません：パズルのどの解でもそうなっていません");
  });

  it("name the themes and levels in Japanese", () => {
    for (const name of [...Object.values(t.themeNames), ...Object.values(t.difficultyNames), ...Object.values(ui.cli.levels)])
      expect(name).toMatch(/^[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー]+$/u);
  });
});

describe("the Japanese puzzle text in one register", () => {
  it("asks its questions in the plain style of its clues and answer (〜は何を飼っているか？, not 〜ていますか？)", () => {
    const questions = Object.values(locale.words.attributes).flatMap((w) => (w.question === undefined ? [] : [w.question.replace("{who}", "サム")]));
    expect(questions.length).toBeGreaterThan(20);
    const polite = questions.filter((q) => japaneseProblems(q).length > 0);
    expect(polite).toEqual([]);
  });
});

describe("Japanese issue messages", () => {
  /** A message's own words: the input it quotes (「…」, JSON) and the format's field names set aside. */
  const ownWords = (message: string) =>
    message
      .replace(/「[^」]*」/g, "\u0000")
      .replace(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)?\}/g, "\u0000")
      .replace(/[A-Za-z_][A-Za-z0-9_.-]*(?: − 1)?/g, "\u0000")
      .replace(/U\+[0-9A-F]{4}/g, "\u0000");

  it("are one polite line each, ending with 。, with full-width punctuation around Japanese words", () => {
    const failures: string[] = [];
    for (const c of issueCases) {
      for (const issue of c.issues()) {
        const line = renderer.issue(issue);
        const message = issue.path === "" ? line : line.slice(issue.path.length + 1);
        if (issue.path !== "" && !line.startsWith(`${issue.path}：`)) failures.push(`${c.id}: no full-width colon after the path: ${line}`);
        if (!/。$/.test(line) || line.includes("\n")) failures.push(`${c.id}: not one sentence line ending with 。: ${line}`);
        const problems = japaneseProblems(ownWords(message), [], "polite").filter((p) => p !== "ASCII letters outside names");
        if (problems.length > 0) failures.push(`${c.id}: ${problems.join(", ")}: ${line}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("quote the user's input with 「」 and suggest the fix", () => {
    const message = (id: string) => {
      const c = issueCases.find((x) => x.id === id)!;
      const issue = c.issues().find((i) => i.code === c.code && i.path === c.path)!;
      return renderer.issue(issue);
    };
    expect(message("unknown-value/typo")).toBe("clues[0].a.value：属性「Pet」に値「zebu」はありません（値はdog、cat、zebraです）。");
    expect(message("unknown-value/close typo")).toBe("clues[0].a.value：属性「Pet」に値「Zebras」はありません（「zebra」のことですか？）。");
    expect(message("unknown-value/number as text")).toBe(
      "clues[0].a.value：属性「Age」に値「30」はありません（値は20、30、40です）。数値は30のように引用符なしで書いてください。",
    );
    expect(message("unknown-clue-type/typo")).toBe("clues[0].type：ヒントの種類「nextTo」はありません（「next_to」のことですか？）。");
    expect(message("value-count/too few")).toBe("attributes.Color：属性「Color」の値が2個あります。sizeが3なので、ちょうど3個必要です。");
    expect(message("invalid-json/trailing comma")).toBe(
      "有効なJSONではありません：3行1列目、二重引用符で囲んだプロパティ名があるべきところに「}」があります（最後に余分なコンマがありませんか？）。",
    );
  });
});

describe("Japanese clues anchored on a numbered house", () => {
  it("say the placement a relation to a house amounts to, and name no person by a numbered house (3軒目の住人, 3軒目の人)", () => {
    expect(anchoredClueProblems(locale, /\d+軒目の(?:住人|人)/)).toEqual([]);
  });
});
