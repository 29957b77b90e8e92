// The runnable examples of a README, and the means to run and type-check them.
//
// An example is a fenced code block whose info string is `ts example` or `js example`. When the
// next fenced block is a `text output` block, it is exactly what the example prints; an example
// without one must print nothing. Markdown renderers take the first word of the info string as
// the language, so readers see ordinary TypeScript and text.
//
// scripts/readme-examples.test.ts runs every public package's examples against the built
// packages; the release test runs some of them again against the packages installed from a
// registry.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const require = createRequire(import.meta.url);

/** One example of a README: its code, the output it must print, and where it starts (1-based line). */
export function readmeExamples(markdown, file = "README.md") {
  const lines = markdown.split(/\r?\n/);
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, info] = open;
    const body = [];
    let j = i + 1;
    while (j < lines.length && !(lines[j].trim().startsWith(fence) && lines[j].trim().replace(/[`~]/g, "") === "" && lines[j].trim().length >= fence.length)) {
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j]);
      j++;
    }
    if (j >= lines.length) throw new Error(`${file}:${i + 1}: the code block is never closed`);
    blocks.push({ line: i + 1, info: info.trim().split(/\s+/), text: body.join("\n") });
    i = j;
  }
  const examples = [];
  for (let k = 0; k < blocks.length; k++) {
    const [lang, role] = blocks[k].info;
    if (role === "output") {
      if (lang !== "text") throw new Error(`${file}:${blocks[k].line}: an output block is written \`\`\`text output`);
      const previous = blocks[k - 1];
      if (previous?.info[1] !== "example") throw new Error(`${file}:${blocks[k].line}: this output block does not follow an example`);
      continue;
    }
    if (role !== "example") continue;
    if (lang !== "ts" && lang !== "js") throw new Error(`${file}:${blocks[k].line}: examples are \`\`\`ts example or \`\`\`js example, not ${lang}`);
    const next = blocks[k + 1];
    const output = next && next.info[1] === "output" ? `${next.text}\n` : "";
    examples.push({ file, line: blocks[k].line, lang, code: `${blocks[k].text}\n`, output });
  }
  return examples;
}

/** The example as a JavaScript module (TypeScript has its types removed). */
export function compileExample(example) {
  if (example.lang === "js") return example.code;
  const ts = require("typescript");
  const { outputText, diagnostics } = ts.transpileModule(example.code, {
    fileName: "example.mts",
    reportDiagnostics: true,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
  });
  if (diagnostics?.length) throw new Error(`${example.file}:${example.line}: ${ts.flattenDiagnosticMessageText(diagnostics[0].messageText, "\n")}`);
  return outputText;
}

/** The file name an example is written to in a project folder (an ES module). */
export function exampleFileName(example, extension = "mjs") {
  const base = example.file.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "");
  return `example-${base}-${example.line}.${extension}`;
}

/**
 * Runs an example with Node in `cwd` (a folder whose node_modules holds the packages it
 * imports). Returns what it printed; `error` is set when it failed.
 */
export function runExample(example, { cwd, env = process.env, timeout = 60_000 }) {
  const path = join(cwd, exampleFileName(example));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, compileExample(example));
  try {
    const stdout = execFileSync(process.execPath, [path], { cwd, env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout });
    return { stdout, error: null };
  } catch (error) {
    const stderr = String(error.stderr ?? "").trim();
    return { stdout: String(error.stdout ?? ""), error: stderr || error.message };
  }
}

/** Trailing spaces and trailing blank lines do not count. */
const normalise = (text) => text.replace(/[ \t]+$/gm, "").replace(/\n+$/, "");

/** What is wrong with an example's run, or null when it printed exactly its output block. */
export function checkExampleRun(example, run) {
  const where = `${example.file}:${example.line}`;
  if (run.error) return `${where}: the example failed: ${run.error}`;
  if (normalise(run.stdout) === normalise(example.output)) return null;
  if (example.output === "") return `${where}: the example printed output but has no \`\`\`text output block:\n${run.stdout}`;
  return `${where}: the example printed\n${run.stdout}\nbut its output block says\n${example.output}`;
}

/**
 * Type-checks TypeScript examples as a user's strict ES module project would, with the
 * packages' published declarations from `cwd`'s node_modules. Returns one message per error.
 */
export function typecheckExamples(examples, { cwd }) {
  const ts = require("typescript");
  const files = new Map();
  for (const example of examples.filter((e) => e.lang === "ts")) {
    const path = join(cwd, exampleFileName(example, "mts"));
    writeFileSync(path, example.code);
    files.set(path, example);
  }
  const program = ts.createProgram([...files.keys()], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    lib: ["lib.es2022.d.ts"],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: ["node"],
    typeRoots: [join(root, "node_modules", "@types")],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const example = d.file ? files.get(d.file.fileName) : undefined;
    const message = ts.flattenDiagnosticMessageText(d.messageText, "\n");
    if (!d.file || d.start === undefined) return message;
    const { line } = d.file.getLineAndCharacterOfPosition(d.start);
    return example ? `${example.file}:${example.line + 1 + line}: ${message}` : `${d.file.fileName}:${line + 1}: ${message}`;
  });
}
