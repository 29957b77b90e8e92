#!/usr/bin/env node
// A throw-away npm registry on this machine: Verdaccio (a real npm registry server) on
// 127.0.0.1, with its storage and configuration in a new temporary folder. The release test
// publishes every public package to it and installs them from it as a user would.
//
//   node scripts/local-registry.mjs [--port N] [--uplink URL] [--until-killed]
//
// prints one JSON line, {"url":"http://127.0.0.1:PORT/","folder":"/tmp/zebra-registry-…"},
// once the registry answers, then serves until it gets SIGINT or SIGTERM, or, when its standard
// input is not a terminal, until that input closes (so a parent that dies takes it along);
// --until-killed leaves its input alone, for starting it in the background of a script.
// It then stops and deletes its folder. The port is a free one unless --port says otherwise.
//
// Anyone may read and publish any package, anonymously (npm 11 still wants a token line for
// the registry in its npmrc; any token does). `@zebra/*` packages are never looked up anywhere
// else. Other packages come from --uplink when it is given (the npm registry you use, for
// third-party dependencies), and are not found otherwise.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);

/** Verdaccio's configuration (YAML is a superset of JSON, so this is written as JSON). */
export function registryConfig(folder, uplink) {
  const config = {
    storage: join(folder, "storage"),
    auth: { htpasswd: { file: join(folder, "htpasswd"), max_users: -1 } },
    web: { enable: false },
    packages: {
      "@zebra/*": { access: "$all", publish: "$all", unpublish: "$all" },
      "**": { access: "$all", publish: "$all", unpublish: "$all", ...(uplink ? { proxy: "upstream" } : {}) },
    },
    log: { type: "file", path: join(folder, "registry.log"), format: "json", level: "warn" },
  };
  if (uplink) config.uplinks = { upstream: { url: uplink, timeout: "60s" } };
  return config;
}

/**
 * Starts a registry in this process. Resolves once it listens; `stop()` closes it and deletes
 * its folder (safe to call more than once).
 */
export async function startRegistry({ port = 0, uplink } = {}) {
  const folder = mkdtempSync(join(tmpdir(), "zebra-registry-"));
  let server;
  const stop = async () => {
    if (server?.listening) {
      server.closeAllConnections?.();
      await new Promise((done) => server.close(() => done()));
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const configPath = join(folder, "config.yaml");
    writeFileSync(configPath, `${JSON.stringify(registryConfig(folder, uplink), null, 2)}\n`);
    // Verdaccio warns on every start as root and on Node 20; neither matters for a local test registry.
    const emitWarning = process.emitWarning;
    process.emitWarning = (warning, ...rest) => (/superuser/.test(String(warning)) ? undefined : emitWarning.call(process, warning, ...rest));
    const { runServer } = require("verdaccio");
    server = await runServer(configPath);
    await new Promise((done, fail) => {
      server.once("error", fail);
      server.listen(port, "127.0.0.1", () => done());
    });
    const url = `http://127.0.0.1:${server.address().port}/`;
    return { url, folder, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const at = args.indexOf(name);
    return at >= 0 ? args.splice(at, 2)[1] : undefined;
  };
  const port = option("--port");
  const uplink = option("--uplink");
  const untilKilled = args.includes("--until-killed");
  if (untilKilled) args.splice(args.indexOf("--until-killed"), 1);
  if (args.length > 0 || (port !== undefined && !/^\d+$/.test(port))) {
    console.error("usage: node scripts/local-registry.mjs [--port N] [--uplink URL] [--until-killed]");
    process.exit(2);
  }
  try {
    const registry = await startRegistry({ port: port === undefined ? 0 : Number(port), uplink });
    let stopping = false;
    const shutdown = async () => {
      if (stopping) return;
      stopping = true;
      await registry.stop();
      process.exit(0);
    };
    process.on("SIGINT", shutdown);
    process.on("SIGTERM", shutdown);
    if (!process.stdin.isTTY && !untilKilled) {
      // Its parent went away. Started with `&` in a script, its input is /dev/null and it stops
      // at once: say why, since that is a surprise there.
      const inputClosed = () => {
        if (!stopping)
          process.stderr.write(
            "local-registry: standard input closed, stopping (in the background of a script, start it with --until-killed and stop it with kill)\n",
          );
        return shutdown();
      };
      process.stdin.on("end", inputClosed);
      process.stdin.on("close", inputClosed);
      process.stdin.resume();
    }
    // Last resort when the process is ended some other way while serving.
    process.on("exit", () => {
      if (existsSync(registry.folder)) rmSync(registry.folder, { recursive: true, force: true });
    });
    console.log(JSON.stringify({ url: registry.url, folder: registry.folder }));
  } catch (error) {
    console.error(`local-registry: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
