import { randomBytes } from "node:crypto";
import { expect } from "@playwright/test";
import { deliveriesWith, ownClientAddress } from "../e2e/contact-helpers";
import { baseURL, opsToken } from "../e2e/playwright.config";
import type { Journey } from "./journey";
import { byCss, byRole, clickOn, eventually, fillIn, look, seen } from "./visitor-actions";
import type { Target, Visitor } from "./visitor";

const heading = (name: string | RegExp) => byRole("heading", name);

/**
 * Waits until the console page the visitor is on has loaded. A console page has no script: its load is all there is
 * to wait for, and until then it can still move (its stylesheet not yet applied, its tables not yet whole; Firefox
 * lays a page out without its stylesheet when a script asks where something is), so a click aimed at a button
 * could land beside it.
 */
async function loaded(visitor: Visitor, description: string): Promise<void> {
  await eventually(
    `${description}: loaded`,
    () => visitor.run(() => document.readyState),
    (state) => state === "complete",
    15_000,
  );
}

/** Opens a console page by its address. */
async function open(visitor: Visitor, path: string): Promise<void> {
  await visitor.goto(path);
  await loaded(visitor, path);
}

/**
 * Waits for the page a click led to: what only that page shows (the page before has nothing that matches), then its
 * load. Firefox's driver returns from a click at once, not once the page it leads to has loaded.
 */
async function arrived(visitor: Visitor, target: Target, description: string): Promise<void> {
  await seen(visitor, target, description, 15_000);
  await loaded(visitor, description);
}

/** The ops API's answer (the token in the header, as `npm run outbox` sends it), to the journey's client. */
async function opsApi<T>(client: string, path: string): Promise<T> {
  const response = await fetch(`${baseURL}/api/ops/outbox${path}`, {
    headers: { Authorization: `Bearer ${opsToken}`, "CF-Connecting-IP": client },
  });
  expect(response.status, `GET /api/ops/outbox${path}`).toBe(200);
  return response.json<T>();
}

/**
 * A message without a proof of a person, sent as a script-less client would: held. Its sender asks the provider's
 * stand-in for a 503 while it is held, so it waits in the held lane instead of going out at once, and goes out once
 * released (a released message that kept failing would hold every other test's held e-mail behind it, as the
 * verified lane goes first). Resolves with its ref.
 */
async function heldMessage(client: string, sender: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/contact`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": client,
    },
    body: new URLSearchParams({ name: "Real Prospect", email: sender, message: "A real request, held." }).toString(),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  const { messages } = await opsApi<{ messages: { ref: string }[] }>(client, "/messages?state=held&limit=500");
  for (const { ref } of messages.reverse()) {
    const message = await opsApi<{ fields: { email: string } }>(client, `/messages/${ref}`);
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
    // One client address for all the journey does, in the engines that can send it: the console's sign-in and the
    // ops API count against a per-client limit (20 a minute) that every other test's ops calls would share.
    const client = ownClientAddress();
    await visitor.useClientAddress?.(client);
    const sender = `status-503-while-held@journey-${randomBytes(4).toString("hex")}.example`;
    const ref = await heldMessage(client, sender);

    await open(visitor, "/ops");
    await seen(visitor, heading("Sign in"));
    await fillIn(visitor, byCss("#token"), opsToken);
    await clickOn(visitor, byRole("button", "Sign in"));
    await arrived(visitor, heading(/^The site's numbers/), "signed in, the numbers");
    expect((await look(visitor, byCss("svg[role='img']"))).found, "a chart").toBe(true);
    expect((await look(visitor, byRole("link", "Last 7 days"))).found, "the ranges").toBe(true);

    await clickOn(visitor, byRole("link", "Outbox"));
    await arrived(visitor, heading("Outbox"), "the outbox");
    await clickOn(visitor, byRole("button", `Release ${ref}`));
    // Whatever the console answered, said as it is: a refusal comes as an alert, not a status.
    const notice = byCss("[role='status'], [role='alert']");
    await arrived(visitor, notice, "a notice of what was done");
    const { attributes, text } = await look(visitor, notice);
    expect(`${attributes.role ?? ""}: ${text}`).toContain(`status: Released ${ref}`);
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
    await arrived(visitor, heading("Sign in"), "signed out");
    expect((await look(visitor, byRole("status"))).text).toContain("Signed out.");
    await open(visitor, "/ops/outbox");
    await seen(visitor, heading("Sign in"), "the outbox is closed again");
  },
};
