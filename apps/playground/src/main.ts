import "./styles.css";
import { App } from "./app.js";
import { must } from "./ui/dom.js";

const app = new App(must(document, "#app"));
void app.start();
