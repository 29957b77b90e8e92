import type { CompiledGrammar } from "./compiled-grammar.js";
import { matchPattern, type SlotEnds } from "./pattern.js";
import { tokenize } from "./tokens.js";
import { rewritten } from "./units.js";

/** The number of houses a sentence states ("There are five houses"), by the grammar's patterns. */
export function housesIn(text: string, grammar: CompiledGrammar): number | undefined {
  const units = tokenize(rewritten(text, grammar)).filter((t) => !(t.kind === "word" && grammar.glue.has(t.text)));
  const ends: SlotEnds = (name, us, start) => {
    const u = us[start];
    if (name !== "n" || u === undefined) return [];
    return /^\d+$/.test(u.text) || grammar.cardinals.has(u.text) ? [start + 1] : [];
  };
  for (let i = 0; i < units.length; i++) {
    for (const compiled of grammar.houses) {
      for (const m of matchPattern(compiled, units, ends, i)) {
        const span = m.spans.get("n");
        // "There are two houses between A and B" is a clue, not the number of houses.
        const next = units[m.end];
        // "There are 5 houses and each of them …" is: a list's "and" starts another clause.
        if (span === undefined || (next !== undefined && grammar.reserved.has(next.text) && !grammar.listAnd.has(next.text))) continue;
        // "第一座房子" (the first house) names a house, not how many there are.
        if (namesPosition(units, span[0], grammar, ends)) continue;
        const t = units[span[0]]!.text;
        const n = /^\d+$/.test(t) ? Number(t) : grammar.cardinals.get(t);
        if (n !== undefined && n >= 1) return n;
      }
    }
  }
  return undefined;
}

/** Whether the number at `at` is part of a position the grammar names ("第{n}座房子", "the {n} house"), starting at most two units before it. */
function namesPosition(units: ReturnType<typeof tokenize>, at: number, grammar: CompiledGrammar, ends: SlotEnds): boolean {
  for (let start = Math.max(0, at - 2); start <= at; start++) {
    for (const position of grammar.positions) {
      if (position.at !== undefined) continue;
      for (const m of matchPattern(position.compiled, units, ends, start)) if (m.spans.get("n")?.[0] === at) return true;
    }
  }
  return false;
}
