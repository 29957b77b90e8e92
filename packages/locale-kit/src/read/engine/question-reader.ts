import { entityKey, type Entity } from "@zebra/model";
import type { Question } from "@zebra/model";
import { compact } from "./tokens.js";
import { exact } from "./frames.js";
import { fold } from "./fold.js";
import { entityReferents, oneMentionEnds } from "./mentions.js";
import { matchPattern, mayMatch, type SlotEnds } from "./pattern.js";
import { equalIgnoringFirstCase, holdsToken } from "./synthesis.js";
import type { SentenceEnv } from "./sentence-reader.js";
import { sentenceUnits } from "./units.js";

/** The attribute whose values name people: the one a vocabulary calls an identity, else one the grammar names ("name", "nationality"). */
function personAttribute(env: SentenceEnv): string | undefined {
  const lexicon = env.ctx.lexicon?.attributes;
  for (const a of env.attributes) if (lexicon !== undefined && Object.hasOwn(lexicon, a.name) && lexicon[a.name]!.family === "identity") return a.name;
  for (const a of env.attributes) if (env.grammar.personAttributes.has(fold(a.name))) return a.name;
  return undefined;
}

/**
 * Reads a question: exactly as the renderer asks it (checked by rendering each question the
 * values of the text allow), else by the grammar's question patterns ("Who owns the zebra?").
 */
export function readQuestion(text: string, env: SentenceEnv): Question | undefined {
  const want = exact(text);
  const units = sentenceUnits(text, env);
  const entities: Entity[] = [];
  const seen = new Set<string>();
  const add = (e: Entity): void => {
    if (seen.has(entityKey(e))) return;
    seen.add(entityKey(e));
    entities.push(e);
  };
  for (const u of units) for (const r of entityReferents(u)) add(r.kind === "value" ? { attr: r.attr, value: r.value } : { pos: r.kind === "pos" ? r.pos : 0 });
  const folded = fold(text);
  for (const [pos, token] of env.frames.positions) if (pos <= env.size && holdsToken(folded, token)) add({ pos });
  for (const where of entities) {
    for (const a of env.attributes) {
      if ("attr" in where && where.attr === a.name) continue;
      if (--env.budget.renders <= 0) return undefined;
      const question: Question = { find: { attr: a.name }, where };
      try {
        if (equalIgnoringFirstCase(exact(env.renderer.question({ kind: "find", ...question }, env.ctx)), want)) return question;
      } catch {}
    }
  }
  return tolerantQuestion(units, env);
}

function tolerantQuestion(all: ReturnType<typeof sentenceUnits>, env: SentenceEnv): Question | undefined {
  const units = [...all];
  while (units.length > 0 && units[units.length - 1]!.kind === "punct") units.pop();
  const present = new Set(units.filter((u) => u.kind !== "mention").map((u) => u.text));
  const ends: SlotEnds = (name, us, start) => {
    if (name === "a") return oneMentionEnds(us, start, env.grammar.reserved);
    if (name === "noun") {
      const out: number[] = [];
      for (let end = start + 1; end <= Math.min(us.length, start + 5); end++) {
        const span = us.slice(start, end);
        if (span.some((u) => u.kind !== "word")) break;
        if (env.nouns.has(compact(span.map((u) => ({ text: u.text, kind: "word" as const, start: 0, end: 0 }))))) out.push(end);
      }
      return out;
    }
    return [];
  };
  for (const { compiled, find } of env.grammar.questions) {
    if (!mayMatch(compiled, present)) continue;
    for (const m of matchPattern(compiled, units, ends)) {
      const a = m.spans.get("a");
      if (a === undefined) continue;
      const mention = units.slice(a[0], a[1]).find((u) => u.kind === "mention" && entityReferents(u).length > 0);
      const r = mention === undefined ? undefined : entityReferents(mention)[0];
      if (r === undefined) continue;
      const where: Entity = r.kind === "value" ? { attr: r.attr, value: r.value } : { pos: r.kind === "pos" ? r.pos : 0 };
      let attr: string | undefined;
      if (find === "person") attr = personAttribute(env);
      else {
        const noun = m.spans.get("noun");
        if (noun !== undefined)
          attr = env.nouns.get(compact(units.slice(noun[0], noun[1]).map((u) => ({ text: u.text, kind: "word" as const, start: 0, end: 0 }))));
      }
      if (attr === undefined || ("attr" in where && where.attr === attr)) continue;
      return { find: { attr }, where };
    }
  }
  return undefined;
}
