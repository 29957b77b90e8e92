export { themes, isTheme, getVocabulary } from "./get-vocabulary.js";
export type { Theme } from "./get-vocabulary.js";
export { defaultVocabulary } from "./themes/default.js";
export { classicVocabulary } from "./themes/classic.js";
export { parseVocabulary } from "./parse-vocabulary.js";
export { largestSize } from "./largest-size.js";
export { templateFields } from "./template-fields.js";
export type { TemplateField } from "./template-fields.js";
