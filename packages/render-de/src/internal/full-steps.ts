// One German wording per step rule, proofs by contradiction included. `StepVerbalizers` lists
// every rule: a new one is a compile error here until it is worded. A fronted element inverts
// the clause after it ("Nach Hinweis 4 steht das grüne Haus …", "Da …, ist das rote Haus …",
// "also wohnt der Däne …"); reasons after "da", "weil" and "dass" are verb-final.
import { clueEntities, isPositionRef, sameEntity } from "@zebra/model";
import {
  afterStep,
  afterSupposition,
  bulletLines,
  caseArgumentLines,
  inTurn,
  isJustSaid,
  mergeFacts,
  premisesBeforeCases,
  saysPlacement,
  stepTextOf,
  unsaidClashFacts,
  withStatedClues,
} from "@zebra/locale-kit";
import type { AtFact, CaseSplit, Clue, Conclusion, Entity, Fact, Step, StepOf, ValueRef } from "@zebra/model";
import type { RenderContext, StepVerbalizers } from "@zebra/locale-kit";
import { capitalize, clause, joinPieces, joinWritten, part, sentence, write, type Part, type Written } from "./clause.js";
import { clashText } from "./clashes.js";
import { clueClause } from "./clauses.js";
import { facts, plainFacts, reasonOrder, type FirstFact } from "./facts.js";
import { pronounFor } from "./pronouns.js";
import { clueNumbers, everyOther, houses, phraseOf, valuePhrase } from "./words.js";

/** A sentence from written pieces: "Da " + reason + ", " + conclusion + ".". */
function say(...pieces: (string | Written)[]): string {
  return sentence(joinPieces(...pieces).text);
}

/** "Nach Hinweis 4 steht das grüne Haus direkt links vom weißen Haus." An either/or cannot be inverted: "Nach Hinweis 4 gilt: Entweder …". */
function clueSentence(index: number, ctx: RenderContext): string | undefined {
  const clue = ctx.puzzle.clues[index];
  if (clue === undefined) return undefined;
  const c = clueClause(clue, ctx);
  if (c.kind === "alternatives") return say(`Nach ${clueNumbers([index], "dat")} gilt: `, capitalize(write(c, "main").text));
  return say(`Nach ${clueNumbers([index], "dat")} `, write(c, "inverted"));
}

/** The first conclusion's subject as "er" or "sie", when the sentence before named only them of that gender. */
function pronounAfter(conclusions: readonly Fact[], referents: readonly Entity[], ctx: RenderContext, residents = false): FirstFact {
  const entity = mergeFacts(conclusions)[0]?.entity;
  const text = entity === undefined ? undefined : pronounFor(entity, referents, ctx, residents);
  return entity === undefined || text === undefined ? {} : { pronoun: { entity, text } };
}

const demonstratives = { m: "dieser", f: "diese", n: "dieses" } as const;

/**
 * The first conclusion's subject as "dieser" or "diese" when the reason named them last: "Da
 * der Koch in Haus 3 wohnt und die Person, die Baklava bestellt, nur in Haus 3 oder 4 wohnen
 * kann, wohnt diese nach Hinweis 3 in Haus 4."
 */
function lastNamed(known: readonly Fact[], conclusions: readonly Fact[], ctx: RenderContext): FirstFact {
  const entity = mergeFacts(conclusions)[0]?.entity;
  const last = reasonOrder(known, ctx).at(-1)?.entity;
  if (entity === undefined || last === undefined || !sameEntity(entity, last)) return {};
  const X = phraseOf(entity, ctx);
  return X.kind === "person" && X.style !== "name" ? { pronoun: { entity, text: demonstratives[X.gender] } } : {};
}

/** The last word of a text and the first, to see a verb said twice across a comma. */
const lastWord = (w: Written) => w.text.split(" ").at(-1);
const firstWord = (w: Written) => w.text.split(" ")[0];

/**
 * "Da A …, <conclusions>.": what follows from what is known. A person the reason named alone
 * is a pronoun after it ("Da die Person, die Sushi macht, nur in Haus 1 oder 5 wohnen kann,
 * wohnt sie in Haus 1"). A reason that would end on the verb the conclusion starts with
 * ("…, in Haus 1 wohnt, wohnt …") is said as a statement first ("Der Dunhill-Raucher wohnt in
 * Haus 1, also wohnt …"; "Der Däne wohnt in Haus 2 und der Schwede nicht in Haus 4, also wohnt
 * er nicht …"): a reader takes the reason before what follows from it.
 */
function reasoned(premises: readonly Fact[], conclusions: readonly Fact[], ctx: RenderContext, by?: string): string {
  const known = mergeFacts(premises);
  const pronoun = known.length === 1 ? pronounAfter(conclusions, [known[0]!.entity], ctx) : lastNamed(known, conclusions, ctx);
  const first = { ...pronoun, ...(by === undefined ? {} : { by }) };
  const because = facts(known, ctx, "embedded");
  const both = bothPlaced(known, conclusions, ctx);
  if (both !== undefined) {
    const so = `wohnt diese Person ${by === undefined ? "" : `${by} `}in Haus ${both}`;
    return lastWord(because) === "wohnt" ? say(facts(known, ctx, "main"), `, also ${so}`) : say("Da ", because, `, ${so}`);
  }
  const so = facts(conclusions, ctx, "inverted", first);
  if (lastWord(because) !== firstWord(so)) return say("Da ", because, ", ", so);
  // The reason first, as a short main clause (not "…, weil …" after the fact). Its facts come in
  // another order than the reason's, so "diese" could point at the wrong person: only "er" or "sie" after one fact.
  const after = known.length === 1 ? so : facts(conclusions, ctx, "inverted", by === undefined ? {} : { by });
  return say(facts(known, ctx, "main"), ", also ", after);
}

/**
 * The house of two values of one person that the reason has just named, both placed there: "Da
 * A … und B …, wohnt diese Person in Haus 2" (not "wohnt A in Haus 2, und B wohnt in Haus 2"; two
 * values in one house are one person). Undefined for anything else.
 */
function bothPlaced(known: readonly Fact[], conclusions: readonly Fact[], ctx: RenderContext): number | undefined {
  const placed = mergeFacts(conclusions);
  if (placed.length !== 2 || known.length !== 2 || known.some((k) => k.kind === "at")) return undefined;
  const [a, b] = placed;
  if (a!.kind !== "at" || b!.kind !== "at" || a!.pos !== b!.pos) return undefined;
  if (!placed.every((c) => known.some((k) => sameEntity(k.entity, c.entity)) && valuePhrase(c.entity, ctx).kind === "person")) return undefined;
  return a!.pos;
}

/** Whether a clue's clause may name a house by its resident ("Zwischen der Person im roten Haus und …"); a distance of one is "neben". */
function namesResidents(clue: Clue): boolean {
  if (clue.type === "distance") return clue.d !== 1;
  return clue.type === "between" || clue.type === "less_than" || clue.type === "greater_than" || clue.type === "difference";
}

/**
 * "Da A …, <conclusions>." or "Also <conclusions>.": what a clue gives, from the facts it starts
 * from. What the sentence before has just said goes without saying.
 */
function consequence(step: Step, ctx: RenderContext): string {
  const unsaid = step.premises.filter((p) => !isJustSaid(p, ctx));
  const same = unsaid.length > 0 ? carried(step, ctx) : undefined;
  if (same !== undefined) return say(same.premise, ", also ", same.other);
  if (unsaid.length > 0) return reasoned(unsaid, step.conclusions, ctx);
  const clue = ctx.puzzle.clues[step.clues[0]!];
  const referents = clue === undefined ? [] : clueEntities(clue);
  const residents = clue !== undefined && namesResidents(clue);
  const pair = clue === undefined ? undefined : formerAndLatter(clue, step.conclusions, ctx);
  return say("Also ", facts(step.conclusions, ctx, "inverted", pair ?? pronounAfter(step.conclusions, referents, ctx, residents)));
}

const former = { m: "Ersterer", f: "Erstere", n: "Ersteres" } as const;
const latter = { m: "Letzterer", f: "Letztere", n: "Letzteres" } as const;

/**
 * The two people a clue has just named, as "Ersterer" and "Letztere" (in the order its sentence
 * names them), when the facts are about them alone and one of them is named by more than a
 * word: "Nach Hinweis 2 wohnt die Person, die nach Nairobi reist, direkt links von der Person,
 * die nach Wien reist. Also wohnt Erstere nicht in Haus 5 und Letztere nicht in Haus 1." A
 * pronoun would be read as the sentence's subject, whoever it stands for.
 */
function formerAndLatter(clue: Clue, conclusions: readonly Fact[], ctx: RenderContext): FirstFact | undefined {
  const named = clueEntities(clue);
  if (named.length !== 2 || named.some(isPositionRef) || sameEntity(named[0]!, named[1]!)) return undefined;
  const phrases = named.map((e) => valuePhrase(e as ValueRef, ctx));
  if (phrases.some((p) => p.kind !== "person") || phrases.every((p) => p.style === "name")) return undefined;
  if (conclusions.some((c) => !named.some((e) => sameEntity(e, c.entity)))) return undefined;
  const text = write(clueClause(clue, ctx), "main").text;
  const full = (p: Part): string => (p.relative === undefined ? p.text : `${p.text}, ${p.relative}`);
  const at = phrases.map((p) => Math.min(...(["nom", "acc", "dat"] as const).map((k) => text.indexOf(full(p.form(k)))).filter((i) => i >= 0)));
  const forms = phrases.map((p) => full(p.form("nom")));
  if (at.some((i) => !Number.isFinite(i)) || at[0] === at[1] || forms[0]!.includes(forms[1]!) || forms[1]!.includes(forms[0]!)) return undefined;
  const [first, second] = at[0]! < at[1]! ? [0, 1] : [1, 0];
  return {
    names: [
      { entity: named[first]!, text: former[phrases[first]!.gender] },
      { entity: named[second]!, text: latter[phrases[second]!.gender] },
    ],
  };
}

/**
 * A step of a clue the text has stated, cited by its number: "Nach Hinweis 9 wohnt die Person
 * mit 16 km Arbeitsweg also in Haus 2." after the sentence that gave what it starts from; else
 * that first: "Da Carol nur in Haus 3, 4 oder 5 wohnen kann, wohnt der Volleyballspieler nach
 * Hinweis 25 nicht in Haus 3."
 */
function cited(step: Step, index: number, ctx: RenderContext): string {
  const by = `nach ${clueNumbers([index], "dat")}`;
  const unsaid = step.premises.filter((p) => !isJustSaid(p, ctx));
  if (unsaid.length === 0) return say(capitalize(by), " ", facts(step.conclusions, ctx, "inverted", { also: true }));
  const same = carried(step, ctx);
  if (same !== undefined) return say(same.premise, `, ${by} also `, same.other);
  return reasoned(unsaid, step.conclusions, ctx, by);
}

/** Whether a step only rules houses out for the two or more values a relation of its clue names (not "same person", which says more). */
function rulesOutItsPeople(clue: Clue, step: Step): boolean {
  const named = clueEntities(clue).filter((e) => !isPositionRef(e));
  if (named.length < 2 || clue.type === "same" || clue.type === "not_same") return false;
  return step.conclusions.every((c) => c.kind === "not_at" && named.some((e) => sameEntity(e, c.entity)));
}

/**
 * Where a clue about one person leaves them, said after the clue: "Nach Hinweis 12 wohnt der
 * Badmintonspieler an einem Ende der Reihe, also in Haus 1 oder 5." Undefined when the clue
 * names anyone else or the step concludes anything else.
 */
function housesOfItsPerson(clue: Clue, step: Step, ctx: RenderContext): string | undefined {
  const named = clueEntities(clue).filter((e) => !isPositionRef(e));
  const [fact, ...more] = plainFacts(step.conclusions, ctx);
  if (named.length !== 1 || fact === undefined || more.length > 0 || !sameEntity(fact.entity, named[0]!)) return undefined;
  if (valuePhrase(fact.entity, ctx).kind !== "person") return undefined;
  if (fact.kind === "at") return `in Haus ${fact.pos}`;
  return `${fact.kind === "not_at" ? "nicht " : ""}in ${houses(fact.positions)}`;
}

/**
 * A clue that two people are one, carrying where one may live over to the other: the premise as
 * a statement and the other after "auch": "Die Volleyballspielerin wohnt nicht in Haus 1 oder
 * 2" and "auch Grace nicht"; "Nina wohnt in Haus 2" and "auch die Mechanikerin". Undefined
 * unless the step starts from one fact about one of the two and concludes only about the other.
 */
function carried(step: Step, ctx: RenderContext): { premise: Written; other: Written } | undefined {
  const clue = ctx.puzzle.clues[step.clues[0]!];
  if (clue?.type !== "same" || isPositionRef(clue.a) || isPositionRef(clue.b)) return undefined;
  const [premise, ...more] = plainFacts(step.premises, ctx);
  if (premise === undefined || more.length > 0) return undefined;
  const other = sameEntity(premise.entity, clue.a) ? clue.b : sameEntity(premise.entity, clue.b) ? clue.a : undefined;
  if (other === undefined || step.conclusions.length === 0 || step.conclusions.some((c) => !sameEntity(c.entity, other))) return undefined;
  const [P, Q] = [valuePhrase(premise.entity as ValueRef, ctx), valuePhrase(other, ctx)];
  if (P.kind !== "person" || Q.kind !== "person") return undefined;
  const also = write(clause([part("auch"), Q.form("nom"), ...(premise.kind === "not_at" ? [part("nicht")] : [])], "", []), "main");
  return { premise: facts([premise], ctx, "main"), other: also };
}

/**
 * A "same person" clue placing the other of the two where the sentence before placed one, and
 * only them: "Also wohnt Erstere in Haus 4. Nach Hinweis 11 wohnt dort auch die Person, die
 * Hortensien züchtet." Undefined otherwise.
 */
function sameAsJustSaid(step: Step, index: number, ctx: RenderContext): string | undefined {
  const said = ctx.justSaid === undefined ? [] : mergeFacts(ctx.justSaid);
  if (said.length !== 1 || said[0]!.kind !== "at" || step.premises.length === 0 || !step.premises.every((p) => isJustSaid(p, ctx))) return undefined;
  const same = carried(step, ctx);
  if (same === undefined || !sameEntity(said[0]!.entity, mergeFacts(step.premises)[0]!.entity)) return undefined;
  const clue = ctx.puzzle.clues[index] as Clue & { type: "same" };
  const other = sameEntity(said[0]!.entity, clue.a) ? clue.b : clue.a;
  return say(`Nach ${clueNumbers([index], "dat")} wohnt dort auch `, write(clause([], "", [valuePhrase(other as ValueRef, ctx).form("nom")]), "main"));
}

/** "Für den Schweden bleibt nur noch Haus 5." / "Das rote Haus kann nur noch Nummer 3 sein." */
function onlyHouseLeft(fact: AtFact, ctx: RenderContext): string {
  const X = valuePhrase(fact.entity, ctx);
  if (X.kind === "house") return say(write(clause([X.form("nom")], "kann", [part(`nur noch Nummer ${fact.pos}`)], { infinitive: "sein" }), "main"));
  return say(write(clause([part("für"), X.form("acc")], "bleibt", [part(`nur noch Haus ${fact.pos}`)]), "main"));
}

/** Every step rule as German sentences, citing clue numbers. */
export const stepTexts: StepVerbalizers = {
  clue: (step, ctx) => {
    if (step.clues.length !== 1) return combination(step, ctx);
    const index = step.clues[0]!;
    const clue = ctx.puzzle.clues[index];
    // A clue that places its value says what the step concludes: "Nach Hinweis 5 wohnt der Schwede nicht in Haus 5."
    const restates = step.premises.length === 0 && clue !== undefined && saysPlacement(clue, ctx.puzzle.size);
    if (restates) return say(`Nach ${clueNumbers([index], "dat")} `, facts(step.conclusions, ctx, "inverted"));
    const same = sameAsJustSaid(step, index, ctx);
    if (same !== undefined) return same;
    // A clue the text has stated is cited by its number, not restated; so is one applied to what
    // the text knows (the reader has it above): said in words, it would double the sentence.
    const known = ctx.statedClues?.has(index) === true;
    if (step.premises.length > 0 && (known || step.premises.some((p) => !isJustSaid(p, ctx)))) return cited(step, index, ctx);
    // What a relation rules out at the ends of the row follows from the clue above as it stands:
    // "Nach Hinweis 8 wohnt die Person, die Tee trinkt, nicht in Haus 5 und der Däne nicht in Haus 1."
    if (clue !== undefined && step.premises.length === 0 && rulesOutItsPeople(clue, step))
      return say(`Nach ${clueNumbers([index], "dat")} `, facts(step.conclusions, ctx, "inverted"));
    const where = clue === undefined || step.premises.length > 0 ? undefined : housesOfItsPerson(clue, step, ctx);
    const c = clue === undefined ? undefined : clueClause(clue, ctx);
    if (where !== undefined && c?.kind === "simple") return say(`Nach ${clueNumbers([index], "dat")} `, write(c, "inverted"), `, also ${where}`);
    const stated = clueSentence(index, ctx);
    if (stated === undefined) return say(`Nach ${clueNumbers([index], "dat")} `, facts(step.conclusions, ctx, "inverted"));
    return `${stated} ${consequence(step, ctx)}`;
  },
  "naked-single": (step, ctx) => {
    const placed = step.conclusions.filter(isAt);
    if (placed.length === 0) return say(facts(step.conclusions, ctx, "main"));
    // "Für Haus 1 bleibt nur noch die Person mit dem Türkis."; a house keeps its reason, first: "In Haus 1 ist jede andere Farbe ausgeschlossen, also ist das grüne Haus Nummer 1".
    const people = placed.map((f) => valuePhrase(f.entity, ctx));
    if (people.every((X) => X.kind === "person"))
      return placed.map((f, i) => say(write(clause([part(`für Haus ${f.pos}`)], "bleibt", [part("nur noch"), people[i]!.form("nom")]), "main"))).join(" ");
    return say(`In Haus ${step.pos} ist ${everyOther(ctx, step.attr)} ausgeschlossen, also `, facts(placed, ctx, "inverted"));
  },
  "hidden-single": (step, ctx) => {
    const placed = step.conclusions.filter(isAt);
    if (placed.length === 0) return say(facts(step.conclusions, ctx, "main"));
    return placed.map((fact) => onlyHouseLeft(fact, ctx)).join(" ");
  },
  "clue-combination": (step, ctx) => combination(step, ctx),
  contradiction: (step, ctx) => {
    const opening = say("Angenommen, ", facts([step.assumption], ctx, "main"));
    const lines = [`${opening}${step.subSteps.length > 0 ? " Dann gilt:" : ""}`];
    lines.push(...bulletLines(inTurn(step.subSteps, ctx, step.assumption, stepText), "  "));
    // The clash names only what the proof has not just said, unless that leaves nothing to name.
    const said = [step.assumption, ...step.subSteps.flatMap((sub) => sub.conclusions)];
    const clash = { ...step.clash, facts: unsaidClashFacts(step.clash, said, ctx.puzzle.size) };
    // Right after the assumption, its person is "er" or "sie": "Angenommen, der Schwede wohnt in Haus 1. Das widerspricht Hinweis 1, also wohnt er nicht in Haus 1."
    const alone = step.subSteps.length === 0 && clash.facts.length === 0;
    const named = alone ? [step.assumption.entity, ...(clash.conflict.kind === "no-position" ? [clash.conflict.entity] : [])] : [];
    const so = facts(conclusionsOf(step), ctx, "inverted", pronounAfter(conclusionsOf(step), named, ctx));
    const ending = say(clashText(clash, ctx), ", also ", so);
    if (step.subSteps.length === 0) return `${lines[0]!} ${ending}`;
    lines.push(ending);
    return lines.join("\n");
  },
};

/** Any step as text. */
function stepText(step: Step, ctx: RenderContext): string {
  return stepTextOf(stepTexts, step, ctx);
}

/** A case argument: where the split value may be, then each case as a bullet with its steps under it ("Wenn der Däne in Haus 2 wohnt:"). */
function splitLines(split: CaseSplit, ctx: RenderContext, indent: string): string[] {
  let now = ctx;
  // The value the case before was about.
  let headed: Entity | undefined;
  return caseArgumentLines(
    split,
    {
      positions: (s) => {
        headed = undefined;
        return say(facts([{ kind: "among", entity: s.entity, positions: s.cases.map((c) => c.pos) }], ctx, "main"));
      },
      ifCase: (fact) => {
        now = afterSupposition(fact, now);
        // The cases after the first of a split give the house alone.
        const again = headed !== undefined && sameEntity(headed, fact.entity);
        headed = fact.entity;
        return again ? `Im Fall von Haus ${fact.pos}:` : `${say("Wenn ", facts([fact], ctx, "embedded")).slice(0, -1)}:`;
      },
      step: (s) => {
        const text = stepText(s, now);
        now = afterStep(s, now);
        return text;
      },
      impossible: (clash, said) =>
        say(clashText({ ...clash, facts: unsaidClashFacts(clash, said, ctx.puzzle.size, "none") }, ctx), ", also scheidet dieser Fall aus"),
    },
    indent,
  );
}

/**
 * "Betrachten wir die Hinweise 3 und 12 zusammen: Der Däne trinkt Tee; der Blue-Master-Raucher
 * trinkt Bier." Then, for a clue combination, what is known ("Wir wissen, dass …"), its cases
 * and "In jedem Fall …"; for several clues of one step, "Da …, …".
 */
function combination(step: Step, ctx: RenderContext): string {
  if (step.clues.length === 1 && step.rule !== "clue-combination") return stepTexts.clue({ ...step, rule: "clue" }, ctx);
  const clauses = step.clues.map((i) => {
    const clue = ctx.puzzle.clues[i];
    return clue === undefined ? undefined : write(clueClause(clue, ctx), "main");
  });
  // Only the clues the text has not stated yet are restated: "Betrachten wir die Hinweise 3 und 14 zusammen; nach Hinweis 14 …".
  const unstated = step.clues.flatMap((i, k) => (ctx.statedClues?.has(i) === true || clauses[k] === undefined ? [] : [{ i, clause: clauses[k]! }]));
  const intro = `Betrachten wir ${clueNumbers(step.clues)} zusammen`;
  const opening =
    unstated.length === step.clues.length
      ? say(`${intro}: `, capitalize(joinWritten(clauses as Written[], "; ").text))
      : unstated.length === 0
        ? say(intro)
        : say(
            `${intro}; `,
            joinWritten(
              unstated.map((u) => joinPieces(`nach ${clueNumbers([u.i], "dat")} `, write(clueClause(ctx.puzzle.clues[u.i]!, ctx), "inverted"))),
              "; ",
            ),
          );
  if (step.rule === "clue-combination") {
    const stated = premisesBeforeCases(step);
    const given = stated.length === 0 ? "" : ` ${say("Wir wissen, dass ", facts(stated, ctx, "embedded"))}`;
    return [
      `${opening}${given}`,
      ...splitLines(step.split, withStatedClues(ctx, step.clues), "  "),
      say("In jedem Fall ", facts(step.conclusions, ctx, "inverted")),
    ].join("\n");
  }
  if (step.premises.length === 0) return `${opening} ${say("Daraus folgt, dass ", facts(step.conclusions, ctx, "embedded"))}`;
  return `${opening} ${reasoned(step.premises, step.conclusions, ctx)}`;
}

/** Whether a fact places its value. */
export function isAt(fact: Fact): fact is AtFact {
  return fact.kind === "at";
}

/** What a proof by contradiction concludes: its conclusions, or the negated assumption when none are given. */
function conclusionsOf(step: StepOf<"contradiction">): readonly Conclusion[] {
  if (step.conclusions.length > 0) return step.conclusions;
  return [{ kind: "not_at", entity: step.assumption.entity, positions: [step.assumption.pos] }];
}
