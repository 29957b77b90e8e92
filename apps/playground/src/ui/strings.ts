/**
 * The playground's words for checking against the answer and for fair play, in each language
 * the page speaks; a locale not listed here gets the English ones. (The rest of the page's
 * words come with each locale, as `Locale.ui.playground`; a locale without them shows English's: see `uiOf`.)
 */
export interface GameStrings {
  /** The Check panel's button that compares the marks with the solution. */
  showErrors: string;
  /** What it costs, said beside it. */
  showErrorsCost: string;
  errorsTitle: string;
  errorsNone: string;
  /** `n` marks disagree with the solution. */
  errorsFound: (n: number) => string;
  /** Clears the wrong marks (one undoable action). */
  clearErrors: (n: number) => string;
  /** Hint, before its next step: some marks are wrong. */
  hintWrong: (n: number) => string;
  /** Asked before stepping through the solution while a game is under way. */
  explainConfirm: string;
  explainYes: string;
  /** Asked before "why?" shows the steps to a fact while a game is under way. */
  whyConfirm: string;
  whyYes: string;
  keepPlaying: string;
  /** The link that jumps over the settings to the grid. */
  skipToGrid: string;
  /** A setting in the address the page cannot use, and the one it uses. */
  badSetting: (setting: string, used: string) => string;
  /** The button that opens today's daily puzzle. */
  daily: string;
  /** The title of a daily puzzle, with its date written out. */
  dailyTitle: (date: string) => string;
  statsButton: string;
  statsTitle: string;
  statsNone: string;
  /** Puzzles solved without seeing the solution, and the daily streak now and at its longest. */
  statsSummary: (solved: number, streak: number, best: number) => string;
  statsHeadings: { readonly size: string; readonly level: string; readonly solved: string; readonly best: string; readonly average: string };
  statsExport: string;
  statsPrivacy: string;
  /** The generator's choice of kind: people in a row of houses, or a logic grid with no houses. */
  kindLabel: string;
  kindNames: { readonly zebra: string; readonly "logic-grid": string };
  /** The size setting of a logic grid: how many values each attribute has. */
  valuesLabel: string;
  /** A generated logic grid's title. */
  logicGridTitle: (size: number, attributes: number) => string;
  /** What the automatic marks write, said of a logic grid (no houses to speak of). */
  autoMarksHelpLogicGrid: string;
}

const en: GameStrings = {
  showErrors: "Show my errors",
  showErrorsCost: "Counts as a hint.",
  errorsTitle: "Your errors",
  errorsNone: "Every mark you made agrees with the solution.",
  errorsFound: (n) => (n === 1 ? "1 mark disagrees with the solution (outlined):" : `${n} marks disagree with the solution (outlined):`),
  clearErrors: (n) => (n === 1 ? "Clear this mark" : `Clear these ${n} marks`),
  hintWrong: (n) => (n === 1 ? "Before the next step: 1 of your marks is wrong (outlined)." : `Before the next step: ${n} of your marks are wrong (outlined).`),
  explainConfirm: "Step through the solution? The clock stops, and this game no longer counts as solved on your own.",
  explainYes: "Show the explanation",
  whyConfirm: "See the steps that lead here? The clock stops, and this game no longer counts as solved on your own.",
  whyYes: "Show the steps",
  keepPlaying: "Keep playing",
  skipToGrid: "Skip to the grid",
  badSetting: (setting, used) => `The address asks for “${setting}”, which the playground does not offer; it uses “${used}”.`,
  daily: "Today’s puzzle",
  dailyTitle: (date) => `Daily puzzle, ${date}`,
  statsButton: "Your statistics",
  statsTitle: "Your statistics",
  statsNone: "Nothing solved yet. Each puzzle you solve without seeing the solution is counted here.",
  statsSummary: (solved, streak, best) =>
    `${solved === 1 ? "1 puzzle" : `${solved} puzzles`} solved on your own. Daily streak: ${streak === 1 ? "1 day" : `${streak} days`} (longest ${best}).`,
  statsHeadings: { size: "Size", level: "Level", solved: "Solved", best: "Best", average: "Average" },
  statsExport: "Export (JSON)",
  statsPrivacy: "Kept in this browser only.",
  kindLabel: "Puzzle type",
  kindNames: { zebra: "Houses in a row", "logic-grid": "Logic grid (no houses)" },
  valuesLabel: "Values",
  logicGridTitle: (size, attributes) => `Logic grid: ${attributes} attributes, ${size} values each`,
  autoMarksHelpLogicGrid:
    "What the grid writes in by itself, in faint marks: nothing; the rest of a yes's row and column; or also what two blocks give together (Amy ordered the tart and paid $5, so the tart cost $5).",
};

const de: GameStrings = {
  showErrors: "Meine Fehler zeigen",
  showErrorsCost: "Zählt wie ein Tipp.",
  errorsTitle: "Ihre Fehler",
  errorsNone: "Alle Ihre Markierungen stimmen mit der Lösung überein.",
  errorsFound: (n) => (n === 1 ? "1 Markierung widerspricht der Lösung (umrandet):" : `${n} Markierungen widersprechen der Lösung (umrandet):`),
  clearErrors: (n) => (n === 1 ? "Diese Markierung löschen" : `Diese ${n} Markierungen löschen`),
  hintWrong: (n) =>
    n === 1
      ? "Vor dem nächsten Schritt: 1 Ihrer Markierungen ist falsch (umrandet)."
      : `Vor dem nächsten Schritt: ${n} Ihrer Markierungen sind falsch (umrandet).`,
  explainConfirm: "Die Lösung Schritt für Schritt zeigen? Die Uhr hält an, und diese Partie zählt nicht mehr als selbst gelöst.",
  explainYes: "Erklärung zeigen",
  whyConfirm: "Die Schritte bis hierher zeigen? Die Uhr hält an, und diese Partie zählt nicht mehr als selbst gelöst.",
  whyYes: "Schritte zeigen",
  keepPlaying: "Weiterspielen",
  skipToGrid: "Zum Raster springen",
  badSetting: (setting, used) => `Die Adresse verlangt „${setting}“, das gibt es hier nicht; verwendet wird „${used}“.`,
  daily: "Rätsel des Tages",
  dailyTitle: (date) => `Rätsel des Tages, ${date}`,
  statsButton: "Ihre Statistik",
  statsTitle: "Ihre Statistik",
  statsNone: "Noch nichts gelöst. Jedes Rätsel, das Sie lösen, ohne die Lösung zu sehen, wird hier gezählt.",
  statsSummary: (solved, streak, best) =>
    `${solved === 1 ? "1 Rätsel" : `${solved} Rätsel`} selbst gelöst. Tagesserie: ${streak === 1 ? "1 Tag" : `${streak} Tage`} (längste ${best}).`,
  statsHeadings: { size: "Größe", level: "Stufe", solved: "Gelöst", best: "Bestzeit", average: "Schnitt" },
  statsExport: "Exportieren (JSON)",
  statsPrivacy: "Nur in diesem Browser gespeichert.",
  kindLabel: "Rätselart",
  kindNames: { zebra: "Häuser in einer Reihe", "logic-grid": "Logikgitter (ohne Häuser)" },
  valuesLabel: "Werte",
  logicGridTitle: (size, attributes) => `Logikgitter: ${attributes} Attribute mit je ${size} Werten`,
  autoMarksHelpLogicGrid:
    "Was das Gitter selbst in blassen Zeichen einträgt: nichts; den Rest der Zeile und Spalte eines Ja; oder auch, was zwei Blöcke zusammen ergeben (Amy hat die Torte bestellt und 5 $ bezahlt, also hat die Torte 5 $ gekostet).",
};

const zh: GameStrings = {
  showErrors: "找出我的错误",
  showErrorsCost: "算作一次提示。",
  errorsTitle: "你的错误",
  errorsNone: "你做的标记都和答案一致。",
  errorsFound: (n) => `有${n}个标记和答案不符（已框出）：`,
  clearErrors: (n) => (n === 1 ? "清除这个标记" : `清除这${n}个标记`),
  hintWrong: (n) => `先看这里：你有${n}个标记是错的（已框出）。`,
  explainConfirm: "要逐步查看解法吗？计时会停止，这一局也不再算你独立解出。",
  explainYes: "查看解说",
  whyConfirm: "要查看推出这一点的步骤吗？计时会停止，这一局也不再算你独立解出。",
  whyYes: "查看步骤",
  keepPlaying: "继续解题",
  skipToGrid: "跳到表格",
  badSetting: (setting, used) => `地址中的“${setting}”无法使用，已改用“${used}”。`,
  daily: "今日谜题",
  dailyTitle: (date) => `每日谜题：${date}`,
  statsButton: "我的统计",
  statsTitle: "我的统计",
  statsNone: "还没有解出的谜题。每道没看答案就解出的谜题都会记在这里。",
  statsSummary: (solved, streak, best) => `独立解出${solved}道谜题。每日连续：${streak}天（最长${best}天）。`,
  statsHeadings: { size: "规模", level: "难度", solved: "解出", best: "最快", average: "平均" },
  statsExport: "导出（JSON）",
  statsPrivacy: "只保存在这个浏览器里。",
  kindLabel: "谜题类型",
  kindNames: { zebra: "一排房子", "logic-grid": "逻辑格（没有房子）" },
  valuesLabel: "取值数",
  logicGridTitle: (size, attributes) => `逻辑格：${attributes} 种属性，每种 ${size} 个值`,
  autoMarksHelpLogicGrid:
    "格子自己用浅色标出的内容：不标；标“是”后划掉同行同列的其余格子；或者再加上两个格块合起来能推出的结论（艾米点了果馅饼、付了 5 美元，那么果馅饼就是 5 美元）。",
};

const ja: GameStrings = {
  showErrors: "間違いを表示",
  showErrorsCost: "次の一手を1回見たことになります。",
  errorsTitle: "あなたの間違い",
  errorsNone: "付けた印はすべて答えと合っています。",
  errorsFound: (n) => `${n}個の印が答えと合いません（枠で囲んでいます）：`,
  clearErrors: (n) => (n === 1 ? "この印を消す" : `この${n}個の印を消す`),
  hintWrong: (n) => `次の手順の前に：あなたの印のうち${n}個が間違っています（枠で囲んでいます）。`,
  explainConfirm: "解き方を順に見ますか？時計が止まり、このゲームは自力で解いたことにはなりません。",
  explainYes: "解説を見る",
  whyConfirm: "ここに至る手順を見ますか？時計が止まり、このゲームは自力で解いたことにはなりません。",
  whyYes: "手順を見る",
  keepPlaying: "続ける",
  skipToGrid: "表へ移動",
  badSetting: (setting, used) => `アドレスの「${setting}」は使えないため、「${used}」を使います。`,
  daily: "今日のパズル",
  dailyTitle: (date) => `日替わりパズル：${date}`,
  statsButton: "成績",
  statsTitle: "あなたの成績",
  statsNone: "まだ解いたパズルはありません。答えを見ずに解いたパズルがここに記録されます。",
  statsSummary: (solved, streak, best) => `自力で解いたパズル：${solved}問。毎日の連続記録：${streak}日（最長${best}日）。`,
  statsHeadings: { size: "大きさ", level: "難易度", solved: "解いた数", best: "最速", average: "平均" },
  statsExport: "書き出す（JSON）",
  statsPrivacy: "このブラウザーの中だけに保存されます。",
  kindLabel: "パズルの種類",
  kindNames: { zebra: "一列に並ぶ家", "logic-grid": "論理表（家なし）" },
  valuesLabel: "値の数",
  logicGridTitle: (size, attributes) => `論理表・属性${attributes}種類・各${size}個`,
  autoMarksHelpLogicGrid:
    "表が薄い印で自動的に書き込む内容です：何も書かない、●を付けたマスの行と列の残りに✗を付ける、さらに2つのブロックを組み合わせて分かることも書く（エイミーがタルトを注文して5ドル払ったなら、タルトは5ドル）。",
};

const byCode: Readonly<Record<string, GameStrings>> = { en, de, zh, ja };

/** The words for a locale code; English for a locale that has none of its own. */
export function gameStrings(code: string): GameStrings {
  return byCode[code] ?? en;
}
