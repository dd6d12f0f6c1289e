import { interfaceTextIn, leaders } from "./content-files";
import { artSheetPaths, LOGO_SHEET_HEIGHT } from "~/lib/marks/art-sheets";
import { expect, expectNoAxeViolations, gotoReady, test } from "./fixtures";
import { expectSectionAt } from "./section-position";

// What the home page holds and how it loads. What moves or waits on it, on a fake clock: home-motion.spec.ts.
// The page as most visitors see it, moving (the project's default is reduced motion), and as on a first visit: what
// loads when, and whether anything shifts while it does, with nothing in the browser's cache.
test.use({ reducedMotion: "no-preference", coldCache: true });

test.describe("home structure", () => {
  test("has the required sections in order, between header and footer, tech landscape hidden", async ({ page }) => {
    await gotoReady(page, "/");
    const order = await page.evaluate(() =>
      // An island's wrapper (display: contents) takes no box: its section stands in the page as the others do.
      [...document.querySelectorAll("header, main > section, main > [data-island] > section, footer")].map(
        (el) => el.id || (el.getAttribute("aria-labelledby") ?? "") || el.tagName.toLowerCase(),
      ),
    );
    expect(order).toEqual([
      "header",
      "home",
      "carousel",
      "services",
      "tech-landscape",
      "expertise",
      "clients",
      // The newest Insights entries, present while the language has a published entry.
      "insights",
      "network",
      "contact",
      "footer",
    ]);
    await expect(page.locator("#carousel")).toHaveAttribute("aria-roledescription", "carousel");
    await expect(page.locator("#tech-landscape")).toBeHidden();
    await expect(page.locator("#services > div > ul > li")).toHaveCount(3);
  });

  test("hero: the headline, a hidden 'Get Started' that goes to services, 'Get to Know Us' that goes to contact", async ({
    page,
  }) => {
    await gotoReady(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Looking Beyond Conventional");
    const getStarted = page.locator("#home a", { hasText: "Get Started" });
    await expect(getStarted).toHaveCount(1);
    await expect(getStarted).toBeHidden();
    await getStarted.dispatchEvent("click");
    await expectSectionAt(page, "services", 80);

    await page.evaluate(() => {
      window.scrollTo({ top: 0, behavior: "instant" });
    });
    await page.getByRole("link", { name: "Get to Know Us" }).click();
    await expectSectionAt(page, "contact", 80);
  });

  test("every image has a width, a height and alt text (empty only in a hidden copy); the page keeps its layout while it moves", async ({
    page,
  }) => {
    await gotoReady(page, "/");
    const images = await page.locator("main img").evaluateAll((imgs) =>
      imgs.map((img) => ({
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        alt: img.getAttribute("alt"),
        hidden: img.closest('[aria-hidden="true"]') !== null,
      })),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const { width, height, alt, hidden } of images) {
      expect(Number(width)).toBeGreaterThan(0);
      expect(Number(height)).toBeGreaterThan(0);
      expect(alt === null ? null : alt.length > 0).toBe(hidden ? false : true);
    }
    const svgs = await page
      .locator('main svg[role="img"]')
      .evaluateAll((marks) =>
        marks.map((m) => [m.getAttribute("width"), m.getAttribute("height"), m.getAttribute("aria-label")]),
      );
    for (const [width, height, label] of svgs) {
      expect(Number(width)).toBeGreaterThan(0);
      expect(Number(height)).toBeGreaterThan(0);
      expect(label?.length).toBeGreaterThan(0);
    }
    // Each shift with what moved (the layout-shift entry's sources), so a failure says where to look.
    type Shift = PerformanceEntry & { value: number; sources: { node?: Node | null }[] };
    const shifts = await page.evaluate(
      () =>
        new Promise<{ value: number; at: number; moved: string[] }[]>((resolve) => {
          const found: { value: number; at: number; moved: string[] }[] = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Shift[]) {
              const moved = entry.sources.map(({ node }) =>
                node instanceof Element ? node.outerHTML.slice(0, 120) : String(node?.nodeName),
              );
              found.push({ value: entry.value, at: Math.round(entry.startTime), moved });
            }
          }).observe({ type: "layout-shift", buffered: true });
          window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" });
          setTimeout(() => {
            resolve(found);
          }, 3000);
        }),
    );
    const shift = shifts.reduce((total, { value }) => total + value, 0);
    expect(shift, JSON.stringify(shifts, null, 1)).toBeLessThan(0.01);
  });

  test("axe finds nothing on the whole page, paused and with the content on show", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoReady(page, "/");
    await page.evaluate(() => {
      window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" });
    });
    // axe reads colours from the layout, and the browser does not lay out sections far off screen
    // (content-visibility): have every section laid out, as an in-page link does.
    await page.evaluate(() => {
      document.documentElement.dataset.fullLayout = "";
    });
    await expectNoAxeViolations(page);
  });
});

test.describe("carousel video loading", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("loads no video until the slides are on screen", async ({ page }) => {
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/media/")) videoRequests.push(request.url());
    });
    await gotoReady(page, "/");
    await page.waitForTimeout(1000);
    expect(videoRequests).toEqual([]);
    await page.locator("#carousel-slides").scrollIntoViewIfNeeded();
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
  });
});

test.describe("hero rotating name box", () => {
  test("the /assets/... destinations redirect to their page", async ({ request }) => {
    const response = await request.get("/assets/mit-media-lab", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/expertise/mit-media-lab");
  });
});

test.describe("clients strip", () => {
  test("has the 30 logos doubled: 60 slots of 180px, the copy hidden from assistive technology", async ({ page }) => {
    await gotoReady(page, "/");
    const slots = page.locator(".clients-track > li");
    await expect(slots).toHaveCount(60);
    // Layout widths: the strip is moving, so its boxes sit at fractions of a pixel.
    const widths = await slots.evaluateAll((items) => items.map((item) => (item as HTMLElement).offsetWidth));
    expect(new Set(widths)).toEqual(new Set([180]));
    await expect(page.locator(".clients-track > li:not([aria-hidden])")).toHaveCount(30);
    const logos = await slots
      .locator("img")
      .evaluateAll((images) => images.map((image) => [image.getAttribute("src"), image.getAttribute("alt")]));
    const sources = logos.map(([src]) => src);
    expect(sources.slice(30)).toEqual(sources.slice(0, 30));
    expect(new Set(sources.slice(0, 30)).size).toBe(30);
    // The copy's images are decoration (empty alt); each logo of the list is named.
    expect(logos.slice(30).map(([, alt]) => alt)).toEqual(Array(30).fill(""));
    const names = await slots
      .getByRole("img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("alt")));
    expect(names).toHaveLength(30);
    expect(new Set(names).size).toBe(30);
    const track = page.locator(".clients-track");
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe("clients-scroll");
    expect(await track.evaluate((el) => getComputedStyle(el).animationIterationCount)).toBe("infinite");
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("running");
  });

  test("draws each logo from its own view of one SVG sheet, fetched once the strip nears the screen", async ({
    page,
  }) => {
    const sheetRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") sheetRequests.push(new URL(request.url()).pathname);
    });
    await gotoReady(page, "/");
    const images = page.locator(".clients-track img");
    const sources = await images.evaluateAll((all) => all.map((image) => image.getAttribute("src") ?? ""));
    expect(new Set(sources.map((src) => src.split("#")[0]))).toEqual(new Set([artSheetPaths.clientLogos]));
    expect(sheetRequests).not.toContain(artSheetPaths.clientLogos);

    await page.locator("#clients").scrollIntoViewIfNeeded();
    await expect.poll(() => sheetRequests.filter((path) => path === artSheetPaths.clientLogos).length).toBe(1);
    await expect
      .poll(() => images.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    // Each image's box is its view's size, not the sheet's proportions.
    const heights = await images.evaluateAll((all) => all.map((image) => image.getBoundingClientRect().height));
    expect(new Set(heights)).toEqual(new Set([LOGO_SHEET_HEIGHT]));
  });
});

test.describe("art sheets", () => {
  for (const sheet of Object.values(artSheetPaths)) {
    test(`${sheet}: a view for each picture the home page shows from it, framed at the size the page gives it`, async ({
      page,
    }) => {
      await gotoReady(page, "/");
      const shown = await page
        .locator(`main img[src^="${sheet}#"]`)
        .evaluateAll((images) =>
          images.map((image) => [
            image.getAttribute("src")?.split("#")[1],
            image.getAttribute("width"),
            image.getAttribute("height"),
          ]),
        );
      expect(shown.length).toBeGreaterThan(0);

      const response = await page.request.get(sheet);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
      const views = [...(await response.text()).matchAll(/<view id="([^"]+)" viewBox="\S+ \S+ (\S+) (\S+)"/g)].map(
        ([, id, width, height]) => [id, width, height],
      );
      expect(new Set(shown.map(([id]) => id))).toEqual(new Set(views.map(([id]) => id)));
      for (const picture of shown) expect(views).toContainEqual(picture);
    });
  }
});

test.describe("leadership", () => {
  test("four leaders, one in each required role, each with a portrait and a profile link in a new tab", async ({
    page,
  }) => {
    await gotoReady(page, "/");
    const cards = page.locator("#expertise li").filter({ has: page.locator('a[target="_blank"]') });
    await expect(cards).toHaveCount(4);
    const roles = await cards.getByRole("button").allTextContents();
    // The team's file names each role by its key; the page shows the English interface's job title for it.
    const titles = interfaceTextIn("en").leadership.roles;
    expect([...roles].sort()).toEqual(leaders.map((leader) => titles[leader.role]).sort());
    for (let i = 0; i < 4; i++) {
      const card = cards.nth(i);
      const name = (await card.getByRole("heading").textContent()) ?? "";
      const portrait = card.getByRole("img", { name: `Abstract portrait of ${name}` });
      await expect(portrait).toHaveAttribute("width", /\d+/);
      // Drawn from the portrait sheet, the image keeps its square once loaded, not the sheet's proportions.
      await portrait.scrollIntoViewIfNeeded();
      await expect
        .poll(() => portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      const box = await portrait.boundingBox();
      expect(Math.round(box?.width ?? 0)).toBe(Math.round(box?.height ?? -1));
      const link = card.getByRole("link");
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAttribute("href", /^https:\/\/www\.linkedin\.com\/in\//);
      await expect(link).toHaveAccessibleName(new RegExp(`${name}.*new tab`));
    }
  });
});

test.describe("leadership on a touch screen", () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test("a tap on a cut-short role shows it in full", async ({ page }) => {
    await gotoReady(page, "/");
    const label = page.locator("#expertise").getByRole("button", { name: "Chief Quantum Innovation Officer" });
    const tooltip = label.locator("xpath=following-sibling::*[@data-tooltip]");
    await page.locator("#expertise").scrollIntoViewIfNeeded();
    await label.scrollIntoViewIfNeeded();
    await label.tap();
    await expect(tooltip).toBeVisible();
    await page.locator("#expertise h2").tap();
    await expect(tooltip).toBeHidden();
  });
});
