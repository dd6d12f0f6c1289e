// Scripts the engine adapters run in the page, and how a function with its arguments becomes a script.

/** An expression that calls a self-contained function with JSON-serialisable arguments. */
export function callExpression(fn: (...args: never[]) => unknown, args: readonly unknown[]): string {
  return `(${fn.toString()})(...${JSON.stringify(args)})`;
}

/**
 * Runs before the page's own scripts where the engine can do that (Chromium, Firefox): a CSP violation becomes a
 * console error, which the adapter records with the page's other console errors.
 */
export function reportCspViolationsAsConsoleErrors(): void {
  document.addEventListener("securitypolicyviolation", (event) => {
    console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
  });
}

/**
 * For an engine whose driver hears nothing from the console (WebDriver classic): records console errors, uncaught
 * errors, unhandled rejections and CSP violations in the page itself, from the first script the driver runs in a
 * document on. Returns what was recorded since the last call, and forgets it.
 */
export function collectErrorsInPage(): string[] {
  type Watched = Window & { __visitorErrors?: string[] };
  const page = window as Watched;
  if (!page.__visitorErrors) {
    const errors: string[] = [];
    page.__visitorErrors = errors;
    const original = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      errors.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(" "));
      original(...args);
    };
    window.addEventListener("error", (event) => errors.push(`pageerror: ${event.message}`));
    window.addEventListener("unhandledrejection", (event) =>
      errors.push(`unhandled rejection: ${String(event.reason)}`),
    );
    document.addEventListener("securitypolicyviolation", (event) =>
      errors.push(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`),
    );
  }
  return page.__visitorErrors.splice(0);
}
