// One clause per fact kind (the premises and conclusions of steps). `FactClauses` lists every
// kind: a new one is a compile error here until it is worded.
import { factClauseOf, mergeFacts, plainerFact } from "@zebra/locale-kit";
import type { Fact } from "@zebra/model";
import type { FactClauses, RenderContext } from "@zebra/locale-kit";
import { houseChoice, houseList, isHouse, nth, refer, subject, write, writeBefore, type Clause } from "./words.js";

/**
 * Every fact kind as a Japanese clause; a house is a position (緑の家は4軒目である), a person
 * lives in one (デンマーク人は2軒目に住んでいる):
 * - at: 〜は3軒目に住んでいる / 〜は3軒目である;
 * - not_at: 〜は3軒目には住んでいない, 〜は1軒目にも3軒目にも住んでいない,
 *   〜は1軒目、3軒目、4軒目のいずれにも住んでいない / ではない, でもない, いずれでもない;
 * - among: 〜は2軒目か4軒目に住んでいる, 〜は1軒目、2軒目、4軒目のいずれかに住んでいる / である.
 */
export const factClauses: FactClauses<Clause> = {
  at: ({ entity, pos }, ctx) => {
    const X = refer(entity, ctx);
    return { subject: subject(X), predicate: isHouse(X) ? `${nth(pos)}である` : `${nth(pos)}に住んでいる` };
  },
  not_at: ({ entity, positions }, ctx) => {
    const X = refer(entity, ctx);
    if (positions.length === 1) return { subject: subject(X), predicate: `${nth(positions[0]!)}ではない` };
    if (positions.length === 2) {
      const [p, q] = positions.map(nth);
      return { subject: subject(X), predicate: `${p}でも${q}でもない` };
    }
    return { subject: subject(X), predicate: `${houseList(positions, "、")}のいずれでもない` };
  },
  among: ({ entity, positions }, ctx) => {
    if (positions.length === 1) return factClauses.at({ kind: "at", entity, pos: positions[0]! }, ctx);
    const X = refer(entity, ctx);
    return { subject: subject(X), predicate: `${houseChoice(positions, ctx.puzzle.size)}である` };
  },
};

/** A placement as a reason, in the copula like every other fact: Xは4軒目なので (not 4軒目に住んでいるので). */
function asReason(fact: Fact, c: Clause): Clause {
  return fact.kind === "at" && c.subject !== undefined ? { ...c, predicate: `${nth(fact.pos)}である` } : c;
}

/** One fact as a clause. */
export function factClause(fact: Fact, ctx: RenderContext): Clause {
  return factClauseOf(factClauses, fact, ctx);
}

/**
 * Several facts as one chain of clauses (eliminations of one value merged): every fact but the
 * last joined with 、 (住んでおり、…であり、), the last as a statement (`main`) or as a reason
 * (`reason`, ending in ので): デンマーク人は…に住んでおり、紅茶を飲む人は…に住んでいるので.
 * `names`: a shorter subject for some (前者, 後者), keyed by the subject they stand for.
 */
export function factsText(list: readonly Fact[], ctx: RenderContext, last: "main" | "reason", names?: ReadonlyMap<string, string>): string {
  const clauses = clausesOf(list, ctx);
  return chain(names === undefined ? clauses : clauses.map((c) => ({ ...c, subject: names.get(c.subject ?? "") ?? c.subject })), last);
}

/**
 * What follows from what: the premises as the reason, the conclusions after it. When the reason
 * is about one person or house and the first conclusion is about it too, the conclusion goes
 * without its subject, as Japanese carries a topic on (Xは1軒目か5軒目に住んでいるので、1軒目に
 * 住んでおり…), instead of naming it twice in a row. After a reason about several, the subject
 * stays, or the reader could not tell whom the conclusion is about. `by`: the clue it follows
 * by, cited after the reason (…ので、ヒント12より、…).
 */
export function reasoned(premises: readonly Fact[], conclusions: readonly Fact[], ctx: RenderContext, by?: string): string {
  const reasons = plainerFacts(premises, ctx).map((f) => asReason(f, factClause(f, ctx)));
  const [first, ...rest] = clausesOf(conclusions, ctx);
  const carried =
    first !== undefined && first.subject !== undefined && reasons.length === 1 && first.subject === reasons[0]!.subject
      ? { predicate: first.predicate }
      : first;
  return `${chain(reasons, "reason")}、${by === undefined ? "" : `${by}より、`}${chain(carried === undefined ? rest : [carried, ...rest], "main")}`;
}

/** Facts merged per value, each in its shorter list (1軒目には住んでいない, not 2軒目、3軒目、4軒目、5軒目のいずれか), as clauses. */
function clausesOf(list: readonly Fact[], ctx: RenderContext): Clause[] {
  return plainerFacts(list, ctx).map((f) => factClause(f, ctx));
}

/** Facts merged per value, each in its shorter list. */
function plainerFacts(list: readonly Fact[], ctx: RenderContext): Fact[] {
  return mergeFacts(list).map((f) => plainerFact(f, ctx.puzzle.size));
}

/**
 * Clauses in a row, each but the last joined with 、. Where the next clause also says where
 * someone lives, a clause gives its house alone and leaves the verb to the last: Aは1軒目に、Bは
 * 2軒目に住んでいる (not 住んでおり、…住んでおり).
 */
function chain(clauses: readonly Clause[], last: "main" | "reason"): string {
  const lives = (c: Clause | undefined) => c?.subject !== undefined && /[^は]に住んでいる$/.test(c.predicate);
  return clauses
    .map((c, i) => {
      if (i === clauses.length - 1) return last === "main" ? write(c, "main") : writeBefore(c, "reason");
      if (lives(c) && lives(clauses[i + 1])) return write({ ...c, predicate: c.predicate.slice(0, -"住んでいる".length) }, "main");
      return writeBefore(c, "conjunctive");
    })
    .join("、");
}
