import { parseDocument, stringify } from "yaml";

/**
 * How content files are read and written: YAML, or Markdown with YAML front matter. The build reads them
 * (scripts/build/content-files.ts), the editor writes them, and both use this module, so a file the editor saves
 * differs from the one it opened only where a value changed. One style, the one `yaml` writes with these options:
 * block style, keys in the order given, quotes only where YAML needs them, and every value on one line
 * (`lineWidth: 0`): folding long texts at a width would make a one-word edit rewrap, and so change, many lines.
 * Relative imports only: vite.config.ts and the test configuration load it outside the project's aliases.
 */

export type ContentFormat = "yaml" | "markdown";

/** The field a Markdown file's body is read into and written from; the front matter holds the others. */
export const markdownBodyField = "body";

// Single quotes where a value needs quoting: the editor at /admin writes YAML with these same options, so its
// saves quote exactly as the files already do.
const stringifyOptions = { lineWidth: 0, minContentWidth: 0, singleQuote: true } as const;

function parseYaml(text: string, file: string): unknown {
  const document = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  const [error] = document.errors;
  if (error) throw new Error(`${file}: ${error.message.split("\n")[0]}`);
  return document.toJS();
}

const frontMatterPattern = /^---\n([\s\S]*?\n)---\n(?:\n)?/;

/** A file's text as data; a file that is not well formed throws, naming the file. */
export function parseContentFile(text: string, format: ContentFormat, file: string): unknown {
  if (format === "yaml") return parseYaml(text, file);
  const match = frontMatterPattern.exec(text);
  if (!match) throw new Error(`${file}: a Markdown content file starts with front matter between two --- lines`);
  const frontMatter = parseYaml(match[1] ?? "", file);
  if (typeof frontMatter !== "object" || frontMatter === null || Array.isArray(frontMatter))
    throw new Error(`${file}: the front matter is a list of fields`);
  return { ...frontMatter, [markdownBodyField]: text.slice(match[0].length).replace(/\n$/, "") };
}

/** Data as a file's text, as the editor saves it: what `parseContentFile` reads back unchanged. */
export function stringifyContentFile(data: unknown, format: ContentFormat): string {
  if (format === "yaml") return stringify(data, stringifyOptions);
  const { [markdownBodyField]: body, ...frontMatter } = data as Record<string, unknown>;
  if (typeof body !== "string") throw new Error(`a Markdown file's data has its text in "${markdownBodyField}"`);
  return `---\n${stringify(frontMatter, stringifyOptions)}---\n\n${body}\n`;
}

/** The format a content file is written in, by its name. */
export function formatOfFile(file: string): ContentFormat | undefined {
  if (file.endsWith(".yaml")) return "yaml";
  if (file.endsWith(".md")) return "markdown";
  return undefined;
}
