import { expect } from "@playwright/test";
import { underConstructionNamesIn } from "../e2e/site-words";
import type { Journey } from "./journey";
import { byCss, byRole, eventually, look, seen, visit } from "./visitor-actions";

const names = underConstructionNamesIn("en");

export const underConstructionNames: Journey = {
  title: "under construction: the card moves on to the next name",
  async run(visitor) {
    await visit(visitor, "/under-construction");
    await seen(visitor, byRole("heading", "Looking Beyond Conventional"));
    const card = byCss("#rotating-name");
    const first = (await seen(visitor, card)).text;
    expect(names).toContain(first);
    const next = names[(names.indexOf(first) + 1) % names.length];
    // One step is 2000 ms.
    await eventually(
      `the card shows "${next}" after "${first}"`,
      () => look(visitor, card),
      (state) => state.text === next,
      3_500,
    );
  },
};
