export { createEngine } from "./engine.js";
export type { Engine, EngineOptions, EngineShape, DeductionStatus, UnresolvedCell } from "./engine.js";
export { deduce } from "./deduce.js";
export type { DeduceOptions, DeduceResult } from "./deduce.js";
export { gradeSteps, stepScore, gradeWeights } from "./grade.js";
export { countSolutions, solve } from "./count.js";
export type { CountOptions, CountResult, SolveResult, SolvableInput } from "./count.js";
