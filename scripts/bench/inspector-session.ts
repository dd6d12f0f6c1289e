// A Chrome DevTools Protocol session with the Worker's isolate, through the inspector `wrangler dev` serves on
// `--inspector-port` (Node's own WebSocket client: no dependency).

export interface InspectorSession {
  /** Sends a command; resolves its result, or throws its error. */
  send: <Result = unknown>(method: string, params?: Record<string, unknown>) => Promise<Result>;
  close: () => void;
}

export async function openInspector(host: string, port: number): Promise<InspectorSession> {
  // wrangler's inspector proxy takes one client at a time, and only from a local page: a WebSocket without an
  // Origin header is refused (400).
  const socket = new WebSocket(`ws://${host}:${port}/ws`, { headers: { Origin: "http://localhost" } } as never);
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  socket.addEventListener("message", (event: MessageEvent) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
    if (message.id === undefined) return;
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.error) waiting?.reject(new Error(message.error.message));
    else waiting?.resolve(message.result);
  });
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener(
      "open",
      () => {
        resolve();
      },
      { once: true },
    );
    socket.addEventListener(
      "error",
      () => {
        reject(new Error(`no inspector on ${host}:${port}`));
      },
      { once: true },
    );
  });
  socket.addEventListener("close", () => {
    for (const waiting of pending.values()) waiting.reject(new Error("the inspector closed the session"));
    pending.clear();
  });
  return {
    send: <Result>(method: string, params: Record<string, unknown> = {}) =>
      new Promise<Result>((resolve, reject) => {
        const id = ++lastId;
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => {
      socket.close();
    },
  };
}
