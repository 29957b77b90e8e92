// The full style: one wording per step rule, the clue said in words. `StepVerbalizers` lists
// every rule: a new one is a compile error here until it is worded.
import type { AtFact, Conclusion, Fact, RenderContext, Step, StepOf, StepVerbalizers } from "@zebra/model";
import { clueClause } from "./clues.js";
import { factClause, factsText, reasoned } from "./facts.js";
import { clueList, isHouse, noun, nth, refer, sentence, subject, write } from "./words.js";

/**
 * Every step rule as a Japanese argument, citing its clues: the clue first (ヒント8より、…。),
 * then the reason and what follows (…ので、…。); a proof by contradiction supposes (…と仮定する。),
 * lists its sub-steps as indented bullets (・) and ends on the clue or the rule it breaks.
 */
export const stepTexts: StepVerbalizers = {
  clue: (step, ctx) => {
    if (step.clues.length !== 1) return combination(step, ctx);
    const cited = clueList(step.clues);
    const clue = ctx.puzzle.clues[step.clues[0]!];
    const so = factsText(step.conclusions, ctx, "main");
    const restates = clue === undefined || (step.premises.length === 0 && (clue.type === "at" || clue.type === "not_at"));
    if (restates) return `${cited}より、${so}。`;
    const said = sentence(write(clueClause(clue, ctx), "main"));
    if (step.premises.length === 0) return `${cited}より、${said}したがって、${so}。`;
    return `${cited}より、${said}${reasoned(step.premises, step.conclusions, ctx)}。`;
  },
  "clue-combination": (step, ctx) => combination(step, ctx),
  "naked-single": (step, ctx) => {
    const placed = step.conclusions.filter(isAt);
    if (placed.length === 0) return `${factsText(step.conclusions, ctx, "main")}。`;
    return `${nth(step.pos)}では、ほかの${noun(ctx, step.attr)}がすべて除外されたので、${factsText(placed, ctx, "main")}。`;
  },
  "hidden-single": (step, ctx) => {
    const placed = step.conclusions.filter(isAt);
    if (placed.length === 0) return `${factsText(step.conclusions, ctx, "main")}。`;
    return placed
      .map((fact) => {
        const X = refer(fact.entity, ctx);
        return isHouse(X) ? `${subject(X)}でありうるのは、${nth(fact.pos)}だけである。` : `${subject(X)}が住める家は、${nth(fact.pos)}しか残っていない。`;
      })
      .join("");
  },
  contradiction: (step, ctx) => {
    const head = `${write(factClause(step.assumption, ctx), "embedded")}と仮定する。`;
    const so = factsText(conclusionsOf(step), ctx, "main");
    const conflict = step.conflict;
    let ending: string;
    switch (conflict.kind) {
      case "clue":
        ending = `これは${clueList([conflict.clue])}に反する。したがって、${so}。`;
        break;
      case "no-position": {
        const X = refer(conflict.entity, ctx);
        ending = `しかしそれでは、${subject(X)}${isHouse(X) ? "でありうる家" : "が住める家"}がなくなる。したがって、${so}。`;
        break;
      }
      case "no-value":
        ending = `しかしそれでは、${nth(conflict.pos)}に当てはまる${noun(ctx, conflict.attr)}がなくなる。したがって、${so}。`;
        break;
    }
    if (step.subSteps.length === 0) return `${head}${ending}`;
    const lines = [`${head}すると、次のようになる。`];
    for (const sub of step.subSteps) {
      const [first, ...rest] = stepText(sub, ctx).split("\n");
      lines.push(`  ${bullet}${first!}`, ...rest.map((line) => `    ${line}`));
    }
    lines.push(ending);
    return lines.join("\n");
  },
};

/** The mark of a sub-step of a proof by contradiction (full-width, as Japanese lists are set). */
export const bullet = "・";

/** Any step as text. */
export function stepText(step: Step, ctx: RenderContext): string {
  return (stepTexts[step.rule] as (s: Step, c: RenderContext) => string)(step, ctx);
}

/** ヒント10と13を合わせて考える。ヒント10では、…。ヒント13では、…。…ので、…。 */
function combination(step: Step, ctx: RenderContext): string {
  const intro = `${clueList(step.clues)}を合わせて考える。`;
  const each = step.clues
    .map((i) => {
      const clue = ctx.puzzle.clues[i];
      return clue === undefined ? "" : `${clueList([i])}では、${sentence(write(clueClause(clue, ctx), "main"))}`;
    })
    .join("");
  const so = factsText(step.conclusions, ctx, "main");
  if (step.premises.length > 0) return `${intro}${each}${reasoned(step.premises, step.conclusions, ctx)}。`;
  return `${intro}${each}${step.clues.length === 2 ? "この2つのヒント" : "これらのヒント"}から、${so}。`;
}

function isAt(fact: Fact): fact is AtFact {
  return fact.kind === "at";
}

/** What a proof by contradiction concludes: its conclusions, or the negated assumption when none are given. */
function conclusionsOf(step: StepOf<"contradiction">): readonly Conclusion[] {
  if (step.conclusions.length > 0) return step.conclusions;
  return [{ kind: "not_at", entity: step.assumption.entity, positions: [step.assumption.pos] }];
}
