import "react";

// Invoker commands: a button opens or closes the dialog it names, with no script where the browser has them
// (behaviours/invoker-commands.ts polyfills the rest). React passes these attributes through as written.
declare module "react" {
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover";
    commandfor?: string;
  }
}
