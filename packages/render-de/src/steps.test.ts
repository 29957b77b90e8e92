import type { Step, StepOf, Value } from "@zebra/model";
import type { RenderContext } from "@zebra/locale-kit";
import { describe, expect, it } from "vitest";
import { renderer } from "./index.js";
import { among, at, ctx, notAt, puzzle, v } from "./testing/einstein.js";

describe("German singles in a row", () => {
  const at = (attr: string, value: Value, pos: number) => ({ kind: "at" as const, entity: v(attr, value), pos });
  const single = (attr: string, value: Value, pos: number): Step => ({
    rule: "hidden-single",
    tier: 1,
    clues: [],
    premises: [],
    conclusions: [at(attr, value, pos)],
  });
  const placedByClue: Step = { rule: "clue", tier: 1, clues: [1], premises: [], conclusions: [at("Color", "red", 1)] };
  const solution = (steps: Step[]) => renderer.solution(steps, ctx, { style: "full", gridEvery: 0 });
  it("name each house once, in ascending order, in one sentence after the sentence that left them", () => {
    const text = solution([placedByClue, single("Nationality", "Greek", 4), single("Drink", "tea", 2), single("Pet", "zebra", 3)]);
    expect(text).toContain(
      "1. Nach Hinweis 2 ist das rote Haus Nummer 1. Damit bleibt jeweils nur noch ein Haus: Haus 2 für die Person, die Tee trinkt, Haus 3 für die Person mit dem Zebra und Haus 4 für den Griechen.",
    );
    expect(text).not.toContain("übrig");
  });
  it('say one house left for two once, and open with "nun" where no sentence comes before', () => {
    expect(solution([single("Nationality", "Greek", 2), single("Drink", "tea", 2)])).toContain(
      "1. Für den Griechen und die Person, die Tee trinkt, bleibt nun nur noch Haus 2.",
    );
    expect(solution([single("Nationality", "Greek", 2), single("Drink", "tea", 4)])).toContain(
      "1. Nun bleibt jeweils nur noch ein Haus: Haus 2 für den Griechen und Haus 4 für die Person, die Tee trinkt.",
    );
  });
  it("say a house left for two among other houses, more than three houses, and a house as the subject in more sentences", () => {
    expect(solution([placedByClue, single("Nationality", "Greek", 2), single("Drink", "tea", 2), single("Pet", "zebra", 3)])).toContain(
      " Für den Griechen bleibt nur noch Haus 2. Damit bleibt jeweils nur noch ein Haus: Haus 2 für die Person, die Tee trinkt, und Haus 3 für die Person mit dem Zebra.",
    );
    const four = solution([placedByClue, single("Nationality", "Greek", 2), single("Drink", "tea", 3), single("Pet", "zebra", 4), single("Job", "pilot", 5)]);
    expect(four).toContain(" Für den Griechen bleibt nur noch Haus 2. Damit bleibt jeweils nur noch ein Haus: Haus 3 für ");
    expect(solution([placedByClue, single("Color", "pink", 4), single("Nationality", "Greek", 2)])).toContain(
      " Das rosa Haus kann nur noch Nummer 4 sein. Für den Griechen bleibt nur noch Haus 2.",
    );
  });
  it("say the one person left in each of several houses in one sentence, not one 'Für Haus N bleibt nur noch' per house", () => {
    const naked = (attr: string, value: Value, pos: number): Step => ({
      rule: "naked-single",
      tier: 1,
      clues: [],
      premises: [],
      conclusions: [at(attr, value, pos)],
      attr,
      pos,
    });
    const text = solution([placedByClue, naked("Drink", "tea", 5), naked("Nationality", "Greek", 4), naked("Pet", "zebra", 1)]);
    expect(text).toContain(
      "1. Nach Hinweis 2 ist das rote Haus Nummer 1. Für Haus 1 bleibt damit nur noch die Person mit dem Zebra, für Haus 4 der Grieche und für Haus 5 die Person, die Tee trinkt.",
    );
    expect(text.match(/[Ff]ür Haus \d bleibt/g)).toHaveLength(1);
    // A house that comes twice keeps its sentences.
    expect(solution([naked("Drink", "tea", 5), naked("Pet", "zebra", 5)]).match(/Für Haus 5 bleibt/g)).toHaveLength(2);
  });
});

describe("German steps that place one person", () => {
  it('say two values placed in one house as one person: "wohnt diese Person in Haus 2"', () => {
    const text = renderer.step(
      {
        rule: "clue",
        tier: 1,
        clues: [2],
        premises: [
          { kind: "not_at", entity: v("Pet", "zebra"), positions: [1, 3, 4] },
          { kind: "not_at", entity: v("Drink", "tea"), positions: [5] },
        ],
        conclusions: [
          { kind: "at", entity: v("Pet", "zebra"), pos: 2 },
          { kind: "at", entity: v("Drink", "tea"), pos: 2 },
        ],
      },
      ctx,
    );
    expect(text).toBe(
      "Die Person mit dem Zebra wohnt in Haus 2 oder 5 und die Person, die Tee trinkt, nicht in Haus 5, also wohnt diese Person nach Hinweis 3 in Haus 2.",
    );
    expect(text).not.toMatch(/in Haus 2, und .* in Haus 2/);
  });
});

describe("German facts and steps", () => {
  it("say facts as statements and, verb last, inside a reason (houses by number)", () => {
    const both = (f: Parameters<typeof renderer.fact>[0]) => [renderer.fact(f, ctx, "main"), renderer.fact(f, ctx, "embedded")];
    expect(both(at("Nationality", "Swede", 2))).toEqual(["der Schwede wohnt in Haus 2", "der Schwede in Haus 2 wohnt"]);
    expect(both(notAt("Color", "green", [1, 3]))).toEqual(["das grüne Haus ist nicht Nummer 1 oder 3", "das grüne Haus nicht Nummer 1 oder 3 ist"]);
    expect(both(among("Color", "green", [1, 3]))).toEqual(["das grüne Haus kann nur Nummer 1 oder 3 sein", "das grüne Haus nur Nummer 1 oder 3 sein kann"]);
    expect(both(among("Drink", "tea", [2, 3, 4]))).toEqual([
      "die Person, die Tee trinkt, kann nur in Haus 2, 3 oder 4 wohnen",
      "die Person, die Tee trinkt, nur in Haus 2, 3 oder 4 wohnen kann",
    ]);
  });

  const step = (s: Step) => renderer.step(s, ctx);

  it("invert after 'Nach Hinweis', 'Also' and a reason with 'Da'", () => {
    expect(step({ rule: "clue", tier: 1, clues: [1], premises: [], conclusions: [at("Color", "red", 1)] })).toBe("Nach Hinweis 2 ist das rote Haus Nummer 1.");
    expect(step({ rule: "clue", tier: 1, clues: [0], premises: [among("Drink", "tea", [1, 2])], conclusions: [notAt("Nationality", "Swede", [4, 5])] })).toBe(
      "Die Person, die Tee trinkt, wohnt in Haus 1 oder 2, also wohnt der Schwede nach Hinweis 1 nicht in Haus 4 oder 5.",
    );
    expect(step({ rule: "clue", tier: 1, clues: [2], premises: [], conclusions: [notAt("Pet", "zebra", [3]), notAt("Drink", "tea", [3])] })).toBe(
      "Nach Hinweis 3 trinkt die Person mit dem Zebra Tee. Also wohnt die Person mit dem Zebra nicht in Haus 3 und die Person, die Tee trinkt, nicht in Haus 3.",
    );
  });

  it("say 'er' or 'sie' for a person just named alone, and never the verb of a reason twice in a row", () => {
    const more: RenderContext = {
      puzzle: {
        ...puzzle,
        clues: [
          ...puzzle.clues,
          { type: "ends", a: v("Drink", "tea") },
          { type: "left_of", a: v("Nationality", "Swede"), b: { pos: 4 } },
          { type: "ends", a: v("Color", "red") },
        ],
      },
      lexicon: ctx.lexicon,
    };
    const said = (s: Step) => renderer.step(s, more);
    expect(said({ rule: "clue", tier: 1, clues: [3], premises: [], conclusions: [notAt("Drink", "tea", [2, 3, 4])] })).toBe(
      "Nach Hinweis 4 wohnt die Person, die Tee trinkt, an einem Ende der Reihe, also in Haus 1 oder 5.",
    );
    expect(said({ rule: "clue", tier: 1, clues: [4], premises: [], conclusions: [notAt("Nationality", "Swede", [4, 5])] })).toBe(
      "Nach Hinweis 5 wohnt der Schwede irgendwo links vom vierten Haus, also nicht in Haus 4 oder 5.",
    );
    // A house keeps its name: "es" could be any house the sentence numbered.
    expect(said({ rule: "clue", tier: 1, clues: [5], premises: [], conclusions: [notAt("Color", "red", [2, 3, 4])] })).toBe(
      "Nach Hinweis 6 steht das rote Haus an einem Ende der Reihe. Also ist das rote Haus Nummer 1 oder 5.",
    );
    expect(said({ rule: "clue", tier: 1, clues: [3], premises: [among("Drink", "tea", [1, 2])], conclusions: [at("Drink", "tea", 1)] })).toBe(
      "Die Person, die Tee trinkt, wohnt in Haus 1 oder 2, also wohnt sie nach Hinweis 4 in Haus 1.",
    );
    // "…, nicht in Haus 5 wohnt, wohnt …": one reason is said first, several after the conclusion.
    expect(said({ rule: "clue", tier: 1, clues: [3], premises: [notAt("Drink", "tea", [5])], conclusions: [at("Drink", "tea", 1)] })).toBe(
      "Die Person, die Tee trinkt, wohnt nicht in Haus 5, also wohnt sie nach Hinweis 4 in Haus 1.",
    );
    expect(
      said({
        rule: "clue",
        tier: 1,
        clues: [0],
        premises: [at("Drink", "tea", 2), notAt("Nationality", "Swede", [1])],
        conclusions: [at("Nationality", "Swede", 3)],
      }),
    ).toBe(
      // The reason first, in a short main clause, never "…, weil …" after the fact.
      "Die Person, die Tee trinkt, wohnt in Haus 2 und der Schwede nicht in Haus 1, also wohnt der Schwede nach Hinweis 1 in Haus 3.",
    );
  });

  it("place the last value of a house and the last house of a value", () => {
    expect(step({ rule: "naked-single", tier: 1, clues: [], premises: [], conclusions: [at("Drink", "milk", 3)], attr: "Drink", pos: 3 })).toBe(
      "Für Haus 3 bleibt nur noch die Person, die Milch trinkt.",
    );
    expect(step({ rule: "hidden-single", tier: 1, clues: [], premises: [], conclusions: [at("Color", "pink", 4), at("Nationality", "Greek", 2)] })).toBe(
      "Das rosa Haus kann nur noch Nummer 4 sein. Für den Griechen bleibt nur noch Haus 2.",
    );
  });

  it("consider clues together, with what is known, their cases and what holds in every case", () => {
    expect(
      step({
        rule: "clue-combination",
        tier: 2,
        clues: [0, 2],
        premises: [at("Color", "red", 1)],
        conclusions: [notAt("Pet", "zebra", [5])],
        split: {
          entity: v("Nationality", "Swede"),
          cases: [
            { pos: 2, steps: [{ rule: "clue", tier: 1, clues: [0], premises: [at("Nationality", "Swede", 2)], conclusions: [notAt("Drink", "tea", [4, 5])] }] },
            { pos: 4, steps: [], clash: { conflict: { kind: "clue", clue: 2 }, facts: [at("Nationality", "Swede", 4), at("Drink", "tea", 5)] } },
          ],
        },
      }),
    ).toBe(
      [
        "Betrachten wir die Hinweise 1 und 3 zusammen: Der Schwede wohnt neben der Person, die Tee trinkt; die Person mit dem Zebra trinkt Tee. Wir wissen, dass das rote Haus Nummer 1 ist.",
        "  Der Schwede wohnt in Haus 2 oder 4.",
        "  - Wenn der Schwede in Haus 2 wohnt:",
        "      - Nach Hinweis 1 wohnt die Person, die Tee trinkt, also nicht in Haus 4 oder 5.",
        "  - Im Fall von Haus 4:",
        "      Dann wohnt die Person, die Tee trinkt, in Haus 5, was Hinweis 3 widerspricht, also scheidet dieser Fall aus.",
        "In jedem Fall wohnt die Person mit dem Zebra nicht in Haus 5.",
      ].join("\n"),
    );
  });

  it("prove by contradiction, ending on the facts that clash and what they break", () => {
    expect(
      step({
        rule: "contradiction",
        tier: 3,
        clues: [2],
        premises: [],
        assumption: at("Pet", "zebra", 5),
        subSteps: [{ rule: "clue", tier: 1, clues: [2], premises: [at("Pet", "zebra", 5)], conclusions: [at("Drink", "tea", 5)] }],
        clash: { conflict: { kind: "clue", clue: 0 }, facts: [at("Drink", "tea", 5), at("Nationality", "Swede", 3)] },
        conclusions: [notAt("Pet", "zebra", [5])],
      }),
    ).toBe(
      [
        "Angenommen, die Person mit dem Zebra wohnt in Haus 5. Dann gilt:",
        "  - Nach Hinweis 3 wohnt dort auch die Person, die Tee trinkt.",
        "Dann wohnt der Schwede in Haus 3, was Hinweis 1 widerspricht, also wohnt die Person mit dem Zebra nicht in Haus 5.",
      ].join("\n"),
    );
    const contradiction = (assumption: ReturnType<typeof at>, conflict: StepOf<"contradiction">["clash"]["conflict"], subSteps: Step[] = []) =>
      step({ rule: "contradiction", tier: 3, clues: [], premises: [], assumption, subSteps, clash: { conflict, facts: [] }, conclusions: [] });
    expect(contradiction(at("Nationality", "Swede", 1), { kind: "clue", clue: 0 })).toBe(
      "Angenommen, der Schwede wohnt in Haus 1. Das widerspricht Hinweis 1, also wohnt er nicht in Haus 1.",
    );
    expect(
      contradiction(at("Nationality", "Swede", 1), { kind: "no-position", entity: v("Nationality", "German") }, [
        { rule: "hidden-single", tier: 1, clues: [], premises: [], conclusions: [at("Nationality", "Greek", 2)] },
      ]),
    ).toBe(
      [
        "Angenommen, der Schwede wohnt in Haus 1. Dann gilt:",
        "  - Für den Griechen bleibt nur noch Haus 2.",
        "Dann bliebe aber für den Deutschen kein Haus mehr übrig, also wohnt der Schwede nicht in Haus 1.",
      ].join("\n"),
    );
    expect(contradiction(at("Color", "green", 2), { kind: "no-position", entity: v("Color", "orange") })).toBe(
      "Angenommen, das grüne Haus ist Nummer 2. Dann bliebe aber für das orangefarbene Haus kein Platz mehr in der Reihe, also ist das grüne Haus nicht Nummer 2.",
    );
    expect(contradiction(at("Drink", "water", 5), { kind: "no-value", attr: "Drink", pos: 1 })).toBe(
      "Angenommen, die Person, die Wasser trinkt, wohnt in Haus 5. Dann bliebe aber für Haus 1 kein Getränk mehr übrig, also wohnt sie nicht in Haus 5.",
    );
  });
});
