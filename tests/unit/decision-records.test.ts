import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Vitest runs from the repository root (tests/vitest.config.ts sets it).
const folder = join(process.cwd(), "docs", "decisions");
const records = readdirSync(folder).filter((file) => /^\d{4}-.+\.md$/.test(file));
const text = (file: string) => readFileSync(join(folder, file), "utf8");

describe("decision records", () => {
  it.each(records)("%s opens with its number, its date and its status", (file) => {
    const [title, blank, date, status] = text(file).split("\n");
    expect(title).toMatch(new RegExp(`^# ${file.slice(0, 4)}\\. \\S`));
    expect(blank).toBe("");
    expect(date).toMatch(/^- Date: \d{4}-\d\d-\d\d$/);
    expect(status).toMatch(/^- Status: (accepted|superseded by \d{4})/);
  });

  it("a record superseded, wholly or in part, names records that exist and are newer", () => {
    for (const file of records) {
      const status = /^- Status: (.*(?:\n {2}.*)*)/m.exec(text(file))?.[1] ?? "";
      const superseding = status.split("superseded by").slice(1).join(" ");
      for (const [, number] of superseding.matchAll(/\b(\d{4})\b/g)) {
        expect(
          records.some((other) => other.startsWith(`${number}-`)),
          `${file} names ${number}`,
        ).toBe(true);
        expect(Number(number), `${file} is superseded by an older record`).toBeGreaterThan(Number(file.slice(0, 4)));
      }
    }
  });

  it("the index lists every record", () => {
    const index = text("README.md");
    for (const file of records) expect(index).toContain(`(${file})`);
  });
});
