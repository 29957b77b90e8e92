export { renderer, reader, locale, createEnglishRenderer, formatIssue } from "./renderer.js";
export { grammar } from "./reading.js";
export type { EnglishRendererOptions } from "./renderer.js";
export { words } from "./theme-words.js";
export { ui } from "./ui.js";
export { ordinal, ordinalWord, numberWord } from "./numbers.js";
