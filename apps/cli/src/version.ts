import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** The version of a package by name (its package.json `version`), or "unknown". */
export function packageVersion(name: string): string {
  try {
    return (require(`${name}/package.json`) as { version?: string }).version ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** The CLI's own version. */
export function cliVersion(): string {
  return packageVersion("@zebra/cli");
}
