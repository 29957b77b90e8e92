/**
 * The function a table keyed by tag holds for an item's tag, applied to the item: the one place
 * the kit trusts that such a table (one entry per clue type, fact kind, step rule, clash kind,
 * issue code) takes the items of each tag. TypeScript cannot relate a union's tag to the
 * matching entry of a mapped type, so the typed dispatchers of the contract
 * (`clueClauseOf`, `factClauseOf`, `stepTextOf`, `clashTextOf`) all go through here.
 */
export function byTag<T, A extends readonly unknown[], R>(table: object, tag: string, item: T, ...args: A): R {
  const entry = (table as Readonly<Record<string, ((item: T, ...args: A) => R) | undefined>>)[tag];
  if (entry === undefined) throw new Error(`no wording for '${tag}'`);
  return entry(item, ...args);
}
