import type { Difficulty } from "@zebra/model";

/**
 * The few words the CLI itself prints around a renderer's text (section headings). Locales
 * without an entry use English: a new locale package works with no change here.
 */
export interface CliWords {
  readonly puzzle: string;
  readonly solution: string;
  readonly explanation: string;
  /** Heading of the grid the complete solver finishes when deduction alone stops early. */
  readonly completed: string;
  readonly answers: string;
  readonly position: string;
  readonly seed: string;
  /** The difficulty levels. */
  readonly levels: Readonly<Record<Difficulty, string>>;
}

const words: Readonly<Record<string, CliWords>> = {
  en: { puzzle: "Puzzle", solution: "Solution", explanation: "Step-by-step solution", completed: "Deduction stops here; the complete solver finishes the grid", answers: "Questions", position: "Position", seed: "seed", levels: { easy: "easy", medium: "medium", hard: "hard", expert: "expert" } },
  zh: { puzzle: "谜题", solution: "答案", explanation: "逐步推理", completed: "推理到此为止；完整求解器补全了网格", answers: "问题", position: "位置", seed: "种子", levels: { easy: "简单", medium: "中等", hard: "困难", expert: "专家" } },
};

/** The CLI's words for a locale (by primary language), English when it has none. */
export function cliWords(locale: string): CliWords {
  const primary = locale.toLowerCase().split(/[-_]/)[0] ?? "en";
  return words[primary] ?? words["en"]!;
}
