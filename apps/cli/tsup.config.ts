import { defineConfig } from "tsup";

// Three entries: the `zebra` binary, the small library part, and the worker that
// `generate --workers` starts (loaded by URL next to the binary, so it must be its own file).
export default defineConfig([
  {
    entry: { index: "src/index.ts" },
    format: ["esm"],
    dts: true,
    clean: true,
    target: "es2022",
    sourcemap: false,
  },
  {
    entry: { bin: "src/bin.ts", worker: "src/generate/worker.ts" },
    format: ["esm"],
    dts: false,
    clean: false,
    target: "es2022",
    sourcemap: false,
    banner: ({ format }) => ({ js: "#!/usr/bin/env node" }),
  },
]);
