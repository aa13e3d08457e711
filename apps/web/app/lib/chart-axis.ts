// Spec 9: the y-axis of the stats charts has 5 ticks (0 and four steps); the step is the smallest
// of the listed values whose four steps reach the largest value on the chart.
export const Y_STEPS = [5, 10, 25, 50, 100, 250, 500, 1000] as const;
export const Y_TICK_COUNT = 5;

/**
 * The step for a chart whose largest value is `max`. Past 4000 the spec's list runs out; rather
 * than clip the line, the same 1-2.5-5 pattern continues (2500, 5000, 10000, …).
 */
export function chooseYStep(max: number): number {
  const top = Number.isFinite(max) && max > 0 ? max : 0;
  const intervals = Y_TICK_COUNT - 1;
  for (const step of Y_STEPS) if (step * intervals >= top) return step;
  let step = 1000;
  for (let i = 0; step * intervals < top; i++) step = [2500, 5000, 10000][i % 3]! * 10 ** Math.floor(i / 3);
  return step;
}

/** The five tick values 0, step, …, 4·step. */
export function yTicks(max: number): number[] {
  const step = chooseYStep(max);
  return Array.from({ length: Y_TICK_COUNT }, (_, i) => i * step);
}
