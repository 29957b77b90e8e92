import type { ReaderGrammar, ReaderPattern } from "@zebra/model";

// How people write puzzles in English, as data for the shared reading machinery: the
// phrasings of puzzle books, websites and benchmark prompts, beside our own wording (which the
// reader recognises from the renderer itself). Patterns are matched after values and positions
// are found and glue words ("is", "lives", "does") are dropped; see docs/guide/reading.md.

const cardinals = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"];
const ordinals = ["", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth"];

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

/** The English reading grammar. */
export const grammar: ReaderGrammar = {
  spaced: true,
  sentenceEnds: ".!?",
  abbreviations: ["mr", "mrs", "ms", "dr", "st", "jr", "sr", "e.g", "i.e", "vs", "etc", "approx"],
  rewrites: [
    ["isn't", "is not"],
    ["aren't", "are not"],
    ["doesn't", "does not"],
    ["don't", "do not"],
    ["didn't", "did not"],
    ["wasn't", "was not"],
    ["weren't", "were not"],
    ["hasn't", "has not"],
    ["haven't", "have not"],
    ["won't", "will not"],
    ["can't", "can not"],
    ["cannot", "can not"],
    ["next-door", "next door"],
    ["neighbour", "neighbor"],
    ["neighbours", "neighbors"],
    ["neighbouring", "neighboring"],
    ["leftmost", "far left"],
    ["rightmost", "far right"],
    ["left-most", "far left"],
    ["right-most", "far right"],
    ["centre", "center"],
    ["colour", "color"],
    ["favourite", "favorite"],
  ],
  glue: ["is", "are", "was", "were", "be", "being", "been", "am", "lives", "live", "living", "lived", "resides", "reside", "residing", "stays", "stay", "does", "do", "did", "located", "situated", "sits", "positioned", "placed", "will", "can", "must", "always", "also"],
  fillers: [
    // articles, pronouns, prepositions of phrases naming a person
    "the", "a", "an", "this", "that", "who", "whom", "whose", "which", "where", "whoever", "he", "she", "they", "them", "it", "its", "his", "her", "their", "one", "someone", "somebody", "'s", "of", "in", "at", "on", "by", "with", "from", "for", "to", "as", "into", "under", "inside", "only", "own", "owned",
    // people and houses
    "person", "persons", "people", "man", "men", "woman", "women", "guy", "lady", "resident", "occupant", "inhabitant", "owner", "owners", "house", "home", "family", "individual", "child", "kid", "mother", "father", "parent", "daughter", "son", "wife", "husband", "partner", "friend",
    // having and liking
    "has", "have", "had", "having", "owns", "keeps", "keep", "kept", "keeper", "keeping", "loves", "love", "loved", "lover", "likes", "like", "liked", "liker", "enjoys", "enjoy", "enjoyed", "prefers", "prefer", "preferred", "favors", "favorite", "fond", "fan", "enthusiast", "fancier", "aficionado", "raises", "raised", "raise", "rears", "rear", "reared", "breeds", "bred", "pet", "pets", "animal", "animals", "possesses", "holds", "named", "called", "name", "known", "nicknamed",
    // doing
    "drinks", "drink", "drank", "drunk", "drinking", "drinker", "smokes", "smoke", "smoked", "smoking", "smoker", "eats", "eat", "ate", "eaten", "eating", "eater", "plays", "play", "played", "playing", "player", "drives", "drive", "drove", "driven", "driving", "driver", "rides", "ride", "rode", "ridden", "rider", "uses", "use", "used", "using", "user", "reads", "read", "reading", "reader", "wears", "wear", "wore", "worn", "wearing", "wearer", "grows", "grow", "grew", "grown", "growing", "grower", "makes", "make", "made", "maker", "cooks", "cook", "cooked", "cooking", "bakes", "baked", "orders", "ordered", "listens", "listened", "listening", "listener", "watches", "watched", "watching", "watcher", "collects", "collected", "collecting", "collector", "studies", "studied", "studying", "learns", "learning", "speaks", "speaking", "speaker", "works", "work", "worked", "working", "worker", "commutes", "commuting", "travels", "traveling", "travelling", "visits", "visited", "photographs", "photographed", "photographer", "paints", "painted", "painter", "writes", "writer", "sings", "singer", "sells", "sell", "sold", "selling", "seller", "sellers", "buys", "buy", "bought", "buyer", "practices", "practises", "does", "goes", "going", "born", "drives", "owned",
    // measures
    "years", "year", "old", "aged", "age", "tall", "height", "cm", "centimeters", "centimetres", "meters", "metres", "inches", "feet", "floor", "km", "kilometers", "miles", "far", "work",
    // things named beside a value
    "bouquet", "boquet", "bouquets", "arrangement", "bunch", "flowers", "flower", "car", "phone", "model", "brand", "cigar", "cigarette", "cigarettes", "drinks", "beverage", "color", "colored", "painted", "nationality", "national", "citizen", "native", "sport", "sports", "food", "dish", "meal", "lunch", "dinner", "breakfast", "dessert", "snack", "music", "genre", "book", "books", "novels", "movie", "movies", "film", "films", "hobby", "job", "occupation", "profession", "sign", "zodiac", "style", "type", "kind", "sort", "instrument", "game", "team", "language", "course", "ring", "tree", "bird", "birds", "fruit", "smoothie", "vacation", "trip", "destination", "shoes", "hair", "mode", "transport", "transportation",
  ],
  reserved: [
    "next", "left", "right", "between", "beside", "adjacent", "neighbor", "neighbors", "neighboring", "not", "never", "no", "nor", "neither", "either", "or", "and", "both", "than", "apart", "away", "end", "ends", "middle", "center", "directly", "immediately", "somewhere", "anywhere", "just", "same", "different", "older", "younger", "taller", "shorter", "higher", "lower", "greater", "smaller", "larger", "bigger", "more", "less", "fewer", "oldest", "youngest", "tallest", "shortest", "highest", "lowest", "further", "farther", "exactly", "separated", "side", "door",
  ],
  numbers: { cardinals, ordinals, ordinalSuffixes: ["st", "nd", "rd", "th"] },
  positions: [
    "the {n} house",
    "the {n} house from the left",
    { pattern: "the {n} house from the right", fromRight: true },
    "house {n}",
    "house number {n}",
    "house no {n}",
    "house # {n}",
    "house #{n}",
    "the {n} position",
    "position {n}",
    "{n} house",
    "the house number {n}",
    { pattern: "the [middle|center] (house)?", at: "middle" },
    { pattern: "the last house", at: "last" },
    { pattern: "the (house on the)? far left (house)?", at: "first" },
    { pattern: "the (house on the)? far right (house)?", at: "last" },
    { pattern: "the house [at|on] the (far)? left end", at: "first" },
    { pattern: "the house [at|on] the (far)? right end", at: "last" },
    { pattern: "the left end", at: "first" },
    { pattern: "the right end", at: "last" },
  ],
  houses: ["there {n} houses", "there {n} house", "{n} houses", "the {n} houses", "a row of {n} houses", "a street of {n} houses"],
  listLeads: [
    "each [person|house|resident|occupant|man|woman|one|inhabitant|family|friend] [has|owns|keeps|drinks|smokes|eats|plays|drives|uses|likes|loves|prefers|wears|reads|grows] (a|an) [unique|different] {noun}",
    "each [person|house|resident|occupant|man|woman|one|inhabitant|family|friend] [is|has|owns] (of)? (a|an) [unique|different] {noun}",
    "[people|residents|occupants|they|everyone|everybody|the people|the residents] (all)? [have|own|keep|drink|smoke|eat|play|drive|use|like|love|prefer|wear|read|grow|are] (a|an)? [unique|different|distinct] {noun}",
    "[everyone|everybody|each person] [has|owns] (a|an) (unique|different)? favorite {noun}",
    "the people are of {noun}",
    "the people keep (unique|different)? {noun}",
    "the {noun} [are|is]",
    "{noun} options",
    "{noun} [are|is]",
  ],
  listSentences: [
    { pattern: "the (houses|five houses|houses in the row) are (painted|colored)? {values}", name: "Color" },
    { pattern: "the houses are painted {values}", name: "Color" },
    { pattern: "the [people|residents|occupants|neighbors|friends] are (called|named)? {values}", name: "Name" },
    { pattern: "their names are {values}", name: "Name" },
    { pattern: "the [people|residents|occupants] are of [nationalities|nationality] {values}", name: "Nationality" },
    { pattern: "[their|the] {noun} are {values}", name: "" },
  ],
  listAnd: ["and", "or", "&"],
  articles: ["a", "an", "the", "some"],
  headings: {
    clues: ["clues", "the clues", "clue", "hints", "facts", "statements", "constraints", "rules", "conditions", "clues for the puzzle", "clues for the example puzzle", "the following clues", "here are the clues"],
    question: ["question", "questions", "the question", "your question"],
    skipped: ["solution", "the solution", "answer", "answers", "the answer", "answer to the puzzle", "answer to the example puzzle", "reasoning"],
    other: ["puzzle", "the puzzle", "puzzle to solve", "example puzzle", "attributes", "characteristics", "setup", "introduction", "description", "background", "instructions", "the setup", "values", "categories", "people", "houses"],
  },
  clues: {
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
    left_of: side(left, false),
    right_of: side(right, false),
    immediately_left: side(left, true),
    immediately_right: side(right, true),
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
  },
  compounds: {
    neither: ["neither {a} nor {b} {rest}"],
    both: ["both {a} and {b} {rest}"],
    and: ["{x} and {y}", "{x} and also {y}", "{x} but {y}"],
  },
  questions: [
    { pattern: "who {a}", find: "person" },
    { pattern: "which person {a}", find: "person" },
    { pattern: "who of them {a}", find: "person" },
    { pattern: "[what|which] (is)? (the)? {noun} [of|for] {a}", find: "noun" },
    { pattern: "[what|which] {noun} {a}", find: "noun" },
    { pattern: "[what|which] kind of {noun} {a}", find: "noun" },
    { pattern: "whose {noun} {a}", find: "noun" },
  ],
  personAttributes: ["name", "names", "nationality", "nationalities", "person", "people", "resident", "first name"],
  variants,
};

/** Nationalities as people call them: the noun, the adjective and "-man" forms. */
const demonyms: readonly (readonly string[])[] = [
  ["english", "englishman", "englishwoman", "brit", "british", "briton"],
  ["swede", "swedish"],
  ["dane", "danish"],
  ["norwegian"],
  ["german"],
  ["spaniard", "spanish"],
  ["japanese"],
  ["chinese"],
  ["ukrainian"],
  ["french", "frenchman", "frenchwoman"],
  ["dutch", "dutchman", "dutchwoman"],
  ["irish", "irishman", "irishwoman"],
  ["scot", "scottish", "scotsman", "scotswoman"],
  ["welsh", "welshman", "welshwoman"],
  ["finn", "finnish"],
  ["pole", "polish"],
  ["turk", "turkish"],
  ["swiss"],
  ["thai"],
  ["icelander", "icelandic"],
];

/** Other forms of a value's (folded) name: its plural or singular, a nationality's other forms. */
export function variants(name: string): string[] {
  const out = new Set<string>();
  for (const group of demonyms) if (group.includes(name)) for (const form of group) out.add(form);
  const words = name.split(" ");
  const last = words[words.length - 1]!;
  const head = words.slice(0, -1);
  const forms: string[] = [];
  if (/[^aeiou]y$/.test(last)) forms.push(`${last.slice(0, -1)}ies`);
  else if (/(s|x|z|ch|sh)$/.test(last)) forms.push(`${last}es`);
  else forms.push(`${last}s`);
  if (/ies$/.test(last)) forms.push(`${last.slice(0, -3)}y`);
  else if (/(ses|xes|zes|ches|shes)$/.test(last)) forms.push(last.slice(0, -2));
  else if (/[^s]s$/.test(last) && last.length > 3) forms.push(last.slice(0, -1));
  if (/man$/.test(last)) forms.push(`${last.slice(0, -3)}men`);
  for (const f of forms) out.add([...head, f].join(" "));
  out.delete(name);
  return [...out];
}
