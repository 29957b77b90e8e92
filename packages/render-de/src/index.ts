export { renderer, locale } from "./renderer.js";
export { words } from "./theme-words.js";
export { ui } from "./ui.js";
export { inflect } from "./grammar.js";
