import type { Difficulty } from "@zebra/model";
import type { ExplanationStyle, ReadingName, UiStrings, ViolationWords } from "@zebra/locale-kit";

const levels: { readonly [D in Difficulty]: string } = { easy: "leicht", medium: "mittel", hard: "schwer", expert: "Experte" };

/** "Hinweis 3", "Hinweise 3, 7 und 12". */
function clueList(clues: readonly number[]): string {
  return clues.length === 1 ? `Hinweis ${clues[0]}` : `Hinweise ${clues.slice(0, -1).join(", ")} und ${clues.at(-1)}`;
}

/** "Hinweis 3 kann nicht gelten", "die Hinweise 3, 7 und 12 können nicht alle zugleich gelten". */
function conflict(clues: readonly number[]): string {
  return clues.length === 1 ? `Hinweis ${clues[0]} kann nicht gelten` : `die ${clueList(clues)} können nicht alle zugleich gelten`;
}

/** "1 Tipp", "3 Tipps". */
function hints(n: number): string {
  return n === 1 ? "einem Tipp" : `${n} Tipps`;
}

/** The explanation styles, before „Erklärung“. */
const styles: { readonly [S in ExplanationStyle]: string } = { full: "ausführliche", concise: "knappe" };

/** Houses in running text: „Haus 2“, „die Häuser 2 und 4“. */
function housesText(houses: readonly number[]): string {
  return houses.length === 1 ? `Haus ${houses[0]}` : `die Häuser ${houses.slice(0, -1).join(", ")} und ${houses.at(-1)}`;
}

/** What a sentence of an explanation gets wrong, by the rule it breaks (`zebra check --explanation`). */
function violationText({ rule, facts, houses, clue }: ViolationWords): string {
  const fact = `„${facts[0] ?? ""}“`;
  switch (rule) {
    case "unstated-premise":
      return `der Satz benutzt ${fact}, bevor der Text es sagt`;
    case "does-not-follow":
      return `${facts.length > 0 ? `„${facts.join("; ")}“` : "das Gesagte"} folgt nicht aus den Hinweisen und Tatsachen, auf die sich der Satz stützt`;
    case "back-reference":
      return "der Satz knüpft an etwas an, das der Satz davor nicht gesagt hat";
    case "wider-list":
      return `der Satz sagt ${fact}, obwohl der Text nur noch ${housesText(houses)} offen gelassen hat`;
    case "placed-as-range":
      return `der Satz sagt ${fact}, obwohl der Text den Wert schon in ${housesText(houses).replace(/^die /, "den ")} gesetzt hat`;
    case "case-coverage":
      return `die Fälle sagen ${fact}, offen ${houses.length === 1 ? "ist" : "sind"} aber ${housesText(houses)}`;
    case "one-case":
      return `die Fallunterscheidung hat nur einen Fall: ${fact}`;
    case "empty-branch":
      return `der Fall ${fact} führt zu keinem Schluss`;
    case "restated-supposition":
      return `eine Zeile wiederholt nur ihre Annahme ${fact}`;
    case "clash-terms":
      return `der Satz sagt, Hinweis ${clue} werde verletzt, nennt aber keinen seiner Werte`;
  }
}

/** What each reading of an ambiguous phrase of a text means. */
const readings: { readonly [R in ReadingName]: string } = {
  somewhere: "irgendein Haus auf dieser Seite",
  immediately: "das Nachbarhaus",
  unordered: "in beliebiger Reihenfolge",
  ordered: "in der geschriebenen Reihenfolge",
};

/**
 * The apps' strings in German: the command-line tool's headings and status lines, and the
 * playground's interface. `UiStrings` lists every one: a string left out is a compile error.
 */
export const ui: UiStrings = {
  cli: {
    puzzleTitle: (n) => `Rätsel ${n}`,
    puzzleDetails: ({ seed, index, houses, attributes, level }) => `Seed ${seed} · #${index} · ${houses}×${attributes} · ${levels[level]}`,
    heading: (text) => `${text}:`,
    solution: "Lösung",
    solutionNumber: (n) => `Lösung ${n}`,
    explanation: "Lösung Schritt für Schritt",
    completed: "Hier endet die Schlussfolgerung; der vollständige Löser füllt die Tabelle",
    answers: "Fragen",
    house: "Haus",
    levels,
    unique: (houses, attributes, clues) => `ok (${houses} Häuser, ${attributes} Attribute, ${clues} Hinweise): genau eine Lösung`,
    multiple: "nicht eindeutig: die Hinweise lassen mehr als eine Lösung zu",
    whyFalse: (statement) => `„${statement}“ ist falsch: Keine Lösung des Rätsels erfüllt diese Aussage`,
    whyOpen: (statement) => `„${statement}“ folgt nicht aus den Hinweisen: Manche Lösungen erfüllen diese Aussage, andere nicht`,
    statedByClue: (sentence, clue) => `${sentence.replace(/\.$/, "")} (Hinweis ${clue}).`,
    explanationHolds: (style, sentences) => `${styles[style]} Erklärung: ${sentences === 1 ? "der eine Satz stimmt" : `alle ${sentences} Sätze stimmen`}`,
    explanationViolation: (style, item, v) => `${styles[style]} Erklärung, Schritt ${item}: ${violationText(v)}`,
    whyStuck: (statement) => `„${statement}“ ist wahr, aber der schrittweise Löser kommt nicht bis dorthin (zebra solve --explain zeigt, wie weit er kommt)`,
    unsatisfiable: (clues) => `unlösbar: keine Anordnung erfüllt alle Hinweise${clues === undefined ? "" : `; ${conflict(clues)}`}`,
    sentencesRead: (read, total) => `${read} von ${total} ${total === 1 ? "Satz" : "Sätzen"} gelesen`,
    readingCounts: (at, phrase, counts) =>
      `Satz ${at.sentence} (Zeile ${at.line}${at.marker !== undefined ? `, Nummer ${at.marker}` : ""}): „${phrase}“ ${counts
        .map(
          (c) =>
            `gelesen als ${readings[c.reading]}${c.chosen ? " (die verwendete Lesart)" : ""}: ${c.capped ? "mindestens " : ""}${c.solutions} ${c.solutions === 1 ? "Lösung" : "Lösungen"}`,
        )
        .join("; ")}`,
    partial: (left) =>
      `gelöst wird, was gelesen wurde; ausgelassen: ${left.length === 1 ? `Satz ${left[0]}` : `Sätze ${left.slice(0, -1).join(", ")} und ${left.at(-1)}`}`,
    textLanguage: (language, given) => `Sprache: ${language} (${given ? "mit --lang gewählt" : "aus dem Text erkannt; --lang wählt eine andere"})`,
  },
  playground: {
    title: "Zebra-Spielwiese",
    tagline: "Logikrätsel, erzeugt, gelöst und Schritt für Schritt erklärt.",
    navPlayground: "Spielwiese",
    navGuides: "Anleitungen",
    navApi: "API-Referenz",
    language: "Sprache",
    generate: "Erzeugen",
    houses: "Häuser",
    attributes: "Attribute",
    difficulty: "Schwierigkeit",
    theme: "Thema",
    seed: "Seed",
    randomSeed: "Neuer Seed",
    difficultyNames: { easy: "leicht", medium: "mittel", hard: "schwer", expert: "Experte" },
    working: "Einen Moment…",
    generating: "Das Rätsel wird erzeugt…",
    solving: "Das Rätsel wird gelöst…",
    clues: "Hinweise",
    grid: "Logikgitter",
    gridHelp:
      "Klicken oder tippen Sie auf ein Feld (oder drücken Sie die Leertaste), um zwischen ✗, ● und leer zu wechseln; Rechtsklick oder X setzt Nein, O setzt Ja. Die Pfeiltasten bewegen den Fokus, auch über Blöcke hinweg; Strg+Z und Strg+Y machen rückgängig und wiederholen. Blasse Zeichen folgen aus Ihren.",
    house: "Haus",
    check: "Prüfen",
    hint: "Tipp",
    applyHint: "Eintragen",
    explain: "Erklären",
    reveal: "Auflösen",
    hide: "Lösung ausblenden",
    undo: "Rückgängig",
    redo: "Wiederholen",
    clear: "Leeren",
    print: "Drucken",
    solution: "Lösung",
    answer: "Antwort",
    checkOk: (decided, total) => `Bisher kein Widerspruch (${decided} von ${total} Feldern entschieden).`,
    checkViolated: (n) =>
      n === 1 ? "Ihre Markierungen verletzen einen Hinweis (hervorgehoben)." : `Ihre Markierungen verletzen ${n} Hinweise (hervorgehoben).`,
    checkClashes: (n) =>
      n === 1
        ? "Eine Markierung widerspricht Ihren anderen Markierungen (umrandet)."
        : `${n} Markierungen widersprechen Ihren anderen Markierungen (umrandet).`,
    checkDead: (n) =>
      n === 1
        ? "In einer Zeile oder Spalte eines Blocks ist jedes Feld durchgestrichen."
        : `In ${n} Zeilen oder Spalten von Blöcken ist jedes Feld durchgestrichen.`,
    solved: "Gelöst! Alle Hinweise sind erfüllt.",
    hintNone: "Ihre Markierungen zeigen schon jede Schlussfolgerung. Prüfen Sie Ihr Gitter, oder lassen Sie sich die Lösung zeigen.",
    hintFixFirst: "Einige Markierungen verletzen die Hinweise. Mit „Prüfen“ sehen Sie, welche; dann machen Sie sie rückgängig.",
    hintNoTrace: "Kein Tipp: Für dieses Rätsel gibt es keine Lösung Schritt für Schritt.",
    hintTitle: (n, total) => `Tipp: Schritt ${n} von ${total}`,
    explainTitle: (n, total) => `Schritt ${n} von ${total}`,
    explainStart: "Das Gitter vor jeder Schlussfolgerung. Gehen Sie vorwärts, um der Lösung zu folgen.",
    explainEnd: "Jedes Feld ist entschieden: Das ist die Lösung.",
    explainIncomplete: "Hier enden die Schlussfolgerungen; der Rest braucht Ausprobieren.",
    prev: "Zurück",
    next: "Weiter",
    first: "Anfang",
    last: "Ende",
    close: "Schließen",
    load: "Rätsel laden",
    loadHelp:
      "Fügen Sie ein Rätsel ein, als Text (nummerierte Hinweise, in einer der Sprachen dieser Seite) oder als JSON-Dokument im Format zebra-puzzle/1, oder wählen Sie eine Datei.",
    loadButton: "Laden",
    chooseFile: "Datei wählen",
    loadErrors: (n) => (n === 1 ? "Dieses Dokument hat ein Problem:" : `Dieses Dokument hat ${n} Probleme:`),
    readProblems: (n) => (n === 1 ? "Dieser Text hat ein Problem:" : `Dieser Text hat ${n} Probleme:`),
    loadPartial: "Mit den gelesenen Sätzen spielen",
    statusUnique: "Eindeutige Lösung",
    statusSeveral: "Mehrere Lösungen",
    statusNone: "Keine Lösung: Die Hinweise widersprechen einander",
    statusSteps: (n) => (n === 1 ? "1 Schlussfolgerung" : `${n} Schlussfolgerungen`),
    statusStepsPartial: (n) => `${n === 1 ? "1 Schlussfolgerung" : `${n} Schlussfolgerungen`}; Schlussfolgern allein löst es nicht`,
    statusSeveralHelp: "Die Hinweise lassen mehr als eine Antwort zu, daher gibt es keine einzelne Lösung zum Auflösen.",
    statusNoneHelp: "Keine Anordnung erfüllt alle Hinweise.",
    generatedBy: (seed, difficulty) => `Seed ${seed} · ${difficulty}`,
    loaded: "Geladenes Rätsel",
    generatedTitle: (size, attributes) => `${size} Häuser, ${attributes} Attribute`,
    conflictClues: (clues) => (clues.length === 1 ? `Hinweis ${clues[0]} kann nicht gelten.` : `Die ${clueList(clues)} können nicht alle zugleich gelten.`),
    error: "Etwas ist schiefgegangen:",
    unavailable: (what) => `Noch nicht verfügbar: ${what}.`,
    why: "Warum?",
    whyCell: (value, house) => `Warum ${value}, ${house}?`,
    whySteps: (n) =>
      n === 0
        ? "Das gilt, bevor ein Hinweis gelesen ist."
        : n === 1
          ? "Dazu braucht es 1 Schritt der Lösung:"
          : `Dazu braucht es diese ${n} Schritte der Lösung:`,
    whyStuck: "Der schrittweise Löser hört vorher auf; nur der vollständige Löser findet es.",
    printPuzzle: "Rätsel",
    cancel: "Abbrechen",
    cancelled: "Abgebrochen. Mit „Erzeugen“ gibt es ein Rätsel.",
    copyLink: "Link kopieren",
    linkCopied: "Link kopiert",
    themeNames: { classic: "Klassisch", default: "Alltag" },
    houseName: (n) => `Haus ${n}`,
    cellStates: { empty: "leer", no: "nein", yes: "ja", "implied-no": "nein, folgt aus Ihren Markierungen", "implied-yes": "ja, folgt aus Ihren Markierungen" },
    cellLabel: (row, col, state, clash, highlighted) =>
      `${row}, ${col}: ${state}${clash ? ", widerspricht Ihren anderen Markierungen" : ""}${highlighted ? ", im Tipp" : ""}`,
    view: "Ansicht",
    viewNames: { houses: "Häuser", logic: "Logikgitter" },
    explanationStyle: "Erklärungen",
    styleNames: { full: "Ausführlich", concise: "Knapp" },
    autoMarks: "Ausfüllen",
    autoMarkNames: { off: "nur meine Markierungen", cross: "Streichungen", combine: "Streichungen und Verbindungen zwischen Blöcken" },
    autoMarksHelp:
      "Was das Gitter selbst in blassen Zeichen einträgt: nichts; den Rest der Zeile und Spalte eines Ja; oder auch, was zwei Blöcke zusammen ergeben (der Däne trinkt Tee und wohnt in Haus 3, also wird in Haus 3 Tee getrunken).",
    clueHelp: "Klicken Sie auf einen Hinweis, um ihn durchzustreichen, wenn Sie ihn verwendet haben.",
    strikeClue: "Durchstreichen",
    clueTags: { used: "dieser Schritt", violated: "verletzt" },
    notes: "Notizen",
    notesPlaceholder: "Ihre Notizen zu diesem Rätsel (werden mit Ihren Markierungen gespeichert)",
    time: "Zeit",
    pause: "Pause",
    resume: "Fortsetzen",
    hideTime: "Zeit ausblenden",
    showTime: "Zeit einblenden",
    paused: "Pausiert",
    pausedHelp: "Das Rätsel ist verdeckt, solange die Uhr steht.",
    solvedIn: (time, n) => (n === 0 ? `Gelöst in ${time}!` : `Gelöst in ${time}, mit ${hints(n)}.`),
    solvedRevealed: "Gelöst, nachdem Sie die Lösung gesehen haben.",
    shareResult: "Ergebnis teilen",
    resultText: (time, n) => (n === 0 ? `Ich habe dieses Zebra-Rätsel in ${time} gelöst.` : `Ich habe dieses Zebra-Rätsel in ${time} gelöst, mit ${hints(n)}.`),
    resultCopied: "Ergebnis kopiert",
    saveFailed: "Dieser Browser speichert Ihren Fortschritt nicht (sein Speicher ist ausgeschaltet oder voll).",
    share: "Teilen",
    shareTitle: "Link zu diesem Rätsel",
    shareHelp: "Der Link enthält das Rätsel selbst, ohne seine Lösung: Er öffnet sich in jedem Browser, ohne Konto und ohne Server.",
    shareVia: "Teilen…",
    sharedTitle: "Geteiltes Rätsel",
    linkProblems: {
      encoding: "Das Rätsel in diesem Link lässt sich nicht lesen: Der Link ist beschädigt oder abgeschnitten.",
      compression: "Das Rätsel in diesem Link lässt sich nicht lesen: Der Link ist beschädigt oder abgeschnitten.",
      "too-large": "Das Rätsel in diesem Link ist zu groß zum Öffnen.",
    },
    linkInvalid: "Das Rätsel in diesem Link ist nicht gültig; seine Probleme stehen unter „Rätsel laden“.",
    revealConfirm: "Die Lösung zeigen? Die Uhr hält an, und diese Partie zählt nicht mehr als selbst gelöst.",
    revealYes: "Lösung zeigen",
    revealNo: "Weiterspielen",
    printTitle: "Drucken",
    printThis: "Dieses Rätsel",
    printHelp: "Die Hinweise und ein leeres Gitter in der Ansicht, in der Sie spielen.",
    printWithSolution: "Die Lösung auf einer zweiten Seite",
    printButton: "Drucken",
    booklet: "Heft",
    bookletHelp: "Rätsel mit den Einstellungen oben, so viele auf eine A4-Seite passen, und ihre Lösungen am Ende auf eigenen Seiten.",
    bookletCount: "Rätsel",
    bookletButton: "Erzeugen und drucken",
    bookletProgress: (i, n) => `Rätsel ${i} von ${n} wird erzeugt…`,
    bookletPuzzle: (i) => `Rätsel ${i}`,
    bookletSolutions: "Lösungen",
  },
};
