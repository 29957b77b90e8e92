/**
 * The playground's JavaScript budget, in kilobytes after gzip. Documented in the README and in
 * docs/guide/playground.md; the browser tests fail when a build goes over it.
 */
export const budget = {
  /**
   * What the page loads before it can show anything: the entry chunk and its imports. Every
   * locale of the workspace is in it with its reader (for puzzles pasted as text): about 20 kB
   * each, and the reading machinery. Both explanation styles (each locale's concise steps, the
   * solution items, candidate grids) add about 12 kB: 148 kB measured with four locales, from
   * 136; clues placed by a numbered house and reading messages in the text's words took it to
   * 152.2. Loading the locales not shown on demand is the way back under 100.
   */
  entryKb: 154,
  /** Everything, the engine worker included. */
  totalKb: 250,
} as const;
