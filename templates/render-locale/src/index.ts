export { renderer } from "./renderer.js";
