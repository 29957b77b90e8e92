/** A value of an attribute: a string for categorical attributes, a finite number for numeric ones. */
export type Value = string | number;

/**
 * The person (house) that has `value` for attribute `attr`.
 *
 * @example
 * ```ts
 * const zebraOwner: ValueRef = { attr: "Pet", value: "zebra" };
 * ```
 */
export interface ValueRef {
  readonly attr: string;
  readonly value: Value;
}

/**
 * The person (house) at position `pos`, 1-based from the left.
 *
 * @example
 * ```ts
 * const middle: PositionRef = { pos: 3 };
 * ```
 */
export interface PositionRef {
  readonly pos: number;
}

/** What a clue talks about: a person identified by one of their values, or by their position. */
export type Entity = ValueRef | PositionRef;

/**
 * Whether an entity names a position rather than a value.
 *
 * @example
 * ```ts
 * isPositionRef({ pos: 1 }); // true
 * isPositionRef({ attr: "Pet", value: "dog" }); // false
 * ```
 */
export function isPositionRef(entity: Entity): entity is PositionRef {
  return "pos" in entity;
}

/**
 * Whether two entities are the same entity.
 *
 * @example
 * ```ts
 * sameEntity({ attr: "Pet", value: "dog" }, { attr: "Pet", value: "dog" }); // true
 * ```
 */
export function sameEntity(a: Entity, b: Entity): boolean {
  if (isPositionRef(a)) return isPositionRef(b) && a.pos === b.pos;
  return !isPositionRef(b) && a.attr === b.attr && a.value === b.value;
}

/**
 * A stable string key for an entity, for maps and duplicate checks.
 *
 * @example
 * ```ts
 * entityKey({ pos: 2 }); // "#2"
 * entityKey({ attr: "Pet", value: "dog" }); // '["Pet","dog"]'
 * ```
 */
export function entityKey(entity: Entity): string {
  if (isPositionRef(entity)) return `#${entity.pos}`;
  const { attr, value } = entity;
  // The JSON text written out directly when nothing needs escaping (renderers ask for keys per fact).
  if (jsonAsIs.test(attr)) {
    if (typeof value === "number") {
      if (Number.isFinite(value)) return `["${attr}",${value}]`;
    } else if (jsonAsIs.test(value)) return `["${attr}","${value}"]`;
  }
  return JSON.stringify([attr, value]);
}

/** Text that JSON writes between its quotes unchanged: no quote, backslash, control character or surrogate. */
const jsonAsIs = /^[^"\\\u0000-\u001f\ud800-\udfff]*$/;
