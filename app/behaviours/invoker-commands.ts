/**
 * Buttons open and close dialogs with invoker commands (`command` and `commandfor`), which need no script where
 * the browser has them. Browsers still in use that lack them (Safari before 26.2) load the polyfill; it is
 * fetched only there, and the size budget counts it.
 */
export async function ensureInvokerCommands(): Promise<void> {
  if ("command" in HTMLButtonElement.prototype && "CommandEvent" in window) return;
  const { apply } = await import("invokers-polyfill/fn");
  apply();
}
