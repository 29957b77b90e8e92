import type { ReaderGrammar, ReaderPattern } from "@zebra/model";

// How people write puzzles in German, as data for the shared reading machinery, beside our own
// wording (which the reader recognises from the renderer itself). Words are matched folded:
// lower case, umlauts without their dots ("Häuser" matches "hauser"). Patterns are matched
// after values and positions are found and glue words ("ist", "wohnt") are dropped; see
// docs/guide/reading.md.

const cardinals = ["null", "ein|eins|eine", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn", "zwanzig"];
const ordinalStems = ["", "erst", "zweit", "dritt", "viert", "fünft", "sechst", "siebt", "acht", "neunt", "zehnt", "elft", "zwölft", "dreizehnt", "vierzehnt", "fünfzehnt", "sechzehnt", "siebzehnt", "achtzehnt", "neunzehnt", "zwanzigst"];
/** Every declined form of an ordinal: erste, ersten, erster, erstes, erstem. */
const ordinals = ordinalStems.map((stem) => (stem === "" ? "" : ["e", "en", "er", "es", "em"].map((e) => `${stem}${e}`).join("|")));

const age = ["alter", "alt", "jahr", "jahre", "jahren", "jährige", "jährigen"];
const height = ["größe", "groß", "cm", "zentimeter"];

/** A side relation ("links"), in the forms it takes. */
function side(word: "links" | "rechts", immediately: boolean): ReaderPattern[] {
  if (immediately) {
    return [
      `{a} [direkt|unmittelbar|gleich] ${word} (von|vom|neben)? {b}`,
      `{a} ${word} neben {b}`,
      `{a} neben {b} (und)? ${word} davon`,
      `{a} [direkt|unmittelbar] ${word} von {b}`,
    ];
  }
  return [
    `{a} irgendwo ${word} (von|vom)? {b}`,
    `{a} ${word} (von|vom) {b} (,)? aber nicht unbedingt daneben`,
    { pattern: `{a} ${word} (von|vom) {b}`, ambiguity: "side" },
  ];
}

/** The German reading grammar. */
export const grammar: ReaderGrammar = {
  spaced: true,
  sentenceEnds: ".!?",
  abbreviations: ["z.b", "bzw", "usw", "ca", "nr", "dr", "hr", "fr"],
  ordinalNouns: ["stock", "stockwerk", "etage", "haus", "platz", "stelle"],
  rewrites: [
    ["nebenan", "daneben"],
    ["linken", "links"],
    ["rechten", "rechts"],
  ],
  glue: ["ist", "sind", "war", "waren", "wohnt", "wohnen", "lebt", "leben", "steht", "stehen", "liegt", "liegen", "befindet", "befinden", "sich", "auch", "immer"],
  fillers: [
    // articles, pronouns, prepositions of phrases naming a person or a house
    "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines", "wer", "welche", "welcher", "welches", "deren", "dessen", "im", "in", "mit", "von", "vom", "zum", "zur", "bei", "beim", "aus", "als", "am",
    // people and houses
    "person", "personen", "mann", "frau", "bewohner", "bewohnerin", "besitzer", "besitzerin", "eigentümer", "eigentümerin", "haus", "hauses", "häuser", "häusern", "leute", "jemand", "nachbarhaus",
    // having, doing and liking
    "hat", "haben", "hält", "halten", "besitzt", "besitzen", "züchtet", "halter", "halterin", "trinkt", "trinken", "trinker", "trinkerin", "raucht", "rauchen", "raucher", "raucherin", "isst", "essen", "spielt", "spielen", "spieler", "spielerin", "fährt", "fahren", "fahrer", "fahrerin", "liest", "lesen", "trägt", "tragen", "mag", "mögen", "liebt", "lieben", "bevorzugt", "heißt", "heißen", "namens", "genannt", "kommt", "gern", "gerne", "lieblings", "macht", "machen", "bestellt", "lernt", "lernen", "reist", "nach", "fotografiert", "hört", "hören", "arbeitet", "arbeiten", "arbeit", "kommt", "kommen", "sammelt", "pflanzt", "baut",
    // things named beside a value
    "haustier", "tier", "getränk", "zigarettenmarke", "marke", "zigarette", "zigaretten", "farbe", "nationalität", "name", "namen", "sport", "sportart", "auto", "wagen", "beruf", "arbeitsplatz", "arbeitsweg", "garten", "hobby", "sternzeichen", "stock", "stockwerk", "büro", "jahre", "jährige", "jährigen", "km", "cm", "große",
  ],
  reserved: [
    "neben", "nebeneinander", "daneben", "links", "rechts", "zwischen", "nicht", "kein", "keine", "keinen", "keinem", "keiner", "nie", "niemals", "weder", "noch", "entweder", "oder", "und", "sowohl", "beide", "älter", "jünger", "größer", "kleiner", "jüngste", "jüngster", "älteste", "ältester", "größte", "kleinste", "ende", "enden", "mitte", "mittleren", "direkt", "unmittelbar", "gleich", "irgendwo", "dieselbe", "denselben", "selben", "nachbar", "nachbarn", "benachbart", "voneinander", "außen", "äußeren", "rand",
  ],
  numbers: { cardinals, ordinals, ordinalSuffixes: [] },
  positions: [
    "(das|dem|im)? {n} haus",
    "(das|dem|im)? {n} haus von links",
    { pattern: "(das|dem|im)? {n} haus von rechts", fromRight: true },
    "(in)? haus {n}",
    "(in)? haus nummer {n}",
    "(in)? haus nr {n}",
    "(auf)? platz {n}",
    { pattern: "(das|dem|im)? [mittlere|mittleren] haus", at: "middle" },
    { pattern: "(das|dem|im)? haus in der mitte", at: "middle" },
    { pattern: "(in)? der mitte", at: "middle" },
    { pattern: "(das|dem|im)? letzten? haus", at: "last" },
    { pattern: "(das|dem|im)? haus ganz links", at: "first" },
    { pattern: "(das|dem|im)? haus ganz rechts", at: "last" },
    { pattern: "ganz links", at: "first" },
    { pattern: "ganz rechts", at: "last" },
  ],
  houses: ["es gibt {n} häuser", "es gibt {n} haus", "{n} häuser", "die {n} häuser", "eine reihe von {n} häusern", "{n} häusern"],
  listLeads: [
    "jede person [hat|hält|trinkt|raucht|isst|spielt|fährt|liest|trägt|mag|besitzt] [ein|eine|einen] [andere|anderen|anderes] {noun}",
    "jedes haus hat [ein|eine|einen] [andere|anderen|anderes] {noun}",
    "jede person ist [ein|eine|einen] [andere|anderen|anderes] {noun}",
    "[alle|die personen|die bewohner] haben [verschiedene|unterschiedliche] {noun}",
    "die {noun} [sind|ist]",
    "{noun} [sind|ist]",
  ],
  listSentences: [
    { pattern: "die häuser sind {values}", name: "Farbe" },
    { pattern: "die häuser sind {values} gestrichen", name: "Farbe" },
    { pattern: "die [personen|bewohner|nachbarn|freunde] heißen {values}", name: "Name" },
    { pattern: "ihre namen sind {values}", name: "Name" },
    { pattern: "[ihre|die] {noun} sind {values}", name: "" },
  ],
  listAnd: ["und", "oder", "&"],
  articles: ["ein", "eine", "einen", "der", "die", "das"],
  headings: {
    clues: ["hinweise", "hinweis", "tipps", "angaben", "bedingungen", "regeln", "die hinweise"],
    question: ["frage", "fragen", "die frage"],
    skipped: ["lösung", "die lösung", "antwort", "antworten", "die antwort", "lösungsweg"],
    other: ["rätsel", "das rätsel", "attribute", "einleitung", "beschreibung", "eigenschaften"],
  },
  clues: {
    same: [
      "{a} {b}",
      "{a} im selben haus wie {b}",
      "{a} im gleichen haus wie {b}",
      "{a} dieselbe person wie {b}",
      "{a} und {b} dieselbe person",
      { pattern: "{a} (der|die)? [jüngste|jüngster] (person)?", extreme: "least", measure: age },
      { pattern: "{a} (der|die)? [älteste|ältester] (person)?", extreme: "greatest", measure: age },
      { pattern: "{a} (der|die)? [kleinste|kleinster] (person)?", extreme: "least", measure: height },
      { pattern: "{a} (der|die)? [größte|größter] (person)?", extreme: "greatest", measure: height },
    ],
    not_same: [
      "{a} nicht {b}",
      "{a} [kein|keine|keinen|keinem|keiner] {b}",
      "{a} nicht im selben haus wie {b}",
      "{a} nicht dieselbe person wie {b}",
      "{a} und {b} nicht dieselbe person",
      "{a} und {b} verschiedene personen",
      "{a} nie {b}",
    ],
    at: ["{a} {pos}", "{a} in {pos}", "in {pos} {a}", "{pos} {a}", "{pos} gehört {a}"],
    not_at: ["{a} nicht {pos}", "{a} nicht in {pos}", "{pos} nicht {a}", "in {pos} nicht {a}", "{a} [kein|keine|keinen] {pos}"],
    next_to: [
      "{a} (direkt|gleich|unmittelbar)? neben {b}",
      "{a} und {b} (direkt)? nebeneinander",
      "{a} und {b} (direkte)? nachbarn",
      "{a} und {b} benachbart",
      "{a} (ein|der|die)? nachbar (von|vom)? {b}",
      "{a} neben {b} daneben",
      "{a} hat {b} als nachbarn",
    ],
    not_next_to: [
      "{a} nicht (direkt)? neben {b}",
      "{a} und {b} nicht nebeneinander",
      "{a} und {b} keine nachbarn",
      "{a} und {b} nicht benachbart",
      "{a} kein nachbar (von|vom)? {b}",
      "{a} nie neben {b}",
    ],
    left_of: side("links", false),
    right_of: side("rechts", false),
    immediately_left: side("links", true),
    immediately_right: side("rechts", true),
    ends: [
      "{a} an einem (der beiden)? [ende|enden] (der reihe)?",
      "{a} am ende der reihe",
      "{a} an einem ende",
      "{a} in einem der (beiden)? äußeren häuser",
      "{a} ganz außen",
      "{a} am rand",
    ],
    between: [
      { pattern: "{b} (irgendwo)? zwischen {a} und {c} (,)? in dieser reihenfolge", ordered: true },
      { pattern: "{b} (irgendwo)? zwischen {a} (links)? und {c} (rechts)?, mit {a} links", ordered: true },
      { pattern: "{b} (irgendwo)? rechts (von|vom) {a} und links (von|vom) {c}", ordered: true },
      { pattern: "{b} (irgendwo)? links (von|vom) {c} und rechts (von|vom) {a}", ordered: true },
      { pattern: "{b} (irgendwo)? zwischen {a} und {c}", ambiguity: "between" },
    ],
    distance: [
      { pattern: "zwischen {a} und {b} (genau)? {n} [haus|häuser]", housesBetween: true },
      { pattern: "{a} und {b} trennen (genau)? {n} [haus|häuser]", housesBetween: true },
      { pattern: "es (gibt)? (genau)? {n} [haus|häuser] zwischen {a} und {b}", housesBetween: true },
      "{a} und {b} (genau)? {n} häuser voneinander entfernt",
    ],
    any_of: [
      "\\( {x} oder {y} \\)",
      "entweder {x} oder {y}",
      "{x} oder {y} \\( oder beides \\)",
      "{x} oder {y} oder beides",
      "{x} oder {y}",
      "entweder {a} oder {b} {rest}",
      "{a} oder {b} {rest}",
      "mindestens eine der folgenden aussagen trifft zu : {clauses}",
      "mindestens eine [dieser|der folgenden] aussagen [trifft zu|gilt|stimmt] : {clauses}",
    ],
    less_than: [
      { pattern: "{a} jünger als {b}", measure: age },
      { pattern: "{a} kleiner als {b}", measure: height },
      "{a} [weniger|niedrigere|niedrigeren|kleinere|kleineren] {noun} als {b}",
      "{a} hat bei {noun} einen [kleineren|niedrigeren] wert als {b}",
    ],
    greater_than: [
      { pattern: "{a} älter als {b}", measure: age },
      { pattern: "{a} größer als {b}", measure: height },
      "{a} [mehr|höhere|höheren|größere|größeren] {noun} als {b}",
      "{a} hat bei {noun} einen [größeren|höheren] wert als {b}",
    ],
    difference: [
      { pattern: "{a} (genau)? {n} (jahre|jahr) älter als {b}", measure: age },
      { pattern: "{a} (genau)? {n} (jahre|jahr) jünger als {b}", measure: age, negative: true },
      { pattern: "{a} (genau)? {n} (cm|zentimeter) größer als {b}", measure: height },
      { pattern: "{a} (genau)? {n} (cm|zentimeter) kleiner als {b}", measure: height, negative: true },
      "{a} hat bei {noun} einen um (genau)? {n} [größeren|höheren] wert als {b}",
      { pattern: "{a} hat bei {noun} einen um (genau)? {n} [kleineren|niedrigeren] wert als {b}", negative: true },
    ],
  },
  compounds: {
    neither: ["weder {a} noch {b} {rest}"],
    both: ["sowohl {a} als auch {b} {rest}", "{a} und {b} beide {rest}"],
    and: ["{x} und {y}", "{x}, aber {y}"],
    subject: ["und"],
  },
  questions: [
    { pattern: "wer {a}", find: "person" },
    { pattern: "welche person {a}", find: "person" },
    { pattern: "[welche|welcher|welches|welchen] {noun} {a}", find: "noun" },
    { pattern: "was für [ein|eine|einen] {noun} {a}", find: "noun" },
    { pattern: "[wie|was] ist (die|der|das)? {noun} (von)? {a}", find: "noun" },
  ],
  personAttributes: ["name", "namen", "nationalität", "nationalitäten", "person", "personen", "vorname"],
  variants,
};

/** Other forms of a value's (folded) name: German case and plural endings, and an adjective's endings ("rot" → "roten"). */
export function variants(name: string): string[] {
  const words = name.split(" ");
  const last = words[words.length - 1]!;
  const endings = new Set<string>();
  for (const ending of ["e", "en", "er", "es", "em", "n", "s", "se", "innen", "in"]) endings.add(`${last}${ending}`);
  // A colour that takes "-farben" before a noun ("beige" → "das beigefarbene Haus").
  for (const ending of ["", "e", "en", "er", "es", "em"]) endings.add(`${last}farben${ending}`);
  // A player named by the game ("Tennis" → "Tennisspieler"), as the renderer names one.
  for (const ending of ["spieler", "spielerin", "spielern", "spielers"]) endings.add(`${last}${ending}`);
  // "Däne" → "Dänen", "Dänin".
  if (last.endsWith("e")) endings.add(`${last}n`).add(`${last.slice(0, -1)}in`);
  // Only adjectival nouns lose their -er ("Deutscher"), not nouns ("Reiher" is no "Reihe").
  if (last.endsWith("scher")) for (const e of ["e", "en", "em", "es"]) endings.add(`${last.slice(0, -2)}${e}`);
  endings.delete(last);
  const forms = [...endings].map((f) => [...words.slice(0, -1), f].join(" "));
  // An adjective before the noun takes the case ending too ("gebratener Reis" → "gebratenen Reis").
  const stem = words.length > 1 ? /^(.*?)(er|es|en|em|e)$/.exec(words[0]!)?.[1] : undefined;
  if (stem !== undefined) for (const e of ["e", "en", "er", "es", "em"]) if (`${stem}${e}` !== words[0]) forms.push([`${stem}${e}`, ...words.slice(1)].join(" "));
  return forms;
}
