const ns = "http://www.w3.org/2000/svg";

/** The Zebra mark: a rounded tile with zebra stripes (decorative). */
export function logo(): SVGSVGElement {
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", "0 0 32 32");
  svg.setAttribute("width", "28");
  svg.setAttribute("height", "28");
  svg.setAttribute("aria-hidden", "true");
  svg.classList.add("logo");
  const clip = document.createElementNS(ns, "clipPath");
  clip.id = "zebra-logo-clip";
  const tile = document.createElementNS(ns, "rect");
  for (const [k, v] of [
    ["width", "32"],
    ["height", "32"],
    ["rx", "8"],
  ] as const)
    tile.setAttribute(k, v);
  clip.appendChild(tile);
  svg.appendChild(clip);
  const g = document.createElementNS(ns, "g");
  g.setAttribute("clip-path", "url(#zebra-logo-clip)");
  const bg = tile.cloneNode() as SVGRectElement;
  bg.setAttribute("class", "logo-bg");
  g.appendChild(bg);
  for (const d of ["M-4 14 C6 10 10 4 12 -4", "M2 26 C12 20 18 12 20 -2", "M10 36 C18 28 24 20 30 6", "M22 38 C26 32 30 26 36 20"]) {
    const path = document.createElementNS(ns, "path");
    path.setAttribute("d", d);
    path.setAttribute("class", "logo-stripe");
    g.appendChild(path);
  }
  svg.appendChild(g);
  return svg;
}
