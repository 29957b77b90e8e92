export { renderer, reader, locale, createJapaneseRenderer } from "./renderer.js";
export { grammar } from "./reading.js";
export type { JapaneseRendererOptions } from "./renderer.js";
export { words } from "./theme-words.js";
export type { JapaneseAttributeWords, JapaneseWords, ValueVerb } from "./theme-words.js";
export { ui } from "./ui.js";
