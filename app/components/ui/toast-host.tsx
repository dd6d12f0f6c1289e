import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import { toast, Toaster } from "sonner";

// Loaded by show-toast.ts the first time a toast is needed, never on first load (it imports nothing from there: the
// dependency runs one way). Sonner injects its own <style> when this module loads: the CSP's style-src allows
// inline styles.

export type ToastKind = "message" | "success" | "error";

export interface ToastOptions {
  description: string;
  /** A toast with the same id replaces the one on screen instead of stacking under it. */
  id?: string;
  /** Milliseconds on screen; sonner's default (4 s) otherwise. */
  duration?: number;
}

let mounted: Promise<void> | undefined;

/**
 * Mounts the Toaster once, in a root of its own at the end of <body> (where root.tsx used to render it), and
 * resolves once it is on the page and listening: the live region is in the document before the first toast's
 * text is added to it, so screen readers announce that toast too.
 */
function mountToaster(): Promise<void> {
  mounted ??= new Promise((resolve) => {
    const container = document.createElement("div");
    document.body.appendChild(container);
    // Sibling effects run in order: by the time Mounted's effect runs, the Toaster's subscription is in place.
    createRoot(container).render(
      <>
        <Toaster theme="dark" richColors closeButton position="bottom-right" />
        <Mounted onMounted={resolve} />
      </>,
    );
  });
  return mounted;
}

function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return null;
}

const show: Record<ToastKind, typeof toast.message> = {
  message: toast.message,
  success: toast.success,
  error: toast.error,
};

export async function showToast(kind: ToastKind, title: string, options: ToastOptions): Promise<void> {
  await mountToaster();
  show[kind](title, options);
}
