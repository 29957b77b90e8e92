// One German wording per step rule, proofs by contradiction included. `StepVerbalizers` lists
// every rule: a new one is a compile error here until it is worded. A fronted element inverts
// the clause after it ("Nach Hinweis 4 steht das grüne Haus …", "Da …, ist das rote Haus …",
// "also wohnt der Däne …"); reasons after "da", "weil" and "dass" are verb-final.
import { clueEntities, mergeFacts } from "@zebra/model";
import type { AtFact, Clue, Conclusion, Entity, Fact, RenderContext, Step, StepOf, StepVerbalizers, ValueRef } from "@zebra/model";
import { capitalize, clause, joinWritten, part, sentence, write, type Written } from "./clause.js";
import { clueClause } from "./clues.js";
import { facts, type FirstFact } from "./facts.js";
import { pronounFor } from "./pronouns.js";
import { clueNumbers, everyOther, noValue, valuePhrase } from "./words.js";

/** A sentence from written pieces: "Da " + reason + ", " + conclusion + ".". */
function say(...pieces: (string | Written)[]): string {
  let text = "";
  let open = false;
  for (const piece of pieces) {
    const next = typeof piece === "string" ? piece : piece.text;
    text += open && !/^[,.;:]/.test(next) ? `,${next}` : next;
    open = typeof piece === "string" ? false : piece.open;
  }
  return sentence(text);
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

/** The last word of a text and the first, to see a verb said twice across a comma. */
const lastWord = (w: Written) => w.text.split(" ").at(-1);
const firstWord = (w: Written) => w.text.split(" ")[0];

/**
 * "Da A …, <conclusions>.": what follows from what is known. A person the reason named alone
 * is a pronoun after it ("Da die Person, die Sushi macht, nur in Haus 1 oder 5 wohnen kann,
 * wohnt sie in Haus 1"). A reason that would end on the verb the conclusion starts with
 * ("…, in Haus 1 wohnt, wohnt …") is said as a statement first when it is one fact ("Der
 * Dunhill-Raucher wohnt in Haus 1, also wohnt …"; "Der Däne wohnt in Haus 2, also wohnt er
 * nicht …"), else after the conclusion ("Der Schwede wohnt also in Haus 4, weil …").
 */
function reasoned(premises: readonly Fact[], conclusions: readonly Fact[], ctx: RenderContext): string {
  const known = mergeFacts(premises);
  const first = known.length === 1 ? pronounAfter(conclusions, [known[0]!.entity], ctx) : {};
  const because = facts(known, ctx, "embedded");
  const so = facts(conclusions, ctx, "inverted", first);
  if (lastWord(because) !== firstWord(so)) return say("Da ", because, ", ", so);
  if (known.length === 1) return say(facts(known, ctx, "main"), ", also ", so);
  return say(facts(conclusions, ctx, "main", { also: true }), ", weil ", because);
}

/** Whether a clue's clause may name a house by its resident ("Zwischen der Person im roten Haus und …"); a distance of one is "neben". */
function namesResidents(clue: Clue): boolean {
  if (clue.type === "distance") return clue.d !== 1;
  return clue.type === "between" || clue.type === "less_than" || clue.type === "greater_than" || clue.type === "difference";
}

/** "Da A …, <conclusions>." or "Also <conclusions>.": what a clue gives, from the facts it starts from. */
function consequence(step: Step, ctx: RenderContext): string {
  if (step.premises.length > 0) return reasoned(step.premises, step.conclusions, ctx);
  const clue = ctx.puzzle.clues[step.clues[0]!];
  const referents = clue === undefined ? [] : clueEntities(clue);
  const residents = clue !== undefined && namesResidents(clue);
  return say("Also ", facts(step.conclusions, ctx, "inverted", pronounAfter(step.conclusions, referents, ctx, residents)));
}

/** "Für den Schweden bleibt nur noch Haus 5 übrig." / "Das rote Haus kann nur noch Nummer 3 sein." */
function onlyHouseLeft(fact: AtFact, ctx: RenderContext): string {
  const X = valuePhrase(fact.entity, ctx);
  if (X.kind === "house") return say(write(clause([X.form("nom")], "kann", [part(`nur noch Nummer ${fact.pos}`)], { infinitive: "sein" }), "main"));
  return say(write(clause([part("für"), X.form("acc")], "bleibt", [part(`nur noch Haus ${fact.pos}`), part("übrig")]), "main"));
}

/** "Dann bliebe aber für den Deutschen kein Haus mehr übrig" (a house: "kein Platz mehr in der Reihe"). */
function nothingLeftFor(entity: ValueRef, ctx: RenderContext): Written {
  const X = valuePhrase(entity, ctx);
  const what = X.kind === "house" ? [part("kein Platz mehr in der Reihe")] : [part("kein Haus mehr übrig")];
  return write(clause([part("dann")], "bliebe", [part("aber"), part("für"), X.form("acc"), ...what]), "main");
}

/** Every step rule as German sentences, citing clue numbers. */
export const stepTexts: StepVerbalizers = {
  clue: (step, ctx) => {
    if (step.clues.length !== 1) return combination(step, ctx);
    const index = step.clues[0]!;
    const clue = ctx.puzzle.clues[index];
    const restates = step.premises.length === 0 && (clue?.type === "at" || clue?.type === "not_at");
    const stated = clueSentence(index, ctx);
    if (stated === undefined || restates) return say(`Nach ${clueNumbers([index], "dat")} `, facts(step.conclusions, ctx, "inverted"));
    return `${stated} ${consequence(step, ctx)}`;
  },
  "naked-single": (step, ctx) => {
    const placed = step.conclusions.filter(isAt);
    if (placed.length === 0) return say(facts(step.conclusions, ctx, "main"));
    return say(facts(placed, ctx, "main"), `, weil dort ${everyOther(ctx, step.attr)} ausgeschlossen ist`);
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
    for (const sub of step.subSteps) {
      const [first, ...rest] = stepText(sub, ctx).split("\n");
      lines.push(`  - ${first!}`, ...rest.map((line) => `    ${line}`));
    }
    const conflict = step.conflict;
    // Right after the assumption, its person is "er" or "sie": "Angenommen, der Schwede wohnt in Haus 1. Das widerspricht Hinweis 1, also wohnt er nicht in Haus 1."
    const named = step.subSteps.length > 0 ? [] : [step.assumption.entity, ...(conflict.kind === "no-position" ? [conflict.entity] : [])];
    const so = facts(conclusionsOf(step), ctx, "inverted", pronounAfter(conclusionsOf(step), named, ctx));
    let ending: string;
    switch (conflict.kind) {
      case "clue":
        ending = say(`Das widerspricht ${clueNumbers([conflict.clue])}, also `, so);
        break;
      case "no-position":
        ending = say(nothingLeftFor(conflict.entity, ctx), ", also ", so);
        break;
      case "no-value":
        ending = say(`Dann bliebe aber für Haus ${conflict.pos} ${noValue(ctx, conflict.attr)} mehr übrig, also `, so);
        break;
    }
    if (step.subSteps.length === 0) return `${lines[0]!} ${ending}`;
    lines.push(ending);
    return lines.join("\n");
  },
};

/** Any step as text. */
export function stepText(step: Step, ctx: RenderContext): string {
  return (stepTexts[step.rule] as (s: Step, c: RenderContext) => string)(step, ctx);
}

/** "Betrachten wir die Hinweise 3 und 12 zusammen: Der Däne trinkt Tee; der Blue-Master-Raucher trinkt Bier. Da …, …" */
function combination(step: Step, ctx: RenderContext): string {
  if (step.clues.length === 1) return stepTexts.clue({ ...step, rule: "clue" }, ctx);
  const clauses = step.clues.map((i) => {
    const clue = ctx.puzzle.clues[i];
    return clue === undefined ? undefined : write(clueClause(clue, ctx), "main");
  });
  const known = clauses.every((c) => c !== undefined);
  const intro = `Betrachten wir ${clueNumbers(step.clues)} zusammen`;
  const opening = known ? say(`${intro}: `, capitalize(joinWritten(clauses as Written[], "; ").text)) : say(intro);
  if (step.premises.length === 0) return `${opening} ${say("Daraus folgt, dass ", facts(step.conclusions, ctx, "embedded"))}`;
  return `${opening} ${reasoned(step.premises, step.conclusions, ctx)}`;
}

function isAt(fact: Fact): fact is AtFact {
  return fact.kind === "at";
}

/** What a proof by contradiction concludes: its conclusions, or the negated assumption when none are given. */
function conclusionsOf(step: StepOf<"contradiction">): readonly Conclusion[] {
  if (step.conclusions.length > 0) return step.conclusions;
  return [{ kind: "not_at", entity: step.assumption.entity, positions: [step.assumption.pos] }];
}
