import * as v from "valibot";

/**
 * A list's check that no two items hold the same value (a client's name, a leader's title, a card's page): each
 * item repeating an earlier one's value is an issue at that item, or at its field `key` where the value is one, so
 * the content check and the editor's words name the very item and field.
 */
export function eachOnce<TItem>(
  valueOf: (item: TItem) => unknown,
  /** What is wrong and what is expected, given the item and the number (from 1) of the item it repeats. */
  message: (item: TItem, repeated: number) => string,
  key?: string,
) {
  return v.rawCheck<TItem[]>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const list = dataset.value;
    const values = list.map(valueOf);
    list.forEach((item, index) => {
      const first = values.indexOf(values[index]);
      if (first === index) return;
      const atItem: v.ArrayPathItem = { type: "array", origin: "value", input: list, key: index, value: item };
      addIssue({
        message: message(item, first + 1),
        path:
          key === undefined
            ? [atItem]
            : [
                atItem,
                { type: "object", origin: "value", input: item as Record<string, unknown>, key, value: values[index] },
              ],
      });
    });
  });
}
