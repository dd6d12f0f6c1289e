import { type KeyboardEvent, type ReactNode, useEffect, useRef } from "react";

interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name. */
  label: string;
  id?: string;
  className?: string;
  children: ReactNode;
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * Every modal of the site. The native <dialog> gives Escape, the inert page behind and focus returned to the
 * opener on close; it lets Tab leave for the browser's own controls after the last element, so Tab and
 * Shift+Tab are wrapped here to keep keyboard focus inside (WCAG 2.4.3).
 */
export function ModalDialog({ open, onClose, label, id, className = "", children }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)].filter(
      (element) => element.getClientRects().length > 0,
    );
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog ref={dialogRef} id={id} aria-label={label} onClose={onClose} onKeyDown={keepFocusInside} className={className}>
      {children}
    </dialog>
  );
}
