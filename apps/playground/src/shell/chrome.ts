import { explanationStyles } from "@zebra/locale-kit";
import { difficulties } from "@zebra/model";
import type { Page as App } from "../page.js";
import { renderClock } from "./controls-view.js";
import { languageName, localeCodes, localeOf } from "../locales.js";
import { autoMarkLevels } from "../state/marks.js";
import { gridKinds } from "../state/prefs.js";
import { kindLimits, puzzleKinds } from "../state/settings.js";
import { h, replaceChildren } from "../ui/dom.js";
import { gameStrings } from "../ui/strings.js";

/** A row of buttons of which one is pressed (`${key}-${value}` ids, `data-${key}`), with its label. */
function segmented<T extends string>(
  box: HTMLElement,
  key: "style" | "view",
  label: string,
  values: readonly T[],
  pressed: T,
  name: (value: T) => string,
  choose: (value: T) => void,
): void {
  box.setAttribute("aria-labelledby", `${key}-label`);
  replaceChildren(
    box,
    h("span", { class: "segmented-label", id: `${key}-label` }, label),
    values.map((value) =>
      h(
        "button",
        {
          type: "button",
          id: `${key}-${value}`,
          dataset: { [key]: value },
          aria: { pressed: String(value === pressed) },
          on: { click: () => choose(value) },
        },
        name(value),
      ),
    ),
  );
}

/** The page's own words in the locale shown: header, switches, labels and buttons. */
export function renderChrome(app: App): void {
  const t = app.t;
  const e = app.els;
  document.documentElement.lang = localeOf(app.settings.locale).htmlLang;
  document.title = t.title;
  e.brandText!.textContent = "Zebra";
  const g = gameStrings(app.settings.locale);
  e.skip!.textContent = g.skipToGrid;
  e.daily!.textContent = g.daily;
  e.stats!.textContent = g.statsButton;
  e.navPlayground!.textContent = t.navPlayground;
  e.navGuides!.textContent = t.navGuides;
  e.navApi!.textContent = t.navApi;
  e.langSwitch!.setAttribute("aria-label", t.language);
  replaceChildren(
    e.langSwitch!,
    localeCodes.map((code) =>
      h(
        "button",
        {
          type: "button",
          class: code === app.settings.locale ? "active" : "",
          dataset: { locale: code },
          aria: { pressed: String(code === app.settings.locale) },
          on: { click: () => app.setLocale(code, true) },
        },
        languageName(code),
      ),
    ),
  );
  segmented(
    e.styleSwitch!,
    "style",
    t.explanationStyle,
    explanationStyles,
    app.settings.style,
    (style) => t.styleNames[style],
    (style) => app.setStyle(style, true),
  );
  e.tagline!.textContent = t.tagline;
  for (const key of ["size", "attrs", "difficulty", "theme"]) {
    const label = e[`${key}Label`]!;
    label.textContent = t[label.dataset.label as "houses"] as string;
  }
  e.kindLabel!.textContent = g.kindLabel;
  // A logic grid has no houses: its size is the number of values of each attribute.
  if (app.settings.kind === "logic-grid") e.sizeLabel!.textContent = g.valuesLabel;
  e.seedLabel!.textContent = t.seed;
  e.dice!.title = t.randomSeed;
  e.dice!.setAttribute("aria-label", t.randomSeed);
  e.generate!.textContent = t.generate;
  e.loadSummary!.textContent = t.load;
  e.loadHelp!.textContent = t.loadHelp;
  e.loadButton!.textContent = t.loadButton;
  e.fileText!.textContent = t.chooseFile;
  e.cluesHeading!.textContent = t.clues;
  e.clueHelp!.textContent = t.clueHelp;
  e.notesLabel!.textContent = t.notes;
  e.notes!.setAttribute("placeholder", t.notesPlaceholder);
  e.saveNote!.textContent = t.saveFailed;
  for (const key of ["check", "hint", "explain", "reveal", "undo", "redo", "clear", "share", "print"] as const) e[key]!.textContent = t[key];
  segmented(
    e.viewSwitch!,
    "view",
    t.view,
    gridKinds,
    app.prefs.view,
    (kind) => t.viewNames[kind],
    (kind) => app.setView(kind),
  );
  e.autoLabel!.textContent = t.autoMarks;
  replaceChildren(
    e.autoMarks!,
    autoMarkLevels.map((level) => h("option", { value: level }, t.autoMarkNames[level])),
  );
  (e.autoMarks as HTMLSelectElement).value = app.prefs.autoMarks;
  renderAutoHelp(app);
  e.gridHelp!.textContent = t.gridHelp;
  e.pausedText!.textContent = t.paused;
  e.pausedHelp!.textContent = t.pausedHelp;
  e.resume!.textContent = t.resume;
  renderClock(app);
  app.loader.renderLoadErrors();
}

/** What the automatic marks write, with an example of the puzzle's kind (a logic grid has no houses). */
export function renderAutoHelp(app: App): void {
  const keyed = app.loaded?.puzzle.kind === "logic-grid";
  app.els.autoHelp!.textContent = keyed ? gameStrings(app.settings.locale).autoMarksHelpLogicGrid : app.t.autoMarksHelp;
}

/** The generator form, for the settings and the themes known. */
export function renderSettings(app: App): void {
  const s = app.settings;
  const t = app.t;
  const g = gameStrings(s.locale);
  const limits = kindLimits[s.kind];
  const theme = app.themes.find((th) => th.id === s.theme);
  const maxAttrs = Math.min(limits.maxAttributes, theme?.attributes ?? limits.maxAttributes);
  const maxSize = Math.min(limits.maxSize, theme?.maxSize ?? limits.maxSize);
  const options = (select: HTMLElement, items: readonly (readonly [string, string])[], selected: string) => {
    replaceChildren(
      select,
      items.map(([value, label]) => h("option", { value }, label)),
    );
    (select as HTMLSelectElement).value = selected;
  };
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => [String(from + i), String(from + i)] as const);
  options(
    app.els.kind!,
    puzzleKinds.map((k) => [k, g.kindNames[k]] as const),
    s.kind,
  );
  app.els.sizeLabel!.textContent = s.kind === "logic-grid" ? g.valuesLabel : t.houses;
  options(app.els.size!, range(limits.minSize, maxSize), String(Math.min(s.size, maxSize)));
  options(app.els.attrs!, range(limits.minAttributes, maxAttrs), String(Math.min(s.attributes, maxAttrs)));
  options(
    app.els.difficulty!,
    difficulties.map((d) => [d, t.difficultyNames[d]] as const),
    s.difficulty,
  );
  options(
    app.els.theme!,
    app.themes.length ? app.themes.map((th) => [th.id, t.themeNames[th.id] ?? th.id] as const) : [[s.theme, s.theme || "—"] as const],
    s.theme,
  );
  (app.els.seed as HTMLInputElement).value = s.seed;
}
