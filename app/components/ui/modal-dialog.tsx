import type { ReactNode } from "react";

interface ModalDialogProps {
  /** Buttons open and close it with `invokerCommand("show-modal" | "close", id)`. */
  id: string;
  /** The dialog's accessible name. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * Every modal of the site: a native <dialog>, opened and closed by invoker commands, so it works the same on
 * pages with and without React. The browser gives Escape, the inert page behind and focus returned to the
 * opener; behaviours/modal-dialogs.ts keeps Tab inside and fills frame slots when it opens.
 */
export function ModalDialog({ id, label, className = "", children }: ModalDialogProps) {
  return (
    <dialog id={id} aria-label={label} className={className}>
      {children}
    </dialog>
  );
}
