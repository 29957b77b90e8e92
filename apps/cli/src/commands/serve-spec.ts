import type { CommandSpec } from "../command-spec.js";

/** `zebra serve`: options, help and examples, as data (loaded without the command's dependencies). */
export const serveSpec: CommandSpec = {
  name: "serve",
  summary: "serve rewards over HTTP: grade completions against datasets (OpenRLHF's remote reward model, verl, TRL)",
  usage: "zebra serve --dataset FILE [--dataset FILE…] [--port N] [--score METRIC] [options]",
  positionals: [],
  options: {
    dataset: {
      type: "string",
      value: "FILE",
      multiple: true,
      description: "a dataset to grade against (zebra generate --format jsonl or parquet, or ZebraLogic records); may be repeated",
    },
    port: { type: "string", value: "N", description: "the port on 127.0.0.1 (default 8000; 0 takes a free one, printed)" },
    score: {
      type: "string",
      value: "METRIC",
      description:
        "the reward: binary, cells, blended, question or adjusted (default: what each record's prompt asks: question for --answer-format question, else binary)",
    },
    workers: {
      type: "string",
      value: "N",
      description: "threads that grade, beside the one that reads and answers requests (default: the number of cores minus one; 0 grades in that one thread)",
    },
    "max-body": { type: "string", value: "BYTES", description: "the largest request body (default 8388608, 8 MiB); a larger one gets 413" },
    "max-completion": { type: "string", value: "CHARS", description: "the longest completion graded (default 1000000); a longer one scores as no answer" },
    "max-requests": { type: "string", value: "N", description: "requests handled at once (default 256); more get 503 with Retry-After" },
  },
  notes: [
    'Endpoints: POST /get_reward (OpenRLHF: {"query": [prompt + response…], "prompts": […], "labels": [record ids…]} → {"rewards": […]}, a record found by its id in labels or by its prompt); POST /grade ([{"id", "completion"}] → {"results": [{"id", "score", "metric", "scores", "grade"}]}); GET /health. A bad request gets a JSON {"error": "…"} with status 400, 404, 405, 413, 422 or 503.',
    "The first line on stdout is `listening on http://127.0.0.1:PORT`. Ctrl-C or SIGTERM stops accepting connections, finishes the requests in flight and exits 0.",
    "A client has 20 seconds to send its headers and 60 seconds for its whole request.",
  ],
  examples: [
    ["zebra serve --dataset train.jsonl --port 8000", "rewards for a training run (examples/ has verl and TRL reward functions that call it)"],
    ["zebra serve --dataset train.jsonl --dataset test.jsonl --port 0 --score adjusted", "a free port, and partial credit corrected for chance"],
  ],
};
