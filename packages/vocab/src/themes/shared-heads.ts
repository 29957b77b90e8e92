import type { CategoricalHead } from "../internal/define.js";

// The attributes both themes have: one id, name and family, each theme with its own values.

export const nationalityHead: CategoricalHead = { id: "nationality", name: "Nationality", family: "identity" };

export const houseColorHead: CategoricalHead = { id: "house-color", name: "Color", family: "house" };

export const petHead: CategoricalHead = { id: "pet", name: "Pet", family: "action" };

export const drinkHead: CategoricalHead = { id: "drink", name: "Drink", family: "action" };
