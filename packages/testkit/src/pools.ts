/**
 * Generic attributes the testkit draws puzzles from when no vocabulary is given: plain English
 * words, a Chinese attribute (wide characters), values with Markdown characters, numbers.
 * Every pool has at least 12 values, so puzzles of up to 12 houses can use any of them.
 */
export const genericPools: readonly { readonly name: string; readonly values: readonly string[] }[] = [
  { name: "Color", values: ["red", "green", "white", "yellow", "blue", "ivory", "purple", "orange", "pink", "gray", "black", "teal", "brown"] },
  { name: "Pet", values: ["dog", "cat", "zebra", "horse", "bird", "fish", "snail", "fox", "rabbit", "hamster", "turtle", "parrot", "lizard"] },
  { name: "Name", values: ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Heidi", "Ivan", "Judy", "Mallory", "Oscar", "Peggy"] },
  { name: "Drink", values: ["tea", "coffee", "milk", "water", "orange juice", "beer", "cocoa", "soda", "wine", "lemonade", "cider", "kefir"] },
  { name: "Sport", values: ["table tennis", "ice hockey", "golf", "rugby", "chess", "judo", "rowing", "fencing", "cricket", "polo", "curling", "squash"] },
  { name: "颜色", values: ["红", "绿", "白", "黄", "蓝", "紫", "橙", "粉", "灰", "黑", "青", "棕"] },
  { name: "Language", values: ["C#", "F*", "x_y", "[tag]", "a|b", "<b>", "R&D", "2^3", "50%", "#1", "`code`", "back\\slash"] },
  { name: "Car", values: ["Ford", "Honda", "BMW", "Audi", "Fiat", "Kia", "Seat", "Skoda", "Volvo", "Lada", "Tesla", "Mini"] },
];

/** Generic numeric attributes: a name and the range its values are drawn from. */
export const numericPools: readonly { readonly name: string; readonly min: number; readonly max: number }[] = [
  { name: "Age", min: 18, max: 90 },
  { name: "Floor", min: 1, max: 40 },
  { name: "Score", min: -20, max: 120 },
];
