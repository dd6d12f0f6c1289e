import * as v from "valibot";

/** A fixed-length list of organisation names, each shown once (logos are drawn from names: ui/logo-mark.tsx). */
export function logoNamesSchema(count: number) {
  return v.pipe(
    v.array(v.pipe(v.string(), v.nonEmpty(), v.maxLength(24))),
    v.length(count),
    v.check((names) => new Set(names).size === names.length, "every name once"),
  );
}
