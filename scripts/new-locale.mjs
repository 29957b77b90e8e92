#!/usr/bin/env node
// Scaffolds a renderer package for a new locale from templates/render-locale/.
//
//   node scripts/new-locale.mjs <locale> "<Language>" [--dir <packages folder>]
//
// copies the template to packages/render-<locale> (or <folder>/render-<locale>), replacing
// __LOCALE__ and __LANGUAGE__ in file names and contents. The new package is a whole locale
// (renderer, words of every built-in attribute, app strings): it compiles and passes the
// conformance suite at once, with its text in bracketed English, and the CLI and the
// playground find it in the workspace once it is built; then translate it. See
// docs/contributing/adding-a-locale.md.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const template = join(root, "templates", "render-locale");

/**
 * Copies the locale template into `<packagesDir>/render-<locale>`.
 * Returns the new package's folder; throws (with a message for the user) on bad input.
 */
export function scaffoldLocale(locale, language, packagesDir = join(root, "packages")) {
  if (typeof locale !== "string" || !/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(locale)) {
    throw new Error(`"${locale}" is not a locale code; use a BCP 47 tag such as "fr", "pt-BR" or "yue".`);
  }
  if (typeof language !== "string" || language.trim() === "" || /["\\`$\n\r]/.test(language)) {
    throw new Error('Give the language\'s own name, without quotes or backslashes, e.g. "Français".');
  }
  const target = join(resolve(packagesDir), `render-${locale.toLowerCase()}`);
  if (existsSync(target)) throw new Error(`${target} already exists.`);
  const fill = (text) => text.replaceAll("__LOCALE__", locale).replaceAll("__LANGUAGE__", language.trim());
  const copy = (from, to) => {
    mkdirSync(to, { recursive: true });
    for (const name of readdirSync(from).sort()) {
      const source = join(from, name);
      const destination = join(to, fill(name));
      if (statSync(source).isDirectory()) copy(source, destination);
      else writeFileSync(destination, fill(readFileSync(source, "utf8")));
    }
  };
  copy(template, target);
  return target;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dirFlag = args.indexOf("--dir");
  const dir = dirFlag >= 0 ? args.splice(dirFlag, 2)[1] : undefined;
  const [locale, language] = args;
  if (locale === undefined || language === undefined || args.length > 2) {
    console.error('usage: node scripts/new-locale.mjs <locale> "<Language>" [--dir <packages folder>]');
    process.exit(2);
  }
  try {
    const target = scaffoldLocale(locale, language, dir);
    const shown = relative(process.cwd(), target) || target;
    console.log(`Created ${shown} (@zebra/render-${locale}).`);
    console.log("Next:");
    console.log("  pnpm install                                  # link the new package into the workspace");
    console.log(`  pnpm --filter @zebra/render-${locale} build       # then: pnpm zebra generate --locale ${locale}`);
    console.log(`  npx vitest run ${shown}         # the conformance suite passes on the template's bracketed English`);
    console.log(`  then translate ${shown}/src (theme-words.ts and words.ts first); see docs/contributing/adding-a-locale.md`);
  } catch (error) {
    console.error(`new-locale: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
