import { serializePuzzle } from "@zebra/model";
import { listOption, type ParsedArgs } from "../args.js";
import { exitCodes, type ExitCode } from "../exit-codes.js";
import { writeOutput, type CliIo } from "../io.js";
import { refuseInputAsOutput } from "../same-file.js";
import { cliStrings, loadLocale } from "../locale.js";
import { parseLocale } from "../options.js";
import { inputOptions, readValidPuzzle } from "../puzzle-input.js";
import { readVocabularyFile } from "../puzzle-lexicon.js";
import { readingLines } from "../reading-report.js";
import { ensureNewline } from "../text.js";

async function runImport(args: ParsedArgs, io: CliIo): Promise<ExitCode> {
  const file = args.positionals[0]!;
  const out = typeof args.values["out"] === "string" ? args.values["out"] : undefined;
  if (out !== undefined) refuseInputAsOutput(io, out, [file, ...listOption(args, "vocab")]);
  const chosen = typeof args.values["locale"] === "string";
  const locale = await loadLocale(parseLocale(chosen ? (args.values["locale"] as string) : "en"), io.cwd);
  const vocab = typeof args.values["vocab"] === "string" ? readVocabularyFile(args.values["vocab"], io, locale.renderer).vocabulary : undefined;
  // Without --locale, the messages about a text are in its own language.
  const { name, puzzle, text, voice } = await readValidPuzzle(file, io, locale, inputOptions(args, vocab), "import", chosen);
  if (text !== undefined) for (const line of readingLines(puzzle, text.reading, cliStrings(voice))) io.stderr.write(`zebra import: ${name}: ${line}\n`);
  await writeOutput(io, out, async (sink) => sink.write(ensureNewline(serializePuzzle(puzzle))));
  return exitCodes.ok;
}

export { runImport as run };
