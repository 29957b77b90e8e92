export { renderer, reader, locale, createGermanRenderer } from "./renderer.js";
export type { GermanRendererOptions } from "./renderer.js";
export { grammar } from "./reading.js";
export { words } from "./theme-words.js";
export { ui } from "./ui.js";
export { inflect } from "./grammar.js";
