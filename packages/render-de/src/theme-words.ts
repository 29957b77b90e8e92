import type { LocaleWords } from "@zebra/model";

// The words of every attribute of the built-in themes (@zebra/vocab), keyed by attribute id,
// with the value ids as their words. TRANSLATE every noun and value. Where your language needs
// them, give a word its features instead of plain text:
//   dog: { text: "Hund", gender: "m", forms: { gen: "Hundes" } }
// and add templates for what people do with it (see docs/contributing/adding-a-locale.md):
//   pet: { noun: { text: "Haustier", gender: "n" }, predicate: "{value:acc.indef} hält", values: { … } }
// The conformance suite fails on a theme attribute or value that has no word here.

/** The words of the built-in attributes and units. TRANSLATE. */
export const words: LocaleWords = {
  locale: "de",
  units: { year: "{value} years", cm: "{value} cm", km: "{value} km", floor: "floor {value}" },
  attributes: {
    name: {
      noun: "name",
      values: {
        Alice: "Alice", Bob: "Bob", Carol: "Carol", David: "David", Emma: "Emma", Frank: "Frank",
        Grace: "Grace", Henry: "Henry", Ivy: "Ivy", Jack: "Jack", Kate: "Kate", Liam: "Liam", Mia: "Mia",
        Nina: "Nina", Oscar: "Oscar", Paul: "Paul", Ruth: "Ruth", Sam: "Sam", Tom: "Tom", Vera: "Vera",
      },
    },
    nationality: {
      noun: "nationality",
      values: {
        Argentinian: "Argentinian", Australian: "Australian", Brazilian: "Brazilian", Canadian: "Canadian",
        Egyptian: "Egyptian", German: "German", Greek: "Greek", Indian: "Indian", Italian: "Italian",
        Kenyan: "Kenyan", Korean: "Korean", Mexican: "Mexican", Moroccan: "Moroccan", Norwegian: "Norwegian",
        Peruvian: "Peruvian", Swede: "Swede", English: "English", Dane: "Dane",
      },
    },
    "house-color": {
      noun: "house color",
      values: {
        red: "red", green: "green", white: "white", yellow: "yellow", blue: "blue", orange: "orange",
        purple: "purple", pink: "pink", brown: "brown", gray: "gray", black: "black", ivory: "ivory",
        teal: "teal", beige: "beige",
      },
    },
    drink: {
      noun: "drink",
      values: {
        tea: "tea", coffee: "coffee", milk: "milk", water: "water", lemonade: "lemonade", cocoa: "cocoa",
        "orange juice": "orange juice", "apple juice": "apple juice", "grape juice": "grape juice",
        "tomato juice": "tomato juice", "soy milk": "soy milk", "coconut water": "coconut water",
        "ginger ale": "ginger ale", "mint tea": "mint tea", beer: "beer",
      },
    },
    pet: {
      noun: "pet",
      values: {
        dog: "dog", cat: "cat", horse: "horse", zebra: "zebra", rabbit: "rabbit", hamster: "hamster",
        goldfish: "goldfish", turtle: "turtle", parrot: "parrot", snake: "snake", ferret: "ferret",
        lizard: "lizard", "guinea pig": "guinea pig", hedgehog: "hedgehog", bird: "bird",
      },
    },
    car: {
      noun: "car",
      values: {
        sedan: "sedan", convertible: "convertible", minivan: "minivan", "pickup truck": "pickup truck",
        hatchback: "hatchback", "station wagon": "station wagon", coupe: "coupe", limousine: "limousine",
        "sports car": "sports car", "electric car": "electric car", "camper van": "camper van",
        "vintage car": "vintage car", SUV: "SUV",
      },
    },
    transport: {
      noun: "way to work",
      values: {
        bicycle: "bicycle", bus: "bus", train: "train", tram: "tram", subway: "subway", ferry: "ferry",
        scooter: "scooter", motorbike: "motorbike", "cable car": "cable car", helicopter: "helicopter",
        kayak: "kayak", taxi: "taxi", monorail: "monorail",
      },
    },
    sport: {
      noun: "sport",
      values: {
        basketball: "basketball", tennis: "tennis", volleyball: "volleyball", baseball: "baseball",
        badminton: "badminton", "table tennis": "table tennis", golf: "golf", cricket: "cricket",
        hockey: "hockey", handball: "handball", squash: "squash", softball: "softball",
        "water polo": "water polo", billiards: "billiards", rugby: "rugby",
      },
    },
    instrument: {
      noun: "instrument",
      values: {
        piano: "piano", violin: "violin", guitar: "guitar", cello: "cello", flute: "flute",
        trumpet: "trumpet", harp: "harp", drums: "drums", clarinet: "clarinet", saxophone: "saxophone",
        accordion: "accordion", banjo: "banjo", harmonica: "harmonica", ukulele: "ukulele", oboe: "oboe",
        trombone: "trombone",
      },
    },
    food: {
      noun: "dish",
      values: {
        pasta: "pasta", curry: "curry", paella: "paella", dumplings: "dumplings", tacos: "tacos",
        risotto: "risotto", lasagna: "lasagna", ramen: "ramen", "fried rice": "fried rice",
        falafel: "falafel", goulash: "goulash", sushi: "sushi", pizza: "pizza", omelettes: "omelettes",
      },
    },
    fruit: {
      noun: "fruit",
      values: {
        apple: "apple", banana: "banana", cherry: "cherry", grape: "grape", mango: "mango", peach: "peach",
        pear: "pear", plum: "plum", strawberry: "strawberry", watermelon: "watermelon",
        pineapple: "pineapple", fig: "fig", apricot: "apricot", blueberry: "blueberry", kiwi: "kiwi",
        lychee: "lychee",
      },
    },
    dessert: {
      noun: "dessert",
      values: {
        tiramisu: "tiramisu", cheesecake: "cheesecake", "ice cream": "ice cream", "apple pie": "apple pie",
        brownies: "brownies", "creme brulee": "creme brulee", baklava: "baklava", macarons: "macarons",
        "panna cotta": "panna cotta", churros: "churros", mochi: "mochi", waffles: "waffles",
        sorbet: "sorbet", "carrot cake": "carrot cake",
      },
    },
    flower: {
      noun: "flower",
      values: {
        rose: "rose", tulip: "tulip", daisy: "daisy", lily: "lily", orchid: "orchid", sunflower: "sunflower",
        lavender: "lavender", peony: "peony", iris: "iris", daffodil: "daffodil", carnation: "carnation",
        chrysanthemum: "chrysanthemum", jasmine: "jasmine", hydrangea: "hydrangea", violet: "violet",
        lotus: "lotus",
      },
    },
    tree: {
      noun: "tree",
      values: {
        oak: "oak", maple: "maple", birch: "birch", willow: "willow", pine: "pine", cedar: "cedar",
        elm: "elm", beech: "beech", spruce: "spruce", cypress: "cypress", palm: "palm", chestnut: "chestnut",
        poplar: "poplar", linden: "linden", ginkgo: "ginkgo",
      },
    },
    gemstone: {
      noun: "gemstone",
      values: {
        ruby: "ruby", emerald: "emerald", sapphire: "sapphire", diamond: "diamond", pearl: "pearl",
        opal: "opal", amethyst: "amethyst", topaz: "topaz", garnet: "garnet", jade: "jade", onyx: "onyx",
        turquoise: "turquoise", aquamarine: "aquamarine", amber: "amber", moonstone: "moonstone",
      },
    },
    hobby: {
      noun: "hobby",
      values: {
        painting: "painting", knitting: "knitting", fishing: "fishing", hiking: "hiking", pottery: "pottery",
        dancing: "dancing", yoga: "yoga", origami: "origami", juggling: "juggling", surfing: "surfing",
        "rock climbing": "rock climbing", camping: "camping", "stamp collecting": "stamp collecting",
        calligraphy: "calligraphy", woodworking: "woodworking", sailing: "sailing", astronomy: "astronomy",
      },
    },
    "book-genre": {
      noun: "kind of book",
      values: {
        mystery: "mystery", romance: "romance", "science fiction": "science fiction", fantasy: "fantasy",
        poetry: "poetry", history: "history", biography: "biography", thriller: "thriller", horror: "horror",
        travel: "travel", comics: "comics", philosophy: "philosophy", western: "western",
        "fairy tale": "fairy tale", adventure: "adventure", cookbook: "cookbook",
      },
    },
    "music-genre": {
      noun: "kind of music",
      values: {
        jazz: "jazz", blues: "blues", rock: "rock", pop: "pop", reggae: "reggae", classical: "classical",
        "hip hop": "hip hop", country: "country", folk: "folk", opera: "opera", soul: "soul", funk: "funk",
        electronic: "electronic", punk: "punk", gospel: "gospel", "heavy metal": "heavy metal",
      },
    },
    city: {
      noun: "travel destination",
      values: {
        Paris: "Paris", London: "London", Tokyo: "Tokyo", Rome: "Rome", Cairo: "Cairo", Sydney: "Sydney",
        Lima: "Lima", Oslo: "Oslo", Vienna: "Vienna", Prague: "Prague", Lisbon: "Lisbon",
        Istanbul: "Istanbul", Nairobi: "Nairobi", Toronto: "Toronto", Seoul: "Seoul", Mumbai: "Mumbai",
      },
    },
    "board-game": {
      noun: "board game",
      values: {
        chess: "chess", checkers: "checkers", "Chinese checkers": "Chinese checkers",
        backgammon: "backgammon", go: "go", shogi: "shogi", xiangqi: "xiangqi", reversi: "reversi",
        gomoku: "gomoku", ludo: "ludo", "tic-tac-toe": "tic-tac-toe", janggi: "janggi", mancala: "mancala",
      },
    },
    bird: {
      noun: "bird",
      values: {
        owl: "owl", eagle: "eagle", robin: "robin", sparrow: "sparrow", swan: "swan", heron: "heron",
        pelican: "pelican", flamingo: "flamingo", woodpecker: "woodpecker", hummingbird: "hummingbird",
        peacock: "peacock", penguin: "penguin", stork: "stork", kingfisher: "kingfisher", magpie: "magpie",
        toucan: "toucan",
      },
    },
    job: {
      noun: "job",
      values: {
        baker: "baker", carpenter: "carpenter", chef: "chef", dentist: "dentist", doctor: "doctor",
        farmer: "farmer", firefighter: "firefighter", journalist: "journalist", lawyer: "lawyer",
        librarian: "librarian", mechanic: "mechanic", nurse: "nurse", pharmacist: "pharmacist",
        pilot: "pilot", plumber: "plumber", teacher: "teacher",
      },
    },
    language: {
      noun: "language course",
      values: {
        Spanish: "Spanish", French: "French", Japanese: "Japanese", Arabic: "Arabic", Swahili: "Swahili",
        Hindi: "Hindi", Portuguese: "Portuguese", Dutch: "Dutch", Polish: "Polish", Finnish: "Finnish",
        Hungarian: "Hungarian", Turkish: "Turkish", Esperanto: "Esperanto", Latin: "Latin",
        Icelandic: "Icelandic", Vietnamese: "Vietnamese",
      },
    },
    clothing: {
      noun: "piece of clothing",
      values: {
        jacket: "jacket", sweater: "sweater", overcoat: "overcoat", vest: "vest", raincoat: "raincoat",
        cardigan: "cardigan", poncho: "poncho", hoodie: "hoodie", kilt: "kilt", apron: "apron",
        overalls: "overalls", kimono: "kimono", blazer: "blazer", tracksuit: "tracksuit",
      },
    },
    "star-sign": {
      noun: "star sign",
      values: {
        Aries: "Aries", Taurus: "Taurus", Gemini: "Gemini", Cancer: "Cancer", Leo: "Leo", Virgo: "Virgo",
        Libra: "Libra", Scorpio: "Scorpio", Sagittarius: "Sagittarius", Capricorn: "Capricorn",
        Aquarius: "Aquarius", Pisces: "Pisces",
      },
    },
    age: { noun: "age" },
    height: { noun: "height" },
    "office-floor": { noun: "office floor" },
    "work-distance": { noun: "distance to work" },
    smoke: {
      noun: "cigarette brand",
      values: {
        "Pall Mall": "Pall Mall", Dunhill: "Dunhill", Blend: "Blend", "Blue Master": "Blue Master",
        Prince: "Prince",
      },
    },
  },
};
