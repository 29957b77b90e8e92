/** Appends a property name to a JavaScript-notation path: `words` + `en` is `words.en`, `words["zh-CN"]` otherwise. */
export function keyPath(base: string, name: string): string {
  if (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name)) return base === "" ? name : `${base}.${name}`;
  return `${base}[${JSON.stringify(name)}]`;
}

/** Appends an array index to a path: `attributes` + 2 is `attributes[2]`. */
export function indexPath(base: string, index: number): string {
  return `${base}[${index}]`;
}

/** Whether a value is a JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Reads an own property, ignoring inherited ones (`constructor`, `__proto__`…). */
export function getOwn(object: object, key: string): unknown {
  return Object.hasOwn(object, key) ? (object as Record<string, unknown>)[key] : undefined;
}

/** Sets an own enumerable property, safely for every key including `__proto__`. */
export function setOwn(object: object, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}
