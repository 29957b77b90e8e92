/**
 * The playground's JavaScript budget, in kilobytes after gzip. Documented in the README and in
 * docs/guide/playground.md; the browser tests fail when a build goes over it.
 */
export const budget = {
  /**
   * What the page loads before it can show anything: the entry chunk and its imports. Every
   * locale brings its reader (for puzzles pasted as text), about 8 kB.
   */
  entryKb: 115,
  /** Everything, the engine worker included. */
  totalKb: 250,
} as const;
