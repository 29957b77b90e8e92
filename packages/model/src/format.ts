/** The format tag every `zebra-puzzle/1` document carries in its `format` field. */
export const formatTag = "zebra-puzzle/1" as const;

/** The format tag's type. */
export type FormatTag = typeof formatTag;

/**
 * The largest supported number of positions (houses).
 *
 * Positions are kept as bits of a 32-bit integer by the solver; 20 leaves
 * headroom while keeping the complete solver fast.
 */
export const maxSize = 20;

/** The largest supported number of attributes in one puzzle. */
export const maxAttributes = 32;

/** The largest number of clues a document may hold. */
export const maxClues = 5000;

/** How deeply `any_of` clues may nest inside each other. */
export const maxAnyOfDepth = 4;

/**
 * How deeply `meta` may nest: `meta` itself is level 1, an object inside it level 2, and so on.
 * Deeper documents are rejected with `invalid-meta`, so that every parsed puzzle serializes.
 */
export const maxMetaDepth = 64;
