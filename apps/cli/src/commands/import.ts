import { serializePuzzle } from "@zebra/model";
import { resolve } from "node:path";
import type { ParsedArgs } from "../args.js";
import { exitCodes, type ExitCode } from "../exit-codes.js";
import { FileSink, StreamSink, type CliIo, type Sink } from "../io.js";
import { loadLocale } from "../locale.js";
import { parseLocale } from "../options.js";
import { inputOptions, readValidPuzzle } from "../puzzle-input.js";
import { readVocabularyFile } from "../puzzle-lexicon.js";
import { readingLines } from "../reading-report.js";
import { ensureNewline } from "../text.js";

async function runImport(args: ParsedArgs, io: CliIo): Promise<ExitCode> {
  const file = args.positionals[0]!;
  const locale = await loadLocale(parseLocale(typeof args.values["locale"] === "string" ? args.values["locale"] : "en"), io.cwd);
  const vocab = typeof args.values["vocab"] === "string" ? readVocabularyFile(args.values["vocab"], io.cwd, locale.renderer).vocabulary : undefined;
  const { name, puzzle, text } = await readValidPuzzle(file, io, locale, inputOptions(args, vocab), "import");
  if (text !== undefined) for (const line of readingLines(puzzle, text.reading, locale.ui.cli)) io.stderr.write(`zebra import: ${name}: ${line}\n`);
  const out = typeof args.values["out"] === "string" ? args.values["out"] : undefined;
  const sink: Sink = out === undefined ? new StreamSink(io.stdout) : FileSink.open(resolve(io.cwd, out));
  try {
    await sink.write(ensureNewline(serializePuzzle(puzzle)));
  } finally {
    await sink.close();
  }
  return exitCodes.ok;
}

export { runImport as run };
