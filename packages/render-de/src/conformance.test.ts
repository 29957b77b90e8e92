import { runLocaleConformance } from "@zebra/testkit";
import { locale } from "./index.js";

// Renders 1000 random puzzles, every clue type (as sentences and as main and embedded
// clauses), step rule, query and issue code, the words of every built-in theme and the apps'
// strings, and checks for leaked placeholders, broken spacing and punctuation, misaligned
// grids and more. Add checks of your language's punctuation with the `checks` option (see
// render-zh), and the template fields you promise for every attribute with `coverage`.
runLocaleConformance(locale, { puzzles: 1000 });
