import { expect } from "@playwright/test";
import { navigationIn } from "../e2e/site-words";
import type { Journey } from "./journey";
import {
  arrived,
  byCss,
  byRole,
  clickOn,
  eventually,
  focusOn,
  gone,
  location,
  look,
  pause,
  press,
  scrollTop,
  seen,
  settledTop,
  untilReady,
  visit,
} from "./visitor-actions";
import type { Visitor } from "./visitor";

const menuGroups = navigationIn("en").menu;

const menuToggle = byRole("button", "Menu", byRole("banner"));
const menu = byRole("dialog", "Site menu");
const contactSection = byCss("#contact");

/** Where focus is, by accessible name, and whether it is inside the menu. */
async function focusInMenu(visitor: Visitor) {
  const state = await look(visitor, menu);
  const focused = await visitor.run(() => document.activeElement?.textContent.trim() ?? "");
  return { inside: state.containsFocus, focused };
}

export const menuFromKeyboard: Journey = {
  title:
    "menu, on the hydrated home page and on a static page: opens with its three groups, only Contact live; focus stays inside; Escape closes it and focus returns",
  async run(visitor) {
    // Home runs React; /vision is static HTML whose menu is a dialog opened by an invoker command (polyfilled
    // where the engine lacks them).
    for (const path of ["/", "/vision"]) await menuOn(visitor, path);
  },
};

async function menuOn(visitor: Visitor, path: string): Promise<void> {
  await visit(visitor, path);
  await focusOn(visitor, menuToggle);
  await press(visitor, "Enter");
  await seen(visitor, menu);

  for (const { heading, items } of menuGroups) {
    const group = await look(visitor, byRole("listitem", undefined, byRole("region", heading, menu)));
    expect(group.names, `the "${heading}" group`).toEqual(items.map((item) => item.label));
  }
  const items = menuGroups.flatMap((group) => group.items);
  const live = items.filter((item) => "href" in item || item.published);
  const navigation = byRole("navigation", undefined, menu);
  expect(
    (await look(visitor, byCss("a[href], button, input, [tabindex]", navigation))).names,
    "the live entries",
  ).toEqual(live.map((item) => item.label));
  expect((await look(visitor, byCss('[aria-disabled="true"]', navigation))).count, "the greyed entries").toBe(
    items.length - live.length,
  );

  // From the first control back past the start, and from the last one on past the end: focus wraps within.
  const opened = await eventually(
    "focus moves into the open menu",
    () => focusInMenu(visitor),
    (focus) => focus.inside,
  );
  await press(visitor, "Shift+Tab");
  const beforeStart = await focusInMenu(visitor);
  expect(beforeStart.inside, `Shift+Tab from "${opened.focused}" stays in the menu`).toBe(true);
  expect(beforeStart.focused).not.toBe(opened.focused);
  await press(visitor, "Tab");
  const pastEnd = await focusInMenu(visitor);
  expect(pastEnd.inside, `Tab from "${beforeStart.focused}" stays in the menu`).toBe(true);
  expect(pastEnd.focused).not.toBe(beforeStart.focused);

  await press(visitor, "Escape");
  await gone(visitor, menu, "Escape closes the menu");
  await eventually(
    "focus returns to the menu button",
    () => look(visitor, menuToggle),
    (state) => state.focused,
  );
}

export const contactFromAnotherPage: Journey = {
  title: "menu: Contact from another page lands on the home page's contact section, 80 px below the top",
  async run(visitor) {
    await visit(visitor, "/services/mvp-builder");
    await clickOn(visitor, menuToggle);
    await seen(visitor, menu);
    await clickOn(visitor, byRole("link", "Contact", menu));
    await arrived(visitor, "the home page opens", (at) => at.pathname === "/");
    await untilReady(visitor);
    await gone(visitor, menu, "the menu is closed");
    await settledTop(visitor, contactSection, 80, 2);
  },
};

export const contactThenReload: Journey = {
  title:
    "menu: Contact on the home page scrolls to the contact section and leaves the address alone; a reload opens the page at its top",
  async run(visitor) {
    await visit(visitor, "/");
    await clickOn(visitor, menuToggle);
    await seen(visitor, menu);
    await clickOn(visitor, byRole("link", "Contact", menu));
    await gone(visitor, menu, "the menu is closed");
    await settledTop(visitor, contactSection, 80, 2);
    expect(await location(visitor), "the address after Contact").toEqual({ pathname: "/", hash: "" });

    await visitor.reload();
    await untilReady(visitor);
    await eventually(
      "the reloaded page is at its top",
      () => scrollTop(visitor),
      (y) => y === 0,
    );
    // Still there once any late scroll (a browser's restoration, a fragment) would have happened.
    await pause(300);
    expect(await scrollTop(visitor)).toBe(0);
  },
};

export const logoFromAnotherPage: Journey = {
  title: "header: the logo from another page lands at the top of the home page; so does Back to Home",
  async run(visitor) {
    await visit(visitor, "/vision");
    await visitor.run(() => {
      window.scrollTo(0, 600);
    });
    await eventually(
      "the vision page scrolled",
      () => scrollTop(visitor),
      (y) => y > 0,
    );
    await clickOn(visitor, byRole("link", /, home$/, byRole("banner")));
    await arrived(visitor, "the home page opens", (at) => at.pathname === "/" && at.hash === "");
    await untilReady(visitor);
    await seen(visitor, byRole("heading", "Looking Beyond Conventional"));
    await eventually(
      "the page is at the top",
      () => scrollTop(visitor),
      (y) => y === 0,
    );
    // Still there once any late scroll would have happened.
    await pause(300);
    expect(await scrollTop(visitor)).toBe(0);

    await visit(visitor, "/vision");
    await clickOn(visitor, byRole("link", "Back to Home", byRole("main")));
    await arrived(visitor, "Back to Home opens the home page", (at) => at.pathname === "/" && at.hash === "");
    await untilReady(visitor);
    expect(await scrollTop(visitor)).toBe(0);
  },
};
