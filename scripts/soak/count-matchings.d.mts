/** A started z3, from {@link openZ3}. */
export interface Z3Handle {
  readonly Z3: unknown;
  readonly ctx: unknown;
}
export function openZ3(): Promise<Z3Handle>;
export function matchingSmt(puzzle: object): { text: string; all: string[] };
export function countMatchings(z3: Z3Handle, puzzle: object): Promise<0 | 1 | 2>;
