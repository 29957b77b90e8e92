/** One part of a split: its name and its share of the records (shares add up to 1). */
export interface SplitPart {
  readonly name: string;
  readonly share: number;
}

/**
 * The part of a split a puzzle belongs to, decided by its fingerprint alone: the first 52 bits
 * of the fingerprint, read as a number u in [0, 1), fall in one part's slice of [0, 1) (the
 * parts in order, each as wide as its share).
 *
 * Use it to split a dataset into train and test sets that no puzzle straddles: copies of a
 * puzzle (renamed, reordered, mirrored) share a fingerprint, so they land in the same part, on
 * every run, shard and worker. `zebra generate --split` assigns records with it.
 *
 * Cost: constant.
 *
 * @param fingerprint - a {@link puzzleFingerprint}.
 * @param parts - the parts, in order, with shares that add up to 1.
 * @returns the index of the part in `parts`.
 * @throws TypeError for a string that is not a fingerprint, or no parts.
 * @example
 * ```ts
 * const parts = [{ name: "train", share: 0.9 }, { name: "test", share: 0.1 }];
 * parts[assignSplit(record.fingerprint, parts)]!.name; // "train" for about 90% of puzzles
 * ```
 */
export function assignSplit(fingerprint: string, parts: readonly SplitPart[]): number {
  const match = /^zf1w?-([0-9a-f]{13})/.exec(fingerprint);
  if (match === null) throw new TypeError(`assignSplit: ${JSON.stringify(fingerprint)} is not a fingerprint`);
  if (parts.length === 0) throw new TypeError("assignSplit: no parts");
  const u = parseInt(match[1]!, 16) / 2 ** 52;
  let edge = 0;
  for (let i = 0; i < parts.length - 1; i++) {
    edge += parts[i]!.share;
    if (u < edge) return i;
  }
  return parts.length - 1;
}
