import { randomBytes } from "node:crypto";
import { expect } from "@playwright/test";
import { deliveriesWith } from "../e2e/contact-helpers";
import { baseURL, opsToken } from "../e2e/playwright.config";
import type { Journey } from "./journey";
import { byCss, byRole, clickOn, eventually, fillIn, look, seen } from "./visitor-actions";
import type { Visitor } from "./visitor";

const heading = (name: string | RegExp) => byRole("heading", name);

/** Opens a console page (it has no script: its load is all there is to wait for). */
async function open(visitor: Visitor, path: string): Promise<void> {
  await visitor.goto(path);
  await eventually(
    `${path} loaded`,
    () => visitor.run(() => document.readyState),
    (state) => state === "complete",
  );
}

/** The ops API's answer (the token in the header, as `npm run outbox` sends it). */
async function opsApi<T>(path: string): Promise<T> {
  const response = await fetch(`${baseURL}/api/ops/outbox${path}`, {
    headers: { Authorization: `Bearer ${opsToken}` },
  });
  return response.json<T>();
}

/**
 * A message without a proof of a person, sent as a script-less client would: held. Its sender asks the provider's
 * stand-in for a 503 while it is held, so it waits in the held lane instead of going out at once, and goes out once
 * released (a released message that kept failing would hold every other test's held e-mail behind it, as the
 * verified lane goes first). Resolves with its ref.
 */
async function heldMessage(sender: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/contact`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}::1`,
    },
    body: new URLSearchParams({ name: "Real Prospect", email: sender, message: "A real request, held." }).toString(),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  const { messages } = await opsApi<{ messages: { ref: string }[] }>("/messages?state=held&limit=500");
  for (const { ref } of messages.reverse()) {
    const message = await opsApi<{ fields: { email: string } }>(`/messages/${ref}`);
    if (message.fields.email === sender) return ref;
  }
  throw new Error(`no held message from ${sender}`);
}

export const opsConsole: Journey = {
  title: "ops console: sign in with the token, read the numbers, release a held message, sign out",
  // The provider stand-in refuses this journey's message while it is held (its sender asks for it); nothing of
  // that reaches the console's pages.
  timeout: 60_000,
  async run(visitor) {
    const sender = `status-503-while-held@journey-${randomBytes(4).toString("hex")}.example`;
    const ref = await heldMessage(sender);

    await open(visitor, "/ops");
    await seen(visitor, heading("Sign in"));
    await fillIn(visitor, byCss("#token"), opsToken);
    await clickOn(visitor, byRole("button", "Sign in"));
    await seen(visitor, heading(/^The site's numbers/), "signed in, the numbers", 15_000);
    expect((await look(visitor, byCss("svg[role='img']"))).found, "a chart").toBe(true);
    expect((await look(visitor, byRole("link", "Last 7 days"))).found, "the ranges").toBe(true);

    await clickOn(visitor, byRole("link", "Outbox"));
    await seen(visitor, heading("Outbox"), "the outbox", 15_000);
    await clickOn(visitor, byRole("button", `Release ${ref}`));
    await seen(visitor, byRole("status"), "a notice of what was done", 15_000);
    expect((await look(visitor, byRole("status"))).text).toContain(`Released ${ref}`);
    // Released, it goes out at once in the verified lane (and, delivered everywhere, leaves the outbox).
    await expect
      .poll(
        async () =>
          (await deliveriesWith(sender))
            .filter((params) => params.from_email === sender)
            .map((params) => [params.message_ref, params.verified]),
        { timeout: 15_000 },
      )
      .toEqual([[ref, "yes"]]);

    await clickOn(visitor, byRole("button", "Sign out"));
    await seen(visitor, heading("Sign in"), "signed out", 15_000);
    expect((await look(visitor, byRole("status"))).text).toContain("Signed out.");
    await open(visitor, "/ops/outbox");
    await seen(visitor, heading("Sign in"), "the outbox is closed again");
  },
};
