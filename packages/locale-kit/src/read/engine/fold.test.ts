import { describe, expect, it } from "vitest";
import { fold, foldFully, isUnspacedChar } from "./fold.js";

describe("fold", () => {
  it("folds Latin-1 text, by its table, as the full normalisation does", () => {
    const texts = [
      "Die Person, die Crème brûlée bestellt, wohnt irgendwo rechts vom Piloten.",
      "Der Däne wohnt direkt links vom weißen Haus; die 175 cm GROSSE Person heißt Jürgen.",
      "  ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞß àáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿ  ",
      "Señora Muñoz `trinkt`\tCafé\n\nau lait",
    ];
    for (const text of texts) expect(fold(text)).toBe(foldFully(text));
    expect(fold("Größe Straße Äpfel")).toBe("große straße apfel");
  });

  it("leaves every other text to the full normalisation", () => {
    for (const text of ["ｆｕｌｌ ｗｉｄｔｈ", "“Ærø” – ﬁne", "Zoë\u00a0Ŝ", "Ÿ¨", "二軒目の人"]) expect(fold(text)).toBe(foldFully(text));
  });
});

describe("isUnspacedChar", () => {
  it("tells Chinese, Japanese and Korean characters from Latin ones", () => {
    expect(["中", "の", "カ", "ー", "々", "한"].every(isUnspacedChar)).toBe(true);
    expect(["a", "ß", "é", "1", " ", ""].some(isUnspacedChar)).toBe(false);
  });
});
