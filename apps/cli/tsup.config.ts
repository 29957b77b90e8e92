import { defineConfig } from "tsup";

// Two entries: the `zebra` binary, and the worker that `generate --workers` starts (loaded by
// URL next to the binary, so it must be its own file). The package has no library part.
export default defineConfig({
  entry: { bin: "src/bin.ts", worker: "src/generate/worker.ts" },
  format: ["esm"],
  dts: false,
  clean: true,
  target: "es2022",
  sourcemap: false,
  banner: { js: "#!/usr/bin/env node" },
});
