// The memory a process and everything it started hold at once, read from /proc (Linux): the build bench samples
// it while a build runs (Node, libvips' threads inside it, esbuild and workerd beside it) and keeps the highest.
// Each process counts its proportional set size (Pss: a page shared by n processes counts 1/n in each), so the sum
// is what the processes hold together, not their resident sizes added up (which would count Node's and workerd's
// shared libraries once a process).
import { readdirSync, readFileSync } from "node:fs";

/** A process's parent, from its /proc/<pid>/stat line: the field after the name, which may hold spaces and ")". */
export function parentOf(statLine: string): number {
  const afterName = statLine.slice(statLine.lastIndexOf(")") + 2).split(" ");
  return Number(afterName[1]);
}

/** Every process below `root`, and `root`. */
function treeOf(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = parentOf(readFileSync(`/proc/${entry}/stat`, "utf8"));
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone since the listing
    }
  }
  const tree = [root];
  // An array's iterator reaches what is pushed while it runs: the walk goes down every generation.
  for (const pid of tree) tree.push(...(children.get(pid) ?? []));
  return tree;
}

/** A process's proportional set size in bytes, from its /proc/<pid>/smaps_rollup ("Pss: 1234 kB"). */
export function pssBytes(smapsRollup: string): number {
  return Number(/^Pss:\s+(\d+) kB$/m.exec(smapsRollup)?.[1] ?? 0) * 1024;
}

/** The memory a process and its descendants hold, in bytes (a process gone meanwhile counts nothing). */
function treeBytes(root: number): number {
  let total = 0;
  for (const pid of treeOf(root)) {
    try {
      total += pssBytes(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"));
    } catch {
      // exited
    }
  }
  return total;
}

/** Samples a process tree's memory every `intervalMs` until `stop` is called; returns the highest. */
export function peakMemory(root: number, intervalMs = 200): { stop: () => number } {
  let peak = treeBytes(root);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeBytes(root));
  }, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}
