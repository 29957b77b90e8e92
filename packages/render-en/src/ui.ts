import type { Difficulty } from "@zebra/model";
import type { ReadingName, UiStrings, ViolationWords } from "@zebra/locale-kit";

const levels: { readonly [D in Difficulty]: string } = { easy: "easy", medium: "medium", hard: "hard", expert: "expert" };

/** "clue 3 cannot hold", "clues 3, 7 and 12 cannot all hold". */
function conflict(clues: readonly number[]): string {
  return clues.length === 1 ? `clue ${clues[0]} cannot hold` : `clues ${clues.slice(0, -1).join(", ")} and ${clues.at(-1)} cannot all hold`;
}

/** Houses in running text: "house 2", "houses 2 and 4". */
function housesText(houses: readonly number[]): string {
  return houses.length === 1 ? `house ${houses[0]}` : `houses ${houses.slice(0, -1).join(", ")} and ${houses.at(-1)}`;
}

/** What a sentence of an explanation gets wrong, by the rule it breaks (`zebra check --explanation`). */
function violationText({ rule, facts, houses, clue }: ViolationWords): string {
  const fact = `"${facts[0] ?? ""}"`;
  switch (rule) {
    case "unstated-premise":
      return `it uses ${fact} before the text has said it`;
    case "does-not-follow":
      return `${facts.length > 0 ? `"${facts.join("; ")}"` : "what it says"} does not follow from the clues and facts it rests on`;
    case "back-reference":
      return "it follows on from something the sentence before it did not say";
    case "wider-list":
      return `it says ${fact}, though the text has left only ${housesText(houses)}`;
    case "placed-as-range":
      return `it says ${fact}, though the text has placed it in ${housesText(houses)}`;
    case "case-coverage":
      return `its cases say ${fact}, but ${housesText(houses)} ${houses.length === 1 ? "is" : "are"} left`;
    case "one-case":
      return `it splits into one case only, ${fact}`;
    case "empty-branch":
      return `the case ${fact} concludes nothing`;
    case "restated-supposition":
      return `a line only repeats its supposition, ${fact}`;
    case "clash-terms":
      return `it says clue ${clue} breaks, but names none of that clue's values`;
  }
}

/** What each reading of an ambiguous phrase of a text means. */
const readings: { readonly [R in ReadingName]: string } = {
  somewhere: "any house on that side",
  immediately: "the next house",
  unordered: "in either order",
  ordered: "in the order written",
};

/** The apps' strings in English: the command-line tool's headings and the playground's interface. */
export const ui: UiStrings = {
  cli: {
    puzzleTitle: (n) => `Puzzle ${n}`,
    puzzleDetails: ({ seed, index, houses, attributes, level }) => `seed ${seed} · #${index} · ${houses}×${attributes} · ${levels[level]}`,
    heading: (text) => `${text}:`,
    solution: "Solution",
    solutionNumber: (n) => `Solution ${n}`,
    explanation: "Step-by-step solution",
    completed: "Deduction stops here; the complete solver finishes the grid",
    answers: "Questions",
    house: "House",
    levels,
    unique: (houses, attributes, clues) => `ok (${houses} houses, ${attributes} attributes, ${clues} clues): exactly one solution`,
    multiple: "not unique: the clues allow more than one solution",
    unsatisfiable: (clues) => `unsatisfiable: no arrangement satisfies every clue${clues === undefined ? "" : `; ${conflict(clues)}`}`,
    whyFalse: (statement) => `"${statement}" is false: no solution of the puzzle has it`,
    whyOpen: (statement) => `"${statement}" does not follow from the clues: some solutions have it, others do not`,
    statedByClue: (sentence, clue) => `${sentence.replace(/\.$/, "")} (clue ${clue}).`,
    explanationHolds: (style, sentences) => `${style} explanation: every one of its ${sentences} ${sentences === 1 ? "sentence holds" : "sentences holds"}`,
    explanationViolation: (style, item, v) => `${style} explanation, item ${item}: ${violationText(v)}`,
    whyStuck: (statement) => `"${statement}" is true, but the step-by-step solver stops before it (zebra solve --explain shows how far it gets)`,
    sentencesRead: (read, total) => `${read} of ${total} ${total === 1 ? "sentence" : "sentences"} read`,
    readingCounts: (at, phrase, counts) =>
      `sentence ${at.sentence} (line ${at.line}${at.marker !== undefined ? `, numbered ${at.marker}` : ""}): "${phrase}" ${counts
        .map(
          (c) =>
            `read as ${readings[c.reading]}${c.chosen ? " (the reading used)" : ""}: ${c.capped ? "at least " : ""}${c.solutions} ${c.solutions === 1 ? "solution" : "solutions"}`,
        )
        .join("; ")}`,
    partial: (left) =>
      `solving what was read; left out: ${left.length === 1 ? "sentence" : "sentences"} ${left.length === 1 ? left[0] : `${left.slice(0, -1).join(", ")} and ${left.at(-1)}`}`,
    textLanguage: (language, given) => `language: ${language} (${given ? "set by --lang" : "found from the text; --lang sets another"})`,
  },
  playground: {
    title: "Zebra playground",
    tagline: "Logic-grid puzzles, generated, solved and explained step by step.",
    navPlayground: "Playground",
    navGuides: "Guides",
    navApi: "API reference",
    language: "Language",
    generate: "Generate",
    houses: "Houses",
    attributes: "Attributes",
    difficulty: "Difficulty",
    theme: "Theme",
    seed: "Seed",
    randomSeed: "New seed",
    difficultyNames: { easy: "easy", medium: "medium", hard: "hard", expert: "expert" },
    working: "Working…",
    generating: "Generating a puzzle…",
    solving: "Solving…",
    clues: "Clues",
    grid: "Logic grid",
    gridHelp:
      "Click or tap a cell (or press Space) to cycle ✗ / ● / blank; right-click or X marks no, O marks yes. Arrows move, across blocks too; Ctrl+Z / Ctrl+Y undo and redo. Faint marks follow from yours.",
    house: "House",
    check: "Check",
    hint: "Hint",
    applyHint: "Write it in",
    why: "Why?",
    whyCell: (value, house) => `Why ${value}, ${house}?`,
    whySteps: (n) =>
      n === 0 ? "This holds before any clue is read." : n === 1 ? "It takes 1 step of the solution:" : `It takes these ${n} steps of the solution:`,
    whyStuck: "The step-by-step solver stops before this; only the complete solver finds it.",
    explain: "Explain",
    reveal: "Reveal",
    hide: "Hide solution",
    undo: "Undo",
    redo: "Redo",
    clear: "Clear",
    print: "Print",
    solution: "Solution",
    answer: "Answer",
    checkOk: (decided, total) => `No contradiction so far (${decided} of ${total} cells decided).`,
    checkViolated: (n) => (n === 1 ? "Your marks break 1 clue (highlighted)." : `Your marks break ${n} clues (highlighted).`),
    checkClashes: (n) => (n === 1 ? "1 mark contradicts your other marks (outlined)." : `${n} marks contradict your other marks (outlined).`),
    checkDead: (n) => (n === 1 ? "1 row or column of a block has every cell crossed out." : `${n} rows or columns of blocks have every cell crossed out.`),
    solved: "Solved! Every clue holds.",
    hintNone: "Your marks already show every deduction. Check your grid, or reveal the solution.",
    hintFixFirst: "Some marks break the clues. Use Check to see which, then undo them.",
    hintNoTrace: "No hint: this puzzle has no step-by-step solution.",
    hintTitle: (n, total) => `Hint: step ${n} of ${total}`,
    explainTitle: (n, total) => `Step ${n} of ${total}`,
    explainStart: "The grid before any deduction. Step forward to follow the solution.",
    explainEnd: "Every cell is decided: that is the solution.",
    explainIncomplete: "The deductions stop here; the rest needs trial and error.",
    prev: "Back",
    next: "Forward",
    first: "Start",
    last: "End",
    close: "Close",
    load: "Load a puzzle",
    loadHelp: "Paste a puzzle, as text (numbered clues, in any language of this page) or as a zebra-puzzle/1 JSON document, or choose a file.",
    loadButton: "Load",
    chooseFile: "Choose file",
    loadErrors: (n) => (n === 1 ? "This document has 1 problem:" : `This document has ${n} problems:`),
    readProblems: (n) => (n === 1 ? "This text has 1 problem:" : `This text has ${n} problems:`),
    loadPartial: "Play the sentences that were read",
    statusUnique: "Unique solution",
    statusSeveral: "Several solutions",
    statusNone: "No solution: the clues contradict each other",
    statusSteps: (n) => `${n} deduction steps`,
    statusStepsPartial: (n) => `${n} deduction steps; deduction alone does not finish it`,
    statusSeveralHelp: "The clues allow more than one answer, so there is no single solution to reveal.",
    statusNoneHelp: "No arrangement satisfies every clue.",
    generatedBy: (seed, difficulty) => `Seed ${seed} · ${difficulty}`,
    loaded: "Loaded puzzle",
    generatedTitle: (size, attributes) => `${size} houses, ${attributes} attributes`,
    conflictClues: (clues) =>
      clues.length === 1 ? `Clue ${clues[0]} cannot hold.` : `Clues ${clues.slice(0, -1).join(", ")} and ${clues[clues.length - 1]} cannot all hold.`,
    error: "Something went wrong:",
    unavailable: (what) => `Not available yet: ${what}.`,
    printPuzzle: "Puzzle",
    cancel: "Cancel",
    cancelled: "Cancelled. Press Generate for a puzzle.",
    copyLink: "Copy link",
    linkCopied: "Link copied",
    themeNames: { classic: "Classic", default: "Everyday" },
    houseName: (n) => `house ${n}`,
    cellStates: { empty: "blank", no: "no", yes: "yes", "implied-no": "no, follows from your marks", "implied-yes": "yes, follows from your marks" },
    cellLabel: (row, col, state, clash, highlighted) =>
      `${row}, ${col}: ${state}${clash ? ", contradicts your other marks" : ""}${highlighted ? ", in the hint" : ""}`,
    view: "View",
    viewNames: { houses: "Houses", logic: "Logic grid" },
    explanationStyle: "Explanations",
    styleNames: { full: "Full", concise: "Concise" },
    autoMarks: "Fill in",
    autoMarkNames: { off: "only my marks", cross: "cross-outs", combine: "cross-outs and links between blocks" },
    autoMarksHelp:
      "What the grid writes in by itself, in faint marks: nothing; the rest of a yes's row and column; or also what two blocks give together (the Dane drinks tea and lives in house 3, so tea is drunk in house 3).",
    clueHelp: "Click a clue to strike it out once used.",
    strikeClue: "Strike out",
    clueTags: { used: "this step", violated: "broken" },
    notes: "Notes",
    notesPlaceholder: "Your notes on this puzzle (kept with your marks)",
    time: "Time",
    pause: "Pause",
    resume: "Resume",
    hideTime: "Hide time",
    showTime: "Show time",
    paused: "Paused",
    pausedHelp: "The puzzle is hidden while the clock is stopped.",
    solvedIn: (time, hints) =>
      hints === 0 ? `Solved in ${time}!` : hints === 1 ? `Solved in ${time}, with 1 hint.` : `Solved in ${time}, with ${hints} hints.`,
    solvedRevealed: "Solved, after seeing the solution.",
    shareResult: "Share the result",
    resultText: (time, hints) =>
      hints === 0 ? `I solved this Zebra puzzle in ${time}.` : `I solved this Zebra puzzle in ${time}, with ${hints === 1 ? "1 hint" : `${hints} hints`}.`,
    resultCopied: "Result copied",
    saveFailed: "This browser does not keep your progress (its storage is off or full).",
    share: "Share",
    shareTitle: "Link to this puzzle",
    shareHelp: "The link carries the puzzle itself, without its solution: it opens in any browser, with no account and no server.",
    shareVia: "Share…",
    sharedTitle: "Shared puzzle",
    linkProblems: {
      encoding: "The puzzle in this link cannot be read: the link is damaged or cut short.",
      compression: "The puzzle in this link cannot be read: the link is damaged or cut short.",
      "too-large": "The puzzle in this link is too large to open.",
    },
    linkInvalid: "The puzzle in this link is not valid; its problems are listed under Load a puzzle.",
    revealConfirm: "Show the solution? The clock stops, and this game no longer counts as solved on your own.",
    revealYes: "Show the solution",
    revealNo: "Keep playing",
    printTitle: "Print",
    printThis: "This puzzle",
    printHelp: "The clues and an empty grid in the view you play in.",
    printWithSolution: "The solution on a second page",
    printButton: "Print",
    booklet: "Booklet",
    bookletHelp: "Puzzles of the settings above, as many to an A4 page as fit, and their solutions on pages of their own at the end.",
    bookletCount: "Puzzles",
    bookletButton: "Make and print",
    bookletProgress: (i, n) => `Generating puzzle ${i} of ${n}…`,
    bookletPuzzle: (i) => `Puzzle ${i}`,
    bookletSolutions: "Solutions",
  },
};
