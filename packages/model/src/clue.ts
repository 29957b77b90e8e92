import type { Entity } from "./entity.js";

/** Fields every clue may carry, kept on round trips. */
export interface ClueCommon {
  /** Any identifier the author gives the clue. */
  readonly id?: string;
  /** The clue's original sentence, if it was written by a person. */
  readonly text?: string;
}

/** pos(a) = pos(b): "the Englishman lives in the red house". */
export interface SameClue extends ClueCommon {
  readonly type: "same";
  readonly a: Entity;
  readonly b: Entity;
}

/** pos(a) ≠ pos(b): "the Englishman does not live in the red house". */
export interface NotSameClue extends ClueCommon {
  readonly type: "not_same";
  readonly a: Entity;
  readonly b: Entity;
}

/** pos(a) = pos: "the Norwegian lives in the first house". */
export interface AtClue extends ClueCommon {
  readonly type: "at";
  readonly a: Entity;
  readonly pos: number;
}

/** pos(a) ≠ pos: "the Norwegian does not live in the first house". */
export interface NotAtClue extends ClueCommon {
  readonly type: "not_at";
  readonly a: Entity;
  readonly pos: number;
}

/** |pos(a) − pos(b)| = 1: "the Norwegian lives next to the blue house". */
export interface NextToClue extends ClueCommon {
  readonly type: "next_to";
  readonly a: Entity;
  readonly b: Entity;
}

/** |pos(a) − pos(b)| ≠ 1: "the cat owner does not live next to the dog owner". */
export interface NotNextToClue extends ClueCommon {
  readonly type: "not_next_to";
  readonly a: Entity;
  readonly b: Entity;
}

/** pos(a) < pos(b): "the tea drinker lives somewhere to the left of the Dane". */
export interface LeftOfClue extends ClueCommon {
  readonly type: "left_of";
  readonly a: Entity;
  readonly b: Entity;
}

/** pos(a) > pos(b): "the tea drinker lives somewhere to the right of the Dane". */
export interface RightOfClue extends ClueCommon {
  readonly type: "right_of";
  readonly a: Entity;
  readonly b: Entity;
}

/** pos(a) = pos(b) − 1: "the green house is immediately to the left of the white house". */
export interface ImmediatelyLeftClue extends ClueCommon {
  readonly type: "immediately_left";
  readonly a: Entity;
  readonly b: Entity;
}

/** pos(a) = pos(b) + 1: "the white house is immediately to the right of the green house". */
export interface ImmediatelyRightClue extends ClueCommon {
  readonly type: "immediately_right";
  readonly a: Entity;
  readonly b: Entity;
}

/** pos(a) ∈ {1, size}: "the Norwegian lives in one of the end houses". */
export interface EndsClue extends ClueCommon {
  readonly type: "ends";
  readonly a: Entity;
}

/** pos(a) < pos(b) < pos(c): "the cat owner lives somewhere between the Dane and the Swede, in that order". */
export interface BetweenClue extends ClueCommon {
  readonly type: "between";
  readonly a: Entity;
  readonly b: Entity;
  readonly c: Entity;
}

/** |pos(a) − pos(b)| = d: "there are exactly two houses between… " (d = 3). */
export interface DistanceClue extends ClueCommon {
  readonly type: "distance";
  readonly a: Entity;
  readonly b: Entity;
  readonly d: number;
}

/** At least one option's clues all hold: either/or, "not to the left of", unordered between… */
export interface AnyOfClue extends ClueCommon {
  readonly type: "any_of";
  readonly options: readonly (readonly Clue[])[];
}

/**
 * attr(a) < attr(b) for the numeric attribute `attr`: "the tea drinker is younger than the Dane"
 * (`attr` is "Age"). The two people are different, since values within an attribute are distinct.
 */
export interface LessThanClue extends ClueCommon {
  readonly type: "less_than";
  readonly attr: string;
  readonly a: Entity;
  readonly b: Entity;
}

/** attr(a) > attr(b) for the numeric attribute `attr`: "the tea drinker is older than the Dane". */
export interface GreaterThanClue extends ClueCommon {
  readonly type: "greater_than";
  readonly attr: string;
  readonly a: Entity;
  readonly b: Entity;
}

/**
 * attr(a) − attr(b) = d for the numeric attribute `attr` (d ≠ 0):
 * "the tea drinker is exactly two years older than the Dane" (`attr` "Age", d = 2).
 */
export interface DifferenceClue extends ClueCommon {
  readonly type: "difference";
  readonly attr: string;
  readonly a: Entity;
  readonly b: Entity;
  readonly d: number;
}

/**
 * The clues of the logic-grid genre (they fit row puzzles too): none needs a row, each says
 * who is or is not whom, or compares values along an ordered (numeric) attribute.
 */
export type MatchingClue =
  /** a is b or c, and b and c are different people: "the tart was either Amy's or the $5 one". */
  | (ClueCommon & { readonly type: "either"; readonly a: Entity; readonly b: Entity; readonly c: Entity })
  /** a is neither b nor c: "neither Amy nor Bob ordered the tart" (a is the tart). */
  | (ClueCommon & { readonly type: "neither"; readonly a: Entity; readonly b: Entity; readonly c: Entity })
  /**
   * Of the two people `of`, one is a and the other is b: "of Amy and the tart's buyer, one paid
   * $5 and the other sat at table 3". a and b are different people.
   */
  | (ClueCommon & { readonly type: "one_each"; readonly a: Entity; readonly b: Entity; readonly of: readonly [Entity, Entity] })
  /** The people `of` are all different: "Amy, the tart's buyer and the $5 diner are three different people". */
  | (ClueCommon & { readonly type: "all_different"; readonly of: readonly Entity[] })
  /** attr(a) = factor × attr(b) for the numeric attribute `attr`: "Amy paid twice as much as Bob" (factor 2). */
  | (ClueCommon & { readonly type: "ratio"; readonly attr: string; readonly a: Entity; readonly b: Entity; readonly factor: number })
  /** a has the smallest value of the numeric attribute `attr`: "Amy is the youngest". */
  | (ClueCommon & { readonly type: "least"; readonly attr: string; readonly a: Entity })
  /** a has the largest value of the numeric attribute `attr`: "the tart's buyer paid the most". */
  | (ClueCommon & { readonly type: "most"; readonly attr: string; readonly a: Entity });

/** Every clue of the `zebra-puzzle/1` format, discriminated by `type`. */
export type Clue =
  | SameClue
  | NotSameClue
  | AtClue
  | NotAtClue
  | NextToClue
  | NotNextToClue
  | LeftOfClue
  | RightOfClue
  | ImmediatelyLeftClue
  | ImmediatelyRightClue
  | EndsClue
  | BetweenClue
  | DistanceClue
  | AnyOfClue
  | LessThanClue
  | GreaterThanClue
  | DifferenceClue
  | MatchingClue;

/** A clue's `type` tag. */
export type ClueType = Clue["type"];

/** The clue types of the logic-grid genre ({@link MatchingClue}). */
export type MatchingClueType = MatchingClue["type"];

/**
 * The clue types every locale words and reads. The logic-grid genre's ({@link MatchingClueType})
 * are worded by the locales that word logic grids (see `MatchingClauses` of the locale kit).
 */
export type WordedClueType = Exclude<ClueType, MatchingClueType>;

/** The clue of a given type. */
export type ClueOf<T extends ClueType> = Extract<Clue, { type: T }>;

/** Every clue type, in the order the format documents them. */
export const clueTypes = [
  "same",
  "not_same",
  "at",
  "not_at",
  "next_to",
  "not_next_to",
  "left_of",
  "right_of",
  "immediately_left",
  "immediately_right",
  "ends",
  "between",
  "distance",
  "any_of",
  "less_than",
  "greater_than",
  "difference",
  "either",
  "neither",
  "one_each",
  "all_different",
  "ratio",
  "least",
  "most",
] as const satisfies readonly ClueType[];

/** The clue types of the logic-grid genre ({@link MatchingClueType}), in the format's order. */
export const matchingClueTypes = ["either", "neither", "one_each", "all_different", "ratio", "least", "most"] as const satisfies readonly MatchingClueType[];

/** The clue types every locale words and reads ({@link WordedClueType}), in the format's order. */
export const wordedClueTypes = clueTypes.filter((type): type is WordedClueType => !(matchingClueTypes as readonly string[]).includes(type));

/**
 * The clue types that need a row: they speak of positions (houses), so a logic-grid puzzle
 * (`kind: "logic-grid"`) cannot use them.
 */
export const rowClueTypes = [
  "at",
  "not_at",
  "next_to",
  "not_next_to",
  "left_of",
  "right_of",
  "immediately_left",
  "immediately_right",
  "ends",
  "between",
  "distance",
] as const satisfies readonly ClueType[];

/** Clue types whose meaning does not change when `a` and `b` are swapped. */
export const symmetricClueTypes = ["same", "not_same", "next_to", "not_next_to", "distance"] as const satisfies readonly ClueType[];

/** Clue types that compare the values of a numeric attribute. */
export const numericClueTypes = ["less_than", "greater_than", "difference", "ratio", "least", "most"] as const satisfies readonly ClueType[];

/**
 * Whether a string is a known clue type.
 *
 * @example
 * ```ts
 * isClueType("next_to"); // true
 * isClueType("near"); // false
 * ```
 */
export function isClueType(type: unknown): type is ClueType {
  return typeof type === "string" && (clueTypes as readonly string[]).includes(type);
}

/**
 * The entities a clue mentions directly (not those inside `any_of` options), in field order
 * (`a`, `b`, `c`, then those of `of`).
 *
 * @example
 * ```ts
 * clueEntities({ type: "ends", a: { attr: "Pet", value: "dog" } }); // [{ attr: "Pet", value: "dog" }]
 * ```
 */
export function clueEntities(clue: Clue): Entity[] {
  switch (clue.type) {
    case "at":
    case "not_at":
    case "ends":
    case "least":
    case "most":
      return [clue.a];
    case "between":
    case "either":
    case "neither":
      return [clue.a, clue.b, clue.c];
    case "one_each":
      return [clue.a, clue.b, clue.of[0], clue.of[1]];
    case "all_different":
      return [...clue.of];
    case "any_of":
      return [];
    default:
      return [clue.a, clue.b];
  }
}
