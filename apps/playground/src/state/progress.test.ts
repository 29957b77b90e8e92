import { describe, expect, it } from "vitest";
import { ProgressStore, type KeyValueStorage, type Progress } from "./progress.js";
import { formatElapsed, Stopwatch } from "./stopwatch.js";

/** Web Storage over a Map, with a quota in entries. */
function memoryStorage(quota = Infinity): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      if (!map.has(k) && map.size >= quota) throw new DOMException("full", "QuotaExceededError");
      map.set(k, v);
    },
    removeItem: (k) => void map.delete(k),
  };
}

const game: Progress = { marks: "..x.o", struck: [2], notes: "hm", elapsedMs: 61_000, hints: 1, revealed: false };

describe("saved games", () => {
  it("keeps a game per puzzle and reads it back", () => {
    const store = new ProgressStore(memoryStorage());
    expect(store.load("a")).toBeUndefined();
    expect(store.save("a", game)).toBe(true);
    expect(store.load("a")).toEqual(game);
    store.remove("a");
    expect(store.load("a")).toBeUndefined();
  });

  it("drops the oldest games beyond its limit, and makes room when storage is full", () => {
    const storage = memoryStorage();
    const store = new ProgressStore(storage, 3);
    for (const [i, id] of ["a", "b", "c", "d"].entries()) store.save(id, game, 1000 + i);
    expect(store.load("a")).toBeUndefined();
    expect(["b", "c", "d"].map((id) => store.load(id))).toEqual([game, game, game]);
    const full = memoryStorage(2);
    const small = new ProgressStore(full, 10);
    small.save("x", game, 1);
    small.save("y", game, 2);
    expect(small.save("z", game, 3)).toBe(true);
    expect(small.load("z")).toEqual(game);
    expect(small.load("x")).toBeUndefined();
  });

  it("ignores what it cannot read, and says when nothing can be kept", () => {
    const storage = memoryStorage();
    storage.setItem("zebra-playground.progress.bad", "{not json");
    storage.setItem("zebra-playground.progress.odd", JSON.stringify({ saved: 1, progress: { ...game, elapsedMs: "long" } }));
    const store = new ProgressStore(storage);
    expect(store.load("bad")).toBeUndefined();
    expect(store.load("odd")).toBeUndefined();
    expect(new ProgressStore(undefined).save("a", game)).toBe(false);
    expect(new ProgressStore(memoryStorage(0)).save("a", game)).toBe(false);
  });
});

describe("the clock", () => {
  it("counts only while it runs, and starts again from a saved time", () => {
    let now = 0;
    const clock = new Stopwatch(() => now);
    clock.start();
    now = 5000;
    expect(clock.elapsed()).toBe(5000);
    clock.pause();
    now = 9000;
    expect(clock.elapsed()).toBe(5000);
    expect(clock.running).toBe(false);
    clock.start();
    now = 10_000;
    expect(clock.elapsed()).toBe(6000);
    clock.reset(61_000);
    expect(clock.elapsed()).toBe(61_000);
  });

  it("reads like a clock", () => {
    expect(formatElapsed(0)).toBe("0:00");
    expect(formatElapsed(252_400)).toBe("4:12");
    expect(formatElapsed(3_723_000)).toBe("1:02:03");
  });
});
