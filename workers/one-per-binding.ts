/**
 * One `Value` a binding, made by `make` on first use: an isolate has one of each binding, but a test may give the
 * Worker a binding of its own, whose state must not mix with another's.
 */
export function onePerBinding<Binding extends object, Value>(
  make: (binding: Binding) => Value,
): (binding: Binding) => Value {
  const made = new WeakMap<Binding, Value>();
  return (binding) => {
    let value = made.get(binding);
    if (value === undefined) {
      value = make(binding);
      made.set(binding, value);
    }
    return value;
  };
}
