import type { Vocabulary } from "@zebra/model";
import { categorical, frozenVocabulary, numeric } from "../internal/define.js";
import { nationalityHead, houseColorHead, petHead, drinkHead } from "./shared-heads.js";

// The language-neutral part of the default theme: attribute ids, names, families, units and
// value ids. Content rules (the tests enforce them):
// - every attribute has at least 12 values, so every attribute serves puzzles of 12 houses;
// - neutral content: no brands, no tobacco or alcohol;
// - numeric values ascend and differ pairwise by at least 2, so "years", "floors" and the like
//   are always plural in a difference;
// - each locale package words every attribute and value (its tests check that it does).
// Value ids are short English words; they are what a puzzle document records.

const name = categorical({
  id: "name",
  name: "Name",
  family: "identity",
  values: [
    "Alice",
    "Bob",
    "Carol",
    "David",
    "Emma",
    "Frank",
    "Grace",
    "Henry",
    "Ivy",
    "Jack",
    "Kate",
    "Liam",
    "Mia",
    "Nina",
    "Oscar",
    "Paul",
    "Ruth",
    "Sam",
    "Tom",
    "Vera",
  ],
});

const nationality = categorical({
  ...nationalityHead,
  values: [
    "Argentinian",
    "Australian",
    "Brazilian",
    "Canadian",
    "Egyptian",
    "German",
    "Greek",
    "Indian",
    "Italian",
    "Kenyan",
    "Korean",
    "Mexican",
    "Moroccan",
    "Norwegian",
    "Peruvian",
    "Swede",
  ],
});

const houseColor = categorical({
  ...houseColorHead,
  values: ["red", "green", "white", "yellow", "blue", "orange", "purple", "pink", "brown", "gray", "black", "ivory", "teal", "beige"],
});

const drink = categorical({
  ...drinkHead,
  values: [
    "tea",
    "coffee",
    "milk",
    "water",
    "lemonade",
    "cocoa",
    "orange juice",
    "apple juice",
    "grape juice",
    "tomato juice",
    "soy milk",
    "coconut water",
    "ginger ale",
    "mint tea",
  ],
});

const pet = categorical({
  ...petHead,
  values: ["dog", "cat", "horse", "zebra", "rabbit", "hamster", "goldfish", "turtle", "parrot", "snake", "ferret", "lizard", "guinea pig", "hedgehog"],
});

const car = categorical({
  id: "car",
  name: "Car",
  family: "action",
  values: [
    "sedan",
    "convertible",
    "minivan",
    "pickup truck",
    "hatchback",
    "station wagon",
    "coupe",
    "limousine",
    "sports car",
    "electric car",
    "camper van",
    "vintage car",
    "SUV",
  ],
});

const transport = categorical({
  id: "transport",
  name: "Transport",
  family: "action",
  values: ["bicycle", "bus", "train", "tram", "subway", "ferry", "scooter", "motorbike", "cable car", "helicopter", "kayak", "taxi", "monorail"],
});

const sport = categorical({
  id: "sport",
  name: "Sport",
  family: "action",
  values: [
    "basketball",
    "tennis",
    "volleyball",
    "baseball",
    "badminton",
    "table tennis",
    "golf",
    "cricket",
    "hockey",
    "handball",
    "squash",
    "softball",
    "water polo",
    "billiards",
    "rugby",
  ],
});

const instrument = categorical({
  id: "instrument",
  name: "Instrument",
  family: "action",
  values: [
    "piano",
    "violin",
    "guitar",
    "cello",
    "flute",
    "trumpet",
    "harp",
    "drums",
    "clarinet",
    "saxophone",
    "accordion",
    "banjo",
    "harmonica",
    "ukulele",
    "oboe",
    "trombone",
  ],
});

const food = categorical({
  id: "food",
  name: "Food",
  family: "action",
  values: ["pasta", "curry", "paella", "dumplings", "tacos", "risotto", "lasagna", "ramen", "fried rice", "falafel", "goulash", "sushi", "pizza", "omelettes"],
});

const fruit = categorical({
  id: "fruit",
  name: "Fruit",
  family: "action",
  values: [
    "apple",
    "banana",
    "cherry",
    "grape",
    "mango",
    "peach",
    "pear",
    "plum",
    "strawberry",
    "watermelon",
    "pineapple",
    "fig",
    "apricot",
    "blueberry",
    "kiwi",
    "lychee",
  ],
});

const dessert = categorical({
  id: "dessert",
  name: "Dessert",
  family: "action",
  values: [
    "tiramisu",
    "cheesecake",
    "ice cream",
    "apple pie",
    "brownies",
    "creme brulee",
    "baklava",
    "macarons",
    "panna cotta",
    "churros",
    "mochi",
    "waffles",
    "sorbet",
    "carrot cake",
  ],
});

const flower = categorical({
  id: "flower",
  name: "Flower",
  family: "action",
  values: [
    "rose",
    "tulip",
    "daisy",
    "lily",
    "orchid",
    "sunflower",
    "lavender",
    "peony",
    "iris",
    "daffodil",
    "carnation",
    "chrysanthemum",
    "jasmine",
    "hydrangea",
    "violet",
    "lotus",
  ],
});

const tree = categorical({
  id: "tree",
  name: "Tree",
  family: "action",
  values: ["oak", "maple", "birch", "willow", "pine", "cedar", "elm", "beech", "spruce", "cypress", "palm", "chestnut", "poplar", "linden", "ginkgo"],
});

const gemstone = categorical({
  id: "gemstone",
  name: "Gemstone",
  family: "action",
  values: [
    "ruby",
    "emerald",
    "sapphire",
    "diamond",
    "pearl",
    "opal",
    "amethyst",
    "topaz",
    "garnet",
    "jade",
    "onyx",
    "turquoise",
    "aquamarine",
    "amber",
    "moonstone",
  ],
});

const hobby = categorical({
  id: "hobby",
  name: "Hobby",
  family: "action",
  values: [
    "painting",
    "knitting",
    "fishing",
    "hiking",
    "pottery",
    "dancing",
    "yoga",
    "origami",
    "juggling",
    "surfing",
    "rock climbing",
    "camping",
    "stamp collecting",
    "calligraphy",
    "woodworking",
    "sailing",
    "astronomy",
  ],
});

const bookGenre = categorical({
  id: "book-genre",
  name: "Book",
  family: "action",
  values: [
    "mystery",
    "romance",
    "science fiction",
    "fantasy",
    "poetry",
    "history",
    "biography",
    "thriller",
    "horror",
    "travel",
    "comics",
    "philosophy",
    "western",
    "fairy tale",
    "adventure",
    "cookbook",
  ],
});

const musicGenre = categorical({
  id: "music-genre",
  name: "Music",
  family: "action",
  values: [
    "jazz",
    "blues",
    "rock",
    "pop",
    "reggae",
    "classical",
    "hip hop",
    "country",
    "folk",
    "opera",
    "soul",
    "funk",
    "electronic",
    "punk",
    "gospel",
    "heavy metal",
  ],
});

const city = categorical({
  id: "city",
  name: "City",
  family: "action",
  values: [
    "Paris",
    "London",
    "Tokyo",
    "Rome",
    "Cairo",
    "Sydney",
    "Lima",
    "Oslo",
    "Vienna",
    "Prague",
    "Lisbon",
    "Istanbul",
    "Nairobi",
    "Toronto",
    "Seoul",
    "Mumbai",
  ],
});

const boardGame = categorical({
  id: "board-game",
  name: "Game",
  family: "action",
  values: ["chess", "checkers", "Chinese checkers", "backgammon", "go", "shogi", "xiangqi", "reversi", "gomoku", "ludo", "tic-tac-toe", "janggi", "mancala"],
});

const bird = categorical({
  id: "bird",
  name: "Bird",
  family: "action",
  values: [
    "owl",
    "eagle",
    "robin",
    "sparrow",
    "swan",
    "heron",
    "pelican",
    "flamingo",
    "woodpecker",
    "hummingbird",
    "peacock",
    "penguin",
    "stork",
    "kingfisher",
    "magpie",
    "toucan",
  ],
});

const job = categorical({
  id: "job",
  name: "Job",
  family: "identity",
  values: [
    "baker",
    "carpenter",
    "chef",
    "dentist",
    "doctor",
    "farmer",
    "firefighter",
    "journalist",
    "lawyer",
    "librarian",
    "mechanic",
    "nurse",
    "pharmacist",
    "pilot",
    "plumber",
    "teacher",
  ],
});

const language = categorical({
  id: "language",
  name: "Language",
  family: "action",
  values: [
    "Spanish",
    "French",
    "Japanese",
    "Arabic",
    "Swahili",
    "Hindi",
    "Portuguese",
    "Dutch",
    "Polish",
    "Finnish",
    "Hungarian",
    "Turkish",
    "Esperanto",
    "Latin",
    "Icelandic",
    "Vietnamese",
  ],
});

const clothing = categorical({
  id: "clothing",
  name: "Clothing",
  family: "action",
  values: ["jacket", "sweater", "overcoat", "vest", "raincoat", "cardigan", "poncho", "hoodie", "kilt", "apron", "overalls", "kimono", "blazer", "tracksuit"],
});

const starSign = categorical({
  id: "star-sign",
  name: "Star sign",
  family: "action",
  values: ["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"],
});

const age = numeric({
  id: "age",
  name: "Age",
  unit: "year",
  values: [22, 25, 27, 30, 33, 35, 38, 40, 43, 45, 48, 50, 53, 55, 58, 60],
});

const height = numeric({
  id: "height",
  name: "Height",
  unit: "cm",
  values: [152, 155, 158, 160, 163, 165, 168, 170, 173, 175, 178, 180, 183, 185, 188, 190],
});

const officeFloor = numeric({
  id: "office-floor",
  name: "Floor",
  unit: "floor",
  values: [3, 5, 8, 10, 12, 15, 17, 19, 22, 24, 26, 29, 31, 33],
});

const workDistance = numeric({
  id: "work-distance",
  name: "Distance",
  unit: "km",
  values: [2, 4, 6, 9, 11, 13, 16, 18, 20, 23, 25, 28, 30, 35],
});

/**
 * The default universe (theme `"default"`): 25 categorical attributes with 12 to 20 values each
 * and 4 numeric ones (age, height, office floor, distance to work) with 14 to 16 values. The
 * words live in the locale packages (`words` of `@zebra/render-en`, `@zebra/render-zh` …), keyed
 * by attribute id.
 *
 * Use it to generate puzzles of any supported size up to 12 houses with any attribute (most
 * attributes go further: see `largestSize`). The content is neutral: no brands, no tobacco or
 * alcohol. Attribute ids are stable; the puzzle-facing names are short English words ("Pet").
 *
 * @example
 * ```ts
 * defaultVocabulary.attributes.find((a) => a.id === "pet")?.family; // "action"
 * ```
 */
export const defaultVocabulary: Vocabulary = frozenVocabulary({
  id: "default",
  description:
    "Neutral everyday attributes: 25 categorical attributes with at least 12 values each and 4 numeric ones (age, height, office floor, distance to work), for puzzles of up to 12 houses with any attribute.",
  attributes: [
    name,
    nationality,
    houseColor,
    drink,
    pet,
    car,
    transport,
    sport,
    instrument,
    food,
    fruit,
    dessert,
    flower,
    tree,
    gemstone,
    hobby,
    bookGenre,
    musicGenre,
    city,
    boardGame,
    bird,
    job,
    language,
    clothing,
    starSign,
    age,
    height,
    officeFloor,
    workDistance,
  ],
});
