import "./styles.css";
import { App, initialSettings } from "./app.js";
import { loadLocale } from "./locales.js";
import { must } from "./ui/dom.js";

// The page's language first (English comes with the page; another is a chunk of its own).
await loadLocale(initialSettings().locale);
const app = new App(must(document, "#app"));
void app.start();
