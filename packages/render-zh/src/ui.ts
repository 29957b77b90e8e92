import type { Difficulty } from "@zebra/model";
import type { ExplanationStyle, ReadingName, UiStrings, ViolationWords } from "@zebra/locale-kit";

const levels: { readonly [D in Difficulty]: string } = { easy: "简单", medium: "中等", hard: "困难", expert: "专家" };

/** 线索3无法成立, 线索3、7和12不能同时成立. */
function conflict(clues: readonly number[]): string {
  return clues.length === 1 ? `线索${clues[0]}无法成立` : `线索${clues.slice(0, -1).join("、")}和${clues.at(-1)}不能同时成立`;
}

/** The explanation styles, before 解答. */
const styles: { readonly [S in ExplanationStyle]: string } = { full: "完整", concise: "简要" };

/** 第2座房子, 第2、4座房子. */
function housesText(houses: readonly number[]): string {
  return `第${houses.join("、")}座房子`;
}

/** What a sentence of an explanation gets wrong, by the rule it breaks (`zebra check --explanation`). */
function violationText({ rule, facts, houses, clue }: ViolationWords): string {
  const fact = `“${facts[0] ?? ""}”`;
  switch (rule) {
    case "unstated-premise":
      return `文中还没说明就用到了${fact}`;
    case "does-not-follow":
      return `${facts.length > 0 ? `“${facts.join("；")}”` : "这句话"}不能由它所依据的线索和事实推出`;
    case "back-reference":
      return "它承接的内容并不是上一句说过的";
    case "wider-list":
      return `它说${fact}，但前文已经只剩${housesText(houses)}`;
    case "placed-as-range":
      return `它说${fact}，但前文已经确定是${housesText(houses)}`;
    case "case-coverage":
      return `分情况时说${fact}，但剩下的是${housesText(houses)}`;
    case "one-case":
      return `分情况时只有一种情况：${fact}`;
    case "empty-branch":
      return `情况${fact}没有得出任何结论`;
    case "restated-supposition":
      return `有一行只是重复了假设${fact}`;
    case "clash-terms":
      return `它说违反了线索${clue}，却没有提到这条线索涉及的任何一项`;
  }
}

/** What each reading of an ambiguous phrase of a text means. */
const readings: { readonly [R in ReadingName]: string } = {
  somewhere: "那一侧的任意一座房子",
  immediately: "紧挨着的那座房子",
  unordered: "两种顺序都可以",
  ordered: "按所写的顺序",
};

/** The apps' strings in Chinese: the command-line tool's headings and the playground's interface. */
export const ui: UiStrings = {
  cli: {
    puzzleTitle: (n) => `谜题${n}`,
    puzzleDetails: ({ seed, index, houses, attributes, level }) => `种子 ${seed} · #${index} · ${houses}×${attributes} · ${levels[level]}`,
    heading: (text) => `${text}：`,
    solution: "解答",
    solutionNumber: (n) => `解答 ${n}`,
    explanation: "逐步推理",
    completed: "推理到此为止；完整求解器补全了网格",
    answers: "问题",
    house: "房子",
    levels,
    unique: (houses, attributes, clues) => `有效（${houses}座房子，${attributes}种属性，${clues}条线索）：恰好有一个解`,
    multiple: "解不唯一：这些线索允许不止一个解",
    unsatisfiable: (clues) => `无解：没有任何排列能满足所有线索${clues === undefined ? "" : `；${conflict(clues)}`}`,
    whyFalse: (statement) => `“${statement}”不成立：谜题没有一个解符合这一说法`,
    whyOpen: (statement) => `“${statement}”不能由线索推出：有的解符合，有的解不符合`,
    statedByClue: (sentence, clue) => `${sentence.replace(/。$/, "")}（线索${clue}）。`,
    explanationHolds: (style, sentences) => `${styles[style]}解答：全部${sentences}句都成立`,
    explanationViolation: (style, item, v) => `${styles[style]}解答第${item}步：${violationText(v)}`,
    whyStuck: (statement) => `“${statement}”成立，但逐步推理在得出它之前就停住了（用 zebra solve --explain 可以看到推理走到了哪一步）`,
    sentencesRead: (read, total) => `共${total}句，读懂了${read}句`,
    readingCounts: (at, phrase, counts) =>
      `第${at.sentence}句（第${at.line}行${at.marker !== undefined ? `，编号${at.marker}` : ""}）：“${phrase}”${counts.map((c) => `理解为“${readings[c.reading]}”${c.chosen ? "（采用的读法）" : ""}时有${c.capped ? "至少" : ""}${c.solutions}个解`).join("；")}`,
    partial: (left) => `只按读懂的句子求解；略过了第${left.join("、")}句`,
    textLanguage: (language, given) => `语言：${language}（${given ? "由 --lang 指定" : "根据文本判断；可用 --lang 指定"}）`,
  },
  playground: {
    title: "斑马谜题游乐场",
    tagline: "逻辑格谜题：生成、求解，并一步步讲解。",
    navPlayground: "游乐场",
    navGuides: "指南",
    navApi: "API 参考",
    language: "语言",
    generate: "生成",
    houses: "房子",
    attributes: "属性",
    difficulty: "难度",
    theme: "主题",
    seed: "种子",
    randomSeed: "换个种子",
    difficultyNames: { easy: "简单", medium: "中等", hard: "困难", expert: "专家" },
    working: "处理中…",
    generating: "正在生成谜题…",
    solving: "正在求解…",
    clues: "线索",
    grid: "逻辑格",
    gridHelp:
      "点击格子（或按空格）在 ✗ / ● / 空白间切换；右键或 X 标“否”，O 标“是”。方向键移动，也能跨格块；Ctrl+Z / Ctrl+Y 撤销与重做。浅色标记是由你的标记推出的。",
    house: "房子",
    check: "检查",
    hint: "提示",
    applyHint: "填入",
    why: "为什么？",
    whyCell: (value, house) => `为什么${house}是${value}？`,
    whySteps: (n) => (n === 0 ? "还没读任何线索时，这一点就已成立。" : `这需要解答中的 ${n} 步：`),
    whyStuck: "逐步推理在得出这一点之前就停住了；只有完整求解器能找到它。",
    explain: "讲解",
    reveal: "揭晓",
    hide: "隐藏答案",
    undo: "撤销",
    redo: "重做",
    clear: "清空",
    print: "打印",
    solution: "答案",
    answer: "回答",
    checkOk: (decided, total) => `目前没有矛盾（已确定 ${decided} / ${total} 格）。`,
    checkViolated: (n) => `你的标记违反了 ${n} 条线索（已高亮）。`,
    checkClashes: (n) => `有 ${n} 个标记与你的其他标记矛盾（已用虚线框出）。`,
    checkDead: (n) => `有 ${n} 行或列的格子全被划掉了。`,
    solved: "解出来了！所有线索都成立。",
    hintNone: "你的标记已经包含了所有推理。检查一下格子，或者揭晓答案。",
    hintFixFirst: "有些标记违反了线索。先用“检查”找出来，再撤销它们。",
    hintNoTrace: "没有提示：这道题没有逐步的解法。",
    hintTitle: (n, total) => `提示：第 ${n} / ${total} 步`,
    explainTitle: (n, total) => `第 ${n} / ${total} 步`,
    explainStart: "还没有任何推理时的格子。向前一步，跟着解法走。",
    explainEnd: "所有格子都确定了：这就是答案。",
    explainIncomplete: "推理到此为止，剩下的需要试错。",
    prev: "后退",
    next: "前进",
    first: "开头",
    last: "结尾",
    close: "关闭",
    load: "载入谜题",
    loadHelp: "粘贴一道谜题：文字（带编号的线索，可用本页的任一语言）或 zebra-puzzle/1 JSON 文档，也可以选择文件。",
    loadButton: "载入",
    chooseFile: "选择文件",
    loadErrors: (n) => `这份文档有 ${n} 个问题：`,
    readProblems: (n) => `这段文字有 ${n} 个问题：`,
    loadPartial: "只用已读懂的句子来玩",
    statusUnique: "唯一解",
    statusSeveral: "多个解",
    statusNone: "无解：线索相互矛盾",
    statusSteps: (n) => `${n} 步推理`,
    statusStepsPartial: (n) => `${n} 步推理；仅靠推理解不完`,
    statusSeveralHelp: "线索允许不止一个答案，所以没有唯一的答案可以揭晓。",
    statusNoneHelp: "没有任何排列能满足所有线索。",
    generatedBy: (seed, difficulty) => `种子 ${seed} · ${difficulty}`,
    loaded: "载入的谜题",
    generatedTitle: (size, attributes) => `${size} 座房子，${attributes} 种属性`,
    conflictClues: (clues) => (clues.length === 1 ? `第 ${clues[0]} 条线索无法成立。` : `第 ${clues.join("、")} 条线索不能同时成立。`),
    error: "出错了：",
    unavailable: (what) => `暂不可用：${what}。`,
    printPuzzle: "谜题",
    cancel: "取消",
    cancelled: "已取消。按“生成”来出一道题。",
    copyLink: "复制链接",
    linkCopied: "链接已复制",
    themeNames: { classic: "经典", default: "日常" },
    houseName: (n) => `${n}号房子`,
    cellStates: { empty: "空白", no: "否", yes: "是", "implied-no": "否，由你的其他标记推出", "implied-yes": "是，由你的其他标记推出" },
    cellLabel: (row, col, state, clash, highlighted) => `${row}，${col}：${state}${clash ? "，与你的其他标记矛盾" : ""}${highlighted ? "，提示所指" : ""}`,
    view: "视图",
    viewNames: { houses: "房子", logic: "逻辑格" },
    explanationStyle: "讲解",
    styleNames: { full: "详细", concise: "简洁" },
    autoMarks: "自动填写",
    autoMarkNames: { off: "只显示我的标记", cross: "划掉同行同列", combine: "划掉同行同列，并跨格块推理" },
    autoMarksHelp:
      "格子自己用浅色标出的内容：不标；标“是”后划掉同行同列的其余格子；或者再加上两个格块合起来能推出的结论（丹麦人喝茶、住 3 号房子，那么喝茶的就住 3 号房子）。",
    clueHelp: "用过的线索，点一下就能划掉。",
    strikeClue: "划掉",
    clueTags: { used: "本步用到", violated: "被违反" },
    notes: "笔记",
    notesPlaceholder: "这道题的笔记（和标记一起保存）",
    time: "用时",
    pause: "暂停",
    resume: "继续",
    hideTime: "隐藏用时",
    showTime: "显示用时",
    paused: "已暂停",
    pausedHelp: "计时暂停时，谜题会被遮住。",
    solvedIn: (time, hints) => (hints === 0 ? `用时 ${time}，解出来了！` : `用时 ${time}，解出来了！用了 ${hints} 次提示。`),
    solvedRevealed: "解出来了，不过看过答案。",
    shareResult: "分享成绩",
    resultText: (time, hints) => (hints === 0 ? `我用 ${time} 解出了这道斑马谜题。` : `我用 ${time} 解出了这道斑马谜题，用了 ${hints} 次提示。`),
    resultCopied: "成绩已复制",
    saveFailed: "这个浏览器无法保存你的进度（存储已关闭或已满）。",
    share: "分享",
    shareTitle: "这道题的链接",
    shareHelp: "链接里装着谜题本身，不含答案：在任何浏览器里都能打开，不需要账号，也不需要服务器。",
    shareVia: "分享到…",
    sharedTitle: "分享的谜题",
    linkProblems: {
      encoding: "无法读取这个链接里的谜题：链接已损坏或不完整。",
      compression: "无法读取这个链接里的谜题：链接已损坏或不完整。",
      "too-large": "这个链接里的谜题太大，无法打开。",
    },
    linkInvalid: "这个链接里的谜题有问题，具体见“载入谜题”。",
    revealConfirm: "要看答案吗？计时会停止，这一局也不再算你独立解出。",
    revealYes: "看答案",
    revealNo: "继续解题",
    printTitle: "打印",
    printThis: "这道题",
    printHelp: "线索和一张空白的格子，按你正在用的视图。",
    printWithSolution: "答案印在第二页",
    printButton: "打印",
    booklet: "谜题册",
    bookletHelp: "按上面的设置出题，每张 A4 纸尽量多印几道，答案单独印在最后几页。",
    bookletCount: "题数",
    bookletButton: "生成并打印",
    bookletProgress: (i, n) => `正在生成第 ${i} / ${n} 道题…`,
    bookletPuzzle: (i) => `第 ${i} 题`,
    bookletSolutions: "答案",
  },
};
