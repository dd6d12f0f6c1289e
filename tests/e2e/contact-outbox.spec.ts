import { execFile } from "node:child_process";
import { promisify } from "node:util";
import {
  contactForm,
  deliveriesWith,
  expectDeliveredOnce,
  fillContactForm,
  openContactForm,
  toastTitled,
  uniqueMarker,
  useOwnClientAddress,
} from "./contact-helpers";
import { expect, test } from "./fixtures";
import { baseURL, opsToken } from "./playwright.config";

// The contact form is used here: Turnstile's script is the stand-in widget (tests/e2e/fixtures.ts).
test.use({ humanCheck: true });

const run = promisify(execFile);

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

test("text typed before the page's scripts are ready is kept when the form takes over, and sent as typed", async ({
  page,
}) => {
  // Hold back every script of the page until the visitor has typed.
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  // The page script is a module: the document's parsing is done, but DOMContentLoaded waits for that script.
  await page.goto("/#contact", { waitUntil: "commit" });

  const marker = uniqueMarker();
  const typed = {
    name: "Katherine Johnson",
    email: "katherine@example.org",
    company: "Langley Research",
    message: `Typed before the page was ready. ${marker}\nSecond line.`,
  };
  const fields = contactForm(page);
  // The server's own form: no script has taken it over yet.
  await expect(fields.form).not.toHaveAttribute("novalidate");
  await fillContactForm(page, typed);

  release();
  await expect(fields.form).toHaveAttribute("novalidate", "");
  for (const [field, value] of Object.entries(typed)) {
    await expect(fields[field as keyof typeof typed]).toHaveValue(value);
  }
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem("contactDraft"))) ?? "null")).toEqual(typed);

  await fields.submit.click();
  await expect(toastTitled(page, "Message sent successfully!")).toBeVisible();
  await expectDeliveredOnce(marker, {
    from_name: typed.name,
    from_email: typed.email,
    company: typed.company,
    message: typed.message,
    to_name: "Orbitant",
  });
});

test.describe("ops", () => {
  test.use({ allowConsoleErrors: true });

  test("a message the provider refused is a dead letter that `npm run outbox` lists, shows and replays", async ({
    page,
  }) => {
    const marker = uniqueMarker();
    const fields = await openContactForm(page);
    // The stand-in refuses this sender's first call for good (400), and takes the message when it comes again.
    await fillContactForm(page, {
      name: "Grace Hopper",
      email: "status-400-times-1@example.org",
      message: `Please call me back. ${marker}`,
    });
    await fields.submit.click();
    await expect(toastTitled(page, "Failed to send message")).toBeVisible();
    expect(await deliveriesWith(marker)).toEqual([]);

    const outbox = async (...args: string[]) => {
      const { stdout } = await run("node", ["scripts/tools/outbox.ts", ...args, "--url", baseURL], {
        cwd: new URL("../..", import.meta.url),
        env: { ...process.env, OPS_TOKEN: opsToken },
      });
      return JSON.parse(stdout) as unknown;
    };
    const listing = (await outbox("list", "--state", "dead")) as { messages: { ref: string }[] };
    const refs = listing.messages.map((message) => message.ref);
    // The listing runs oldest first and ours is among the newest: look from the end. Another test's dead letter
    // may leave the list meanwhile (a replay), so a reference gone by now is simply not ours.
    let ours: { ref: string; fields: object } | undefined;
    for (const ref of [...refs].reverse()) {
      const message = (await outbox("show", ref).catch(() => undefined)) as typeof ours;
      if (message && JSON.stringify(message.fields).includes(marker)) {
        ours = message;
        break;
      }
    }
    expect(ours).toMatchObject({
      sends: { email: { state: "dead", lastStatus: 400 } },
      fields: { email: "status-400-times-1@example.org" },
    });

    expect(await outbox("replay", ours?.ref ?? "")).toEqual({ ok: true, ref: ours?.ref, state: "queued" });
    await expect.poll(() => deliveriesWith(marker), { timeout: 10_000 }).toHaveLength(1);
    expect((await deliveriesWith(marker))[0]?.message_ref).toBe(ours?.ref);
    // Delivered, it is gone from the outbox (other tests' messages may be waiting there meanwhile).
    await expect
      .poll(() =>
        outbox("show", ours?.ref ?? "").then(
          () => "still stored",
          (error: unknown) => (error as { stdout?: string }).stdout ?? "",
        ),
      )
      .toContain('"code": "not_found"');
  });
});
