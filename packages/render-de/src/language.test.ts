import { difficulties, lexiconFor } from "@zebra/model";
import type { Difficulty } from "@zebra/model";
import { allSteps, anchoredClueProblems, generateCase, type GeneratedRequest } from "@zebra/testkit";
import { describe, expect, it } from "vitest";
import { locale, renderer } from "./index.js";
import { germanProblems } from "./testing/language-checks.js";

// German as an editor reads it, over whole generated puzzles: both built-in themes, 4 to 8
// houses, every level, all clue types. Each mistake class a review found has a check in
// language-checks.ts; these tests show that every check fails on the mistake it names and
// that no generated text makes one.

describe("the German language checks", () => {
  it("fail on the mistakes a German editor found", () => {
    const wrong: readonly [string, string][] = [
      ["Der Däne wohnt links von die Person, die Tee trinkt.", "dative preposition before a nominative or accusative article"],
      ["Die Person mit die Katze wohnt in Haus 2.", "dative preposition before a nominative or accusative article"],
      ["Der Däne wohnt neben den Hund.", "dative preposition before 'den' and a singular noun"],
      ["Der Däne wohnt neben den Schweden.", "dative preposition before 'den' and a weak noun"],
      ["Zwischen dem Dänen und die Person im roten Haus liegt genau ein Haus.", "second member of 'zwischen' not in the dative"],
      ["Für der Person, die Tee trinkt, bleibt nur noch Haus 2 übrig.", "accusative preposition before a dative article"],
      ["Der Däne ist älter als dem Schweden.", "'als' before a dative"],
      ["Der Däne wohnt neben dem rote Haus.", "weak adjective ending after a dative article"],
      ["Das roten Haus steht an einem Ende der Reihe.", "adjective ending -en after a nominative neuter article"],
      ["Der Däne wohnt links von dem Schweden.", "preposition and article not contracted"],
      ["Der Schwede wohnt neben dem Däne.", "weak noun without its ending"],
      ["Der Deutscher hält das Zebra.", "adjectival noun with the wrong ending"],
      ["Der Däne wohnt neben dem 40-Jährige.", "adjectival noun with the wrong ending"],
      ["Die Person, der Tee trinkt, wohnt in Haus 2.", "relative pronoun of 'Person' not 'die'"],
      ["Der Schwede hält nicht einen Hund.", "'nicht' before an indefinite article (kein)"],
      ["Da der Däne kann nur in Haus 2 wohnen, wohnt der Schwede in Haus 4.", "main-clause order after 'weil', 'da' or 'dass' (… kann … wohnen)"],
      ["Da der Däne wohnt in Haus 2, wohnt der Schwede in Haus 4.", "verb not last in a subordinate clause"],
      ["Der Schwede wohnt also in Haus 3, weil der Däne in Haus 2 wohnt.", "a reason after what follows from it ('…, weil …')"],
      ["Die Person, die Tee trinkt wohnt in Haus 2.", "relative clause with its verb not last"],
      ["Nach Hinweis 4 das grüne Haus steht direkt links vom weißen Haus.", "no inversion after a fronted element"],
      ["Also der Däne wohnt in Haus 2.", "no inversion after a fronted element"],
      ["Die Person, die die Limousine fährt, wohnt in Haus 2.", "doubled word"],
      ["Da das grüne Haus Haus 4 ist, wohnt der Däne in Haus 3.", "house named 'Haus' after a house ('ist Haus 4')"],
      ["Der Däne wohnt in Haus 2, 3, oder 4.", "serial comma"],
      ["Entweder der Däne trinkt Tee, oder der Schwede hält einen Hund (oder beides).", "inclusive 'oder beides' after an exclusive 'entweder'"],
      ["Betrachten wir die Hinweise 3 und 7 zusammen: der Däne trinkt Tee.", "small letter after a colon that starts a sentence"],
      ["Die Person ist 158cm groß.", "number glued to its unit"],
      ["Emma ist Grieche.", "a woman's name with a masculine noun"],
      ["Der Grieche heißt Emma.", "a woman's name with a masculine noun"],
      ["Zwischen dem Dänen und dem Schweden liegen genau zwei Haus.", "count and noun disagree"],
      ["The Dane lives in the red house.", "English word"],
      [
        "Da der Dunhill-Raucher in Haus 1 wohnt, wohnt die Person mit dem Pferd in Haus 2.",
        "the verb of a reason said again right after it ('Da …, in Haus 1 wohnt, wohnt …')",
      ],
      ["Da das grüne Haus Nummer 1 ist, ist das weiße Haus Nummer 2.", "the verb of a reason said again right after it ('Da …, in Haus 1 wohnt, wohnt …')"],
      [
        "Da die Person, die Apfelkuchen bestellt, nur in Haus 1 oder 5 wohnen kann, wohnt die Person, die Apfelkuchen bestellt, in Haus 1.",
        "a person said again where 'er' or 'sie' is clear",
      ],
      [
        "Nach Hinweis 7 wohnt die Person, die Sushi macht, an einem Ende der Reihe. Also wohnt die Person, die Sushi macht, nicht in Haus 2, 3 oder 4.",
        "a person said again where 'er' or 'sie' is clear",
      ],
      [
        "Nach Hinweis 12 wohnt die 173 cm große Person irgendwo links vom fünften Haus. Also wohnt die 173 cm große Person nicht in Haus 5.",
        "a person said again where 'er' or 'sie' is clear",
      ],
      ["Jede Person ist unterschiedlich groß: 158, 160, 173, 178 und 183 cm.", "'jede' with 'unterschiedlich' (one person cannot differ)"],
      ["Der judospieler trinkt Tee.", "compound noun with a small letter ('der judospieler')"],
      ["Der Schwede wohnt nicht in Haus 1, denn der Däne in Haus 1 wohnt.", "verb last after 'denn'"],
    ];
    for (const [text, problem] of wrong) expect(germanProblems(text), text).toContain(problem);
  });

  it("pass the editor's own sentences", () => {
    for (const text of [
      "Nach Hinweis 3 trinkt der Däne Tee. Da der Däne nur in Haus 2, 3, 4 oder 5 wohnen kann und die Person, die Tee trinkt, nur in Haus 1, 2, 4 oder 5 wohnen kann, wohnt der Däne nicht in Haus 3, und die Person, die Tee trinkt, wohnt nicht in Haus 1.",
      "Zwischen dem Dänen und der Person mit dem Pferd liegen genau zwei Häuser.",
      "Der Däne wohnt irgendwo rechts vom Norweger und links von der Person mit dem Zebra.",
      "Angenommen, der Schwede wohnt in Haus 2. Dann bliebe aber für den Deutschen kein Haus mehr übrig, also wohnt der Schwede nicht in Haus 2.",
      "Jede Person arbeitet in einem anderen Stockwerk: 3., 5. und 8. Stock.",
      "Welche Farbe hat das Haus, in dem der Däne wohnt?",
      "Emma ist Griechin.",
      "Der Dunhill-Raucher wohnt in Haus 1, also wohnt die Person mit dem Pferd in Haus 2.",
      "Nach Hinweis 7 wohnt die Person, die Sushi macht, an einem Ende der Reihe. Also wohnt sie nicht in Haus 2, 3 oder 4.",
      "Da die Person, die Apfelkuchen bestellt, nur in Haus 1 oder 5 wohnen kann, wohnt sie in Haus 1, und die Person, die Tacos macht, wohnt nicht in Haus 1.",
      "Die Person, die Tee trinkt, wohnt in Haus 2 und der Schwede nicht in Haus 1, also wohnt der Schwede nach Hinweis 1 in Haus 3.",
      "Jede Person hat eine andere Körpergröße: 158, 160, 173, 178 und 183 cm.",
      "Der Judospieler trinkt Tee.",
      "Zwischen der Person mit 18 km Arbeitsweg und der Person mit 13 km Arbeitsweg liegt genau ein Haus und die Person mit 11 km Arbeitsweg wohnt im achten Haus.",
      "Der Schwede wohnt nicht in Haus 1, denn der Däne wohnt in Haus 1.",
    ]) {
      expect(germanProblems(text), text).toEqual([]);
    }
  });
});

/** Requests over both themes, 4 to 8 houses and every level (hard and expert where the sampler reaches them fast). */
function requests(): GeneratedRequest[] {
  const out: GeneratedRequest[] = [];
  let seed = 1;
  for (const theme of ["classic", "default"] as const) {
    for (const size of theme === "classic" ? [4, 5] : [4, 5, 6, 7, 8]) {
      for (const difficulty of difficulties as readonly Difficulty[]) {
        if ((difficulty === "hard" || difficulty === "expert") && size > 6) continue;
        out.push({ theme, size, attributes: Math.min(size, 5), seed: seed++, difficulty, allTypes: seed % 2 === 0 });
      }
    }
  }
  return out;
}

describe("German over generated puzzles", () => {
  it("makes none of the mistakes, in puzzles, solutions, questions and answers", () => {
    const failures: string[] = [];
    let texts = 0;
    for (const request of requests()) {
      const { vocabulary, result } = generateCase(request);
      if (!result.ok) continue;
      const { puzzle } = result;
      const ctx = { puzzle, lexicon: lexiconFor(vocabulary, locale.words, puzzle) };
      const sentences = [
        ...puzzle.clues.map((c) => renderer.clue(c, ctx)),
        ...allSteps(result.steps).map((s) => renderer.step(s, ctx)),
        ...result.qa.flatMap((q) => [renderer.question(q.query, ctx), renderer.answer(q, ctx)]),
        renderer.puzzle(ctx),
        renderer.solution(result.steps, ctx),
      ];
      for (const text of sentences) {
        texts++;
        const problems = germanProblems(text);
        if (problems.length > 0 && failures.length < 10) failures.push(`${JSON.stringify(request)}: ${problems.join(", ")}\n  ${text.slice(0, 400)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(texts).toBeGreaterThan(1000);
  }, 240_000);
});

describe("German clues anchored on a numbered house", () => {
  it("say the placement a relation to a house amounts to, and name no person by a numbered house ('die Person im dritten Haus')", () => {
    const ordinal = "(?:erst|zweit|dritt|viert|fünft|sechst|siebt|acht|neunt|zehnt|elft|zwölft)en|\\d+\\.";
    expect(anchoredClueProblems(locale, new RegExp(`\\bPerson im (?:${ordinal}) Haus\\b`))).toEqual([]);
  });
});
