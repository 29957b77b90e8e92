/**
 * A numbered item at the start of a line, in the ways people number clues: "1. ", "(1) ",
 * "Clue 1: ", and, written without a space as Chinese and Japanese texts are, "1、", "1．",
 * "（1）", "①". Returns the number and the text after it, or undefined for a line that is no item
 * (a decimal number such as "3.5 km" is not numbered).
 */
export function numberedItem(line: string): { readonly marker: number; readonly text: string } | undefined {
  const spaced = /^(?:\(?(\d{1,4})[.)]|(?:clue|hint)\s+(\d{1,4})\s*[.:)-])\s+(?!\s)(.*)$/i.exec(line);
  if (spaced) return { marker: Number(spaced[1] ?? spaced[2]), text: spaced[3]! };
  const circled = line.codePointAt(0)!;
  // ① … ⑳
  if (circled >= 0x2460 && circled <= 0x2473) return item(circled - 0x245f, line.slice(1));
  const bracketed = /^[(（]\s?(\d{1,4})\s?[)）]/.exec(line);
  if (bracketed) return item(Number(bracketed[1]), line.slice(bracketed[0].length));
  const listed = /^(\d{1,4})\s?[、．.:：]/.exec(line);
  // "1.5" and "12:30" are numbers, not markers.
  if (listed && !/^\d/.test(line.slice(listed[0].length))) return item(Number(listed[1]), line.slice(listed[0].length));
  return undefined;
}

function item(marker: number, rest: string): { readonly marker: number; readonly text: string } | undefined {
  const text = rest.trim();
  return text === "" ? undefined : { marker, text };
}
