import { serializePuzzle } from "@zebra/model";
import { listOption, type ParsedArgs } from "../args.js";
import { exitCodes, type ExitCode } from "../exit-codes.js";
import { writeOutput, type CliIo } from "../io.js";
import { refuseInputAsOutput } from "../same-file.js";
import { loadLocale } from "../locale.js";
import { parseLocale } from "../options.js";
import { inputOptions, readValidPuzzle } from "../puzzle-input.js";
import { readVocabularyFile } from "../puzzle-lexicon.js";
import { readingLines } from "../reading-report.js";
import { ensureNewline } from "../text.js";

async function runImport(args: ParsedArgs, io: CliIo): Promise<ExitCode> {
  const file = args.positionals[0]!;
  const out = typeof args.values["out"] === "string" ? args.values["out"] : undefined;
  if (out !== undefined) refuseInputAsOutput(io, out, [file, ...listOption(args, "vocab")]);
  const locale = await loadLocale(parseLocale(typeof args.values["locale"] === "string" ? args.values["locale"] : "en"), io.cwd);
  const vocab = typeof args.values["vocab"] === "string" ? readVocabularyFile(args.values["vocab"], io, locale.renderer).vocabulary : undefined;
  const { name, puzzle, text } = await readValidPuzzle(file, io, locale, inputOptions(args, vocab), "import");
  if (text !== undefined) for (const line of readingLines(puzzle, text.reading, locale.ui.cli)) io.stderr.write(`zebra import: ${name}: ${line}\n`);
  await writeOutput(io, out, async (sink) => sink.write(ensureNewline(serializePuzzle(puzzle))));
  return exitCodes.ok;
}

export { runImport as run };
