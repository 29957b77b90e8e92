import { daneCombination, daneProof, einsteinInput } from "@zebra/testkit";
import type { Clue, Conclusion, Fact, Lexicon, Step, ValueRef } from "@zebra/model";
import type { RenderContext } from "@zebra/locale-kit";
import { describe, expect, it } from "vitest";
import { locale, renderer } from "./index.js";
import { C, D, lexicon, N, P, puzzle } from "./testing/einstein.js";

describe("English steps", () => {
  const withClues: RenderContext = {
    puzzle: {
      ...puzzle,
      clues: [
        { type: "same", a: N("English"), b: C("red") },
        { type: "immediately_left", a: C("green"), b: C("white") },
        { type: "same", a: N("Dane"), b: D("tea") },
        { type: "at", a: N("Norwegian"), pos: 1 },
      ],
    },
    lexicon,
  };
  const step = (s: Step) => renderer.step(s, withClues);

  it("cite the clue with what it says, note the facts used after the values they are about, and say what follows", () => {
    expect(
      step({
        rule: "clue",
        tier: 1,
        clues: [1],
        premises: [{ kind: "among", entity: C("white"), positions: [2, 4] }],
        conclusions: [{ kind: "not_at", entity: C("green"), positions: [2, 4, 5] }],
      }),
    ).toBe("The white house is house 2 or 4, so by clue 2 the green house is house 1 or 3.");
    expect(
      step({
        rule: "clue",
        tier: 1,
        clues: [2],
        premises: [{ kind: "not_at", entity: N("Dane"), positions: [1] }],
        conclusions: [{ kind: "not_at", entity: D("tea"), positions: [1] }],
      }),
    ).toBe("By clue 3, the tea drinker is the Dane and so is not in house 1 either.");
    expect(step({ rule: "clue", tier: 1, clues: [3], premises: [], conclusions: [{ kind: "at", entity: N("Norwegian"), pos: 1 }] })).toBe(
      "By clue 4, the Norwegian lives in house 1.",
    );
  });

  it("cite a clue the text has stated by its number, between what the step starts from and what follows, when that is shorter", () => {
    const stated = (s: Step, clues: number[]) => renderer.step(s, { ...withClues, statedClues: new Set(clues) });
    const left: Step = {
      rule: "clue",
      tier: 1,
      clues: [1],
      premises: [{ kind: "among", entity: C("white"), positions: [2, 4] }],
      conclusions: [{ kind: "not_at", entity: C("green"), positions: [2, 4, 5] }],
    };
    expect(stated(left, [1])).toBe("The white house is house 2 or 4, so by clue 2 the green house is house 1 or 3.");
    // Only the clue the step uses counts: another one stated leaves it restated.
    expect(stated(left, [0, 2])).toBe(step(left));
    const tea: Step = {
      rule: "clue",
      tier: 1,
      clues: [2],
      premises: [{ kind: "not_at", entity: N("Dane"), positions: [1, 5] }],
      conclusions: [{ kind: "not_at", entity: D("tea"), positions: [5] }],
    };
    expect(stated(tea, [2])).toBe("The Dane is not in house 1 or 5, so by clue 3 neither is the tea drinker.");
    expect(
      stated(
        { ...tea, premises: [{ kind: "among", entity: N("Dane"), positions: [2, 3] }], conclusions: [{ kind: "not_at", entity: D("tea"), positions: [4] }] },
        [2],
      ),
    ).toBe("The Dane is in house 2 or 3, so by clue 3 the tea drinker is too.");
    // A step that says the clue itself (a placement) reads the same either way.
    const norwegian: Step = { rule: "clue", tier: 1, clues: [3], premises: [], conclusions: [{ kind: "at", entity: N("Norwegian"), pos: 1 }] };
    expect(stated(norwegian, [3])).toBe(step(norwegian));
  });

  // The green house placed in house 2: by clue 2, the white house is house 3.
  const placed: Step = {
    rule: "clue",
    tier: 1,
    clues: [1],
    premises: [{ kind: "at", entity: C("green"), pos: 2 }],
    conclusions: [{ kind: "at", entity: C("white"), pos: 3 }],
  };

  it("refer back to the two values a sentence has just named as the former and the latter, when that is shorter", () => {
    const edges: Step = {
      rule: "clue",
      tier: 1,
      clues: [1],
      premises: [],
      conclusions: [
        { kind: "not_at", entity: C("white"), positions: [1] },
        { kind: "not_at", entity: C("green"), positions: [5] },
      ],
    };
    // Ruling houses out by itself, the clue is cited by number only, its values in its order.
    expect(step(edges)).toBe("By clue 2, the green house is not house 5 and the white house not house 1.");
    const cited: Step = {
      ...edges,
      premises: [
        { kind: "not_at", entity: C("green"), positions: [1] },
        { kind: "not_at", entity: C("white"), positions: [5] },
      ],
      conclusions: [
        { kind: "not_at", entity: C("green"), positions: [4] },
        { kind: "not_at", entity: C("white"), positions: [2] },
      ],
    };
    expect(renderer.step(cited, { ...withClues, statedClues: new Set([1]) })).toBe(
      "The green house is not house 1 and the white house not house 5, so by clue 2 the former is not house 4 and the latter not house 2.",
    );
    expect(step(placed)).toBe("The green house is house 2, so by clue 2 the white house is house 3.");
  });

  it("take what the sentence before has just said as read ('So by clue 2, …'; after a case, 'By clue 3, …')", () => {
    const stated = { ...withClues, statedClues: new Set([1]) };
    expect(renderer.step(placed, { ...stated, justSaid: [{ kind: "at", entity: C("green"), pos: 2 }] })).toBe("So by clue 2, the white house is house 3.");
    // Said otherwise, or not just before: the step says what it starts from.
    expect(renderer.step(placed, { ...stated, justSaid: [{ kind: "at", entity: C("red"), pos: 2 }] })).toBe(
      "The green house is house 2, so by clue 2 the white house is house 3.",
    );
    expect(renderer.step(placed, stated)).toBe("The green house is house 2, so by clue 2 the white house is house 3.");
    // A clue not stated yet is cited the same way: the shorter of its number and its words.
    expect(step(placed)).toBe("The green house is house 2, so by clue 2 the white house is house 3.");
    expect(renderer.step(placed, { ...withClues, justSaid: [{ kind: "at", entity: C("green"), pos: 2 }] })).toBe("So by clue 2, the white house is house 3.");
  });

  it("cite a clue by number where its words add nothing, and take the sentence before as read", () => {
    const { puzzle: einstein, lexicon: words, steps } = einsteinInput(locale.words);
    const ctx = { puzzle: einstein, lexicon: words };
    const text = renderer.solution(steps, ctx);
    // Clue 4 rules houses out by itself, then works from what the text has said: its number is enough.
    expect(text).not.toContain("immediately to the left of the white house");
    expect(text).toContain("By clue 4, the green house is not house 5 and the white house not house 1.");
    expect(text).toContain("So by clue 4, the white house is not house 4.");
    // A clue not cited before, applied to the sentence just before it.
    expect(text).toContain("By clue 9, the Norwegian lives in house 1. So by clue 14, the blue house is house 2.");
  });

  it("word singles in a row as one sentence, in both styles", () => {
    const { puzzle: einstein, lexicon: words, steps } = einsteinInput(locale.words);
    const ctx = { puzzle: einstein, lexicon: words };
    const full = renderer.solution(steps, ctx);
    expect(full).toContain("That leaves house 4 for the Prince smoker and house 3 for the Pall Mall smoker.");
    expect(full).not.toMatch(/(Only house \d is left|That leaves house \d) for [^.\n]*\. (Only house \d is left|That leaves house \d)/);
    const concise = renderer.solution(steps, ctx, { style: "concise" });
    expect(concise).toContain("Prince: house 4; Pall Mall: house 3.");
    expect(concise).not.toMatch(/: house \d\. [A-Z][^.:\n]*: house \d\./);
  });

  it("end a proof on the value a clue would need, without repeating what its steps have just said", () => {
    const proof: Step = {
      ...daneProof,
      clash: {
        conflict: { kind: "clue", clue: 0 },
        facts: [
          { kind: "at", entity: N("Dane"), pos: 3 },
          { kind: "at", entity: C("red"), pos: 3 },
        ],
        forced: { kind: "at", entity: N("English"), pos: 3 },
      },
    };
    const full = step(proof).split("\n").at(-1)!;
    expect(full).toBe(
      "But then the red house is house 3; by clue 1, the Englishman would have to live in house 3, where the Dane lives, so the Dane is not in house 3.",
    );
    // Every fact of the clash said by the proof: the last line still starts from the supposition ("But then"), not "By clue 1, …".
    const said: Step = { ...proof, clash: { ...proof.clash, facts: [{ kind: "at", entity: N("Dane"), pos: 3 }] } };
    expect(step(said).split("\n").at(-1)).toBe(
      "But then, by clue 1, the Englishman would have to live in house 3, where the Dane lives, so the Dane is not in house 3.",
    );
    expect(renderer.step(proof, withClues, "concise")).toBe(
      "If Dane in 3: tea = Dane (3, clue 3); red in 3: clue 1 needs Englishman in 3, where Dane is. So Dane not in 3.",
    );
  });

  it("leave out a repeated verb only where it reads the same, never across a 'not'", () => {
    const mixed = step({
      rule: "clue",
      tier: 1,
      clues: [3],
      premises: [],
      conclusions: [
        { kind: "not_at", entity: N("Dane"), positions: [1] },
        { kind: "not_at", entity: D("tea"), positions: [2, 3, 4] },
      ],
    });
    expect(mixed).toMatch(/the Dane is not in house 1 and the tea drinker is in house 1 or 5/);
    const alike = step({
      rule: "clue",
      tier: 1,
      clues: [3],
      premises: [],
      conclusions: [
        { kind: "not_at", entity: N("Dane"), positions: [1] },
        { kind: "not_at", entity: D("tea"), positions: [2] },
      ],
    });
    expect(alike).toMatch(/the Dane is not in house 1 and the tea drinker not in house 2/);
  });

  it("say once what a clue that pins a house or an end of the row gives, without restating it", () => {
    const more: RenderContext = {
      ...withClues,
      puzzle: {
        ...withClues.puzzle,
        clues: [
          { type: "immediately_left", a: D("milk"), b: { pos: 4 } },
          { type: "ends", a: P("dog") },
        ],
      },
    };
    expect(renderer.step({ rule: "clue", tier: 1, clues: [0], premises: [], conclusions: [{ kind: "at", entity: D("milk"), pos: 3 }] }, more)).toBe(
      "By clue 1, the milk drinker lives in house 3.",
    );
    expect(
      renderer.step({ rule: "clue", tier: 1, clues: [1], premises: [], conclusions: [{ kind: "not_at", entity: P("dog"), positions: [2, 3, 4] }] }, more),
    ).toBe("By clue 2, the dog owner is in house 1 or 5.");
  });

  it('say what two people share once: "neither is in house 2", not "the former … and the latter …" twice over', () => {
    const near: RenderContext = { ...withClues, puzzle: { ...withClues.puzzle, clues: [{ type: "next_to", a: P("zebra"), b: D("milk") }] } };
    const premises: Fact[] = [
      { kind: "not_at", entity: P("zebra"), positions: [1, 3] },
      { kind: "not_at", entity: D("milk"), positions: [1, 3] },
    ];
    const conclusions: Conclusion[] = [
      { kind: "not_at", entity: P("zebra"), positions: [2] },
      { kind: "not_at", entity: D("milk"), positions: [2] },
    ];
    expect(renderer.step({ rule: "clue", tier: 1, clues: [0], premises, conclusions }, near)).toBe(
      "By clue 1, the zebra owner (not house 1 or 3) lives next to the milk drinker (not house 1 or 3), so neither is in house 2.",
    );
  });

  it('name the one value of a clue again as "that person" or "it", not in full', () => {
    const one: RenderContext = {
      ...withClues,
      puzzle: {
        ...withClues.puzzle,
        clues: [
          { type: "right_of", a: P("zebra"), b: { pos: 2 } },
          { type: "ends", a: C("green") },
          { type: "ends", a: N("Swede") },
        ],
      },
    };
    const said = (clue: number, premises: Fact[], conclusions: Conclusion[]) =>
      renderer.step({ rule: "clue", tier: 1, clues: [clue], premises, conclusions }, one);
    expect(said(0, [], [{ kind: "not_at", entity: P("zebra"), positions: [1, 2] }])).toBe("By clue 1, the zebra owner is not in house 1 or 2.");
    expect(said(1, [], [{ kind: "not_at", entity: C("green"), positions: [2, 3, 4] }])).toBe("By clue 2, the green house is house 1 or 5.");
    expect(said(2, [{ kind: "not_at", entity: N("Swede"), positions: [5] }], [{ kind: "at", entity: N("Swede"), pos: 1 }])).toBe(
      "The Swede is not in house 5, so by clue 3 that person lives in house 1.",
    );
    // Cited by number, the premise has just named the value: "that person", not "the zebra owner" twice.
    const cited = (clue: number, premises: Fact[], conclusions: Conclusion[]) =>
      renderer.step({ rule: "clue", tier: 1, clues: [clue], premises, conclusions }, { ...one, statedClues: new Set([0, 1]) });
    expect(cited(0, [{ kind: "among", entity: P("zebra"), positions: [1, 5] }], [{ kind: "at", entity: P("zebra"), pos: 5 }])).toBe(
      "The zebra owner is in house 1 or 5, so by clue 1 that person lives in house 5.",
    );
    expect(cited(1, [{ kind: "not_at", entity: C("green"), positions: [1] }], [{ kind: "at", entity: C("green"), pos: 5 }])).toBe(
      "The green house is not house 1, so by clue 2 it is house 5.",
    );
    // A name stays a name ("that person" would be odd after "Alice").
    const names: Lexicon = { ...lexicon, attributes: { ...lexicon.attributes, Nationality: { noun: "name", subject: "{value}", predicate: "is {value}" } } };
    const named = {
      ...one,
      lexicon: names,
      puzzle: {
        ...one.puzzle,
        attributes: one.puzzle.attributes.map((a) => (a.name === "Nationality" ? { ...a, values: ["Alice", "Bob", "Carol", "Dan", "Eve"] } : a)),
        clues: [{ type: "ends", a: N("Carol") }] as Clue[],
      },
    };
    expect(
      renderer.step(
        {
          rule: "clue",
          tier: 1,
          clues: [0],
          premises: [{ kind: "among", entity: N("Carol"), positions: [1, 2] }],
          conclusions: [{ kind: "at", entity: N("Carol"), pos: 1 }],
        },
        { ...named, statedClues: new Set([0]) },
      ),
    ).toBe("Carol is in house 1 or 2, so by clue 1 Carol lives in house 1.");
    const premise: Fact = { kind: "not_at", entity: N("Carol"), positions: [5] };
    expect(renderer.step({ rule: "clue", tier: 1, clues: [0], premises: [premise], conclusions: [{ kind: "at", entity: N("Carol"), pos: 1 }] }, named)).toBe(
      "Carol is not in house 5, so by clue 1 Carol lives in house 1.",
    );
  });

  it("say that two people who are one are both ruled out of the houses either is ruled out of", () => {
    const premises: Fact[] = [
      { kind: "not_at", entity: N("Dane"), positions: [1] },
      { kind: "not_at", entity: D("tea"), positions: [3] },
    ];
    const conclusions: Conclusion[] = [
      { kind: "not_at", entity: N("Dane"), positions: [3] },
      { kind: "not_at", entity: D("tea"), positions: [1] },
    ];
    expect(step({ rule: "clue", tier: 1, clues: [2], premises, conclusions })).toBe("By clue 3, the Dane drinks tea, so that person is not in house 1 or 3.");
    const among: Fact[] = [{ kind: "among", entity: N("Dane"), positions: [2, 4] }];
    expect(step({ rule: "clue", tier: 1, clues: [2], premises: among, conclusions: [{ kind: "not_at", entity: D("tea"), positions: [1, 3, 5] }] })).toBe(
      "By clue 3, the tea drinker is the Dane and so is in house 2 or 4 too.",
    );
    // Carried back to the clause's subject, the clause has just named that person: "and so", not the person named again.
    const back: Fact[] = [{ kind: "not_at", entity: D("tea"), positions: [1] }];
    expect(step({ rule: "clue", tier: 1, clues: [2], premises: back, conclusions: [{ kind: "not_at", entity: N("Dane"), positions: [1] }] })).toBe(
      "By clue 3, the Dane drinks tea and so is not in house 1 either.",
    );
    // Placed together, they are one person placed, not two placements in one house.
    const apart: Fact[] = [
      { kind: "not_at", entity: N("Dane"), positions: [1, 3, 4] },
      { kind: "not_at", entity: D("tea"), positions: [5] },
    ];
    const placed: Conclusion[] = [
      { kind: "at", entity: N("Dane"), pos: 2 },
      { kind: "at", entity: D("tea"), pos: 2 },
    ];
    expect(step({ rule: "clue", tier: 1, clues: [2], premises: apart, conclusions: placed })).toBe(
      "By clue 3, the Dane (house 2 or 5) drinks tea (not house 5), so that person lives in house 2.",
    );
    // Cited after a sentence that names the two (chosen when shorter: here the clue's words are long): "both", "neither".
    const wordy: Lexicon = {
      ...lexicon,
      attributes: {
        ...lexicon.attributes,
        Drink: {
          ...lexicon.attributes.Drink,
          predicate: "drinks {value} with breakfast each and every single morning of the week without fail, rain or shine",
        },
      },
    };
    const cited = (premises: Fact[], conclusions: Conclusion[]) =>
      renderer.step({ rule: "clue", tier: 1, clues: [2], premises, conclusions }, { ...withClues, lexicon: wordy, statedClues: new Set([2]) });
    expect(cited(apart, placed)).toBe("The Dane is in house 2 or 5 and the tea drinker is not in house 5, so by clue 3 both live in house 2.");
    const amongBoth: Fact[] = [
      { kind: "among", entity: N("Dane"), positions: [2, 3, 4] },
      { kind: "not_at", entity: D("tea"), positions: [2] },
    ];
    const both: Conclusion[] = [
      { kind: "not_at", entity: N("Dane"), positions: [2] },
      { kind: "not_at", entity: D("tea"), positions: [1, 5] },
    ];
    expect(cited(amongBoth, both)).toBe("The Dane is not in house 1 or 5 and the tea drinker not in house 2, so by clue 3 both are in house 3 or 4.");
    const apartNot: Fact[] = [
      { kind: "not_at", entity: N("Dane"), positions: [1] },
      { kind: "not_at", entity: D("tea"), positions: [3] },
    ];
    expect(cited(apartNot, conclusions)).toBe("The Dane is not in house 1 and the tea drinker not in house 3, so by clue 3 neither is in house 1 or 3.");
  });

  it("place a value with one a clue ties it to in a short sentence", () => {
    expect(
      step({
        rule: "clue",
        tier: 1,
        clues: [2],
        premises: [{ kind: "at", entity: N("Dane"), pos: 2 }],
        conclusions: [{ kind: "at", entity: D("tea"), pos: 2 }],
      }),
    ).toBe("By clue 3, the Dane (house 2) drinks tea.");
    expect(
      step({
        rule: "clue",
        tier: 1,
        clues: [0],
        premises: [{ kind: "at", entity: C("red"), pos: 3 }],
        conclusions: [{ kind: "at", entity: N("English"), pos: 3 }],
      }),
    ).toBe("The red house is house 3, and by clue 1 the Englishman lives there.");
  });

  it("carry a placement the sentence before has just said to the value a clue not yet stated ties to it, from the value placed", () => {
    const tea: Step = {
      rule: "clue",
      tier: 1,
      clues: [2],
      premises: [{ kind: "at", entity: D("tea"), pos: 2 }],
      conclusions: [{ kind: "at", entity: N("Dane"), pos: 2 }],
    };
    const after = (justSaid: Fact[], statedClues = new Set<number>()) => renderer.step(tea, { ...withClues, justSaid, statedClues });
    expect(after([{ kind: "at", entity: D("tea"), pos: 2 }])).toBe("By clue 3, the tea drinker is the Dane.");
    // Said, but not last: the house is noted.
    expect(
      after([
        { kind: "at", entity: D("tea"), pos: 2 },
        { kind: "at", entity: P("dog"), pos: 4 },
      ]),
    ).toBe("By clue 3, the tea drinker (house 2) is the Dane.");
    // Not just said: the placement is noted too.
    expect(after([{ kind: "at", entity: D("tea"), pos: 3 }])).toBe("By clue 3, the tea drinker (house 2) is the Dane.");
    // A clue the text has stated says what follows instead.
    expect(after([{ kind: "at", entity: D("tea"), pos: 2 }], new Set([2]))).toBe("So by clue 3, the Dane lives in house 2.");
  });

  it("word every rule in the concise style: short labels, clue numbers, what follows", () => {
    const concise = (s: Step) => renderer.step(s, withClues, "concise");
    expect(concise({ rule: "clue", tier: 1, clues: [3], premises: [], conclusions: [{ kind: "at", entity: N("Norwegian"), pos: 1 }] })).toBe(
      "Clue 4: Norwegian in 1.",
    );
    expect(
      concise({
        rule: "clue",
        tier: 1,
        clues: [2],
        premises: [{ kind: "at", entity: N("Dane"), pos: 2 }],
        conclusions: [{ kind: "at", entity: D("tea"), pos: 2 }],
      }),
    ).toBe("Clue 3: tea = Dane (2).");
    expect(concise({ rule: "clue", tier: 1, clues: [1], premises: [], conclusions: [{ kind: "not_at", entity: C("green"), positions: [2, 3, 5] }] })).toBe(
      "Clue 2: green in 1 or 4.",
    );
    expect(
      concise({ rule: "naked-single", tier: 1, clues: [], premises: [], conclusions: [{ kind: "at", entity: D("milk"), pos: 3 }], attr: "Drink", pos: 3 }),
    ).toBe("House 3: milk.");
    expect(concise({ rule: "hidden-single", tier: 1, clues: [], premises: [], conclusions: [{ kind: "at", entity: P("zebra"), pos: 4 }] })).toBe(
      "Zebra: house 4.",
    );
  });

  it("list the houses a concise clue line rules out with commas, and part its facts with semicolons then", () => {
    const ruledOut = (conclusions: Conclusion[]) => renderer.step({ rule: "clue", tier: 1, clues: [2], premises: [], conclusions }, withClues, "concise");
    expect(ruledOut([{ kind: "not_at", entity: N("Dane"), positions: [1, 2] }])).toBe("Clue 3: Dane not in 1, 2.");
    expect(
      ruledOut([
        { kind: "not_at", entity: N("Dane"), positions: [1, 2] },
        { kind: "not_at", entity: D("tea"), positions: [5] },
      ]),
    ).toBe("Clue 3: Dane not in 1, 2; tea not in 5.");
    expect(
      ruledOut([
        { kind: "not_at", entity: N("Dane"), positions: [1] },
        { kind: "not_at", entity: D("tea"), positions: [5] },
      ]),
    ).toBe("Clue 3: Dane not in 1, tea not in 5.");
    // An age is the one-word compound its subject makes: "40-year-old", not "40 years old".
    expect(ruledOut([{ kind: "not_at", entity: { attr: "Age", value: 40 }, positions: [1] }])).toBe("Clue 3: 40-year-old not in 1.");
    // Inside a proof, where semicolons part its steps, the houses stay an "or" list.
    const proof: Step = {
      ...daneProof,
      subSteps: [{ rule: "clue", tier: 1, clues: [2], premises: [], conclusions: [{ kind: "not_at", entity: D("tea"), positions: [1, 2] }] }],
    } as Step;
    expect(renderer.step(proof, withClues, "concise")).toMatch(/^If Dane in 3: tea not in 1 or 2 \(clue 3\); /);
  });

  it("explain naked and hidden singles", () => {
    expect(
      step({ rule: "naked-single", tier: 1, clues: [], premises: [], conclusions: [{ kind: "at", entity: D("milk"), pos: 3 }], attr: "Drink", pos: 3 }),
    ).toBe("Milk is the only drink left for house 3.");
    expect(step({ rule: "hidden-single", tier: 1, clues: [], premises: [], conclusions: [{ kind: "at", entity: P("zebra"), pos: 2 }] })).toBe(
      "Only house 2 is left for the zebra owner.",
    );
    expect(step({ rule: "hidden-single", tier: 1, clues: [], premises: [], conclusions: [{ kind: "at", entity: C("red"), pos: 3 }] })).toBe(
      "The red house can only be house 3.",
    );
    // Right after what left it so, the single follows on from it.
    const zebra: Step = { rule: "hidden-single", tier: 1, clues: [], premises: [], conclusions: [{ kind: "at", entity: P("zebra"), pos: 2 }] };
    expect(renderer.step(zebra, { ...withClues, justSaid: [{ kind: "at", entity: P("dog"), pos: 1 }] })).toBe("That leaves house 2 for the zebra owner.");
  });

  it("word singles in a row that leave one house to several values as one house left for them all", () => {
    const single = (entity: ValueRef, pos: number): Step => ({
      rule: "hidden-single",
      tier: 1,
      clues: [],
      premises: [],
      conclusions: [{ kind: "at", entity, pos }],
    });
    const { puzzle: einstein, lexicon: words } = einsteinInput(locale.words);
    const text = renderer.solution([single(P("zebra"), 2), single(D("milk"), 2)], { puzzle: einstein, lexicon: words }, { gridEvery: 0 });
    expect(text).toContain("1. Only house 2 is left for the zebra owner and the milk drinker.");
    // Each house named once, even when the values left for it are not next to each other in the run.
    const mixed = renderer.solution(
      [single(P("zebra"), 2), single(N("Dane"), 3), single(D("milk"), 2)],
      { puzzle: einstein, lexicon: words },
      { gridEvery: 0 },
    );
    expect(mixed).toContain("1. Only house 2 is left for the zebra owner and the milk drinker, and house 3 for the Dane.");
  });

  it("give a combination's cases and a proof's clash in short lines in the concise style, the either-way line last", () => {
    expect(renderer.step(daneCombination, withClues, "concise")).toBe(
      "Clues 1 and 3: If Dane in 2: tea = Dane (2). If 3: red in 3: clue 1 fails.\nEither way, tea not in 3.",
    );
    expect(renderer.step(daneProof, withClues, "concise")).toBe("If Dane in 3: tea = Dane (3, clue 3); red in 3: clue 1 fails. So Dane not in 3.");
  });

  it("name no fact twice in a concise proof: what a line said before its last step is not named again in the clash", () => {
    const proof: Step = {
      rule: "contradiction",
      tier: 3,
      clues: [],
      premises: [],
      assumption: { kind: "at", entity: N("Dane"), pos: 3 },
      subSteps: [
        { rule: "clue", tier: 1, clues: [2], premises: [{ kind: "at", entity: N("Dane"), pos: 3 }], conclusions: [{ kind: "at", entity: D("tea"), pos: 3 }] },
        { rule: "clue", tier: 1, clues: [5], premises: [], conclusions: [{ kind: "at", entity: C("yellow"), pos: 2 }] },
      ],
      clash: {
        conflict: { kind: "clue", clue: 4 },
        facts: [{ kind: "at", entity: D("tea"), pos: 3 }],
        forced: { kind: "at", entity: D("milk"), pos: 3 },
      },
      conclusions: [{ kind: "not_at", entity: N("Dane"), positions: [3] }],
    };
    // Not "…; yellow in 2 (clue 6); tea in 3: clue 5 needs milk in 3, where tea is".
    expect(renderer.step(proof, withClues, "concise")).toBe(
      "If Dane in 3: tea = Dane (3, clue 3); yellow in 2 (clue 6); clue 5 needs milk in 3, where tea is. So Dane not in 3.",
    );
  });

  it("cite every clue of a combination, and lay out its cases", () => {
    const text = step(daneCombination);
    expect(text).toBe(
      [
        "Consider clues 1 and 3 together: the Englishman lives in the red house; the Dane drinks tea. We know that the red house is house 3.",
        "  The Dane is in house 2 or 3.",
        "  - If the Dane lives in house 2:",
        "      - By clue 3, the tea drinker lives in house 2.",
        "  - If in house 3:",
        "      But the red house is house 3, which contradicts clue 1, so this case is impossible.",
        "Either way, the tea drinker is not in house 3.",
      ].join("\n"),
    );
  });

  it("lay out a proof by contradiction with indented sub-steps", () => {
    const text = step({
      rule: "contradiction",
      tier: 3,
      clues: [],
      premises: [],
      assumption: { kind: "at", entity: N("Dane"), pos: 3 },
      subSteps: [
        { rule: "clue", tier: 1, clues: [2], premises: [{ kind: "at", entity: N("Dane"), pos: 3 }], conclusions: [{ kind: "at", entity: D("tea"), pos: 3 }] },
      ],
      clash: {
        conflict: { kind: "clue", clue: 5 },
        facts: [
          { kind: "at", entity: D("tea"), pos: 3 },
          { kind: "at", entity: C("yellow"), pos: 3 },
        ],
      },
      conclusions: [{ kind: "not_at", entity: N("Dane"), positions: [3] }],
    });
    expect(text).toBe(
      [
        "Suppose the Dane lives in house 3. Then:",
        "  - By clue 3, the Dane drinks tea.",
        "But the yellow house is house 3, which contradicts clue 6, so the Dane is not in house 3.",
      ].join("\n"),
    );
  });
});
