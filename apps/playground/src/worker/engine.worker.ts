import type { Issue } from "@zebra/model";
import { explainFact } from "@zebra/solver";
import { analyze, count, generate, themes } from "./engine.js";
import type { EngineRequest, EngineResponse } from "./protocol.js";

// Every solve and generation runs here, off the page's main thread.
self.addEventListener("message", (e: MessageEvent<EngineRequest>) => {
  const req = e.data;
  let response: EngineResponse;
  try {
    switch (req.kind) {
      case "generate":
        response = { id: req.id, ok: true, result: generate(req.request) };
        break;
      case "analyze":
        response = { id: req.id, ok: true, result: analyze(req.puzzle) };
        break;
      case "why":
        response = { id: req.id, ok: true, result: explainFact(req.puzzle, req.fact) };
        break;
      case "count":
        response = { id: req.id, ok: true, result: count(req.puzzle) };
        break;
      case "themes":
        response = { id: req.id, ok: true, result: themes() };
        break;
    }
  } catch (error) {
    const issues = (error as { issues?: unknown }).issues;
    response = {
      id: req.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
      ...(Array.isArray(issues) ? { issues: issues as Issue[] } : {}),
    };
  }
  (self as unknown as { postMessage(message: EngineResponse): void }).postMessage(response);
});
