export { parseVocabulary } from "./parse-vocabulary.js";
export { templateFields } from "./template-fields.js";
export type { TemplateField } from "./template-fields.js";
