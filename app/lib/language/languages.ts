/**
 * The languages the site is written in, one line each: English at the site's root (the addresses it has always
 * had), every other language under its own prefix. Adding a language is its line here and its content
 * (app/content/<code>/, held to the same shapes by the content check); routes, the switcher, alternates and the
 * sitemap follow from this list. Shared by the pages and the Worker (the contact form's outcome returns to the
 * page's language).
 */
export const languages = [
  { code: "en", prefix: "", name: "English", ogLocale: "en_US" },
  { code: "es", prefix: "/es", name: "Español", ogLocale: "es_ES" },
] as const;

export type Language = (typeof languages)[number]["code"];
/** A language as routes and the sitemap need it: its code and its path prefix (tests pass made-up ones). */
export type LanguageLine = Readonly<{ code: string; prefix: string }>;
export type LanguageInfo = (typeof languages)[number];

export const defaultLanguage: Language = "en";

export const languageCodes = languages.map((language) => language.code) as [Language, ...Language[]];

export function languageInfo(code: Language): LanguageInfo {
  const found = languages.find((language) => language.code === code);
  if (!found) throw new Error(`no language ${code}`);
  return found;
}

export function isLanguage(code: unknown): code is Language {
  return languages.some((language) => language.code === code);
}

/**
 * The language a path is in, by its prefix (`/es`, `/es/...`), in any letter case (a 404 under `/ES/...` is in
 * Spanish); the default language for any other path.
 */
export function languageOfPath(path: string): Language {
  const folded = path.toLowerCase();
  const prefixed = languages.find(
    (language) => language.prefix && (folded === language.prefix || folded.startsWith(`${language.prefix}/`)),
  );
  return prefixed?.code ?? defaultLanguage;
}

/** A path of the site under a language's prefix: `/vision` under `/es` is `/es/vision`, `/` is `/es`. */
export function prefixedPath(prefix: string, path: string): string {
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/** A path of the site (as the default language has it) in `code`: `/vision` in Spanish is `/es/vision`. */
export function localizedPath(code: Language, path: string): string {
  return prefixedPath(languageInfo(code).prefix, path);
}

/** The default-language path of a localized one: `/es/vision` is `/vision`, `/es` is `/`. */
export function unlocalizedPath(path: string): string {
  const { prefix } = languageInfo(languageOfPath(path));
  if (!prefix) return path;
  return path.slice(prefix.length) || "/";
}
