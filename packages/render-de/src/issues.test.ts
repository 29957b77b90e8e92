import { issueCases } from "@zebra/testkit";
import { describe, expect, it } from "vitest";
import { renderer } from "./index.js";

/**
 * The German line of issue cases (by the id of the shared case, `code/name`): what a user reads
 * for each kind of broken input, with its path. Every case's issue is rendered by the
 * conformance suite; these pin the wording.
 */
const lines: Readonly<Record<string, string>> = {
  "invalid-json/trailing comma":
    "Ungültiges JSON in Zeile 3, Spalte 1: erwartet wurde ein Eigenschaftsname in doppelten Anführungszeichen, gefunden „}“ (steht da ein Komma zu viel am Ende?).",
  "invalid-json/empty text": "Ungültiges JSON in Zeile 1, Spalte 1: erwartet wurde ein Wert, gefunden das Ende des Textes.",
  "invalid-json/single quotes":
    "Ungültiges JSON in Zeile 1, Spalte 2: erwartet wurde ein Eigenschaftsname in doppelten Anführungszeichen, gefunden „'“ (Eigenschaftsnamen stehen in doppelten Anführungszeichen).",
  "not-an-object/null document": "Das Dokument muss ein JSON-Objekt mit „format“, „size“, „attributes“ und „clues“ sein; gefunden: null.",
  "not-an-object/clue that is a string": "clues[1]: Ein Hinweis muss ein Objekt mit „type“ sein; gefunden: eine Zeichenkette.",
  "wrong-format/missing": 'format: „format“ fehlt; ein Rätseldokument enthält "format": "zebra-puzzle/1".',
  "wrong-format/other version": "format: format ist „zebra-puzzle/2“; gelesen wird nur „zebra-puzzle/1“.",
  "missing-field/size": "size: „size“ fehlt, die Zahl der Positionen (Häuser).",
  "missing-field/entity b": "clues[0].b: Ein Hinweis vom Typ „next_to“ braucht „b“, eine Entität.",
  "missing-field/entity value": "clues[0].a.value: Die Entität nennt „Pet“, aber keinen „value“.",
  "missing-field/difference without attr": "clues[0].attr: Ein Hinweis vom Typ „difference“ braucht „attr“, das Zahlenattribut, das er vergleicht.",
  "wrong-type/title": "title: title muss eine Zeichenkette sein; gefunden: eine Zahl.",
  "wrong-type/size as text": "size: size muss eine Zahl sein; gefunden: eine Zeichenkette.",
  "wrong-type/values not an array": "attributes.Pet: „Pet“ muss ein Array von Werten sein; gefunden: eine Zeichenkette.",
  "wrong-type/option": "clues[0].options[0]: Eine Option von any_of muss ein Array von Hinweisen sein; gefunden: ein Objekt.",
  "invalid-size/zero": "size: size muss eine positive ganze Zahl sein; gefunden: 0.",
  "invalid-attribute-name/whole number":
    'attributes["2"]: „2“ kann kein Attributname sein: JSON-Objekte behalten ganzzahlige Schlüssel nicht in ihrer Reihenfolge; nehmen Sie ein Wort, z. B. „Haus 2“.',
  "value-count/too few": "attributes.Color: „Color“ hat 2 Werte; size ist 3, also braucht es 3.",
  "invalid-value/empty string":
    "attributes.Color[1]: Color[1] ist eine leere Zeichenkette; ein Wert muss eine nicht leere Zeichenkette oder eine endliche Zahl sein.",
  "duplicate-value/string": "attributes.Pet[2]: „dog“ steht zweimal in „Pet“ (bei [0] und [2]).",
  "mixed-values/number and string":
    "attributes.Age: „Age“ mischt Zahlen und Zeichenketten (20 und „thirty“); die Werte müssen alle Zahlen oder alle Zeichenketten sein.",
  "unknown-clue-type/typo": "clues[0].type: Unbekannter Hinweistyp „nextTo“; meinten Sie „next_to“?",
  "unknown-attribute/typo": "clues[0].b.attr: Es gibt kein Attribut „Colour“; meinten Sie „Color“?",
  "unknown-attribute/unrelated": "clues[0].b.attr: Es gibt kein Attribut „Drink“; die Attribute sind Pet, Color, Age.",
  "unknown-value/typo": "clues[0].a.value: „Pet“ hat keinen Wert „zebu“; seine Werte sind dog, cat, zebra.",
  "unknown-value/close typo": "clues[0].a.value: „Pet“ hat keinen Wert „Zebras“; meinten Sie „zebra“?",
  "unknown-value/number as text": "clues[0].a.value: „Age“ hat keinen Wert „30“; seine Werte sind 20, 30, 40 (Zahlen: 30 ohne Anführungszeichen schreiben).",
  "unknown-value/value of another attribute": "clues[0].a.value: „Pet“ hat keinen Wert „red“; seine Werte sind dog, cat, zebra („Color“ hat „red“).",
  "invalid-entity/both forms":
    'clues[0].a: Die Entität hat sowohl „pos“ als auch „attr“/„value“; eine Entität ist {"attr": …, "value": …} oder {"pos": …}, nicht beides.',
  "position-out-of-range/zero": "clues[1].pos: Position 0 liegt außerhalb des Bereichs; Positionen sind ganze Zahlen von 1 bis 3.",
  "distance-out-of-range/size": "clues[0].d: Der Abstand 3 liegt außerhalb des Bereichs; bei 3 Positionen ist ein Abstand eine ganze Zahl von 1 bis 2.",
  "difference-out-of-range/zero": "clues[0].d: Die Differenz d ist 0; sie muss eine endliche Zahl ungleich null sein.",
  "not-numeric/less_than on strings":
    "clues[0].attr: Ein Hinweis vom Typ „less_than“ vergleicht Zahlen, aber die Werte von „Pet“ sind keine Zahlen (dog, cat, zebra).",
  "empty-any-of/empty option": "clues[0].options[1]: Option 1 des Hinweises vom Typ „any_of“ ist leer; jede Option braucht mindestens einen Hinweis.",
  "too-deep/one level too many":
    "clues[0].options[0][0].options[0][0].options[0][0].options[0][0]: Hinweise vom Typ „any_of“ sind hier 5 Ebenen tief verschachtelt; unterstützt werden höchstens 4.",
  "invalid-solution/wrong length": "solution.Pet: Die Lösung gibt „Pet“ 2 Werte; nötig sind 3, einer je Position.",
  "invalid-solution/duplicate value": "solution.Pet[2]: „dog“ steht in „Pet“ der Lösung zweimal (bei [0] und [2]); es fehlt: zebra.",
  "invalid-solution/violates a clue": "clues[1]: Die Lösung des Dokuments erfüllt Hinweis 2 nicht.",
  "invalid-question/no find": 'question.find: Die Frage hat kein „find“; eine Frage ist {"find": {"attr": …}, "where": Entität}.',
  "invalid-meta/a Date": "meta.when: Ein Objekt der Klasse Date ist kein einfaches JSON-Objekt.",
  "not-an-object/vocabulary": "Ein Vokabular muss ein JSON-Objekt sein; gefunden: ein Array.",
  "missing-field/word text": "attributes[0].words.de.values.dog.text: Ein Wort braucht seinen „text“, die Grundform.",
  "wrong-type/numeric with strings": "attributes[0].values: „Pet“ ist ein Zahlenattribut, also müssen seine Werte Zahlen sein.",
  "wrong-type/empty template": "attributes[0].words.en.subject: „subject“ muss eine nicht leere Zeichenkette sein; gefunden: eine leere Zeichenkette.",
  "too-few-values/one value": "attributes[0].values: „Pet“ hat 1 Wert; es braucht mindestens 2.",
  "duplicate-label/two values": "attributes[0].words.en.values.cat: In „en“ lauten „cat“ und „dog“ von „Pet“ beide „dog“.",
  "ambiguous-phrase/two attributes": "attributes[2].values[1]: In „en“ ergeben „Toy“ „zebra“ und „Pet“ „zebra“ dasselbe Subjekt „the zebra owner“.",
  "invalid-template/unknown placeholder": "attributes[0].words.en.subject: „the {pet} owner“ verwendet {pet}; „subject“ kennt {value}.",
  "invalid-template/missing placeholder": "attributes[0].words.en.predicate: In „keeps a pet“ fehlt {value}.",
  "invalid-template/noun": "attributes[0].words.en.noun: „{value}“ verwendet {value}; „noun“ kennt keine Platzhalter.",
  "invalid-template/unknown feature":
    "attributes[0].words.de.predicate: „{value:akk} hält“ verlangt an Stelle 0 das unbekannte Merkmal „akk“; die Merkmale sind nom, acc, dat, gen, sg, pl, def, indef, neg, bare.",
  "invalid-locale/upper case": "attributes[0].words.EN: „EN“ ist kein Sprachcode (wie „de“, „en“ oder „pt-BR“).",
  "invalid-choice/gender": "attributes[0].words.de.values.dog.gender: „x“ ist kein Genus; Genera sind m, f, n, c.",
  "invalid-choice/word kind": "attributes[0].words.de.values.dog.kind: „verb“ ist keine Wortart; Wortarten sind noun, name, adjective, verb-phrase.",
  "invalid-choice/form key":
    "attributes[0].words.de.values.dog.forms.dative: „dative“ ist kein Formschlüssel; Formschlüssel sind nom, acc, dat, gen, sg, pl, nom.sg, nom.pl, acc.sg, acc.pl, dat.sg, dat.pl, gen.sg, gen.pl, attr, m, f, subject.",
  "invalid-grid/duplicate": "grid.Pet[1]: „dog“ steht in „Pet“ der Tabelle zweimal (bei [0] und [1]); es fehlt: cat.",
  "invalid-grid/row length": "grid.Pet: Die Tabelle gibt „Pet“ 1 Wert; nötig sind 3, einer je Position.",
};

describe("German issue messages", () => {
  const byId = new Map(issueCases.map((c) => [c.id, c]));

  it.each(Object.entries(lines))("%s", (id, line) => {
    const c = byId.get(id);
    expect(c, `no issue case ${id}`).toBeDefined();
    const issue = c!.issues().find((i) => i.code === c!.code && i.path === c!.path);
    expect(issue, `${id} gives no ${c!.code} at ${c!.path}`).toBeDefined();
    expect(renderer.issue(issue!)).toBe(line);
  });

  it("end every message with a full stop or a question mark, on one line", () => {
    for (const c of issueCases) for (const issue of c.issues()) expect(renderer.issue(issue)).toMatch(/^[^\n]*[.?]$/);
  });
});
