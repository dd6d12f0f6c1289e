// What the build asks of the memory allocators of the two runtimes it runs (decision 0084). Neither changes what
// the build makes; both stop memory the build no longer uses from being kept until it ends.

/**
 * glibc's malloc gives every thread that allocates while another holds an arena an arena of its own, up to 8 a
 * core, and keeps what each arena once held. The build's Node process allocates from many threads (libvips encoding
 * photos, the drawing of share cards, the bundler's), so memory freed in one arena is never reused by another: two
 * arenas held the first build at 300 entries a language 270 MB lower, for the same CPU time. Read by glibc when a
 * process starts, so it is given to the build's process from outside (scripts/build/build-site.ts). A value the
 * caller sets is kept; other C libraries ignore it.
 */
export function buildProcessEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { MALLOC_ARENA_MAX: "2", ...env };
}

/**
 * V8's flags for the build's Node process. V8 sets the next limit of a heap's old generation from how fast the
 * program allocated, up to 4 times what is live; after the build has waited (20 s while photos are encoded, the main
 * thread idle) it allowed 4 times: the heap grew to 822 MB for 171 MB live before it was collected, and V8 kept the
 * pages it then freed in its pool (408 MB) until the build ended. A fixed factor of 1.5 kept the process at 1.09 GB
 * where it had reached 1.45.
 */
export const buildNodeFlags = ["--heap-growing-percent=50"] as const;

/**
 * V8's flags for workerd while it answers React Router's prerender (Miniflare reads them from this variable). Left
 * to its defaults, each of the isolates a request passes through (Miniflare's entry, the assets router and worker,
 * the Worker) grows its young generation to 16 MB a half and starts collecting its old generation only once it holds
 * hundreds of megabytes: workerd's memory grew by about 60 KB a request, 690 MB at the end of a prerender of 1,000
 * entries a language. A 1 MB young generation and an old one that is first collected at 8 MB keep it flat, without
 * a limit that a page's render could hit.
 */
export const previewRuntimeV8Flags = "--max-semi-space-size=1 --initial-old-space-size=8";

/** Gives workerd, started after this, `previewRuntimeV8Flags`, unless the variable is set already. */
export function usePreviewRuntimeFlags(env: NodeJS.ProcessEnv = process.env): void {
  env.MINIFLARE_WORKERD_V8_FLAGS ??= previewRuntimeV8Flags;
}
