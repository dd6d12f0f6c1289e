// The contact bench's visitors: one message sent as a visitor's page sends it, and how its text names it again.
import { workerURL } from "./settings.mjs";

/**
 * One visitor's message; resolves with its answer, when it was sent and how long it took. `proof`: whether it
 * carries a token siteverify passes (a person's widget), or none (the held lane).
 */
export async function send({ run, index, address, proof = true }) {
  const started = performance.now();
  try {
    const response = await fetch(`${workerURL}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: workerURL, "CF-Connecting-IP": address },
      body: JSON.stringify({
        name: `Bench Visitor ${index}`,
        email: `visitor-${index}@example.org`,
        company: index % 2 ? "Bench Co" : "",
        message: `Benchmark message ${index} of run ${run}.\nSecond line.`,
        ...(proof ? { "cf-turnstile-response": `pass-${run}-${index}` } : {}),
      }),
    });
    const body = await response.json().catch(() => null);
    return {
      index,
      status: response.status,
      sent: response.status === 200 && body?.ok === true,
      started,
      ms: performance.now() - started,
    };
  } catch {
    return { index, status: 0, sent: false, started, ms: performance.now() - started };
  }
}

/**
 * Sends `total` messages, `concurrency` at a time, each by `sendOne(index)`, begun in index order; resolves with
 * their answers in the order they came.
 */
export async function sendAll(total, concurrency, sendOne) {
  const answers = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) answers.push(await sendOne(next++));
    }),
  );
  return answers;
}

/** The number in "Benchmark message <n> of run <run>." when `text` is one of `run`'s messages, else undefined. */
export function messageIndex(text, run) {
  const match = new RegExp(`^Benchmark message (\\d+) of run ${run}\\.`).exec(text ?? "");
  return match ? Number(match[1]) : undefined;
}
