import { describe, expect, it } from "vitest";
import { benchOptions } from "../../scripts/bench/bench-options.ts";

const declared = { burst: 100, only: "burst,flood", "no-build": false } as const;

describe("a bench's options", () => {
  it("are the defaults when none is given", () => {
    expect(benchOptions(declared, [])).toEqual({ burst: 100, only: "burst,flood", "no-build": false });
  });

  it("are read written either way, numbers as numbers and flags as booleans", () => {
    expect(benchOptions(declared, ["--burst=7", "--only", "flood", "--no-build"])).toEqual({
      burst: 7,
      only: "flood",
      "no-build": true,
    });
    expect(benchOptions(declared, ["--burst", "20"]).burst).toBe(20);
  });

  it("refuse a mistyped option instead of measuring the defaults, and list the ones the bench takes", () => {
    expect(() => benchOptions(declared, ["--burts", "20"])).toThrow(
      /--burts[\s\S]*--burst=100 --only=burst,flood --no-build/,
    );
  });

  it("refuse a number that is not one, or none at all", () => {
    expect(() => benchOptions(declared, ["--burst=many"])).toThrow('--burst takes a number, not "many"');
    expect(() => benchOptions(declared, ["--burst="])).toThrow("--burst takes a number");
    expect(() => benchOptions(declared, ["--burst"])).toThrow(/--burst/);
  });

  it("refuse a number that is not finite", () => {
    for (const value of ["Infinity", "-Infinity", "1e999"]) {
      expect(() => benchOptions(declared, [`--burst=${value}`])).toThrow(`--burst takes a number, not "${value}"`);
    }
  });

  it("refuse a stray argument nobody declared", () => {
    expect(() => benchOptions(declared, ["20"])).toThrow(/20/);
  });
});
