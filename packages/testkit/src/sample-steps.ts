import type { StepOf } from "@zebra/model";

// Two hand-made steps on the classic attributes (Nationality, Color, Drink), for the tests that
// pin how a locale words a case argument and a proof: the clues are "the Englishman lives in
// the red house" (clue 1) and "the Dane drinks tea" (clue 3), and the red house is house 3.

const dane = { attr: "Nationality", value: "Dane" } as const;
const red = { attr: "Color", value: "red" } as const;
const tea = { attr: "Drink", value: "tea" } as const;

/** Clues 1 and 3 together: the Dane in house 2 drinks tea there; in house 3, clue 1 breaks. Either way, tea is not in house 3. */
export const daneCombination: StepOf<"clue-combination"> = {
  rule: "clue-combination",
  tier: 2,
  clues: [0, 2],
  premises: [{ kind: "at", entity: red, pos: 3 }],
  conclusions: [{ kind: "not_at", entity: tea, positions: [3] }],
  split: {
    entity: dane,
    cases: [
      {
        pos: 2,
        steps: [{ rule: "clue", tier: 1, clues: [2], premises: [{ kind: "at", entity: dane, pos: 2 }], conclusions: [{ kind: "at", entity: tea, pos: 2 }] }],
      },
      {
        pos: 3,
        steps: [],
        clash: {
          conflict: { kind: "clue", clue: 0 },
          facts: [
            { kind: "at", entity: red, pos: 3 },
            { kind: "at", entity: dane, pos: 3 },
          ],
        },
      },
    ],
  },
};

/** If the Dane lived in house 3, clue 3 would put tea there, in the red house, and clue 1 breaks: the Dane is not in house 3. */
export const daneProof: StepOf<"contradiction"> = {
  rule: "contradiction",
  tier: 3,
  clues: [],
  premises: [],
  assumption: { kind: "at", entity: dane, pos: 3 },
  subSteps: [{ rule: "clue", tier: 1, clues: [2], premises: [{ kind: "at", entity: dane, pos: 3 }], conclusions: [{ kind: "at", entity: tea, pos: 3 }] }],
  clash: {
    conflict: { kind: "clue", clue: 0 },
    facts: [
      { kind: "at", entity: tea, pos: 3 },
      { kind: "at", entity: red, pos: 3 },
    ],
  },
  conclusions: [{ kind: "not_at", entity: dane, positions: [3] }],
};
