// `zebra solve FILE --why STATEMENT`: the steps of the solution that a statement depends on.
import { impliedPlacements, type Clue, type Fact, type Step } from "@zebra/model";
import { numberedStep, type CliStrings, type RenderContext, type Renderer, type TextFormat } from "@zebra/locale-kit";
import { explainFact, type FactExplanation } from "@zebra/solver";
import { CliError } from "./cli-error.js";
import { exitCodes, type ExitCode } from "./exit-codes.js";
import { parseStatement } from "./statement.js";
import { ensureNewline } from "./text.js";

/** A statement explained: the text to print (the numbered steps), or the one-line error and its exit code. */
export interface WhyResult {
  readonly status: FactExplanation["status"];
  readonly steps: readonly Step[];
  /** The explanation in the renderer's words (empty unless derived). */
  readonly text: string;
}

/**
 * Explains `text` (a statement in the puzzle's names, see `statement.ts`) with the renderer: the
 * steps that derive it, numbered and laid out as in a solution, and, when no step states it (a
 * relation between values), the statement itself as the closing sentence.
 *
 * @throws CliError (exit 2) when the statement cannot be read, or is longer than `limit` bytes.
 */
export function explainStatement(text: string, renderer: Renderer, ctx: RenderContext, format: TextFormat, limit?: number): WhyResult {
  const puzzle = ctx.puzzle;
  const statement = parseStatement(text, puzzle, limit);
  const why = explainFact(puzzle, statement);
  if (why.status !== "derived") return { status: why.status, steps: [], text: "" };
  // What a step leaves with one house is said after it, as in a solution (here as a step of its own).
  const implied = impliedPlacements(puzzle, why.steps);
  const said = why.steps.flatMap((step, i) => [step, ...implied[i]!]);
  const lines = said.map((step, i) => numberedStep(i + 1, renderer.step(step, ctx), format, renderer.subStepBullet));
  const stated = "kind" in statement && said.some((s) => s.conclusions.some((c) => sameFact(c, statement)));
  if (!stated) lines.push(renderer.clue(asClue(statement), ctx));
  return { status: why.status, steps: why.steps, text: ensureNewline(lines.join("\n")) };
}

/**
 * The one-line error for a statement that is not derived, and its exit code: 2 when it is false,
 * not forced, or beyond the step-by-step solver; 4 when the puzzle has no solution.
 */
export function whyFailure(name: string, text: string, status: Exclude<FactExplanation["status"], "derived">, words: CliStrings): CliError {
  const reasons: Record<typeof status, [string, ExitCode]> = {
    contradicted: [words.whyFalse(text), exitCodes.invalid],
    open: [words.whyOpen(text), exitCodes.invalid],
    stuck: [words.whyStuck(text), exitCodes.invalid],
    unsatisfiable: [words.unsatisfiable(undefined), exitCodes.unsatisfiable],
  };
  const [message, exitCode] = reasons[status];
  return new CliError(`${name}: ${message}`, { exitCode });
}

function sameFact(a: Fact, b: Fact): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A statement as a clue, to say it in the renderer's words. */
function asClue(statement: Fact | Clue): Clue {
  if (!("kind" in statement)) return statement;
  if (statement.kind === "at") return { type: "at", a: statement.entity, pos: statement.pos };
  if (statement.kind === "not_at" && statement.positions.length === 1) return { type: "not_at", a: statement.entity, pos: statement.positions[0]! };
  throw new Error("internal error: statements of the command line are single positions");
}
