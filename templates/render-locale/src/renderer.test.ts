import { runRendererConformance } from "@zebra/testkit";
import { renderer } from "./index.js";

// Renders 1000 random puzzles, every clue type, step rule, query and issue code, and checks
// for leaked placeholders, broken spacing and punctuation, misaligned grids and more. Add
// checks of your language's punctuation with the `checks` option (see render-zh).
runRendererConformance(renderer, { puzzles: 1000 });
