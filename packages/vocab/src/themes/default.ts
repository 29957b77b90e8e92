import type { Vocabulary } from "@zebra/model";
import { categorical, numeric } from "../internal/define.js";
import { nationalityHead, houseColorHead, petHead, drinkHead } from "./shared-heads.js";

// Style rules for this file (the tests enforce the checkable ones):
// - one referring style per attribute, natural in a clue: "the zebra owner", "the person who drinks tea";
// - English labels are what the templates need: plurals after "grows" or "eats", mass nouns bare,
//   "a {value}" only before consonant sounds, proper names capitalised;
// - Chinese reads as a puzzle book writes it: 养斑马的人, 喝咖啡的人, 住在红色房子里的人;
// - no label repeats within a theme, so no phrase can point at two attributes;
// - numeric values differ pairwise by at least 2, so "years", "floors" are always plural.

const name = categorical({
  id: "name",
  name: "Name",
  en: { noun: "name", subject: "{value}", predicate: "is called {value}" },
  zh: { noun: "名字", subject: "{value}", predicate: "叫{value}" },
  values: [
    ["Alice", "爱丽丝"],
    ["Bob", "鲍勃"],
    ["Carol", "卡罗尔"],
    ["David", "大卫"],
    ["Emma", "艾玛"],
    ["Frank", "弗兰克"],
    ["Grace", "格蕾丝"],
    ["Henry", "亨利"],
    ["Ivy", "艾薇"],
    ["Jack", "杰克"],
    ["Kate", "凯特"],
    ["Liam", "利亚姆"],
    ["Mia", "米娅"],
    ["Nina", "妮娜"],
    ["Oscar", "奥斯卡"],
    ["Paul", "保罗"],
    ["Ruth", "露丝"],
    ["Sam", "萨姆"],
    ["Tom", "汤姆"],
    ["Vera", "薇拉"],
  ],
});

const nationality = categorical({
  ...nationalityHead,
  values: [
    ["Argentinian", "阿根廷人"],
    ["Australian", "澳大利亚人"],
    ["Brazilian", "巴西人"],
    ["Canadian", "加拿大人"],
    ["Egyptian", "埃及人"],
    ["German", "德国人"],
    ["Greek", "希腊人"],
    ["Indian", "印度人"],
    ["Italian", "意大利人"],
    ["Kenyan", "肯尼亚人"],
    ["Korean", "韩国人"],
    ["Mexican", "墨西哥人"],
    ["Moroccan", "摩洛哥人"],
    ["Norwegian", "挪威人"],
    ["Peruvian", "秘鲁人"],
    ["Swede", "瑞典人"],
  ],
});

const houseColor = categorical({
  ...houseColorHead,
  values: [
    ["red", "红色"],
    ["green", "绿色"],
    ["white", "白色"],
    ["yellow", "黄色"],
    ["blue", "蓝色"],
    ["orange", "橙色"],
    ["purple", "紫色"],
    ["pink", "粉色"],
    ["brown", "棕色"],
    ["gray", "灰色"],
    ["black", "黑色"],
    ["ivory", "象牙色"],
    ["teal", "蓝绿色"],
    ["beige", "米色"],
  ],
});

const drink = categorical({
  ...drinkHead,
  values: [
    ["tea", "茶"],
    ["coffee", "咖啡"],
    ["milk", "牛奶"],
    ["water", "水"],
    ["lemonade", "柠檬水"],
    ["cocoa", "可可"],
    ["orange juice", "橙汁"],
    ["apple juice", "苹果汁"],
    ["grape juice", "葡萄汁"],
    ["tomato juice", "番茄汁"],
    ["soy milk", "豆浆"],
    ["coconut water", "椰子水"],
    ["ginger ale", "姜汁汽水"],
    ["mint tea", "薄荷茶"],
  ],
});

const pet = categorical({
  ...petHead,
  values: [
    ["dog", "狗"],
    ["cat", "猫"],
    ["horse", "马"],
    ["zebra", "斑马"],
    ["rabbit", "兔子"],
    ["hamster", "仓鼠"],
    ["goldfish", "金鱼"],
    ["turtle", "乌龟"],
    ["parrot", "鹦鹉"],
    ["snake", "蛇"],
    ["ferret", "雪貂"],
    ["lizard", "蜥蜴"],
    ["guinea pig", "豚鼠"],
    ["hedgehog", "刺猬"],
  ],
});

const car = categorical({
  id: "car",
  name: "Car",
  en: { noun: "car", subject: "the person who drives the {value}", predicate: "drives the {value}" },
  zh: { noun: "汽车", subject: "开{value}的人", predicate: "开{value}" },
  values: [
    ["sedan", "轿车"],
    ["convertible", "敞篷车"],
    ["minivan", "面包车"],
    ["pickup truck", "皮卡"],
    ["hatchback", "两厢车"],
    ["station wagon", "旅行车"],
    ["coupe", "轿跑车"],
    ["limousine", "加长轿车"],
    ["sports car", "跑车"],
    ["electric car", "电动汽车"],
    ["camper van", "房车"],
    ["vintage car", "老爷车"],
    ["SUV", "越野车"],
  ],
});

// Chinese uses different verbs for different vehicles (骑, 坐, 划), so its labels carry the verb.
const transport = categorical({
  id: "transport",
  name: "Transport",
  en: { noun: "way to work", subject: "the person who commutes by {value}", predicate: "commutes by {value}" },
  zh: { noun: "通勤方式", subject: "{value}上班的人", predicate: "{value}上班" },
  values: [
    ["bicycle", "骑自行车"],
    ["bus", "坐公交车"],
    ["train", "坐火车"],
    ["tram", "坐有轨电车"],
    ["subway", "坐地铁"],
    ["ferry", "坐渡轮"],
    ["scooter", "骑滑板车"],
    ["motorbike", "骑摩托车"],
    ["cable car", "坐缆车"],
    ["helicopter", "坐直升机"],
    ["kayak", "划皮划艇"],
    ["taxi", "坐出租车"],
    ["monorail", "坐单轨列车"],
  ],
});

// Only games played with 打 in Chinese (football is 踢, so it is left out).
const sport = categorical({
  id: "sport",
  name: "Sport",
  en: { noun: "sport", subject: "the {value} player", predicate: "plays {value}" },
  zh: { noun: "运动", subject: "打{value}的人", predicate: "打{value}" },
  values: [
    ["basketball", "篮球"],
    ["tennis", "网球"],
    ["volleyball", "排球"],
    ["baseball", "棒球"],
    ["badminton", "羽毛球"],
    ["table tennis", "乒乓球"],
    ["golf", "高尔夫球"],
    ["cricket", "板球"],
    ["hockey", "曲棍球"],
    ["handball", "手球"],
    ["squash", "壁球"],
    ["softball", "垒球"],
    ["water polo", "水球"],
    ["billiards", "台球"],
    ["rugby", "橄榄球"],
  ],
});

const instrument = categorical({
  id: "instrument",
  name: "Instrument",
  en: { noun: "instrument", subject: "the person who plays the {value}", predicate: "plays the {value}" },
  zh: { noun: "乐器", subject: "演奏{value}的人", predicate: "演奏{value}" },
  values: [
    ["piano", "钢琴"],
    ["violin", "小提琴"],
    ["guitar", "吉他"],
    ["cello", "大提琴"],
    ["flute", "长笛"],
    ["trumpet", "小号"],
    ["harp", "竖琴"],
    ["drums", "架子鼓"],
    ["clarinet", "单簧管"],
    ["saxophone", "萨克斯"],
    ["accordion", "手风琴"],
    ["banjo", "班卓琴"],
    ["harmonica", "口琴"],
    ["ukulele", "尤克里里"],
    ["oboe", "双簧管"],
    ["trombone", "长号"],
  ],
});

const food = categorical({
  id: "food",
  name: "Food",
  en: { noun: "dish", subject: "the person who makes {value}", predicate: "makes {value}" },
  zh: { noun: "拿手菜", subject: "会做{value}的人", predicate: "会做{value}" },
  values: [
    ["pasta", "意大利面"],
    ["curry", "咖喱"],
    ["paella", "西班牙海鲜饭"],
    ["dumplings", "饺子"],
    ["tacos", "墨西哥卷饼"],
    ["risotto", "意式烩饭"],
    ["lasagna", "千层面"],
    ["ramen", "拉面"],
    ["fried rice", "炒饭"],
    ["falafel", "炸豆丸子"],
    ["goulash", "匈牙利炖牛肉"],
    ["sushi", "寿司"],
    ["pizza", "披萨"],
    ["omelettes", "煎蛋卷"],
  ],
});

const fruit = categorical({
  id: "fruit",
  name: "Fruit",
  en: { noun: "fruit", subject: "the person who eats {value}", predicate: "eats {value}" },
  zh: { noun: "水果", subject: "爱吃{value}的人", predicate: "爱吃{value}" },
  values: [
    ["apple", "苹果", "apples"],
    ["banana", "香蕉", "bananas"],
    ["cherry", "樱桃", "cherries"],
    ["grape", "葡萄", "grapes"],
    ["mango", "芒果", "mangoes"],
    ["peach", "桃子", "peaches"],
    ["pear", "梨", "pears"],
    ["plum", "李子", "plums"],
    ["strawberry", "草莓", "strawberries"],
    ["watermelon", "西瓜"],
    ["pineapple", "菠萝"],
    ["fig", "无花果", "figs"],
    ["apricot", "杏", "apricots"],
    ["blueberry", "蓝莓", "blueberries"],
    ["kiwi", "猕猴桃", "kiwis"],
    ["lychee", "荔枝", "lychees"],
  ],
});

const dessert = categorical({
  id: "dessert",
  name: "Dessert",
  en: { noun: "dessert", subject: "the person who orders {value}", predicate: "orders {value}" },
  zh: { noun: "甜点", subject: "点{value}的人", predicate: "点{value}" },
  values: [
    ["tiramisu", "提拉米苏"],
    ["cheesecake", "芝士蛋糕"],
    ["ice cream", "冰淇淋"],
    ["apple pie", "苹果派"],
    ["brownies", "布朗尼"],
    ["creme brulee", "焦糖布丁", "crème brûlée"],
    ["baklava", "果仁蜜饼"],
    ["macarons", "马卡龙"],
    ["panna cotta", "意式奶冻"],
    ["churros", "吉事果"],
    ["mochi", "麻糬"],
    ["waffles", "华夫饼"],
    ["sorbet", "雪葩"],
    ["carrot cake", "胡萝卜蛋糕"],
  ],
});

const flower = categorical({
  id: "flower",
  name: "Flower",
  en: { noun: "flower", subject: "the person who grows {value}", predicate: "grows {value}" },
  zh: { noun: "花", subject: "种{value}的人", predicate: "种{value}" },
  values: [
    ["rose", "玫瑰", "roses"],
    ["tulip", "郁金香", "tulips"],
    ["daisy", "雏菊", "daisies"],
    ["lily", "百合", "lilies"],
    ["orchid", "兰花", "orchids"],
    ["sunflower", "向日葵", "sunflowers"],
    ["lavender", "薰衣草"],
    ["peony", "牡丹", "peonies"],
    ["iris", "鸢尾", "irises"],
    ["daffodil", "水仙", "daffodils"],
    ["carnation", "康乃馨", "carnations"],
    ["chrysanthemum", "菊花", "chrysanthemums"],
    ["jasmine", "茉莉"],
    ["hydrangea", "绣球花", "hydrangeas"],
    ["violet", "紫罗兰", "violets"],
    ["lotus", "荷花", "lotuses"],
  ],
});

const tree = categorical({
  id: "tree",
  name: "Tree",
  en: { noun: "tree", subject: "the person with the {value} tree", predicate: "has the {value} tree" },
  zh: { noun: "树", subject: "院子里有{value}的人", predicate: "院子里有{value}" },
  values: [
    ["oak", "橡树"],
    ["maple", "枫树"],
    ["birch", "桦树"],
    ["willow", "柳树"],
    ["pine", "松树"],
    ["cedar", "雪松"],
    ["elm", "榆树"],
    ["beech", "山毛榉"],
    ["spruce", "云杉"],
    ["cypress", "柏树"],
    ["palm", "棕榈树"],
    ["chestnut", "栗树"],
    ["poplar", "杨树"],
    ["linden", "椴树"],
    ["ginkgo", "银杏树"],
  ],
});

const gemstone = categorical({
  id: "gemstone",
  name: "Gemstone",
  en: { noun: "gemstone", subject: "the person who wears the {value} ring", predicate: "wears the {value} ring" },
  zh: { noun: "宝石", subject: "戴{value}戒指的人", predicate: "戴{value}戒指" },
  values: [
    ["ruby", "红宝石"],
    ["emerald", "祖母绿"],
    ["sapphire", "蓝宝石"],
    ["diamond", "钻石"],
    ["pearl", "珍珠"],
    ["opal", "欧泊"],
    ["amethyst", "紫水晶"],
    ["topaz", "黄玉"],
    ["garnet", "石榴石"],
    ["jade", "玉"],
    ["onyx", "缟玛瑙"],
    ["turquoise", "绿松石"],
    ["aquamarine", "海蓝宝石"],
    ["amber", "琥珀"],
    ["moonstone", "月光石"],
  ],
});

const hobby = categorical({
  id: "hobby",
  name: "Hobby",
  en: { noun: "hobby", subject: "the person who enjoys {value}", predicate: "enjoys {value}" },
  zh: { noun: "爱好", subject: "爱好{value}的人", predicate: "爱好{value}" },
  values: [
    ["painting", "绘画"],
    ["knitting", "编织"],
    ["fishing", "钓鱼"],
    ["hiking", "徒步"],
    ["pottery", "陶艺"],
    ["dancing", "跳舞"],
    ["yoga", "瑜伽"],
    ["origami", "折纸"],
    ["juggling", "杂耍"],
    ["surfing", "冲浪"],
    ["rock climbing", "攀岩"],
    ["camping", "露营"],
    ["stamp collecting", "集邮"],
    ["calligraphy", "书法"],
    ["woodworking", "木工"],
    ["sailing", "帆船"],
    ["astronomy", "天文"],
  ],
});

const bookGenre = categorical({
  id: "book-genre",
  name: "Book",
  en: { noun: "kind of book", subject: "the person who reads {value}", predicate: "reads {value}" },
  zh: { noun: "书籍类型", subject: "爱读{value}的人", predicate: "爱读{value}" },
  values: [
    ["mystery", "推理小说", "mysteries"],
    ["romance", "言情小说", "romance novels"],
    ["science fiction", "科幻小说"],
    ["fantasy", "奇幻小说"],
    ["poetry", "诗歌"],
    ["history", "历史书", "history books"],
    ["biography", "传记", "biographies"],
    ["thriller", "惊悚小说", "thrillers"],
    ["horror", "恐怖小说", "horror stories"],
    ["travel", "游记", "travel books"],
    ["comics", "漫画"],
    ["philosophy", "哲学书", "philosophy books"],
    ["western", "西部小说", "westerns"],
    ["fairy tale", "童话", "fairy tales"],
    ["adventure", "冒险小说", "adventure stories"],
    ["cookbook", "菜谱", "cookbooks"],
  ],
});

const musicGenre = categorical({
  id: "music-genre",
  name: "Music",
  en: { noun: "kind of music", subject: "the person who listens to {value}", predicate: "listens to {value}" },
  zh: { noun: "音乐类型", subject: "爱听{value}的人", predicate: "爱听{value}" },
  values: [
    ["jazz", "爵士乐"],
    ["blues", "蓝调"],
    ["rock", "摇滚乐"],
    ["pop", "流行音乐", "pop music"],
    ["reggae", "雷鬼音乐"],
    ["classical", "古典音乐", "classical music"],
    ["hip hop", "嘻哈音乐"],
    ["country", "乡村音乐", "country music"],
    ["folk", "民谣", "folk music"],
    ["opera", "歌剧"],
    ["soul", "灵魂乐"],
    ["funk", "放克音乐"],
    ["electronic", "电子音乐", "electronic music"],
    ["punk", "朋克"],
    ["gospel", "福音音乐"],
    ["heavy metal", "重金属音乐"],
  ],
});

const city = categorical({
  id: "city",
  name: "City",
  en: { noun: "travel destination", subject: "the person who is traveling to {value}", predicate: "is traveling to {value}" },
  zh: { noun: "旅行目的地", subject: "去{value}旅行的人", predicate: "去{value}旅行" },
  values: [
    ["Paris", "巴黎"],
    ["London", "伦敦"],
    ["Tokyo", "东京"],
    ["Rome", "罗马"],
    ["Cairo", "开罗"],
    ["Sydney", "悉尼"],
    ["Lima", "利马"],
    ["Oslo", "奥斯陆"],
    ["Vienna", "维也纳"],
    ["Prague", "布拉格"],
    ["Lisbon", "里斯本"],
    ["Istanbul", "伊斯坦布尔"],
    ["Nairobi", "内罗毕"],
    ["Toronto", "多伦多"],
    ["Seoul", "首尔"],
    ["Mumbai", "孟买"],
  ],
});

// Only games played with 下 in Chinese.
const boardGame = categorical({
  id: "board-game",
  name: "Game",
  en: { noun: "board game", subject: "the person who plays {value}", predicate: "plays {value}" },
  zh: { noun: "棋类游戏", subject: "下{value}的人", predicate: "下{value}" },
  values: [
    ["chess", "国际象棋"],
    ["checkers", "西洋跳棋"],
    ["Chinese checkers", "跳棋"],
    ["backgammon", "双陆棋"],
    ["go", "围棋", "Go"],
    ["shogi", "将棋"],
    ["xiangqi", "象棋"],
    ["reversi", "黑白棋"],
    ["gomoku", "五子棋"],
    ["ludo", "飞行棋"],
    ["tic-tac-toe", "井字棋"],
    ["janggi", "韩国象棋"],
    ["mancala", "播棋"],
  ],
});

const bird = categorical({
  id: "bird",
  name: "Bird",
  en: { noun: "bird", subject: "the person who photographs {value}", predicate: "photographs {value}" },
  zh: { noun: "鸟", subject: "拍{value}的人", predicate: "拍{value}" },
  values: [
    ["owl", "猫头鹰", "owls"],
    ["eagle", "老鹰", "eagles"],
    ["robin", "知更鸟", "robins"],
    ["sparrow", "麻雀", "sparrows"],
    ["swan", "天鹅", "swans"],
    ["heron", "苍鹭", "herons"],
    ["pelican", "鹈鹕", "pelicans"],
    ["flamingo", "火烈鸟", "flamingos"],
    ["woodpecker", "啄木鸟", "woodpeckers"],
    ["hummingbird", "蜂鸟", "hummingbirds"],
    ["peacock", "孔雀", "peacocks"],
    ["penguin", "企鹅", "penguins"],
    ["stork", "鹳", "storks"],
    ["kingfisher", "翠鸟", "kingfishers"],
    ["magpie", "喜鹊", "magpies"],
    ["toucan", "巨嘴鸟", "toucans"],
  ],
});

const job = categorical({
  id: "job",
  name: "Job",
  en: { noun: "job", subject: "the {value}", predicate: "is a {value}" },
  zh: { noun: "职业", subject: "{value}", predicate: "是{value}" },
  values: [
    ["baker", "面包师"],
    ["carpenter", "木匠"],
    ["chef", "厨师"],
    ["dentist", "牙医"],
    ["doctor", "医生"],
    ["farmer", "农民"],
    ["firefighter", "消防员"],
    ["journalist", "记者"],
    ["lawyer", "律师"],
    ["librarian", "图书管理员"],
    ["mechanic", "机械师"],
    ["nurse", "护士"],
    ["pharmacist", "药剂师"],
    ["pilot", "飞行员"],
    ["plumber", "水管工"],
    ["teacher", "教师"],
  ],
});

const language = categorical({
  id: "language",
  name: "Language",
  en: { noun: "language course", subject: "the person who is learning {value}", predicate: "is learning {value}" },
  zh: { noun: "外语", subject: "在学{value}的人", predicate: "在学{value}" },
  values: [
    ["Spanish", "西班牙语"],
    ["French", "法语"],
    ["Japanese", "日语"],
    ["Arabic", "阿拉伯语"],
    ["Swahili", "斯瓦希里语"],
    ["Hindi", "印地语"],
    ["Portuguese", "葡萄牙语"],
    ["Dutch", "荷兰语"],
    ["Polish", "波兰语"],
    ["Finnish", "芬兰语"],
    ["Hungarian", "匈牙利语"],
    ["Turkish", "土耳其语"],
    ["Esperanto", "世界语"],
    ["Latin", "拉丁语"],
    ["Icelandic", "冰岛语"],
    ["Vietnamese", "越南语"],
  ],
});

const clothing = categorical({
  id: "clothing",
  name: "Clothing",
  en: { noun: "piece of clothing", subject: "the person in the {value}", predicate: "wears the {value}" },
  zh: { noun: "服装", subject: "穿{value}的人", predicate: "穿{value}" },
  values: [
    ["jacket", "夹克"],
    ["sweater", "毛衣"],
    ["overcoat", "大衣"],
    ["vest", "马甲"],
    ["raincoat", "雨衣"],
    ["cardigan", "开衫"],
    ["poncho", "斗篷"],
    ["hoodie", "连帽衫"],
    ["kilt", "苏格兰裙"],
    ["apron", "围裙"],
    ["overalls", "背带裤"],
    ["kimono", "和服"],
    ["blazer", "西装外套"],
    ["tracksuit", "运动服"],
  ],
});

const starSign = categorical({
  id: "star-sign",
  name: "Star sign",
  en: { noun: "star sign", subject: "the person born under {value}", predicate: "was born under {value}" },
  zh: { noun: "星座", subject: "{value}的人", predicate: "是{value}" },
  values: [
    ["Aries", "白羊座"],
    ["Taurus", "金牛座"],
    ["Gemini", "双子座"],
    ["Cancer", "巨蟹座"],
    ["Leo", "狮子座"],
    ["Virgo", "处女座"],
    ["Libra", "天秤座"],
    ["Scorpio", "天蝎座"],
    ["Sagittarius", "射手座"],
    ["Capricorn", "摩羯座"],
    ["Aquarius", "水瓶座"],
    ["Pisces", "双鱼座"],
  ],
});

const age = numeric({
  id: "age",
  name: "Age",
  en: {
    noun: "age",
    subject: "the {value}-year-old",
    predicate: "is {value} years old",
    unit: "{value} years old",
    less: "{a} is younger than {b}",
    greater: "{a} is older than {b}",
    difference: "{a} is exactly {d} years older than {b}",
  },
  zh: {
    noun: "年龄",
    subject: "{value}岁的人",
    predicate: "{value}岁",
    unit: "{value}岁",
    less: "{a}比{b}年轻",
    greater: "{a}比{b}年长",
    difference: "{a}比{b}大{d}岁",
  },
  values: [22, 25, 27, 30, 33, 35, 38, 40, 43, 45, 48, 50, 53, 55, 58, 60],
});

const height = numeric({
  id: "height",
  name: "Height",
  en: {
    noun: "height",
    subject: "the person who is {value} cm tall",
    predicate: "is {value} cm tall",
    unit: "{value} cm",
    less: "{a} is shorter than {b}",
    greater: "{a} is taller than {b}",
    difference: "{a} is exactly {d} cm taller than {b}",
  },
  zh: {
    noun: "身高",
    subject: "身高{value}厘米的人",
    predicate: "身高{value}厘米",
    unit: "{value}厘米",
    less: "{a}比{b}矮",
    greater: "{a}比{b}高",
    difference: "{a}比{b}高{d}厘米",
  },
  values: [152, 155, 158, 160, 163, 165, 168, 170, 173, 175, 178, 180, 183, 185, 188, 190],
});

const officeFloor = numeric({
  id: "office-floor",
  name: "Floor",
  en: {
    noun: "office floor",
    subject: "the person who works on floor {value}",
    predicate: "works on floor {value}",
    unit: "floor {value}",
    less: "{a} works on a lower floor than {b}",
    greater: "{a} works on a higher floor than {b}",
    difference: "{a} works exactly {d} floors above {b}",
  },
  zh: {
    noun: "办公楼层",
    subject: "在{value}楼上班的人",
    predicate: "在{value}楼上班",
    unit: "{value}楼",
    less: "{a}上班的楼层比{b}低",
    greater: "{a}上班的楼层比{b}高",
    difference: "{a}上班的楼层比{b}高{d}层",
  },
  values: [3, 5, 8, 10, 12, 15, 17, 19, 22, 24, 26, 29, 31, 33],
});

const workDistance = numeric({
  id: "work-distance",
  name: "Distance",
  en: {
    noun: "distance to work",
    subject: "the person who lives {value} km from work",
    predicate: "lives {value} km from work",
    unit: "{value} km",
    less: "{a} lives closer to work than {b}",
    greater: "{a} lives farther from work than {b}",
    difference: "{a} lives exactly {d} km farther from work than {b}",
  },
  zh: {
    noun: "通勤距离",
    subject: "住得离公司{value}公里的人",
    predicate: "住得离公司{value}公里",
    unit: "{value}公里",
    less: "{a}比{b}住得离公司近",
    greater: "{a}比{b}住得离公司远",
    difference: "{a}比{b}住得离公司远{d}公里",
  },
  values: [2, 4, 6, 9, 11, 13, 16, 18, 20, 23, 25, 28, 30, 35],
});

/**
 * The default universe (theme `"default"`): 25 categorical attributes with 12 to 20 values each
 * and 4 numeric ones (age, height, office floor, distance to work) with 14 to 16 values, all
 * worded in English and Simplified Chinese.
 *
 * Use it to generate puzzles of any supported size up to 12 houses with any attribute (most
 * attributes go further: see `largestSize`). The content is neutral: no brands, no tobacco or
 * alcohol. Attribute ids are stable; the puzzle-facing names are short English words ("Pet").
 *
 * @example
 * ```ts
 * defaultVocabulary.attributes.find((a) => a.id === "pet")?.words?.zh?.subject; // "养{value}的人"
 * ```
 */
export const defaultVocabulary: Vocabulary = {
  id: "default",
  description:
    "Neutral everyday attributes in English and Simplified Chinese: 25 categorical attributes with at least 12 values each and 4 numeric ones (age, height, office floor, distance to work), for puzzles of up to 12 houses with any attribute.",
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
};
