import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { int, randomClue, randomDomains, randomShape, rng } from "../testing/random.js";
import { GroupIndex } from "./groups.js";
import { groupJoin, groupProps } from "./join-memo.js";
import { joinProjection } from "./join.js";
import { compileClue } from "./props/compile.js";
import { compileShape } from "./shape.js";

describe("a group's join, remembered by the domains it reads", () => {
  it("gives what the join gives, whether the domains are new, met before, or changed outside what the group reads", () => {
    let remembered = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const r = rng(seed);
        const size = int(r, 2, 6);
        const attributes = randomShape(r, size, int(r, 2, 4), 0.3);
        const shape = compileShape({ size, attributes });
        const props = Array.from({ length: 6 }, (_, i) => compileClue(shape, randomClue(r, size, attributes, 1, 0.2), i)).flat();
        const groups = GroupIndex.build(shape, props).groups;
        for (let t = 0; t < 4; t++) {
          const dom = randomDomains(r, shape);
          for (const g of groups) {
            const expected = joinProjection(shape, groupProps(g, props), g.vars, dom);
            expect(groupJoin(shape, g, props, dom)).toEqual(expected);
            // Again, and with a value the group does not read changed: the remembered result.
            const other = Array.from({ length: shape.valueCount }, (_, v) => v).find((v) => !g.reads.includes(v));
            const changed = Int32Array.from(dom);
            if (other !== undefined) changed[other] = 1;
            const again = groupJoin(shape, g, props, changed);
            expect(again).toEqual(expected);
            if (again === groupJoin(shape, g, props, dom) && expected instanceof Int32Array) remembered++;
          }
        }
      }),
      { seed: 4711, numRuns: 100 },
    );
    // The results did come from memory (the same array, not a new join), many times over.
    expect(remembered).toBeGreaterThan(100);
  });
});
