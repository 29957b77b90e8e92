#!/usr/bin/env node
// Circular-import check (`pnpm lint` runs it after check-deps).
//
// Two graphs are checked:
//   - inside each package: relative imports between its source files, with `./x.js`
//     resolved to `./x.ts` the way TypeScript resolves it (also `.tsx`, `.mts`, `.cts`, a
//     folder's `index.ts`, and extensionless specifiers);
//   - between packages: every workspace edge declared in package.json (dependencies,
//     peerDependencies, devDependencies, as pnpm and turbo see them) plus every
//     cross-package import found in sources.
// Type-only imports count too: they cannot break module initialisation, but a cycle of
// types still means two files that cannot be understood (or moved) one without the other;
// shared types belong in a leaf module. The printed path marks such edges `(type)`, so the
// fix is easy to find. Each cycle is printed as a path and the exit code is 1.
//
// The core, `findCycles(workspace)`, is a pure function over the description that
// `readWorkspace` (from check-deps.mjs) builds.
import { posix, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { extractImports, packageNameOf, readWorkspace, repoRoot } from "./check-deps.mjs";

const manifestFields = ["dependencies", "peerDependencies", "devDependencies"];

/** Candidate files a relative specifier may name, in TypeScript's order of preference. */
export function candidatesFor(fromFile, specifier) {
  const base = posix.normalize(posix.join(posix.dirname(fromFile), specifier));
  const out = [];
  const swap = { ".js": [".ts", ".tsx", ".js", ".jsx"], ".jsx": [".tsx", ".jsx"], ".mjs": [".mts", ".mjs"], ".cjs": [".cts", ".cjs"] };
  const ext = posix.extname(base);
  if (swap[ext]) for (const e of swap[ext]) out.push(base.slice(0, -ext.length) + e);
  out.push(base);
  for (const e of [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs"]) out.push(base + e);
  for (const e of [".ts", ".tsx", ".js"]) out.push(`${base}/index${e}`);
  return out;
}

/**
 * Finds the elementary cycles that witness every strongly connected component of a graph
 * (one cycle per component, plus every self-loop). `graph` maps a node to its successors;
 * each returned cycle is a list of nodes whose last element repeats the first.
 */
export function cyclesOf(graph) {
  // Tarjan's strongly connected components, iterative so deep graphs cannot overflow.
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let next = 0;
  const nodes = [...graph.keys()].sort();
  for (const start of nodes) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node] = frame;
      const succ = [...(graph.get(node) ?? [])].sort();
      if (frame[1] < succ.length) {
        const to = succ[frame[1]++];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push([to, 0]);
        } else if (onStack.has(to)) {
          low.set(node, Math.min(low.get(node), index.get(to)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        components.push(component.sort());
      }
    }
  }
  const cycles = [];
  for (const component of components) {
    const inside = new Set(component);
    const first = component[0];
    if (component.length === 1) {
      if ((graph.get(first) ?? new Set()).has(first)) cycles.push([first, first]);
      continue;
    }
    // Shortest path from `first` back to itself inside the component (breadth-first).
    const previous = new Map();
    const queue = [first];
    let found = false;
    for (let head = 0; head < queue.length && !found; head++) {
      const node = queue[head];
      for (const to of [...(graph.get(node) ?? [])].sort()) {
        if (!inside.has(to)) continue;
        if (to === first) {
          previous.set(first, node);
          found = true;
          break;
        }
        if (!previous.has(to)) {
          previous.set(to, node);
          queue.push(to);
        }
      }
    }
    const back = [];
    for (let node = previous.get(first); node !== first; node = previous.get(node)) back.push(node);
    cycles.push([first, ...back.reverse(), first]);
  }
  return cycles.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/**
 * Builds the file graph of each member and the package graph of the workspace, and returns
 * their cycles: `{ kind: "files" | "packages", member?, path: string[], lines?: number[],
 * typeOnly?: boolean[] }`, where `lines[i]` is the line of the import that leads from
 * `path[i]` to `path[i + 1]` and `typeOnly[i]` tells whether that edge is erased at run time.
 */
export function findCycles(workspace) {
  const members = workspace.members;
  const names = new Set(members.map((m) => m.name));
  const result = [];
  const packageGraph = new Map(members.map((m) => [m.name, new Set()]));

  for (const member of members) {
    for (const field of manifestFields) {
      for (const dep of Object.keys(member.manifest[field] ?? {})) if (names.has(dep)) packageGraph.get(member.name).add(dep);
    }
    const files = new Set(member.files.map((f) => f.path));
    const graph = new Map();
    const lineOf = new Map();
    for (const file of member.files) {
      const edges = new Set();
      graph.set(file.path, edges);
      for (const { specifier, line, typeOnly } of extractImports(file.text, file.path)) {
        if (specifier === null) continue;
        if (!specifier.startsWith(".")) {
          const name = packageNameOf(specifier);
          if (name && names.has(name) && name !== member.name) packageGraph.get(member.name).add(name);
          continue;
        }
        const target = candidatesFor(file.path, specifier).find((c) => files.has(c));
        if (!target) continue; // unresolved: the type checker reports it
        edges.add(target);
        const key = `${file.path}\0${target}`;
        const seen = lineOf.get(key);
        // Remember the first runtime import of the edge, else its first type-only one.
        if (!seen || (seen.typeOnly && !typeOnly)) lineOf.set(key, { line, typeOnly });
      }
    }
    for (const path of cyclesOf(graph)) {
      const via = path.slice(0, -1).map((from, i) => lineOf.get(`${from}\0${path[i + 1]}`));
      result.push({ kind: "files", member: member.name, path, lines: via.map((v) => v.line), typeOnly: via.map((v) => v.typeOnly) });
    }
  }
  for (const path of cyclesOf(packageGraph)) result.push({ kind: "packages", path });
  return result;
}

/** One human-readable line for a cycle. */
export function formatCycle(cycle) {
  if (cycle.kind === "packages") return `package cycle: ${cycle.path.join(" -> ")}`;
  const steps = cycle.path.map((file, i) => (i < cycle.lines.length ? `${file}:${cycle.lines[i]}${cycle.typeOnly[i] ? " (type)" : ""}` : file));
  return `import cycle in ${cycle.member}: ${steps.join(" -> ")}`;
}

function main(argv) {
  const workspace = readWorkspace(argv[0] ? resolve(argv[0]) : repoRoot);
  const cycles = findCycles(workspace);
  if (cycles.length > 0) {
    for (const cycle of cycles) console.error(formatCycle(cycle));
    console.error(`check-cycles: ${cycles.length} cycle${cycles.length === 1 ? "" : "s"} found`);
    return 1;
  }
  const files = workspace.members.reduce((n, m) => n + m.files.length, 0);
  console.log(`check-cycles: ok (no cycles among ${workspace.members.length} workspace members and ${files} source files)`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
