/**
 * The playground's JavaScript budget, in kilobytes after gzip. Documented in the README and in
 * docs/guide/playground.md; the browser tests fail when a build goes over it.
 */
export const budget = {
  /**
   * What the page loads before it can show anything: the entry chunk and its imports. English
   * comes with it (the fallback); every other locale is a chunk of its own (22–29 kB each),
   * fetched the first time it is shown. About 91 kB measured.
   */
  entryKb: 110,
  /** Everything, the engine worker included. */
  totalKb: 250,
} as const;
