import { CliError } from "../cli-error.js";
import type { CliIo } from "../io.js";
import type { GenerateJob } from "./job.js";

/** Closes a JSON array of documents (`--format json` with more than one puzzle). */
export const jsonArrayEnd = "\n]\n";

/** A job checked and completed in the main thread before any worker starts. */
export interface Prepared {
  readonly job: GenerateJob;
  checkResume(name: string, firstLine: string, lastLine: string, firstIndex: number, lastIndex: number): void;
}

export async function prepareGeneration(job: GenerateJob, weightsText: string | undefined, io: CliIo): Promise<Prepared> {
  void weightsText;
  void io;
  return { job, checkResume() {} };
}

export function readResumeSeed(name: string, firstLine: string): number {
  void firstLine;
  throw new CliError(`${name}: cannot read the seed`);
}

export async function createProducer(job: GenerateJob): Promise<(index: number) => string> {
  return (index) => `${JSON.stringify({ index, seed: job.seed })}\n`;
}
