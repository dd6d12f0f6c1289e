import { expect, expectNoAxeViolations, gotoReady, test } from "./fixtures";

test("vision: back link, quote, team picture, four principles and the required stats", async ({ page }) => {
  await gotoReady(page, "/vision");
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expect(page.locator("figure blockquote")).toHaveCount(1);
  await expect(page.locator("figure:has(blockquote) figcaption")).not.toBeEmpty();

  const picture = page.locator("figure img");
  await expect(picture).toHaveAttribute("alt", /\S/);
  await expect(picture).toHaveAttribute("width", /^\d+$/);
  await expect(picture).toHaveAttribute("height", /^\d+$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await expect(
    page.getByRole("region", { name: "What we hold ourselves to" }).getByRole("heading", { level: 3 }),
  ).toHaveText(["Innovation First", "Human-Centered Design", "Collaborative Excellence", "Sustainable Future"]);
  const stats = page.getByRole("region", { name: "Our work in numbers" });
  await expect(stats.locator("dd")).toHaveText(["100+", "50+", "∞"]);
  await expect(stats.locator("dt")).toHaveText([
    /innovations delivered/i,
    /partner organizations/i,
    /possibilities ahead/i,
  ]);
  await expectNoAxeViolations(page);
});

for (const { path, sections } of [
  { path: "/privacy", sections: 12 },
  { path: "/terms", sections: 9 },
]) {
  test(`${path}: ${sections} anchored sections, all in the contents, last updated July 2025`, async ({ page }) => {
    await gotoReady(page, path);
    await expect(page.locator("time")).toHaveText("July 2025");
    await expect(page.getByText("Last updated:")).toContainText("July 2025");

    const headings = page.locator("article section > h2");
    await expect(headings).toHaveCount(sections);
    const contents = page.getByRole("navigation", { name: "Contents" }).getByRole("link");
    await expect(contents).toHaveCount(sections);
    const ids = await headings.evaluateAll((elements) => elements.map((element) => element.id));
    expect(new Set(ids).size).toBe(sections);
    expect(await contents.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
      ids.map((id) => `#${id}`),
    );

    // Following the last entry lands on its heading, below the fixed header; the address stays the page's.
    await contents.last().click();
    await expect(page).toHaveURL(path);
    await expect(headings.last()).toBeInViewport();
    expect(await headings.last().evaluate((h) => h.getBoundingClientRect().top)).toBeGreaterThanOrEqual(64);
    await expectNoAxeViolations(page);
  });
}

test("terms name Massachusetts as the governing law", async ({ page }) => {
  await gotoReady(page, "/terms");
  await expect(page.locator("section:has(> h2#governing-law)")).toContainText("Massachusetts");
});
