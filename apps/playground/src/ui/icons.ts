const ns = "http://www.w3.org/2000/svg";

/** Outlines of the page's icons on a 16 × 16 grid; drawn in the text colour, so they need no font. */
const paths = {
  first: "M3 3v10M13 3 6 8l7 5z",
  prev: "M11 3 4 8l7 5z",
  next: "M5 3l7 5-7 5z",
  last: "M13 3v10M3 3l7 5-7 5z",
  dice: "M13 8a5 5 0 1 1-1.5-3.6M13 2v3h-3",
  close: "M4 4l8 8M12 4l-8 8",
  pause: "M5 3v10M11 3v10",
  play: "M5 3l8 5-8 5z",
} as const;

export type IconName = keyof typeof paths;

/** A decorative icon (hidden from screen readers: the control it sits in has the words). */
export function icon(name: IconName): SVGSVGElement {
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", "0 0 16 16");
  svg.setAttribute("width", "16");
  svg.setAttribute("height", "16");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  svg.classList.add("icon-svg", `icon-${name}`);
  const path = document.createElementNS(ns, "path");
  path.setAttribute("d", paths[name]);
  svg.appendChild(path);
  return svg;
}
