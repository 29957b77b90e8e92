// The maps a puzzle's fingerprint does not see (`puzzleFingerprint` of @zebra/dataset), written
// out on puzzles for property tests: each returns an equivalent puzzle, solution carried along.
import type { Clue, Entity, Grid, Puzzle, Question, Value } from "@zebra/model";

/** The random choices the maps make (the testkit's seeded generator fits). */
export interface MapRng {
  int(n: number): number;
  shuffled<T>(items: readonly T[]): T[];
  chance(p: number): boolean;
}

/** How each compared numeric attribute is compared: by order only, by differences, or by ratios (kept as they are). */
export function comparisons(puzzle: Puzzle): Map<string, "order" | "difference" | "ratio"> {
  const out = new Map<string, "order" | "difference" | "ratio">();
  const visit = (clue: Clue): void => {
    if (clue.type === "any_of")
      clue.options.forEach((option) => {
        option.forEach(visit);
      });
    else if (clue.type === "ratio") out.set(clue.attr, "ratio");
    else if (clue.type === "difference" && out.get(clue.attr) !== "ratio") out.set(clue.attr, "difference");
    else if ((clue.type === "less_than" || clue.type === "greater_than" || clue.type === "least" || clue.type === "most") && out.get(clue.attr) === undefined)
      out.set(clue.attr, "order");
  };
  puzzle.clues.forEach(visit);
  return out;
}

/** A clue with every entity, position and attribute name mapped (and nested options too). */
function mapClue(clue: Clue, entity: (e: Entity) => Entity, attr: (name: string) => string = (n) => n): Clue {
  switch (clue.type) {
    case "any_of":
      return { ...clue, options: clue.options.map((option) => option.map((c) => mapClue(c, entity, attr))) };
    case "at":
    case "not_at":
    case "ends":
      return { ...clue, a: entity(clue.a) };
    case "between":
      return { ...clue, a: entity(clue.a), b: entity(clue.b), c: entity(clue.c) };
    case "less_than":
    case "greater_than":
    case "difference":
    case "ratio":
      return { ...clue, attr: attr(clue.attr), a: entity(clue.a), b: entity(clue.b) };
    case "least":
    case "most":
      return { ...clue, attr: attr(clue.attr), a: entity(clue.a) };
    case "either":
    case "neither":
      return { ...clue, a: entity(clue.a), b: entity(clue.b), c: entity(clue.c) };
    case "one_each":
      return { ...clue, a: entity(clue.a), b: entity(clue.b), of: [entity(clue.of[0]), entity(clue.of[1])] };
    case "all_different":
      return { ...clue, of: clue.of.map(entity) };
    default:
      return { ...clue, a: entity(clue.a), b: entity(clue.b) };
  }
}

function mapQuestion(question: Question | undefined, entity: (e: Entity) => Entity, attr: (name: string) => string): Partial<Pick<Puzzle, "question">> {
  return question === undefined ? {} : { question: { find: { attr: attr(question.find.attr) }, where: entity(question.where) } };
}

/**
 * Renames every value: categorical attributes (and numeric ones no clue compares) get new
 * names, attributes compared by order get new values in the same order, attributes compared
 * by difference are shifted by a whole number. The values are also listed in a new order.
 */
export function renameValues(puzzle: Puzzle, rng: MapRng): Puzzle {
  const compared = comparisons(puzzle);
  const maps = new Map<string, Map<Value, Value>>();
  for (const attribute of puzzle.attributes) {
    const map = new Map<Value, Value>();
    const how = compared.get(attribute.name);
    if (how === "ratio") {
      for (const v of attribute.values) map.set(v, v);
    } else if (how === "difference") {
      const shift = rng.int(101) - 50;
      for (const v of attribute.values) map.set(v, (v as number) + shift);
    } else if (how === "order") {
      const sorted = [...(attribute.values as number[])].sort((x, y) => x - y);
      let next = rng.int(200) - 100;
      for (const v of sorted) {
        map.set(v, next);
        next += 1 + rng.int(7);
      }
    } else {
      const names = rng.shuffled(attribute.values.map((_, i) => `renamed ${i} of ${attribute.name}`));
      attribute.values.forEach((v, i) => {
        map.set(v, names[i]!);
      });
    }
    maps.set(attribute.name, map);
  }
  const value = (attr: string, v: Value): Value => maps.get(attr)!.get(v)!;
  const entity = (e: Entity): Entity => ("pos" in e ? e : { attr: e.attr, value: value(e.attr, e.value) });
  return {
    ...puzzle,
    attributes: puzzle.attributes.map((a) => ({ name: a.name, values: rng.shuffled(a.values.map((v) => value(a.name, v))) })),
    clues: puzzle.clues.map((c) => mapClue(c, entity)),
    ...mapQuestion(puzzle.question, entity, (n) => n),
    solution: Object.fromEntries(Object.entries(puzzle.solution!).map(([attr, row]) => [attr, row.map((v) => value(attr, v))])),
  };
}

/** Renames every attribute and lists the attributes in a new order. */
export function renameAttributes(puzzle: Puzzle, rng: MapRng): Puzzle {
  const names = new Map(puzzle.attributes.map((a, i) => [a.name, `Attribute ${i} renamed`]));
  const attr = (name: string): string => names.get(name)!;
  const entity = (e: Entity): Entity => ("pos" in e ? e : { attr: attr(e.attr), value: e.value });
  const order = rng.shuffled(puzzle.attributes);
  return {
    ...puzzle,
    attributes: order.map((a) => ({ name: attr(a.name), values: a.values })),
    clues: puzzle.clues.map((c) => mapClue(c, entity, attr)),
    ...mapQuestion(puzzle.question, entity, attr),
    solution: Object.fromEntries(order.map((a) => [attr(a.name), puzzle.solution![a.name]!])),
  };
}

function shuffleClue(clue: Clue, rng: MapRng): Clue {
  if (clue.type !== "any_of") return clue;
  return { ...clue, options: rng.shuffled(clue.options.map((option) => rng.shuffled(option.map((c) => shuffleClue(c, rng))))) };
}

/** Lists the clues in a new order, and the options of any_of clues and the clues inside each option. */
export function reorderClues(puzzle: Puzzle, rng: MapRng): Puzzle {
  return { ...puzzle, clues: rng.shuffled(puzzle.clues.map((c) => shuffleClue(c, rng))) };
}

function respellClue(clue: Clue, rng: MapRng): Clue {
  if (!rng.chance(0.5) && clue.type !== "any_of") return clue;
  switch (clue.type) {
    case "any_of":
      return { ...clue, options: clue.options.map((option) => option.map((c) => respellClue(c, rng))) };
    case "same":
    case "not_same":
    case "next_to":
    case "not_next_to":
    case "distance":
      return { ...clue, a: clue.b, b: clue.a };
    case "left_of":
      return { ...clue, type: "right_of", a: clue.b, b: clue.a };
    case "right_of":
      return { ...clue, type: "left_of", a: clue.b, b: clue.a };
    case "immediately_left":
      return { ...clue, type: "immediately_right", a: clue.b, b: clue.a };
    case "immediately_right":
      return { ...clue, type: "immediately_left", a: clue.b, b: clue.a };
    case "less_than":
      return { ...clue, type: "greater_than", a: clue.b, b: clue.a };
    case "greater_than":
      return { ...clue, type: "less_than", a: clue.b, b: clue.a };
    case "difference":
      return { ...clue, a: clue.b, b: clue.a, d: -clue.d };
    default:
      return clue;
  }
}

/** Swaps the operands of symmetric clues and writes directional and numeric clues in their converse form, at random. */
export function respellClues(puzzle: Puzzle, rng: MapRng): Puzzle {
  return { ...puzzle, clues: puzzle.clues.map((c) => respellClue(c, rng)) };
}

const mirroredType: Partial<Record<Clue["type"], Clue["type"]>> = {
  left_of: "right_of",
  right_of: "left_of",
  immediately_left: "immediately_right",
  immediately_right: "immediately_left",
};

/** The puzzle read from the other end of the row: position p becomes size + 1 − p. */
export function mirror(puzzle: Puzzle): Puzzle {
  const n = puzzle.size;
  const entity = (e: Entity): Entity => ("pos" in e ? { pos: n + 1 - e.pos } : e);
  const flip = (clue: Clue): Clue => {
    if (clue.type === "any_of") return { ...clue, options: clue.options.map((option) => option.map(flip)) };
    const mapped = mapClue(clue, entity);
    switch (mapped.type) {
      case "at":
      case "not_at":
        return { ...mapped, pos: n + 1 - mapped.pos };
      case "between":
        return { ...mapped, a: mapped.c, c: mapped.a };
      default: {
        const type = mirroredType[mapped.type];
        return type === undefined ? mapped : ({ ...mapped, type } as Clue);
      }
    }
  };
  const solution: Grid = Object.fromEntries(Object.entries(puzzle.solution!).map(([attr, row]) => [attr, [...row].reverse()]));
  return { ...puzzle, clues: puzzle.clues.map(flip), ...mapQuestion(puzzle.question, entity, (name) => name), solution };
}

/** Every map at once, in a random order. */
export function allMaps(puzzle: Puzzle, rng: MapRng): Puzzle {
  const maps: ((p: Puzzle) => Puzzle)[] = [
    (p) => renameValues(p, rng),
    (p) => renameAttributes(p, rng),
    (p) => reorderClues(p, rng),
    (p) => respellClues(p, rng),
    mirror,
  ];
  return rng.shuffled(maps).reduce((p, map) => map(p), puzzle);
}
