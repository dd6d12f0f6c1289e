import { expect } from "@playwright/test";
import { embedHosts } from "~/lib/embeds/embed-hosts";
import type { Journey } from "./journey";
import { byCss, byRole, clickOn, eventually, focusOn, gone, look, press, seen, visit } from "./visitor-actions";
import type { Visitor } from "./visitor";

const callToAction = byRole("button", undefined, byCss("#cta"));
const dialog = byRole("dialog");
const schedulingFrame = byCss(`iframe[src^="${embedHosts.scheduling}/"]`, dialog);
const videoPlayer = byCss(`iframe[src^="${embedHosts.video}/embed/"], iframe[src^="${embedHosts.drive}/file/d/"]`);

/**
 * Where keyboard focus is: in the open dialog (its frame included), on the page behind it, or outside the page.
 * Read in one look at the page: focus moving through a frame passes through several places in a few
 * milliseconds, and two looks could each see a different moment of it.
 */
function focusPlace(visitor: Visitor): Promise<"dialog" | "page behind" | "outside the page"> {
  return visitor.run(() => {
    const active = document.activeElement;
    if (active && document.querySelector("dialog[open]")?.contains(active)) return "dialog";
    return document.hasFocus() && active !== null && active !== document.body ? "page behind" : "outside the page";
  });
}

export const offeringPage: Journey = {
  title:
    "offering page: the booking dialog frames the calendar only once open, closes on Escape with focus back on its button, keeps focus; the video becomes its player",
  async run(visitor) {
    await visit(visitor, "/services/innovation-enabler");
    // Nothing third-party is framed before the visitor asks for it.
    expect(
      (await look(visitor, byCss("dialog iframe[src], iframe[src^='https:']"))).found,
      "a frame before any was asked for",
    ).toBe(false);

    // Escape first, while focus has never left the page: where a Tab past the calendar frame leaves focus depends
    // on the engine and on how far the frame has loaded, and a key pressed while focus is in another process's
    // frame (a cross-origin iframe) may reach that frame instead of the dialog.
    const close = byRole("button", "Close", dialog);
    await focusOn(visitor, callToAction);
    await press(visitor, "Enter");
    await seen(visitor, dialog);
    await seen(visitor, schedulingFrame, "the calendar frame is in the open dialog");
    await focusOn(visitor, close);
    await press(visitor, "Escape");
    await gone(visitor, dialog, "Escape closes the dialog");
    await eventually(
      "focus returns to the call to action",
      () => look(visitor, callToAction),
      (state) => state.focused,
    );
    expect((await look(visitor, schedulingFrame)).found, "the calendar frame goes with the closed dialog").toBe(false);

    // Open again. Back past the first control focus wraps to the last, the calendar frame; on from the first it goes
    // into the frame. Here the frame's host is unreachable, and engines differ on a frame with nothing loaded:
    // Firefox will not focus it (focus stays on the first control), Chromium passes it by to the browser's own
    // controls, as a native modal dialog allows. Either way focus never reaches the page behind the dialog. (The
    // menu journey checks the wrapping itself, on a dialog with no frame.)
    await focusOn(visitor, callToAction);
    await press(visitor, "Enter");
    await seen(visitor, schedulingFrame, "the calendar frame is framed afresh");
    await focusOn(visitor, close);
    await press(visitor, "Shift+Tab");
    expect(await focusPlace(visitor), "Shift+Tab from the first control").toBe("dialog");
    await focusOn(visitor, close);
    await press(visitor, "Tab");
    expect(await focusPlace(visitor), "Tab from the first control").not.toBe("page behind");
    // A click puts the page's focus back wherever the Tab left it, and closes the dialog.
    await clickOn(visitor, close);
    await gone(visitor, dialog, "the close button closes the dialog");

    const play = byRole("button", /^Play video/);
    await clickOn(visitor, play);
    await seen(visitor, videoPlayer, "the player frame takes the facade's place");
    expect((await look(visitor, play)).count, "the facade's button is gone").toBe(0);
  },
};
