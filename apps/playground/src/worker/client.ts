import type { Issue } from "@zebra/model";
import type { EngineRequest, EngineResponse, EngineResults } from "./protocol.js";

/** Raised for a request that the engine rejected with a message (and sometimes issues). */
export class EngineError extends Error {
  constructor(
    message: string,
    readonly issues?: readonly Issue[],
  ) {
    super(message);
  }
}

/** Raised for requests dropped because a newer one replaced them. */
export class Cancelled extends Error {
  constructor() {
    super("cancelled");
  }
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Body<K extends EngineRequest["kind"]> = Omit<Extract<EngineRequest, { kind: K }>, "id" | "kind">;

/**
 * Talks to the engine worker, where every solve and generation runs so the page stays
 * responsive. `cancel()` ends the worker (stopping a long generation) and starts a new one.
 */
export class EngineClient {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL("./engine.worker.ts", import.meta.url), { type: "module", name: "zebra-engine" });
    worker.addEventListener("message", (e: MessageEvent<EngineResponse>) => {
      const msg = e.data;
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      if (msg.ok) p.resolve(msg.result);
      else p.reject(new EngineError(msg.message, msg.issues));
    });
    worker.addEventListener("error", (e) => {
      const error = new Error(e.message || "the engine worker failed to start");
      for (const p of this.pending.values()) p.reject(error);
      this.pending.clear();
      this.worker?.terminate();
      this.worker = undefined;
    });
    this.worker = worker;
    return worker;
  }

  /** Sends a request; resolves with its result. */
  request<K extends EngineRequest["kind"]>(kind: K, body: Body<K>): Promise<EngineResults[K]> {
    const id = this.nextId++;
    const worker = this.ensure();
    return new Promise<EngineResults[K]>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ id, kind, ...body } as EngineRequest);
    });
  }

  /** Drops every request in flight (they reject with `Cancelled`) and ends the worker. */
  cancel(): void {
    if (this.pending.size === 0) return;
    this.worker?.terminate();
    this.worker = undefined;
    for (const p of this.pending.values()) p.reject(new Cancelled());
    this.pending.clear();
  }

  /** Whether requests are in flight. */
  get busy(): boolean {
    return this.pending.size > 0;
  }
}
