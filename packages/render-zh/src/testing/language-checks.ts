// The mistakes a Chinese editor marks in our explanations, as checks the tests run over generated
// solutions. Test code: the package's entry point does not export it.

/** A mistake class: its name, and whether a text (a whole solution) has it. */
interface Mistake {
  readonly name: string;
  readonly test: (text: string) => boolean;
}

/** The sentences of a text, each with its closing 。 (a solution's lines split too). */
function sentencesOf(text: string): string[] {
  return text
    .split("\n")
    .flatMap((line) => line.replace(/^\s*(?:\d+\.|-)\s*/, "").match(/[^。]+。?/g) ?? [])
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

/** The clauses of a sentence (split at ，；：), without its 。. */
function clausesOf(sentence: string): string[] {
  return sentence
    .replace(/。$/, "")
    .split(/[，；：]/)
    .filter((c) => c !== "");
}

/** A clause as what it claims, without the words that lead into it (所以, 这样, 由线索3). */
function claimOf(clause: string): string {
  return clause.replace(/^(?:所以|因此|这样|再|又)?(?:(?:由|根据)线索[\d、和]+)?/, "");
}

/**
 * A clue clause's subject (up to its first 的人 or 房子, no parenthesis before it) and what follows
 * it, past a parenthesis right after the subject; found by index, since a regex for it backtracks.
 */
function subjectOf(clause: string): { subject: string; rest: string } | undefined {
  const ends = ["的人", "房子"].map((word) => clause.indexOf(word)).filter((at) => at > 0);
  if (ends.length === 0) return undefined;
  const subject = clause.slice(0, Math.min(...ends) + 2);
  if (subject.includes("（")) return undefined;
  const rest = clause.slice(subject.length);
  const close = rest.startsWith("（") ? rest.indexOf("）") : -1;
  return { subject, rest: close === -1 ? rest : rest.slice(close + 1) };
}

const mistakes: readonly Mistake[] = [
  { name: "boilerplate 其他房子都已排除", test: (t) => /其他房子都已排除/.test(t) },
  { name: "a value counted as a kind (汤姆这一种名字)", test: (t) => /这一种/.test(t) },
  { name: "a person's house as 的人家 (reads as other people)", test: (t) => /的人家/.test(t) },
  { name: "a floor beside a house number, read as two buildings (10楼不在3号)", test: (t) => /\d楼不?在(?:第)?\d/.test(t) },
  { name: "住在在 (a verb of place twice)", test: (t) => /住在在/.test(t) },
  { name: "a house by number with 里 (第3座里)", test: (t) => /\d座里/.test(t) },
  { name: "后者 before 前者 in one sentence", test: (t) => sentencesOf(t).some((s) => s.includes("前者", s.indexOf("后者") + 1) && s.includes("后者")) },
  {
    name: "前者 and 后者 for one person in one house (前者在第3座，后者是第3座)",
    test: (t) => /前者(?:在|是)(第\d+座)，后者(?:在|是)\1/.test(t),
  },
  {
    // 由线索12，巴西人在第5座。巴西人在第5座；…
    name: "a sentence that opens by restating the claim the one before ended on",
    test: (t) =>
      sentencesOf(t).some((s, i, all) => {
        const next = all[i + 1];
        if (next === undefined) return false;
        const said = claimOf(clausesOf(s).at(-1) ?? "");
        return said !== "" && said === claimOf(clausesOf(next)[0] ?? "");
      }),
  },
  {
    // 由线索6，养狗的人住在最左边或最右边的房子里，所以养狗的人只可能在第1或5座。
    name: "the subject of a clue named again after 所以 (X…，所以X…。)",
    test: (t) =>
      sentencesOf(t).some((s) => {
        const m = /^(?:再)?(?:由|根据)线索[\d、和]+，([^，；]*)，所以([^，；。]*)。$/.exec(s);
        const clause = m === null ? undefined : subjectOf(m[1]!);
        if (m === null || clause === undefined) return false;
        const after = m[2]!;
        return !/^(?:和|与|、|的|住的房子|就是)/.test(clause.rest) && after.startsWith(clause.subject) && !after.startsWith(`${clause.subject}也`);
      }),
  },
  { name: "half-width punctuation beside a Chinese character", test: (t) => /[\u4e00-\u9fff][,;:!?]|[,;:!?][\u4e00-\u9fff]/.test(t) },
  { name: "doubled 的 or 在", test: (t) => /的的|在在/.test(t) },
];

/** The names of the mistakes a text has, in the order of the list above. */
export function chineseProblems(text: string): string[] {
  return mistakes.filter((m) => m.test(text)).map((m) => m.name);
}
