import { expect } from "@playwright/test";
import type { Journey } from "./journey";
import { byRole, clickOn, eventually, pause, scrolledToSection, seen, visit } from "./visitor-actions";
import type { Visitor } from "./visitor";

/** The hero's rotating name box and the carousel's progress bar, read in one look. */
function motionNow(visitor: Visitor) {
  return visitor.run(() => {
    // The name box's link on show (the others wait, invisible, in the same place).
    const nameBox = [...document.querySelectorAll("#home p a[href]")].find(
      (link) => getComputedStyle(link).visibility === "visible",
    );
    const progress = document.querySelector('[aria-roledescription="carousel"] [data-progress]');
    return {
      destination: `${nameBox?.getAttribute("href")} ${nameBox?.textContent}`,
      // The bar's drawn width: it fills over each slide's 8 s in 50 ms steps.
      progress: progress ? Math.round(progress.getBoundingClientRect().width * 10) / 10 : null,
    };
  });
}

type Motion = Awaited<ReturnType<typeof motionNow>>;

const motionControl = byRole("button", /^(Pause|Play) motion$/);

/** Waits until both the name box and the carousel have moved on from `from`. */
async function untilBothMove(visitor: Visitor, from: Motion, why: string): Promise<void> {
  await eventually(
    `${why}: the name box changes`,
    () => motionNow(visitor),
    (now) => now.destination !== from.destination,
    3_500,
  );
  await eventually(
    `${why}: the carousel's progress bar moves`,
    () => motionNow(visitor),
    (now) => now.progress !== from.progress,
    2_000,
  );
}

export const homeMotion: Journey = {
  title: "home: renders, the name box rotates, the carousel moves, and the motion control pauses and resumes both",
  async run(visitor) {
    await visit(visitor, "/");
    await seen(visitor, byRole("heading", "Looking Beyond Conventional"));
    await scrolledToSection(visitor, "carousel");
    const control = await seen(visitor, motionControl);
    expect(control.name).toBe("Pause motion");
    expect(control.attributes["aria-pressed"]).toBe("false");

    const start = await motionNow(visitor);
    expect(start.progress, "the carousel has a progress bar").not.toBeNull();
    await untilBothMove(visitor, start, "while motion plays");

    await clickOn(visitor, motionControl);
    const paused = await eventually(
      "the control reads 'Play motion', pressed",
      () => seen(visitor, motionControl),
      (state) => state.name === "Play motion" && state.attributes["aria-pressed"] === "true",
    );
    expect(paused.visible).toBe(true);
    const still = await motionNow(visitor);
    // Longer than one step of the name box (2000 ms) and forty of the progress bar (50 ms).
    await pause(2_300);
    expect(await motionNow(visitor), "nothing moves while motion is paused").toEqual(still);

    await clickOn(visitor, motionControl);
    await eventually(
      "the control reads 'Pause motion' again",
      () => seen(visitor, motionControl),
      (state) => state.name === "Pause motion" && state.attributes["aria-pressed"] === "false",
    );
    await untilBothMove(visitor, still, "once motion plays again");
  },
};
