// SHA-256 (FIPS 180-4) of an ASCII string, in plain TypeScript so that the package runs
// anywhere (Node, browsers, workers) without a crypto module.

const k = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74,
  0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d,
  0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e,
  0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5,
  0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const w = new Uint32Array(64);

/** Byte i of the padded message: the text, a 1 bit, zeros, and the length in bits (at most 2³² − 1 here). */
function paddedByte(text: string, i: number, blocksLength: number): number {
  if (i < text.length) return text.charCodeAt(i);
  if (i === text.length) return 0x80;
  const fromEnd = blocksLength - i;
  if (fromEnd > 4) return 0;
  return ((text.length * 8) >>> ((fromEnd - 1) * 8)) & 0xff;
}

/**
 * The SHA-256 digest of an ASCII string, as 64 lowercase hex digits.
 *
 * @throws TypeError for a character outside ASCII (callers hash canonical forms, which are ASCII), or a text of 512 MiB or more.
 */
export function sha256Ascii(text: string): string {
  const length = text.length;
  if (!/^[\x00-\x7f]*$/.test(text)) throw new TypeError("sha256Ascii: the text is not ASCII");
  if (length >= 2 ** 29) throw new TypeError("sha256Ascii: the text is too long");
  const blocks = Math.ceil((length + 9) / 64);
  const total = blocks * 64;
  let h0 = 0x6a09e667,
    h1 = 0xbb67ae85,
    h2 = 0x3c6ef372,
    h3 = 0xa54ff53a,
    h4 = 0x510e527f,
    h5 = 0x9b05688c,
    h6 = 0x1f83d9ab,
    h7 = 0x5be0cd19;
  for (let block = 0; block < blocks; block++) {
    const base = block * 64;
    for (let t = 0; t < 16; t++) {
      const i = base + t * 4;
      // Whole words of text are read directly; only the last block or two need padding.
      w[t] =
        i + 3 < length
          ? ((text.charCodeAt(i) << 24) | (text.charCodeAt(i + 1) << 16) | (text.charCodeAt(i + 2) << 8) | text.charCodeAt(i + 3)) >>> 0
          : ((paddedByte(text, i, total) << 24) |
              (paddedByte(text, i + 1, total) << 16) |
              (paddedByte(text, i + 2, total) << 8) |
              paddedByte(text, i + 3, total)) >>>
            0;
    }
    for (let t = 16; t < 64; t++) {
      const x = w[t - 15]!;
      const y = w[t - 2]!;
      const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
      const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
      w[t] = (w[t - 16]! + s0 + w[t - 7]! + s1) >>> 0;
    }
    let a = h0,
      b = h1,
      c = h2,
      d = h3,
      e = h4,
      f = h5,
      g = h6,
      h = h7;
    for (let t = 0; t < 64; t++) {
      const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const choice = (e & f) ^ (~e & g);
      const t1 = (h + s1 + choice + k[t]! + w[t]!) >>> 0;
      const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const majority = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (s0 + majority) >>> 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h0 = (h0 + a) >>> 0;
    h1 = (h1 + b) >>> 0;
    h2 = (h2 + c) >>> 0;
    h3 = (h3 + d) >>> 0;
    h4 = (h4 + e) >>> 0;
    h5 = (h5 + f) >>> 0;
    h6 = (h6 + g) >>> 0;
    h7 = (h7 + h) >>> 0;
  }
  return hex(h0) + hex(h1) + hex(h2) + hex(h3) + hex(h4) + hex(h5) + hex(h6) + hex(h7);
}

const byteHex = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, "0"));

function hex(word: number): string {
  return byteHex[word >>> 24]! + byteHex[(word >>> 16) & 0xff]! + byteHex[(word >>> 8) & 0xff]! + byteHex[word & 0xff]!;
}
