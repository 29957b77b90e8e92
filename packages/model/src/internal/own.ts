/** Reads an own property, ignoring inherited ones (`constructor`, `__proto__`…); `undefined` when absent. */
export function getOwn(object: object, key: string): unknown {
  return Object.hasOwn(object, key) ? (object as Record<string, unknown>)[key] : undefined;
}

/**
 * Sets an own, enumerable property. Unlike `object[key] = value`, this works for every key,
 * including `__proto__`, which plain assignment would turn into a prototype change.
 */
export function setOwn(object: object, key: string, value: unknown): void {
  // Plain assignment creates the same own property for every other key, and costs far less
  // (grids and lexicons are built per step and per record).
  if (key === "__proto__") Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  else (object as Record<string, unknown>)[key] = value;
}

/** Whether a value is a non-null, non-array object (what JSON calls an object). */
export function isRecord(value: unknown): value is object {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
