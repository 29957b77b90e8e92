import "./styles.css";
import { App } from "./app.js";
import { loadLocale } from "./locales.js";
import { initialSettings } from "./state/settings.js";
import { must } from "./ui/dom.js";

// The page's language before the page: English comes with it, every other one is a chunk of
// its own, fetched only when it is shown (here, from the address, or from the switch).
await loadLocale(initialSettings().locale);
const app = new App(must(document, "#app"));
await app.start();
// Offline play once the page has been opened. Only the built site has the worker (see
// offline/plugin.ts); the dev server answers 404, and the page plays online as before.
if ("serviceWorker" in navigator) await navigator.serviceWorker.register("./sw.js").catch(() => undefined);
