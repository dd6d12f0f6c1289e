/** `work`'s result, or undefined once `ms` have passed without it (the work goes on regardless). */
export async function withinBudget<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let expire: (value: undefined) => void = () => undefined;
  const expiry = new Promise<undefined>((resolve) => {
    expire = resolve;
  });
  const timer = setTimeout(() => {
    expire(undefined);
  }, ms);
  try {
    return await Promise.race([work, expiry]);
  } finally {
    clearTimeout(timer);
  }
}
