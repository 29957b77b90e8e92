import type { OptionSpec } from "./command-spec.js";

/** The options every command that takes a puzzle has for texts, as data for `--help`. */
export const textInputOptions = {
  input: {
    type: "string",
    value: "KIND",
    description: "json or text: how to read FILE (default: .json is JSON, .txt and .md are text, otherwise what it starts with)",
  },
  lang: {
    type: "string",
    value: "CODE",
    description: "the language a puzzle text is written in: en, de, zh, ja or any installed locale (default: found from the text, and reported)",
  },
  "text-locale": { type: "string", value: "CODE", description: "the older name of --lang" },
  reading: {
    type: "string",
    value: "CHOICES",
    description: "how to read ambiguous phrases: side=somewhere|immediately, between=unordered|ordered (default somewhere, unordered)",
  },
  lenient: { type: "boolean", description: "accept the closest reading of a sentence whose only flaw is a word the reader does not know" },
  partial: { type: "boolean", description: "use the sentences of a text that were read, leaving out those that were not" },
} as const satisfies Record<string, OptionSpec>;
