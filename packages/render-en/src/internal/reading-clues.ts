import type { ReaderGrammar, ReaderPattern } from "@zebra/locale-kit";

/** Words for the age and height attributes of comparisons ("older", "taller"). */
const age = ["age", "ages", "old", "year", "years", "aged"];
const height = ["height", "heights", "tall", "cm", "centimeters", "centimetres", "inches", "feet", "meters", "metres"];

const left = "[left|left-hand side|left side]";
const right = "[right|right-hand side|right side]";

/** A relation of one side ("left"), in every form a side relation takes. */
function side(word: string, immediately: boolean): ReaderPattern[] {
  const w = word;
  if (immediately) {
    return [
      `{a} [immediately|directly|just|right] (to|on) the ${w} of {b}`,
      `{a} [immediately|directly|just] ${w} of {b}`,
      `{a} (to|on) the immediate ${w} of {b}`,
      `{a} next to and (to|on) the ${w} of {b}`,
      `{a} next to (and)? (to|on)? the ${w} of {b}`,
      `{a} (to|on) the ${w} of and next to {b}`,
      `{a} next to {b} on the ${w}`,
      `{a} [immediately|directly] ${w} {b}`,
    ];
  }
  return [
    `{a} [somewhere|anywhere] (to|on) the ${w} of {b}`,
    `{a} [somewhere|anywhere] ${w} of {b}`,
    `{a} (to|on) the ${w} of {b} (but)? not necessarily next to (it|them|{b})?`,
    `{a} [further|farther] (to the)? ${w} than {b}`,
    { pattern: `{a} (to|on) the ${w} of {b}`, ambiguity: "side" },
    { pattern: `{a} ${w} of {b}`, ambiguity: "side" },
    { pattern: `{a} on the ${w} side of {b}`, ambiguity: "side" },
  ];
}

/** The clue patterns, one list per clue type. */
export const clues: ReaderGrammar["clues"] = {
  same: [
    "{a} {b}",
    "{a} (in)? the same house as {b}",
    "{a} the same person as {b}",
    "{a} and {b} the same person",
    "{a} and {b} in the same house",
    { pattern: "{a} the youngest (person|one|of all|resident)?", extreme: "least", measure: age },
    { pattern: "{a} the oldest (person|one|of all|resident)?", extreme: "greatest", measure: age },
    { pattern: "{a} the shortest (person|one|of all|resident)?", extreme: "least", measure: height },
    { pattern: "{a} the tallest (person|one|of all|resident)?", extreme: "greatest", measure: height },
    { pattern: "{a} (has)? the [lowest|smallest|least] {noun}", extreme: "least" },
    { pattern: "{a} (has)? the [highest|greatest|largest|biggest|most] {noun}", extreme: "greatest" },
  ],
  not_same: [
    "{a} not {b}",
    "{a} not (in)? the same house as {b}",
    "{a} not the same person as {b}",
    "{a} and {b} not the same person",
    "{a} and {b} different people",
    "{a} and {b} two different people",
    "{a} someone other than {b}",
    "{a} [never|no] {b}",
  ],
  at: ["{a} in {pos}", "{a} {pos}", "{a} at {pos}", "{a} occupies {pos}", "in {pos} {a}", "{pos} {a}", "{pos} belongs to {a}", "{a} has {pos}"],
  not_at: ["{a} not in {pos}", "{a} not {pos}", "{a} not at {pos}", "{pos} not {a}", "{a} does not occupy {pos}", "in {pos} not {a}"],
  next_to: [
    "{a} (directly|immediately|right|just)? next to {b}",
    "{a} (directly|immediately|right|just)? next door to {b}",
    "{a} (directly)? beside {b}",
    "{a} (directly)? adjacent to {b}",
    "{a} (a|the)? (direct|immediate)? neighbor of {b}",
    "{a} (the)? (direct|immediate)? neighbor to {b}",
    "{a} and {b} (live)? next to each other",
    "{a} and {b} (live)? next door to each other",
    "{a} and {b} (live)? beside each other",
    "{a} and {b} (are)? (direct|immediate|next-door)? neighbors",
    "{a} and {b} (are)? adjacent",
    "{a} and {b} side by side",
    "in (a|the) house next to {b} {a}",
    "next to {b} {a}",
    "{a} neighbors {b}",
    "{a} has (a|an)? (direct|immediate|next-door)? neighbor {b}",
  ],
  not_next_to: [
    "{a} not (directly|immediately|right)? next to {b}",
    "{a} not (directly|immediately|right)? next door to {b}",
    "{a} not beside {b}",
    "{a} not adjacent to {b}",
    "{a} not (a|the)? neighbor of {b}",
    "{a} and {b} not next to each other",
    "{a} and {b} not next door to each other",
    "{a} and {b} not beside each other",
    "{a} and {b} not neighbors",
    "{a} and {b} not adjacent",
    "{a} [never|nowhere] next to {b}",
  ],
  left_of: /* @__PURE__ */ side(left, false),
  right_of: /* @__PURE__ */ side(right, false),
  immediately_left: /* @__PURE__ */ side(left, true),
  immediately_right: /* @__PURE__ */ side(right, true),
  ends: [
    "{a} at (one|an|either) end (of the [row|street|line])?",
    "{a} at one of the (two)? ends (of the [row|street|line])?",
    "{a} on (one|an|either) end (of the [row|street|line])?",
    "{a} at the end of the [row|street|line]",
    "{a} in (one of the|an) end [house|houses]",
    "{a} in one of the (two)? houses at the ends",
    "{a} in a corner house",
    "{a} on the edge",
    "{a} at one extreme",
  ],
  between: [
    { pattern: "{b} (somewhere)? between {a} and {c} in that order", ordered: true },
    { pattern: "{b} (somewhere)? between {a} on the left and {c} on the right", ordered: true },
    { pattern: "{b} (somewhere)? between {a} (on the left)? and {c} (on the right)? with {a} on the left", ordered: true },
    { pattern: "{b} to the right of {a} and to the left of {c}", ordered: true },
    { pattern: "{b} (somewhere)? between {a} and {c}", ambiguity: "between" },
    { pattern: "{b} in between {a} and {c}", ambiguity: "between" },
  ],
  distance: [
    { pattern: "there (exactly)? {n} [house|houses] between {a} and {b}", housesBetween: true },
    { pattern: "{a} and {b} separated by (exactly)? {n} [house|houses]", housesBetween: true },
    { pattern: "(exactly)? {n} [house|houses] separate {a} and {b}", housesBetween: true },
    { pattern: "there (exactly)? {n} [house|houses] between {a} and {b} (house|houses)?", housesBetween: true },
    "{a} and {b} (exactly)? {n} houses apart",
    "{a} (exactly)? {n} houses (away)? from {b}",
    "{a} (exactly)? {n} doors (away)? from {b}",
  ],
  any_of: [
    "either {x} or {y} \\( or both \\)",
    "either {x} or {y}",
    "{x} or {y} \\( or both \\)",
    "{x} or {y} or both",
    "{x} or {y}",
    "either {a} or {b} {rest}",
    "{a} or {b} {rest}",
    "at least one of the following [holds|is true] : {clauses}",
    "one of the following [holds|is true] : {clauses}",
  ],
  less_than: [
    { pattern: "{a} younger than {b}", measure: age },
    { pattern: "{a} shorter than {b}", measure: height },
    "{a} (has)? (a)? [lower|smaller|less] {noun} than {b}",
    "the {noun} of {a} [lower|smaller|less] than (that of)? {b}",
    "{a} [lower|smaller] than {b}",
  ],
  greater_than: [
    { pattern: "{a} older than {b}", measure: age },
    { pattern: "{a} taller than {b}", measure: height },
    "{a} (has)? (a)? [higher|greater|larger|bigger|more] {noun} than {b}",
    "the {noun} of {a} [higher|greater|larger|more] than (that of)? {b}",
    "{a} [higher|greater|larger|bigger] than {b}",
  ],
  difference: [
    { pattern: "{a} (exactly)? {n} (years|year) older than {b}", measure: age },
    { pattern: "{a} (exactly)? {n} (years|year) younger than {b}", measure: age, negative: true },
    { pattern: "{a} (exactly)? {n} (cm|centimeters|centimetres|inches) taller than {b}", measure: height },
    { pattern: "{a} (exactly)? {n} (cm|centimeters|centimetres|inches) shorter than {b}", measure: height, negative: true },
    "the {noun} of {a} (exactly)? {n} [higher|greater|more|larger] than (that of)? {b}",
    { pattern: "the {noun} of {a} (exactly)? {n} [lower|smaller|less] than (that of)? {b}", negative: true },
    "{a} (has)? (a)? {noun} (exactly)? {n} [higher|greater|more|larger] than {b}",
    { pattern: "{a} (has)? (a)? {noun} (exactly)? {n} [lower|smaller|less] than {b}", negative: true },
  ],
};

/** Sentences that join clauses: "neither … nor", "both … and", "… and …". */
export const compounds: ReaderGrammar["compounds"] = {
  neither: ["neither {a} nor {b} {rest}"],
  both: ["both {a} and {b} {rest}"],
  and: ["{x} and {y}", "{x} and also {y}", "{x} but {y}"],
};
