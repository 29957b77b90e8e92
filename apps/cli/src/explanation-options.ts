import { explanationStyles, gridKinds, type SolutionOptions } from "@zebra/locale-kit";
import { stringOption, usageError, type ParsedArgs } from "./args.js";
import type { CommandSpec, OptionSpec } from "./command-spec.js";
import { parseChoice, parseInteger } from "./options.js";

/** The options that shape a step-by-step solution: its style, its grid and how often the grid is shown. */
export const explanationOptions = {
  style: {
    type: "string",
    value: "STYLE",
    description: "full (prose a reader follows without the clue list, the default) or concise (puzzle-book lines citing clue numbers)",
  },
  grid: {
    type: "string",
    value: "KIND",
    description: "the grid shown in the solution: values (placed values, the default) or candidates (✗ for ruled out, ✓ for placed)",
  },
  "grid-every": {
    type: "string",
    value: "K",
    description: "show the grid after every K steps (lines in the concise style) and at the end; 0: only at the end (default 10 full, 0 concise)",
  },
} as const satisfies Record<string, OptionSpec>;

/** Whether any option of {@link explanationOptions} was given. */
function explanationOptionGiven(args: ParsedArgs): string | undefined {
  return Object.keys(explanationOptions).find((name) => args.values[name] !== undefined);
}

/**
 * Reads `--style`, `--grid` and `--grid-every` into solution options. When the output has no
 * step-by-step solution (`explains` false), any of them is a usage error naming `what` explains.
 */
export function readExplanationOptions(
  args: ParsedArgs,
  spec: CommandSpec,
  explains: boolean,
  what: string,
): Pick<SolutionOptions, "style" | "grid" | "gridEvery"> {
  const given = explanationOptionGiven(args);
  if (!explains) {
    if (given !== undefined) throw usageError(spec, `--${given} goes with ${what}`);
    return {};
  }
  const style = stringOption(args, "style");
  const grid = stringOption(args, "grid");
  const every = stringOption(args, "grid-every");
  return {
    ...(style === undefined ? {} : { style: parseChoice(style, "--style", explanationStyles) }),
    ...(grid === undefined ? {} : { grid: parseChoice(grid, "--grid", gridKinds) }),
    ...(every === undefined ? {} : { gridEvery: parseInteger(every, "--grid-every", 0) }),
  };
}
