// The mistakes a Japanese editor marks in our texts, as checks the tests run over generated
// text (the conformance suite's sentences, and this package's own tests of clauses, app
// strings and messages). Test code: the package's entry point does not export it.
import { escapeMarkdown } from "@zebra/locale-kit";

/**
 * Text that may stand in a Japanese text as it is: the names and values of puzzles written in
 * another language (a puzzle without a Japanese lexicon shows its own words: ペットがzebraの人).
 */
export type DataTokens = readonly string[];

/** Layout and notation that keeps half-width characters: list numbers, Markdown marks, the position-code formula. */
// The indentation a mark may follow stays on its line, and a number starts where no digit is
// before it, so that no pattern scans a long run again from each of its characters.
const layout: readonly RegExp[] = [
  /^[^\S\n\r\u2028\u2029]*\d+\. /gm, // numbered lists
  /^[^\S\n\r\u2028\u2029]*(?:#+|-) /gm, // Markdown headings and list items
  /^ +/gm, // indentation of sub-steps
  /(?<!\d)\d+·[xy] \+ x/g, // the position-code question: 6·y + x
  /(?<!\d)\d+ × \d+ \+ \d+ = \d+/g, // its answer: 6 × 1 + 4 = 10
  /[xy](?=軒目)/g, // x軒目, y軒目
  /(?<![\d.])-(?=\d)/g, // negative numbers
  /(?<=\d)\.(?=\d)/g, // decimal points
];

/** What no Japanese sentence of ours may contain, once data and layout are set aside. */
const mistakes: readonly { readonly name: string; readonly re: { test(text: string): boolean } }[] = [
  { name: "ASCII letters outside names", re: /[A-Za-z]/ },
  { name: "half-width punctuation", re: /[,.;:!?()[\]"'<>-]/ },
  { name: "space between words", re: / / },
  { name: "half-width katakana", re: /[\uff61-\uff9f]/ },
  { name: "full-width digits or letters (figures are half-width)", re: /[０-９Ａ-Ｚａ-ｚ]/ },
  { name: "ideographic space", re: /\u3000/ },
  { name: "list of house numbers without the counter (2、3軒目)", re: /\d[、かと]\d+軒目/ },
  { name: "a house's resident of a resident (の住人の住人)", re: /の住人の住人/ },
  {
    name: "the resident of a house said to live somewhere (3軒目の住人は…に住んでいる)",
    // Sentence by sentence (up to 。「」), so that the search stays linear in the text.
    re: {
      test: (text: string) =>
        text.split(/[。「」]/).some((part) => {
          const resident = /\d軒目の住人[はが]/.exec(part);
          return resident !== null && part.includes("住んで", resident.index + resident[0].length);
        }),
    },
  },
  { name: "copula である before a noun (40歳である人)", re: /である(?:人|家)/ },
  { name: "doubled particle", re: /(?<![\u3041-\u3096])(?:はは|がが|をを|のの|にに)(?![\u3041-\u3096])/ },
  { name: "doubled noun from joined phrases (人人, 家家)", re: /人人|家家|軒目軒目/ },
  { name: "semicolon or colon inside a sentence", re: /[；]/ },
  { name: "sentences separated by a space", re: /。 / },
  { name: "steps counted with 個 (手順は12個, for 全12手順)", re: /手順は\d+個/ },
  { name: "a supposition running on into しかし (…とすると、しかしそれでは)", re: /とすると、しかし/ },
  // A reason about one person or house, its subject named again right after ので: Japanese
  // carries the topic on. (Data set aside all look alike: a subject with data is not compared.)
  { name: "the same subject named twice across ので (Xは…ので、Xは…)", re: { test: subjectTwiceAcrossNode } },
];

/** Which style a text is in: puzzle texts are written (である), the apps and messages speak politely (です・ます). */
export type Style = "written" | "polite";

/** A sentence of the other style mixed in. */
const styleMistakes: { readonly [S in Style]: readonly { readonly name: string; readonly re: RegExp }[] } = {
  written: [
    { name: "plain だ in the である style", re: /(?<![なの])だ(?=[。、]|ので)/ },
    { name: "polite ending in a statement (です。/ます。)", re: /(?:です|ます)[。、]/ },
    // The question is part of the puzzle text: one register from the first sentence to the answer.
    { name: "polite question in the である style (ですか？/ますか？)", re: /(?:です|ます)か[？?]/ },
  ],
  polite: [{ name: "written である in a polite text", re: /である[。、]/ }],
};

/**
 * The Japanese mistakes in a text: ASCII letters or half-width punctuation outside data and
 * layout, spaces between words, counters missing from lists of houses, doubled phrases,
 * a sentence in the other style (だ or です/ます in a puzzle's statement, である in a message).
 *
 * @param text - a rendered sentence, puzzle, solution, message or app string.
 * @param tokens - data that may appear as written.
 * @param style - the style of the text: `written` (puzzle texts, the default) or `polite`.
 * @returns the names of the mistakes found.
 */
export function japaneseProblems(text: string, tokens: DataTokens = [], style: Style = "written"): string[] {
  let rest = text;
  for (const token of tokens) if (rest.includes(token)) rest = rest.split(token).join("\u0000");
  for (const re of layout) rest = rest.replace(re, "\u0000");
  return [...mistakes, ...styleMistakes[style]].filter((m) => m.re.test(rest)).map((m) => m.name);
}

/**
 * The data tokens of a set of names and values, as they appear in text and in Markdown
 * (escaped), longest first so that a name inside another is removed with it.
 */
export function dataTokens(texts: Iterable<string>): DataTokens {
  const out = new Set<string>();
  for (const text of texts) {
    if (!/[A-Za-z,.;:!?()[\]"'<>\- ]/.test(text)) continue;
    out.add(text);
    out.add(escapeMarkdown(text));
  }
  return [...out].sort((a, b) => b.length - a.length);
}

/**
 * Xは…ので、Xは: a topic named again right after ので. X starts a sentence or follows a space and
 * holds no 、「」 or space; between its は and ので no 「」 and no は but in には or では. A scan
 * sentence by sentence: the pattern, with its back-reference, would backtrack.
 */
function subjectTwiceAcrossNode(text: string): boolean {
  const breaksTopic = (c: string) => "、「」\u0000".includes(c) || /\s/.test(c);
  for (const part of text.split("。")) {
    for (let start = 0; start < part.length; start++) {
      if (start > 0 && !/\s/.test(part[start - 1]!)) continue;
      for (let wa = start + 1; wa < part.length && !breaksTopic(part[wa - 1]!); wa++) {
        if (part[wa] === "は" && topicAgainAfterNode(part, wa + 1, part.slice(start, wa))) return true;
      }
    }
  }
  return false;
}

/** Whether, from `from` on, the sentence reaches ので、 followed by `topic`は without passing 「」 or a bare は. */
function topicAgainAfterNode(part: string, from: number, topic: string): boolean {
  for (let p = from; p < part.length; p++) {
    if (part.startsWith("ので、", p) && part.startsWith(`${topic}は`, p + 3)) return true;
    const c = part[p]!;
    if (c === "「" || c === "」") return false;
    if (c === "は" && !(p > from && (part[p - 1] === "に" || part[p - 1] === "で"))) return false;
  }
  return false;
}
