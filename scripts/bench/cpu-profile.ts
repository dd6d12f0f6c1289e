// How much CPU one invocation took, read from a V8 sampling profile of the Worker's isolate (the Chrome DevTools
// Protocol's Profiler domain, reached through `wrangler dev --inspector-port`), and whose it was: the Worker's or
// the contact outbox's (a Durable Object of the same script, which the local runtime runs in the same isolate).
import ts from "typescript";

/** A frame of a sampled stack, as the Profiler domain reports it (lines and columns count from 0). */
export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

/** The Profiler domain's `Profile`: a call tree, and the node each sample was in with the µs since the one before. */
export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A stretch of a script's text, from `start` to `end`, as positions of the Profiler domain's frames. */
export interface SourceRange {
  url: string;
  start: { line: number; column: number };
  end: { line: number; column: number };
}

export interface InvocationCpu {
  /** The Worker's and the outbox's CPU, but for their log lines. */
  workerMs: number;
  outboxMs: number;
  /** The log lines' (samples whose stack passes through `isLogFrame`), the Worker's and the outbox's together. */
  logMs: number;
  /**
   * Of the Worker's and the outbox's CPU, the runtime's own: the samples whose innermost frame is not in the site's
   * scripts (`isRuntimeFrame`). A lower bound: a native call V8 shows no frame for (calling a Durable Object's
   * method, say) counts as the time of the site's function that made it.
   */
  runtimeMs: number;
  /** How many samples found the isolate running: none, for an invocation that ran code, is a profile lost. */
  samples: number;
}

/**
 * The stretch of `source` (a bundled script, served as `url`) that declares class `className`, as a declaration
 * or, as bundlers write it, `var ContactOutbox = class extends ...`: a frame whose function starts inside it is one
 * of the class's methods.
 */
export function classRange(source: string, url: string, className: string): SourceRange {
  return declarationRange(source, url, `class ${className}`, (node) => {
    if (ts.isClassDeclaration(node) && node.name?.text === className) return node;
    const classVariable = ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === className;
    return classVariable && node.initializer && ts.isClassExpression(node.initializer) ? node.initializer : undefined;
  });
}

/** The stretch of `source` (a bundled script, served as `url`) that declares function `name`. */
export function functionRange(source: string, url: string, name: string): SourceRange {
  return declarationRange(source, url, `function ${name}`, (node) =>
    ts.isFunctionDeclaration(node) && node.name?.text === name ? node : undefined,
  );
}

/** The stretch of the first node `match` picks, in document order; `what` names it when there is none. */
function declarationRange(
  source: string,
  url: string,
  what: string,
  match: (node: ts.Node) => ts.Node | undefined,
): SourceRange {
  const file = ts.createSourceFile(url, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  let found: ts.Node | undefined;
  const visit = (node: ts.Node) => {
    if (found) return;
    found = match(node);
    if (!found) ts.forEachChild(node, visit);
  };
  visit(file);
  if (!found) throw new Error(`no ${what} in ${url}`);
  const at = (position: number) => {
    const { line, character } = file.getLineAndCharacterOfPosition(position);
    return { line, column: character };
  };
  return { url, start: at(found.getStart(file)), end: at(found.getEnd()) };
}

/** Whether a frame's function starts within `range`. */
export function frameWithin(frame: CallFrame, range: SourceRange): boolean {
  if (frame.url !== range.url) return false;
  const after = (line: number, column: number) =>
    frame.lineNumber > line || (frame.lineNumber === line && frame.columnNumber >= column);
  const before = (line: number, column: number) =>
    frame.lineNumber < line || (frame.lineNumber === line && frame.columnNumber < column);
  return after(range.start.line, range.start.column) && before(range.end.line, range.end.column);
}

/** A gap between two samples longer than this many sampling intervals is time the isolate was not running. */
export const GAP_INTERVALS = 4;

/**
 * The CPU milliseconds of the Worker and of the outbox in a profile of one invocation (a request and the work it
 * leaves after its answer, or an alarm), sampled every `intervalUs`.
 *
 * - The runtime takes a sample only while the isolate runs (it drops the others), so a sample stands for the time
 *   since the one before it; but after a gap longer than `GAP_INTERVALS` intervals (the isolate waited for I/O, or
 *   another invocation's turn, and ran again only just before the sample), for the profile's typical spacing of
 *   samples instead: the median of its shorter gaps (the sampling interval when there are none; on a busy machine
 *   the sampler runs late, and the spacing is wider than the interval asked for). "(idle)" samples count for nothing.
 * - A sample is the outbox's when its stack passes through one of the outbox class's methods (`isOutboxFrame`),
 *   the Worker's otherwise. A sample with no JavaScript frame (the garbage collector, the runtime's own code) goes
 *   to whoever the sample before it went to.
 * - A sample whose stack passes through `isLogFrame` (the function that writes a log line) is the log lines', not
 *   its owner's: under `wrangler dev`'s inspector a line costs about 30 times what it costs without one
 *   (docs/benchmarks.md), which no deployed Worker pays.
 */
export function invocationCpu(
  profile: CpuProfile,
  intervalUs: number,
  isOutboxFrame: (frame: CallFrame) => boolean,
  isLogFrame: (frame: CallFrame) => boolean = () => false,
): InvocationCpu {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  /** Whose a node's stack is (undefined: no JavaScript frame on it), worked out once a node. */
  const owners = new Map<number, Owner | undefined>();
  const ownerOf = (id: number): Owner | undefined => {
    if (owners.has(id)) return owners.get(id);
    let owner: Owner | undefined;
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const frame = nodes.get(at)?.callFrame;
      if (!frame || !isJavaScript(frame)) continue;
      if (isLogFrame(frame)) {
        owner = "log";
        break;
      }
      if (isOutboxFrame(frame)) {
        owner = "outbox";
        break;
      }
      owner = "worker";
    }
    owners.set(id, owner);
    return owner;
  };
  const us: Record<Owner, number> = { worker: 0, outbox: 0, log: 0 };
  let runtimeUs = 0;
  let previous: Owner = "worker";
  const running = weightedSamples(profile, intervalUs);
  for (const sample of running) {
    const owner: Owner = ownerOf(sample.id) ?? previous;
    previous = owner;
    us[owner] += sample.us;
    const innermost = nodes.get(sample.id)?.callFrame;
    if (owner !== "log" && (!innermost || isRuntimeFrame(innermost))) runtimeUs += sample.us;
  }
  return {
    workerMs: us.worker / 1000,
    outboxMs: us.outbox / 1000,
    logMs: us.log / 1000,
    runtimeMs: runtimeUs / 1000,
    samples: running.length,
  };
}

/**
 * A frame of the runtime's, not of the site's scripts: V8's pseudo-frames ("(program)", "(garbage collector)"), the
 * native functions it shows as frames of no script (`fetch`, a SQL statement's `exec`, a body's `text`), and the
 * runtime's internal modules (`cloudflare-internal:d1-api`, `node-internal:internal_timers`).
 */
function isRuntimeFrame(frame: CallFrame): boolean {
  return frame.url === "" || /^(cloudflare|node)-internal:/.test(frame.url);
}

type Owner = "worker" | "outbox" | "log";

/**
 * The samples of a profile that found the isolate running, each with the µs it stands for (see `invocationCpu`):
 * the time since the sample before, or the profile's typical spacing after a gap.
 */
function weightedSamples(profile: CpuProfile, intervalUs: number): { id: number; us: number }[] {
  const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === "(idle)").map((node) => node.id));
  const running = profile.samples
    .map((id, index) => ({ id, us: Math.max(profile.timeDeltas[index] ?? 0, 0) }))
    .filter(({ id }) => !idle.has(id));
  const gapUs = GAP_INTERVALS * intervalUs;
  const spacings = running
    .map(({ us }) => us)
    .filter((us) => us <= gapUs)
    .sort((a, b) => a - b);
  const typicalUs = spacings[Math.ceil(spacings.length / 2) - 1] ?? intervalUs;
  return running.map(({ id, us }) => ({ id, us: us <= gapUs ? us : typicalUs }));
}

/** Where a profile's time went, by function (`name url:line`, lines counted from 1): µs, summed over profiles. */
export interface FunctionTimes {
  /** The samples whose innermost frame is the function. */
  self: Map<string, number>;
  /** The samples with the function anywhere on their stack (once a sample, however deep its recursion). */
  inclusive: Map<string, number>;
}

/** Adds a profile's self and inclusive times by function into `into`: what `--top` prints. */
export function addFunctionTimes(profile: CpuProfile, intervalUs: number, into: FunctionTimes): void {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const keyOf = (frame: CallFrame) =>
    frame.url ? `${frame.functionName || "(anonymous)"} ${frame.url}:${frame.lineNumber + 1}` : frame.functionName;
  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
  for (const { id, us } of weightedSamples(profile, intervalUs)) {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) continue;
    add(into.self, keyOf(frame), us);
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const callFrame = nodes.get(at)?.callFrame;
      if (callFrame && isJavaScript(callFrame)) onStack.add(keyOf(callFrame));
    }
    for (const key of onStack) add(into.inclusive, key, us);
  }
}

/** A frame of the Worker's scripts, not one of V8's pseudo-frames: "(root)", "(program)", "(garbage collector)". */
function isJavaScript(frame: CallFrame): boolean {
  return frame.url !== "" && !/^\(.*\)$/.test(frame.functionName);
}
