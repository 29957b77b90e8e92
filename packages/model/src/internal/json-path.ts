/** Whether a name can follow a dot in JavaScript notation (`attributes.Color`). */
function isIdentifierName(name: string): boolean {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name);
}

/**
 * Appends a property name to a JavaScript-notation path: `attributes` + `Color` is
 * `attributes.Color`; a name that is not an identifier gets brackets: `attributes["Smoke brand"]`.
 */
export function keyPath(base: string, name: string): string {
  if (isIdentifierName(name)) return base === "" ? name : `${base}.${name}`;
  return `${base}[${JSON.stringify(name)}]`;
}

/** Appends an array index to a JavaScript-notation path: `clues` + 7 is `clues[7]`. */
export function indexPath(base: string, index: number): string {
  return `${base}[${index}]`;
}
