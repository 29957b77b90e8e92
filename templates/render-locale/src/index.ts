export { renderer, reader, locale } from "./renderer.js";
export { grammar } from "./reading.js";
export { words } from "./theme-words.js";
export { ui } from "./ui.js";
