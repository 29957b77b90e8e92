/**
 * The playground's JavaScript budget, in kilobytes after gzip. Documented in the README and in
 * docs/guide/playground.md; the browser tests fail when a build goes over it.
 */
export const budget = {
  /**
   * What the page loads before it can show anything: the entry chunk and its imports. English
   * comes with it (the fallback); every other locale is a chunk of its own (about 22 kB each),
   * fetched side by side as the page starts. About 89 kB measured.
   */
  entryKb: 110,
  /** Everything, the engine worker included. */
  totalKb: 250,
} as const;
