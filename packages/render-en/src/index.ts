export { renderer, createEnglishRenderer } from "./renderer.js";
export type { EnglishRendererOptions } from "./renderer.js";
export { ordinal, ordinalWord, numberWord } from "./numbers.js";
