import "./styles.css";
import { App } from "./app.js";
import { loadAllLocales, loadLocale } from "./locales.js";
import { initialSettings } from "./state/settings.js";
import { must } from "./ui/dom.js";

// The languages before the page: English comes with it, every other one is a chunk of its
// own, fetched side by side, so that the language switch answers at once.
await Promise.all([loadLocale(initialSettings().locale), loadAllLocales()]);
const app = new App(must(document, "#app"));
await app.start();
// Offline play once the page has been opened. Only the built site has the worker (see
// offline/plugin.ts); the dev server answers 404, and the page plays online as before.
if ("serviceWorker" in navigator) await navigator.serviceWorker.register("./sw.js").catch(() => undefined);
