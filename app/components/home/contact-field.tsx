import type { ReactNode } from "react";

/** A form field's label, its control and, when there is one, its error, tied together by ids. */
export function ContactField({
  controlId,
  label,
  error,
  children,
}: {
  controlId: string;
  label: ReactNode;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-200">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${controlId}-error`} className="mt-1 text-sm text-rose-300">
          {error}
        </p>
      )}
    </div>
  );
}
