/**
 * A clue compiled to a propagator over entity domains.
 *
 * `vars` are the (non-constant) entities whose domains the propagator reads and may narrow.
 * `propagate` writes into `out[i]` the new domain of `vars[i]`: exactly the positions that appear
 * in some consistent placement of the clue's entities under the current domains (placement
 * enumeration), and returns `false` when there is no such placement.
 */
export type Prop = ConstProp | UnaryProp | BinaryProp | BetweenProp | GenericProp | PatternProp | NumericProp | AnyOfProp;

interface PropBase {
  /** Index of the clue in the puzzle (or -1 for a clue inside `any_of`). */
  readonly clue: number;
  readonly vars: Int32Array;
  /** Scratch output, one mask per var. */
  readonly out: Int32Array;
}

/** A clue over constants only: always true or always false. */
interface ConstProp extends PropBase {
  readonly kind: "const";
  readonly value: boolean;
}

/** A clue over one entity: its allowed positions. */
interface UnaryProp extends PropBase {
  readonly kind: "unary";
  readonly mask: number;
}

/** Fast paths for binary positional relations, each equal to the table projection. */
export type BinaryFast =
  | "same"
  | "not_same"
  | "next_to"
  | "not_next_to"
  | "left_of"
  | "right_of"
  | "immediately_left"
  | "immediately_right"
  | "distance"
  | "table";

/** A relation between the positions of two entities (either may be a constant). */
export interface BinaryProp extends PropBase {
  readonly kind: "binary";
  readonly a: number;
  readonly b: number;
  readonly fast: BinaryFast;
  readonly d: number;
  /** The relation over (pos(a), pos(b)), 1-based. */
  readonly relation: (positions: readonly number[]) => boolean;
  /** a and b are different values of one attribute. */
  readonly distinct: boolean;
  /** relA[p]: positions q of b with (p, q) allowed; relB[q]: positions p of a (built on first use). */
  tables: { readonly relA: Int32Array; readonly relB: Int32Array } | null;
  /** Index in `vars` of a and b, or -1 for constants. */
  readonly ia: number;
  readonly ib: number;
}

/** pos(a) < pos(b) < pos(c) with three different entities. */
export interface BetweenProp extends PropBase {
  readonly kind: "between";
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly ia: number;
  readonly ib: number;
  readonly ic: number;
}

/** Any positional relation, by enumerating placements (used when entities repeat). */
export interface GenericProp extends PropBase {
  readonly kind: "generic";
  /** Entity per clue slot (constants included). */
  readonly slots: Int32Array;
  readonly relation: (positions: readonly number[]) => boolean;
}

/**
 * A relation that only asks which of its entities share a position, as the patterns of equal
 * positions it accepts (see `pattern.ts`).
 */
export interface PatternProp extends PropBase {
  readonly kind: "pattern";
  /** The clue's distinct entities (constants included). */
  readonly entities: Int32Array;
  /** Index in `vars` of each entity, or -1 (a constant). */
  readonly varOf: Int32Array;
  /** Each accepted pattern: the block of each entity; entities in one block share a position, different blocks do not. */
  readonly patterns: readonly Int8Array[];
  /** The number of blocks of each pattern. */
  readonly blockCounts: Int8Array;
  /** Scratch arrays, one entry per block. */
  readonly scratch: { readonly masks: Int32Array; readonly supports: Int32Array };
}

/**
 * A numeric comparison: the clue's placements are tuples (pa, pb, x, y) where x is the value
 * of the numeric attribute at pa and y the value at pb.
 */
export interface NumericProp extends PropBase {
  readonly kind: "numeric";
  readonly a: number;
  readonly b: number;
  /** The numeric attribute. */
  readonly attr: number;
  /** Value index a (or b) must have, when a (or b) is itself a value of the attribute; else -1. */
  readonly fixA: number;
  readonly fixB: number;
  /** relV[x]: mask of value indexes y with rel(value x, value y). */
  readonly relV: Int32Array;
  /** a and b are different values of one attribute, so they cannot share a position. */
  readonly distinct: boolean;
  /** Index in `vars` of a, b, and of each value of the attribute. */
  readonly ia: number;
  readonly ib: number;
  readonly iv: Int32Array;
  /** Scratch arrays (one per position or value). */
  readonly scratch: { col: Int32Array; vsupp: Int32Array; inter: Int32Array; singleCount: Int32Array };
}

/** At least one option (a conjunction of inner propagators) holds. */
export interface AnyOfProp extends PropBase {
  readonly kind: "anyOf";
  readonly options: readonly (readonly Prop[])[];
  /** Scratch domains for one option. */
  readonly local: Int32Array;
}
