import * as v from "valibot";
import { eachOnce } from "~/content/each-once";

/** A fixed-length list of organisation names, each shown once (logos are drawn from names: ui/logo-mark.tsx). */
export function logoNamesSchema(count: number) {
  return v.pipe(
    v.array(v.pipe(v.string(), v.nonEmpty(), v.maxLength(24))),
    v.length(count),
    eachOnce(
      (name) => name,
      (name, item) => `“${name}” is item ${item} too; expected each organisation once`,
    ),
  );
}
