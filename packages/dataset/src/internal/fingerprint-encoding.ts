import { anyOf, at, difference, distance, entityAt, notAt, paramOf, ratio, symmetric, tagLetters, type Node, type Oriented } from "./fingerprint-clues.js";

// Encoding a labelled puzzle.

export function encode(o: Oriented, label: readonly number[]): string {
  const clues = o.nodes.map((n) => nodeText(n, o, label)).sort();
  const descriptions = new Array<string>(label.length);
  o.descriptions.forEach((d, a) => {
    descriptions[label[a]!] = d;
  });
  return `${o.size}:${label.length}:${descriptions.join("|")}:${clues.join(",")}`;
}

function entityText(code: number, label: readonly number[]): string {
  return code >= 0 ? `${label[code >> 5]}.${code & 31}` : `@${-1 - code}`;
}

function nodeText(node: Node, o: Oriented, label: readonly number[]): string {
  if (node.tag === anyOf) {
    const options = node
      .options!.map(
        (option) =>
          `[${option
            .map((n) => nodeText(n, o, label))
            .sort()
            .join(",")}]`,
      )
      .sort();
    return `o${options.join("")}`;
  }
  let entities = entityText(entityAt(node, 0, o), label);
  if (node.entities.length > 1) {
    const second = entityText(entityAt(node, 1, o), label);
    entities = symmetric[node.tag] && second < entities ? `${second},${entities}` : `${entities},${second}`;
    if (node.entities.length > 2) entities += `,${entityText(entityAt(node, 2, o), label)}`;
  }
  const head = tagLetters[node.tag]!;
  const param = node.tag === at || node.tag === notAt || node.tag === distance ? String(paramOf(node, o)) : "";
  const attr = node.attr >= 0 ? `${label[node.attr]}${node.tag === difference || node.tag === ratio ? `~${node.x}` : ""}` : "";
  return `${head}${param}${attr}(${entities})`;
}
