import type { Value } from "../../entity.js";
import { fold } from "./fold.js";
import { compact, tokenize, type Token } from "./tokens.js";

/** What a mention in a sentence may refer to. */
export type Referent =
  | { readonly kind: "value"; readonly attr: string; readonly value: Value }
  | { readonly kind: "pos"; readonly pos: number }
  | { readonly kind: "number"; readonly n: number };

/** A token of a sentence once its mentions are found: a mention covers the tokens of one value, position or number. */
export interface Unit {
  /** Folded text (for a mention, the words it covers). */
  readonly text: string;
  readonly kind: "word" | "number" | "punct" | "mention";
  /** What a mention may refer to (several when a value of one attribute is spelt like one of another). */
  readonly referents?: readonly Referent[];
  readonly start: number;
  readonly end: number;
}

/** The longest value name, in tokens, a sentence is searched for. */
const maxNameTokens = 12;

/**
 * The values of a puzzle by every form a sentence may give them: label, id and the grammar's
 * variants, compacted ("Ford F-150", "ford f150" and "FORD F150" are one key). Numbers are
 * matched as numbers, not here.
 */
export class ValueIndex {
  readonly #byKey = new Map<string, Referent[]>();
  #longest = 1;

  /** Adds a name (folded and compacted here) for a value. */
  add(name: string, attr: string, value: Value): void {
    const tokens = tokenize(fold(name));
    if (tokens.length === 0 || tokens.length > maxNameTokens) return;
    if (tokens.length === 1 && tokens[0]!.kind === "punct") return;
    const key = compact(tokens);
    if (key === "") return;
    let list = this.#byKey.get(key);
    if (list === undefined) this.#byKey.set(key, (list = []));
    if (!list.some((r) => r.kind === "value" && r.attr === attr && r.value === value)) list.push({ kind: "value", attr, value });
    this.#longest = Math.max(this.#longest, tokens.length);
  }

  /** The values named by exactly these tokens. */
  lookup(tokens: readonly Token[]): readonly Referent[] | undefined {
    return this.#byKey.get(compact(tokens));
  }

  /** The most tokens a name has. */
  get longest(): number {
    return this.#longest;
  }

  /** Every key, for suggestions ("did you mean …?"). */
  keys(): IterableIterator<string> {
    return this.#byKey.keys();
  }

  /** The values of a key. */
  values(key: string): readonly Referent[] | undefined {
    return this.#byKey.get(key);
  }
}

/**
 * Replaces the names of values in a sentence's tokens by mentions, longest first from the
 * left (so "orange juice" is one drink, not a color and a word).
 */
export function findValueMentions(tokens: readonly Token[], index: ValueIndex): Unit[] {
  const out: Unit[] = [];
  let i = 0;
  while (i < tokens.length) {
    const first = tokens[i]!;
    let found: { end: number; referents: readonly Referent[] } | undefined;
    if (first.kind !== "punct" || !/^[-'_,.;:]$/.test(first.text)) {
      for (let len = Math.min(index.longest + 2, tokens.length - i); len >= 1 && found === undefined; len--) {
        const last = tokens[i + len - 1]!;
        if (last.kind === "punct" && /^[-'_]$/.test(last.text)) continue;
        const referents = index.lookup(tokens.slice(i, i + len));
        if (referents !== undefined) found = { end: i + len, referents };
      }
    }
    if (found === undefined) {
      out.push(first);
      i++;
      continue;
    }
    const covered = tokens.slice(i, found.end);
    out.push({
      text: covered.map((t) => t.text).join(" "),
      kind: "mention",
      referents: found.referents,
      start: first.start,
      end: covered[covered.length - 1]!.end,
    });
    i = found.end;
  }
  return out;
}

/** The entity-like referents of a mention (values and positions). */
export function entityReferents(unit: Unit): readonly Referent[] {
  return (unit.referents ?? []).filter((r) => r.kind !== "number");
}
