// Renders items with a fixed number in flight and hands results over strictly in order.
// The window bounds memory (at most `window` pooled sheets and finished JPEGs exist at once)
// while keeping every core busy: while one sheet is being encoded on the thread pool, the
// next is composed on the main thread.

export async function runOrdered<T>(
  count: number,
  window: number,
  produce: (index: number) => Promise<T>,
  consume: (index: number, value: T) => Promise<void>,
): Promise<void> {
  const inFlight = new Map<number, Promise<T>>();
  let next = 0;
  const launch = (): void => {
    while (next < count && inFlight.size < Math.max(1, window)) {
      const promise = produce(next);
      // Awaited in order below; this only stops Node reporting an early failure as unhandled.
      promise.catch(() => undefined);
      inFlight.set(next++, promise);
    }
  };
  for (let index = 0; index < count; index++) {
    launch();
    const value = await inFlight.get(index)!;
    inFlight.delete(index);
    launch();
    await consume(index, value);
  }
}
