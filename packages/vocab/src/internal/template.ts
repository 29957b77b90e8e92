/** What a template holds: its placeholder names, or why it cannot be filled. */
export type TemplateScan = { readonly ok: true; readonly placeholders: readonly string[] } | { readonly ok: false; readonly problem: string };

/**
 * Reads a template with the grammar of `fillTemplate` (`{name}` placeholders of letters, digits
 * and `_`; `{{` and `}}` for literal braces), so that anything accepted here fills without error.
 */
export function scanTemplate(template: string): TemplateScan {
  const placeholders: string[] = [];
  let i = 0;
  while (i < template.length) {
    const ch = template[i];
    if (ch === "{" || ch === "}") {
      if (template[i + 1] === ch) {
        i += 2;
        continue;
      }
      if (ch === "}") return { ok: false, problem: `has an unmatched "}" at ${i}` };
      const end = template.indexOf("}", i);
      const name = end < 0 ? "" : template.slice(i + 1, end);
      if (!/^[A-Za-z0-9_]+$/.test(name)) return { ok: false, problem: `has a malformed placeholder at ${i} (write {{ for a literal brace)` };
      if (!placeholders.includes(name)) placeholders.push(name);
      i = end + 1;
      continue;
    }
    i++;
  }
  return { ok: true, placeholders };
}

/** Fills a template already checked by `scanTemplate`; unknown placeholders are left as they are. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{|\}\}|\{([A-Za-z0-9_]+)\}/g, (match, name: string | undefined) => {
    if (name === undefined) return match[0]!;
    return Object.prototype.hasOwnProperty.call(values, name) ? values[name]! : match;
  });
}
