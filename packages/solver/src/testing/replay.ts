import type { Fact, Puzzle, Step } from "@zebra/model";

/**
 * Test helper: replays steps on an empty grid (the positions each value may take), as a reader
 * would: each step must start from facts the grid already shows; its conclusions are then written
 * in (placing a value rules its position out for the rest of its attribute).
 */
export class Replay {
  private readonly positions = new Map<string, Set<number>>();

  constructor(private readonly puzzle: Pick<Puzzle, "size" | "attributes">) {
    for (const a of puzzle.attributes)
      for (const v of a.values) this.positions.set(key(a.name, v), new Set(Array.from({ length: puzzle.size }, (_, i) => i + 1)));
  }

  /** Whether the grid shows the fact. */
  shows(fact: Fact): boolean {
    const at = this.positions.get(key(fact.entity.attr, fact.entity.value))!;
    if (fact.kind === "at") return at.size === 1 && at.has(fact.pos);
    if (fact.kind === "not_at") return fact.positions.every((p) => !at.has(p));
    return [...at].every((p) => fact.positions.includes(p));
  }

  /** Writes a fact in. */
  apply(fact: Fact): void {
    const at = this.positions.get(key(fact.entity.attr, fact.entity.value))!;
    const allowed = (p: number): boolean =>
      fact.kind === "at" ? p === fact.pos : fact.kind === "not_at" ? !fact.positions.includes(p) : fact.positions.includes(p);
    for (const p of [...at]) if (!allowed(p)) at.delete(p);
    if (fact.kind !== "at") return;
    const attribute = this.puzzle.attributes.find((a) => a.name === fact.entity.attr)!;
    for (const v of attribute.values) if (v !== fact.entity.value) this.positions.get(key(attribute.name, v))!.delete(fact.pos);
  }

  /** Replays the steps; returns the first problem, or null when each step's premises were shown before it. */
  run(steps: readonly Step[]): string | null {
    for (const [i, step] of steps.entries()) {
      const missing = step.premises.find((f) => !this.shows(f));
      if (missing) return `step ${i + 1} cites ${JSON.stringify(missing)}, which the steps before it do not show`;
      for (const c of step.conclusions) this.apply(c);
    }
    return null;
  }
}

function key(attr: string, value: unknown): string {
  return `${attr}\u0000${String(value)}`;
}
