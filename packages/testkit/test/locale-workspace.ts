// Sets up a pseudo-locale made from templates/render-locale in a folder outside the workspace,
// ready to build with tsup: the tests of the locale template and the release test share it.
import { copyFileSync, mkdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";
// @ts-expect-error: a plain JavaScript script without type declarations
import { scaffoldLocale } from "../../../scripts/new-locale.mjs";

/**
 * Scaffolds the locale `xx` ("Pseudo-English") under `folder`/packages, with the workspace's
 * base tsconfig, its node_modules, and links to this checkout's `@zebra/model`, `@zebra/locale-kit` and
 * `@zebra/testkit` (so `pnpm publish` turns `workspace:^` into the range of their version).
 * Returns the locale package's folder.
 */
export function scaffoldPseudoLocale(root: string, folder: string): string {
  mkdirSync(folder, { recursive: true });
  copyFileSync(join(root, "tsconfig.base.json"), join(folder, "tsconfig.base.json"));
  symlinkSync(join(root, "node_modules"), join(folder, "node_modules"), "dir");
  const target: string = scaffoldLocale("xx", "Pseudo-English", join(folder, "packages"));
  mkdirSync(join(target, "node_modules", "@zebra"), { recursive: true });
  for (const name of ["model", "locale-kit", "testkit"]) {
    symlinkSync(join(root, "packages", name), join(target, "node_modules", "@zebra", name), "dir");
  }
  return target;
}

/** The command that builds a scaffolded locale: tsup, run with this Node, in the locale's folder. */
export function tsupCommand(root: string): [string, string[]] {
  return [process.execPath, [join(root, "node_modules", "tsup", "dist", "cli-default.js")]];
}
