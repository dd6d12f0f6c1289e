// The yardstick of the build bench's cost per entry page: how long React's `renderToString` takes to render the
// same pages' React trees, in Node, in this process. Run by build-bench.ts in the checkout it built, after the
// build: `node scripts/bench/page-render-cost.ts <checkout> <path>...`; prints one line of JSON.
//
// The pages' trees are the built Worker's own: build/server/index.js is loaded in Node as the build loads it to
// write the entry pages (scripts/build/built-worker.ts) and asked for each page, its assets binding serving the
// prerender data that the build writes and removes (insights-data.ts makes it again here). Each page's loaders, meta
// and route modules run in the Worker's code; the element the site's entry.server.tsx hands to React's renderToString
// is kept, and only `renderToString` of that element, with the bundle's own copy of React, is timed: once over every
// page to warm the code, then over every page again.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** What the yardstick prints. */
export interface RenderCost {
  pages: number;
  /** renderToString over every page, warm: seconds on the clock, and of this process's CPU. */
  renderSeconds: number;
  renderCpuSeconds: number;
  /** The Worker's whole answer (routing, headers, loaders, meta, the render) over every page: seconds. */
  handlerSeconds: number;
  /**
   * The answer the build asks the Worker for an entry page (its HTML, scripts/build/insight-pages.ts), over every page,
   * warm: CPU seconds of this process. What the Worker's request handler costs without writing the page, to set the
   * bench's figure of a page against.
   */
  answersCpuSeconds: number;
  /** The HTML renderToString wrote, summed, against the HTML the Worker answered with. */
  renderedBytes: number;
  answeredBytes: number;
}

interface ServerEdge {
  renderToString: (element: unknown) => string;
}

/** The part of React Router's entry context this needs: the page's data for the browser, as a stream. */
interface RouterContext {
  staticHandlerContext: unknown;
  serverHandoffStream?: ReadableStream<Uint8Array>;
  /** This file's copy of it. */
  handoffCopy?: ReadableStream<Uint8Array>;
}

/** The router context of the tree entry.server.tsx renders: the `context` prop of its ServerRouter. */
function routerContextIn(element: unknown): RouterContext {
  type Node = { props?: { context?: RouterContext; children?: Node | Node[] } } | null;
  const stack = [element as Node];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    const props = node?.props;
    if (props?.context?.staticHandlerContext) return props.context;
    if (props?.children !== undefined) stack.push(...[props.children].flat());
  }
  throw new Error("the rendered tree has no ServerRouter with a context");
}

async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  return chunks;
}

const streamOf = (chunks: readonly Uint8Array[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });

async function main(root: string, pagePaths: string[]): Promise<RenderCost> {
  const server = path.join(root, "build/server");

  // The prerender data, as the build writes it (loaded from the checkout, the way vite.config.ts loads it).
  const { loadModule } = (await import(pathToFileURL(path.join(root, "scripts/build/load-module.ts")).href)) as {
    loadModule: <T>(file: string) => Promise<T>;
  };
  const { insightsDataFiles } = await loadModule<typeof import("../build/insights-data.ts")>(
    "scripts/build/insights-data.ts",
  );
  // With the photos the build made (all in the checkout's cache by now), which the entries' data carries.
  const checkoutModule = <T>(file: string) => import(pathToFileURL(path.join(root, file)).href) as Promise<T>;
  const [{ preparePhotos }, { defaultPhotoCacheDir }, { photoSettings }] = await Promise.all([
    checkoutModule<typeof import("../build/photos/prepare-photos.ts")>("scripts/build/photos/prepare-photos.ts"),
    checkoutModule<typeof import("../build/photos/photo-cache.ts")>("scripts/build/photos/photo-cache.ts"),
    checkoutModule<typeof import("../build/photos/photo-settings.ts")>("scripts/build/photos/photo-settings.ts"),
  ]);
  const photos = await preparePhotos({
    publicDir: path.join(root, "public"),
    cacheDir: defaultPhotoCacheDir,
    settings: photoSettings,
  });
  const data = new Map(insightsDataFiles(undefined, photos.manifest).map(({ fileName, source }) => [fileName, source]));
  const { loadBuiltWorker } = await checkoutModule<typeof import("../build/built-worker.ts")>(
    "scripts/build/built-worker.ts",
  );
  const worker = await loadBuiltWorker(path.join(root, "build"), data);

  // The bundle's react-dom/server: the chunk the Worker's server build imports it from, by the name it imports.
  const assets = path.join(server, "assets");
  const serverBuild = readdirSync(assets).find((name) => /^server-build-.*\.js$/.test(name));
  if (!serverBuild) throw new Error(`no server-build chunk in ${assets}`);
  const code = readFileSync(path.join(assets, serverBuild), "utf8");
  const imported = /import \{([^}]*)\} from "\.\/([^"]+)";/g;
  let edge: ServerEdge | undefined;
  for (const [, names = "", chunk = ""] of code.matchAll(imported)) {
    const exported = new RegExp(`(?:^|,)\\s*([\\w$]+) as require_server_edge\\s*(?:,|$)`).exec(names)?.[1];
    if (!exported) continue;
    const module = (await import(pathToFileURL(path.join(assets, chunk)).href)) as Record<string, () => ServerEdge>;
    edge = module[exported]?.();
  }
  if (!edge) throw new Error(`${serverBuild} imports no react-dom/server (require_server_edge)`);
  // The site's entry.server.tsx renders a page with renderToString: the tree it is handed is kept, and so is a copy
  // of the page's data for the browser, for this file's own renders (the Worker's render reads the other).
  const { renderToString } = edge;
  let element: unknown;
  edge.renderToString = (tree) => {
    element = tree;
    const context = routerContextIn(tree);
    const [theirs, mine] = context.serverHandoffStream?.tee() ?? [undefined, streamOf([])];
    context.serverHandoffStream = theirs;
    context.handoffCopy = mine;
    return renderToString(tree);
  };

  /** The Worker's answer for a page, as the build asks for it (scripts/build/insight-pages.ts). */
  const ask = (pagePath: string) => worker.ask(`${pagePath}/`);
  const trees: { tree: unknown; context: RouterContext; handoff: Uint8Array[] }[] = [];
  let answeredBytes = 0;
  const handlerStarted = performance.now();
  for (const pagePath of pagePaths) {
    element = undefined;
    const response = await ask(pagePath);
    const html = await response.text();
    if (response.status !== 200 || !element) throw new Error(`${pagePath} answered ${response.status}`);
    answeredBytes += html.length;
    const context = routerContextIn(element);
    trees.push({ tree: element, context, handoff: await chunksOf(context.handoffCopy ?? streamOf([])) });
  }
  const handlerSeconds = (performance.now() - handlerStarted) / 1000;
  const answersBefore = process.cpuUsage();
  for (const pagePath of pagePaths) {
    const response = await ask(pagePath);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`);
  }
  const answersCpu = process.cpuUsage(answersBefore);
  const answersCpuSeconds = (answersCpu.user + answersCpu.system) / 1e6;

  // React Router's ServerRouter takes a reader of the page's data for the browser (its "handoff") as it renders:
  // each render gets a stream of its own with the same bytes, made before the timed pass.
  const render = ({ tree, context }: (typeof trees)[number], handoff: ReadableStream<Uint8Array>) => {
    context.serverHandoffStream = handoff;
    return renderToString(tree);
  };
  let renderedBytes = 0;
  for (const page of trees) renderedBytes += render(page, streamOf(page.handoff)).length;
  const handoffs = trees.map((page) => streamOf(page.handoff));
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  for (const [index, page] of trees.entries()) render(page, handoffs[index] ?? streamOf([]));
  const cpu = process.cpuUsage(cpuBefore);
  const renderSeconds = (performance.now() - started) / 1000;
  const renderCpuSeconds = (cpu.user + cpu.system) / 1e6;
  return {
    pages: trees.length,
    renderSeconds,
    renderCpuSeconds,
    handlerSeconds,
    answersCpuSeconds,
    renderedBytes,
    answeredBytes,
  };
}

const [root, ...pagePaths] = process.argv.slice(2);
if (!root || pagePaths.length === 0) throw new Error("usage: page-render-cost.ts <checkout> <path>...");
console.log(JSON.stringify(await main(path.resolve(root), pagePaths)));
