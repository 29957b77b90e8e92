import { version } from "../package.json";

/**
 * The sampler's version, recorded in every puzzle's `meta.version`: the `version` of this
 * package's package.json, read at build time, so a release cannot record another.
 */
export const samplerVersion: string = version;
