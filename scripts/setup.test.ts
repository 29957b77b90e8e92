import { describe, expect, it } from "vitest";
import { runStep } from "./setup.mjs";

/** Runs a step and returns what it printed. */
function step(command: string, verbose = false): { ok: boolean; printed: string } {
  let printed = "";
  const ok = runStep("Building the packages", command, { verbose, write: (text: string) => (printed += text) });
  return { ok, printed };
}

const noisy = (code: number) => `node -e "for (let i = 0; i < 200; i++) console.log('build log line ' + i); console.error('a warning'); process.exit(${code})"`;

describe("set-up steps", () => {
  it("print one line when they succeed, without the command's output", () => {
    const { ok, printed } = step(noisy(0));
    expect(ok).toBe(true);
    expect(printed).toMatch(/^Building the packages… done \(\d+ s\)\n$/);
  });

  it("print the command's whole output when they fail, and say which step failed", () => {
    const { ok, printed } = step(noisy(3));
    expect(ok).toBe(false);
    expect(printed).toMatch(/^Building the packages… failed\n\n/);
    expect(printed).toContain("build log line 0\n");
    expect(printed).toContain("build log line 199\n");
    expect(printed).toContain("a warning\n");
    expect(printed.trimEnd().split("\n").at(-1)).toMatch(/^set-up: building the packages failed \(exit code 3\): `node -e .*`; its output is above$/);
  });
});
