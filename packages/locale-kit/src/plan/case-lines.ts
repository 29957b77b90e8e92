import type { AtFact, CaseSplit, Clash, ClueCombinationStep, Fact, Step } from "@zebra/model";

/** A locale's words for the lines of a case argument, for {@link caseArgumentLines}. */
export interface CaseWording {
  /** The positions the split value may take, as a sentence ("The Dane can only live in house 2 or 3."). */
  readonly positions: (split: CaseSplit) => string;
  /** The head of one case ("If the Dane lives in house 2:"). */
  readonly ifCase: (fact: AtFact) => string;
  /** One step of a case, as the renderer words it (lines after the first stay under it). */
  readonly step: (step: Step) => string;
  /**
   * How an impossible case ends, as a sentence ("But then …, so this case is impossible."), given
   * what the case has said (its own placement and its steps' conclusions), which the sentence may
   * leave out.
   */
  readonly impossible: (clash: Clash, said: readonly Fact[]) => string;
  /** The mark before a case and a step ("- " unless given). */
  readonly bullet?: string;
}

/**
 * Step texts as bulleted lines under `indent`; the further lines of a step (its own sub-steps)
 * go under its first, past the bullet.
 *
 * @param texts - the steps' texts.
 * @param indent - the indentation of the bullets.
 * @param bullet - the mark before each step ("- ").
 * @returns the lines.
 * @example
 * ```ts
 * bulletLines(["A.", "B:\n  - c."], "  "); // ["  - A.", "  - B:", "      - c."]
 * ```
 */
export function bulletLines(texts: readonly string[], indent: string, bullet = "- "): string[] {
  const under = `${indent}${" ".repeat(bullet.length)}`;
  return texts.flatMap((text) => {
    const [first, ...rest] = text.split("\n");
    return [`${indent}${bullet}${first!}`, ...rest.map((line) => `${under}${line}`)];
  });
}

/**
 * A case argument as lines, the same layout in every locale: the positions of the split value,
 * then one bulleted case per position with its steps under it, ending in its clash (impossible)
 * or in a further split; a possible case ends with its steps. The step that holds the argument
 * adds its own first line and its "either way" line around these.
 *
 * @param split - the case argument (`ClueCombinationStep.split`).
 * @param wording - the locale's words.
 * @param indent - the indentation of the argument's lines.
 * @returns the lines.
 * @example
 * ```ts
 * caseArgumentLines(step.split, wording, "  ");
 * // ["  The Dane can only live in house 2 or 3.", "  - If the Dane lives in house 2:", "      - …", …]
 * ```
 */
export function caseArgumentLines(split: CaseSplit, wording: CaseWording, indent: string): string[] {
  const bullet = wording.bullet ?? "- ";
  const inner = `${indent}${" ".repeat(bullet.length + 2)}`;
  const lines = [`${indent}${wording.positions(split)}`];
  for (const c of split.cases) {
    const placed: AtFact = { kind: "at", entity: split.entity, pos: c.pos };
    lines.push(`${indent}${bullet}${wording.ifCase(placed)}`);
    lines.push(...bulletLines(c.steps.map(wording.step), inner, bullet));
    if (c.clash) lines.push(`${inner}${wording.impossible(c.clash, [placed, ...c.steps.flatMap((s) => s.conclusions)])}`);
    if (c.split) lines.push(...caseArgumentLines(c.split, wording, inner));
  }
  return lines;
}

/**
 * The premises a clue combination says before its case argument: all but the one that its
 * positions line says again (the split value's positions, when a premise gives exactly those).
 *
 * @param step - a clue combination.
 * @returns its premises, less the one about the split value that the cases restate.
 * @example
 * ```ts
 * premisesBeforeCases(step); // [red at 3]; "chess among 3, 4, 5" is said by the cases' first line
 * ```
 */
export function premisesBeforeCases(step: ClueCombinationStep): Fact[] {
  const { entity, cases } = step.split;
  const positions = cases.map((c) => c.pos).join(",");
  const restates = (f: Fact): boolean =>
    f.entity.attr === entity.attr &&
    f.entity.value === entity.value &&
    ((f.kind === "at" && String(f.pos) === positions) || (f.kind === "among" && [...f.positions].sort((x, y) => x - y).join(",") === positions));
  return step.premises.filter((f) => !restates(f));
}
