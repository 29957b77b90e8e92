// The playground's service worker, written at build time with the list of files the page
// needs: once a visitor has opened the page, it plays with no network (installable too,
// with public/manifest.webmanifest).
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

/** The worker's source: precaches `files`; the page from the network first, everything else from the cache first. */
export function serviceWorker(files: readonly string[]): string {
  const version = createHash("sha256").update(files.join("\n")).digest("hex").slice(0, 12);
  return `// Written by the build (offline/plugin.ts): the playground, offline.
const cache = "zebra-playground-${version}";
const files = ${JSON.stringify(["./", ...files])};
const scope = new URL("./", self.location.href);

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(cache).then((c) => c.addAll(files.map((f) => new URL(f, scope)))).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("zebra-playground-") && k !== cache).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return;
  const page = url.pathname === scope.pathname || url.pathname === scope.pathname + "index.html";
  if (page) {
    // The page itself: the newest when online, the cached one (whatever its query) when not.
    event.respondWith(fetch(request).catch(() => caches.match(new URL("./", scope))));
  } else if (files.some((f) => new URL(f, scope).pathname === url.pathname)) {
    // Built files have a hash in their names: the cached copy is the right one.
    event.respondWith(caches.match(url.pathname).then((hit) => hit ?? fetch(request)));
  }
});
`;
}

/** Writes `sw.js` beside the built page, listing the page's own files (not the guides). */
export function offline(): Plugin {
  return {
    name: "zebra-offline",
    apply: "build",
    writeBundle(options, bundle) {
      const files = Object.keys(bundle)
        .filter((f) => f.startsWith("assets/"))
        .sort();
      writeFileSync(join(options.dir!, "sw.js"), serviceWorker([...files, "manifest.webmanifest", "icon.svg"]));
    },
  };
}
