export { run, commands } from "./run.js";
export { exitCodes, exitCodeMeanings } from "./exit-codes.js";
export type { ExitCode } from "./exit-codes.js";
export { CliError, isCliError } from "./cli-error.js";
export { processIo } from "./io.js";
export type { CliIo } from "./io.js";
export { loadRenderer, installedLocales, localePackage } from "./locale.js";
export { parseSize, parseShard, shardRange, parseWeights } from "./options.js";
export type { Size, Shard } from "./options.js";
