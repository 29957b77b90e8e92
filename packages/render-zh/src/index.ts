export { renderer, reader, locale, createChineseRenderer } from "./renderer.js";
export { grammar } from "./reading.js";
export type { ChineseRendererOptions } from "./renderer.js";
export { words } from "./theme-words.js";
export { ui } from "./ui.js";
export { chineseNumber, chineseCount } from "./numbers.js";
