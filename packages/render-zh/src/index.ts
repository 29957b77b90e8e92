export { renderer, createChineseRenderer } from "./renderer.js";
export type { ChineseRendererOptions } from "./renderer.js";
export { chineseNumber, chineseCount } from "./numbers.js";
