import type { Clue } from "@zebra/model";
import type { Prop } from "./props/types.js";
import { emptyLists } from "./shape.js";

/**
 * The clues of a solve, compiled: the clues in order, their propagators, and for each entity the
 * propagators that read it. Clones of a solve share one set until one of them adds a clue (copy
 * on write): generation clones a live engine per trial, and most trials add one clue at most.
 */
export class ClueSet {
  readonly clues: Clue[];
  readonly props: Prop[];
  /** entity → indexes of the props that read it. */
  readonly watchers: number[][];
  /** Set when a clone shares this set: whoever adds next copies it first (`copy`). */
  shared = false;
  /** Which entities' watcher lists are this set's own (null: all of them); the others are copied when first written. */
  private readonly ownedWatchers: Uint8Array | null;

  constructor(entityCount: number, from?: ClueSet) {
    if (from === undefined) {
      this.clues = [];
      this.props = [];
      this.watchers = emptyLists(entityCount);
      this.ownedWatchers = null;
    } else {
      this.clues = from.clues.slice();
      this.props = from.props.slice();
      this.watchers = from.watchers.slice();
      this.ownedWatchers = new Uint8Array(entityCount);
    }
  }

  /** A set with the same content whose lists this one no longer shares (watcher lists are copied lazily). */
  copy(): ClueSet {
    return new ClueSet(this.watchers.length, this);
  }

  /** Appends a propagator and registers it with the entities it reads; returns its index. */
  addProp(prop: Prop): number {
    const i = this.props.length;
    this.props.push(prop);
    const owned = this.ownedWatchers;
    for (const v of prop.vars) {
      if (owned && owned[v] === 0) {
        this.watchers[v] = this.watchers[v]!.slice();
        owned[v] = 1;
      }
      this.watchers[v]!.push(i);
    }
    return i;
  }
}
