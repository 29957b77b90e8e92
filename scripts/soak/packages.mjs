// The built workspace packages the soak run exercises: the same code `zebra generate` runs.
// They are loaded from each package's dist/, so the workspace must be built first.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = new URL("../../", import.meta.url);

async function load(name) {
  const url = new URL(`packages/${name}/dist/index.js`, root);
  if (!existsSync(fileURLToPath(url))) {
    throw new Error(`soak: packages/${name} is not built (${fileURLToPath(url)} is missing); run \`pnpm build\` first`);
  }
  return import(url.href);
}

export const model = await load("model");
export const solver = await load("solver");
export const sampler = await load("sampler");
export const vocab = await load("vocab");
