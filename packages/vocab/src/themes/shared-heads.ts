import type { CategoricalHead } from "../internal/define.js";

// The attributes both themes have: one id, name and wording, each theme with its own values.

export const nationalityHead: CategoricalHead = {
  id: "nationality",
  name: "Nationality",
  en: { noun: "nationality", subject: "the {value}", predicate: "is the {value}" },
  zh: { noun: "国籍", subject: "{value}", predicate: "是{value}" },
};

export const houseColorHead: CategoricalHead = {
  id: "house-color",
  name: "Color",
  en: { noun: "house color", subject: "the person who lives in the {value} house", predicate: "lives in the {value} house" },
  zh: { noun: "房子颜色", subject: "住在{value}房子里的人", predicate: "住在{value}房子里" },
};

export const petHead: CategoricalHead = {
  id: "pet",
  name: "Pet",
  en: { noun: "pet", subject: "the {value} owner", predicate: "keeps a {value}" },
  zh: { noun: "宠物", subject: "养{value}的人", predicate: "养{value}" },
};

export const drinkHead: CategoricalHead = {
  id: "drink",
  name: "Drink",
  en: { noun: "drink", subject: "the person who drinks {value}", predicate: "drinks {value}" },
  zh: { noun: "饮料", subject: "喝{value}的人", predicate: "喝{value}" },
};
