import { readFile } from "node:fs/promises";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * What a test file needs of its worker: its project, and the environment it asks for in its comments, as Vitest
 * reads it, else its project's.
 */
export async function groupOf(spec: Pick<TestSpecification, "moduleId" | "project">): Promise<string> {
  const code = await readFile(spec.moduleId, "utf8");
  const environment = /@(?:vitest|jest)-environment\s+([\w-]+)\b/.exec(code)?.[1] ?? spec.project.config.environment;
  return `${spec.project.name}\n${environment}`;
}

/**
 * Vitest's order (each project's files, the longest first), with each project's files of one environment kept
 * together. A worker that ends a file goes on to the next file in the queue only when that file has its project and
 * its environment (`isolate: false`); otherwise Vitest stops it and starts another, which loads every module its
 * files import anew. With the few document files among the rest by duration, a run of the unit tests started 14
 * workers where 4 do.
 */
export class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const groups = await Promise.all(sorted.map(groupOf));
    return keptTogether(sorted.map((spec, index) => ({ spec, group: groups[index] ?? "" })));
  }
}

/** The items in their order, each group's together, the groups in the order of their first item. */
export function keptTogether<T>(items: readonly { spec: T; group: string }[]): T[] {
  const groups = new Map<string, T[]>();
  for (const { spec, group } of items) groups.set(group, [...(groups.get(group) ?? []), spec]);
  return [...groups.values()].flat();
}
