import { defineConfig } from "tsup";

// Three entries: the `zebra` binary, and the workers that `generate --workers` and `serve
// --workers` start (loaded by URL next to the binary, so each must be its own file). The
// package has no library part.
export default defineConfig({
  entry: { bin: "src/bin.ts", worker: "src/generate/worker.ts", "grade-worker": "src/serve/grade-worker.ts" },
  format: ["esm"],
  dts: false,
  clean: true,
  target: "es2022",
  sourcemap: false,
  banner: { js: "#!/usr/bin/env node" },
});
