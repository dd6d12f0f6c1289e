/**
 * The attributes of a button that opens or closes a dialog by itself (invoker commands: no script where the
 * browser has them; behaviours/invoker-commands.ts loads a polyfill where it does not). Spread on a <button>:
 * React writes them as they are named, and TypeScript's JSX types do not list them yet.
 */
export function invokerCommand(command: "show-modal" | "close", dialogId: string): Record<string, string> {
  return { command, commandfor: dialogId };
}
