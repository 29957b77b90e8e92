/**
 * A puzzle text with its first clues replaced: the numbered lines "1. …" onwards give way to
 * `sentences`, numbered the same, and the rest of the text stays. Lets a reader test put
 * sentences of another wording into a text the renderer wrote.
 *
 * @param text - a rendered puzzle text whose clues are numbered lines.
 * @param sentences - the clue sentences to put first, without numbers.
 * @returns the text with as many of its first clues replaced.
 */
export function withClueSentences(text: string, sentences: readonly string[]): string {
  const lines = text.split("\n");
  const first = lines.findIndex((l) => l.startsWith("1. "));
  if (first < 0) throw new Error("the text has no numbered clue lines");
  return [...lines.slice(0, first), ...sentences.map((s, i) => `${i + 1}. ${s}`), ...lines.slice(first + sentences.length)].join("\n");
}
