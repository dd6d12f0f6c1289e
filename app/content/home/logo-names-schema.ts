import * as v from "valibot";

/** A fixed-length list of organisation names, each shown once (logos are drawn from names: ui/logo-mark.tsx). */
export function logoNamesSchema(count: number) {
  return v.pipe(
    v.array(v.pipe(v.string(), v.nonEmpty(), v.maxLength(24))),
    v.length(count),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const names = dataset.value;
      names.forEach((name, index) => {
        if (names.indexOf(name) === index) return;
        addIssue({
          message: `“${name}” is listed twice; expected each organisation once`,
          path: [{ type: "array", origin: "value", input: names, key: index, value: name }],
        });
      });
    }),
  );
}
