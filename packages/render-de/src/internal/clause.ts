// The German clause and its three word orders. A clause keeps its fields apart (what stands
// first, the finite verb, the middle field, an infinitive, what follows the verb even at the
// end), so that one clue or fact can be written as a statement ("Der Däne wohnt in Haus 2"),
// after a fronted element ("Nach Hinweis 3 wohnt der Däne in Haus 2") and inside a reason
// ("…, da der Däne in Haus 2 wohnt"). Phrases keep their relative clause apart, so that it
// is closed by a comma whenever words follow, and moved behind the verb at the end of a
// subordinate clause ("…, da der Däne neben der Person wohnt, die Tee trinkt").
import type { ClauseMode } from "@zebra/locale-kit";

/** A part of a clause: its text, and the relative clause its phrase ends with, if any ("die Tee trinkt"). */
export interface Part {
  readonly text: string;
  readonly relative?: string;
}

/** A clause with German fields. */
export interface SimpleClause {
  readonly kind: "simple";
  /** What stands first in a statement: the subject, or a phrase put first ("zwischen A und B"). */
  readonly first: readonly Part[];
  /** The finite verb ("wohnt", "kann"). */
  readonly verb: string;
  /** The middle field, in order ("nicht", "in Haus 3"). */
  readonly middle: readonly Part[];
  /** The infinitive of a modal verb ("wohnen" in "kann nur in Haus 2 wohnen"). */
  readonly infinitive?: string;
  /** What follows the verb in every order ("als die Person, die Tee trinkt"). */
  readonly after?: readonly Part[];
}

/** Clauses joined by "oder": either/or, one or both, at least one of several. Each option is one or more clauses joined by "und". */
interface AlternativeClause {
  readonly kind: "alternatives";
  readonly options: readonly (readonly Clause[])[];
  /** Whether at most one option holds ("entweder … oder"). */
  readonly exclusive: boolean;
  /** Whether the alternatives stand inside another option, in brackets. */
  readonly nested: boolean;
}

/** A German clause: this locale's `Clause` type. */
export type Clause = SimpleClause | AlternativeClause;

/** The three orders: statement (verb second), inverted (verb first, after a fronted element) and subordinate (verb last). */
export type Order = "main" | "inverted" | "embedded";

/** Written text, and whether it ends inside a relative clause (a comma must close it before more words). */
export interface Written {
  readonly text: string;
  readonly open: boolean;
}

/** A part of a clause from its text alone. */
export function part(text: string): Part {
  return { text };
}

/** A simple clause from its fields. */
export function clause(
  first: readonly Part[],
  verb: string,
  middle: readonly Part[],
  extra: { infinitive?: string; after?: readonly Part[] } = {},
): SimpleClause {
  return {
    kind: "simple",
    first,
    verb,
    middle,
    ...(extra.infinitive !== undefined ? { infinitive: extra.infinitive } : {}),
    ...(extra.after !== undefined ? { after: extra.after } : {}),
  };
}

/** Joins written pieces with separators, closing an open relative clause with a comma first (a semicolon or colon closes it too). */
export function joinWritten(pieces: readonly Written[], separator: string, last = separator): Written {
  let text = "";
  pieces.forEach((piece, i) => {
    if (i > 0) {
      const sep = i === pieces.length - 1 ? last : separator;
      text += pieces[i - 1]!.open && !/^[,;:]/.test(sep) ? `,${sep}` : sep;
    }
    text += piece.text;
  });
  return { text, open: pieces.at(-1)?.open ?? false };
}

/** Joins written pieces and plain text, closing an open relative clause with a comma before more words ("die Person, die Tee trinkt" + " wohnt …"). */
export function joinPieces(...pieces: readonly (string | Written)[]): Written {
  let text = "";
  let open = false;
  for (const piece of pieces) {
    const next = typeof piece === "string" ? piece : piece.text;
    if (next === "") continue;
    text += open && !/^[,.;:]/.test(next) ? `,${next}` : next;
    open = typeof piece === "string" ? false : piece.open;
  }
  return { text, open };
}

/** Writes parts in a row, each relative clause closed by a comma when words follow. */
function row(parts: readonly Part[]): Written {
  const words = parts.filter((p) => p.text !== "" || p.relative !== undefined);
  return joinWritten(
    words.map((p) => ({ text: p.relative === undefined ? p.text : `${p.text}, ${p.relative}`, open: p.relative !== undefined })),
    " ",
  );
}

/** Writes a simple clause in an order. */
function writeSimple(c: SimpleClause, order: Order): Written {
  const verb = c.verb === "" ? [] : [part(c.verb)];
  const infinitive = c.infinitive === undefined ? [] : [part(c.infinitive)];
  const after = c.after ?? [];
  if (order === "main") return row([...c.first, ...verb, ...c.middle, ...infinitive, ...after]);
  if (order === "inverted") return row([...verb, ...c.first, ...c.middle, ...infinitive, ...after]);
  // Verb last. A relative clause right before the verb moves behind it: "… neben der Person wohnt, die Tee trinkt".
  const before = [...c.first, ...c.middle, ...infinitive];
  const last = before.at(-1);
  if (last?.relative !== undefined && infinitive.length === 0 && after.length === 0 && verb.length > 0) {
    const head = row([...before.slice(0, -1), part(last.text), ...verb]);
    return { text: `${head.text}, ${last.relative}`, open: true };
  }
  return row([...before, ...verb, ...after]);
}

/** Writes an option: its clauses joined by "und", a subject said once when consecutive clauses share it. */
function writeOption(clauses: readonly Clause[], order: Order): Written {
  const pieces: Written[] = [];
  clauses.forEach((c, i) => {
    const previous = clauses[i - 1];
    const shared = previous?.kind === "simple" && c.kind === "simple" && sameFirst(previous, c);
    if (!shared) {
      pieces.push(write(c, i === 0 ? order : order === "inverted" ? "main" : order));
      return;
    }
    // "… wohnt an einem Ende der Reihe und trinkt kein Bier": the shared subject is left out.
    const rest: SimpleClause = { ...(c as SimpleClause), first: [] };
    pieces.push(write(rest, order === "embedded" ? "embedded" : "main"));
  });
  return joinWritten(pieces, " und ");
}

function sameFirst(a: SimpleClause, b: SimpleClause): boolean {
  return a.first.length > 0 && JSON.stringify(a.first) === JSON.stringify(b.first) && a.verb !== "";
}

/** Writes alternatives: "entweder A, oder B", "A, oder B (oder beides)", "mindestens eine … trifft zu: A; B; C". */
function writeAlternatives(c: AlternativeClause, order: Order): Written {
  const mode = order === "embedded" ? "embedded" : "main";
  const options = c.options.map((o) => writeOption(o, mode));
  if (options.length === 1) return options[0]!;
  if (c.nested) {
    const inner = joinWritten(options, mode === "main" ? ", oder " : " oder ");
    return { text: `(${inner.text})`, open: false };
  }
  if (options.length === 2) {
    if (c.exclusive) {
      const joined = joinWritten(options, mode === "main" ? ", oder " : " oder ");
      return { text: `entweder ${joined.text}`, open: joined.open };
    }
    const joined = joinWritten(options, mode === "main" ? ", oder " : " oder ");
    return { text: `${joined.text} (oder beides)`, open: false };
  }
  // Several alternatives are listed as statements after a colon, also inside a reason: "…, da mindestens eine dieser Aussagen zutrifft: …".
  const statements = c.options.map((o) => writeOption(o, "main"));
  const joined = joinWritten(
    statements.map((o, i) => (i === 0 ? { ...o, text: capitalize(o.text) } : o)),
    "; ",
  );
  const lead = mode === "embedded" ? "mindestens eine der folgenden Aussagen zutrifft" : "mindestens eine der folgenden Aussagen trifft zu";
  return { text: `${lead}: ${joined.text}`, open: joined.open };
}

/** Writes a clause in one of the three orders. Alternatives cannot be inverted: they are written as statements. */
export function write(c: Clause, order: Order): Written {
  return c.kind === "simple" ? writeSimple(c, order) : writeAlternatives(c, order);
}

/** The contract's writer: a clause as a statement or inside a reason, without capital or full stop. */
export function writeClause(c: Clause, mode: ClauseMode): string {
  return write(c, mode).text;
}

/** Raises the first letter ("der Däne …" → "Der Däne …"); German nouns keep their capitals anyway. */
export function capitalize(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const ch = String.fromCodePoint(first);
  return ch.toUpperCase() + text.slice(ch.length);
}

/** A clause as a sentence: capital letter, full stop (unless it already ends a sentence). */
export function sentence(text: string): string {
  const body = capitalize(text.trim());
  return /[.!?]$/.test(body) ? body : `${body}.`;
}
