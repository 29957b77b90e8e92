import { closeSync, existsSync, fstatSync, ftruncateSync, openSync, readSync } from "node:fs";
import { fileError } from "../io.js";

/** What {@link scanDataset} finds in an existing JSONL file. */
export interface DatasetScan {
  /** Complete lines (records) in the file, after any torn last line is dropped. */
  readonly records: number;
  /** Bytes of the torn last line that were cut off (0 when the file ended with a newline). */
  readonly droppedBytes: number;
  /** The first and last complete lines, for checking that the run continues the same dataset. */
  readonly firstLine: string | undefined;
  readonly lastLine: string | undefined;
}

const chunkSize = 1 << 20;

/**
 * Prepares an interrupted JSONL dataset for `--resume`: counts its complete lines and cuts off
 * a torn last line (one without its newline, left by a killed process), in one streaming pass.
 * A missing file counts as empty.
 *
 * Cost: reads the file once (1 MiB at a time); memory stays constant.
 */
export function scanDataset(path: string): DatasetScan {
  if (!existsSync(path)) return { records: 0, droppedBytes: 0, firstLine: undefined, lastLine: undefined };
  let fd: number;
  try {
    fd = openSync(path, "r+");
  } catch (error) {
    throw fileError(path, error, "cannot resume");
  }
  try {
    const size = fstatSync(fd).size;
    const buffer = Buffer.allocUnsafe(chunkSize);
    let records = 0;
    let lastNewline = -1;
    let previousNewline = -1;
    let firstNewline = -1;
    for (let offset = 0; offset < size; ) {
      const n = readSync(fd, buffer, 0, Math.min(chunkSize, size - offset), offset);
      if (n <= 0) break;
      for (let k = buffer.indexOf(10, 0); k !== -1 && k < n; k = buffer.indexOf(10, k + 1)) {
        records++;
        previousNewline = lastNewline;
        lastNewline = offset + k;
        if (firstNewline < 0) firstNewline = lastNewline;
      }
      offset += n;
    }
    const keep = lastNewline + 1;
    const droppedBytes = size - keep;
    if (droppedBytes > 0) ftruncateSync(fd, keep);
    const firstLine = records > 0 ? readText(fd, 0, firstNewline) : undefined;
    const lastLine = records > 0 ? readText(fd, previousNewline + 1, lastNewline) : undefined;
    return { records, droppedBytes, firstLine, lastLine };
  } finally {
    closeSync(fd);
  }
}

function readText(fd: number, from: number, to: number): string {
  const buffer = Buffer.allocUnsafe(to - from);
  let read = 0;
  while (read < buffer.length) {
    const n = readSync(fd, buffer, read, buffer.length - read, from + read);
    if (n <= 0) break;
    read += n;
  }
  return buffer.toString("utf8", 0, read);
}
