import { extname } from "node:path";

/** The file of one part of a split: `data.jsonl` → `data.train.jsonl` (`data` → `data.train`). */
export function partPath(path: string, part: string): string {
  const extension = extname(path);
  return `${path.slice(0, path.length - extension.length)}.${part}${extension}`;
}
