import { commonOptions, type CommandSpec, type OptionSpec } from "./command-spec.js";
import { exitCodeMeanings } from "./exit-codes.js";

/** The help text of one command: summary, usage, arguments, options, notes, examples, exit codes. */
export function commandHelp(spec: CommandSpec): string {
  const lines: string[] = [`zebra ${spec.name}: ${spec.summary}`, "", `usage: ${spec.usage}`];
  if (spec.positionals.length > 0) {
    lines.push("", "Arguments:");
    const width = Math.max(...spec.positionals.map((p) => p.name.length));
    for (const p of spec.positionals) lines.push(`  ${p.name.padEnd(width)}  ${p.description}`);
  }
  lines.push("", "Options:", ...optionLines({ ...spec.options, ...commonOptions }));
  for (const note of spec.notes ?? []) lines.push("", ...wrap(note, 78));
  if (spec.examples.length > 0) {
    lines.push("", "Examples:");
    for (const [command, what] of spec.examples) lines.push(`  ${command}`, `      ${what}`);
  }
  lines.push("", "Exit codes:", ...exitCodeLines());
  return `${lines.join("\n")}\n`;
}

/** The top-level help: commands, global options and exit codes. */
export function mainHelp(commands: readonly CommandSpec[], version: string): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  const lines = [
    `zebra ${version}: generate, solve, check and render zebra puzzles (Einstein's riddle), and build datasets of them`,
    "",
    "usage: zebra <command> [options]",
    "       zebra <command> --help",
    "",
    "Commands:",
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    "",
    "Options:",
    "  -h, --help     show this help and exit",
    "  -V, --version  print the version and exit",
    "",
    "Examples:",
    "  zebra generate                                   a fresh 5x5 puzzle with its solution and explanation",
    "  zebra generate --size 6x4 --seed 42 --locale zh  a reproducible 6-house puzzle in Chinese",
    "  zebra generate --count 10000 --format jsonl --out data.jsonl",
    "  zebra solve puzzle.json --explain                solve a puzzle step by step",
    "  zebra check puzzle.json                          validate a puzzle and check that its answer is unique",
    "  zebra render puzzle.json --format html --out p.html",
    "",
    "Exit codes:",
    ...exitCodeLines(),
  ];
  return `${lines.join("\n")}\n`;
}

function exitCodeLines(): string[] {
  return exitCodeMeanings.map(([code, meaning]) => `  ${code}  ${meaning}`);
}

function optionLines(options: Readonly<Record<string, OptionSpec>>): string[] {
  const heads = Object.entries(options).map(([name, o]) => {
    const long = `--${name}${o.type === "string" ? ` ${o.value ?? "VALUE"}` : ""}`;
    return [o.short ? `-${o.short}, ${long}` : `    ${long}`, o.description] as const;
  });
  const width = Math.min(28, Math.max(...heads.map(([h]) => h.length)));
  const lines: string[] = [];
  for (const [head, description] of heads) {
    const [first, ...rest] = wrap(description, 78 - width - 4);
    if (head.length > width) {
      lines.push(`  ${head}`);
      lines.push(`  ${" ".repeat(width)}  ${first ?? ""}`);
    } else {
      lines.push(`  ${head.padEnd(width)}  ${first ?? ""}`);
    }
    for (const line of rest) lines.push(`  ${" ".repeat(width)}  ${line}`);
  }
  return lines;
}

/** Wraps a paragraph at word boundaries. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (word === "") continue;
    if (line !== "" && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === "" ? word : `${line} ${word}`;
    }
  }
  if (line !== "") lines.push(line);
  return lines;
}
