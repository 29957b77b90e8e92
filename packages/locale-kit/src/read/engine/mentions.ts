import type { Value } from "@zebra/model";
import { fold } from "./fold.js";
import { compact, compacted, tokenize, type Token } from "./tokens.js";

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

/** A value's name as the index keeps it: compacted, with the number of tokens it takes. */
export interface NameKey {
  readonly key: string;
  readonly tokens: number;
}

/** A name's key in a {@link ValueIndex}, or `undefined` for a name no sentence is searched for (empty, too long, a lone mark). */
export function nameKey(name: string): NameKey | undefined {
  const tokens = tokenize(fold(name));
  if (tokens.length === 0 || tokens.length > maxNameTokens) return undefined;
  if (tokens.length === 1 && tokens[0]!.kind === "punct") return undefined;
  const key = compact(tokens);
  return key === "" ? undefined : { key, tokens: tokens.length };
}

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
    const key = nameKey(name);
    if (key !== undefined) this.addKey(key, attr, value);
  }

  /** Adds a name already made a key by {@link nameKey}. */
  addKey(key: NameKey, attr: string, value: Value): void {
    let list = this.#byKey.get(key.key);
    if (list === undefined) this.#byKey.set(key.key, (list = []));
    if (!list.some((r) => r.kind === "value" && r.attr === attr && r.value === value)) list.push({ kind: "value", attr, value });
    this.#longest = Math.max(this.#longest, key.tokens);
  }

  /** The most tokens a name has. */
  get longest(): number {
    return this.#longest;
  }

  /** Every key, for suggestions ("did you mean …?"). */
  keys(): IterableIterator<string> {
    return this.#byKey.keys();
  }

  /** The values of a key (a name compacted: the tokens of "Ford F-150" give "fordf150"). */
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
      // The compacted text of the next 1, 2, … tokens, each made from the one before.
      const most = Math.min(index.longest + 2, tokens.length - i);
      const keys: string[] = [];
      let key = "";
      for (let len = 1; len <= most; len++) {
        key += compacted(tokens[i + len - 1]!);
        keys.push(key);
      }
      for (let len = most; len >= 1 && found === undefined; len--) {
        const last = tokens[i + len - 1]!;
        if (last.kind === "punct" && /^[-'_]$/.test(last.text)) continue;
        const referents = index.values(keys[len - 1]!);
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

/**
 * Where a phrase naming one person may end, from `start`: past exactly one value or position,
 * before any word of `reserved` ("next", "left": a relation's) and any unit `stops` says ends
 * the phrase.
 */
export function oneMentionEnds(units: readonly Unit[], start: number, reserved: ReadonlySet<string>, stops: (u: Unit) => boolean = () => false): number[] {
  const out: number[] = [];
  let mentions = 0;
  for (let j = start; j < units.length; j++) {
    const u = units[j]!;
    if (stops(u)) break;
    if (u.kind === "word" && reserved.has(u.text)) break;
    if (u.kind === "mention" && entityReferents(u).length > 0) {
      if (mentions === 1) break;
      mentions++;
    }
    if (mentions === 1) out.push(j + 1);
  }
  return out;
}
