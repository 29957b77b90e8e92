import type { ReaderGrammar } from "../../contract/reader-grammar.js";

/** Whether a sentence is a question: it ends with a question mark, or with one of the grammar's question endings before its full stop (「…のは誰か。」). */
export function isQuestion(sentence: string, grammar: ReaderGrammar): boolean {
  const text = sentence.trimEnd();
  if (text.endsWith("?") || text.endsWith("？")) return true;
  const body = text.replace(/[.。]$/, "").trimEnd();
  return (grammar.questionEnds ?? []).some((end) => body.endsWith(end));
}
