import { collectionNamed } from "../collections";
import { fieldProblemInEditorWords, placedProblemInEditorWords, wrongThenExpected } from "../editor/problem-words";
import { labelOf } from "../editor/field-label";
import { publishedMarkdownProblems } from "../markdown/markdown-problems.server";
import { entryFileOf, readInsight } from "./insight-entries.server";
import type { InsightSource } from "./insight-files.server";

/** What the entries' check knows of the rest of the site. */
export interface InsightFacts {
  /** The leadership team's names (app/content/home/leaders.yaml): an entry's author is one of them. */
  authors: readonly string[];
  /**
   * What is wrong with the photo file at a path pages use (`/images/insights/x.jpg`): missing, not a picture, too
   * large (photos/photo-file.server.ts); undefined for a photo the build takes.
   */
  photoProblem: (publicPath: string) => string | undefined;
}

/**
 * Every Insights entry held to its rules, one line a problem in the editor's words (the entry, the field, what is
 * wrong, what is expected, then the file), as the content check reports: its name (the slug), its front matter
 * against the schema, its author one of the leadership team, its photo a picture file within the upload limit, and
 * its body publishable (markdown-problems.server.ts), each problem at its line.
 */
export function insightProblems(sources: readonly InsightSource[], facts: InsightFacts): string[] {
  return sources.flatMap((source) => {
    const read = readInsight(source);
    if ("problems" in read) return read.problems;
    const { entry, tree, bodyLine } = read;
    const file = entryFileOf(source, entry.title);
    const problems: string[] = [];
    if (!facts.authors.includes(entry.author)) {
      const team = collectionNamed("leaders").label;
      problems.push(
        fieldProblemInEditorWords(file, {
          steps: ["author"],
          wrong: `“${entry.author}” is no one of the ${team.toLowerCase()}`,
          expected: `a name as ${team} has it: ${facts.authors.join(", ")}`,
        }),
      );
    }
    const photoProblem = entry.image === undefined ? undefined : facts.photoProblem(entry.image);
    if (photoProblem)
      problems.push(fieldProblemInEditorWords(file, { steps: ["image"], ...wrongThenExpected(photoProblem) }));
    for (const { line, message } of publishedMarkdownProblems(tree)) {
      // The line in the text as the editor shows it (no front matter), and in the file for whoever opens it.
      const place = `${labelOf(`${file.collection.name}.body`)}, line ${line}`;
      problems.push(
        placedProblemInEditorWords(file, { place, ...wrongThenExpected(message), at: `line ${bodyLine + line - 1}` }),
      );
    }
    return problems;
  });
}
