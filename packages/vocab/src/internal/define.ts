import type { AttributeFamily, UnitId, Vocabulary, VocabularyAttribute } from "@zebra/model";

/** A categorical attribute's id, name and family, without its values. */
export interface CategoricalHead {
  readonly id: string;
  readonly name: string;
  readonly family: Exclude<AttributeFamily, "measure">;
}

/** Builds a categorical attribute: language-neutral ids; each locale package words them. */
export function categorical(spec: CategoricalHead & { readonly values: readonly string[] }): VocabularyAttribute {
  return { id: spec.id, name: spec.name, values: spec.values, numeric: false, family: spec.family };
}

/** Builds a numeric attribute: numbers with a unit, of the `measure` family. */
export function numeric(spec: { readonly id: string; readonly name: string; readonly unit: UnitId; readonly values: readonly number[] }): VocabularyAttribute {
  return { id: spec.id, name: spec.name, values: spec.values, numeric: true, family: "measure", unit: spec.unit };
}

/**
 * Freezes a built-in vocabulary, its attribute list, each attribute and its values: the themes
 * are shared by every caller, and the sampler checks a frozen vocabulary only once.
 */
export function frozenVocabulary(vocabulary: Vocabulary): Vocabulary {
  for (const attribute of vocabulary.attributes) {
    Object.freeze(attribute.values);
    Object.freeze(attribute);
  }
  Object.freeze(vocabulary.attributes);
  return Object.freeze(vocabulary);
}
