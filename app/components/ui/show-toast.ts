import type { ToastKind, ToastOptions } from "./toast-host";

/**
 * The site's toasts (sonner), loaded on first use: sonner and its Toaster are about 10 KB of script that only
 * the contact form ever needs, so no page pulls them on first load. `prepareToasts` starts the download early
 * (the form calls it when the visitor starts on it), so a toast still shows when the network drops afterwards.
 */

let host: Promise<typeof import("./toast-host")> | undefined;

export function prepareToasts(): void {
  void loadHost().catch(() => {
    // Reported when a toast is actually asked for (showToast); preparing is only a head start.
    host = undefined;
  });
}

export function showToast(kind: ToastKind, title: string, options: ToastOptions): void {
  loadHost()
    .then((module) => module.showToast(kind, title, options))
    .catch((error: unknown) => {
      host = undefined;
      console.error(`Toast "${title}" not shown: ${error instanceof Error ? error.message : String(error)}`);
    });
}

function loadHost() {
  host ??= import("./toast-host");
  return host;
}
