import { ConsoleDocument } from "./console-document";

/**
 * What the numbers page shows when its queries fail because the insights database lacks migrations of this build:
 * which ones, and the command that applies them. The outbox keeps its own storage, so its page still works.
 */
export function SchemaBehindPage({ problem }: { problem: string }) {
  return (
    <ConsoleDocument title="Database behind" current="/ops">
      <div className="panel">
        <h1>The numbers cannot be read</h1>
        <p className="notice problem" role="alert">
          {problem}
        </p>
        <p className="muted">
          The outbox keeps its own storage: <a href="/ops/outbox">its page</a> still works.
        </p>
      </div>
    </ConsoleDocument>
  );
}
