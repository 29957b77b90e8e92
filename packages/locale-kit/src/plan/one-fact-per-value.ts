import { entityKey } from "@zebra/model";
import type { Clash, Fact } from "@zebra/model";

/**
 * A clash whose facts say each value's houses once: two facts about one value ("in house 2, 3
 * or 5", "not in house 3") as the one they amount to ("in house 2 or 5").
 */
export function oneFactPerValue(clash: Clash, size: number): Clash {
  const byValue = new Map<string, Fact[]>();
  for (const fact of clash.facts) {
    const key = entityKey(fact.entity);
    byValue.set(key, [...(byValue.get(key) ?? []), fact]);
  }
  if (byValue.size === clash.facts.length) return clash;
  const facts: Fact[] = [];
  for (const group of byValue.values()) {
    if (group.length === 1 || group.some((f) => f.kind === "at")) {
      facts.push(...group);
      continue;
    }
    let mask = (1 << size) - 1;
    for (const f of group) {
      if (f.kind === "at") continue;
      const listed = f.positions.reduce((m, p) => m | (1 << (p - 1)), 0);
      mask &= f.kind === "among" ? listed : ~listed;
    }
    const left: number[] = [];
    for (let p = 1; p <= size; p++) if ((mask & (1 << (p - 1))) !== 0) left.push(p);
    const entity = group[0]!.entity;
    facts.push(left.length === 1 ? { kind: "at", entity, pos: left[0]! } : { kind: "among", entity, positions: left });
  }
  return { ...clash, facts };
}
