/** The sampler's version, recorded in every puzzle's `meta.version` (kept equal to package.json's). */
export const samplerVersion = "0.1.0";
