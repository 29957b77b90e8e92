import { toDocument, type Puzzle } from "@zebra/model";

/** The fragment parameter that carries a puzzle: `#puzzle=…`. */
const fragmentParam = "puzzle";

/** The longest puzzle document a link may unpack to (far above any valid puzzle), against a deflate bomb. */
const maxDocumentBytes = 4 * 1024 * 1024;

/**
 * A puzzle as a link carries it: its canonical JSON document without the solution, so that a
 * link shows the puzzle and never its answer. The same text names the puzzle for saved progress.
 */
function shareableJson(puzzle: Puzzle): string {
  const { solution: _solution, ...rest } = toDocument(puzzle);
  return JSON.stringify(rest);
}

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary)
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/(?<!=)=+$/, "");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function pipe(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream, limit = Infinity): Promise<Uint8Array> {
  const reader = new Blob([bytes]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > limit) {
      await reader.cancel();
      throw new RangeError("too large");
    }
    chunks.push(value);
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** The URL fragment (without `#`) that carries a puzzle: its shareable JSON, deflated, in base64url. */
export async function puzzleFragment(puzzle: Puzzle): Promise<string> {
  const bytes = await pipe(new TextEncoder().encode(shareableJson(puzzle)), new CompressionStream("deflate-raw"));
  return `${fragmentParam}=${base64url(bytes)}`;
}

/** Why a link's puzzle could not be read. */
export type FragmentProblem = "encoding" | "compression" | "too-large";

/**
 * The puzzle document a URL fragment carries, as JSON text still to be validated; `undefined`
 * when the fragment carries none. The text is only ever parsed as JSON, never as markup.
 */
export async function readFragment(hash: string): Promise<{ readonly text: string } | { readonly problem: FragmentProblem } | undefined> {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const data = params.get(fragmentParam);
  if (data === null) return undefined;
  const bytes = fromBase64url(data.trim());
  if (!bytes) return { problem: "encoding" };
  let raw: Uint8Array;
  try {
    raw = await pipe(bytes, new DecompressionStream("deflate-raw"), maxDocumentBytes);
  } catch (error) {
    return { problem: error instanceof RangeError ? "too-large" : "compression" };
  }
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(raw) };
  } catch {
    return { problem: "encoding" };
  }
}

/** A short stable name for a puzzle (FNV-1a over its shareable JSON, 64 bits in hex), for saved progress. */
export function puzzleId(puzzle: Puzzle): string {
  const text = shareableJson(puzzle);
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 16777619);
    h2 = Math.imul(h2 ^ c, 2246822519);
  }
  return (h1 >>> 0).toString(16).padStart(8, "0") + (h2 >>> 0).toString(16).padStart(8, "0");
}
