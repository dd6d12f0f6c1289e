import englishText from "./en/interface.yaml";

/**
 * What the default language (English, app/content/en/interface.yaml) calls pages, topics and job titles, for the
 * editor at /admin: it names its entries, and the choices of a list to pick from, as the site words them, not by
 * their keys ("MVP Builder", not "mvp-builder"). The content check holds the file to its schema; a key the file
 * does not word is shown as itself.
 */

interface Names {
  pages?: Readonly<Record<string, string>>;
  topics?: Readonly<Record<string, string>>;
  leadership?: { roles?: Readonly<Record<string, string>> };
}

const names = englishText as Names;

const wordOf = (words: Readonly<Record<string, string>> | undefined) => (key: string) => words?.[key] ?? key;

export const defaultPageName = wordOf(names.pages);
export const defaultTopicName = wordOf(names.topics);
export const defaultJobTitle = wordOf(names.leadership?.roles);
