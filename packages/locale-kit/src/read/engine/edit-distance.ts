/** The edit distance of two short words. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

/** Whether a word is one or two letters away from a name (two for names of 7 letters or more): likely that name misspelt ("Norwegan"). */
export function nearMiss(word: string, name: string): boolean {
  if (word === name || word.length < 4 || Math.abs(name.length - word.length) > 2) return false;
  return distance(name, word) <= (name.length >= 7 ? 2 : 1);
}
