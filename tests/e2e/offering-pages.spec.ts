import type { Page } from "@playwright/test";
import { offeringPages } from "~/content/pages";
import { wordsIn } from "./site-words";
import { embedHosts } from "~/lib/embeds/embed-hosts";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// Loops over the content registry: a new offering page is tested the moment it has a registry line.
// Counts are as required, the same for every page of a kind; no copy is asserted here.

const isOurs = (url: URL) => url.hostname === "127.0.0.1";

/** Records every request that leaves our origin, and answers it with an empty 204 so nothing reaches the network. */
async function recordThirdParty(page: Page): Promise<string[]> {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (!isOurs(new URL(request.url()))) requests.push(request.url());
  });
  await page.route(
    (url) => !isOurs(url),
    (route) => route.fulfill({ status: 204 }),
  );
  return requests;
}

// Every page passes axe in its first state in routes.spec.ts; with the booking dialog and video players open,
// the first page of each kind is checked (the dialog and players are the same components on every page).
const firstOfEachKind = new Set(
  offeringPages
    .filter((page, index, all) => all.findIndex((other) => other.kind === page.kind) === index)
    .map((page) => page.path),
);

for (const offering of offeringPages) {
  test(`${offering.path} (${offering.kind}): one h1 and the required counts; nothing third-party until asked, then the players and the booking dialog; Back to Home goes home`, async ({
    page,
  }) => {
    const thirdParty = await recordThirdParty(page);
    const response = await page.goto(offering.path);
    expect(response?.status()).toBe(200);
    await page.locator("html[data-ready]").waitFor({ state: "attached" });

    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      wordsIn("en").pages[offering.slug as keyof ReturnType<typeof wordsIn>["pages"]],
    );
    await expect(page.locator("#benefits li")).toHaveCount(6);
    await expect(page.locator("#capabilities li")).toHaveCount(4);
    await expect(page.locator("#capabilities h3")).toHaveCount(4);
    await expect(page.locator("#process ol > li")).toHaveCount(4);
    await expect(page.locator("#process ol > li > span:first-child")).toHaveText(["01", "02", "03", "04"]);

    if (offering.kind === "venture") {
      const ventures = page.locator("#ventures article");
      await expect(ventures).toHaveCount(2);
      for (const venture of await ventures.all()) {
        await expect(venture.locator("ul > li")).toHaveCount(6);
        await expect(venture.getByRole("button", { name: /^Play video/ })).toHaveCount(1);
      }
      // The care platform links to its website (in a new tab); the robotics education platform has none.
      await expect(ventures.nth(0).locator('a[target="_blank"][rel~="noopener"]')).toHaveCount(1);
      await expect(ventures.nth(1).getByRole("link")).toHaveCount(0);
    } else {
      await expect(page.locator("#ventures")).toHaveCount(0);
      await expect(page.getByRole("button", { name: /^Play video/ })).toHaveCount(1);
    }

    // The hero's button row exists on every page and is hidden on expertise pages.
    const heroLink = page.locator('a[href="#capabilities"]');
    await expect(heroLink).toHaveCount(1);
    if (offering.kind === "expertise") await expect(heroLink).toBeHidden();
    else await expect(heroLink).toBeVisible();

    // Nothing third-party loads until the visitor asks, even with the whole page scrolled through.
    await page.evaluate(() => {
      window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" });
    });
    await page.waitForLoadState("networkidle");
    expect(thirdParty).toEqual([]);

    // Each video facade becomes the provider's player (or the drive preview) when its button is pressed.
    const plays = page.getByRole("button", { name: /^Play video/ });
    for (let played = 1; (await plays.count()) > 0; played++) {
      await plays.first().click();
      const players = page.locator(
        `iframe[src^="${embedHosts.video}/embed/"], iframe[src^="${embedHosts.drive}/file/d/"]`,
      );
      await expect(players).toHaveCount(played);
      const player = players.nth(played - 1);
      await expect(player).toHaveAttribute("title", /\S/);
      await expect(player).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
      await expect(player).toBeFocused();
    }
    await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
    expect(thirdParty.every((url) => url.startsWith(embedHosts.video) || url.startsWith(embedHosts.drive))).toBe(true);

    // The call to action opens the booking dialog; its calendar frame is 80% of the viewport high, and
    // expertise dialogs are max-w-4xl (896px) wide at this 1280px viewport.
    const cta = page.locator("#cta").getByRole("button");
    if (offering.kind === "venture") await expect(cta).toHaveText("Schedule Your Venture Consultation");
    await cta.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const calendar = dialog.locator(`iframe[src^="${embedHosts.scheduling}/"]`);
    await expect(calendar).toHaveCount(1);
    const viewport = page.viewportSize();
    const frameBox = await calendar.boundingBox();
    expect(Math.round(frameBox?.height ?? 0)).toBe(Math.round((viewport?.height ?? 0) * 0.8));
    if (offering.kind === "expertise") expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(896);
    if (firstOfEachKind.has(offering.path)) await expectNoAxeViolations(page);

    // Tab and Shift+Tab stay inside the open dialog, across its calendar frame too; they end on its Close button
    // (keys pressed inside the third-party frame, Escape included, belong to that frame).
    for (const key of ["Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(cta).toBeFocused();
    await expect(page.locator(`iframe[src^="${embedHosts.scheduling}/"]`)).toHaveCount(0);
    // Back to Home leads home (static-shell.spec.ts follows it on the first page of this template).
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });
}

// Two ventures share the venture page: each article is named by its own heading, in either language (an article
// without a name, or two with one, leave a screen reader's list of regions saying nothing).
for (const language of ["en", "es"] as const) {
  const venture = offeringPages.find((candidate) => candidate.kind === "venture");
  test(`the venture page (${language}): each venture's article is named by its heading, no two alike`, async ({
    page,
  }) => {
    await page.goto(language === "en" ? (venture?.path ?? "") : `/es${venture?.path ?? ""}`);
    const articles = page.getByRole("article");
    await expect(articles).toHaveCount(2);
    const names: string[] = [];
    for (const article of await articles.all()) {
      const heading = (await article.getByRole("heading", { level: 3 }).textContent())?.trim() ?? "";
      await expect(article).toHaveAccessibleName(heading);
      names.push(heading);
    }
    expect(new Set(names).size).toBe(2);
    expect(names.every((name) => name.length > 0)).toBe(true);
  });
}
