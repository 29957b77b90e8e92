import type { Difficulty } from "@zebra/model";
import type { ExplanationStyle, ReadingName, UiStrings, ViolationWords } from "@zebra/locale-kit";

const levels: { readonly [D in Difficulty]: string } = { easy: "初級", medium: "中級", hard: "上級", expert: "超上級" };

/** ヒント3, ヒント3と7, ヒント3、7、12 (as the solutions cite clues). */
function clueNumbers(clues: readonly number[]): string {
  return `ヒント${clues.length === 2 ? clues.join("と") : clues.join("、")}`;
}

/** The explanation styles, before 解説. */
const styles: { readonly [S in ExplanationStyle]: string } = { full: "詳しい", concise: "簡潔な" };

/** 2軒目, 2軒目と4軒目, 1軒目、2軒目と4軒目. */
function housesText(houses: readonly number[]): string {
  const named = houses.map((h) => `${h}軒目`);
  return named.length === 1 ? named[0]! : `${named.slice(0, -1).join("、")}と${named.at(-1)}`;
}

/** What a sentence of an explanation gets wrong, by the rule it breaks (`zebra check --explanation`). */
function violationText({ rule, facts, houses, clue }: ViolationWords): string {
  const fact = `「${(facts[0] ?? "").replace(/。$/, "")}」`;
  switch (rule) {
    case "unstated-premise":
      return `本文で述べる前に${fact}を使っています`;
    case "does-not-follow":
      return `${facts.length > 0 ? `「${facts.map((f) => f.replace(/。$/, "")).join("、")}」` : "この文"}は、根拠にしたヒントと事実からは導けません`;
    case "back-reference":
      return "直前の文が述べていないことを受けています";
    case "wider-list":
      return `${fact}と述べていますが、本文ではすでに${housesText(houses)}しか残っていません`;
    case "placed-as-range":
      return `${fact}と述べていますが、本文ではすでに${housesText(houses)}に決まっています`;
    case "case-coverage":
      return `場合分けが${fact}ですが、残っているのは${housesText(houses)}です`;
    case "one-case":
      return `場合分けの場合が${fact}の一つだけです`;
    case "empty-branch":
      return `場合${fact}から何も導いていません`;
    case "restated-supposition":
      return `仮定${fact}を繰り返すだけの行があります`;
    case "clash-terms":
      return `ヒント${clue}に反すると述べていますが、そのヒントの値を一つも挙げていません`;
  }
}

/** What each reading of an ambiguous phrase of a text means. */
const readings: { readonly [R in ReadingName]: string } = {
  somewhere: "その側のどの家でもよい",
  immediately: "すぐ隣の家",
  unordered: "順序は問わない",
  ordered: "書かれた順序どおり",
};

/**
 * The apps' strings in Japanese: the command-line tool's headings and status lines, and the
 * playground's interface. They speak to the user politely (です・ます), as Japanese software
 * does; key names (Ctrl+Z, X, O) stay as they are printed on the keyboard.
 */
export const ui: UiStrings = {
  cli: {
    puzzleTitle: (n) => `第${n}問`,
    puzzleDetails: ({ seed, index, houses, attributes, level }) => `シード${seed}・番号${index}・${houses}×${attributes}・${levels[level]}`,
    heading: (text) => `${text}：`,
    solution: "解答",
    solutionNumber: (n) => `解答${n}`,
    explanation: "解説",
    completed: "推論はここで止まります。全探索のソルバーで埋めた表",
    answers: "問題",
    house: "家",
    levels,
    unique: (houses, attributes, clues) => `有効です（家${houses}軒、属性${attributes}種類、ヒント${clues}個）：解はちょうど1つです`,
    multiple: "解が1つに決まりません：ヒントを満たす並べ方が2つ以上あります",
    unsatisfiable: (clues) =>
      `解がありません：すべてのヒントを満たす並べ方はありません${clues === undefined ? "" : clues.length === 1 ? `（${clueNumbers(clues)}は成り立ちません）` : `（${clueNumbers(clues)}は同時には成り立ちません）`}`,
    whyFalse: (statement) => `「${statement}」は成り立ちません：パズルのどの解でもそうなっていません`,
    whyOpen: (statement) => `「${statement}」はヒントから導けません：そうなっている解もあれば、そうでない解もあります`,
    statedByClue: (sentence, clue) => `${sentence.replace(/。$/, "")}（ヒント${clue}）。`,
    explanationHolds: (style, sentences) => `${styles[style]}解説：${sentences}文すべてが成り立ちます`,
    explanationViolation: (style, item, v) => `${styles[style]}解説の手順${item}：${violationText(v)}`,
    whyStuck: (statement) => `「${statement}」は正しいのですが、一歩ずつの推論ではそこまでたどり着けません`,
    sentencesRead: (read, total) => `${total}文中${read}文を読み取りました`,
    readingCounts: (at, phrase, counts) =>
      `${at.sentence}文目（${at.line}行目${at.marker !== undefined ? `、番号${at.marker}` : ""}）：「${phrase}」を${counts
        .map((c) => `「${readings[c.reading]}」と読むと解は${c.capped ? "少なくとも" : ""}${c.solutions}個${c.chosen ? "（この読み方を採用）" : ""}`)
        .join("、")}`,
    partial: (left) => `読み取れた文だけで解きます（${left.map((n) => `${n}文目`).join("、")}を除きます）`,
    textLanguage: (language, given) => `言語：${language}（${given ? "--langで指定" : "本文から判定。--langで指定できます"}）`,
  },
  playground: {
    title: "ゼブラパズル・プレイグラウンド",
    tagline: "論理パズルを作り、解き、手順ごとに解説します。",
    navPlayground: "プレイグラウンド",
    navGuides: "ガイド",
    navApi: "APIリファレンス",
    language: "言語",
    generate: "作成",
    houses: "家の数",
    attributes: "属性の数",
    difficulty: "難易度",
    theme: "テーマ",
    seed: "シード",
    randomSeed: "別のシード",
    difficultyNames: { easy: "初級", medium: "中級", hard: "上級", expert: "超上級" },
    working: "処理中…",
    generating: "パズルを作成しています…",
    solving: "解いています…",
    clues: "ヒント",
    grid: "論理表",
    gridHelp:
      "マスをクリックかタップ（またはスペースキー）すると、✗・●・空白の順に切り替わります。右クリックかXで✗、Oで●を付けます。矢印キーで移動し、ブロックの間も移れます。Ctrl+Zで元に戻し、Ctrl+Yでやり直します。薄い印は、あなたの印から導かれたものです。",
    house: "家",
    check: "チェック",
    hint: "次の一手",
    applyHint: "書き込む",
    why: "なぜ？",
    whyCell: (value, house) => `なぜ${house}は${value}なのですか？`,
    whySteps: (n) => (n === 0 ? "これはヒントを読む前から成り立ちます。" : `解答のうち次の${n}手順で導かれます：`),
    whyStuck: "一歩ずつの推論ではここまでたどり着けません。全探索のソルバーだけが見つけられます。",
    explain: "解説",
    reveal: "答えを見る",
    hide: "答えを隠す",
    undo: "元に戻す",
    redo: "やり直す",
    clear: "消去",
    print: "印刷",
    solution: "答え",
    answer: "答え",
    checkOk: (decided, total) => `今のところ矛盾はありません（${total}マス中${decided}マスが決まっています）。`,
    checkViolated: (n) => `あなたの印は${n}個のヒントに反しています（強調表示しています）。`,
    checkClashes: (n) => `${n}個の印がほかの印と矛盾しています（枠で囲んでいます）。`,
    checkDead: (n) => `ブロックの${n}本の行か列で、すべてのマスに✗が付いています。`,
    solved: "正解です！すべてのヒントを満たしています。",
    hintNone: "あなたの印はもう、導けることをすべて示しています。表をチェックするか、答えを見てください。",
    hintFixFirst: "ヒントに反する印があります。チェックでどれかを確かめてから、元に戻してください。",
    hintNoTrace: "このパズルには手順ごとの解説がないので、次の一手は示せません。",
    hintTitle: (n, total) => `次の一手：手順${n}／${total}`,
    explainTitle: (n, total) => `手順${n}／${total}`,
    explainStart: "推論を始める前の表です。手順を進めて解き方を追ってください。",
    explainEnd: "すべてのマスが決まりました。これが答えです。",
    explainIncomplete: "推論はここで止まります。残りは試行錯誤が必要です。",
    prev: "戻る",
    next: "進む",
    first: "最初へ",
    last: "最後へ",
    close: "閉じる",
    load: "パズルを読み込む",
    loadHelp: "パズルを、番号付きのヒントを並べた文章（このページのどの言語でも可）かzebra-puzzle/1形式のJSON文書で貼り付けるか、ファイルを選んでください。",
    loadButton: "読み込む",
    chooseFile: "ファイルを選ぶ",
    loadErrors: (n) => `この文書には問題が${n}件あります：`,
    readProblems: (n) => `この文章には問題が${n}件あります：`,
    loadPartial: "読み取れた文だけで遊ぶ",
    statusUnique: "解はただ1つです",
    statusSeveral: "解が複数あります",
    statusNone: "解がありません：ヒントどうしが矛盾しています",
    statusSteps: (n) => `推論は全${n}手順です`,
    statusStepsPartial: (n) => `推論で${n}手順進めますが、それだけでは解き終わりません`,
    statusSeveralHelp: "ヒントを満たす答えが複数あるため、見せられる答えは1つに決まりません。",
    statusNoneHelp: "すべてのヒントを満たす並べ方はありません。",
    generatedBy: (seed, difficulty) => `シード${seed}・${difficulty}`,
    loaded: "読み込んだパズル",
    generatedTitle: (size, attributes) => `家${size}軒・属性${attributes}種類`,
    conflictClues: (clues) => (clues.length === 1 ? `${clueNumbers(clues)}は成り立ちません。` : `${clueNumbers(clues)}は同時には成り立ちません。`),
    error: "問題が起きました：",
    unavailable: (what) => `まだ使えません：${what}。`,
    printPuzzle: "パズル",
    cancel: "中止",
    cancelled: "中止しました。「作成」でパズルを作れます。",
    copyLink: "リンクをコピー",
    linkCopied: "リンクをコピーしました",
    themeNames: { classic: "クラシック", default: "日常" },
    houseName: (n) => `${n}軒目`,
    cellStates: { empty: "空白", no: "いいえ", yes: "はい", "implied-no": "いいえ（あなたの印から導かれる）", "implied-yes": "はい（あなたの印から導かれる）" },
    cellLabel: (row, col, state, clash, highlighted) => `${row}、${col}：${state}${clash ? "、ほかの印と矛盾" : ""}${highlighted ? "、この手順の対象" : ""}`,
    view: "表示",
    viewNames: { houses: "家ごと", logic: "論理表" },
    explanationStyle: "解説",
    styleNames: { full: "詳しく", concise: "簡潔に" },
    autoMarks: "自動記入",
    autoMarkNames: { off: "自分の印だけ", cross: "✗の自動記入", combine: "✗の記入とブロック間の推論" },
    autoMarksHelp:
      "表が薄い印で自動的に書き込む内容です：何も書かない、●を付けたマスの行と列の残りに✗を付ける、さらに2つのブロックを組み合わせて分かることも書く（デンマーク人が紅茶を飲み、3軒目に住んでいるなら、紅茶を飲む人は3軒目に住んでいる）。",
    clueHelp: "使い終わったヒントはクリックして消せます。",
    strikeClue: "消す",
    clueTags: { used: "この手順", violated: "違反" },
    notes: "メモ",
    notesPlaceholder: "このパズルのメモ（印と一緒に保存されます）",
    time: "時間",
    pause: "一時停止",
    resume: "再開",
    hideTime: "時間を隠す",
    showTime: "時間を表示",
    paused: "一時停止中",
    pausedHelp: "時計が止まっている間、パズルは隠れています。",
    solvedIn: (time, hints) => (hints === 0 ? `${time}で解けました！` : `${time}で解けました（手助け${hints}回）。`),
    solvedRevealed: "答えを見たあとで解けました。",
    shareResult: "結果を共有",
    resultText: (time, hints) => (hints === 0 ? `このゼブラパズルを${time}で解きました。` : `このゼブラパズルを${time}で解きました（手助け${hints}回）。`),
    resultCopied: "結果をコピーしました",
    saveFailed: "このブラウザーでは進み具合を保存できません（ストレージが無効か、いっぱいです）。",
    share: "共有",
    shareTitle: "このパズルへのリンク",
    shareHelp: "リンクには答えを除いたパズルそのものが入っています。アカウントもサーバーもなしで、どのブラウザーでも開けます。",
    shareVia: "共有…",
    sharedTitle: "共有されたパズル",
    linkProblems: {
      encoding: "このリンクのパズルは読めません：リンクが壊れているか、途中で切れています。",
      compression: "このリンクのパズルは読めません：リンクが壊れているか、途中で切れています。",
      "too-large": "このリンクのパズルは大きすぎて開けません。",
    },
    linkInvalid: "このリンクのパズルは正しくありません。問題の一覧は「パズルを読み込む」にあります。",
    revealConfirm: "答えを見ますか？時計が止まり、このゲームは自力で解いたことにはなりません。",
    revealYes: "答えを見る",
    revealNo: "続ける",
    printTitle: "印刷",
    printThis: "このパズル",
    printHelp: "ヒントと空の表を、今の表示のまま印刷します。",
    printWithSolution: "2ページ目に答えを付ける",
    printButton: "印刷",
    booklet: "パズル集",
    bookletHelp: "上の設定のパズルを、A4の1ページに入るだけ並べ、答えは最後のページにまとめます。",
    bookletCount: "パズルの数",
    bookletButton: "作成して印刷",
    bookletProgress: (i, n) => `パズルを作成しています（${n}問中${i}問目）…`,
    bookletPuzzle: (i) => `第${i}問`,
    bookletSolutions: "答え",
  },
};
