// One German wording per step rule, proofs by contradiction included. `StepVerbalizers` lists
// every rule: a new one is a compile error here until it is worded. A fronted element inverts
// the clause after it ("Nach Hinweis 4 steht das grüne Haus …", "Da …, ist das rote Haus …",
// "also wohnt der Däne …"); reasons after "da", "weil" and "dass" are verb-final.
import { clueEntities, sameEntity } from "@zebra/model";
import { bulletLines, caseArgumentLines, mergeFacts, premisesBeforeCases, saysPlacement } from "@zebra/locale-kit";
import type { AtFact, CaseSplit, Clue, Conclusion, Entity, Fact, Step, StepOf } from "@zebra/model";
import type { RenderContext, StepVerbalizers } from "@zebra/locale-kit";
import { capitalize, clause, joinPieces, joinWritten, part, sentence, write, type Written } from "./clause.js";
import { clashText } from "./clashes.js";
import { clueClause } from "./clues.js";
import { facts, type FirstFact } from "./facts.js";
import { pronounFor } from "./pronouns.js";
import { clueNumbers, everyOther, valuePhrase } from "./words.js";

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
  const both = bothPlaced(known, conclusions, ctx);
  if (both !== undefined) return say("Da ", because, `, wohnt diese Person in Haus ${both}`);
  const so = facts(conclusions, ctx, "inverted", first);
  if (lastWord(because) !== firstWord(so)) return say("Da ", because, ", ", so);
  if (known.length === 1) return say(facts(known, ctx, "main"), ", also ", so);
  return say(facts(conclusions, ctx, "main", { also: true }), ", weil ", because);
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

/** Every step rule as German sentences, citing clue numbers. */
export const stepTexts: StepVerbalizers = {
  clue: (step, ctx) => {
    if (step.clues.length !== 1) return combination(step, ctx);
    const index = step.clues[0]!;
    const clue = ctx.puzzle.clues[index];
    // A clue that places its value says what the step concludes: "Nach Hinweis 5 wohnt der Schwede nicht in Haus 5."
    const restates = step.premises.length === 0 && clue !== undefined && saysPlacement(clue, ctx.puzzle.size);
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
    lines.push(
      ...bulletLines(
        step.subSteps.map((sub) => stepText(sub, ctx)),
        "  ",
      ),
    );
    const { clash } = step;
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
export function stepText(step: Step, ctx: RenderContext): string {
  return (stepTexts[step.rule] as (s: Step, c: RenderContext) => string)(step, ctx);
}

/** A case argument: where the split value may be, then each case as a bullet with its steps under it ("Wenn der Däne in Haus 2 wohnt:"). */
function splitLines(split: CaseSplit, ctx: RenderContext, indent: string): string[] {
  return caseArgumentLines(
    split,
    {
      positions: (s) => say(facts([{ kind: "among", entity: s.entity, positions: s.cases.map((c) => c.pos) }], ctx, "main")),
      ifCase: (fact) => `${say("Wenn ", facts([fact], ctx, "embedded")).slice(0, -1)}:`,
      step: (s) => stepText(s, ctx),
      impossible: (clash) => say(clashText(clash, ctx), ", also ist dieser Fall unmöglich"),
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
  const known = clauses.every((c) => c !== undefined);
  const intro = `Betrachten wir ${clueNumbers(step.clues)} zusammen`;
  const opening = known ? say(`${intro}: `, capitalize(joinWritten(clauses as Written[], "; ").text)) : say(intro);
  if (step.rule === "clue-combination") {
    const stated = premisesBeforeCases(step);
    const given = stated.length === 0 ? "" : ` ${say("Wir wissen, dass ", facts(stated, ctx, "embedded"))}`;
    return [`${opening}${given}`, ...splitLines(step.split, ctx, "  "), say("In jedem Fall ", facts(step.conclusions, ctx, "inverted"))].join("\n");
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
