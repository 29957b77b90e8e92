// German messages for every issue code, written from the issue's typed details
// (`IssueDetailsByCode` of @zebra/model). Each message names the problem and, where it helps,
// what would be right; the path is added by `issueLine`. `IssueMessages` lists every code: a
// new code is a compile error here until it is worded.
import { clueTypes, wordFeatures } from "@zebra/model";
import type { DocumentPart, GridProblem, Issue, JsonChar, JsonSyntaxProblem, JsonType, SentenceAt, Shown, Value } from "@zebra/model";
import type { IssueMessages } from "@zebra/locale-kit";
import { ui } from "../ui.js";

/** The longest name or string value a message shows whole; longer ones are cut with "…". */
const shownLength = 60;

/** Cuts a long name or value (paths and details keep it whole). */
function name(text: string): string {
  return text.length > shownLength ? `${text.slice(0, shownLength - 1)}…` : text;
}

/** A name or a string from the input in German quotation marks: „zebra“. */
function quoted(text: string): string {
  return `„${name(text)}“`;
}

/** A JSON type as a noun phrase: "eine Zeichenkette", "ein Array", "null". */
function typeName(type: JsonType | "empty string"): string {
  switch (type) {
    case "string":
      return "eine Zeichenkette";
    case "empty string":
      return "eine leere Zeichenkette";
    case "number":
      return "eine Zahl";
    case "boolean":
      return "ein Wahrheitswert";
    case "array":
      return "ein Array";
    case "object":
      return "ein Objekt";
    case "bigint":
      return "ein BigInt";
    case "symbol":
      return "ein Symbol";
    case "function":
      return "eine Funktion";
    default:
      return type;
  }
}

/** A value from the input: strings quoted, numbers plain, others by type. */
function show(value: Shown | Value): string {
  if (typeof value === "string") return quoted(value);
  if (typeof value === "number" || typeof value === "boolean" || value === null) return String(value);
  return typeName(value.type);
}

/** A value as the reason it is not a valid value: "eine leere Zeichenkette", "NaN", "ein Array". */
function problemOf(value: Shown): string {
  if (value === "") return "eine leere Zeichenkette";
  return show(value);
}

/** Values (or names) listed unquoted: `dog, cat, zebra`; long lists end with `…`. */
function list(values: readonly Value[], limit = 20): string {
  const shown = values.slice(0, limit).map((v) => name(String(v)));
  return values.length > limit ? `${shown.join(", ")}, …` : shown.join(", ");
}

/** Values listed with „und“ before the last: `Hund, Katze und Zebra`. */
function andList(values: readonly Value[]): string {
  const shown = values.map((v) => name(String(v)));
  return shown.length <= 1 ? shown.join("") : `${shown.slice(0, -1).join(", ")} und ${shown.at(-1)}`;
}

/** A sentence of a puzzle text in German quotation marks, cut only when very long. */
/** A built-in theme by its German name ("Klassisch"), another by its id. */
function themeName(id: string | undefined): string {
  return id === undefined ? "" : (ui.playground.themeNames[id] ?? id);
}

function sentenceQuoted(text: string): string {
  return `„${text.length > 200 ? `${text.slice(0, 199)}…` : text}“`;
}

/** „Satz 7 (Zeile 9)“, with the clue's own number when the line is numbered. */
function sentenceRef(d: SentenceAt): string {
  return `Satz ${d.sentence} (Zeile ${d.line}${d.marker !== undefined ? `, Nummer ${d.marker}` : ""})`;
}

/** "1 Wert", "3 Werte". */
function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A character of JSON text: quoted, or named when it cannot be shown. */
function char(found: JsonChar): string {
  if (found === null) return "das Ende des Textes";
  const code = found.charCodeAt(0);
  if (code < 0x20 || code === 0x7f) return `das Steuerzeichen U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  return quoted(found);
}

const expectations: Readonly<Record<Extract<JsonSyntaxProblem, { kind: "expected" }>["expected"], string>> = {
  value: "ein Wert",
  digit: "eine Ziffer",
  "fraction-digit": "eine Ziffer nach dem Dezimalpunkt",
  "exponent-digit": "eine Ziffer im Exponenten",
  true: "true",
  false: "false",
  null: "null",
  "property-name": "ein Eigenschaftsname in doppelten Anführungszeichen",
  colon: "„:“ nach einem Eigenschaftsnamen",
  "comma-or-bracket": "„,“ oder „]“ nach einem Element des Arrays",
  "comma-or-brace": "„,“ oder „}“ nach dem Wert einer Eigenschaft",
};

const hints = {
  "trailing-comma": " (steht da ein Komma zu viel am Ende?)",
  "string-quotes": " (Zeichenketten stehen in doppelten Anführungszeichen)",
  "name-quotes": " (Eigenschaftsnamen stehen in doppelten Anführungszeichen)",
} as const;

function jsonProblem(problem: JsonSyntaxProblem): string {
  switch (problem.kind) {
    case "unclosed-string":
      return "eine Zeichenkette ist nicht geschlossen";
    case "unescaped-control":
      return `${char(problem.found)} muss in einer Zeichenkette maskiert werden`;
    case "bad-unicode-escape":
      return "auf \\u müssen vier Hexadezimalziffern folgen";
    case "bad-escape":
      return `ein Backslash vor ${char(problem.found)} ist keine gültige Escape-Sequenz`;
    case "leading-zero":
      return "eine Zahl darf keine führenden Nullen haben";
    case "expected":
      return `erwartet wurde ${expectations[problem.expected]}, gefunden ${char(problem.found)}${problem.hint === undefined ? "" : hints[problem.hint]}`;
    case "trailing":
      return `unerwartetes Zeichen ${char(problem.found)} nach dem Ende des JSON-Werts`;
    case "engine":
      return problem.reason;
  }
}

/** What an object part is, in "… muss ein Objekt sein" messages. */
const objectParts: Readonly<Record<Exclude<DocumentPart, "entity">, (found: string) => string>> = {
  puzzle: (found) => `Das Dokument muss ein JSON-Objekt mit „format“, „size“, „attributes“ und „clues“ sein; gefunden: ${found}`,
  attributes: (found) => `attributes muss ein Objekt sein, das jedem Attributnamen seine Werte zuordnet; gefunden: ${found}`,
  attribute: (found) => `Ein Attribut muss ein Objekt sein; gefunden: ${found}`,
  clue: (found) => `Ein Hinweis muss ein Objekt mit „type“ sein; gefunden: ${found}`,
  option: (found) => `Eine Option von any_of muss ein Array von Hinweisen sein; gefunden: ${found}`,
  vocabulary: (found) => `Ein Vokabular muss ein JSON-Objekt sein; gefunden: ${found}`,
  "vocabulary-attribute": (found) => `Ein Attribut muss ein Objekt sein; gefunden: ${found}`,
  words: (found) => `„words“ muss ein Objekt von Sprachcodes auf Wörter sein; gefunden: ${found}`,
  "locale-words": (found) => `Die Wörter einer Sprache müssen ein Objekt sein; gefunden: ${found}`,
  labels: (found) => `„values“ muss ein Objekt von Werten auf Wörter sein; gefunden: ${found}`,
  word: (found) => `Ein Wort muss eine Zeichenkette oder ein Objekt mit „text“ sein; gefunden: ${found}`,
  forms: (found) => `„forms“ muss ein Objekt von Formschlüsseln auf Texte sein; gefunden: ${found}`,
  scale: (found) => `Eine Skala muss ein Objekt mit „unit“ und „step“ sein; gefunden: ${found}`,
};

/** What a missing field of a puzzle is for. */
const puzzleFields: Readonly<Record<string, string>> = {
  size: "„size“ fehlt, die Zahl der Positionen (Häuser)",
  attributes: "„attributes“ fehlt, das Objekt, das jedem Attributnamen seine Werte zuordnet",
  clues: "„clues“ fehlt, das Array der Hinweise",
};

/** "Ein Hinweis vom Typ „next_to“". */
function clueOfType(type: string | undefined): string {
  return type === undefined || type === "" ? "Der Hinweis" : `Ein Hinweis vom Typ „${type}“`;
}

function missingField(d: Issue<"missing-field">["details"]): string {
  const { part, field, type, attr } = d;
  switch (part) {
    case "puzzle":
      return puzzleFields[field] ?? `„${field}“ fehlt`;
    case "clue":
      if (field === "type") return "Der Hinweis hat keinen „type“";
      if (field === "options") return "Ein Hinweis vom Typ „any_of“ braucht „options“, ein Array von Optionen (jede ein Array von Hinweisen)";
      if (field === "attr") return `${clueOfType(type ?? "less_than")} braucht „attr“, das Zahlenattribut, das er vergleicht`;
      if (field === "a" || field === "b" || field === "c") return `${clueOfType(type)} braucht „${field}“, eine Entität`;
      return `${clueOfType(type)} braucht „${field}“`;
    case "entity":
      if (field === "attr") return "Die Entität hat einen „value“, aber kein „attr“, das ihr Attribut nennt";
      return `Die Entität nennt ${attr === undefined ? "ein Attribut" : quoted(attr)}, aber keinen „value“`;
    case "word":
      return "Ein Wort braucht seinen „text“, die Grundform";
    default:
      return `Das Feld „${field}“ fehlt`;
  }
}

/** What a field should hold. */
function expectedName(expected: Issue<"wrong-type">["details"]["expected"]): string {
  switch (expected) {
    case "boolean":
      return "true oder false";
    case "true":
      return "true";
    case "word":
      return "eine nicht leere Zeichenkette oder ein Wort";
    case "non-empty string":
      return "eine nicht leere Zeichenkette";
    default:
      return typeName(expected);
  }
}

function wrongType(d: Issue<"wrong-type">["details"]): string {
  const { part, field, expected, found, attr } = d;
  const was = typeName(found);
  switch (part) {
    case "attribute":
      return `${quoted(attr ?? field)} muss ein Array von Werten sein; gefunden: ${was}`;
    case "option":
      return `Eine Option von any_of muss ein Array von Hinweisen sein; gefunden: ${was}`;
    case "puzzle":
    case "clue":
    case "entity":
    case "attributes":
      if (field === "type") return `type muss eine Zeichenkette sein, die einen Hinweistyp nennt; gefunden: ${was}`;
      if (field === "attr") return `attr muss eine Zeichenkette sein, die ein Attribut nennt; gefunden: ${was}`;
      if (field === "options") return `options muss ein Array von Optionen sein (jede ein Array von Hinweisen); gefunden: ${was}`;
      return `${field} muss ${typeName(expected === "number" || expected === "array" || expected === "boolean" ? expected : "string")} sein; gefunden: ${was}`;
    default:
      break;
  }
  const label = attr === undefined ? "Dieses Attribut" : quoted(attr);
  if (field === "values" && expected === "number") return `${label} ist ein Zahlenattribut, also müssen seine Werte Zahlen sein`;
  if (field === "numeric" && expected === "true") return `${label} hat Zahlen als Werte, also muss „numeric“ true sein`;
  if (part === "labels") return `Eine Bezeichnung muss eine nicht leere Zeichenkette oder ein Wort sein; gefunden: ${was}`;
  if (part === "forms") return `Eine Form muss eine nicht leere Zeichenkette sein; gefunden: ${was}`;
  return `„${field}“ muss ${expectedName(expected)} sein; gefunden: ${was}`;
}

const choiceNames = {
  gender: ["ein Genus", "Genera"],
  number: ["ein grammatischer Numerus", "Numeri"],
  kind: ["eine Wortart", "Wortarten"],
  form: ["ein Formschlüssel", "Formschlüssel"],
  family: ["eine Attributfamilie", "Familien"],
  unit: ["eine Einheit", "Einheiten"],
  "puzzle-kind": ["eine Rätselart", "Rätselarten"],
} as const;

function gridMessage(noun: "Die Lösung" | "Die Tabelle", d: GridProblem): string {
  const of = noun === "Die Lösung" ? "der Lösung" : "der Tabelle";
  switch (d.problem) {
    case "not-an-object":
      return `${noun} muss ein Objekt sein, das jedem Attribut seine Werte nach Position gibt; gefunden: ${typeName(d.found)}`;
    case "unknown-attribute":
      return `${noun} nennt ${quoted(d.attr)}, aber das ist kein Attribut${d.suggestion !== undefined ? `; meinten Sie ${quoted(d.suggestion)}?` : ""}`;
    case "missing-row":
      return `${noun} gibt für ${quoted(d.attr)} keine Werte an`;
    case "row-not-an-array":
      return `${noun} muss ${quoted(d.attr)} ein Array von ${d.size} Werten geben; gefunden: ${typeName(d.found)}`;
    case "row-length":
      return `${noun} gibt ${quoted(d.attr)} ${count(d.count, "Wert", "Werte")}; nötig sind ${d.size}, einer je Position`;
    case "unknown-value":
      return `${quoted(d.attr)} hat keinen Wert ${show(d.value)}; seine Werte sind ${list(d.values)}`;
    case "duplicate":
      return `${show(d.value)} steht in ${quoted(d.attr)} ${of} zweimal (bei [${d.first}] und [${d.at}])${d.missing.length > 0 ? `; es fehlt: ${list(d.missing)}` : ""}`;
  }
}

/** Every issue code in German. */
export const issueMessages: IssueMessages = {
  "invalid-json": ({ details: d }) => `Ungültiges JSON in Zeile ${d.line}, Spalte ${d.column}: ${jsonProblem(d.problem)}`,
  "not-an-object": ({ details: d }) =>
    "unreadable" in d
      ? `Das Dokument lässt sich nicht als JSON-Daten lesen (beim Lesen: ${d.unreadable}); übergeben Sie JSON-Text oder einfache Objekte`
      : objectParts[d.part](typeName(d.found)),
  "wrong-format": ({ details: d }) =>
    d.found === undefined
      ? `„format“ fehlt; ein Rätseldokument enthält "format": "${d.expected}"`
      : `format ist ${show(d.found)}; gelesen wird nur „${d.expected}“`,
  "missing-field": ({ details }) => missingField(details),
  "wrong-type": ({ details }) => wrongType(details),
  "invalid-size": ({ details: d }) => `size muss eine positive ganze Zahl sein; gefunden: ${show(d.size)}`,
  "size-too-large": ({ details: d }) => `size ist ${d.size}; die größte unterstützte Größe ist ${d.maxSize}`,
  "no-attributes": ({ details: d }) =>
    d.part === "puzzle" ? "attributes ist leer; ein Rätsel braucht mindestens ein Attribut" : "„attributes“ muss mindestens ein Attribut enthalten",
  "invalid-attribute-name": ({ details: d }) =>
    d.reason === "empty"
      ? "Ein Attributname darf nicht leer sein"
      : `${quoted(d.attr)} kann kein Attributname sein: JSON-Objekte behalten ganzzahlige Schlüssel nicht in ihrer Reihenfolge; nehmen Sie ein Wort, z. B. „Haus ${name(d.attr)}“`,
  "too-many-attributes": ({ details: d }) => `Es gibt ${d.count} Attribute; unterstützt werden höchstens ${d.maxAttributes}`,
  "value-count": ({ details: d }) => `${quoted(d.attr)} hat ${count(d.count, "Wert", "Werte")}; size ist ${d.size}, also braucht es ${d.size}`,
  "invalid-value": ({ details: d }) => {
    if (d.part === "vocabulary-attribute") return `Ein Wert muss eine nicht leere Zeichenkette oder eine endliche Zahl sein; gefunden: ${problemOf(d.found)}`;
    const what = d.part === "attribute" ? `${name(d.attr ?? "")}[${d.index ?? 0}]` : "Der Wert";
    return `${what} ist ${problemOf(d.found)}; ein Wert muss eine nicht leere Zeichenkette oder eine endliche Zahl sein`;
  },
  "duplicate-value": ({ details: d }) => `${show(d.value)} steht zweimal in ${quoted(d.attr)} (bei [${d.first}] und [${d.at}])`,
  "mixed-values": ({ details: d }) =>
    `${quoted(d.attr)} mischt Zahlen und Zeichenketten (${d.number} und ${show(d.string)}); die Werte müssen alle Zahlen oder alle Zeichenketten sein`,
  "too-many-clues": ({ details: d }) => `Es gibt ${d.count} Hinweise; unterstützt werden höchstens ${d.maxClues} (nur die ersten ${d.maxClues} wurden geprüft)`,
  "unknown-clue-type": ({ details: d }) =>
    `Unbekannter Hinweistyp ${show(d.type)}; ${d.suggestion !== undefined ? `meinten Sie „${d.suggestion}“?` : `die Hinweistypen sind ${clueTypes.join(", ")}`}`,
  "unknown-attribute": ({ details: d }) => {
    const tail =
      d.suggestion !== undefined
        ? `meinten Sie ${quoted(d.suggestion)}?`
        : d.attributes.length > 0
          ? `die Attribute sind ${list(d.attributes)}`
          : "das Rätsel hat keine Attribute";
    return `Es gibt kein Attribut ${quoted(d.attr)}; ${tail}`;
  },
  "unknown-value": ({ details: d }) => {
    if (d.part === "labels") return `Es gibt keinen Wert ${show(d.value)}, der eine Bezeichnung bekommen könnte`;
    if (d.suggestion !== undefined) return `${quoted(d.attr)} hat keinen Wert ${show(d.value)}; meinten Sie ${quoted(d.suggestion)}?`;
    let message = `${quoted(d.attr)} hat keinen Wert ${show(d.value)}; seine Werte sind ${list(d.values)}`;
    if (typeof d.value === "string" && d.value.trim() !== "" && d.values.includes(Number(d.value)))
      message += ` (Zahlen: ${Number(d.value)} ohne Anführungszeichen schreiben)`;
    else if (typeof d.value === "number" && d.values.includes(String(d.value))) message += ` (Zeichenketten: "${d.value}" in Anführungszeichen schreiben)`;
    else if (d.owner !== undefined) message += ` (${quoted(d.owner)} hat ${show(d.value)})`;
    return message;
  },
  "invalid-entity": ({ details: d }) => {
    const shape = 'eine Entität ist {"attr": …, "value": …} oder {"pos": …}';
    if (d.found === "both") return `Die Entität hat sowohl „pos“ als auch „attr“/„value“; ${shape}, nicht beides`;
    if (d.found === "neither") return `Die Entität hat weder „attr“ und „value“ noch „pos“; ${shape}`;
    return `Erwartet wurde eine Entität; gefunden: ${typeName(d.found)} (${shape})`;
  },
  "position-out-of-range": ({ details: d }) =>
    `Position ${show(d.pos)} liegt außerhalb des Bereichs; Positionen sind ${d.size === undefined ? "ganze Zahlen ab 1" : `ganze Zahlen von 1 bis ${d.size}`}`,
  "distance-out-of-range": ({ details: d }) => {
    if (d.size === undefined) return `Der Abstand ${show(d.d)} liegt außerhalb des Bereichs; ein Abstand ist eine ganze Zahl ab 1`;
    if (d.size === 1) return `Der Abstand ${show(d.d)} liegt außerhalb des Bereichs; bei einer einzigen Position gibt es keinen Abstand`;
    return `Der Abstand ${show(d.d)} liegt außerhalb des Bereichs; bei ${d.size} Positionen ist ein Abstand eine ganze Zahl von 1 bis ${d.size - 1}`;
  },
  "difference-out-of-range": ({ details: d }) => `Die Differenz d ist ${show(d.d)}; sie muss eine endliche Zahl ungleich null sein`,
  "not-numeric": ({ details: d }) => `${clueOfType(d.type)} vergleicht Zahlen, aber die Werte von ${quoted(d.attr)} sind keine Zahlen (${list(d.values)})`,
  "factor-out-of-range": ({ details: d }) => `Der Faktor ist ${show(d.factor)}; er muss eine endliche Zahl größer als 0 und ungleich 1 sein`,
  "entity-count": ({ details: d }) =>
    `${clueOfType(d.type)} nennt in „of“ ${d.fewest === d.most ? `genau ${d.fewest}` : `${d.fewest} bis ${d.most}`} Personen; gefunden: ${d.count}`,
  "needs-row": ({ details: d }) =>
    "type" in d
      ? `Ein Logical ohne Häuserreihe kann keinen Hinweis vom Typ „${d.type}“ haben`
      : `Ein Logical ohne Häuserreihe hat keine Position ${show(d.pos)}, die ein Hinweis nennen könnte`,
  "invalid-scale": ({ details: d }) => {
    switch (d.problem) {
      case "not-numeric":
        return `${quoted(d.attr)} kann keine Skala haben: seine Werte sind keine Zahlen`;
      case "step":
        return `Die Schrittweite von ${quoted(d.attr)} ist ${show(d.step)}; sie muss eine Zahl größer als 0 sein`;
      case "off-step":
        return `${d.value} liegt nicht um ein Vielfaches von ${d.step} über dem kleinsten Wert von ${quoted(d.attr)}`;
    }
  },
  "empty-any-of": ({ details: d }) =>
    d.option === null
      ? "Der Hinweis vom Typ „any_of“ hat keine Optionen; er braucht mindestens eine"
      : `Option ${d.option} des Hinweises vom Typ „any_of“ ist leer; jede Option braucht mindestens einen Hinweis`,
  "too-deep": ({ details: d }) => `Hinweise vom Typ „any_of“ sind hier ${d.depth} Ebenen tief verschachtelt; unterstützt werden höchstens ${d.maxAnyOfDepth}`,
  "invalid-solution": ({ details: d }) => {
    if (d.problem === "violates-clue") return `Die Lösung des Dokuments erfüllt Hinweis ${d.clue + 1} nicht`;
    if (d.problem === "not-unique") return "Die Lösung des Dokuments ist nicht die einzige Lösung des Rätsels";
    return gridMessage("Die Lösung", d);
  },
  "invalid-question": ({ details: d }) => {
    const shape = '{"find": {"attr": …}, "where": Entität}';
    if (d.problem === "not-an-object") return `Die Frage muss ein Objekt ${shape} sein; gefunden: ${typeName(d.found)}`;
    if (d.problem === "wrong-type") {
      return d.field === "find"
        ? `find muss ein Objekt {"attr": …} sein, das das gefragte Attribut nennt; gefunden: ${typeName(d.found)}`
        : `find.attr muss eine Zeichenkette sein, die das gefragte Attribut nennt; gefunden: ${typeName(d.found)}`;
    }
    if (d.field === "find") return `Die Frage hat kein „find“; eine Frage ist ${shape}`;
    if (d.field === "find.attr") return "Das „find“ der Frage hat kein „attr“, das das gefragte Attribut nennt";
    return `Die Frage hat kein „where“, die Entität, nach der sie fragt; eine Frage ist ${shape}`;
  },
  "invalid-meta": ({ details: d }) => {
    switch (d.problem) {
      case "not-an-object":
        return `meta muss ein Objekt sein; gefunden: ${typeName(d.found)}`;
      case "not-json": {
        const what = show(d.found);
        return `${what.charAt(0).toUpperCase()}${what.slice(1)} lässt sich nicht als JSON schreiben`;
      }
      case "class":
        return `${d.className !== "" ? `Ein Objekt der Klasse ${d.className}` : "Dieses Objekt"} ist kein einfaches JSON-Objekt`;
      case "too-deep":
        return `meta ist hier tiefer als ${d.maxMetaDepth} Ebenen verschachtelt`;
      case "cycle":
        return "Dieses Objekt verweist auf ein Objekt zurück, das es enthält";
    }
  },
  "invalid-grid": ({ details }) => gridMessage("Die Tabelle", details),
  "invalid-id": ({ details: d }) => `${show(d.id)} ist keine Kennung in Kebab-Schreibweise (wie „house-color“)`,
  "duplicate-attribute": ({ details: d }) => `Attribut ${d.first} hat schon ${d.field === "id" ? "die Kennung" : "den Namen"} ${show(d.value)}`,
  "too-few-values": ({ details: d }) =>
    `${d.attr === undefined ? "Dieses Attribut" : quoted(d.attr)} hat ${count(d.count, "Wert", "Werte")}; es braucht mindestens 2`,
  "duplicate-label": ({ details: d }) => `In „${d.locale}“ lauten ${show(d.value)} und ${show(d.other)} von ${quoted(d.attr)} beide ${show(d.label)}`,
  "ambiguous-phrase": ({ details: d }) =>
    `In „${d.locale}“ ergeben ${quoted(d.attr)} ${show(d.value)} und ${quoted(d.otherAttr)} ${show(d.otherValue)} dasselbe ${d.field === "subject" ? "Subjekt" : "Prädikat"} ${show(d.phrase)}`,
  "invalid-template": ({ details: d }) => {
    if ("problem" in d) {
      const p = d.problem;
      if (p.kind === "unmatched-brace") return `${show(d.template)} hat an Stelle ${p.at} ein „}“ ohne Gegenstück`;
      if (p.kind === "malformed") return `${show(d.template)} hat an Stelle ${p.at} einen fehlerhaften Platzhalter (eine Klammer selbst schreibt man {{)`;
      return `${show(d.template)} verlangt an Stelle ${p.at} das unbekannte Merkmal „${p.feature}“; die Merkmale sind ${wordFeatures.join(", ")}`;
    }
    if ("unknown" in d) {
      const known = d.allowed.length === 0 ? "keine Platzhalter" : d.allowed.map((n) => `{${n}}`).join(", ");
      return `${show(d.template)} verwendet ${d.unknown.map((n) => `{${n}}`).join(", ")}; „${d.field}“ kennt ${known}`;
    }
    return `In ${show(d.template)} fehlt ${d.missing.map((n) => `{${n}}`).join(", ")}`;
  },
  "invalid-locale": ({ details: d }) => `${show(d.locale)} ist kein Sprachcode (wie „de“, „en“ oder „pt-BR“)`,
  "invalid-choice": ({ details: d }) => {
    const [one, many] = choiceNames[d.field];
    return `${show(d.found)} ist kein${one.startsWith("eine ") ? "e" : ""} ${one.replace(/^eine? /, "")}; ${many} sind ${d.allowed.join(", ")}`;
  },
  "unread-sentence": ({ details: d }) => {
    const text = sentenceQuoted(d.text);
    const hint =
      d.suggestions && d.suggestions.length > 0 ? ` (${d.suggestions.map((x) => `meinten Sie ${quoted(x.value)} statt ${quoted(x.word)}?`).join(" ")})` : "";
    switch (d.reason) {
      case "no-values":
        return `${sentenceRef(d)} nennt keinen Wert des Rätsels: ${text}${hint}`;
      case "no-relation":
        return `${sentenceRef(d)} nennt Werte, aber keine bekannte Beziehung zwischen ihnen: ${text}${hint}`;
      case "unknown-words": {
        const words = d.unknown ?? [];
        const unknown =
          words.length === 0
            ? ""
            : words.length === 1
              ? `: das Wort ${quoted(words[0]!)} ist unbekannt`
              : `: die Wörter ${words.map(quoted).join(", ")} sind unbekannt`;
        return `${sentenceRef(d)} wurde nicht gelesen${unknown}: ${text}${d.closest ? `; am nächsten kommt die Lesart ${sentenceQuoted(d.closest)}` : ""}`;
      }
      case "ambiguous":
        return `${sentenceRef(d)} lässt mehrere Lesarten zu: ${text} lässt sich als ${[d.closest, ...(d.others ?? [])]
          .filter((x) => x !== undefined)
          .map((x) => sentenceQuoted(x))
          .join(" oder als ")} lesen`;
      case "too-long":
        return `${sentenceRef(d)} ist zu lang für einen Hinweis (${d.text.length.toLocaleString("de-DE")} Zeichen)`;
      case "no-attributes":
        return `${sentenceRef(d)} lässt sich ohne die Attribute des Rätsels nicht lesen: ${text}`;
    }
  },
  "no-houses": () => "Der Text sagt nicht, wie viele Häuser es gibt (schreiben Sie „Es gibt fünf Häuser.“ oder führen Sie die Werte jedes Attributs auf)",
  "conflicting-houses": ({ details: d }) => `${sentenceRef(d)} nennt ${d.size === 1 ? "1 Haus" : `${d.size} Häuser`}, ein früherer Satz aber ${d.other}`,
  "list-length": ({ details: d }) => `${sentenceRef(d)} führt ${count(d.count, "Wert", "Werte")} für ${quoted(d.attr)} auf, es gibt aber ${d.size} Häuser`,
  "unlisted-values": ({ details: d }) => {
    const attr = d.words?.attr ?? d.attr;
    const named = d.words?.named ?? d.named;
    return `Der Text nennt für ${d.size} Häuser nur ${count(named.length, "Wert", "Werte")} für ${quoted(attr)} (${list(named)}), und nichts verrät die übrigen; führen Sie sie auf („${name(attr)}: ${list(named)}, …“)`;
  },
  "inferred-values": ({ details: d }) => {
    const attr = quoted(d.words?.attr ?? d.attr);
    const values = andList(d.words?.values ?? d.values);
    const unnamed = d.words?.unnamed ?? d.unnamed ?? [];
    return d.from === "theme"
      ? `${attr} wird nicht aufgeführt, also gelten die Werte des Themas ${quoted(themeName(d.vocabulary))}: ${values}${unnamed.length > 0 ? ` (kein Satz nennt ${andList(unnamed)})` : ""}`
      : `${attr} wird nicht aufgeführt, also gelten die Werte, die die Hinweise nennen: ${values}`;
  },
  "unread-question": ({ details: d }) =>
    `${sentenceRef(d)} sieht wie eine Frage aus, wurde aber nicht gelesen: ${sentenceQuoted(d.text)}; das Rätsel wird ohne sie gelesen`,
  "too-much-text": ({ details: d }) =>
    d.what === "characters"
      ? `Der Text hat ${d.count.toLocaleString("de-DE")} Zeichen; ein Rätseltext hat höchstens ${d.max.toLocaleString("de-DE")}`
      : `Der Text hat ${d.count.toLocaleString("de-DE")} Sätze; nur die ersten ${d.max.toLocaleString("de-DE")} wurden gelesen`,
  "not-text": ({ details: d }) =>
    `Der Text enthält in Zeile ${d.line}, Spalte ${d.column} das Steuerzeichen U+${d.code.toString(16).toUpperCase().padStart(4, "0")}: das ist kein Text (eine Binärdatei?)`,
};

/** An issue as one line: its path, a colon and its message, with a full stop. */
export function issueLine(path: string, message: string): string {
  const text = /[.!?]$/.test(message) ? message : `${message}.`;
  return path === "" ? text : `${path}: ${text}`;
}
