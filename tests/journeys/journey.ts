import type { Visitor } from "./visitor";

/** One visitor journey, run the same way in every engine. */
export interface Journey {
  title: string;
  /**
   * Console errors the journey provokes on purpose (a failed send is logged, a 404 document is reported by some
   * engines). Any other console error, uncaught error or CSP violation fails the journey.
   */
  expectedErrors?: readonly RegExp[];
  /** Milliseconds the journey may take in the slowest engine; 30 s when not given. */
  timeout?: number;
  run(visitor: Visitor): Promise<void>;
}
