import { describe, expect, it } from "vitest";
import { einstein } from "../testing/fixtures.js";
import { Core } from "./core.js";
import { compileShape } from "./shape.js";
import { solveArrays, solveScalars, type SolverState } from "./state.js";

/** A state part-way through the classic puzzle: every per-solve field away from its start. */
function midway(): Core {
  const puzzle = einstein();
  const core = new Core(compileShape(puzzle), 3, false);
  puzzle.clues.forEach((clue, i) => {
    core.addClue(clue, i);
  });
  core.maxSteps = Infinity;
  for (let k = 0; k < 20; k++) {
    const pi = core.nextProp();
    if (pi < 0) break;
  }
  core.dom[0] = 0b101;
  core.placed[3] = 1;
  core.placedCount = 7;
  core.clock = 42;
  core.conflict = { kind: "clue", clue: 3 };
  core.failedProp = 5;
  core.anyAttrDirty = false;
  core.attrDirty[1] = 0;
  core.stamp[2] = 41;
  core.enqueue(1);
  return core;
}

function fieldsOf(s: SolverState): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of [...solveArrays, ...solveScalars]) out[f] = (s as unknown as Record<string, unknown>)[f];
  return out;
}

describe("SolverState copies", () => {
  it("clone and probeFrom copy every per-solve field of the list, into arrays of their own", () => {
    const core = midway();
    for (const copy of [core.clone(), core.probeFrom(false), core.probeFrom(true)]) {
      expect(fieldsOf(copy)).toEqual(fieldsOf(core));
      for (const f of solveArrays) expect((copy as unknown as Record<string, unknown>)[f]).not.toBe((core as unknown as Record<string, unknown>)[f]);
    }
    expect(core.probeFrom(true).checkedAt).toEqual(core.checkedAt);
  });

  it("a probe reused for the next assumption holds the new state, not the last one", () => {
    const core = midway();
    const probe = core.probeFrom(false);
    probe.dom[4] = 0;
    probe.placedCount = 99;
    probe.conflict = { kind: "no-position", entity: core.shape.refs[4]! };
    expect(fieldsOf(core.probeFrom(false))).toEqual(fieldsOf(core));
  });
});
